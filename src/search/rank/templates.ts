/**
 * Issue and pull request template boilerplate: an issue written from the repository's template
 * repeats the template's headings, hints and checklists, and those words would make the template
 * (and every file sharing its vocabulary) look relevant. The template's lines are learned from the
 * repository's own templates (Markdown templates and YAML issue forms) and removed from the query.
 * Pure functions over texts; the caller reads the files.
 */
import { parse } from 'yaml';
import { isTemplatePath } from '../../repo/classify.js';

/** Template lines shorter than this (normalized characters) are too common to remove on their own. */
const MIN_LINE_CHARS = 3;
/** A line's leading label (`**OS**:`, `Version:`) is removed only when it is at least this long. */
const MIN_LABEL_CHARS = 2;
/** Label prefixes longer than this are sentences, not labels. */
const MAX_LABEL_WORDS = 6;

export interface TemplateLines {
  /** Normalized template lines. */
  lines: ReadonlySet<string>;
  /** Normalized labels that start template lines (`describe the bug`, `version`). */
  labels: ReadonlySet<string>;
}

export const NO_TEMPLATE_LINES: TemplateLines = { lines: new Set(), labels: new Set() };

const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

/** Lower-case words of a line without Markdown marks, checkboxes and punctuation. */
export function normalizeLine(line: string): string {
  return line
    .toLowerCase()
    .replace(/\[[ x]\]/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Labels after a line's Markdown marks (bullets, quote marks, heading hashes, stars, spaces between).
 * The marks are one character class under one quantifier: when the rest does not match, the run is
 * given back a character at a time (linear), never split into every combination of shorter runs
 * (`(?:[-*>#]+\s*)*` did that: time doubling with each mark, a line of 75 dashes never finished).
 * The longest run of marks that lets the rest match is taken, as before.
 */
const BOLD_LABEL = /^[-*>#\s]*\*\*([^*]+)\*\*/;
const UNDERSCORE_LABEL = /^[-*>#\s]*__([^_]+)__/;
const COLON_LABEL = /^[-*>#\s]*([^:`]{1,60}):(?:\s|$)/;
/** The line's marks and label, as `stripTemplate` removes them. */
const LABEL_PREFIX = /^[-*>#\s]*(?:\*\*[^*]+\*\*|__[^_]+__|[^:`]{1,60}:)\s*:?/;

/** The line's leading label: bold text, or words before a colon. */
export function leadingLabel(line: string): string | undefined {
  const bold = BOLD_LABEL.exec(line) ?? UNDERSCORE_LABEL.exec(line);
  const colon = COLON_LABEL.exec(line);
  const raw = bold?.[1] ?? colon?.[1];
  if (!raw) return undefined;
  const label = normalizeLine(raw);
  return label.length >= MIN_LABEL_CHARS && label.split(' ').length <= MAX_LABEL_WORDS ? label : undefined;
}

function addLine(out: { lines: Set<string>; labels: Set<string> }, line: string): void {
  const normalized = normalizeLine(line);
  if (normalized.length >= MIN_LINE_CHARS) out.lines.add(normalized);
  const label = leadingLabel(line);
  if (label) out.labels.add(label);
}

function formStrings(value: unknown, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) for (const item of value) formStrings(item, visit);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (['label', 'description', 'placeholder', 'value', 'options', 'attributes', 'body', 'title', 'name', 'about'].includes(key)) formStrings(item, visit);
    }
  }
}

/** The boilerplate lines of templates given as `{path, text}`; files that are not templates are ignored. */
export function templateLines(templates: readonly { path: string; text: string }[]): TemplateLines {
  const out = { lines: new Set<string>(), labels: new Set<string>() };
  for (const { path, text } of templates) {
    if (!isTemplatePath(path)) continue;
    if (/\.ya?ml$/i.test(path)) {
      let form: unknown;
      try {
        form = parse(text);
      } catch {
        continue;
      }
      formStrings(form, (s) => {
        for (const line of s.split('\n')) addLine(out, line);
        // A form's field label is shown as a `### Label` heading in the issue.
        out.lines.add(normalizeLine(s));
      });
      continue;
    }
    for (const line of text.replace(HTML_COMMENT, (c) => c.replace(/<!--|-->/g, '\n')).split('\n')) addLine(out, line);
  }
  return out;
}

/**
 * The query without template boilerplate: HTML comments (template instructions nobody sees on
 * GitHub), lines equal to a template line, and template labels that start a line (the rest of the
 * line is what the author wrote). The first line (the title) is kept unless it is a template line.
 */
export function stripTemplate(query: string, template: TemplateLines): string {
  const text = query.replace(HTML_COMMENT, '');
  if (template.lines.size === 0 && template.labels.size === 0) return text;
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const normalized = normalizeLine(line);
    if (normalized && template.lines.has(normalized)) continue;
    const label = leadingLabel(line);
    if (label && template.labels.has(label)) {
      const rest = line.replace(LABEL_PREFIX, '');
      if (normalizeLine(rest)) out.push(rest);
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}
