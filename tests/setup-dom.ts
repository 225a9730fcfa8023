import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { loadActiveTranslations } from '../src/i18n/translatable'

// A page loads the words of every module it has imported before React draws (src/main.tsx); a test
// does the same once its file's imports are in. A test of French activates French itself.
beforeAll(() => loadActiveTranslations())
afterEach(() => cleanup())
