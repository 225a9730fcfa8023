// The page's entry. A prerendered screen is painted before any of the app's code runs: the app
// (React, the router, the screen; already downloading, see scripts/prerender-plugin.ts) is evaluated
// in a task after the first frame, so a slow phone shows the page first and works on the code second.
// A screen that reads the backend asks for its list at once, while the app downloads.
import { fetchArrivalData } from './app/early-data'
import { nextTask } from './lib/next-task'
import './styles/global.css'

fetchArrivalData(window.location)

// The app's code is evaluated in steps, each a task of its own: React DOM first (the largest part),
// then the app, which creates its router in a third (src/main.tsx). Evaluated at once, it is one long
// task on a slow phone, holding up a tap or key for its whole length.
const startApp = async () => {
  await import('react-dom/client')
  await nextTask()
  await import('./main')
}

// If the app's code cannot be downloaded (a dropped connection, a deploy that replaced it), a
// prerendered page stays a working page: its links still lead on, as plain links.
const start = () =>
  startApp().catch((error: unknown) => {
    document.getElementById('root')?.removeAttribute('inert')
    throw error
  })

// A hidden tab paints nothing (and runs no frames): the app starts at once there.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => void start(), 0))
else void start()
