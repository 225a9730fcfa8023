// Listens for the built site (npm start). The API has its own listener in server/index.ts.
import { resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { loadEnv } from 'vite'
import { createSiteApp } from './site-app'
import { siteConnectOrigins, siteFrameOrigins, siteImageOrigins, siteUsesHttps } from './site-origins'

// The same .env files the build read, so the CSP names the endpoints the bundle calls.
const root = resolve(import.meta.dirname, '../..')
const port = Number(process.env.SITE_PORT ?? 4173)
const host = process.env.SITE_HOST ?? '127.0.0.1'

const env = { ...loadEnv('production', root, 'VITE_'), ...process.env }

let app
try {
  app = createSiteApp({
    distDir: process.env.SITE_DIST_DIR ?? 'dist',
    connectOrigins: siteConnectOrigins(env),
    frameOrigins: siteFrameOrigins,
    imageOrigins: siteImageOrigins(env),
    https: siteUsesHttps(env),
  })
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  console.log(`Site: http://localhost:${port}`)
})
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is already in use: stop the program using it, or set SITE_PORT.`
      : `The site server could not start: ${error.message}`,
  )
  process.exit(1)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
