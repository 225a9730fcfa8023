import { expect, test } from '@playwright/test'
import { SITE_URL } from './support/addresses'
import { errorsOf, headingFromHtml, markHtmlHeading } from './support/hydration'
import { setOffline } from './support/offline'

// The built site, started as the README's `npm start` does: every route opens on its screen, the
// header links lead there, and nothing ends on a blank page.
const screens = [
  { path: '/', heading: /./, text: '500+' },
  { path: '/home', heading: /./, text: '500+' },
  { path: '/news', heading: 'Our Latest Blogs' },
  { path: '/jobs', heading: 'Find Your Next Job' },
  { path: '/about', heading: 'Your Pathway to a New Life in Canada' },
  { path: '/contact', heading: 'Get in Touch' },
  { path: '/services', heading: 'Our Global Services' },
  { path: '/services/express-entry', heading: 'Express Entry' },
  { path: '/accessibility', heading: 'Accessibility statement' },
]

test.describe('every route', () => {
  for (const screen of screens) {
    test(`${screen.path} opens its screen`, async ({ page }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      // Nothing the site asks of itself is missing (a 404 logo or icon is a console error and a shift).
      const missing: string[] = []
      page.on('response', (r) => {
        if (r.status() >= 400 && r.url().startsWith(SITE_URL)) missing.push(`${r.status()} ${r.url()}`)
      })
      const response = await page.goto(screen.path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { name: screen.heading }).first()).toBeVisible()
      if (screen.text) await expect(page.getByText(screen.text).first()).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page).toHaveTitle(/Maple Pathways Immigration/)
      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])
      expect(missing).toEqual([])
      // A prerendered screen is taken over by React, not added to: one header, one footer.
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
    })
  }

  test('a prerendered screen becomes the app without being drawn again, and its title follows each screen', async ({
    page,
  }) => {
    const errors = errorsOf(page)
    // React hydrates the HTML's screen: the element under the visitor's eyes is never replaced.
    await markHtmlHeading(page)
    for (const screen of screens) {
      await page.goto(screen.path)
      await expect(page.locator('#root[data-app="ready"]'), screen.path).toBeAttached()
      expect(await headingFromHtml(page), screen.path).toBe(true)
      await expect(page.locator('head title'), screen.path).toHaveCount(1)
      await expect(page.locator('head meta[name="description"]'), screen.path).toHaveCount(1)
    }
    // From a hydrated page, the app's own navigation keeps one title, the screen's.
    await page.goto('/about')
    await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).click()
    await expect(page).toHaveTitle(/^Canadian Immigration Services \| /)
    await expect(page.locator('head title')).toHaveCount(1)
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
    expect(errors).toEqual([])

    // A query may change the first screen: React draws it afresh, with the search from the address.
    await page.goto('/jobs?q=engineer')
    await expect(page.getByPlaceholder('Search for jobs...')).toHaveValue('engineer')
    // The prerendered page's title and description gave way to the ones React drew: one of each.
    await expect(page.locator('head title')).toHaveCount(1)
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
    expect(errors).toEqual([])
  })

  test('the lazily loaded screens come from /static/js/', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/about')
    await expect(page.getByRole('heading', { name: 'Your Pathway to a New Life in Canada' })).toBeVisible()
    // The built page's heading is there before any script: its code is asked for once the page has loaded.
    await expect(page.locator('#root')).toHaveAttribute('data-app', 'ready')
    expect(scripts.length).toBeGreaterThan(1)
    for (const path of scripts) expect(path).toMatch(/^\/static\/js\/[\w.-]+\.js$/)
  })

  test('an unknown address shows the not-found screen, and redirects land where they should', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await page.goto('/contact-us')
    await expect(page).toHaveURL(/\/contact$/)
    await page.goto('/learn-more')
    await expect(page).toHaveURL(/\/services$/)
  })

  test.describe('on the network, as on a first visit (a service worker would serve the chunk from its precache)', () => {
    test.use({ serviceWorkers: 'block' })

    test("if the app's code cannot be downloaded, a prerendered page still works as a page: its links lead on", async ({
      page,
    }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.route(/\/static\/js\/main-[\w-]+\.js$/, (route) => route.abort())
      await page.goto('/about')
      await expect(page.getByRole('heading', { name: 'Your Pathway to a New Life in Canada' })).toBeVisible()
      await expect.poll(() => errors.length).toBeGreaterThan(0)
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).click()
      await expect(page).toHaveURL(/\/services$/)
      await expect(page.getByRole('heading', { name: 'Our Global Services' })).toBeVisible()
    })

    test('a screen whose script cannot be downloaded while online reloads once (a new version), then offers a reload instead of a blank page', async ({
      page,
    }) => {
      await page.goto('/')
      // The app running: the click is the app's (a plain link's before it would load the page a second time).
      await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
      const aboutChunk = /\/static\/js\/about-[\w-]+\.js$/
      await page.route(aboutChunk, (route) => route.abort())
      let pagesLoaded = 0
      page.on('request', (request) => void (request.resourceType() === 'document' && pagesLoaded++))
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
      // The page reloads, fails the same way, and the error screen then stays: no reload loop.
      await expect.poll(() => pagesLoaded).toBeGreaterThanOrEqual(1)
      await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible()
      await expect(page.getByText(/^Loading chunk .+ failed\.$/)).toBeVisible()
      const settled = pagesLoaded
      await page.waitForTimeout(1_000)
      expect(pagesLoaded).toBe(settled)
      expect(settled).toBeLessThanOrEqual(2)
      await page.unroute(aboutChunk)
      await page.getByRole('button', { name: 'Reload the page' }).click()
      await expect(page.getByRole('heading', { name: 'Your Pathway to a New Life in Canada' })).toBeVisible()
    })

    test('a screen that could not be downloaded offline appears by itself once back online, and opens on a later visit', async ({
      page,
      context,
    }) => {
      await page.goto('/')
      const nav = page.getByRole('navigation', { name: 'Main' })
      await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
      let aboutRequests = 0
      page.on('request', (request) => void (/\/static\/js\/about-[\w-]+\.js$/.test(request.url()) && aboutRequests++))
      await setOffline(context, true)
      await nav.getByRole('link', { name: 'About' }).click()
      await expect(page.getByText(/^Loading chunk about-[\w-]+ failed\.$/)).toBeVisible()
      // No retry loop while the connection is down.
      await page.waitForTimeout(1_000)
      expect(aboutRequests).toBe(1)
      await setOffline(context, false)
      await expect(page.getByRole('heading', { level: 1, name: 'Your Pathway to a New Life in Canada' })).toBeVisible()

      // The same, left by a link instead: the screen downloads afresh on its next visit.
      await setOffline(context, true)
      await nav.getByRole('link', { name: 'Services' }).click()
      await expect(page.getByText(/^Loading chunk services-[\w-]+ failed\.$/)).toBeVisible()
      await nav.getByRole('link', { name: 'Home' }).click()
      await expect(page.getByRole('heading', { level: 1, name: /Your clear path/ })).toBeVisible()
      await setOffline(context, false)
      await nav.getByRole('link', { name: 'Services' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Our Global Services' })).toBeVisible()
    })
  })
})

