// Helpers for the service worker and offline end-to-end tests.
import { expect, type BrowserContext, type Page } from '@playwright/test'
import { seenText } from './seen'
import { BACKEND_URL } from './addresses'
import { setOffline } from './offline'

/** Waits until the service worker is active and controls the page (the first visit claims it). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 60_000 })
}

/** The faults the backend still holds (the test hooks). */
export async function pendingFaults(): Promise<{ method: string; path: string; status: number; remaining: number }[]> {
  const response = await fetch(`${BACKEND_URL}/__test__/faults`)
  const body = (await response.json()) as {
    faults: { method: string; path: string; status: number; remaining: number }[]
  }
  return body.faults
}

/** A subject no other test uses, so the backend's messages can be counted per test. */
export const uniqueSubject = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** What the page stored in IndexedDB's contact queue (read from the page, same origin). */
export function queuedInBrowser(page: Page): Promise<{ subject: string; state: string; attempts: number }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('maple-pathways')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('contactQueue')) {
            db.close()
            resolve([])
            return
          }
          const all = db.transaction('contactQueue').objectStore('contactQueue').getAll()
          all.onsuccess = () => {
            db.close()
            resolve(
              (all.result as { message: { subject: string }; state: string; attempts: number }[]).map((e) => ({
                subject: e.message.subject,
                state: e.state,
                attempts: e.attempts,
              })),
            )
          }
        }
      }),
  )
}

/** Fills and sends the contact form. */
export async function sendContactForm(
  page: Page,
  subject: string,
  message = 'I would like to ask about a work permit.',
) {
  await page.getByLabel('Name').fill('Ana Offline')
  await page.getByLabel('Email').fill('ana.offline@example.ca')
  await page.getByLabel('Subject').fill(subject)
  await page.getByLabel('Message').fill(message)
  await page.getByRole('button', { name: 'Send Message' }).click()
}

export const expectSavedTime = async (page: Page) =>
  expect(page.getByText(/^Saved \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/).first()).toBeVisible()

/** How many items the saved copy of a list holds in IndexedDB (0 when none is saved yet). */
export function savedListLength(page: Page, key: 'blog' | 'jobs'): Promise<number> {
  return page.evaluate(
    (listKey) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('maple-pathways')
        open.onerror = () => resolve(0)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('lists')) {
            db.close()
            resolve(0)
            return
          }
          const get = db.transaction('lists').objectStore('lists').get(listKey)
          get.onsuccess = () => {
            db.close()
            resolve((get.result as { items?: unknown[] } | undefined)?.items?.length ?? 0)
          }
          get.onerror = () => resolve(0)
        }
      }),
    key,
  )
}

/**
 * Opens Contact once the service worker controls it, goes offline and sends the form: the message
 * waits in the queue (the page says so), and the browser stays offline.
 */
export async function queueMessageOffline(
  page: Page,
  context: BrowserContext,
  subject: string,
  message?: string,
): Promise<void> {
  await page.goto('/contact')
  await waitForServiceWorker(page)
  await setOffline(context, true)
  await sendContactForm(page, subject, message)
  await expect(seenText(page, '1 message waiting to be sent')).toBeVisible()
}

/**
 * A connection lost while code is on its way: the page's requests for `url` (those `holds` picks) wait
 * for `drop()`, then fail as a lost connection; after `reconnect()` they go through. `held` lists them.
 */
export async function holdUntilDrop(
  page: Page,
  url: RegExp,
  holds: (requested: string) => Promise<boolean> = async () => true,
) {
  let drop!: () => void
  const dropped = new Promise<void>((resolve) => (drop = resolve))
  let connected = false
  const held: string[] = []
  await page.route(url, async (route) => {
    if (connected || !(await holds(route.request().url()))) return route.continue()
    held.push(route.request().url())
    await dropped
    await route.abort('internetdisconnected')
  })
  return { held, drop, reconnect: () => void (connected = true) }
}
