// The catalogue check (issue 16): every content module with French words has its twin, every entry
// exists in both (tsc already refuses a missing or extra key: Translation in content/site.ts), and no
// French entry is its English source left untranslated, unless it is listed here as the same word.
// Functions (plurals, messages with a name or a count) are compared on sample arguments.
import { describe, expect, it } from 'vitest'

/**
 * Words that French writes exactly as English does: names, and words both languages share. A French
 * entry equal to its English source passes only when it is listed here.
 */
const SAME_IN_FRENCH = new Set<string>([
  // Names of the company, people, places and platforms.
  'Maple Pathways Immigration',
  'Maple Pathways',
  'LinkedIn',
  'Facebook',
  'Instagram',
  'X (Twitter)',
  'OpenStreetMap',
  'Canada',
  // The first names of the testimonials' authors.
  'Priya',
  'Mateo',
  'Amara',
  // Words French and English share.
  'Services',
  'Solutions',
  'Description',
  'Province',
  'Date',
  'Type',
  'Message',
  'Contact',
  'Conseillers',
])

const englishModules = import.meta.glob<Record<string, unknown>>([
  '/src/**/*.ts',
  '!/src/**/*.fr.ts',
  '!/src/**/*.test.ts',
])
const frenchModules = import.meta.glob<Record<string, unknown>>('/src/**/*.fr.ts', { eager: true })
const frenchSources = import.meta.glob<string>('/src/**/*.fr.ts', { query: '?raw', import: 'default', eager: true })

/** The keys a twin keeps from English on purpose (ids, paths, icons), as its KeptKeys type names them. */
function keptKeys(frenchFile: string): Set<string> {
  const source = frenchSources[frenchFile] ?? ''
  const kept = /KeptKeys<[^,>]+,[^,>]+,([^>]+)>/.exec(source)?.[1] ?? ''
  return new Set([...kept.matchAll(/'([^']+)'/g)].map((match) => match[1]!))
}

/** Arguments for a message function: a count above one and a name. Several shapes, for messages that branch. */
const SAMPLE_ARGUMENTS: unknown[][] = [
  [2, 3, 4],
  ['Sample A', 'Sample B', 'Sample C'],
  [1, 1, 1],
]

interface Untranslated {
  path: string
  text: string
}

function compare(english: unknown, french: unknown, kept: Set<string>, path: string, found: Untranslated[]): void {
  if (typeof english === 'string') {
    if (english === french && /\p{L}/u.test(english) && !SAME_IN_FRENCH.has(english))
      found.push({ path, text: english })
    return
  }
  if (typeof english === 'function' && typeof french === 'function') {
    for (const args of SAMPLE_ARGUMENTS) {
      let fromEnglish: unknown
      try {
        fromEnglish = (english as (...a: unknown[]) => unknown)(...args)
      } catch {
        continue // not a call these arguments suit: another sample answers
      }
      compare(
        fromEnglish,
        (french as (...a: unknown[]) => unknown)(...args),
        kept,
        `${path}(${args.join(', ')})`,
        found,
      )
    }
    return
  }
  if (english !== null && typeof english === 'object' && french !== null && typeof french === 'object') {
    for (const [key, value] of Object.entries(english)) {
      if (kept.has(key)) continue
      compare(value, (french as Record<string, unknown>)[key], kept, `${path}.${key}`, found)
    }
  }
}

/** A module that only gathers twins into one download (src/content/frame.fr.ts): its parts are checked. */
const gathersTwins = (file: string) =>
  (frenchSources[file] ?? '')
    .split('\n')
    .every(
      (line) => line.trim() === '' || line.startsWith('//') || /^export \* as \w+ from '\.\/[\w-]+\.fr'$/.test(line),
    )

describe('the French catalogue', () => {
  const twins = Object.keys(frenchModules).filter((file) => !gathersTwins(file))

  it('has a French twin for the content modules', () => {
    expect(twins.length).toBeGreaterThanOrEqual(11)
  })

  it.each(twins)('%s translates every entry of its English module', async (frenchFile) => {
    const englishFile = frenchFile.replace(/\.fr\.ts$/, '.ts')
    const loadEnglish = englishModules[englishFile]
    expect(loadEnglish, `${englishFile} exists`).toBeDefined()
    const english = await loadEnglish!()
    const french = frenchModules[frenchFile]!
    const found: Untranslated[] = []
    const kept = keptKeys(frenchFile)
    for (const [name, value] of Object.entries(english)) {
      expect(french, `${frenchFile} exports ${name}`).toHaveProperty(name)
      compare(value, french[name], kept, name, found)
    }
    expect(found, 'French entries equal to English (list real same words in SAME_IN_FRENCH)').toEqual([])
  })

  it('finds an entry left in English', () => {
    const found: Untranslated[] = []
    compare({ title: 'Learn More', to: '/about' }, { title: 'Learn More', to: '/about' }, new Set(['to']), 'x', found)
    compare({ count: (n: number) => `${n} posts` }, { count: (n: number) => `${n} posts` }, new Set(), 'y', found)
    expect(found.map((entry) => entry.path)).toEqual([
      'x.title',
      'y.count(2, 3, 4)',
      'y.count(Sample A, Sample B, Sample C)',
      'y.count(1, 1, 1)',
    ])
  })
})
