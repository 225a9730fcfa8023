// The built pages' inline code loader (src/code-loader.js), run as the page runs it: a classic script
// at the end of the body. The e2e spec tests/e2e/early-taps.spec.ts runs it against the real app.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import LOADER from './code-loader.js?raw'
import {
  APP_READY_EVENT,
  CODE_RELOAD_INTERVAL_MS,
  EARLY_INSTALL_OFFER,
  RELOADED_FOR_CODE_KEY,
} from './shared/app-ready'

function startPage(body: string) {
  document.body.innerHTML = `<div id="root">${body}</div>`
  const loader = document.createElement('script')
  loader.dataset.entry = '/static/js/index-1.js'
  loader.dataset.chunks = '/static/js/main-1.js /static/js/framework-1.js'
  loader.dataset.failed = FAILED
  document.body.append(loader)
  // As the browser runs it: while the page still loads, with document.currentScript set to its element.
  Object.defineProperty(document, 'currentScript', { value: loader, configurable: true })
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true })
  new Function(LOADER)()
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true })
  Reflect.deleteProperty(document, 'readyState')
}

const FAILED = 'Part of this page could not be downloaded.'

const requestedCode = () => [
  ...[...document.querySelectorAll<HTMLScriptElement>('head script[type="module"]')].map((s) => s.src),
  ...[...document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"]')].map((l) => l.href),
]

// A page runs one loader: each test's loader stops listening when the test ends, or it would answer
// the next test's events too.
const stopListening: (() => void)[] = []
function trackListeners(target: Window | Document) {
  const add = target.addEventListener.bind(target)
  vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
    add(type, listener, options)
    stopListening.push(() => target.removeEventListener(type, listener, options))
  })
}

beforeEach(() => {
  document.head.innerHTML = ''
  document.documentElement.removeAttribute('data-awaiting-code')
  document.querySelector('.code-failed')?.remove()
  trackListeners(window)
  trackListeners(document)
})
afterEach(() => {
  for (const stop of stopListening.splice(0)) stop()
  vi.restoreAllMocks()
})

describe('when the code is requested', () => {
  it('not before the page has loaded and painted; then the entry and every chunk', async () => {
    startPage('<h1>About</h1>')
    expect(requestedCode()).toEqual([])
    window.dispatchEvent(new Event('load'))
    // Not in the load event's own task: after the next frame.
    expect(requestedCode()).toEqual([])
    await vi.waitFor(() => expect(requestedCode()).toHaveLength(3))
    expect(requestedCode()).toEqual([
      'http://localhost:3000/static/js/index-1.js',
      'http://localhost:3000/static/js/main-1.js',
      'http://localhost:3000/static/js/framework-1.js',
    ])
  })

  it("at the visitor's first pointer, before the page has loaded", () => {
    startPage('<p>text</p>')
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(requestedCode()).toHaveLength(3)
    window.dispatchEvent(new Event('load'))
    // Once only.
    expect(requestedCode()).toHaveLength(3)
  })
})

describe("the browser's offer to install the site, before the code has arrived", () => {
  afterEach(() => Reflect.deleteProperty(window, EARLY_INSTALL_OFFER))

  it('is kept for the app (its Install button), and the browser shows no bar of its own', () => {
    startPage('<h1>Jobs</h1>')
    const offer = new Event('beforeinstallprompt', { cancelable: true })
    window.dispatchEvent(offer)
    expect(offer.defaultPrevented).toBe(true)
    expect(Reflect.get(window, EARLY_INSTALL_OFFER)).toBe(offer)
  })
})

