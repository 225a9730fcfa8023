// WCAG 2.5.3 Label in Name: a search box shows only its placeholder, so its accessible name holds those
// words, in each language (a voice-control user says what they see: "click Search for jobs").
import { describe, expect, it } from 'vitest'
import { jobsContent } from '../features/jobs/jobs-content'
import { jobsContent as jobsContentFr } from '../features/jobs/jobs-content.fr'
import { newsContent } from '../features/news/news-content'
import { newsContent as newsContentFr } from '../features/news/news-content.fr'

const seen = (placeholder: string) => placeholder.replace(/(\.\.\.|…)$/, '').toLowerCase()

describe('the search boxes', () => {
  it.each([
    ['jobs, English', jobsContent],
    ['jobs, French', jobsContentFr],
    ['news, English', newsContent],
    ['news, French', newsContentFr],
  ])('%s: the name holds the placeholder’s words', (_, { searchLabel, searchPlaceholder }) => {
    expect(searchLabel.toLowerCase()).toContain(seen(searchPlaceholder))
  })
})
