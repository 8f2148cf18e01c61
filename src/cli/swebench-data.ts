/**
 * The data side of `swebench`: reading SWE-bench-style instances (and Multi-SWE-bench records),
 * writing predictions as the official harnesses read them, resuming a predictions file, and where a
 * repository's copy is. Pure: text in, records out.
 *
 * SWE-bench's `run_evaluation` reads predictions as JSONL (one object a line, every line parsed)
 * or a JSON list, keyed by `instance_id`, and uses `model_name_or_path` and `model_patch` (an empty
 * patch counts as "empty patch"); other fields are ignored. Multi-SWE-bench's harness reads
 * `org`, `repo`, `number` and `fix_patch` from each line and ignores the rest. A prediction line
 * carries the SWE-bench fields, the Multi-SWE-bench ones when the instance came from a Multi-SWE-bench
 * record, and what the run spent under `sweep`.
 */

export interface Instance {
  instanceId: string;
  owner: string;
  name: string;
  baseCommit: string;
  problemStatement: string;
  /** The pull request number of a Multi-SWE-bench record (its predictions carry `org`, `repo`, `number`, `fix_patch`). */
  number?: number;
}

export interface RunStats {
  promptTokens: number;
  completionTokens: number;
  calls: number;
  seconds: number;
  /** Why the run made no patch, when it failed. */
  error?: string;
}

export class DatasetError extends Error {
  override name = 'DatasetError';
}

/** Owner and repository names as GitHub allows them; never `.` or `..` (they go into paths). */
const REPO_PART = /^(?!\.{1,2}$)[A-Za-z0-9_.-]{1,100}$/;
const COMMIT = /^[0-9a-f]{7,40}$/i;
const MAX_ID_CHARS = 200;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The problem statement of a Multi-SWE-bench record: its resolved issues, else its own title and body. */
function multiProblem(record: Json): string | undefined {
  const issues = Array.isArray(record.resolved_issues) ? record.resolved_issues.filter(isObject) : [];
  const fromIssues = issues.map((i) => [text(i.title), text(i.body)].filter(Boolean).join('\n')).filter(Boolean);
  if (fromIssues.length) return fromIssues.join('\n\n');
  const own = [text(record.title), text(record.body)].filter(Boolean).join('\n');
  return own || undefined;
}

/** One dataset record as an instance, or a DatasetError naming the line and the field. */
export function readInstance(record: unknown, line: number): Instance {
  const fail = (message: string): never => {
    throw new DatasetError(`dataset line ${line}: ${message}`);
  };
  if (!isObject(record)) return fail('expected a JSON object');
  const multi = typeof record.org === 'string' && typeof record.number === 'number' && isObject(record.base);
  const repo = multi ? `${String(record.org)}/${String(record.repo)}` : record.repo;
  if (typeof repo !== 'string') return fail("'repo' must be \"owner/name\"");
  const [owner = '', name = '', ...more] = repo.split('/');
  if (more.length || !REPO_PART.test(owner) || !REPO_PART.test(name)) return fail(`'repo' must be "owner/name", got '${repo}'`);
  const baseCommit = multi ? (record.base as Json).sha : record.base_commit;
  if (typeof baseCommit !== 'string' || !COMMIT.test(baseCommit)) return fail(`'base_commit' must be a commit hash (7 to 40 hex digits), got '${String(baseCommit)}'`);
  const number = multi ? (record.number as number) : undefined;
  const instanceId = text(record.instance_id) ?? (multi ? `${owner}__${name}-${number}` : undefined);
  if (instanceId === undefined || instanceId.length > MAX_ID_CHARS || /[\r\n]/.test(instanceId)) return fail("'instance_id' must be a non-empty one-line string");
  const problemStatement = multi ? (text(record.problem_statement) ?? multiProblem(record)) : text(record.problem_statement);
  if (problemStatement === undefined) return fail(`'problem_statement' of ${instanceId} is missing or empty`);
  return { instanceId, owner, name, baseCommit: baseCommit.toLowerCase(), problemStatement, ...(number !== undefined ? { number } : {}) };
}

