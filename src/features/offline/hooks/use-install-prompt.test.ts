import { afterEach, expect, it, vi } from 'vitest'
import { EARLY_INSTALL_OFFER } from '../../../shared/app-ready'

afterEach(() => {
  Reflect.deleteProperty(window, EARLY_INSTALL_OFFER)
  vi.resetModules()
})

it("takes up the browser's offer made before it loaded (kept by a built page's code loader)", async () => {
  const prompt = vi.fn(async () => undefined)
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
  })
  Reflect.set(window, EARLY_INSTALL_OFFER, offer)
  vi.resetModules()
  const { promptInstall } = await import('./use-install-prompt')
  expect(await promptInstall()).toBe(true)
  expect(prompt).toHaveBeenCalledTimes(1)
})

it('offers nothing when no offer was made before it loaded', async () => {
  vi.resetModules()
  const { promptInstall } = await import('./use-install-prompt')
  expect(await promptInstall()).toBe(false)
})
