/**
 * The steps of reading HTML as text (comments, elements whose content is not text, tags, the title),
 * each giving what its pattern (documented on each function) gives, in time linear in the page. The
 * patterns alone are quadratic on pages that do not close what they open: an unclosed `<!--`,
 * `<script` or `<p` is tried again at each later one, reading the rest of the page each time. Pure.
 */

/** `html` with each `<!--...-->` replaced: `html.replace(/<!--[\s\S]*?-->/g, replacement)`. */
export function replaceComments(html: string, replacement: string): string {
  const parts: string[] = [];
  let at = 0;
  for (let open = html.indexOf('<!--'); open !== -1; open = html.indexOf('<!--', at)) {
    const close = html.indexOf('-->', open + 4);
    // Without a `-->` after it, no later `<!--` has one either.
    if (close === -1) break;
    parts.push(html.slice(at, open), replacement);
    at = close + 3;
  }
  parts.push(html.slice(at));
  return parts.join('');
}

/** How an element's name ends in its start tag: at a word boundary, or at a space or `>` (which is part of the tag). */
export type NameEnd = 'boundary' | 'space-or-gt';

/**
 * `html` with each element named in `names` (start tag to matching end tag, content included) replaced:
 * `html.replace(/<(NAMES)\b[\s\S]*?<\/\1\s*>/gi, replacement)`, or with `[\s>]` in place of `\b`. An
 * element without an end tag is left as it is.
 */
export function replaceElements(html: string, names: readonly string[], replacement: string, nameEnd: NameEnd = 'boundary'): string {
  const alternatives = names.join('|');
  const starts = new RegExp(`<(${alternatives})${nameEnd === 'boundary' ? '\\b' : '[\\s>]'}`, 'gi');
  // Every end tag, by name: positions only grow, so one pointer per name finds the next one.
  const ends = new Map<string, { at: number[]; end: number[]; next: number }>();
  for (const m of html.matchAll(new RegExp(`<\\/(${alternatives})\\s*>`, 'gi'))) {
    const name = m[1]!.toLowerCase();
    let list = ends.get(name);
    if (!list) ends.set(name, (list = { at: [], end: [], next: 0 }));
    list.at.push(m.index);
    list.end.push(m.index + m[0].length);
  }
  const parts: string[] = [];
  let at = 0;
  for (let m = starts.exec(html); m !== null; m = starts.exec(html)) {
    const list = ends.get(m[1]!.toLowerCase());
    const contentStart = m.index + m[0].length;
    while (list && list.next < list.at.length && list.at[list.next]! < contentStart) list.next++;
    if (!list || list.next === list.at.length) {
      starts.lastIndex = m.index + 1;
      continue;
    }
    parts.push(html.slice(at, m.index), replacement);
    at = list.end[list.next]!;
    starts.lastIndex = at;
  }
  parts.push(html.slice(at));
  return parts.join('');
}

/**
 * `text.replace(tag, replacement)` for a global pattern of tags that end at the first `>` after their
 * start (`<[^>]+>`, `<\/?[a-z!][^>]*>`): it runs only up to the last `>`, since no tag can end after it
 * (each start there would read to the end of the text and fail).
 */
export function replaceTags(text: string, tag: RegExp, replacement: string): string {
  const last = text.lastIndexOf('>');
  if (last === -1) return text;
  return text.slice(0, last + 1).replace(tag, replacement) + text.slice(last + 1);
}

/**
 * The content of the first `<title>` element: `/<title[^>]*>([\s\S]*?)<\/title>/i` (with `\s*` before
 * the end tag's `>` when `spaceBeforeEnd`). Only the first `<title` can start one: the `>` and the end
 * tag a later one needs come after those the first one found.
 */
export function titleContent(html: string, spaceBeforeEnd = false): string | undefined {
  const start = /<title/i.exec(html);
  if (!start) return undefined;
  const open = html.indexOf('>', start.index + start[0].length);
  if (open === -1) return undefined;
  const end = spaceBeforeEnd ? /<\/title\s*>/gi : /<\/title>/gi;
  end.lastIndex = open + 1;
  const close = end.exec(html);
  return close ? html.slice(open + 1, close.index) : undefined;
}
