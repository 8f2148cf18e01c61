/**
 * What an issue asks for, by rules over its text (no LLM, well under a millisecond): fix a bug, write
 * tests, refactor, implement, explore usages, look up a definition, or answer a question. Each rule
 * that fires is kept as a signal so the choice can be explained.
 */

export type IntentKind =
  | 'BUG_FIX'
  | 'TEST_WRITING'
  | 'REFACTOR'
  | 'IMPLEMENTATION'
  | 'USAGE_EXPLORATION'
  | 'DEFINITION_LOOKUP'
  /** A plain question (`how does X register Y`, `why does ...?`): explain, change nothing in particular. */
  | 'QUESTION';

export interface Intent {
  kind: IntentKind;
  /** 0..1: the winning score's share of all scores, shrunk when little fired. */
  confidence: number;
  /** Rules that fired, as `KIND:rule`. */
  signals: string[];
}

interface Rule {
  kind: IntentKind;
  name: string;
  pattern: RegExp;
  weight: number;
  /** Counts once however many times it matches (otherwise repetition adds, with diminishing returns). */
  once?: boolean;
}

/**
 * A frame line's indent as `^\s+` read it, without running on through blank lines (tried at each of
 * many blank lines, that read all the rest of them: quadratic): spaces before the frame, or none after
 * a line of nothing but spaces (where `^\s+` started a line earlier).
 */
const INDENTED = String.raw`(?:[^\S\n\r\u2028\u2029]+|(?<=^[^\S\n\r\u2028\u2029]*[\n\r\u2028\u2029]))`;

