/**
 * JSON to write inside a script element (JSON-LD, a built page's data): `<` as \u003c, so no value can
 * close the element or open a comment early; JSON.parse reads it back unchanged.
 */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c')
