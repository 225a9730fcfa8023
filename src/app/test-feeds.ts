// Reading the build's Atom feeds as a reader does, for the feeds' tests.
import { expect } from 'vitest'

const ATOM = 'http://www.w3.org/2005/Atom'

/** The feed as a reader parses it: it fails the test if the XML is not well formed. */
export function parsed(xml: string) {
  const feed = new DOMParser().parseFromString(xml, 'application/xml')
  expect(feed.querySelector('parsererror')).toBeNull()
  const root = feed.documentElement
  expect([root.namespaceURI, root.localName]).toEqual([ATOM, 'feed'])
  const child = (parent: Element, name: string) => [...parent.children].find((each) => each.localName === name)
  const text = (parent: Element, name: string) => child(parent, name)?.textContent
  const entries = [...root.children]
    .filter((each) => each.localName === 'entry')
    .map((entry) => ({
      title: text(entry, 'title'),
      id: text(entry, 'id'),
      link: child(entry, 'link')?.getAttribute('href'),
      published: text(entry, 'published'),
      updated: text(entry, 'updated'),
      author: child(entry, 'author') && text(child(entry, 'author')!, 'name'),
      category: child(entry, 'category')?.getAttribute('term') ?? undefined,
      summary: text(entry, 'summary'),
      content: child(entry, 'content'),
    }))
  return { root, text: (name: string) => text(root, name), child: (name: string) => child(root, name), entries }
}

/** An entry's HTML content, as a reader draws it. */
export function contentOf(entry: { content: Element | undefined }) {
  expect(entry.content?.getAttribute('type')).toBe('html')
  const holder = document.createElement('div')
  holder.innerHTML = entry.content?.textContent ?? ''
  return holder
}
