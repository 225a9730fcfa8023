import { describe, expect, it } from 'vitest'
import JSONbig from './json-bigint-native'

describe("the Appwrite SDK's JSON in a built site (json-bigint's API, the platform's JSON)", () => {
  const json = JSONbig({ useNativeBigInt: true })

  it("reads an answer as JSON does, through the SDK's reviver", () => {
    const seen: string[] = []
    const answer = json.parse('{"total":2,"documents":[{"$id":"job-001","isPublic":true}]}', (key, value) => {
      seen.push(key)
      return value
    })
    expect(answer).toEqual({ total: 2, documents: [{ $id: 'job-001', isPublic: true }] })
    expect(seen).toContain('total')
  })

  it('writes a body as json-bigint did: half an emoji as U+FFFD, which Appwrite takes, not an escape it refuses', () => {
    const body = { data: { applicantName: 'Ana \ud83d', jobTitle: 'Cook 🍁' }, permissions: [] }
    expect(json.stringify(body)).toBe('{"data":{"applicantName":"Ana \ufffd","jobTitle":"Cook 🍁"},"permissions":[]}')
    expect(() => json.stringify({ size: 1n })).toThrow(TypeError)
  })
})
