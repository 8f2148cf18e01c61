/**
 * What a single-file component's template uses: the components it places (`<UserCard>`,
 * `<user-card>`), the functions its handlers and expressions call (`@click="save"`,
 * `{{ format(date) }}`, Svelte's `on:click={save}` and `{#if isOpen(x)}`), as references on the
 * component's own lines, so that a function called only from the template has its callers and a
 * child component its users. The template is read as markup outside the script and style blocks
 * (sfc.ts), not parsed as HTML: tags, their attributes and the interpolations between them. Pure.
 */
import type { Reference } from './definitions.js';
import { blank, blocks, endOfTag, markup, type ComponentFormat, type Markup } from './sfc.js';

const TAG_NAME = /[A-Za-z][\w.:-]*/y;
/** An attribute: its name, then a quoted value, a Svelte `{...}` value, or a bare one. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|(\{[^}]*\}|[^\s"'>]+)))?/g;
/** A call's name (`save(`, `api.user.fetch(`), not a keyed each block's item (`{#each rows as row (row.id)}`). */
const CALL = /(?<![\w$.])(?<!\bas\s+)(?:[A-Za-z_$][\w$]*\s*\??\.\s*)*([A-Za-z_$][\w$]*)\s*\(/g;
/** A handler that is a bare name or member path: `save`, `store.save`, `$emit`. */
const BARE_PATH = /^\s*(?:[A-Za-z_$][\w$]*\s*\??\.\s*)*([A-Za-z_$][\w$]*)\s*$/;
/** Words of the expression language followed by `(` that call nothing. */
const NOT_CALLS = new Set(['if', 'for', 'while', 'switch', 'return', 'typeof', 'function', 'new', 'in', 'of', 'as', 'await', 'void', 'delete', 'instanceof', 'catch']);

/**
 * The references of a component's template (see the module's note), in the order of the text. A
 * tag naming a component in kebab case is referenced in both cases (`<user-card>`: `user-card` and
 * `UserCard`), as is one in Pascal case (`<UserCard>`: `UserCard` and `user-card`): a component is
 * defined by its file's name as written, and either spelling may name the other.
 */
export function templateReferences(text: string, format: ComponentFormat, seen: Markup = markup(text)): Reference[] {
  // The markup alone: script and style blocks blanked, tags included (same offsets), in one pass.
  const hidden = [...blocks(seen, 'script'), ...blocks(seen, 'style')].sort((a, b) => a.open - b.open);
  let source = '';
  let kept = 0;
  for (const block of hidden) {
    if (block.open < kept) continue; // a style block inside a script's text: already blanked
    source += seen.visible.slice(kept, block.open) + blank(seen.visible.slice(block.open, block.closeEnd + 1));
    kept = block.closeEnd + 1;
  }
  source += seen.visible.slice(kept);
  const lines = new LineOf(text);
  const out: Reference[] = [];
  const add = (name: string, kind: Reference['kind'], at: number): void => {
    out.push({ name, kind, line: lines.at(at) });
  };
  const expression = (code: string, at: number, handler: boolean): void => {
    const bare = handler ? BARE_PATH.exec(code) : null;
    if (bare) {
      add(bare[1]!, 'call', at + code.lastIndexOf(bare[1]!));
      return;
    }
    for (const m of code.matchAll(CALL)) if (!NOT_CALLS.has(m[1]!)) add(m[1]!, 'call', at + m.index + m[0].lastIndexOf(m[1]!));
  };
  let textFrom = 0;
  for (let i = source.indexOf('<'); i >= 0; i = source.indexOf('<', i + 1)) {
    TAG_NAME.lastIndex = i + 1;
    const name = TAG_NAME.exec(source)?.[0];
    if (!name) continue;
    const end = endOfTag(source, i + 1 + name.length, format === 'svelte');
    if (end < 0) break;
    interpolations(source.slice(textFrom, i), textFrom, format, expression);
    textFrom = end + 1;
    const component = componentTag(name);
    for (const spelling of component) add(spelling, 'class', i + 1);
    const from = i + 1 + name.length;
    for (const m of source.slice(from, end).matchAll(ATTRIBUTE)) {
      const attribute = m[1]!;
      const raw = m[2] ?? m[3] ?? m[4];
      if (raw === undefined) continue;
      const valueAt = from + m.index + m[0].length - raw.length - (m[4] === undefined ? 1 : 0);
      const braced = /^\s*\{([\s\S]*)\}\s*$/.exec(raw);
      if (format === 'vue' && /^(?:[@:#]|v-)/.test(attribute)) expression(raw, valueAt, /^(?:@|v-on:)/.test(attribute));
      else if (format === 'svelte' && braced) expression(braced[1]!, valueAt + raw.indexOf('{') + 1, /^on:?[a-z]/.test(attribute));
    }
    i = end;
  }
  interpolations(source.slice(textFrom), textFrom, format, expression);
  return out;
}

/** The spellings a tag names a component by (none for an HTML element or a special tag: `div`, `svelte:head`). */
function componentTag(name: string): string[] {
  if (name.includes(':')) return [];
  const head = name.split('.')[0]!;
  if (/^[A-Z]/.test(head)) {
    const kebab = head.replace(/[A-Z]/g, (c, at: number) => (at ? '-' : '') + c.toLowerCase());
    return kebab === head ? [head] : [head, kebab];
  }
  if (!head.includes('-') || /[^a-z0-9-]/.test(head)) return [];
  const pascal = head.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());
  return [head, pascal];
}

/** The expressions between tags: `{{ ... }}` in Vue, `{ ... }` blocks in Svelte (`{#if ...}`, `{@html ...}` too). */
function interpolations(text: string, at: number, format: ComponentFormat, expression: (code: string, at: number, handler: boolean) => void): void {
  if (format === 'vue') {
    for (let i = text.indexOf('{{'); i >= 0; i = text.indexOf('{{', i)) {
      const close = text.indexOf('}}', i + 2);
      if (close < 0) return; // one scan for any number of unclosed `{{`
      expression(text.slice(i + 2, close), at + i + 2, false);
      i = close + 2;
    }
    return;
  }
  for (let i = text.indexOf('{'); i >= 0; i = text.indexOf('{', i + 1)) {
    let depth = 0;
    let j = i;
    for (; j < text.length; j++) {
      if (text[j] === '{') depth++;
      else if (text[j] === '}' && --depth === 0) break;
    }
    if (j >= text.length) return;
    // `{#snippet row(item)}` defines `row`: its parameters' defaults may call, its name does not.
    const snippet = /^\s*#snippet\s+[A-Za-z_$][\w$]*/.exec(text.slice(i + 1, j));
    const from = i + 1 + (snippet?.[0].length ?? 0);
    expression(text.slice(from, j), at + from, false);
    i = j;
  }
}

/** 1-based line numbers of offsets into a text, by binary search over where its lines start. */
class LineOf {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }
  at(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }
}

const DEFINE_OPTIONS_NAME = /\bdefineOptions\s*\(\s*\{[^{}]*?\bname\s*:\s*(['"`])([A-Za-z][\w-]*)\1/;
const OPTIONS_NAME = /\bexport\s+default\s+(?:(?:defineComponent|Vue\.extend)\s*\(\s*)?\{\s*name\s*:\s*(['"`])([A-Za-z][\w-]*)\1/;

/**
 * The name a Vue component declares for itself in its script code (`sfcScript`'s): `defineOptions({
 * name: 'ElButton' })`, or `name` as the first option of `export default { ... }` (also in
 * `defineComponent({ ... })`). A `name` elsewhere (a row of data, a nested object) is not the
 * component's, so only those places are read.
 */
export function declaredComponentName(code: string): string | undefined {
  return (DEFINE_OPTIONS_NAME.exec(code) ?? OPTIONS_NAME.exec(code))?.[2];
}