test('the header links lead to each screen, and mark the current one', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [label, heading] of [
    ['About', 'Your Pathway to a New Life in Canada'],
    ['Services', 'Our Global Services'],
    ['News', 'Our Latest Blogs'],
    ['Jobs', 'Find Your Next Job'],
    ['Contact Us', 'Get in Touch'],
  ] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click()
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    if (label !== 'Contact Us')
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page')
  }
  await nav.getByRole('link', { name: 'Home', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
})

test("a service's modal: Back closes it; from its consultation button, Back returns to Services", async ({ page }) => {
  await page.goto('/')
  await page.locator('#root[data-app="ready"]').waitFor({ state: 'attached' })
  await page.getByRole('navigation').first().getByRole('link', { name: 'Services' }).click()
  await expect(page).toHaveURL(/\/services$/)
  const learnMore = page.getByRole('button', { name: /^Learn More/ }).first()
  await learnMore.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/services$/)

  await learnMore.click()
  await page.getByRole('dialog').getByRole('button', { name: 'Contact Us for Consultation' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/services$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
})

test('on a phone the menu opens, and choosing a link closes it (as does a tap outside it)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav).toBeHidden()
  await toggle.click()
  await expect(nav).toBeVisible()
  await page.mouse.click(195, 820)
  await expect(nav).toBeHidden()
  await toggle.click()
  await expect(nav).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  await nav.getByRole('link', { name: 'Services' }).click()
  await expect(page.getByRole('heading', { name: 'Our Global Services' })).toBeVisible()
  await expect(nav).toBeHidden()
})

