import { describe, expect, it } from 'vitest'
import { site } from './site'

describe("the company's phone number (src/content/site.ts)", () => {
  it('dials the number it shows: phoneHref is its digits after a +, an extension after ;ext=', () => {
    const { phone, phoneHref } = site.contact
    expect(phoneHref).toMatch(/^\+1\d{10}(;ext=\d+)?$/)
    const [number, extension = ''] = phoneHref.slice(1).split(';ext=')
    // Shown with or without the country's 1.
    expect([number + extension, number!.slice(1) + extension]).toContain(phone.replace(/\D/g, ''))
  })
})
