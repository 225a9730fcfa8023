import { describe, expect, it } from 'vitest'
import { isAppwriteEmail } from './appwrite-email'

describe("Appwrite's email format (utopia-php/emails, PHP's FILTER_VALIDATE_EMAIL)", () => {
  it.each([
    'jane@example.com',
    'Jane.Doe@Example.CA',
    'jane+jobs@mail.example.co.uk',
    "o'brien@example.ie",
    'jane@example.c',
    'jane@xn--mnchen-3ya.de',
    '  jane@example.com  ',
    `${'a'.repeat(64)}@example.com`,
    'jane@[192.168.0.1]',
    // 254 characters, the most (the attribute's size, too)
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.ca`,
  ])('takes %j', (email) => expect(isAppwriteEmail(email)).toBe(true))

  it.each([
    ['a dot twice before the @', 'jane..doe@example.com'],
    ['a dot first', '.jane@example.com'],
    ['a dot last before the @', 'jane.@example.com'],
    ['65 characters before the @', `${'a'.repeat(65)}@example.com`],
    ['no dot in the domain', 'jane@localhost'],
    ['a last label of digits', 'jane@example.123'],
    ['an underscore in the domain', 'jane@exa_mple.com'],
    ['two dots in the domain', 'jane@example..com'],
    ['a hyphen ending the domain', 'jane@example.com-'],
    ['a label of 64 characters', `jane@${'a'.repeat(64)}.com`],
    ['two @', 'jane@doe@example.com'],
    ['nothing before the @', '@example.com'],
    ['nothing after the @', 'jane@'],
    ['a space inside', 'jane doe@example.com'],
    ['accented letters', 'josée@example.com'],
    ['255 characters', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.ca`],
    ['nothing at all', ''],
  ])('refuses %s', (_, email) => expect(isAppwriteEmail(email)).toBe(false))
})
