// Build time only (scripts/prerender-plugin.ts loads it through Vite's SSR module loader; the page
// never imports it): renders a screen that needs no data to HTML, so its first paint needs no
// JavaScript. The browser then hydrates it (main.tsx, imported by boot.ts after the first paint): the tree
// here is the one main.tsx renders, so the first render on the page matches this markup.
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { routes } from './router'

/** The HTML of the app's root element for `path` (title and description included, where it renders them). */
export async function renderRoute(path: string): Promise<string> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(path, 'http://localhost')))
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}: not a page to prerender`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  )
}
