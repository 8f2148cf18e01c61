/**
 * Prompt templates: one Markdown file per prompt in `prompts/`, with `{{name}}` placeholders.
 * Works from the bundle (`dist/prompts/`, or the action checkout's `prompts/` one level up) and
 * unbundled from `src/llm/`. Also the sanitizer of outside text that the one door for it
 * (`fenceOutside` in untrusted.ts) and the CI log reader use.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROMPTS_FOLDER = 'prompts';
export const PROMPT_EXTENSION = '.md';

/** Prompt names are file names without the extension: lower-case words joined by dashes. */
const PROMPT_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** `{{name}}` or `{{ name }}`; names are identifiers. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** Where `prompts/` may be, nearest first, for code living in `here`. */
export function promptDirCandidates(here: string): string[] {
  return [join(here, PROMPTS_FOLDER), join(here, '..', PROMPTS_FOLDER), join(here, '..', '..', PROMPTS_FOLDER)].map((p) => resolve(p));
}

/** The prompts folder: next to the bundle first, then one level up, then the repo root (unbundled `src/llm/`). */
export function findPromptsDir(here: string = dirname(fileURLToPath(import.meta.url))): string {
  const candidates = promptDirCandidates(here);
  const found = candidates.find((dir) => existsSync(join(dir, `system${PROMPT_EXTENSION}`)));
  if (found === undefined) {
    throw new Error(`Cannot find the prompts folder (a '${PROMPTS_FOLDER}' folder holding system${PROMPT_EXTENSION}): looked in ${candidates.join(', ')}`);
  }
  return found;
}

const cache = new Map<string, string>();

/** The text of `prompts/<name>.md`, read once per folder and name. */
export function loadPrompt(name: string, dir?: string): string {
  if (!PROMPT_NAME.test(name)) {
    throw new Error(`Prompt name must be lower-case words joined by dashes (a file in ${PROMPTS_FOLDER}/ without '${PROMPT_EXTENSION}'), got '${name}'`);
  }
  const folder = dir ?? findPromptsDir();
  const path = join(folder, `${name}${PROMPT_EXTENSION}`);
  const cached = cache.get(path);
  if (cached !== undefined) return cached;
  if (!existsSync(path)) throw new Error(`Prompt '${name}' not found: no file ${path}`);
  const text = readFileSync(path, 'utf8').replace(/\r\n/g, '\n');
  cache.set(path, text);
  return text;
}

/** The placeholder names a template uses, in order of first use. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/**
 * Fills every `{{name}}` with `values[name]` in one pass: inserted text is never scanned again, so
 * braces inside an issue body stay as they are. A placeholder without a value, or a value the
 * template does not use, is an error naming both sides.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>, name = 'template'): string {
  const used = placeholdersOf(template);
  const missing = used.filter((key) => !Object.hasOwn(values, key));
  if (missing.length) {
    const given = Object.keys(values);
    throw new Error(
      `Prompt '${name}' needs a value for ${missing.map((k) => `{{${k}}}`).join(', ')}; given: ${given.length ? given.join(', ') : 'none'}`,
    );
  }
  const unknown = Object.keys(values).filter((key) => !used.includes(key));
  if (unknown.length) {
    throw new Error(
      `Prompt '${name}' has no placeholder ${unknown.map((k) => `{{${k}}}`).join(', ')}; it uses: ${used.length ? used.join(', ') : 'none'}`,
    );
  }
  return template.replace(PLACEHOLDER, (_, key: string) => values[key]!);
}

/** Loads `prompts/<name>.md` and fills it. */
export function renderPrompt(name: string, values: Readonly<Record<string, string>> = {}, dir?: string): string {
  return fillTemplate(loadPrompt(name, dir), values, name);
}

/**
 * Characters that hide or reorder text: zero-width and joiner characters, bidirectional embeddings,
 * overrides and isolates, the byte-order mark, soft hyphen, invisible operators, and Unicode tag
 * characters (which can carry hidden ASCII).
 */
const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/gu;
/** ANSI escape sequences (colours and cursor moves in CI logs). */
const ANSI_ESCAPE = /\u001B\[[0-?]*[ -/]*[@-~]|\u001B\][^\u0007\u001B]*(?:\u0007|\u001B\\)/g;
/** Control characters other than tab and newline. */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/** HTML comments, which GitHub hides when rendering; an unclosed one hides the rest of the text. */
const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

/**
 * Untrusted text with hidden content removed: invisible and bidi characters, escapes and controls,
 * and (unless `htmlComments` is false, for text GitHub does not render as Markdown) HTML comments.
 */
export function sanitizeUntrusted(text: string, options: { htmlComments?: boolean } = {}): string {
  let clean = text.replace(/\r\n?/g, '\n').replace(ANSI_ESCAPE, '').replace(INVISIBLE, '').replace(CONTROL, '');
  if (options.htmlComments === false) return clean;
  // Removing one comment can join the pieces of another (`<!<!-- -->-- ... -->`): repeat until none is left.
  for (let previous = ''; previous !== clean; ) {
    previous = clean;
    clean = clean.replace(HTML_COMMENT, '');
  }
  return clean;
}
