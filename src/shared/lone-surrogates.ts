// Half of an emoji (a UTF-16 surrogate without its pair), which JSON.stringify writes as an escape and
// PHP's json_decode, so Appwrite, refuses: the site never sends one, and the local backend refuses it too.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text)

/** `text` with each lone surrogate written as U+FFFD, the replacement character. */
export const withoutLoneSurrogates = (text: string): string =>
  text.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD')
