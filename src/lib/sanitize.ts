// The only DOMPurify call site. Post HTML is rendered only after sanitizeHtml; text that must not
// carry any markup (application fields, structured data) goes through toPlainText.
import DOMPurify from 'dompurify'

// Links in posts open in a new tab without handing the opened page a reference to ours.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

/**
 * Safe HTML for rendering: no scripts, event handlers or javascript: URLs survive. Form controls and
 * inline styles go too: a post has no business asking for input or laying itself over the page.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['form', 'input', 'button', 'select', 'option', 'textarea', 'style'],
    FORBID_ATTR: ['style'],
  })
}

/**
 * Plain text with every tag removed (script and style contents dropped). Applied until nothing
 * changes, so encoded markup (&lt;b&gt;) cannot come back as a tag after decoding.
 */
export function toPlainText(value: string): string {
  let text = value
  for (let round = 0; round < 5; round += 1) {
    // Fast path: nothing that could be a tag or an entity.
    if (!/[<&]/.test(text)) break
    const fragment = DOMPurify.sanitize(text, { ALLOWED_TAGS: [], KEEP_CONTENT: true, RETURN_DOM_FRAGMENT: true })
    const next = fragment.textContent ?? ''
    if (next === text) break
    text = next
  }
  // Still changing after five rounds (deeply nested encoding): drop whatever could open a tag.
  return text.replace(/<(?=[a-zA-Z!/?])/g, '')
}
