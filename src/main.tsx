import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { createRouter } from './app/router'
import { startContactOutbox } from './lib/contact-outbox'
import { registerServiceWorker } from './lib/sw-bridge'
import { startWebVitals } from './lib/web-vitals'
import './styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
)

// After the first paint, never before it: the service worker (precaching, updates), the contact
// queue (deliver what was written offline) and field data start once the page is on screen.
const startAfterFirstPaint = () => {
  void registerServiceWorker()
  startContactOutbox()
  void startWebVitals()
}
if (document.readyState === 'complete') setTimeout(startAfterFirstPaint, 0)
else window.addEventListener('load', startAfterFirstPaint, { once: true })
