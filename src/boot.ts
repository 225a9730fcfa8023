// The page's entry. A prerendered screen is painted before any of the app's code runs: the app
// (React, the router, the screen; already downloading, see scripts/prerender-plugin.ts) is evaluated
// in a task after the first frame, so a slow phone shows the page first and works on the code second.
// A screen that reads the backend asks for its list at once, while the app downloads.
import { fetchScreenDataEarly } from './app/early-data'
import './styles/global.css'

fetchScreenDataEarly(window.location)

const startApp = () => void import('./main')

// A hidden tab paints nothing (and runs no frames): the app starts at once there.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(startApp, 0))
else startApp()
