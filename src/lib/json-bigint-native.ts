// json-bigint's API as the Appwrite SDK calls it (`JSONbig(options).parse(text, reviver)`, `.stringify`),
// done by the platform's JSON. The site reads no integer past 2^53 (ids are strings; sizes, counts and
// limits are small), and json-bigint brought bignumber.js: 8 KB gzip more on every page that reads the
// backend. A build-only alias (vite.config.ts): unit tests and the dev server keep the package.
import { withoutLoneSurrogates } from '../shared/lone-surrogates'

type Reviver = (this: unknown, key: string, value: unknown) => unknown

// Half an emoji: json-bigint wrote it raw (sent as U+FFFD), JSON.stringify as a \ud83d escape, which
// Appwrite's decoder refuses along with the whole body. As json-bigint's request went, then.
const wholeCharacters = (_key: string, value: unknown) =>
  typeof value === 'string' ? withoutLoneSurrogates(value) : value

/** Options are json-bigint's (big numbers as BigInt, as strings…), which plain numbers make moot. */
export default function JSONbig(_options?: unknown) {
  return {
    parse: (text: string, reviver?: Reviver): unknown => JSON.parse(text, reviver),
    // A BigInt, which the site never sends, throws here (JSON's TypeError) where json-bigint wrote its digits.
    stringify: (value: unknown): string => JSON.stringify(value, wholeCharacters),
  }
}
