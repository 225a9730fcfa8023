import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useFocusKeptOnPage } from './use-focus-kept-on-page'

function Page() {
  const notices = useRef<HTMLElement>(null)
  useFocusKeptOnPage(notices)
  const [shown, setShown] = useState(true)
  return (
    <>
      <main tabIndex={-1}>
        <button onClick={() => setShown(false)}>Hide the notice</button>
      </main>
      <section ref={notices}>{shown && <button onClick={() => setShown(false)}>Dismiss</button>}</section>
    </>
  )
}

describe('a notice that goes with the focus in it', () => {
  it('hands the focus to the main content, not to the page body', async () => {
    render(<Page />)
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Dismiss' }))
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('main'))
  })

  it('moves no focus that was elsewhere: the notice going by itself (a timeout) while the reader is in the page', async () => {
    render(<Page />)
    const user = userEvent.setup({ delay: null })
    // In the notice first, then back in the page.
    await user.click(screen.getByRole('button', { name: 'Dismiss' }).parentElement!)
    screen.getByRole('button', { name: 'Dismiss' }).focus()
    await user.click(screen.getByRole('button', { name: 'Hide the notice' }))
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.getByRole('button', { name: 'Hide the notice' })).toHaveFocus()
  })
})
