// Listens for the built site (npm start). The API has its own listener in server/index.ts.
import { serve } from '@hono/node-server'
import { originOf } from './security-headers'
import { createSiteApp } from './site-app'

const port = Number(process.env.SITE_PORT ?? 4173)
const host = process.env.SITE_HOST ?? '127.0.0.1'
const endpoints = [
  process.env.VITE_APPWRITE_ENDPOINT ?? 'http://localhost:8787/v1',
  process.env.VITE_CONTACT_ENDPOINT ?? 'http://localhost:8787/contact',
  process.env.VITE_VITALS_ENDPOINT,
].filter((value): value is string => Boolean(value))

let app
try {
  app = createSiteApp({
    distDir: process.env.SITE_DIST_DIR ?? 'dist',
    connectOrigins: endpoints.map(originOf),
    frameOrigins: ['https://www.openstreetmap.org'],
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
