/**
 * What a 2xx answer of GitHub's must hold before the client reads it. A proxy's HTML page, a body
 * cut short or a `null` where an object belongs would otherwise fail deep inside the code ("Cannot
 * read properties of undefined"); here it fails with the call, the status and the start of the body.
 * Each call names the fields it reads and their types; nothing else of the answer is checked.
 */

export type FieldType = 'string' | 'number' | 'boolean' | 'object' | 'array';
/**
 * The fields a call reads, by dotted path (`head.ref`), each with its type; a type ending in `?`
 * also takes `null` or no value (then the fields under it are not looked for).
 */
export type Shape = Readonly<Record<string, FieldType | `${FieldType}?`>>;

/** Characters of the body the message shows. */
export const PREVIEW_CHARS = 100;

/** A 2xx answer whose body is not what the call returns. */
export class GitHubAnswerError extends Error {
  override name = 'GitHubAnswerError';
  constructor(
    message: string,
    readonly status: number,
    /** Asking again cannot do twice what the call did once (see `GitHubClient`). */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

function typeOf(value: unknown): FieldType | 'null' | 'undefined' | 'bigint' | 'symbol' | 'function' {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

function named(type: string): string {
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}

/** What is wrong with `value` for `shape` (`not an object`, `head.ref is missing`, ...), or undefined when nothing is. */
export function shapeProblem(value: unknown, shape: Shape): string | undefined {
  if (typeOf(value) !== 'object') return 'not an object';
  for (const [path, wanted] of Object.entries(shape)) {
    const optional = wanted.endsWith('?');
    const type = optional ? wanted.slice(0, -1) : wanted;
    let field: unknown = value;
    for (const key of path.split('.')) field = typeOf(field) === 'object' ? (field as Record<string, unknown>)[key] : undefined;
    const found = typeOf(field);
    if (found === 'null' || found === 'undefined') {
      if (optional) continue;
      return `${path} is missing`;
    }
    if (found !== type) return `${path} is ${named(found)}, not ${named(type)}`;
  }
  return undefined;
}

/** The start of a body, on one line, for a message. */
export function preview(data: unknown): string {
  if (data === undefined || data === '') return '(empty)';
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return `(${data.byteLength} bytes)`;
  let text: string;
  try {
    text = typeof data === 'string' ? data : (JSON.stringify(data) ?? String(data));
  } catch {
    text = String(data);
  }
  const flat = text.replace(/[\p{Cc}\p{Cf}\p{Z}\s]+/gu, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > PREVIEW_CHARS ? `${chars.slice(0, PREVIEW_CHARS).join('')}…` : flat;
}

export interface Expected {
  /** What the call returns, for the message: `a pull request`, `a list of comments`. */
  what: string;
  shape: Shape;
  /** The body is a list of items of `shape`; under `key` when GitHub wraps the list (`{"jobs": [...]}`). */
  list?: boolean | { key: string };
}

/**
 * The answer's body when it has the expected shape (a list's items, unwrapped); otherwise throws a
 * `GitHubAnswerError` naming the call (`label`, e.g. `POST pull request from sweep/1-x`).
 */
export function checkAnswer(label: string, answer: { status: number; data: unknown }, expected: Expected, retryable: boolean): unknown {
  const { data, status } = answer;
  let problem: string | undefined;
  let body = data;
  if (expected.list) {
    if (typeof expected.list === 'object') body = typeOf(data) === 'object' ? (data as Record<string, unknown>)[expected.list.key] : undefined;
    if (!Array.isArray(body)) problem = typeof expected.list === 'object' && typeOf(data) === 'object' ? `${expected.list.key} is not an array` : 'not a list';
    else {
      const items: unknown[] = body;
      for (let i = 0; i < items.length && !problem; i++) {
        const wrong = shapeProblem(items[i], expected.shape);
        if (wrong) problem = `item ${i + 1}: ${wrong}`;
      }
    }
  } else {
    problem = shapeProblem(data, expected.shape);
  }
  if (problem === undefined) return body;
  // A body that is not even JSON (Octokit hands over the text) needs no field to say what is wrong.
  const why = typeOf(data) === 'object' || typeOf(data) === 'array' ? ` (${problem})` : '';
  throw new GitHubAnswerError(`GitHub ${label} answered ${status} with a body that is not ${expected.what}${why}: ${preview(data)}`, status, retryable);
}
