import { describe, expect, it, vi } from 'vitest'
import { importAfresh } from './import-afresh'

const CHUNK = 'http://localhost:3000/static/js/share-bar-1.js'
const failedFetch = (address = CHUNK) => new TypeError(`Failed to fetch dynamically imported module: ${address}`)

describe('importAfresh', () => {
  it('lets a first failure through; failing again on the same address, imports the module under a new one', async () => {
    const load = vi.fn<() => Promise<{ part: string }>>().mockRejectedValue(failedFetch())
    const importAddress = vi.fn(async (_address: string) => ({ part: 'fresh' }))
    const retrying = importAfresh(load, importAddress)
    await expect(retrying()).rejects.toThrow(CHUNK)
    expect(importAddress).not.toHaveBeenCalled()
    await expect(retrying()).resolves.toEqual({ part: 'fresh' })
    expect(importAddress).toHaveBeenCalledWith(expect.stringMatching(/share-bar-1\.js\?retry=\d+$/))
    // A fresh address that failed too is not built upon: the next one starts from the file's own.
    importAddress.mockRejectedValueOnce(failedFetch(`${CHUNK}?retry=7`))
    await expect(retrying()).rejects.toThrow()
    await retrying()
    expect(importAddress.mock.lastCall![0]).toMatch(/share-bar-1\.js\?retry=\d+$/)
  })

  it('takes the module when the browser fetches it again itself', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failedFetch()).mockResolvedValue('module')
    const importAddress = vi.fn()
    const retrying = importAfresh(load, importAddress)
    await expect(retrying()).rejects.toThrow()
    await expect(retrying()).resolves.toBe('module')
    expect(importAddress).not.toHaveBeenCalled()
  })

  it('tries the same import again where the failure names no address (Safari)', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('Importing a module script failed.'))
    const importAddress = vi.fn()
    const retrying = importAfresh(load, importAddress)
    await expect(retrying()).rejects.toThrow()
    await expect(retrying()).rejects.toThrow()
    expect(load).toHaveBeenCalledTimes(2)
    expect(importAddress).not.toHaveBeenCalled()
  })
})
