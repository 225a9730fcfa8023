// Text from visitors printed in a staff member's terminal. Control characters there are commands: an
// applicant named "Eve\x1b]0;owned\x07\x1b[2J" would retitle and clear the terminal. So C0 controls,
// DEL and C1 controls are written as visible escapes (\x1b, \x7f, \x9b) instead of being sent.

const hex = (char: string) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`

/** Escapes every control character but newline and tab (a message's own lines stay lines). */
export const terminalText = (text: string): string =>
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  text.replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, hex)

/**
 * For a field shown on one line (a name, an address, a subject): newline and tab are escaped too, so a
 * value cannot start a line that looks like another entry.
 */
export const oneLine = (text: string): string =>
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  text.replace(/[\x00-\x1f\x7f-\x9f]/g, (char) => (char === '\n' ? '\\n' : char === '\t' ? '\\t' : hex(char)))
