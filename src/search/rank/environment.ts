/**
 * Environment reports in an issue: what `npx envinfo`, `ng version`, `pip freeze` or `npm ls`
 * print, and the hand-written "OS / Node version / Package version" lists issue templates ask for.
 * They describe the reporter's machine, not the code: their words (`node`, `browser`, `shell`,
 * `cli`, every installed package of a monorepo) would make the files named like them look relevant.
 * Pure functions over the query's text.
 */

/** A report is this many entry lines at least (a line or two of versions is left as written). */
export const MIN_REPORT_ENTRIES = 3;
/** Without a section heading, a run of `key: version` lines is a report from this many lines on. */
export const MIN_BARE_ENTRIES = 5;

/** Bullets, quote marks, heading hashes, table bars and `npm ls` tree marks before a line's text. */
const MARKS = /^[\s\-*+>#|│├└─`]*/u;
/** The sections envinfo and similar tools print, and the headings templates give such a list. */
const SECTION =
  /^(?:system|system info(?:rmation)?|environment(?: info(?:rmation)?)?|your environment|binaries|browsers|npm ?packages|npm ?global ?packages|ides|languages|utilities|managers|monorepos|virtualization|sdks|servers|databases|operating system|package\s+version|package versions|installed packages|dependencies|pip (?:freeze|list)|npm (?:ls|list)|versions?)\s*:?\s*$/i;
/** A rule line under a table's head (`------`, `=====`). */
const RULE = /^[-=_\s]{3,}$/;
/** `key: value` with a short key that is not quoted (a JSON object's lines are code, not a report). */
const KEY_VALUE = /^([^\s:"'`{}()[\]][^:"'`{}]{0,48}):\s+(\S.{0,200})$/;
/** A version somewhere in a value: `18.17.0`, `v20.1`, `^5.0.0 => 5.0.2`, `0.1700.0`, `3.11`. */
const VERSION = /(?:^|[^\w.])v?\d{1,5}(?:\.\d{1,9}){1,3}(?![\w.]*\/)/;
/** Values of a report that hold no version. */
const NO_VERSION_VALUE = /^(?:not (?:found|installed|available)|n\/a|none|unknown|workspace:\S*)$/i;
/** Keys whose value is about the machine whatever it holds (`CPU: (8) x64 Intel...`). */
const MACHINE_KEY = /^(?:os|cpu|memory|shell|platform|arch(?:itecture)?|kernel|container|operating system|browser|device)$/i;
/** `@scope/name   1.2.3` or `name 1.2.3 (extra)` as `ng version` and `pip list` print them. */
const NAME_VERSION = /^(@?[\w.-]{1,80}(?:\/[\w.-]{1,80})?)\s+[~^=v]?\d{1,5}(?:\.\d{1,9}){1,3}[\w.+-]{0,40}(?:\s+\(.{0,80}\))?$/;
/** `name==1.2.3` (pip freeze), `name@1.2.3` (npm ls). */
const PINNED = /^(@?[\w.-]{1,80}(?:\/[\w.-]{1,80})?)(?:==|@)v?\d{1,5}(?:\.\d{1,9}){1,3}[\w.+-]{0,40}(?:\s.{0,80})?$/;
/** `ng version`'s list of the framework's packages that share its version: `... animations, cli, common`. */
const CONTINUATION = /^\.\.\.\s+[\w@/.-]+(?:,\s*[\w@/.-]+)*\s*$/;

type LineKind = 'entry' | 'section' | 'blank' | 'other';

/** What a line is to a report: an entry (a version, a machine fact), a section heading, blank, or text. */
export function reportLineKind(line: string): LineKind {
  const text = line.replace(MARKS, '').replace(/\*\*|__/g, '').trim();
  if (!text) return 'blank';
  if (SECTION.test(text) || RULE.test(text)) return 'section';
  if (CONTINUATION.test(text) || NAME_VERSION.test(text) || PINNED.test(text)) return 'entry';
  const kv = KEY_VALUE.exec(text);
  if (kv) {
    const key = kv[1]!.trim();
    const value = kv[2]!.trim();
    if (MACHINE_KEY.test(key) || NO_VERSION_VALUE.test(value) || VERSION.test(value)) return 'entry';
  }
  return 'other';
}

/**
 * Per line of `lines`, whether it belongs to an environment report: a run of entry lines and
 * section headings (one blank line at a time inside it) with at least `MIN_REPORT_ENTRIES` entries
 * and a section heading, or at least `MIN_BARE_ENTRIES` entries without one. A run's blank lines
 * are kept as they are.
 */
export function reportLines(lines: readonly string[]): boolean[] {
  const kinds = lines.map(reportLineKind);
  const out = new Array<boolean>(lines.length).fill(false);
  let i = 0;
  while (i < kinds.length) {
    if (kinds[i] !== 'entry' && kinds[i] !== 'section') {
      i++;
      continue;
    }
    let end = i;
    let entries = 0;
    let sections = 0;
    let j = i;
    while (j < kinds.length) {
      const k = kinds[j]!;
      if (k === 'entry' || k === 'section') {
        if (k === 'entry') entries++;
        else sections++;
        end = j + 1;
        j++;
      } else if (k === 'blank' && j + 1 < kinds.length && (kinds[j + 1] === 'entry' || kinds[j + 1] === 'section')) j++;
      else break;
    }
    if (entries >= MIN_REPORT_ENTRIES && (sections > 0 || entries >= MIN_BARE_ENTRIES)) {
      for (let k = i; k < end; k++) if (kinds[k] !== 'blank') out[k] = true;
    }
    i = Math.max(end, i + 1);
  }
  return out;
}

/** The query without its environment reports' lines (the rest, its first line, the title, always, as written and in order). */
export function stripEnvironment(query: string): string {
  const lines = query.split('\n');
  const drop = reportLines(lines);
  drop[0] = false;
  if (!drop.includes(true)) return query;
  return lines.filter((_, i) => !drop[i]).join('\n');
}
