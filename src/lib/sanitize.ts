// The only DOMPurify call site. Post HTML is rendered only after sanitizeHtml; text that must not
// carry any markup (application fields, structured data) goes through toPlainText.
import DOMPurify from 'dompurify'
import { env } from '../config/env'
import { withoutLoneSurrogates } from '../shared/lone-surrogates'

type Purifier = ReturnType<typeof DOMPurify>
/** A window DOMPurify can work in (jsdom's at build time). */
type BuildWindow = NonNullable<Parameters<typeof DOMPurify>[0]> & { document: Document }

/** Where a post's relative addresses are resolved, to tell this site's from another's. */
const THIS_SITE = 'https://this-site.invalid'

/**
 * Whether an address, as the browser reads it, is on this site: '//host', '/\\host' and '/<tab>/host'
 * all lead to another, though they start like a path.
 */
function onThisSite(address: string): boolean {
  if (/^[a-z][a-z\d+.-]*:/i.test(address)) return false
  try {
    return new URL(address, `${THIS_SITE}/news/`).origin === THIS_SITE
  } catch {
    return false
  }
}

/** A host name with and without its `www.`: the site answers on both (docs/owner-guide.md). */
const bareHost = (url: URL) => url.hostname.replace(/^www\./, '')

/** The site's own address written out in full (https://…/contact, as an author may paste it), www. or not. */
function atSiteAddress(address: string): boolean {
  try {
    return /^https?:/i.test(address) && bareHost(new URL(address)) === bareHost(new URL(env.siteUrl))
  } catch {
    return false
  }
}

/** A link that stays on this site or hands over to the device (a path, an anchor, mail, a phone number). */
const opensInPlace = (href: string) => /^(?:mailto|tel):/i.test(href) || onThisSite(href) || atSiteAddress(href)

/** A picture address a post may use: a path on this site, or an absolute http(s) address. */
const isPictureAddress = (src: string) => /^https?:\/\/[^/]/i.test(src) || (src.startsWith('/') && onThisSite(src))

// Links in posts to other sites open in a new tab without handing the opened page a reference to ours;
// the site's own pages (/contact), anchors, mail and phone links open in place. Pictures load
// as they near the viewport, and say nothing to a screen reader unless the author wrote an alt; one
// with a relative address (it would resolve against the post's own address) or none is dropped.
function configured(purifier: Purifier): Purifier {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      if (opensInPlace(node.getAttribute('href')?.trim() ?? '')) {
        node.removeAttribute('target')
        node.removeAttribute('rel')
      } else {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    }
    if (node.tagName === 'IMG') {
      if (!isPictureAddress(node.getAttribute('src')?.trim() ?? '')) {
        node.remove()
        return
      }
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '')
      node.setAttribute('loading', 'lazy')
      node.setAttribute('decoding', 'async')
    }
  })
  return purifier
}

let purifier: Purifier | undefined = DOMPurify.isSupported ? configured(DOMPurify) : undefined
let dom: Document | undefined = typeof document === 'undefined' ? undefined : document

/**
 * Build time: the pages are rendered in Node, which has no DOM of its own; DOMPurify works on the
 * given window's (jsdom's). Without one, sanitising throws: a page is never built with unsanitised HTML.
 */
export function sanitizeWithWindow(window: BuildWindow): void {
  purifier = configured(DOMPurify(window))
  dom = window.document
}

function domPurify(): { purify: Purifier; document: Document } {
  if (!purifier || !dom) throw new Error('No DOM to sanitise with (at build time, call sanitizeWithWindow first)')
  return { purify: purifier, document: dom }
}

// Chromium checks an inline handler attribute (onerror=…) against the page's Content-Security-Policy
// even while DOMPurify parses it into an inert document, and reports a violation although nothing
// runs. Renaming on* attributes in start tags first keeps stored payloads from filling the page's
// violation reports. This is not the defence: DOMPurify drops the renamed attribute like any unknown
// one, and still removes whatever this misses (e.g. markup hidden in raw-text elements).
const START_TAG = /<[a-zA-Z](?:"[^"]*"|'[^']*'|[^"'>])*>?/g
// A value, quoted or not, is kept as written (a handler name right after a quoted one is renamed);
// otherwise an on* name after whitespace or a slash is an attribute name. Unquoted values matter:
// href=/guides/onboarding must keep its path.
const HANDLER_NAME = /("[^"]*"|'[^']*'|=\s*[^\s"'>]+)(on[a-z]+(?=[\s/=>]|$))?|([\s/])(on[a-z]+)(?=[\s/=>]|$)/gi

function renameHandlerAttributes(html: string): string {
  return html.replace(START_TAG, (tag) =>
    tag.replace(
      HANDLER_NAME,
      (_match, quoted: string | undefined, afterQuote: string | undefined, before: string, name: string) =>
        quoted === undefined ? `${before}x-${name}` : `${quoted}${afterQuote ? `x-${afterQuote}` : ''}`,
    ),
  )
}

