/**
 * Resolves in a new task, so the work after it does not lengthen the current one (start-up is cut
 * into steps this way: a long task holds up a tap or key on a slow phone). A message, not a timer:
 * a background tab runs timers once a second at most.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
