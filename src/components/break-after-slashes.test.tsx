import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BreakAfterSlashes } from './break-after-slashes'

describe('BreakAfterSlashes', () => {
  it('lets a line end after each slash, the text unchanged', () => {
    const { container } = render(
      <h1>
        <BreakAfterSlashes text="Charpentier/charpentière-menuisier/menuisière" />
      </h1>,
    )
    const heading = container.querySelector('h1')!
    expect(heading.textContent).toBe('Charpentier/charpentière-menuisier/menuisière')
    expect(heading.innerHTML).toBe('Charpentier/<wbr>charpentière-menuisier/<wbr>menuisière')
  })

  it('leaves a title without a slash as it is', () => {
    const { container } = render(<BreakAfterSlashes text="Senior Welder" />)
    expect(container.innerHTML).toBe('Senior Welder')
  })
})
