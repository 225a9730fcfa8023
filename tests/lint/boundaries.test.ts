// The layout's import rules are lint zones (eslint.config.js), and a zone that cannot resolve an import
// skips it without a word. So each rule is proved here: one planted import that breaks it must be
// refused with that rule's message, and imports the layout allows must pass.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const RULE = 'import-x/no-restricted-paths'
/** A feature folder made for this test: the rules must cover a feature nobody listed by name. */
const NEW_FEATURE = resolve(root, 'src/features/zz-planted-feature')

let eslint: ESLint
beforeAll(() => {
  mkdirSync(NEW_FEATURE, { recursive: true })
  writeFileSync(resolve(NEW_FEATURE, 'rules.ts'), 'export const planted = true\n')
  // Made after the folder: the configuration reads the feature folders when it loads.
  eslint = new ESLint({ cwd: root })
})
afterAll(() => rmSync(NEW_FEATURE, { recursive: true, force: true }))

/** The boundary messages ESLint gives a file at `file` (which need not exist) importing `from`. */
async function boundaryErrors(file: string, from: string): Promise<string[]> {
  const code = `import * as planted from '${from}'\nexport const used = planted\n`
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) })
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message)
}

// [rule, the planted file, what it imports, the words the rule's message ends with]
const violations: ReadonlyArray<readonly [string, string, string, string]> = [
  [
    'a feature imports another feature',
    'src/features/news/planted.ts',
    '../jobs/job-rules',
    'A feature never imports another feature',
  ],
  [
    'a feature added later imports another',
    'src/features/zz-planted-feature/planted.ts',
    '../news/post-rules',
    'A feature never imports another feature',
  ],
  [
    'a feature imports a feature added later',
    'src/features/news/planted.ts',
    '../zz-planted-feature/rules',
    'A feature never imports another feature',
  ],
  [
    'a shared component imports a feature',
    'src/components/planted.tsx',
    '../features/news/post-rules',
    '→ features → app',
  ],
  ['lib imports a feature', 'src/lib/planted.ts', '../features/jobs/job-rules', '→ features → app'],
  [
    'a feature imports the app',
    'src/features/news/planted.ts',
    '../../app/router',
    'Imports flow features → app, never back',
  ],
  [
    'content imports lib',
    'src/content/planted.ts',
    '../lib/sanitize',
    'Content is data: it imports only config/ and shared/',
  ],
  [
    'shared imports a component',
    'src/shared/planted.ts',
    '../components/button',
    'src/shared/ is plain TypeScript for all three runtimes',
  ],
  [
    'the page imports the server',
    'src/features/news/planted.ts',
    '../../../server/lib/ids',
    'The page reaches the backend only over HTTP',
  ],
  [
    'the page imports the service worker',
    'src/lib/planted.ts',
    '../../sw/caching',
    'The page talks to the service worker through lib/sw-bridge',
  ],
  [
    'the service worker imports a feature',
    'sw/planted.ts',
    '../src/features/news/post-rules',
    'The service worker imports only sw/ and src/shared/',
  ],
  [
    'the service worker imports the server',
    'sw/planted.ts',
    '../server/lib/ids',
    'The service worker imports only sw/ and src/shared/',
  ],
  [
    'the server imports the page',
    'server/planted.ts',
    '../src/lib/sanitize',
    'The server imports only server/ and src/shared/',
  ],
  [
    'the server imports the service worker',
    'server/planted.ts',
    '../sw/caching',
    'The server imports only server/ and src/shared/',
  ],
]

describe('each import boundary refuses a planted violation', () => {
  it.each(violations)('%s', async (_rule, file, from, message) => {
    const errors = await boundaryErrors(file, from)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(new RegExp(`${message.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\.?$`))
  })
})

describe('imports the layout allows pass', () => {
  it.each([
    [
      'a feature imports its own files, shared, lib, config, content and components',
      'src/features/news/planted.ts',
      '../news/post-rules',
    ],
    ['a feature imports lib', 'src/features/news/planted.ts', '../../lib/sanitize'],
    ['a feature imports content', 'src/features/jobs/planted.ts', '../../content/site'],
    ['a feature imports a shared component', 'src/features/jobs/planted.ts', '../../components/button'],
    ['the app imports a feature', 'src/app/routes/planted.tsx', '../../features/news/post-rules'],
    ['content imports config', 'src/content/planted.ts', '../config/paths'],
    ['the service worker imports src/shared', 'sw/planted.ts', '../src/shared/offline-db'],
    ['the server imports src/shared', 'server/planted.ts', '../src/shared/appwrite-ids'],
  ])('%s', async (_rule, file, from) => {
    expect(await boundaryErrors(file, from)).toEqual([])
  })
})