describe('a tap before the code has arrived', () => {
  it('on a button is held, the page says it is busy, and the app gets the tap once it is ready', async () => {
    startPage('<button type="button">Open menu</button>')
    const button = document.querySelector('button')!
    const seen = vi.fn()
    button.addEventListener('click', seen)
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(tap)
    expect(tap.defaultPrevented).toBe(true)
    expect(seen).not.toHaveBeenCalled()
    expect(document.documentElement.hasAttribute('data-awaiting-code')).toBe(true)
    expect(requestedCode()).toHaveLength(3)

    document.dispatchEvent(new Event(APP_READY_EVENT))
    expect(document.documentElement.hasAttribute('data-awaiting-code')).toBe(false)
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1))
  })

  it('on a link is a plain link: nothing is held', () => {
    startPage('<a href="/about">About</a>')
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('a')!.dispatchEvent(tap)
    expect(tap.defaultPrevented).toBe(false)
  })

  it('submitting a search form (it has an action) goes ahead as HTML', () => {
    startPage('<form action="/jobs" method="get"><input name="q"><button>Search</button></form>')
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('button')!.dispatchEvent(tap)
    expect(tap.defaultPrevented).toBe(false)
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    document.querySelector('form')!.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(false)
  })

  it('submitting a form that needs the app is held, then submitted to the app once it is ready', async () => {
    startPage('<form><input name="name" value="Ada"></form>')
    const form = document.querySelector('form')!
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined)
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    document.dispatchEvent(new Event(APP_READY_EVENT))
    await vi.waitFor(() => expect(requestSubmit).toHaveBeenCalledTimes(1))
  })

  it('goes to the control in the same place when the app has drawn the page afresh', async () => {
    startPage('<button type="button">Menu</button><form><button>Send</button></form>')
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelectorAll('button')[1]!.dispatchEvent(tap)
    expect(tap.defaultPrevented).toBe(true)
    // The app replaces the page's elements with its own.
    const root = document.getElementById('root')!
    root.innerHTML = '<button type="button">Menu</button><form><button>Send</button></form>'
    const successor = vi.fn((event: Event) => event.preventDefault())
    root.querySelectorAll('button')[1]!.addEventListener('click', successor)
    document.dispatchEvent(new Event(APP_READY_EVENT))
    await vi.waitFor(() => expect(successor).toHaveBeenCalledTimes(1))
  })

  it('taps no other control that the app drew in its place (a job closed meanwhile left its Apply out)', async () => {
    startPage('<button type="button">Apply: Welder</button><button type="button">Apply: Cook</button>')
    document.querySelectorAll('button')[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    const root = document.getElementById('root')!
    root.innerHTML = '<p>Not accepting applications</p><button type="button">Apply: Cook</button>'
    const cook = vi.fn()
    root.querySelector('button')!.addEventListener('click', cook)
    document.dispatchEvent(new Event(APP_READY_EVENT))
    await new Promise((done) => setTimeout(done, 20))
    expect(cook).not.toHaveBeenCalled()
  })

  it('after the app is ready, taps are left alone', () => {
    startPage('<button type="button">Tabs</button>')
    document.dispatchEvent(new Event(APP_READY_EVENT))
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('button')!.dispatchEvent(tap)
    expect(tap.defaultPrevented).toBe(false)
  })
})