// An open dialog draws over what follows it, a marquee across the page: their text stays, in place.
const FORBIDDEN = ['form', 'input', 'button', 'select', 'option', 'textarea', 'style', 'dialog', 'marquee']
// A preview is text, read as the card's (its own link opens the post): it shows no media, so none is
// fetched (a built page's would be, before any style applies), and its links and disclosures are their
// text, so none can be followed or focused. Its headings go with their words: run into the text, 'Key
// points' read as a slip ('…red flags. Key points Only authorized…').
const PREVIEW_HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']
const PREVIEW_FORBIDDEN = [
  ...['img', 'picture', 'source', 'iframe', 'video', 'audio', 'object', 'embed'],
  ...['a', 'details', 'summary', ...PREVIEW_HEADINGS],
]

/**
 * Safe HTML for rendering: no scripts, event handlers or javascript: URLs survive. Form controls,
 * inline styles and classes go too: a post has no business asking for input or laying itself over
 * the page (a class of the site's own, such as a notice's, would draw a fixed box over it).
 */
export function sanitizeHtml(
  html: string,
  { topHeading, textLimit, addressesFrom, newTabNote, keyboardScrolling }: SanitizeOptions = {},
): string {
  html = withTypedBreaks(html)
  if (textLimit !== undefined) html = leadingPart(html, textLimit)
  const config = {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [...FORBIDDEN, ...(textLimit === undefined ? [] : PREVIEW_FORBIDDEN)],
    ADD_FORBID_CONTENTS: textLimit === undefined ? [] : PREVIEW_HEADINGS,
    // A preview's ids would repeat the post's on the same page; a tab stop, a role ('heading', 'alert')
    // or an ARIA attribute would make its text something else to a screen reader than what is seen.
    FORBID_ATTR: ['style', 'class', ...(textLimit === undefined ? [] : ['id', 'tabindex', 'role', 'for'])],
    ALLOW_ARIA_ATTR: textLimit === undefined,
    // The site's own scripts act on data-* attributes (the code loader's menu opens what one names).
    ALLOW_DATA_ATTR: false,
  }
  const { purify, document } = domPurify()
  if (
    topHeading === undefined &&
    addressesFrom === undefined &&
    newTabNote === undefined &&
    keyboardScrolling === undefined
  )
    return purify.sanitize(renameHandlerAttributes(html), config)
  const fragment = purify.sanitize(renameHandlerAttributes(html), { ...config, RETURN_DOM_FRAGMENT: true })
  if (keyboardScrolling) letScrollersTakeFocus(fragment)
  if (topHeading !== undefined) shiftHeadings(fragment, topHeading, document)
  if (addressesFrom !== undefined) makeAddressesAbsolute(fragment, addressesFrom)
  if (newTabNote !== undefined) noteNewTabs(fragment, newTabNote, document)
  const holder = document.createElement('div')
  holder.append(fragment)
  return holder.innerHTML
}

export interface SanitizeOptions {
  /**
   * The level the content's highest heading takes (the others keep their distance from it), so a
   * post's headings continue the page's outline: under the page's h1, a post's h3s become h2s.
   */
  topHeading?: number
  /**
   * Keep only the start: the markup from the first tag after this many characters of text is dropped
   * before sanitising. For previews clamped to a few lines, whose hidden rest would cost DOMPurify's
   * and the layout's time for every card.
   */
  textLimit?: number
  /**
   * For a copy read away from the site (a feed): addresses with a path (/contact) are made absolute
   * from this address, as a feed reader would otherwise resolve them against its own.
   */
  addressesFrom?: string
  /**
   * Said after each link that opens another site in a new tab (unseen, heard), in the page's language
   * (`lang`), which a post in the other language does not share.
   */
  newTabNote?: { words: string; lang: string }
  /** For the page: its tables and code, which may scroll sideways on a phone, take the keyboard's focus. */
  keyboardScrolling?: boolean
}

function noteNewTabs(fragment: DocumentFragment, { words, lang }: { words: string; lang: string }, document: Document) {
  for (const link of fragment.querySelectorAll('a[target="_blank"]')) {
    const note = document.createElement('span')
    note.className = 'visually-hidden'
    note.lang = lang
    note.textContent = ` ${words}`
    link.append(note)
  }
}

/** The attributes that hold one address (srcset holds several, each with its width). */
const ADDRESS_ATTRIBUTES = ['href', 'src', 'poster', 'cite'] as const

/**
 * Rewrites the (already sanitised) addresses of a fragment with absolute ones. Srcsets go: a reader
 * shows a picture's src, and a <source> without one is passed over for the <img> it holds.
 */
function makeAddressesAbsolute(fragment: DocumentFragment, base: string) {
  for (const attribute of ADDRESS_ATTRIBUTES)
    for (const element of fragment.querySelectorAll(`[${attribute}]`)) {
      const address = element.getAttribute(attribute)!.trim()
      if (onThisSite(address)) element.setAttribute(attribute, new URL(address, base).href)
    }
  for (const element of fragment.querySelectorAll('[srcset], [sizes]')) {
    element.removeAttribute('srcset')
    element.removeAttribute('sizes')
  }
}