test("the about page's team: a last row with fewer cards is centred, at every width", async ({ page }) => {
  await page.goto('/about')
  const team = page.getByRole('list').filter({ has: page.getByRole('article') })
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const cards = await team
      .getByRole('article')
      .evaluateAll((articles) => articles.map((article) => article.getBoundingClientRect().toJSON() as DOMRect))
    const list = (await team.boundingBox())!
    const lastTop = Math.max(...cards.map((card) => card.top))
    const lastRow = cards.filter((card) => Math.abs(card.top - lastTop) < 1)
    const rowCentre =
      (Math.min(...lastRow.map((card) => card.left)) + Math.max(...lastRow.map((card) => card.right))) / 2
    expect(Math.abs(rowCentre - (list.x + list.width / 2)), `${width} px`).toBeLessThan(1)
  }
})

test.describe('before any script runs (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false })

  test('the screens that need no data (and the list screens’ heroes) are drawn by their HTML, with their own titles', async ({
    page,
  }) => {
    for (const [path, heading, title] of [
      ['/', /./, /Maple Pathways Immigration/],
      ['/about', 'Your Pathway to a New Life in Canada', /^About Us \| /],
      ['/services', 'Our Global Services', /Services \| /],
      ['/services/express-entry', 'Express Entry', /^Express Entry \| /],
      ['/contact', 'Get in Touch', /^Contact Us \| /],
      // The list screens, with their first posts and jobs.
      ['/news', 'Our Latest Blogs', /^News \| /],
      ['/jobs', 'Find Your Next Job', /^Jobs \| /],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: heading }).first(), path).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeVisible()
      await expect(page, path).toHaveTitle(title)
    }
    await page.goto('/')
    await expect(page.getByText('500+').first()).toBeVisible()
  })

  test('on a phone, the header shows its links under the name: there is no menu to open without a script', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const name of ['Home', 'About', 'Services', 'News', 'Jobs'])
      await expect(nav.getByRole('link', { name })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('news, a post, the job board and a job show their content with no script', async ({ page }) => {
    await page.goto('/news')
    const card = page.getByTestId('post-card').first()
    await expect(card).toBeVisible()
    const postLink = card.getByRole('heading').getByRole('link')
    const postTitle = (await postLink.textContent())!
    // Followed as a reader that runs no script would.
    await page.goto((await postLink.getAttribute('href'))!)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(postTitle)
    await expect(page.getByRole('link', { name: 'Back to News' })).toBeVisible()

    await page.goto('/jobs')
    const jobLink = page.getByTestId('job-card').first().getByRole('heading').getByRole('link')
    const jobTitle = (await jobLink.textContent())!
    await page.goto((await jobLink.getAttribute('href'))!)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(jobTitle)
    await expect(page.getByRole('region', { name: 'Job details' })).toBeVisible()
  })

  test('Apply, Save and Send Message, which need the app, give way to a line saying so; the contact form sent anyway goes nowhere', async ({
    page,
  }) => {
    await page.goto('/jobs')
    await expect(page.getByTestId('job-card').first()).toBeVisible()
    await expect(page.getByRole('button', { name: /^(Apply|Save)/ })).toHaveCount(0)
    const job = page.getByTestId('job-card').filter({ hasNotText: 'Not accepting applications' }).first()
    await page.goto((await job.getByRole('heading').getByRole('link').getAttribute('href'))!)
    await expect(page.getByText('Accepting applications')).toBeVisible()
    await expect(
      page.getByText(
        'Applying online needs JavaScript, which is turned off in this browser: turn it on and reload this page.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: /^(Apply|Save)/ })).toHaveCount(0)

    await page.goto('/contact')
    await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0)
    await expect(page.getByText(/^Sending a message needs JavaScript/)).toBeVisible()
    // Enter in a field sends the form as HTML, which goes nowhere: no request, the page and its words stay.
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.getByLabel('Name').fill('Priya Sharma')
    await page.getByLabel('Email').fill('priya@example.com')
    await page.getByLabel('Message').fill('Hello')
    await page.getByLabel('Subject').fill('Work permit')
    await page.getByLabel('Subject').press('Enter')
    await page.waitForTimeout(500)
    expect(requests).toEqual([])
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByLabel('Subject')).toHaveValue('Work permit')
  })

  test('what works only with the app gives way to what works without: every "Why Choose Us?" panel, Learn More as a link, no Show Map, no search, Show more as a link, no empty share bar', async ({
    page,
  }) => {
    await page.goto('/services')
    // No tab can be chosen: each panel shows under its tab's name, and the tabs do not.
    await expect(page.getByRole('tab')).toHaveCount(0)
    const whyUs = page.locator('section', { has: page.getByRole('heading', { name: 'Why Choose Us?' }) })
    for (const [label, words] of [
      ['Global Recruitment', 'We help Canadian employers fill hard-to-fill positions'],
      ['Investor Immigration', 'Entrepreneurs and investors get a clear plan'],
      ['Corporate Immigration', 'Growing companies rely on us'],
    ] as const) {
      // A heading each, for a screen reader to move between them.
      await expect(whyUs.getByRole('heading', { level: 3, name: label, exact: true })).toBeVisible()
      await expect(whyUs.getByText(words)).toBeVisible()
    }
    // Learn More (a modal with the app) leads to the service's own page.
    await expect(page.getByRole('button', { name: /^Learn More/ })).toHaveCount(0)
    const learnMore = page.getByRole('link', { name: 'Learn More about Express Entry' })
    await expect(learnMore).toBeVisible()
    await learnMore.click()
    await expect(page).toHaveURL(/\/services\/express-entry$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Express Entry')

    await page.goto('/contact')
    await expect(page.getByRole('button', { name: 'Show Map' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Open the map in a new tab/ })).toBeVisible()

    // Searching, filtering and the saved jobs are the app's: a line says so in their place. Show more is a
    // link to the list's next page (tests/e2e/list-pages.spec.ts).
    for (const [path, line, next] of [
      ['/news', /^Searching needs JavaScript/, '/news/page/2'],
      ['/jobs', /^Searching and filtering need JavaScript/, '/jobs/page/2'],
      ['/fr/jobs', /^Pour chercher et filtrer, il faut JavaScript/, '/fr/jobs/page/2'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByText(line), path).toBeVisible()
      await expect(page.getByRole('search'), path).toBeHidden()
      await expect(page.getByRole('button', { name: /^(Show more|Afficher plus)/ }), path).toHaveCount(0)
      await expect(page.getByRole('link', { name: /^(Show more|Afficher plus)/ }), path).toHaveAttribute('href', next)
    }
    await expect(page.getByRole('link', { name: /^Emplois enregistrés/ })).toHaveCount(0)

    // A post's share buttons are the app's: no empty bar holds their place.
    await page.goto('/news')
    await page.goto(
      (await page.getByTestId('post-card').first().getByRole('heading').getByRole('link').getAttribute('href'))!,
    )
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('share-placeholder')).toBeAttached()
    await expect(page.getByTestId('share-placeholder')).toBeHidden()
  })

  test('a post not built yet waits for the app, and no other page is drawn in its place; an unknown address is the not-found page', async ({
    page,
  }) => {
    const post = await page.goto('/news/some-post')
    expect(post?.status()).toBe(404)
    await expect(page.locator('#root')).toBeEmpty()
    const unknown = await page.goto('/no-such-page')
    expect(unknown?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible()
  })
})
