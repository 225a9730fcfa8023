import { AxeBuilder } from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { adminDatabases } from './support/backend'

// What an author may write in a post that the demo posts do not: a table wider than a phone, a line of
// code, text typed without markup. Planted through the API key as the oldest posts (last on the list),
// after the build, so the app draws their pages; removed afterwards.
const headings = ['Program', 'Processing time', 'Fee (CAD)', 'Biometrics', 'Medical exam', 'Notes']
const row = ['Express Entry', '6 months', '$1,525', '$85', 'Yes', 'Federal Skilled Worker']
const posts = [
  {
    id: 'owner-wide-table',
    content:
      '<p>Fees at a glance.</p>' +
      `<table><thead><tr>${headings.map((h) => `<th>${h}</th>`).join('')}</tr></thead>` +
      `<tbody><tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr></tbody></table>` +
      '<pre>curl --fail --silent https://www.canada.ca/en/immigration-refugees-citizenship/services.html</pre>',
  },
  { id: 'owner-typed-text', content: 'A first line\nand its second line.\n\nA paragraph of its own.' },
]

const remove = async () => {
  for (const { id } of posts)
    await adminDatabases()
      .deleteDocument({ databaseId: 'main', collectionId: 'blog', documentId: id })
      .catch(() => undefined)
}

test.beforeAll(async () => {
  await remove()
  for (const { id, content } of posts)
    await adminDatabases().createDocument({
      databaseId: 'main',
      collectionId: 'blog',
      documentId: id,
      data: { title: `Post ${id}`, content, createdAt: '2000-01-01T00:00:00.000+00:00', visibility: ['localhost'] },
    })
})
test.afterAll(remove)

test("on a phone, a post's wide table scrolls sideways in its block with its words whole, and the keyboard scrolls it and its code", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await page.goto('/news/owner-wide-table')
  const table = page.getByRole('table')
  await expect(table).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320)
  expect(await table.evaluate((block) => block.scrollWidth > block.clientWidth)).toBe(true)
  // 'Processing' on one line: broken anywhere, each column read a few letters a line.
  const linesOfFirstWord = await page.getByRole('columnheader', { name: 'Processing time' }).evaluate((cell) => {
    const word = document.createRange()
    word.setStart(cell.firstChild!, 0)
    word.setEnd(cell.firstChild!, 'Processing'.length)
    return word.getClientRects().length
  })
  expect(linesOfFirstWord).toBe(1)

  await table.focus()
  await expect(table).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => table.evaluate((block) => block.scrollLeft)).toBeGreaterThan(0)
  // Every scrolling block takes the keyboard (axe's scrollable-region-focusable, WCAG 2.1.1).
  const { violations } = await new AxeBuilder({ page }).include('article').analyze()
  expect(violations.map((violation) => violation.id)).toEqual([])
})

test('a post typed as text, without markup, keeps its paragraphs and its line breaks', async ({ page }) => {
  await page.goto('/news/owner-typed-text')
  const paragraphs = page
    .getByRole('article')
    .locator('p')
    .filter({ hasText: /line|paragraph/ })
  await expect(paragraphs).toHaveText(['A first line and its second line.', 'A paragraph of its own.'], {
    useInnerText: true,
  })
  await expect(paragraphs.first().locator('br')).toHaveCount(1)
})
