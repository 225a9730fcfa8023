import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const getOnline = () => navigator.onLine
// Rendered on a server (never here) a page is assumed online.
const getServerOnline = () => true

/** Whether the browser reports a connection (shared by every feature: the banner, the forms), updated by its 'online' and 'offline' events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, getOnline, getServerOnline)
}
