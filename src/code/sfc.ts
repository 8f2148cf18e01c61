/**
 * Single-file components (`.vue`, `.svelte`): their code is the JavaScript or TypeScript of their
 * `<script>` blocks, between a template and styles no grammar here reads. The blocks are parsed in
 * place: everything else is blanked to spaces, its line breaks kept, so the script's definitions,
 * references and imports come out on the lines and columns of the component's own text. Pure.
 */
import type { Definition } from './definitions.js';
import type { LanguageId } from './languages.js';

/** Extensions of the single-file component formats, with the dot. */
const SFC_EXTENSIONS: readonly string[] = ['.vue', '.svelte'];

export interface SfcScript {
  /** The component's text with everything but its script blocks' code blanked, as many characters and lines. */
  code: string;
  /** The grammar its code is read with: TypeScript when a block says `lang="ts"`, TSX for `lang="tsx"`, else JavaScript. */
  language: LanguageId;
}

export type ComponentFormat = 'vue' | 'svelte';

/** The format of a component file, by its extension. */
export function componentFormat(path: string): ComponentFormat {
  return path.toLowerCase().endsWith('.svelte') ? 'svelte' : 'vue';
}

/** Whether `path` names a single-file component (by its extension, whatever its case). */
export function isSfcPath(path: string): boolean {
  const lower = path.toLowerCase();
  return SFC_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length && lower[lower.length - ext.length - 1] !== '/');
}

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
/** `type`s of a script block that hold JavaScript (the attribute is rarely written in a component). */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/typescript', 'application/typescript', 'ts', 'typescript']);

/**
 * The code of a single-file component's script blocks, in place (see `SfcScript`), or undefined when
 * it has none. A block that loads its code from elsewhere (`src="..."`), holds data (`type="application/json"`)
 * or sits in an HTML comment is left out, as is anything outside a block. One pass over the text: a
 * block left open ends the search, so thousands of unclosed tags cost no more than one.
 */
export function sfcScript(text: string, seen: Markup = markup(text)): SfcScript | undefined {
  const kept: [number, number][] = [];
  let language: LanguageId = 'javascript';
  const { visible } = seen;
  for (const block of blocks(seen, 'script')) {
    const attributes = attributesOf(visible.slice(block.open + '<script'.length, block.tagEnd));
    if (attributes.has('src') || !SCRIPT_TYPES.has((attributes.get('type') ?? '').toLowerCase())) continue;
    const lang = (attributes.get('lang') ?? '').toLowerCase();
    if (lang === 'tsx') language = 'tsx';
    else if ((lang === 'ts' || lang === 'typescript') && language !== 'tsx') language = 'typescript';
    else if (lang !== '' && lang !== 'js' && lang !== 'javascript' && lang !== 'jsx') continue;
    kept.push([block.tagEnd + 1, block.close]);
  }
  if (kept.length === 0) return undefined;
  let code = '';
  let at = 0;
  for (const [start, end] of kept) {
    code += blank(text.slice(at, start)) + text.slice(start, end);
    at = end;
  }
  return { code: code + blank(text.slice(at)), language };
}

export interface Markup {
  visible: string;
  lower: string;
}

/**
 * A component's text with its HTML comments blanked (`visible`: a commented-out block is no block),
 * and that text lower-cased in ASCII only (`lower`: a full lower-casing can lengthen the text, `İ`
 * being two characters lower-cased, and shift every offset after it). Same length as `text`.
 */
export function markup(text: string): Markup {
  const visible = text.replace(COMMENT, blank);
  return { visible, lower: visible.replace(/[A-Z]+/g, (run) => run.toLowerCase()) };
}

/** A top-level block of a component: where its opening tag starts and ends (`>`), and where its closing tag starts and ends. */
export interface Block {
  open: number;
  tagEnd: number;
  close: number;
  closeEnd: number;
}

/**
 * The `<tag>` blocks of a component's text as `markup` reads it (`tag` lower-case), in order, comments left out. One pass:
 * a block left open ends the search, so thousands of unclosed tags cost no more than one.
 */
export function* blocks({ visible, lower }: Markup, tag: string): Generator<Block> {
  const opening = `<${tag}`;
  for (let from = 0; ; ) {
    const open = lower.indexOf(opening, from);
    if (open < 0) return;
    from = open + opening.length;
    if (from < lower.length && !/[\s/>]/.test(lower[from]!)) continue; // `<scripts>`, `<script-x>`
    const tagEnd = endOfTag(visible, from);
    const close = tagEnd < 0 ? -1 : lower.indexOf(`</${tag}`, tagEnd + 1);
    const closeEnd = close < 0 ? -1 : lower.indexOf('>', close + tag.length + 2);
    if (closeEnd < 0) return;
    from = closeEnd + 1;
    yield { open, tagEnd, close, closeEnd };
  }
}

/**
 * Where the tag whose attributes start at `from` ends (its `>`, quoted ones skipped), or -1. With
 * `braces`, a `>` inside `{...}` is skipped too (Svelte's `on:click={() => n > 1}`).
 */
export function endOfTag(text: string, from: number, braces = false): number {
  let quote = '';
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (braces && c === '{') depth++;
    else if (braces && c === '}' && depth > 0) depth--;
    else if (c === '>' && depth === 0) return i;
  }
  return -1;
}

/** The attributes of a tag, by lower-cased name (a bare attribute is the empty string). */
function attributesOf(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) out.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  return out;
}

/**
 * `text` with every character but a line break made a space. Replaced a run of a line at a time: one
 * replacement per character took 15 to 25 times as long (3.2 MB of quasar's components: 3.1 to 4.0
 * s against 0.14 to 0.27 s).
 */
export function blank(text: string): string {
  return text.replace(/[^\r\n]+/g, (run) => ' '.repeat(run.length));
}

/**
 * The component a single-file component's file defines, as a class-like definition over all its
 * lines, named by its file as written (`VPSidebar.vue` -> `VPSidebar`, `Button/index.vue` ->
 * `Button`; `touch-pan.vue` stays `touch-pan`: made `TouchPan`, a demo page would define the name
 * of the directive it shows). Its template and styles are its own code, so a fix there is a fix of
 * the component, and a file whose script defines no function still has a definition to be ranked by.
 * A name the component declares for itself (`declared`: sfc-template.ts `declaredComponentName`,
 * `button.vue` declaring `ElButton`) is the one its users write, and names it instead. `lineCount`
 * is the file's (one or more).
 */
export function componentDefinition(path: string, lineCount: number, declared?: string): Definition {
  const parts = path.split('/');
  const file = parts[parts.length - 1]!;
  const stem = file.slice(0, file.lastIndexOf('.'));
  const name = declared ?? (stem.toLowerCase() === 'index' && parts.length > 1 ? parts[parts.length - 2]! : stem);
  const format = componentFormat(path) === 'svelte' ? 'Svelte' : 'Vue';
  return { name, qualifiedName: name, kind: 'class', signature: `${format} component ${name}`, startLine: 1, endLine: lineCount, nameLine: 1 };
}