/** The instances of a JSONL dataset (blank lines skipped), or a DatasetError for the first bad line. */
export function parseDataset(jsonl: string): Instance[] {
  const instances: Instance[] = [];
  const seen = new Set<string>();
  jsonl.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return;
    let record: unknown;
    try {
      record = JSON.parse(raw);
    } catch {
      throw new DatasetError(`dataset line ${i + 1}: not valid JSON`);
    }
    const instance = readInstance(record, i + 1);
    if (seen.has(instance.instanceId)) throw new DatasetError(`dataset line ${i + 1}: instance ${instance.instanceId} appears twice`);
    seen.add(instance.instanceId);
    instances.push(instance);
  });
  return instances;
}

/** One line of predictions.jsonl, newline-terminated. */
export function predictionLine(instance: Instance, modelName: string, patch: string, stats: RunStats): string {
  const prediction = {
    instance_id: instance.instanceId,
    model_name_or_path: modelName,
    model_patch: patch,
    ...(instance.number !== undefined ? { org: instance.owner, repo: instance.name, number: instance.number, fix_patch: patch } : {}),
    sweep: {
      prompt_tokens: stats.promptTokens,
      completion_tokens: stats.completionTokens,
      calls: stats.calls,
      seconds: stats.seconds,
      error: stats.error ?? null,
    },
  };
  return `${JSON.stringify(prediction)}\n`;
}

export interface ResumeState {
  /** Instances that have a prediction already. */
  done: Set<string>;
  /** Bytes of the file that are whole lines; more means a line was being written when the run stopped. */
  keepBytes: number;
}

/** What a predictions file already holds; an unfinished last line is not counted (and is to be cut). */
export function resumeState(content: Buffer): ResumeState {
  const keepBytes = content.length === 0 || content[content.length - 1] === 0x0a ? content.length : content.lastIndexOf(0x0a) + 1;
  const done = new Set<string>();
  content
    .subarray(0, keepBytes)
    .toString('utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.trim() === '') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new DatasetError(`predictions line ${i + 1} is not JSON; fix or remove it to resume`);
      }
      if (!isObject(parsed) || typeof parsed.instance_id !== 'string') throw new DatasetError(`predictions line ${i + 1} has no instance_id; fix or remove it to resume`);
      done.add(parsed.instance_id);
    });
  return { done, keepBytes };
}

export interface RepoSource {
  /** A URL clones over the network; a path is a local mirror or clone. */
  kind: 'url' | 'path';
  /** Where to look, first found wins. */
  candidates: string[];
}

const URL_TEMPLATE = /^(?:[a-z][a-z0-9+.-]*:\/\/|[\w.-]+@[\w.-]+:)/i;
const PLACEHOLDER = /\{(owner|name|repo)\}/g;

/**
 * Where the copy of `owner/name` is, from the `--repos` template: placeholders `{owner}`, `{name}`
 * and `{repo}` (owner/name) are filled in; a folder without them holds clones named `owner__name`,
 * `owner/name`, `owner+name` or `name`. Only a URL template reaches the network.
 */
export function repoSource(template: string, owner: string, name: string): RepoSource {
  const fill = (t: string) => t.replace(PLACEHOLDER, (_, key: string) => (key === 'owner' ? owner : key === 'name' ? name : `${owner}/${name}`));
  const hasPlaceholder = new RegExp(PLACEHOLDER.source).test(template);
  if (URL_TEMPLATE.test(template)) {
    if (!hasPlaceholder) throw new DatasetError(`--repos ${template} is a URL without {owner} and {name} (or {repo}) to fill in`);
    return { kind: 'url', candidates: [fill(template)] };
  }
  if (hasPlaceholder) return { kind: 'path', candidates: [fill(template)] };
  const dir = template.replace(/\/+$/, '');
  return { kind: 'path', candidates: [`${dir}/${owner}__${name}`, `${dir}/${owner}/${name}`, `${dir}/${owner}+${name}`, `${dir}/${name}`] };
}
