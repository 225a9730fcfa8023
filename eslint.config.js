import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The import rules of the layout (README, "Layout") as lint zones. A zone sees an import only once it
// is resolved (one it cannot follow is skipped without a word), so the resolver below knows our
// extensionless .ts/.tsx imports, and tests/lint/boundaries.test.ts plants one violation per zone.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const lowerLayers = ['./src/shared', './src/config', './src/content', './src/i18n', './src/lib', './src/components']
const boundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        { target: './src', from: './server', message: 'The page reaches the backend only over HTTP.' },
        { target: './src', from: './sw', message: 'The page talks to the service worker through lib/sw-bridge.' },
        {
          target: './sw',
          from: './src',
          except: ['./shared'],
          message: 'The service worker imports only sw/ and src/shared/.',
        },
        { target: './sw', from: './server', message: 'The service worker imports only sw/ and src/shared/.' },
        {
          target: './server',
          from: './src',
          except: ['./shared'],
          message: 'The server imports only server/ and src/shared/.',
        },
        { target: './server', from: './sw', message: 'The server imports only server/ and src/shared/.' },
        {
          target: './src/shared',
          from: './src',
          except: ['./shared'],
          message: 'src/shared/ is plain TypeScript for all three runtimes.',
        },
        {
          target: './src/content',
          from: './src',
          except: ['./content', './config', './shared'],
          message: 'Content is data: it imports only config/ and shared/.',
        },
        // Every folder under src/features, today's and any added later.
        ...features.map((name) => ({
          target: `./src/features/${name}`,
          from: './src/features',
          except: [`./${name}`],
          message: 'A feature never imports another feature.',
        })),
        {
          target: lowerLayers,
          from: ['./src/features', './src/app'],
          message: 'Imports flow shared/config/content/lib/components → features → app.',
        },
        { target: './src/features', from: './src/app', message: 'Imports flow features → app, never back.' },
      ],
    },
  ],
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.build',
      'node_modules',
      'test-results',
      'playwright-report',
      '.data',
      '.bench-data',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...boundaries,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx,js}'],
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render HTML only through components/sanitized-html (the one DOMPurify call site).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: "Use components/link: the router's own links bring its prefetching into every first load.",
            },
          ],
        },
      ],
    },
  },
  { files: ['src/components/sanitized-html.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.ts',
      'bench/**/*.ts',
      'tests/**/*.ts',
      'deploy/**/*.{js,ts}',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
)
