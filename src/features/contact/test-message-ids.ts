// For the contact tests: each test's messages get ids of their own. The outbox forgets a delivered
// message 3 s after its notice is seen (module state that outlives a test), and under load that timer
// fired in the next test and deleted its queued message when both used the same id.
import { beforeEach, vi } from 'vitest'
import { newClientMessageId } from './api/send-contact-message'

/** Call at the top of a test file that mocks '../api/send-contact-message'; answers the current test's first id. */
export function messageIdsPerTest(): () => string {
  let testNumber = 0
  beforeEach(() => {
    testNumber += 1
    let messages = 0
    vi.mocked(newClientMessageId).mockImplementation(() => `test-${testNumber}-message-${(messages += 1)}`)
  })
  return () => `test-${testNumber}-message-1`
}