const RULES: readonly Rule[] = [
  { kind: 'BUG_FIX', name: 'error-word', pattern: /\b(?:bug|error|errors|exception|crash(?:es|ed)?|fail(?:s|ed|ing|ure)?|broken|regression|incorrect(?:ly)?|wrong|unexpected(?:ly)?|doesn'?t work|does not work|not working|not correct|raises?|throws?|segfault|panic(?:s|ked)?|leak(?:s|ing)?|infinite(?:ly)? (?:\w+ )?(?:loop|recursion)|hangs|hanging|freezes|(?:never|doesn'?t|does not|won'?t) (?:ever )?(?:exits?|terminates?))\b/gi, weight: 1 },
  { kind: 'BUG_FIX', name: 'error-class', pattern: /\b[A-Z]\w*(?:Error|Exception)\b/g, weight: 2 },
  { kind: 'BUG_FIX', name: 'traceback', pattern: new RegExp(`Traceback \\(most recent call last\\)|^${INDENTED}at .+:\\d+:\\d+\\)?$|panicked at|^${INDENTED}File ".+", line \\d+`, 'gm'), weight: 4 },
  { kind: 'BUG_FIX', name: 'expected-vs-actual', pattern: /\b(?:expected (?:behaviou?r|result|output)|actual (?:behaviou?r|result|output)|observed behaviou?r|steps to reproduce|to reproduce|repro|reproduction|reproducible)\b/gi, weight: 2 },
  { kind: 'BUG_FIX', name: 'fix-verb', pattern: /^(?:fix|fixes|fixed|bugfix|hotfix)\b|\bfix(?:es|ed)?:/gim, weight: 3 },
  { kind: 'TEST_WRITING', name: 'write-tests', pattern: /\b(?:add|write|create|missing|need|increase|improve)\s+(?:more\s+|some\s+|unit\s+|integration\s+|e2e\s+|regression\s+)?(?:tests?|specs?|test cases?|coverage)\b/gi, weight: 5 },
  // `Test case: <link>` labels a reproduction, not an ask for tests.
  { kind: 'TEST_WRITING', name: 'test-words', pattern: /\b(?:unit tests?|test coverage|test suite|test cases?(?![^\S\n]*:)|assertions?)\b/gi, weight: 1 },
  // A test runner's name, however often it comes (a bug report names its environment; a runner's own
  // repository names itself throughout), is one hint.
  { kind: 'TEST_WRITING', name: 'test-tool', pattern: /\b(?:pytest|jest|mocha|junit|rspec|xunit|nunit|mstest|phpunit)\b/gi, weight: 1, once: true },
  // A commit-style prefix opens the title only: a later line opening with `test(` is a test pasted as code.
  { kind: 'TEST_WRITING', name: 'test-prefix', pattern: /^(?:test|tests|chore\(tests?\))[:(]/gi, weight: 4 },
  { kind: 'REFACTOR', name: 'refactor-verb', pattern: /\b(?:refactor(?:s|ed|ing)?|rename[sd]?|clean(?:s|ed)?[ -]?up|simplif(?:y|ies|ied)|extract(?:s|ed)? (?:a |the )?(?:method|function|class|module|helper)|reorgani[sz]e|restructure|deduplicate|move[sd]? .{1,40} (?:to|into) |split .{1,40} into|dead code|deprecat(?:e|ed|ion))\b/gi, weight: 3 },
  { kind: 'REFACTOR', name: 'refactor-prefix', pattern: /^(?:refactor|chore|style|perf)[:(]/gim, weight: 3 },
  { kind: 'IMPLEMENTATION', name: 'feature-verb', pattern: /\b(?:add(?:s|ed)?|implement(?:s|ed)?|support(?:s|ed)?|introduce[sd]?|allow(?:s|ed)?|enable[sd]?|provide[sd]?|new (?:option|flag|feature|command|endpoint|parameter|argument|method))\b/gi, weight: 1 },
  { kind: 'IMPLEMENTATION', name: 'feature-request', pattern: /\b(?:feature request|would be (?:nice|great|useful)|it would be|proposal|enhancement|is your feature request)\b/gi, weight: 3 },
  { kind: 'IMPLEMENTATION', name: 'feat-prefix', pattern: /^feat(?:ure)?[:(]/gim, weight: 4 },
  { kind: 'USAGE_EXPLORATION', name: 'how-to', pattern: /\b(?:how (?:do|can|should) (?:i|we|you)|how to|example of|examples? (?:for|of) using|usage of|where is .{1,60} (?:used|called)|who calls|what calls|callers of)\b/gi, weight: 4 },
  { kind: 'DEFINITION_LOOKUP', name: 'where-defined', pattern: /\b(?:where (?:is|are) .{1,60} (?:defined|declared|implemented)|definition of|defined in|signature of|what does .{1,60} (?:do|return)|what is the type of)\b/gi, weight: 5 },
  // A question mark ending a sentence (after a word, a bracket or a quote: not `a ? b : c`, not a URL's query).
  { kind: 'QUESTION', name: 'question-mark', pattern: /[\w)\]'"`]\?(?=\s|$)/g, weight: 1 },
  // An interrogative opening the text, in any case (`how does the router register middleware`) ...
  { kind: 'QUESTION', name: 'opener', pattern: /^[ \t]*(?:how|why|what|which|where|who|whose|is|are|does|did|can|could|should|would)\b(?!['\u2019]t)/gi, weight: 2 },
  // ... or, capitalized, a later line or sentence (a wrapped line going on in lower case is no
  // question). Not `Can't`, and not `When`/`Do`, which open statements and orders as often.
  {
    kind: 'QUESTION',
    name: 'interrogative',
    pattern: /(?:\n[ \t]*|[.?!][ \t]+)(?:How|Why|What|Which|Where|Who|Whose|Is|Are|Does|Did|Can|Could|Should|Would)\b(?!['\u2019]t)/g,
    weight: 2,
  },
];

/**
 * Questions of a narrower kind: when one of these fired, the question rules' score goes to it (a
 * usage or definition question stays one, the more sure for being asked).
 */
const NARROWER_QUESTIONS: readonly IntentKind[] = ['USAGE_EXPLORATION', 'DEFINITION_LOOKUP'];

/** Below this total score the text says too little: the default wins with low confidence. */
const MIN_EVIDENCE = 2;
const DEFAULT_INTENT: IntentKind = 'IMPLEMENTATION';

/**
 * A link, up to the first space, bracket or quote: its words (`pytest-dev/pytest/...`,
 * `issues?q=label:bug`) name where something is, not what the issue asks for.
 */
const LINK = /\bhttps?:\/\/[^\s<>()[\]"'`]+/g;

/**
 * A checklist item (`- [x] Checked that your issue hasn't already been filed`, `* [ ] ...`): an
 * issue template's boxes, ticked or not, say what the reporter did, not what the issue asks.
 */
const CHECKLIST_ITEM = /^[ \t]*[*-][ \t]+\[[ xX]\].*$/gm;

/** A Markdown heading that asks (`#### What's the new behavior?`): a template's section, not the reporter's question. */
const QUESTION_HEADING = /^[ \t]*#{1,6}[ \t].*\?[ \t]*$/gm;

export function detectIntent(text: string): Intent {
  const sample = (text.length > 20_000 ? text.slice(0, 20_000) : text).replace(LINK, ' ').replace(CHECKLIST_ITEM, '').replace(QUESTION_HEADING, '');
  const scores = new Map<IntentKind, number>();
  const signals: string[] = [];
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    const matches = sample.match(rule.pattern)?.length ?? 0;
    const hits = rule.once ? Math.min(1, matches) : matches;
    if (hits === 0) continue;
    // Repetition counts, with diminishing returns.
    const score = rule.weight * (1 + Math.log2(hits));
    scores.set(rule.kind, (scores.get(rule.kind) ?? 0) + score);
    signals.push(`${rule.kind}:${rule.name}`);
  }
  const question = scores.get('QUESTION');
  if (question !== undefined) {
    let narrower: IntentKind | undefined;
    for (const kind of NARROWER_QUESTIONS) if ((scores.get(kind) ?? 0) > (narrower ? scores.get(narrower)! : 0)) narrower = kind;
    if (narrower) {
      scores.set(narrower, scores.get(narrower)! + question);
      scores.delete('QUESTION');
    }
  }
  let best: IntentKind = DEFAULT_INTENT;
  let bestScore = 0;
  let total = 0;
  for (const [kind, score] of scores) {
    total += score;
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  if (total < MIN_EVIDENCE) {
    return { kind: bestScore > 0 ? best : DEFAULT_INTENT, confidence: Math.round(100 * 0.3 * (total / MIN_EVIDENCE)) / 100, signals };
  }
  const share = bestScore / total;
  const strength = Math.min(1, total / 8);
  return { kind: best, confidence: Math.round(100 * share * (0.5 + 0.5 * strength)) / 100, signals };
}
