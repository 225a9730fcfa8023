import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BreakAfter } from './break-after'

describe('BreakAfter', () => {
  it('lets a line end after each slash, the text unchanged', () => {
    const { container } = render(
      <h1>
        <BreakAfter text="Charpentier/charpentière-menuisier/menuisière" />
      </h1>,
    )
    const heading = container.querySelector('h1')!
    expect(heading.textContent).toBe('Charpentier/charpentière-menuisier/menuisière')
    expect(heading.innerHTML).toBe('Charpentier/<wbr>charpentière-menuisier/<wbr>menuisière')
  })

  it('breaks where it is told: after the @ of an address', () => {
    const { container } = render(<BreakAfter text="info@maplepathways.example" at="@" />)
    expect(container.innerHTML).toBe('info@<wbr>maplepathways.example')
  })

  it('leaves a title without a slash as it is', () => {
    const { container } = render(<BreakAfter text="Senior Welder" />)
    expect(container.innerHTML).toBe('Senior Welder')
  })
})