// Any tag, comment or doctype, with quoted attribute values (which may hold '>') read whole.
const ANY_TAG = /<\/?[a-zA-Z](?:"[^"]*"|'[^']*'|[^"'>])*>?|<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>?/g

/**
 * The markup up to the first tag that starts after `textLimit` characters of text (entities count as
 * written). Cut only where a tag starts, so no tag or word is split; elements left open are closed by
 * the parser, as in any other markup.
 */
function leadingPart(html: string, textLimit: number): string {
  let text = 0
  let textStart = 0
  for (const tag of html.matchAll(ANY_TAG)) {
    text += tag.index - textStart
    if (text >= textLimit) return html.slice(0, tag.index)
    textStart = tag.index + tag[0].length
  }
  return html
}

// A block element or a line break: content with neither was typed as text (the console's text box), not
// written as HTML, and its own line breaks are all the shape it has.
const BLOCK_TAG =
  /<(?:address|article|aside|blockquote|br|caption|dd|details|div|dl|dt|figure|footer|h[1-6]|header|hgroup|hr|li|main|nav|ol|p|pre|section|table|ul)\b/i

/**
 * Text typed with line breaks keeps them, which HTML would run together: a blank line starts a
 * paragraph, any other break a line. Only the breaks in its text: a tag written over two lines (an
 * image's attributes) is one tag still, and its inline markup (a link, bold) stays as written.
 */
function withTypedBreaks(html: string): string {
  if (!html.includes('\n') || BLOCK_TAG.test(html)) return html
  const typed = html.replace(/\r\n?/g, '\n').trim()
  const breaks = (text: string) => text.replace(/[ \t]*\n(?:[ \t]*\n\s*)+/g, '</p><p>').replace(/[ \t]*\n/g, '<br>')
  let shaped = ''
  let textStart = 0
  for (const tag of typed.matchAll(ANY_TAG)) {
    // A '<' before a letter that no '>' closes ('if x<y then…') is text: as a tag it would hide the rest.
    const unclosed = /^<\/?[a-zA-Z]/.test(tag[0]) && !tag[0].endsWith('>')
    shaped += breaks(typed.slice(textStart, tag.index)) + (unclosed ? breaks(`&lt;${tag[0].slice(1)}`) : tag[0])
    textStart = tag.index + tag[0].length
  }
  return `<p>${shaped}${breaks(typed.slice(textStart))}</p>`
}

/**
 * On the page, a table or code too wide for a phone scrolls sideways inside its block (the post's CSS);
 * a keyboard scrolls it once it has the focus, which Safari gives no scrolling block of its own accord.
 * Not one inside a link or a disclosure's summary (a focusable thing in another), nor inside another
 * such block; an author's own tabindex stays.
 */
function letScrollersTakeFocus(fragment: DocumentFragment) {
  for (const block of fragment.querySelectorAll('pre, table'))
    if (!block.hasAttribute('tabindex') && !block.parentElement?.closest('a, summary, pre, table'))
      block.setAttribute('tabindex', '0')
}

/** Renames the (already sanitised) headings of a fragment so the highest is at `topHeading`. */
function shiftHeadings(fragment: DocumentFragment, topHeading: number, document: Document) {
  const headings = [...fragment.querySelectorAll('h1, h2, h3, h4, h5, h6')]
  if (headings.length === 0) return
  const levelOf = (heading: Element) => Number(heading.tagName[1])
  const shift = topHeading - Math.min(...headings.map(levelOf))
  if (shift === 0) return
  for (const heading of headings) {
    const renamed = document.createElement(`h${Math.min(6, Math.max(1, levelOf(heading) + shift))}`)
    for (const { name, value } of heading.attributes) renamed.setAttribute(name, value)
    renamed.append(...heading.childNodes)
    heading.replaceWith(renamed)
  }
}

/**
 * Plain text with every tag removed (script and style contents dropped), no trailing space. Applied
 * until nothing changes, so encoded markup (&lt;b&gt;) cannot come back as a tag after decoding.
 */
export function toPlainText(value: string): string {
  // A block's end is a word's end: '<h2>Key points</h2><p>Apply…' reads 'Key points Apply…', not 'pointsApply'.
  let text = value.replace(/<\/(?:p|h[1-6]|li|div|blockquote|pre|tr|td|th|dt|dd)\s*>|<br\s*\/?>/gi, '$& ')
  for (let round = 0; round < 5; round += 1) {
    // Fast path: nothing that could be a tag or an entity.
    if (!/[<&]/.test(text)) break
    const fragment = domPurify().purify.sanitize(renameHandlerAttributes(text), {
      ALLOWED_TAGS: [],
      KEEP_CONTENT: true,
      RETURN_DOM_FRAGMENT: true,
    })
    const next = fragment.textContent ?? ''
    if (next === text) break
    text = next
  }
  // Still changing after five rounds (deeply nested encoding): drop whatever could open a tag. The
  // space a closing block left at the end goes. Half an emoji (a lone surrogate, from a paste cut at a
  // field's length) becomes U+FFFD: Appwrite's JSON decoder refuses the whole body for it.
  return withoutLoneSurrogates(text.replace(/<(?=[a-zA-Z!/?])/g, '')).trimEnd()
}
