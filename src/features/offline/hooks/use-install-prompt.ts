import { useSyncExternalStore } from 'react'

/** Chromium's install prompt event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

interface InstallState {
  /** The browser offers installation (a deferred beforeinstallprompt event is held). */
  canInstall: boolean
  /** Running as the installed app, or installed during this visit. */
  installed: boolean
}

let deferred: BeforeInstallPromptEvent | null = null
let state: InstallState = { canInstall: false, installed: false }
const listeners = new Set<() => void>()

function set(change: Partial<InstallState>) {
  state = { ...state, ...change }
  for (const listener of listeners) listener()
}

const runningStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true

// Listening starts when this module loads (with the layout, at start-up): the browser fires
// beforeinstallprompt once, possibly before any component has mounted.
if (typeof window !== 'undefined') {
  state = { canInstall: false, installed: runningStandalone() }
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away: the site shows its own Install button.
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    set({ canInstall: !state.installed })
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    set({ canInstall: false, installed: true })
  })
}

/** Shows the browser's install dialog. Answers whether the visitor accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred
  if (!event) return false
  // A prompt event can be used once.
  deferred = null
  set({ canInstall: false })
  await event.prompt()
  const choice = await event.userChoice
  if (choice.outcome === 'accepted') set({ installed: true })
  return choice.outcome === 'accepted'
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const getState = () => state
// What the prerendered page shows (no Install button): React hydrates with it, then draws the browser's state.
const prerenderedState: InstallState = { canInstall: false, installed: false }

export function useInstallPrompt(): InstallState {
  return useSyncExternalStore(subscribe, getState, () => prerenderedState)
}
