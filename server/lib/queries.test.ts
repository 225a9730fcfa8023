import { describe, expect, it } from 'vitest'
import { MAX_COUNT, parseQueries, runQueries, type StoredDocument } from './queries'
import { loadSchema } from './schema'

const jobs = loadSchema().collection('main', 'jobs')!

const doc = (n: number, data: StoredDocument['data'] = {}): StoredDocument => ({
  id: `d${n}`,
  sequence: n,
  databaseId: 'main',
  collectionId: 'jobs',
  createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString().replace('Z', '+00:00'),
  updatedAt: '2026-01-01T00:00:00.000+00:00',
  permissions: [],
  data: { title: `Job ${n}`, salary: null, ...data },
})

describe('queries', () => {
  it('caps total at 5000 as Appwrite does', () => {
    const docs = Array.from({ length: MAX_COUNT + 7 }, (_, i) => doc(i + 1))
    const result = runQueries(docs, parseQueries([], jobs), () => undefined)
    expect(result.total).toBe(5000)
    expect(result.documents).toHaveLength(25)
  })

  it('answers a limit over 5000 with 5000 documents, and refuses a limit below 1', () => {
    const docs = Array.from({ length: MAX_COUNT + 7 }, (_, i) => doc(i + 1))
    const limit = (value: number) => JSON.stringify({ method: 'limit', values: [value] })
    expect(runQueries(docs, parseQueries([limit(100_000)], jobs), () => undefined).documents).toHaveLength(MAX_COUNT)
    expect(() => parseQueries([limit(0)], jobs)).toThrow(/Invalid limit/)
  })

  it('counts the first limit, offset and cursor given, as Appwrite does (Query::groupByType), checking every one', () => {
    const docs = Array.from({ length: 10 }, (_, i) => doc(i + 1))
    const q = (method: string, value: unknown) => JSON.stringify({ method, values: [value] })
    const page = parseQueries(
      [q('limit', 2), q('offset', 3), q('cursorAfter', 'd1'), q('limit', 5), q('offset', 0), q('cursorAfter', 'd9')],
      jobs,
    )
    expect(page).toMatchObject({ limit: 2, offset: 3, cursor: { direction: 'after', id: 'd1' } })
    expect(() => parseQueries([q('limit', 2), q('limit', 0)], jobs)).toThrow(/Invalid limit/)
    expect(runQueries(docs, parseQueries([q('offset', 6000)], jobs), () => undefined).documents).toEqual([])
    expect(() => parseQueries([q('offset', -1)], jobs)).toThrow(
      'Invalid offset: Value must be a valid range between 0 and 9,223,372,036,854,775,807',
    )
  })

  it('refuses an order without an attribute, as Appwrite does', () => {
    expect(() => parseQueries([JSON.stringify({ method: 'orderDesc' })], jobs)).toThrow(
      'Invalid query: Attribute not found in schema: ',
    )
  })

  it.each([
    // utopia-php/database's Query\Filter validator, as Appwrite answers them.
    [
      { method: 'or', values: [{ method: 'equal', attribute: 'province', values: ['Yukon'] }] },
      'Invalid query: Or queries require at least two queries',
    ],
    [{ method: 'and', values: [] }, 'Invalid query: And queries require at least two queries'],
    [
      {
        method: 'or',
        values: [
          { method: 'limit', values: [1] },
          { method: 'isNull', attribute: 'salary' },
        ],
      },
      'Invalid query: Or queries can only contain filter queries',
    ],
    [
      { method: 'notEqual', attribute: 'language', values: ['en', 'fr'] },
      'Invalid query: NotEqual queries require exactly one value.',
    ],
    [
      { method: 'equal', attribute: 'province', values: [] },
      'Invalid query: Equal queries require at least one value.',
    ],
    [
      { method: 'between', attribute: 'title', values: ['a'] },
      'Invalid query: Between queries require exactly two values.',
    ],
  ])('refuses %j as Appwrite does', (query, message) => {
    expect(() => parseQueries([JSON.stringify(query)], jobs)).toThrow(message)
  })

  it('treats null as SQL does: never equal, first when ascending, matched by isNull', () => {
    const docs = [doc(1, { salary: '$20' }), doc(2), doc(3, { salary: '$10' })]
    const run = (...queries: object[]) =>
      runQueries(
        docs,
        parseQueries(
          queries.map((q) => JSON.stringify(q)),
          jobs,
        ),
        () => undefined,
      ).documents.map((d) => d.id)
    expect(run({ method: 'orderAsc', attribute: 'salary' })).toEqual(['d2', 'd3', 'd1'])
    expect(run({ method: 'orderDesc', attribute: 'salary' })).toEqual(['d1', 'd3', 'd2'])
    expect(run({ method: 'notEqual', attribute: 'salary', values: ['$10'] })).toEqual(['d1'])
    expect(run({ method: 'isNull', attribute: 'salary' })).toEqual(['d2'])
    expect(run({ method: 'greaterThan', attribute: '$createdAt', values: [docs[1]!.createdAt] })).toEqual(['d3'])
  })

  it("breaks ties as Appwrite does: by $sequence, newest first under orderDesc('$createdAt'), else ascending", () => {
    const sameTime = doc(1).createdAt
    const docs = [1, 2, 3].map((n) => ({ ...doc(n, { salary: '$10' }), createdAt: sameTime }))
    const run = (query: object) =>
      runQueries(docs, parseQueries([JSON.stringify(query)], jobs), () => undefined).documents.map((d) => d.id)
    expect(run({ method: 'orderDesc', attribute: '$createdAt' })).toEqual(['d3', 'd2', 'd1'])
    expect(run({ method: 'orderAsc', attribute: '$createdAt' })).toEqual(['d1', 'd2', 'd3'])
    expect(run({ method: 'orderDesc', attribute: 'salary' })).toEqual(['d1', 'd2', 'd3'])
  })

  it('refuses a cursor whose order attribute is null, as Appwrite does (database_query_order_null)', () => {
    const docs = [doc(1, { salary: '$20' }), doc(2), doc(3, { salary: '$10' })]
    const queries = (cursor: string) =>
      parseQueries(
        [
          JSON.stringify({ method: 'orderAsc', attribute: 'salary' }),
          JSON.stringify({ method: 'cursorAfter', values: [cursor] }),
        ],
        jobs,
      )
    const byId = (id: string) => docs.find((d) => d.id === id)
    expect(() => runQueries(docs, queries('d2'), byId)).toThrow(
      "The order attribute 'salary' had a null value. Cursor pagination requires all documents order attribute values are non-null.",
    )
    expect(runQueries(docs, queries('d3'), byId).documents.map((d) => d.id)).toEqual(['d1'])
  })

  it('searches words, the last one as a prefix', () => {
    const docs = [
      doc(1, { title: 'Licensed Electrician' }),
      doc(2, { title: 'Welder' }),
      doc(3, { title: 'Electrical Engineer' }),
    ]
    const run = (value: string) =>
      runQueries(
        docs,
        parseQueries([JSON.stringify({ method: 'search', attribute: 'title', values: [value] })], jobs),
        () => undefined,
      ).documents.map((d) => d.id)
    expect(run('electric')).toEqual(['d1', 'd3'])
    expect(run('welder plumber')).toEqual(['d2'])
    expect(run('"licensed electrician"')).toEqual(['d1'])
  })
})