describe('when the code cannot be downloaded', () => {
  const entryFails = () => {
    const entries = document.head.querySelectorAll('script[type="module"]')
    entries[entries.length - 1]!.dispatchEvent(new Event('error'))
  }
  const alert = () => document.querySelector('[role="alert"]')

  it('a form that needs the app is never sent as HTML: the page says why nothing happened, and the next try asks for the code again', async () => {
    startPage('<form><input name="name" value="Ada"><button>Send</button></form>')
    const form = document.querySelector('form')!
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined)
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true })
      form.dispatchEvent(event)
      return event
    }
    expect(submit().defaultPrevented).toBe(true)
    entryFails()
    expect(alert()?.textContent).toBe(FAILED)
    expect(document.documentElement.hasAttribute('data-awaiting-code')).toBe(false)

    // Sent as HTML, a form without an action would put every field in the address.
    expect(submit().defaultPrevented).toBe(true)
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(2)
    expect(alert()).toBeNull()
    expect(document.documentElement.hasAttribute('data-awaiting-code')).toBe(true)

    document.dispatchEvent(new Event(APP_READY_EVENT))
    await vi.waitFor(() => expect(requestSubmit).toHaveBeenCalledTimes(1))
    expect(alert()).toBeNull()
  })

  it('says nothing when no tap was waiting for it; a later tap asks again and is told if that fails too', async () => {
    // The code cannot be fetched at all (the second failure asks: codeFailed).
    vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    startPage('<button type="button">Open menu</button>')
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    entryFails()
    expect(alert()).toBeNull()
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('button')!.dispatchEvent(tap)
    expect(tap.defaultPrevented).toBe(true)
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(2)
    entryFails()
    await vi.waitFor(() => expect(alert()?.textContent).toBe(FAILED))
    // Read, it goes at the next key or pointer, never covering what the visitor turns to.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }))
    expect(alert()).toBeNull()
  })

  describe("asked again while the browser keeps the first failure (Chromium, for the page's life)", () => {
    const FORM = '<form><input name="name" value=""><textarea name="message"></textarea><button>Send</button></form>'
    const send = () =>
      document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    const fill = () => {
      document.querySelector<HTMLInputElement>('[name="name"]')!.value = 'Ada'
      document.querySelector<HTMLTextAreaElement>('[name="message"]')!.value = 'Every word'
    }
    // (jsdom's reload does nothing: what the page keeps for the next one is what the tests read.)
    const kept = () => JSON.parse(sessionStorage.getItem('maple-pathways:form-awaiting-code') ?? 'null') as unknown
    beforeEach(() => window.history.replaceState(null, '', '/contact'))
    afterEach(() => {
      sessionStorage.clear()
      window.history.replaceState(null, '', '/')
    })

    it('asks under a new address; once the code can be fetched, keeps the form for the tab (and loads the page again)', async () => {
      const probe = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('', { status: 200 }))
      startPage(FORM)
      fill()
      send()
      entryFails()
      expect(alert()?.textContent).toBe(FAILED)
      send()
      const entries = [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')]
      expect(entries.map((entry) => new URL(entry.src).search)).toEqual(['', '?retry=2'])
      entryFails()
      await vi.waitFor(() => expect(kept()).not.toBeNull())
      expect(probe.mock.calls[0]![0]).toMatch(/^\/static\/js\/index-1\.js\?probe=\d+$/)
      expect(alert()).toBeNull()
      expect(kept()).toEqual({
        path: '/contact',
        form: 0,
        fields: { name: 'Ada', message: 'Every word' },
        at: expect.any(Number),
      })
    })

    it('says why nothing happened, and keeps nothing, while the code cannot be fetched', async () => {
      vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
      startPage(FORM)
      send()
      entryFails()
      send()
      entryFails()
      await vi.waitFor(() => expect(alert()?.textContent).toBe(FAILED))
      expect(sessionStorage.length).toBe(0)
    })

    it('the page loaded again fills the kept form, asks for the code at once, and sends the form once the app is ready', async () => {
      sessionStorage.setItem(
        'maple-pathways:form-awaiting-code',
        JSON.stringify({ path: '/contact', form: 0, fields: { name: 'Ada', message: 'Every word' }, at: Date.now() }),
      )
      startPage(FORM)
      const form = document.querySelector('form')!
      const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined)
      expect(document.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('Ada')
      expect(document.querySelector<HTMLTextAreaElement>('[name="message"]')!.value).toBe('Every word')
      expect(sessionStorage.length).toBe(0)
      expect(requestedCode()).not.toEqual([])
      expect(document.documentElement.hasAttribute('data-awaiting-code')).toBe(true)
      document.dispatchEvent(new Event(APP_READY_EVENT))
      await vi.waitFor(() => expect(requestSubmit).toHaveBeenCalledTimes(1))
    })

    it("leaves another page's kept form, one kept over a minute ago, or a malformed one, alone", () => {
      const now = Date.now()
      for (const kept of [
        { path: '/about', form: 0, fields: { name: 'Ada' }, at: now },
        { path: '/contact', form: 0, fields: { name: 'Ada' }, at: now - 61_000 },
        { path: '/contact', form: 0, at: now },
        'oops',
      ]) {
        sessionStorage.setItem('maple-pathways:form-awaiting-code', JSON.stringify(kept))
        startPage(FORM)
        expect(document.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('')
        expect(requestedCode()).toEqual([])
        expect(sessionStorage.length).toBe(0)
      }
    })

    it('loads the page again at most once a minute: within it, says why nothing happened and keeps nothing', async () => {
      vi.spyOn(window, 'fetch').mockResolvedValue(new Response('', { status: 200 }))
      sessionStorage.setItem(RELOADED_FOR_CODE_KEY, String(Date.now() - CODE_RELOAD_INTERVAL_MS / 2))
      startPage(FORM)
      fill()
      send()
      entryFails()
      send()
      entryFails()
      await vi.waitFor(() => expect(alert()?.textContent).toBe(FAILED))
      expect(kept()).toBeNull()
    })

    it('loads the page again for a held button outside a form too, keeping nothing (nothing typed is at stake)', async () => {
      vi.spyOn(window, 'fetch').mockResolvedValue(new Response('', { status: 404 }))
      startPage('<button type="button">Open menu</button>')
      const tap = () =>
        document.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
      tap()
      entryFails()
      tap()
      entryFails()
      // A 404: the entry is gone, a new version was published, which the page loaded again has.
      await vi.waitFor(() => expect(sessionStorage.getItem(RELOADED_FOR_CODE_KEY)).not.toBeNull())
      expect(kept()).toBeNull()
      expect(alert()).toBeNull()
    })
  })
})
