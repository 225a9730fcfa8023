import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The architecture's import rules (ARCHITECTURE.md, convention 1) as lint zones.
const boundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        { target: './src', from: './server', message: 'The page reaches the backend only over HTTP.' },
        { target: './src', from: './sw', message: 'The page talks to the service worker through lib/sw-bridge.' },
        { target: './sw', from: './src', except: ['./shared'], message: 'The service worker imports only sw/ and src/shared/.' },
        { target: './server', from: './src', except: ['./shared'], message: 'The server imports only server/ and src/shared/.' },
        { target: './src/shared', from: './src', except: ['./shared'], message: 'src/shared/ is plain TypeScript for all three runtimes.' },
        { target: './src/features/home', from: './src/features', except: ['./home'], message: 'A feature never imports another feature.' },
        { target: './src/features/about', from: './src/features', except: ['./about'], message: 'A feature never imports another feature.' },
        { target: './src/features/services', from: './src/features', except: ['./services'], message: 'A feature never imports another feature.' },
        { target: './src/features/news', from: './src/features', except: ['./news'], message: 'A feature never imports another feature.' },
        { target: './src/features/jobs', from: './src/features', except: ['./jobs'], message: 'A feature never imports another feature.' },
        { target: './src/features/contact', from: './src/features', except: ['./contact'], message: 'A feature never imports another feature.' },
        { target: './src/features/offline', from: './src/features', except: ['./offline'], message: 'A feature never imports another feature.' },
        { target: ['./src/shared', './src/config', './src/lib', './src/components'], from: ['./src/features', './src/app'], message: 'Imports flow shared/config/lib/components → features → app.' },
        { target: './src/features', from: './src/app', message: 'Imports flow features → app, never back.' },
      ],
    },
  ],
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.data', '.bench-data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      ...boundaries,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
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
    },
  },
  { files: ['src/components/sanitized-html.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  { files: ['server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts', '*.config.{ts,js}'], languageOptions: { globals: globals.node } },
)
