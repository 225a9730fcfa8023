import { describe, expect, it } from 'vitest'
import { compareFreshList, keepingShown, sameContent } from './list-changes'

interface Item {
  $id: string
  title: string
  hidden?: boolean
}
const item = (id: string, title = `Item ${id}`): Item => ({ $id: id, title })
const list = (...ids: string[]) => ids.map((id) => item(id))

describe('compareFreshList (what a fresh list would change on screen)', () => {
  it('the same ids in the same order with the same content: the same list', () => {
    expect(compareFreshList(list('a', 'b'), list('a', 'b'))).toEqual({ kind: 'same' })
  })

  it('items only after the last one on screen (a built first batch, a job added at the end): drawn at once', () => {
    expect(compareFreshList(list('a', 'b'), list('a', 'b', 'c', 'd'))).toEqual({ kind: 'drawn' })
  })

  it('nothing on screen: drawn at once, whatever it holds', () => {
    expect(compareFreshList([], list('a'))).toEqual({ kind: 'drawn' })
  })

  it('new items above or among those on screen wait; what lies below is drawn under them', () => {
    const outcome = compareFreshList(list('a', 'b'), list('new-1', 'a', 'new-2', 'b', 'c'))
    expect(outcome).toMatchObject({ kind: 'held', drawn: list('a', 'b', 'c') })
    if (outcome.kind !== 'held') return
    expect([...outcome.changes.newIds]).toEqual(['new-1', 'new-2'])
    // Both land above 'b', the last on screen: the batch draws two more, so 'b' stays drawn.
    expect(outcome.changes.roomForKept).toBe(2)
    expect(outcome.changes.othersChanged).toBe(false)
    expect(outcome.changes.items).toEqual(list('new-1', 'a', 'new-2', 'b', 'c'))
  })

  it('an item edited, removed or moved on screen waits, with no new item counted', () => {
    const edited = compareFreshList(list('a', 'b'), [item('a', 'Retitled'), item('b')])
    const removed = compareFreshList(list('a', 'b', 'c'), list('a', 'c'))
    const moved = compareFreshList(list('a', 'b', 'c'), list('b', 'a', 'c'))
    for (const outcome of [edited, removed, moved]) {
      expect(outcome.kind).toBe('held')
      if (outcome.kind !== 'held') continue
      expect(outcome.changes.othersChanged).toBe(true)
      expect(outcome.changes.newIds.size).toBe(0)
    }
  })

  it('an item on screen moved to the end of the list: the rest of the list still counts as the continuation, not as new', () => {
    const outcome = compareFreshList(list('a', 'b', 'c'), list('a', 'c', 'd', 'e', 'b'))
    expect(outcome).toMatchObject({ kind: 'held', drawn: list('a', 'b', 'c', 'd', 'e') })
    if (outcome.kind === 'held') expect(outcome.changes.newIds.size).toBe(0)
  })

  it('when every item on screen went, every fresh item is new, and no room is kept for what went', () => {
    const outcome = compareFreshList(list('a'), list('x', 'y'))
    expect(outcome).toMatchObject({ kind: 'held', drawn: list('a') })
    if (outcome.kind !== 'held') return
    expect([...outcome.changes.newIds]).toEqual(['x', 'y'])
    expect(outcome.changes.roomForKept).toBe(0)
  })

  it('items the screen does not draw never count as new or changed', () => {
    const isDrawn = (candidate: Item) => !candidate.hidden
    const elsewhere = { ...item('elsewhere'), hidden: true }
    expect(compareFreshList(list('a', 'b'), [elsewhere, ...list('a', 'b')], isDrawn)).toEqual({ kind: 'drawn' })
    const outcome = compareFreshList(list('a'), [elsewhere, item('new'), item('a')], isDrawn)
    if (outcome.kind !== 'held') throw new Error(`held expected, got ${outcome.kind}`)
    expect([...outcome.changes.newIds]).toEqual(['new'])
  })
})

describe('sameContent (JSON data, as a built page carries it)', () => {
  it('ignores key order and keys set to undefined; compares nested arrays and objects', () => {
    expect(sameContent({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true)
    expect(sameContent({ a: 1, gone: undefined }, { a: 1 })).toBe(true)
    expect(sameContent({ a: null }, { a: 1 })).toBe(false)
    expect(sameContent({ a: [1, 2] }, { a: [2, 1] })).toBe(false)
    expect(sameContent({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(sameContent([1], { 0: 1 })).toBe(false)
  })
})

describe('keepingShown (the fresh list drawn at once)', () => {
  it('keeps each unchanged item on screen as the very object shown, and takes the fresh one where it changed', () => {
    const shown = list('a', 'b')
    const fresh = [item('a'), item('b', 'Edited'), item('c')]
    const drawn = keepingShown(shown, fresh)
    expect(drawn).toEqual(fresh)
    expect(drawn[0]).toBe(shown[0])
    expect(drawn[1]).toBe(fresh[1])
    expect(drawn[2]).toBe(fresh[2])
  })
})
