import { describe, expect, it } from 'vitest'
import { env } from '../config/env'
import { sanitizeHtml, toPlainText } from './sanitize'

// docs/specification.md §5: "Post content is rendered as HTML after sanitising."
describe('sanitizeHtml', () => {
  it('removes script elements and their code', () => {
    const out = sanitizeHtml('<p>Hello</p><script>window.__xss = 1</script>')
    expect(out).toBe('<p>Hello</p>')
  })

  it('removes event handler attributes such as onerror', () => {
    const out = sanitizeHtml('<img src="/x.png" onerror="window.__xss = 1">')
    expect(out).not.toMatch(/onerror/i)
    expect(out).toContain('src="/x.png"')
  })

  it('removes javascript: URLs from links', () => {
    const out = sanitizeHtml('<a href="javascript:window.__xss=1">click</a><a href="JaVaScRiPt:alert(1)">x</a>')
    expect(out).not.toMatch(/javascript:/i)
    expect(out).toContain('click')
  })

  it('removes svg with onload entirely', () => {
    const out = sanitizeHtml('<svg onload="window.__xss=1"><circle r="1"/></svg><p>after</p>')
    expect(out).not.toMatch(/svg|onload/i)
    expect(out).toBe('<p>after</p>')
  })

  it('removes iframes, forms and inline styles that could overlay the page', () => {
    const out = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><form action="x"><input><button>Go</button></form>' +
        '<p style="position:fixed;inset:0">ok</p>',
    )
    expect(out).toBe('Go<p>ok</p>')
  })

  it("drops data-* attributes, which the site's own scripts act on", () => {
    const out = sanitizeHtml(
      '<span role="button" data-opens-without-code aria-controls="site-nav" data-close-label="x">Menu</span>',
    )
    expect(out).toBe('<span role="button" aria-controls="site-nav">Menu</span>')
  })

  it('draws an open dialog (over what follows) and a marquee (across the page) as their text, in place', () => {
    expect(sanitizeHtml('<dialog open><p>Session expired</p></dialog><marquee>News</marquee><p>ok</p>')).toBe(
      '<p>Session expired</p>News<p>ok</p>',
    )
  })

  it("drops classes, so a post cannot take on the look of the site's own notices (a fixed box over the page)", () => {
    expect(sanitizeHtml('<div class="_offer_1uwqp_3">Session expired</div><p class="lead" id="intro">ok</p>')).toBe(
      '<div>Session expired</div><p id="intro">ok</p>',
    )
  })

  it('keeps ordinary formatting', () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em> text.</p><ul><li>one</li></ul>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it("says, unseen and in the page's language, that a link to another site opens a new tab; not of a link that opens in place", () => {
    const note = { words: '(s’ouvre dans un nouvel onglet)', lang: 'fr-CA' }
    const out = sanitizeHtml('<p><a href="https://www.canada.ca/">IRCC</a> <a href="/contact">us</a></p>', {
      newTabNote: note,
    })
    const [outside, inside] = new DOMParser().parseFromString(out, 'text/html').querySelectorAll('a')
    expect(outside?.textContent).toBe('IRCC (s’ouvre dans un nouvel onglet)')
    expect(outside?.querySelector('span')?.className).toBe('visually-hidden')
    expect(outside?.querySelector('span')?.lang).toBe('fr-CA')
    expect(inside?.textContent).toBe('us')
  })

  it("opens the site's own pages, anchors, mail and phone links in place", () => {
    for (const href of ['/contact', '#apply', 'mailto:info@example.com', 'tel:+14165550142']) {
      const out = sanitizeHtml(`<a href="${href}" target="_blank" rel="opener">x</a>`)
      const link = new DOMParser().parseFromString(out, 'text/html').querySelector('a')
      expect(link?.getAttribute('href'), href).toBe(href)
      expect(link?.hasAttribute('target'), href).toBe(false)
      expect(link?.hasAttribute('rel'), href).toBe(false)
    }
    // Addresses that only look like a path lead to another site, as a browser reads them.
    for (const href of ['//evil.example/', '/\\evil.example/phish', '/\t/evil.example', ' //evil.example'])
      expect(sanitizeHtml(`<a href="${href}">x</a>`), JSON.stringify(href)).toContain('target="_blank"')
    // A relative address is this site's, as is its own address written out in full.
    expect(sanitizeHtml('<a href="../contact">x</a>')).not.toContain('target')
    const own = new URL('/contact', env.siteUrl)
    expect(sanitizeHtml(`<a href="${own.href}">x</a>`)).not.toContain('target')
    own.hostname = `www.${own.hostname}`
    expect(sanitizeHtml(`<a href="${own.href}">x</a>`)).not.toContain('target')
    expect(sanitizeHtml(`<a href="${env.siteUrl.replace(/:\/\/[^/:]+/, '://elsewhere.example')}/">x</a>`)).toContain(
      'target="_blank"',
    )
  })

  it('makes links to other sites open in a new tab with rel="noopener noreferrer"', () => {
    const out = sanitizeHtml('<a href="https://www.canada.ca/" target="_self" rel="opener">IRCC</a>')
    const link = new DOMParser().parseFromString(out, 'text/html').querySelector('a')
    expect(link?.getAttribute('href')).toBe('https://www.canada.ca/')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('removes handlers in every spelling, and leaves attribute values that merely mention one as written', () => {
    for (const html of [
      '<img src=x onerror=a()>',
      '<img/src="x"/onerror=a()>',
      '<img src="x"onerror="a()">',
      '<p ONCLICK="a()">t</p>',
    ]) {
      expect(sanitizeHtml(html)).not.toMatch(/on(error|click)|x-on/i)
    }
    const title = '<a href="https://example.com/" title="Turn onboarding=on for details">more</a>'
    expect(sanitizeHtml(title)).toContain('title="Turn onboarding=on for details"')
    expect(sanitizeHtml('<p>Carry on: online forms open soon.</p>')).toBe('<p>Carry on: online forms open soon.</p>')
    // Unquoted values keep their paths: only attribute names are renamed.
    expect(sanitizeHtml('<a href=/guides/onboarding>Guide</a>')).toContain('href="/guides/onboarding"')
    expect(sanitizeHtml('<a href=https://example.com/online/ onclick=a()>x</a>')).toMatch(
      /^<a href="https:\/\/example\.com\/online\/" target="_blank" rel="noopener noreferrer">x<\/a>$/,
    )
  })

  it('shifts headings so the highest takes the level asked for, keeping their distances and attributes', () => {
    const html = '<h3 id="a">Key points</h3><p>x</p><h4>Detail</h4><h3>More</h3>'
    expect(sanitizeHtml(html, { topHeading: 2 })).toBe('<h2 id="a">Key points</h2><p>x</p><h3>Detail</h3><h2>More</h2>')
    expect(sanitizeHtml('<h1>Big</h1><h2>Small</h2>', { topHeading: 2 })).toBe('<h2>Big</h2><h3>Small</h3>')
    expect(sanitizeHtml('<h5>a</h5><h6>b</h6>', { topHeading: 5 })).toBe('<h5>a</h5><h6>b</h6>')
    // Still sanitised on this path.
    expect(sanitizeHtml('<h3 onclick="a()">t</h3><script>a()</script>', { topHeading: 2 })).toBe('<h2>t</h2>')
    expect(sanitizeHtml('<p>no headings</p>', { topHeading: 2 })).toBe('<p>no headings</p>')
  })

  it('keeps only the start of long content when a text limit is given, cut where a tag starts', () => {
    const html = '<p>First paragraph.</p><p>Key points</p><ul><li>One</li><li>Two</li></ul><p>Later.</p>'
    // 'First paragraph.' is 16 characters: the cut comes at the first tag after them, and the open
    // elements are closed.
    expect(sanitizeHtml(html, { textLimit: 10 })).toBe('<p>First paragraph.</p>')
    expect(sanitizeHtml(html, { textLimit: 20 })).toBe('<p>First paragraph.</p><p>Key points</p>')
    expect(sanitizeHtml(html, { textLimit: 28 })).toBe('<p>First paragraph.</p><p>Key points</p><ul><li>One</li></ul>')
    expect(sanitizeHtml(html, { textLimit: 1000 })).toBe(html)
    // Attribute values, even holding '>', are not text, and a tag is never split.
    const abbr = '<p><abbr lang="en>fr" title="x > y">IRCC</abbr> news and more text</p><p>Next</p>'
    expect(sanitizeHtml(abbr, { textLimit: 3 })).toBe('<p><abbr lang="en&gt;fr" title="x &gt; y">IRCC</abbr></p>')
  })

  it("keeps a preview's links and disclosures as their text and leaves its headings out: nothing in it is followed, focused or a heading", () => {
    expect(
      sanitizeHtml(
        '<h2 id="intro">Key dates</h2><p>See <a href="https://www.canada.ca/">IRCC</a>.</p>' +
          '<details><summary>More</summary><p tabindex="0">Hidden</p></details>',
        { textLimit: 1000 },
      ),
    ).toBe('<p>See IRCC.</p>More<p>Hidden</p>')
    // Nor a role or ARIA attribute: its text is heard as it is seen.
    expect(
      sanitizeHtml(
        '<p role="heading" aria-level="1">Title</p><p role="alert">Now</p><p aria-hidden="true">Seen</p><label for="x">L</label>',
        { textLimit: 1000 },
      ),
    ).toBe('<p>Title</p><p>Now</p><p>Seen</p><label>L</label>')
    // The post itself keeps them.
    expect(sanitizeHtml('<h2 id="intro">Key dates</h2>')).toBe('<h2 id="intro">Key dates</h2>')
    expect(sanitizeHtml('<p aria-hidden="true">x</p>')).toBe('<p aria-hidden="true">x</p>')
  })

  it('keeps no picture or other media in a preview (nothing it would fetch), but keeps the text around them', () => {
    expect(
      sanitizeHtml('<p>Read <img src="/a.webp" alt="A">this</p><iframe src="https://example.com"></iframe><p>on</p>', {
        textLimit: 100,
      }),
    ).toBe('<p>Read this</p><p>on</p>')
    expect(sanitizeHtml('<p>Read <img src="/a.webp" alt="A">this</p>')).toContain('<img src="/a.webp" alt="A"')
  })

  it('still sanitises what a text limit keeps, whatever tag it is cut before', () => {
    expect(sanitizeHtml('<p>Read this</p><img src=x onerror="window.__xss=1"><p>more</p>', { textLimit: 5 })).toBe(
      '<p>Read this</p>',
    )
    expect(sanitizeHtml('<p>Intro text</p><script>window.__xss=1</script>', { textLimit: 100 })).toBe(
      '<p>Intro text</p>',
    )
    // A comment is not text either: the element after it is within the limit, and loses its handler.
    const cut = sanitizeHtml('<p>Text long enough</p><!-- <b>hidden</b> --><b onclick="alert(1)">a</b><p>x</p>', {
      textLimit: 17,
    })
    expect(cut).toBe('<p>Text long enough</p><b>a</b>')
  })

  it('lets pictures load lazily, silent without an alt, and drops one whose address is relative or missing', () => {
    const html = sanitizeHtml(
      '<p>a<img src="/images/news/news-07.webp" alt="A permit"></p><p>b<img src="https://cdn.example.ca/p.jpg"></p>' +
        '<p>c<img src="x"><img src="//evil.example/p.jpg"><img></p>',
    )
    const holder = document.createElement('div')
    holder.innerHTML = html
    const images = [...holder.querySelectorAll('img')]
    expect(
      images.map((img) => [img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('loading')]),
    ).toEqual([
      ['/images/news/news-07.webp', 'A permit', 'lazy'],
      ['https://cdn.example.ca/p.jpg', '', 'lazy'],
    ])
    expect(holder.textContent).toBe('abc')
  })

  it("makes the site's own links and pictures absolute for a copy read elsewhere, and leaves the others as they were", () => {
    const html = sanitizeHtml(
      '<p><a href="/contact">Contact</a> <a href="#steps">Steps</a> <a href="mailto:office@example.ca">Mail</a> ' +
        '<a href="https://www.canada.ca/en.html">IRCC</a> <a href="javascript:alert(1)">x</a></p>' +
        '<img src="/images/news/news-07.webp" srcset="/images/news/news-07-640.webp 640w" sizes="50vw">' +
        '<img src="https://cdn.example.ca/p.jpg"><script>alert(1)</script>' +
        '<picture><source srcset="/images/news/news-08.avif" type="image/avif"><img src="/images/news/news-08.jpg"></picture>' +
        '<video src="/media/visit.mp4" poster="/images/poster.jpg" controls></video><blockquote cite="/guides/onboarding">Q</blockquote>',
      { addressesFrom: 'https://maple.example.ca/news/post-1' },
    )
    const holder = document.createElement('div')
    holder.innerHTML = html
    expect([...holder.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://maple.example.ca/contact',
      'https://maple.example.ca/news/post-1#steps',
      'mailto:office@example.ca',
      'https://www.canada.ca/en.html',
      null,
    ])
    // A reader shows the src: the srcset's relative copies would be read against the reader's own address.
    expect(
      [...holder.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.hasAttribute('srcset')]),
    ).toEqual([
      ['https://maple.example.ca/images/news/news-07.webp', false],
      ['https://cdn.example.ca/p.jpg', false],
      ['https://maple.example.ca/images/news/news-08.jpg', false],
    ])
    // A <source> left without its srcset is passed over for the <img> it holds.
    expect(holder.querySelector('source')?.hasAttribute('srcset')).toBe(false)
    const video = holder.querySelector('video')
    expect([video?.getAttribute('src'), video?.getAttribute('poster')]).toEqual([
      'https://maple.example.ca/media/visit.mp4',
      'https://maple.example.ca/images/poster.jpg',
    ])
    expect(holder.querySelector('blockquote')?.getAttribute('cite')).toBe('https://maple.example.ca/guides/onboarding')
    expect(html).not.toContain('script')
  })

  it('keeps the paragraphs and lines of a post typed as text, with its inline markup; HTML keeps its own', () => {
    expect(sanitizeHtml('First line\r\nsecond line\n\n  Second <b>paragraph</b>\n')).toBe(
      '<p>First line<br>second line</p><p>Second <b>paragraph</b></p>',
    )
    // Written as HTML, its line breaks are only where its author wrapped the source.
    expect(sanitizeHtml('<p>One\nparagraph</p>\n\n<p>Two</p>')).toBe('<p>One\nparagraph</p>\n\n<p>Two</p>')
    expect(sanitizeHtml('One line, no breaks')).toBe('One line, no breaks')
    // A preview is cut from the same paragraphs.
    expect(sanitizeHtml('Intro\n\nMore text after it', { textLimit: 5 })).toBe('<p>Intro</p>')
    // Only the text's breaks: a tag written over two lines is one tag still; blank lines in a row are one.
    expect(sanitizeHtml('Our team:\n<img src="/images/team.webp"\n  alt="The team">\n\n\n\nCall us.')).toBe(
      '<p>Our team:<br><img src="/images/team.webp" alt="The team" loading="lazy" decoding="async"></p><p>Call us.</p>',
    )
    // A '<' no '>' closes is text, not a tag hiding the rest; one a space follows never was a tag.
    expect(sanitizeHtml('Pay if x<y then\n\nApply now')).toBe('<p>Pay if x&lt;y then</p><p>Apply now</p>')
    expect(sanitizeHtml('salary < $50\nper hour')).toBe('<p>salary &lt; $50<br>per hour</p>')
    // A block element of any kind, <header> too, is HTML.
    expect(sanitizeHtml('<header>Title</header>\nText')).toBe('<header>Title</header>\nText')
  })

  it("lets the keyboard scroll a page's tables and code, but none inside a link or another; nowhere else", () => {
    const html =
      '<table><tr><td>Fee<pre>inner</pre></td></tr></table><pre>npm start</pre>' +
      '<a href="/fees"><pre>linked</pre></a><pre tabindex="-1">kept</pre>'
    const holder = document.createElement('div')
    holder.innerHTML = sanitizeHtml(html, { keyboardScrolling: true })
    expect(
      [...holder.querySelectorAll('[tabindex]')].map((block) => `${block.tagName} ${block.getAttribute('tabindex')}`),
    ).toEqual(['TABLE 0', 'PRE 0', 'PRE -1'])
    // A preview or a feed has no keyboard to scroll with.
    expect(sanitizeHtml(html, { textLimit: 400 })).not.toContain('tabindex')
    expect(sanitizeHtml(html, { addressesFrom: 'https://www.maple.example/news/x' })).not.toContain('tabindex="0"')
  })

  it('leaves anchors whose href was removed without a target', () => {
    const out = sanitizeHtml('<a href="javascript:alert(1)">bad</a>')
    expect(out).toBe('<a>bad</a>')
  })
})

// docs/specification.md §3: "Title, name and e-mail are sanitised before saving."
describe('toPlainText', () => {
  it("writes half an emoji (a paste cut at a field's length) as U+FFFD, and keeps whole ones", () => {
    // Appwrite's JSON decoder refuses a whole body over one lone surrogate: the application would fail.
    expect(toPlainText('Ana \ud83d')).toBe('Ana \ufffd')
    expect(toPlainText('\ude00 Ana')).toBe('\ufffd Ana')
    expect(toPlainText('Ana 😀 <b>Silva</b>')).toBe('Ana 😀 Silva')
  })

  it('strips every tag and keeps the text', () => {
    expect(toPlainText('<b>Jane</b> <i>Doe</i>')).toBe('Jane Doe')
    // Blocks keep their words apart.
    expect(toPlainText('<h2>Key points</h2><p>Apply early.</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Key points Apply early. One Two',
    )
  })

  it('drops script and style contents', () => {
    expect(toPlainText('<script>alert(1)</script>Jane<style>p{}</style>')).toBe('Jane')
  })

  it('does not let encoded markup come back as a tag', () => {
    expect(toPlainText('&lt;img src=x onerror=alert(1)&gt;Jane')).toBe('Jane')
    expect(toPlainText('&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;Jane')).not.toMatch(/<\s*script/i)
  })

  it('keeps plain text with ampersands and comparison signs as written', () => {
    expect(toPlainText('Tom & Jerry')).toBe('Tom & Jerry')
    expect(toPlainText('a < b')).toBe('a < b')
    expect(toPlainText('jane.doe@example.com')).toBe('jane.doe@example.com')
  })
})
