import { expect, test, type Page } from '@playwright/test'
import { loadSeedData } from '../../server/seed/seed-data'
import { recordLanguage } from '../../src/shared/content-language'
import { adminDatabases, createJob } from './support/backend'
import { openTakenOver } from './support/hydration'
import { queueMessageOffline, uniqueSubject } from './support/pwa'
import { seenText } from './support/seen'
import {
  checkFocused,
  fieldEdgeProblems,
  focusProblems,
  forcedColorsProblems,
  motionProblems,
  reflowProblems,
  targetSizeProblems,
  TEXT_SPACING_CSS,
  textSpacingProblems,
} from './support/wcag'
import { takesApplicationsToday } from '../../src/shared/taking-applications'

// The WCAG 2.2 AA criteria that axe cannot judge, on every route and in every open state, in Chromium
// at a phone's width (320 CSS px is also a 1280 px window at 400% zoom; 640 px is 200%).

const seed = loadSeedData()
const post = seed.blog.find((candidate) => candidate.visibility.includes('localhost'))!
const job = seed.jobs.find((candidate) => candidate.isPublic && takesApplicationsToday(candidate))!

const englishRoutes = [
  '/',
  '/news',
  `/news/${post.$id}`,
  '/jobs',
  // A numbered page: its link to the batch before, its count from its place.
  '/jobs/page/2',
  '/news/page/2',
  `/jobs/${job.$id}`,
  '/about',
  '/contact',
  '/services',
  '/services/commissioner-of-oath',
  '/accessibility',
  '/no-such-page',
]

// French: the same screens with longer words; a French post and a French job.
const frenchPost = seed.blog.find(
  (candidate) => candidate.language === 'fr' && candidate.visibility.includes('localhost'),
)!
const frenchJob = seed.jobs.find(
  (candidate) => candidate.language === 'fr' && candidate.isPublic && takesApplicationsToday(candidate),
)!
const frenchRoutes = [
  '/fr',
  '/fr/news',
  `/fr/news/${frenchPost.$id}`,
  '/fr/jobs',
  '/fr/jobs/page/2',
  `/fr/jobs/${frenchJob.$id}`,
  '/fr/about',
  '/fr/contact',
  '/fr/services',
  '/fr/services/pr-renewal',
  '/fr/accessibility',
  '/fr/nulle-part',
]

interface OpenState {
  name: string
  path: string
  enter: (page: Page) => Promise<void>
}

