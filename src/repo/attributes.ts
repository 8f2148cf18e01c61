/**
 * The `linguist-generated` and `linguist-vendored` attributes of `.gitattributes` files: the way a
 * repository tells GitHub that committed bundles (`dist/** linguist-generated`) or third-party
 * copies are not its own source. Pure: the texts of the attribute files in, a classifier out.
 */
import ignore, { type Ignore } from 'ignore';

export type LinguistKind = 'generated' | 'vendored';

interface Rule {
  /** Folder of the .gitattributes file, '' or ending in '/'. */
  prefix: string;
  patterns: string[];
  kind: LinguistKind;
  value: boolean;
}

/** The value of a linguist attribute in one attribute token, or undefined when the token is another attribute. */
function attributeValue(token: string, kind: LinguistKind): boolean | undefined {
  const name = `linguist-${kind}`;
  if (token === name) return true;
  if (token === `-${name}` || token === `!${name}`) return false;
  if (token.startsWith(`${name}=`)) return !/^(?:false|0|no|off)$/i.test(token.slice(name.length + 1));
  return undefined;
}

/** Rules of one `.gitattributes` file, in file order. `prefix` is its folder ('' for the root). */
export function parseLinguistAttributes(text: string, prefix = ''): Rule[] {
  const rules: Rule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('[attr]')) continue;
    const [pattern, ...tokens] = line.split(/\s+/);
    // Negative patterns are not allowed in attribute files; git ignores them.
    if (!pattern || pattern.startsWith('!')) continue;
    for (const kind of ['generated', 'vendored'] as const) {
      for (const token of tokens) {
        const value = attributeValue(token, kind);
        if (value !== undefined) rules.push({ prefix, patterns: [pattern], kind, value });
      }
    }
  }
  return rules;
}

/**
 * A classifier over every attribute file: later lines win over earlier ones, deeper files over
 * shallower ones, as in git. Returns the kind the path is marked with, if any.
 */
export function linguistClassifier(files: ReadonlyArray<{ path: string; text: string }>): (path: string) => LinguistKind | undefined {
  const parsed = [...files]
    .map((f) => ({ prefix: f.path.slice(0, f.path.lastIndexOf('/') + 1), text: f.text }))
    .sort((a, b) => a.prefix.split('/').length - b.prefix.split('/').length)
    .flatMap((f) => parseLinguistAttributes(f.text, f.prefix));
  if (!parsed.length) return () => undefined;
  // Neighbouring rules that set the same value in the same folder act as one: a file listing
  // hundreds of generated paths costs one matcher, not hundreds.
  const groups: { prefix: string; kind: LinguistKind; value: boolean; matcher: Ignore }[] = [];
  let patterns: string[] = [];
  parsed.forEach((rule, i) => {
    patterns.push(...rule.patterns);
    const next = parsed[i + 1];
    if (next && next.prefix === rule.prefix && next.kind === rule.kind && next.value === rule.value) return;
    groups.push({ prefix: rule.prefix, kind: rule.kind, value: rule.value, matcher: ignore().add(patterns) });
    patterns = [];
  });
  return (path) => {
    const state: Record<LinguistKind, boolean> = { generated: false, vendored: false };
    for (const group of groups) {
      if (!path.startsWith(group.prefix)) continue;
      if (group.matcher.ignores(path.slice(group.prefix.length))) state[group.kind] = group.value;
    }
    return state.generated ? 'generated' : state.vendored ? 'vendored' : undefined;
  };
}
