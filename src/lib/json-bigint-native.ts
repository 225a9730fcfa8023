// json-bigint's API as the Appwrite SDK calls it (`JSONbig(options).parse(text, reviver)`, `.stringify`),
// done by the platform's JSON. The site reads no integer past 2^53 (ids are strings; sizes, counts and
// limits are small), and json-bigint brought bignumber.js: 8 KB gzip more on every page that reads the
// backend. A build-only alias (vite.config.ts); tests and the dev server keep the package.

type Reviver = (this: unknown, key: string, value: unknown) => unknown

/** Options are json-bigint's (big numbers as BigInt, as strings…), which plain numbers make moot. */
export default function JSONbig(_options?: unknown) {
  return {
    parse: (text: string, reviver?: Reviver): unknown => JSON.parse(text, reviver),
    // A BigInt, which the site never sends, throws here (JSON's TypeError) rather than going as a rounded number.
    stringify: (value: unknown): string => JSON.stringify(value),
  }
}
