// The email format Appwrite checks on an attribute of format 'email' (the application's applicantEmail),
// shared by the local backend, which refuses what Appwrite refuses, and the apply form, which says so
// before the resume is uploaded. Appwrite's Email validator (utopia-php/emails) trims and lower-cases the
// value, wants one '@' with text on both sides, then asks PHP's filter_var(FILTER_VALIDATE_EMAIL): at most
// 320 characters and the pattern below, `regexp1` of php-src ext/filter/logical_filters.c. It is stricter
// than a browser's type="email" (no dot first, last or twice before the '@', at most 64 characters there,
// a dot in the domain and a last label that starts with a letter) and looser in places (jane@example.c).
const PHP_FILTER_VALIDATE_EMAIL = new RegExp(
  String.raw`^(?!(?:(?:\x22?\x5C[\x00-\x7E]\x22?)|(?:\x22?[^\x5C\x22]\x22?)){255,})(?!(?:(?:\x22?\x5C[\x00-\x7E]\x22?)|(?:\x22?[^\x5C\x22]\x22?)){65,}@)(?:(?:[\x21\x23-\x27\x2A\x2B\x2D\x2F-\x39\x3D\x3F\x5E-\x7E]+)|(?:\x22(?:[\x01-\x08\x0B\x0C\x0E-\x1F\x21\x23-\x5B\x5D-\x7F]|(?:\x5C[\x00-\x7F]))*\x22))(?:\.(?:(?:[\x21\x23-\x27\x2A\x2B\x2D\x2F-\x39\x3D\x3F\x5E-\x7E]+)|(?:\x22(?:[\x01-\x08\x0B\x0C\x0E-\x1F\x21\x23-\x5B\x5D-\x7F]|(?:\x5C[\x00-\x7F]))*\x22)))*@(?:(?:(?!.*[^.]{64,})(?:(?:(?:xn--)?[a-z0-9]+(?:-+[a-z0-9]+)*\.){1,126}){1,}(?:(?:[a-z][a-z0-9]*)|(?:(?:xn--)[a-z0-9]+))(?:-+[a-z0-9]+)*)|(?:\[(?:(?:IPv6:(?:(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){7})|(?:(?!(?:.*[a-f0-9][:\]]){7,})(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){0,5})?::(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){0,5})?)))|(?:(?:IPv6:(?:(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){5}:)|(?:(?!(?:.*[a-f0-9]:){5,})(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){0,3})?::(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){0,3}:)?)))?(?:(?:25[0-5])|(?:2[0-4][0-9])|(?:1[0-9]{2})|(?:[1-9]?[0-9]))(?:\.(?:(?:25[0-5])|(?:2[0-4][0-9])|(?:1[0-9]{2})|(?:[1-9]?[0-9]))){3}))\]))$`,
  'i',
)

/** Whether Appwrite takes `value` as an email address. */
export function isAppwriteEmail(value: string): boolean {
  const email = phpTrim(value).toLowerCase()
  const parts = email.split('@')
  if (parts.length !== 2 || !parts[0] || !parts[1]) return false
  return email.length <= 320 && PHP_FILTER_VALIDATE_EMAIL.test(email)
}

/** PHP's trim(): spaces, tabs, line ends, NUL and vertical tabs off both ends (not every Unicode space). */
function phpTrim(value: string): string {
  const trimmed = ' \t\n\r\0\v'
  let start = 0
  let end = value.length
  while (start < end && trimmed.includes(value[start]!)) start++
  while (end > start && trimmed.includes(value[end - 1]!)) end--
  return value.slice(start, end)
}