/** The open states: the phone menu, a service's modal, the apply form. */
const englishStates: OpenState[] = [
  {
    name: 'the phone menu',
    path: '/',
    enter: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    },
  },
  {
    name: "a service's modal",
    path: '/services',
    enter: async (page) => {
      await page
        .getByRole('button', { name: /^Learn More/ })
        .first()
        .click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: "the board's apply form",
    path: '/jobs',
    enter: async (page) => {
      await page
        .getByTestId('job-card')
        .getByRole('button', { name: /^Apply/ })
        .first()
        .click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: "a job page's apply form",
    path: `/jobs/${job.$id}`,
    enter: async (page) => {
      await page.getByRole('button', { name: `Apply: ${job.title}` }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  {
    // Last: it leaves the page offline (each test's next page is in a context of its own).
    name: 'offline, with a message waiting in the contact outbox and the offline notices',
    path: '/contact',
    enter: async (page) => {
      await queueMessageOffline(page, page.context(), uniqueSubject('Waiting in the outbox'))
      await expect(page.getByText('You are offline').first()).toBeVisible()
    },
  },
]

/** The same open states in French (the offline state is the English one's: the notices are the same components). */
const frenchStates: OpenState[] = [
  {
    name: 'the French phone menu',
    path: '/fr',
    enter: async (page) => {
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Principale' })).toBeVisible()
    },
  },
  {
    name: "a French service's modal",
    path: '/fr/services',
    enter: async (page) => {
      await page
        .getByRole('button', { name: /^En savoir plus/ })
        .first()
        .click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: "the French board's apply form",
    path: '/fr/jobs',
    enter: async (page) => {
      await page
        .getByTestId('job-card')
        .getByRole('button', { name: /^Postuler/ })
        .first()
        .click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: "a French job page's apply form",
    path: `/fr/jobs/${frenchJob.$id}`,
    enter: async (page) => {
      await page.getByRole('button', { name: /^Postuler/ }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
]

/** Each language's routes and open states: every check below runs on both. */
const languages = [
  { name: 'English', routes: englishRoutes, states: englishStates },
  { name: 'French', routes: frenchRoutes, states: frenchStates },
] as const

type Check = (page: Page) => Promise<string[]>

/**
 * What each width's check finds on every route, each line naming its route and width. A route is opened
 * once, at the first width, and then widened, as zooming out or turning a tablet does.
 */
async function onEveryRoute(
  page: Page,
  byWidth: readonly (readonly [width: number, check: Check])[],
  routes: readonly string[],
): Promise<string[]> {
  const problems: string[] = []
  for (const path of routes) {
    for (const [index, [width, check]] of byWidth.entries()) {
      await page.setViewportSize({ width, height: 720 })
      if (index === 0) await openTakenOver(page, path)
      // The next width starts as a fresh visit does: at the top, nothing focused.
      else await page.evaluate(() => ((document.activeElement as HTMLElement | null)?.blur(), scrollTo(0, 0)))
      problems.push(...(await check(page)).map((problem) => `${path} (${width} px): ${problem}`))
    }
  }
  return problems
}

/** What `check` finds in every open state, at a phone's width, each line naming its state. */
async function inEveryState(page: Page, check: Check, states: readonly OpenState[]): Promise<string[]> {
  await page.setViewportSize({ width: 320, height: 720 })
  const problems: string[] = []
  for (const state of states) {
    await openTakenOver(page, state.path)
    await state.enter(page)
    problems.push(...(await check(page)).map((problem) => `${state.name}: ${problem}`))
  }
  return problems
}

/** A check, named by the criterion it judges. */
type Criterion = readonly [name: string, check: Check]
const reflow: Criterion = ['1.4.10 reflow', reflowProblems]
const targetSize: Criterion = ['2.5.8 target size', targetSizeProblems]
const textSpacing: Criterion = ['1.4.12 text spacing', textSpacingProblems]
const fieldEdges: Criterion = ['1.4.11 non-text contrast (fields)', fieldEdgeProblems]
const focus = (maxSteps?: number): Criterion => [
  '2.4.11 focus not obscured, 2.4.7 and 1.4.11 focus visible',
  (page) => focusProblems(page, { maxSteps }),
]

/** The criteria's numbers, for a test's name. */
const numbers = (criteria: readonly Criterion[]) => criteria.map(([name]) => name.split(' ')[0]).join(', ')

/** The criteria's checks, one after another on the same page (tabbing last: it moves focus and scrolls). */
const allOf =
  (criteria: readonly Criterion[]): Check =>
  async (page) => {
    const problems: string[] = []
    for (const [name, check] of criteria) problems.push(...(await check(page)).map((problem) => `${name}: ${problem}`))
    return problems
  }

// Each page is opened once and checked at each width for every criterion of that width: 1.4.10 at 320,
// 640 and 768 px (no sideways scrolling), 1.4.12 and 2.5.8 at 320 and 1280 px, and the focus criteria by
// tabbing through the page both ways.
test.describe('1.4.10 reflow, 1.4.12 text spacing, 2.5.8 target size, 2.4.11 / 2.4.7 / 1.4.11 focus', () => {
  test.describe.configure({ timeout: 180_000 })

  for (const { name, routes, states } of languages) {
    // French pages share the English layout; their longer words matter where space is short: 320 px
    // (tabbing through every route at 1280 px too would add 35 s to CI for the same layout).
    const byWidth = [
      [320, allOf([reflow, targetSize, textSpacing, focus()])],
      [640, allOf([reflow])],
      // A tablet: the footer's columns are narrowest here (its address once widened every page).
      [768, allOf([reflow])],
      [1280, allOf(name === 'French' ? [targetSize, textSpacing] : [targetSize, textSpacing, fieldEdges, focus()])],
    ] as const
    test(`every ${name} route at 320, 640, 768 and 1280 px: 1.4.10, 2.5.8, 1.4.12, 2.4.11`, async ({ page }) => {
      expect(await onEveryRoute(page, byWidth, routes)).toEqual([])
    })

    const inStates = [reflow, targetSize, textSpacing, fieldEdges, focus(30)]
    test(`every ${name} open state at 320 px: ${numbers(inStates)}`, async ({ page }) => {
      expect(await inEveryState(page, allOf(inStates), states)).toEqual([])
    })
  }
})

// 2.4.11 in the apply form where its sticky header takes much of the height: a phone held sideways,
// and a short phone with the longest French title (the header grows with it).
test('2.4.11: in the apply form, the focus never hides under its header', async ({ page }) => {
  const longest = seed.jobs
    .filter((job) => job.isPublic && takesApplicationsToday(job) && recordLanguage(job) === 'fr')
    .reduce((a, b) => (b.title.length > a.title.length ? b : a))
  const problems: string[] = []
  for (const [width, height, path] of [
    [640, 360, `/jobs/${longest.$id}`],
    [320, 480, `/fr/jobs/${longest.$id}`],
  ] as const) {
    await page.setViewportSize({ width, height })
    await openTakenOver(page, path)
    await page.getByRole('button', { name: /^(Apply|Postuler)/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    problems.push(...(await focusProblems(page, { maxSteps: 20 })).map((problem) => `${width}×${height}: ${problem}`))
  }
  expect(problems).toEqual([])
})

// A title as long as the backend takes (255 characters) on a short phone: a header kept on screen would
// leave the form a sliver under it; it scrolls away with the form instead.
test('2.4.11: the apply form stays usable under a job title as long as the backend takes', async ({ page }) => {
  const title = 'Senior Heavy Equipment Technician and Millwright Team Lead, '.repeat(5).slice(0, 255)
  const $id = `wcag-long-title-${Date.now().toString(36)}`
  await createJob($id, {
    title,
    description: 'A job whose title is as long as the backend takes.',
    trade: 'Trades',
    location: 'Hamilton',
    province: 'Ontario',
    isAcceptingApplications: true,
    isPublic: true,
  })
  try {
    await page.setViewportSize({ width: 320, height: 568 })
    await openTakenOver(page, `/jobs/${$id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await page.getByRole('button', { name: /^Apply/ }).click()
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
    expect(await focusProblems(page, { maxSteps: 20 })).toEqual([])
    // The keyboard on a field brings all of it into view: below the title, inside the dialog.
    await page.getByLabel('Your Name').focus()
    const name = (await page.getByLabel('Your Name').boundingBox())!
    const header = (await page.getByRole('dialog').getByRole('heading', { level: 2 }).boundingBox())!
    const dialog = (await page.getByRole('dialog').boundingBox())!
    expect(name.y).toBeGreaterThanOrEqual(header.y + header.height)
    expect(name.y + name.height).toBeLessThanOrEqual(dialog.y + dialog.height)
  } finally {
    await adminDatabases().deleteDocument('main', 'jobs', $id)
  }
})

/** Holds the service worker's script until the returned function is called: its notice comes then. */
async function holdServiceWorker(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/sw.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

// 2.4.11 again, in time: a corner notice that appears (here: the site is ready offline, once its
// service worker has installed) over the element the keyboard is on scrolls that element clear.
test('2.4.11: a notice appearing over the element the keyboard is on leaves it in view', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  const installWorker = await holdServiceWorker(page)
  await openTakenOver(page, '/about')
  // The keyboard's focus, on a link that sits just under the header, where the notices appear.
  await page.keyboard.press('Tab')
  const link = page.getByRole('contentinfo').getByRole('link').first()
  await link.focus()
  await link.evaluate((element) => element.scrollIntoView({ block: 'start' }))
  expect((await checkFocused(page))?.seen).toBe(true)
  installWorker()
  await expect(seenText(page, 'The site is ready to work offline.')).toBeVisible({ timeout: 30_000 })
  await expect(link).toBeFocused()
  // The room for the notice is made a frame after it shows (a ResizeObserver): polled.
  await expect.poll(async () => (await checkFocused(page))?.seen).toBe(true)
})

// 2.4.11 where no scrolling helps: at the page's very top, a breadcrumb under the notice at 320 px. The
// notices step aside while the keyboard is there, and come back once it moves on.
test('2.4.11: a notice over the top of the page steps aside while the keyboard is on a link under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 })
  const installWorker = await holdServiceWorker(page)
  await openTakenOver(page, `/news/${post.$id}`)
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')
  await page.keyboard.press('Tab')
  await trail.first().focus()
  installWorker()
  const notice = seenText(page, 'The site is ready to work offline.')
  await expect(notice).toBeVisible({ timeout: 30_000 })
  const notices = page.getByRole('region', { name: 'Notifications' })
  // It does lie over the link: the page cannot scroll above its top.
  const [link, stack] = [(await trail.first().boundingBox())!, (await notices.boundingBox())!]
  expect(link.y).toBeLessThan(stack.y + stack.height)
  await expect.poll(async () => (await checkFocused(page))?.seen).toBe(true)
  await expect(notices).toHaveCSS('opacity', '0')
  // Scrolled away with the keyboard still on the link (Space, the arrows): nothing is under them, they come back.
  await page.evaluate(() => window.scrollBy(0, 400))
  await expect(notices).toHaveCSS('opacity', '1')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(notices).toHaveCSS('opacity', '0')
  // Further down the page, the notice is back, and still says what it says.
  await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.scrollIntoView({ block: 'end' }))
  await page
    .getByRole('link', { name: /Older post|Newer post/ })
    .first()
    .focus()
  await expect(notices).toHaveCSS('opacity', '1')
  await expect(notice).toBeVisible()
})

// Each check above fails where it should: planted faults are found, and their fixed forms pass.
test.describe('the checks themselves', () => {
  test('find a page wider than the window, clipped text, crowded small targets and an invisible focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 600 })
    await page.setContent(`<!doctype html><body style="margin:0">
      <div id="wide" style="width:400px">wide</div>
      <div id="clip" style="height:20px;overflow:hidden;width:200px">Line one of a text that wraps to a second line at least</div>
      <button style="width:16px;height:16px;padding:0;border:0">a</button><button style="width:16px;height:16px;padding:0;border:0;margin-left:4px">b</button>
      <p>A sentence with <a href="#x">an inline link</a> in it.</p>
      <a id="bare" href="#y" style="outline:none">no ring</a>
      <button style="border:none;background:#0b3d5c;color:#fff">Flat</button>
      <button aria-label="Menu" style="border:none;background:none"><svg width="24" height="24"><path d="M0 0h24v24H0z" fill="#777"/></svg></button>
    </body>`)
    expect(await reflowProblems(page)).toContainEqual(expect.stringContaining('the page is 400 px wide'))
    expect(await targetSizeProblems(page)).toEqual([
      expect.stringContaining('button "a" is 16×16 px'),
      expect.stringContaining('button "b" is 16×16 px'),
    ])
    expect(await focusProblems(page, { maxSteps: 6 })).toContainEqual(
      expect.stringContaining('a "no ring": no visible focus indicator'),
    )
    expect(await forcedColorsProblems(page)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('button "Flat" has no border'),
        expect.stringContaining('button "Menu" has an icon that would vanish'),
      ]),
    )
    expect(await textSpacingProblems(page)).toContainEqual(expect.stringContaining('cuts off "Line one of a text'))
  })

  test('find a text field whose edge is too faint to see, and pass one with a darker border or its own fill', async ({
    page,
  }) => {
    await page.setContent(`<!doctype html><body style="margin:0;background:#fff">
      <input aria-label="Faint" style="border:1px solid #d5dde4;background:#fff">
      <input aria-label="Edged" style="border:1px solid #7a8894;background:#fff">
      <div style="background:#0b3d5c"><input aria-label="Filled" style="border:2px solid transparent;background:#fff"></div>
    </body>`)
    expect(await fieldEdgeProblems(page)).toEqual([expect.stringContaining('input "Faint": its edge has 1.37:1')])
  })

  test('pass the same page once it is fixed', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 600 })
    await page.setContent(`<!doctype html><body style="margin:0">
      <div style="max-width:100%">narrow</div>
      <div style="overflow:hidden;width:200px">Line one of a text that wraps to a second line at least</div>
      <button style="width:24px;height:24px">a</button><button style="width:24px;height:24px">b</button>
      <p>A sentence with <a href="#x">an inline link</a> in it.</p>
      <a href="#y" style="outline:3px solid #1a73e8">a ring</a>
      <button style="border:2px solid transparent">Framed</button>
      <button aria-label="Menu" style="border:none;background:none;color:#000"><svg width="24" height="24"><path d="M0 0h24v24H0z" fill="currentColor"/></svg></button>
    </body>`)
    expect(await reflowProblems(page)).toEqual([])
    expect(await targetSizeProblems(page)).toEqual([])
    expect(await forcedColorsProblems(page)).toEqual([])
    expect(await textSpacingProblems(page)).toEqual([])
  })
})

test.describe('forced colours: every control, its focus and its icons stay visible', () => {
  test.describe.configure({ timeout: 90_000 })
  test.use({ colorScheme: 'light' })

  for (const { name, routes, states } of languages)
    test(`every ${name} route and open state`, async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' })
      const problems = await onEveryRoute(page, [[1280, forcedColorsProblems]], routes)
      // A focus ring drawn as an outline survives forced colours (a box-shadow one would vanish).
      const lostRing = async (current: Page) =>
        (await focusProblems(current, { maxSteps: 12 })).filter((problem) => problem.includes('no visible focus'))
      problems.push(
        ...(await inEveryState(
          page,
          async (current) => [...(await forcedColorsProblems(current)), ...(await lostRing(current))],
          states,
        )),
      )
      expect(problems).toEqual([])
    })
})

test.describe('prefers-reduced-motion: reduce', () => {
  test.describe.configure({ timeout: 90_000 })

  // English only: motion is the style sheets' and components' business, the same in both languages.
  test('no animation runs and nothing scrolls smoothly, on every route and in every open state', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const problems = await onEveryRoute(page, [[1280, motionProblems]], englishRoutes)
    // 'Show more' moves the focus to the first new card: it must not glide there.
    await openTakenOver(page, '/jobs')
    await page.getByRole('button', { name: 'Show more jobs' }).click()
    problems.push(...(await motionProblems(page)).map((problem) => `show more: ${problem}`))
    problems.push(...(await inEveryState(page, motionProblems, englishStates)))
    expect(problems).toEqual([])
  })

  test('the same check finds an animation when motion is allowed (the spinner turns)', async ({ page }) => {
    await page.route(/\/collections\/jobs\/documents/, () => undefined)
    await page.goto('/jobs?q=none-yet')
    await expect(page.getByText('Loading jobs...').first()).toBeVisible()
    expect(await motionProblems(page)).toContainEqual(expect.stringContaining('runs an animation'))
  })
})

test.describe('3.3.7 redundant entry: nothing has to be typed twice', () => {
  test('the apply form offers what the browser knows, and keeps what was typed across closes and jobs', async ({
    page,
  }) => {
    await openTakenOver(page, '/jobs')
    await page
      .getByTestId('job-card')
      .getByRole('button', { name: /^Apply/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByLabel('Your Name')).toHaveAttribute('autocomplete', 'name')
    await expect(dialog.getByLabel('Email Address')).toHaveAttribute('autocomplete', 'email')
    await dialog.getByLabel('Your Name').fill('Amina Diallo')
    await dialog.getByLabel('Email Address').fill('amina@example.com')
    await page.keyboard.press('Escape')
    // Another job, then that job's own page: the same name and address are there.
    await page
      .getByTestId('job-card')
      .getByRole('button', { name: /^Apply/ })
      .nth(1)
      .click()
    await expect(dialog.getByLabel('Your Name')).toHaveValue('Amina Diallo')
    await expect(dialog.getByLabel('Email Address')).toHaveValue('amina@example.com')
  })

  test('the contact form offers what the browser knows, and a service arrives as the subject', async ({ page }) => {
    await openTakenOver(page, '/services')
    await page
      .getByRole('button', { name: /^Learn More/ })
      .first()
      .click()
    const service = (await page.getByRole('dialog').getByRole('heading', { level: 2 }).textContent())!
    await page.getByRole('dialog').getByRole('button', { name: 'Contact Us for Consultation' }).click()
    await expect(page.getByLabel('Subject')).toHaveValue(new RegExp(service.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    await expect(page.getByLabel('Name')).toHaveAttribute('autocomplete', 'name')
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email')
  })
})

// The sticky header at its limits: the phone menu at 400% and 200% zoom, and the header grown by the
// reader's text spacing (it wraps to two or three lines at 320 px).
test.describe('the sticky header at 400% zoom and with text spacing: 1.4.10, 2.4.11', () => {
  const menus = [
    { path: '/', open: 'Open menu', navigation: 'Main' },
    { path: '/fr', open: 'Ouvrir le menu', navigation: 'Principale' },
  ] as const

  test('the open phone menu scrolls on its own: each of its links is on screen once focused', async ({ page }) => {
    const problems: string[] = []
    // A 1280 × 1024 window at 400% zoom, and a 1280 × 800 one at 200%.
    for (const [width, height] of [
      [320, 256],
      [640, 400],
    ] as const) {
      await page.setViewportSize({ width, height })
      for (const { path, open, navigation } of menus) {
        await openTakenOver(page, path)
        await page.getByRole('button', { name: open }).click()
        const menu = page.getByRole('navigation', { name: navigation })
        await expect(menu).toBeVisible()
        const targets = await menu.getByRole('link').count()
        for (let step = 0; step < targets; step += 1) {
          await page.keyboard.press('Tab')
          const where = await page.evaluate(() => {
            const element = document.activeElement!
            const box = element.getBoundingClientRect()
            const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth
            return { name: element.textContent?.trim() ?? '', inside, top: box.top, bottom: box.bottom }
          })
          if (!where.inside)
            problems.push(
              `${path} at ${width}×${height}: "${where.name}" at ${Math.round(where.top)}–${Math.round(where.bottom)} px`,
            )
        }
        await expect(menu.getByRole('link').last()).toBeFocused()
      }
    }
    expect(problems).toEqual([])
  })

  // Shift+Tab scrolls up to the focus: the page's scroll padding must be the header's real height.
  // Pages whose content no parallel test changes, so the header alone is measured (on the job board, a
  // job another test adds brings the list's '— show' pill: live-refresh.spec.ts checks that one).
  test('with text spacing at 320 px, the focus never hides under the grown header', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    const problems: string[] = []
    for (const path of ['/services', '/about', '/fr/services', '/fr/about']) {
      await openTakenOver(page, path)
      await page.addStyleTag({ content: TEXT_SPACING_CSS })
      problems.push(...(await focusProblems(page, { maxSteps: 60 })).map((problem) => `${path}: ${problem}`))
    }
    expect(problems).toEqual([])
  })
})
