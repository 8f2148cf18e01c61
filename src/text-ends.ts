/**
 * Trailing runs of characters removed by scanning back from the end. `text.replace(/x+$/, '')` tries
 * the pattern at every character of a long run that does not end the text and reads the rest of the
 * run each time (quadratic: 100,000 newlines before a word take seconds); this reads each trailing
 * character once. Pure.
 */

/** `text` without the run of characters from `chars` at its end (`trimEndChars('a//', '/')` is `a`). */
export function trimEndChars(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1]!)) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** The decimal digits `trimEndChars` removes for a trailing number. */
export const DIGITS = '0123456789';
