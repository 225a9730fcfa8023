import { externalStore, useStore } from '../../../lib/external-store'
import { EARLY_INSTALL_OFFER } from '../../../shared/app-ready'

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
// A built page shows no Install button: React hydrates with that, then draws the browser's state.
const install = externalStore<InstallState>({ canInstall: false, installed: false })
const set = (change: Partial<InstallState>) => install.set({ ...install.get(), ...change })

const runningStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true

// Listening starts when this module loads (with the layout, at start-up): the browser fires
// beforeinstallprompt once, possibly before any component has mounted.
if (typeof window !== 'undefined') {
  install.set({ canInstall: false, installed: runningStandalone() })
  // Made before this module loaded, on a built page whose code came after it: its loader kept it.
  const early = (window as unknown as Record<string, BeforeInstallPromptEvent | undefined>)[EARLY_INSTALL_OFFER]
  if (early) {
    deferred = early
    set({ canInstall: !install.get().installed })
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away: the site shows its own Install button.
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    set({ canInstall: !install.get().installed })
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

export function useInstallPrompt(): InstallState {
  return useStore(install)
}
