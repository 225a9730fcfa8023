import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Modal } from './modal'

describe('Modal', () => {
  function openModal() {
    const onClose = vi.fn()
    render(
      <Modal open onClose={onClose} title="Submit Your Application">
        <input type="file" aria-label="Upload Resume" />
        <input aria-label="Your Name" defaultValue="Jane Doe" />
      </Modal>,
    )
    return onClose
  }

  it("closes on the dialog's own cancel (Escape)", () => {
    const onClose = openModal()
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('closes on a click on the backdrop, not on a press inside that ends there (selecting text)', async () => {
    const onClose = openModal()
    const user = userEvent.setup({ delay: null })
    const dialog = screen.getByRole('dialog')
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByLabelText('Your Name') },
      { target: dialog },
      { keys: '[/MouseLeft]' },
    ])
    expect(onClose).not.toHaveBeenCalled()
    await user.click(dialog)
    expect(onClose).toHaveBeenCalledOnce()
  })

  it("stays open when a file field's picker is dismissed (its 'cancel' bubbles up to the dialog)", () => {
    const onClose = openModal()
    screen.getByLabelText('Upload Resume').dispatchEvent(new Event('cancel', { bubbles: true }))
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})
