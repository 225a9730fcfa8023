// How every tool here launches a browser: Debian's Chromium (or CHROME_PATH), never a downloaded one,
// with the flags this machine needs (as root, no GPU, and no background traffic: the network is closed).
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
