// The page's entry. On a built page it is requested only once the page has loaded or the visitor first
// acts (src/code-loader.js), so the first view never shares the connection with code; on the app
// shell it runs at once. A screen that reads the backend asks for its list now, while React downloads.
import { fetchArrivalData } from './app/early-data'
import { nextTask } from './lib/next-task'
import './styles/global.css'

fetchArrivalData(window.location)

// The app's code is evaluated in steps, each a task of its own: React DOM first (the largest part),
// then the app (src/main.tsx). Evaluated at once, it is one long task on a slow phone, holding up a
// tap or key for its whole length.
await import('react-dom/client')
await nextTask()
await import('./main')
