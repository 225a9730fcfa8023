import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { createRouter } from './app/router'
import { startContactOutbox } from './lib/contact-outbox'
import { registerServiceWorker } from './lib/sw-bridge'
import './styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
)

// After the first paint, never before it: the service worker (precaching, updates) and the contact
// queue (deliver what was written offline) start once the page is on screen.
const startOfflineSupport = () => {
  void registerServiceWorker()
  startContactOutbox()
}
if (document.readyState === 'complete') setTimeout(startOfflineSupport, 0)
else window.addEventListener('load', startOfflineSupport, { once: true })
