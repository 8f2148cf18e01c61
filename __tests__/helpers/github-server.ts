/**
 * A stateful fake of the GitHub REST API for end-to-end tests: a real HTTP server on 127.0.0.1
 * (random port) that the real `@octokit/rest` client (`baseUrl`) and the bundled Action
 * (`GITHUB_API_URL`) talk to. It keeps a repository's issues, comments, labels, pull requests,
 * review comments and workflow runs as plain objects the test can seed and inspect, answers with
 * GitHub's paths, JSON shapes, status codes and `Link` pagination, records every request (headers
 * included, so a test can see which token was used), answers unknown routes with GitHub's 404 and
 * can be told to fail the next matching requests (`failNext`), or to answer them with a chosen status
 * and body after they took effect (`takeEffect`).
 *
 * As strict as GitHub where the Action could be wrong: a token whose user is a `Bot` is an
 * installation token (the workflow's GITHUB_TOKEN or a GitHub App's) and gets 403 "Resource not
 * accessible by integration" from every operation GitHub's OpenAPI description marks as not enabled
 * for GitHub Apps (`GET /user`, the review-comment replies endpoint, ...); bodies over 65,536
 * characters, pull requests without commits between the branches and drafts in a private
 * repository on the free plan get 422; lists are paged with `Link` headers (at most 100 a page);
 * `permission` is never `maintain` or `triage` (`role_name` carries those); workflow runs from a
 * fork list no pull requests; job logs answer 302 to a second server on another port that refuses
 * any request carrying an `Authorization` header.
 *
 * Branches: a head or base ref exists when `state.branches` names it or, with `state.gitDir` set,
 * when that git repository (e.g. the bare remote the Action pushes to) has it. A pull request seeded
 * or created with `files: null` gets its files from `git diff` in `gitDir`.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { operation } from './openapi.js';
// --- Actions caches (routes and state in github-caches.ts) ---
import { cachesFromSeed, deleteCacheById, deleteCachesByKey, listCaches, type CacheFailure, type CachesSeed, type CachesState } from './github-caches.js';
// --- end of Actions caches ---

// ---------------------------------------------------------------------------------------------
// State

export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';
export type UserType = 'User' | 'Bot' | 'Organization';

/** Someone who did something: enough for login checks and the bot/self-loop guard. */
export interface UserRef {
  login: string;
  type: UserType;
  /** Derived from the login when absent. */
  id?: number;
}

export interface RepositoryState {
  owner: string;
  name: string;
  default_branch: string;
  private: boolean;
  id: number;
  /** The owner's plan: draft pull requests need a public repository or a paid plan. */
  plan: 'free' | 'pro' | 'team' | 'enterprise';
}

export interface Label {
  id: number;
  name: string;
  /** Six hex digits, no `#`. */
  color: string;
  description: string | null;
}

export type ReactionContent = '+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes';

export interface Reaction {
  id: number;
  content: ReactionContent;
  user: UserRef;
  created_at: string;
}

/** An issue, or the issue side of a pull request (`pull_request: true`): both share one number sequence. */
export interface Issue {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  state_reason: string | null;
  /** Label names; the label objects live in `GitHubState.labels`. */
  labels: string[];
  user: UserRef;
  assignees: string[];
  pull_request: boolean;
  locked: boolean;
  reactions: Reaction[];
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

export interface IssueComment {
  id: number;
  issue_number: number;
  body: string;
  user: UserRef;
  reactions: Reaction[];
  created_at: string;
  updated_at: string;
}

export type FileStatus = 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';

/** One entry of GitHub's "list pull request files". */
export interface PullRequestFile {
  filename: string;
  status: FileStatus;
  additions: number;
  deletions: number;
  changes: number;
  /** Unified diff hunks without file headers; absent for binary files. */
  patch?: string;
  previous_filename?: string;
  sha: string;
}

export interface RepoRef {
  owner: string;
  name: string;
}

export interface PullRequest {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  draft: boolean;
  merged: boolean;
  merged_at: string | null;
  /** `repo` differs from the repository for a fork. */
  head: { ref: string; sha: string; repo: RepoRef };
  base: { ref: string; sha: string };
  user: UserRef;
  maintainer_can_modify: boolean;
  /** `null`: computed with `git diff` in `GitHubState.gitDir` (empty without one). */
  files: PullRequestFile[] | null;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

export interface ReviewComment {
  id: number;
  pull_number: number;
  path: string;
  /** Last line of the range in the file (`side` says which version); `null` when outdated. */
  line: number | null;
  /** First line of a multi-line comment, else `null`. */
  start_line: number | null;
  side: 'LEFT' | 'RIGHT';
  start_side: 'LEFT' | 'RIGHT' | null;
  body: string;
  user: UserRef;
  /** The thread's first comment for a reply, else `null`. */
  in_reply_to_id: number | null;
  commit_id: string;
  diff_hunk: string;
  reactions: Reaction[];
  created_at: string;
  updated_at: string;
}

export interface JobStep {
  name: string;
  number: number;
  status: string;
  conclusion: string | null;
}

export interface WorkflowJob {
  id: number;
  name: string;
  status: string;
  conclusion: string | null;
  /** The run attempt the job belongs to. */
  run_attempt: number;
  steps: JobStep[];
  /** Plain text served by the logs endpoint (through its redirect). */
  log: string;
  started_at: string;
  completed_at: string | null;
}

export interface WorkflowRun {
  id: number;
  name: string;
  workflow_id: number;
  path: string;
  head_branch: string;
  head_sha: string;
  /** Where the head commit lives: the repository itself, or a fork (then `pull_requests` is empty, as on GitHub). */
  head_repository: RepoRef;
  event: string;
  status: string;
  conclusion: string | null;
  run_number: number;
  run_attempt: number;
  /** Numbers of the pull requests the run belongs to. */
  pull_requests: number[];
  jobs: WorkflowJob[];
  created_at: string;
  updated_at: string;
}

export interface GitHubState {
  repository: RepositoryState;
  /** Whom `GET /user` returns for a token not in `tokenUsers`; the author of what such a token creates. */
  viewer: UserRef;
  /** Per-token identities, keyed by the token without its `token `/`Bearer ` prefix. */
  tokenUsers: Record<string, UserRef>;
  /** Answer reads without an Authorization header instead of 401. */
  allowAnonymous: boolean;
  /** The logs server waits this long before answering (lets a test see downloads that overlap). */
  logDelayMs: number;
  /** Accounts that exist besides the viewer, the owner and every author in the state. */
  users: UserRef[];
  /** Collaborator permissions by login; the owner is `admin` unless listed, any other account `none`. */
  permissions: Record<string, Permission>;
  /** Branch name -> head commit sha. */
  branches: Record<string, string>;
  /** A git repository consulted for branches and pull request files the state does not list. */
  gitDir: string | null;
  labels: Label[];
  issues: Issue[];
  comments: IssueComment[];
  pulls: PullRequest[];
  reviewComments: ReviewComment[];
  workflowRuns: WorkflowRun[];
  // --- Actions caches ---
  caches: CachesState;
  // --- end of Actions caches ---
}

// ---------------------------------------------------------------------------------------------
// Seeds: what a test writes; every field left out gets a default.

type Seed<T, K extends keyof T> = Pick<T, K> & Partial<Omit<T, K>>;

export type IssueSeed = Seed<Issue, 'title'>;
export type IssueCommentSeed = Seed<IssueComment, 'issue_number' | 'body'>;
export type LabelSeed = Seed<Label, 'name'>;
export type PullRequestFileSeed = Seed<PullRequestFile, 'filename'>;
export type PullRequestSeed = Seed<Omit<PullRequest, 'head' | 'base' | 'files'>, 'title'> & {
  head: { ref: string; sha?: string; repo?: RepoRef };
  base?: { ref: string; sha?: string };
  files?: PullRequestFileSeed[] | null;
};
export type ReviewCommentSeed = Seed<ReviewComment, 'pull_number' | 'path' | 'body'>;
export type JobStepSeed = Seed<JobStep, 'name'>;
export type WorkflowJobSeed = Seed<Omit<WorkflowJob, 'steps'>, 'name'> & { steps?: JobStepSeed[] };
export type WorkflowRunSeed = Seed<Omit<WorkflowRun, 'jobs'>, 'head_branch'> & { jobs?: WorkflowJobSeed[] };

/** The initial state; a complete `Partial<GitHubState>` is also a valid seed. */
export interface GitHubSeed {
  repository?: Partial<RepositoryState>;
  viewer?: UserRef;
  tokenUsers?: Record<string, UserRef>;
  allowAnonymous?: boolean;
  logDelayMs?: number;
  users?: UserRef[];
  permissions?: Record<string, Permission>;
  branches?: Record<string, string>;
  gitDir?: string | null;
  labels?: LabelSeed[];
  issues?: IssueSeed[];
  comments?: IssueCommentSeed[];
  pulls?: PullRequestSeed[];
  reviewComments?: ReviewCommentSeed[];
  workflowRuns?: WorkflowRunSeed[];
  // --- Actions caches ---
  caches?: CachesSeed;
  // --- end of Actions caches ---
  /**
   * How a delayed answer (a fault's `delayMs`, `logDelayMs`) waits: `setTimeout` unless a test
   * takes the answers to give them when it chooses (`answerLater` calls `fire` for them).
   */
  schedule?: (fire: () => void, ms: number) => void;
}

// ---------------------------------------------------------------------------------------------
// Server API

/** A scripted failure for one request. */
export interface FaultSpec {
  /** Answer with this status instead of the real answer. */
  status?: number;
  headers?: Record<string, string>;
  /** JSON body (a string is sent as text); default GitHub's error shape with a message for the status. */
  body?: unknown;
  /** Wait this long first; with nothing else set, the request is then answered normally. */
  delayMs?: number;
  /** Reset the socket without answering. */
  reset?: boolean;
  /**
   * Handle the request first as GitHub would (it takes effect: a pull request is created, a comment
   * written), then send this status, headers and body instead of the real answer, as a proxy that
   * garbles a successful answer would. A string body is sent as text (Octokit then hands the client
   * the string as `data`).
   */
  takeEffect?: boolean;
}

export interface RecordedRequest {
  method: string;
  /** Without the query string. */
  path: string;
  query: Record<string, string>;
  /** Lower-case names; `authorization` included. */
  headers: Record<string, string>;
  /** Parsed JSON, the raw text when it is not JSON, `undefined` when empty. */
  body: unknown;
  /** The route that answered, e.g. `GET /repos/{owner}/{repo}/issues/{issue_number}`; `null` when none did. */
  route: string | null;
  /** The status sent; 0 while pending or when the socket was reset. */
  status: number;
  /** The scripted failure used for this request. */
  fault?: FaultSpec;
  /** `logs` for the server job logs are redirected to. */
  host: 'api' | 'logs';
  /** On the logs server: downloads in progress when this one arrived, itself included. */
  inFlight?: number;
}

export interface GitHubServer {
  /** e.g. `http://127.0.0.1:PORT`, the form Octokit's `baseUrl` and `GITHUB_API_URL` take. */
  url: string;
  /** The other host job logs are served from (signed URLs, no Authorization header accepted). */
  logsUrl: string;
  /** Live: the server reads and changes these objects. */
  state: GitHubState;
  requests: RecordedRequest[];
  /**
   * Queues `responses` for the next requests matching `route`, one each, then normal answers resume.
   * A string matches `METHOD /path` exactly or the route template (`GET /repos/{owner}/{repo}/pulls`);
   * a string starting with `/` matches any method. A RegExp is tested against `METHOD /path`.
   */
  failNext(route: string | RegExp, responses: FaultSpec[]): void;
  /** Requests no route answered. */
  unmatched(): RecordedRequest[];
  /** Every operation served, as `METHOD /template`. */
  routes(): string[];
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Helpers

const DOCS = 'https://docs.github.com/rest';
/** GitHub's limit on issue, comment and pull request bodies, in characters. */
export const MAX_BODY_CHARS = 65_536;
export const INTEGRATION_FORBIDDEN = 'Resource not accessible by integration';
export const DRAFTS_UNSUPPORTED = 'Draft pull requests are not supported in this repository.';
const HTML = 'https://github.com';
const DEFAULT_PER_PAGE = 30;
const MAX_PER_PAGE = 100;
const FIRST_ID = 1000;
const REACTIONS: readonly ReactionContent[] = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'];
const PERMISSION_ORDER: readonly Permission[] = ['none', 'read', 'triage', 'write', 'maintain', 'admin'];
const DEFAULT_VIEWER: UserRef = { login: 'sweep-bot[bot]', type: 'Bot' };
const DEFAULT_AUTHOR: UserRef = { login: 'octocat', type: 'User' };
const ERROR_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Requires authentication',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Validation Failed',
  429: 'Too Many Requests',
  500: 'Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** A deterministic 40-hex-digit sha for `seed`. */
export function fakeSha(seed: string): string {
  return createHash('sha1').update(seed).digest('hex');
}

function logSignature(jobId: number): string {
  return fakeSha(`log:${jobId}`).slice(0, 16);
}

/** A stable account id for a login (FNV-1a). */
function loginId(login: string): number {
  let hash = 0x811c9dc5;
  for (const char of login) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return 10_000 + (hash % 90_000_000);
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const notFound = (message = 'Not Found'): HttpError => new HttpError(404, message);

function validationFailed(...errors: Record<string, unknown>[]): HttpError {
  return new HttpError(422, 'Validation Failed', { errors });
}

function errorBody(status: number, message: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { message, ...extra, documentation_url: DOCS, status: String(status) };
}

type Json = Record<string, unknown>;

function asObject(body: unknown): Json {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : {};
}

function optionalString(body: Json, key: string): string | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw validationFailed({ resource: 'Field', field: key, code: 'invalid' });
  return value;
}

function requiredString(body: Json, key: string, resource: string): string {
  const value = optionalString(body, key);
  if (value === undefined || value === '') throw validationFailed({ resource, field: key, code: 'missing_field' });
  return value;
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Largest numeric `id` anywhere in `value`. */
function maxId(value: unknown): number {
  if (Array.isArray(value)) return value.reduce<number>((max, item) => Math.max(max, maxId(item)), 0);
  if (value === null || typeof value !== 'object') return 0;
  let max = 0;
  for (const [key, item] of Object.entries(value)) {
    max = Math.max(max, key === 'id' && typeof item === 'number' ? item : maxId(item));
  }
  return max;
}

/** Timestamps in GitHub's form (whole seconds), strictly increasing so edits are visible. */
function makeClock(): () => string {
  let last = 0;
  return () => {
    last = Math.max(Math.floor(Date.now() / 1000) * 1000, last + 1000);
    return new Date(last).toISOString().replace('.000Z', 'Z');
  };
}

function countPatch(patch: string | undefined): { additions: number; deletions: number } {
  let additions = 0;
  let deletions = 0;
  for (const line of (patch ?? '').split('\n')) {
    if (line.startsWith('+')) additions++;
    else if (line.startsWith('-')) deletions++;
  }
  return { additions, deletions };
}

function fileFromSeed(seed: PullRequestFileSeed): PullRequestFile {
  const counted = countPatch(seed.patch);
  const additions = seed.additions ?? counted.additions;
  const deletions = seed.deletions ?? counted.deletions;
  return {
    status: 'modified',
    sha: fakeSha(`${seed.filename}\n${seed.patch ?? ''}`),
    ...seed,
    additions,
    deletions,
    changes: seed.changes ?? additions + deletions,
  };
}

/** The files of `git diff base...head` in `gitDir`, in GitHub's "list pull request files" shape. */
export function gitDiffFiles(gitDir: string, base: string, head: string): PullRequestFile[] {
  const text = execFileSync(
    'git',
    ['-C', gitDir, '-c', 'core.quotepath=false', 'diff', '--no-color', '--find-renames', `${base}...${head}`],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  return parseGitDiff(text);
}

/** Splits a `git diff` into per-file entries: status from the extended headers, patch from the first hunk. */
export function parseGitDiff(text: string): PullRequestFile[] {
  const files: PullRequestFile[] = [];
  for (const chunk of text.split(/^diff --git /m).slice(1)) {
    const lines = chunk.split('\n');
    const hunk = lines.findIndex((line) => line.startsWith('@@'));
    const header = hunk < 0 ? lines : lines.slice(0, hunk);
    const find = (prefix: string): string | undefined =>
      header.find((line) => line.startsWith(prefix))?.slice(prefix.length);
    const [, oldFromGit = '', newFromGit = ''] = /^a\/(.*) b\/(.*)$/.exec(lines[0] ?? '') ?? [];
    const oldPath = find('rename from ') ?? stripSide(find('--- '), 'a/') ?? oldFromGit;
    const newPath = find('rename to ') ?? stripSide(find('+++ '), 'b/') ?? newFromGit;
    const removed = find('deleted file mode') !== undefined;
    const renamed = find('rename from ') !== undefined;
    const status: FileStatus = find('new file mode') !== undefined ? 'added' : removed ? 'removed' : renamed ? 'renamed' : 'modified';
    const patch = hunk < 0 ? undefined : lines.slice(hunk).join('\n').replace(/\n$/, '');
    const filename = removed ? oldPath : newPath;
    files.push({
      ...fileFromSeed({ filename, status, ...(patch === undefined ? {} : { patch }) }),
      ...(renamed ? { previous_filename: oldPath } : {}),
    });
  }
  return files;
}

function stripSide(path: string | undefined, prefix: string): string | undefined {
  if (path === undefined || path === '/dev/null') return undefined;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function lowerHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

// ---------------------------------------------------------------------------------------------
// Building the state from a seed

function buildState(seed: GitHubSeed, nextId: () => number, now: () => string): GitHubState {
  const repository: RepositoryState = {
    owner: 'octo-org',
    name: 'octo-repo',
    default_branch: 'main',
    private: false,
    id: 1_296_269,
    plan: 'free',
    ...seed.repository,
  };
  const gitDir = seed.gitDir ?? null;
  const branches = seed.branches ?? (gitDir ? {} : { [repository.default_branch]: fakeSha(repository.default_branch) });
  const stamp = <T extends { created_at?: string; updated_at?: string }>(item: T) => {
    const created_at = item.created_at ?? now();
    return { created_at, updated_at: item.updated_at ?? created_at };
  };
  const issues: Issue[] = [];
  let lastNumber = 0;
  const numbered = [...(seed.issues ?? []), ...(seed.pulls ?? [])].map((item) => item.number ?? 0);
  const takeNumber = (wanted: number | undefined): number => wanted ?? (lastNumber = Math.max(lastNumber, ...numbered) + 1);
  for (const item of seed.issues ?? []) {
    issues.push({
      body: null,
      state: 'open',
      state_reason: null,
      labels: [],
      user: DEFAULT_AUTHOR,
      assignees: [],
      pull_request: false,
      locked: false,
      reactions: [],
      closed_at: null,
      ...item,
      ...stamp(item),
      number: takeNumber(item.number),
    });
    numbered.push(issues[issues.length - 1]!.number);
  }
  const pulls: PullRequest[] = [];
  for (const item of seed.pulls ?? []) {
    const number = takeNumber(item.number);
    numbered.push(number);
    const baseRef = item.base?.ref ?? repository.default_branch;
    pulls.push({
      body: null,
      state: 'open',
      draft: false,
      merged: false,
      merged_at: null,
      user: DEFAULT_AUTHOR,
      maintainer_can_modify: true,
      closed_at: null,
      ...item,
      ...stamp(item),
      number,
      head: {
        ref: item.head.ref,
        sha: item.head.sha ?? branches[item.head.ref] ?? fakeSha(`head:${item.head.ref}`),
        repo: item.head.repo ?? { owner: repository.owner, name: repository.name },
      },
      base: { ref: baseRef, sha: item.base?.sha ?? branches[baseRef] ?? fakeSha(baseRef) },
      files: item.files === null ? null : (item.files ?? []).map(fileFromSeed),
    });
  }
  return {
    repository,
    viewer: seed.viewer ?? DEFAULT_VIEWER,
    // --- Actions caches ---
    caches: cachesFromSeed(seed.caches, nextId, now),
    // --- end of Actions caches ---
    tokenUsers: seed.tokenUsers ?? {},
    allowAnonymous: seed.allowAnonymous ?? false,
    logDelayMs: seed.logDelayMs ?? 0,
    users: seed.users ?? [],
    permissions: seed.permissions ?? {},
    branches,
    gitDir,
    labels: (seed.labels ?? []).map((label) => ({ color: 'ededed', description: null, ...label, id: label.id ?? nextId() })),
    issues,
    comments: (seed.comments ?? []).map((c) => ({ user: DEFAULT_AUTHOR, reactions: [], ...c, ...stamp(c), id: c.id ?? nextId() })),
    pulls,
    reviewComments: (seed.reviewComments ?? []).map((c) => ({
      line: null,
      start_line: null,
      side: 'RIGHT',
      start_side: null,
      user: DEFAULT_AUTHOR,
      in_reply_to_id: null,
      commit_id: pulls.find((p) => p.number === c.pull_number)?.head.sha ?? fakeSha('commit'),
      diff_hunk: '',
      reactions: [],
      ...c,
      ...stamp(c),
      id: c.id ?? nextId(),
    })),
    workflowRuns: (seed.workflowRuns ?? []).map((run) => buildRun(run, { owner: repository.owner, name: repository.name }, branches, nextId, now)),
  };
}

function buildRun(
  seed: WorkflowRunSeed,
  own: RepoRef,
  branches: Record<string, string>,
  nextId: () => number,
  now: () => string,
): WorkflowRun {
  const id = seed.id ?? nextId();
  const created_at = seed.created_at ?? now();
  const run_attempt = seed.run_attempt ?? 1;
  return {
    name: 'CI',
    workflow_id: 161_335,
    path: '.github/workflows/ci.yml',
    head_sha: branches[seed.head_branch] ?? fakeSha(`head:${seed.head_branch}`),
    head_repository: own,
    event: 'pull_request',
    status: 'completed',
    conclusion: 'failure',
    run_number: id % 1000,
    pull_requests: [],
    ...seed,
    id,
    run_attempt,
    created_at,
    updated_at: seed.updated_at ?? created_at,
    jobs: (seed.jobs ?? []).map((job) => ({
      status: 'completed',
      conclusion: 'success',
      log: '',
      started_at: created_at,
      completed_at: job.status === undefined || job.status === 'completed' ? created_at : null,
      ...job,
      id: job.id ?? nextId(),
      run_attempt: job.run_attempt ?? run_attempt,
      steps: (job.steps ?? []).map((step, i) => ({
        number: i + 1,
        status: 'completed',
        conclusion: 'success',
        ...step,
      })),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// The API

interface Ctx {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
  /** The token's user; `null` for an anonymous request. */
  actor: UserRef | null;
}

interface Reply {
  status: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  names: string[];
  handler: (ctx: Ctx) => Reply;
  /** Answered without an Authorization header (the log blob's signed URL). */
  open?: boolean;
}

const ok = (json: unknown, status = 200, headers?: Record<string, string>): Reply => ({
  status,
  json,
  ...(headers ? { headers } : {}),
});

class FakeGitHub {
  readonly routes: Route[] = [];
  private nextIdValue: number;

  constructor(
    readonly state: GitHubState,
    firstId: number,
    readonly now: () => string,
    private readonly baseUrl: () => string,
    private readonly logsUrl: () => string,
  ) {
    this.nextIdValue = firstId;
    this.defineRoutes();
    for (const pr of state.pulls) this.issueForPull(pr.number);
  }

  nextId(): number {
    return this.nextIdValue++;
  }

  private get repoPath(): string {
    return `${this.state.repository.owner}/${this.state.repository.name}`;
  }

  private get apiRepo(): string {
    return `${this.baseUrl()}/repos/${this.repoPath}`;
  }

  // --- routing ---

  private on(method: string, template: string, handler: (ctx: Ctx) => Reply, open = false): void {
    const names: string[] = [];
    const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    this.routes.push({ method, template: `${method} ${template}`, pattern: new RegExp(`^${source}/?$`), names, handler, open });
  }

  match(method: string, path: string): { route: Route; params: Record<string, string> } | null {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const found = route.pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => (params[name] = decodeURIComponent(found[i + 1] ?? '')));
      return { route, params };
    }
    return null;
  }

  private defineRoutes(): void {
    const repo = '/repos/{owner}/{repo}';
    this.on('GET', '/user', (ctx) => ok(this.renderUser(this.requireActor(ctx), true)));
    this.on('GET', '/users/{username}', (ctx) => this.getUser(ctx));
    this.on('GET', repo, (ctx) => ok(this.renderRepository(ctx)));
    this.on('GET', `${repo}/collaborators/{username}/permission`, (ctx) => this.getPermission(ctx));
    this.on('GET', `${repo}/issues/comments/{comment_id}`, (ctx) => ok(this.renderComment(this.comment(ctx))));
    this.on('PATCH', `${repo}/issues/comments/{comment_id}`, (ctx) => this.updateComment(ctx));
    this.on('DELETE', `${repo}/issues/comments/{comment_id}`, (ctx) => this.deleteComment(ctx));
    this.on('POST', `${repo}/issues/comments/{comment_id}/reactions`, (ctx) => this.react(ctx, this.comment(ctx).reactions));
    this.on('GET', `${repo}/issues/{issue_number}`, (ctx) => ok(this.renderIssue(this.issue(ctx))));
    this.on('PATCH', `${repo}/issues/{issue_number}`, (ctx) => this.updateIssue(ctx));
    this.on('GET', `${repo}/issues/{issue_number}/comments`, (ctx) => this.listComments(ctx));
    this.on('POST', `${repo}/issues/{issue_number}/comments`, (ctx) => this.createComment(ctx));
    this.on('GET', `${repo}/issues/{issue_number}/labels`, (ctx) => ok(this.renderLabels(this.issue(ctx))));
    this.on('POST', `${repo}/issues/{issue_number}/labels`, (ctx) => this.addLabels(ctx));
    this.on('DELETE', `${repo}/issues/{issue_number}/labels/{name}`, (ctx) => this.removeLabel(ctx));
    this.on('POST', `${repo}/issues/{issue_number}/reactions`, (ctx) => this.react(ctx, this.issue(ctx).reactions));
    this.on('GET', `${repo}/pulls`, (ctx) => this.listPulls(ctx));
    this.on('POST', `${repo}/pulls`, (ctx) => this.createPull(ctx));
    this.on('GET', `${repo}/pulls/comments/{comment_id}`, (ctx) => ok(this.renderReviewComment(this.reviewComment(ctx))));
    this.on('POST', `${repo}/pulls/comments/{comment_id}/reactions`, (ctx) =>
      this.react(ctx, this.reviewComment(ctx).reactions),
    );
    this.on('GET', `${repo}/pulls/{pull_number}`, (ctx) => this.getPull(ctx));
    this.on('PATCH', `${repo}/pulls/{pull_number}`, (ctx) => this.updatePull(ctx));
    this.on('GET', `${repo}/pulls/{pull_number}/files`, (ctx) => this.paginate(ctx, this.pullFiles(this.pull(ctx))));
    this.on('GET', `${repo}/pulls/{pull_number}/comments`, (ctx) => this.listReviewComments(ctx));
    this.on('POST', `${repo}/pulls/{pull_number}/comments`, (ctx) => this.createReviewComment(ctx));
    this.on('POST', `${repo}/pulls/{pull_number}/comments/{comment_id}/replies`, (ctx) => this.replyToReviewComment(ctx));
    this.on('GET', `${repo}/actions/runs`, (ctx) => this.listRuns(ctx));
    this.on('GET', `${repo}/actions/runs/{run_id}`, (ctx) => ok(this.renderRun(this.run(ctx))));
    this.on('GET', `${repo}/actions/runs/{run_id}/jobs`, (ctx) => this.listJobs(ctx, ctx.query.get('filter') === 'all' ? null : undefined));
    this.on('GET', `${repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs`, (ctx) =>
      this.listJobs(ctx, Number(ctx.params.attempt_number)),
    );
    this.on('GET', `${repo}/actions/jobs/{job_id}`, (ctx) => ok(this.renderJob(...this.job(ctx))));
    this.on('GET', `${repo}/actions/jobs/{job_id}/logs`, (ctx) => this.redirectToLog(ctx));
    // --- Actions caches ---
    const cacheFailure = (answer: object): void => {
      if ('message' in answer) throw new HttpError((answer as CacheFailure).status, (answer as CacheFailure).message);
    };
    this.on('GET', `${repo}/actions/caches`, (ctx) => {
      const listed = listCaches(this.state.caches, bearer(ctx.headers.authorization), ctx.query);
      cacheFailure(listed);
      return this.paginate(ctx, listed as unknown[], (page, total) => ({ total_count: total, actions_caches: page }));
    });
    this.on('DELETE', `${repo}/actions/caches`, (ctx) => {
      const deleted = deleteCachesByKey(this.state.caches, bearer(ctx.headers.authorization), ctx.query);
      cacheFailure(deleted);
      return ok(deleted);
    });
    this.on('DELETE', `${repo}/actions/caches/{cache_id}`, (ctx) => {
      const deleted = deleteCacheById(this.state.caches, bearer(ctx.headers.authorization), ctx.params.cache_id ?? '');
      cacheFailure(deleted);
      return { status: 204 };
    });
    // --- end of Actions caches ---
  }

  /** Runs the handler; the `/repos/{owner}/{repo}` prefix must name the repository. */
  handle(route: Route, ctx: Ctx): Reply {
    const { owner, repo } = ctx.params;
    if (owner !== undefined && repo !== undefined) {
      if (!sameName(owner, this.state.repository.owner) || !sameName(repo, this.state.repository.name)) throw notFound();
    }
    if (ctx.method !== 'GET' && ctx.actor === null && !route.open) throw new HttpError(401, ERROR_MESSAGES[401]!);
    if (ctx.actor?.type === 'Bot' && !route.open && operation(route.method, route.template.slice(route.method.length + 1))?.enabledForGitHubApps === false) {
      throw new HttpError(403, INTEGRATION_FORBIDDEN);
    }
    return route.handler(ctx);
  }

  /** 422 for a body longer than GitHub takes (counted in characters, as GitHub counts). */
  private checkBody(text: string | null | undefined, resource: string): void {
    if (text !== null && text !== undefined && Array.from(text).length > MAX_BODY_CHARS) {
      throw validationFailed({ resource, field: 'body', code: 'custom', message: `body is too long (maximum is ${MAX_BODY_CHARS} characters)` });
    }
  }

  private requireActor(ctx: Ctx): UserRef {
    if (ctx.actor === null) throw new HttpError(401, ERROR_MESSAGES[401]!);
    return ctx.actor;
  }

  // --- pagination ---

  private paginate<T>(ctx: Ctx, items: readonly T[], wrap?: (page: T[], total: number) => unknown): Reply {
    const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Number(ctx.query.get('per_page')) || DEFAULT_PER_PAGE));
    const page = Math.max(1, Math.floor(Number(ctx.query.get('page')) || 1));
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const link = (n: number, rel: string): string => {
      const query = new URLSearchParams(ctx.query);
      query.set('page', String(n));
      if (ctx.query.has('per_page')) query.set('per_page', String(perPage));
      return `<${this.baseUrl()}${ctx.path}?${query.toString()}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (page > 1) links.push(link(Math.min(page - 1, last), 'prev'));
    if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
    if (page > 1) links.push(link(1, 'first'));
    return ok(wrap ? wrap(slice, items.length) : slice, 200, links.length ? { link: links.join(', ') } : undefined);
  }

  // --- users, permissions, repository ---

  private userId(user: UserRef): number {
    return user.id ?? this.state.users.find((u) => sameName(u.login, user.login))?.id ?? loginId(user.login);
  }

  renderUser(user: UserRef, full = false): Json {
    const id = this.userId(user);
    const login = user.login;
    return {
      login,
      id,
      node_id: `U_${id}`,
      avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
      url: `${this.baseUrl()}/users/${encodeURIComponent(login)}`,
      html_url: `${HTML}/${login}`,
      type: user.type,
      site_admin: false,
      ...(full ? { name: login, email: null, created_at: '2020-01-01T00:00:00Z' } : {}),
    };
  }

  private permissionOf(login: string): Permission {
    const listed = Object.entries(this.state.permissions).find(([name]) => sameName(name, login));
    if (listed) return listed[1];
    return sameName(login, this.state.repository.owner) ? 'admin' : 'none';
  }

  private associationOf(user: UserRef): string {
    if (sameName(user.login, this.state.repository.owner)) return 'OWNER';
    return this.permissionOf(user.login) === 'none' ? 'NONE' : 'COLLABORATOR';
  }

  /** Every account the state knows, by lower-case login. */
  private knownUsers(): Map<string, UserRef> {
    const s = this.state;
    const all: UserRef[] = [
      ...s.users,
      s.viewer,
      ...Object.values(s.tokenUsers),
      ...[...s.issues, ...s.comments, ...s.pulls, ...s.reviewComments].map((item) => item.user),
      ...Object.keys(s.permissions).map((login): UserRef => ({ login, type: 'User' })),
      { login: s.repository.owner, type: 'Organization' },
    ];
    const map = new Map<string, UserRef>();
    for (const user of all) if (!map.has(user.login.toLowerCase())) map.set(user.login.toLowerCase(), user);
    return map;
  }

  private getPermission(ctx: Ctx): Reply {
    const login = ctx.params.username ?? '';
    const user = this.knownUsers().get(login.toLowerCase());
    if (!user) throw notFound();
    const permission = this.permissionOf(login);
    const level = PERMISSION_ORDER.indexOf(permission);
    const at = (p: Permission): boolean => level >= PERMISSION_ORDER.indexOf(p);
    return ok({
      permission: permission === 'triage' ? 'read' : permission === 'maintain' ? 'write' : permission,
      role_name: permission,
      user: {
        ...this.renderUser(user),
        permissions: { admin: at('admin'), maintain: at('maintain'), push: at('write'), triage: at('triage'), pull: at('read') },
        role_name: permission,
      },
    });
  }

  private getUser(ctx: Ctx): Reply {
    const user = this.knownUsers().get((ctx.params.username ?? '').toLowerCase());
    if (!user) throw notFound();
    return ok(this.renderUser(user, true));
  }

  private renderRepository(ctx?: Ctx): Json {
    const r = this.state.repository;
    const owner: UserRef = this.knownUsers().get(r.owner.toLowerCase()) ?? { login: r.owner, type: 'Organization' };
    const actorPermission = ctx?.actor ? this.permissionOf(ctx.actor.login) : 'none';
    const level = PERMISSION_ORDER.indexOf(actorPermission);
    return {
      id: r.id,
      node_id: `R_${r.id}`,
      name: r.name,
      full_name: this.repoPath,
      private: r.private,
      visibility: r.private ? 'private' : 'public',
      owner: this.renderUser(owner),
      html_url: `${HTML}/${this.repoPath}`,
      url: this.apiRepo,
      clone_url: `${HTML}/${this.repoPath}.git`,
      fork: false,
      default_branch: r.default_branch,
      archived: false,
      disabled: false,
      has_issues: true,
      ...(ctx
        ? {
            permissions: {
              admin: level >= 5,
              maintain: level >= 4,
              push: level >= 3,
              triage: level >= 2,
              pull: level >= 1 || !r.private,
            },
          }
        : {}),
    };
  }

  private renderForkOrRepo(ref: RepoRef): Json {
    const own = this.state.repository;
    if (sameName(ref.owner, own.owner) && sameName(ref.name, own.name)) return this.renderRepository();
    const full = `${ref.owner}/${ref.name}`;
    return {
      id: loginId(full),
      name: ref.name,
      full_name: full,
      owner: this.renderUser({ login: ref.owner, type: 'User' }),
      private: false,
      fork: true,
      html_url: `${HTML}/${full}`,
      url: `${this.baseUrl()}/repos/${full}`,
    };
  }

  // --- labels and reactions ---

  private label(name: string): Label {
    let label = this.state.labels.find((l) => sameName(l.name, name));
    if (!label) {
      label = { id: this.nextId(), name, color: 'ededed', description: null };
      this.state.labels.push(label);
    }
    return label;
  }

  private renderLabels(issue: Issue): Json[] {
    return issue.labels.map((name) => {
      const label = this.label(name);
      return {
        id: label.id,
        node_id: `LA_${label.id}`,
        url: `${this.apiRepo}/labels/${encodeURIComponent(label.name)}`,
        name: label.name,
        color: label.color,
        description: label.description,
        default: false,
      };
    });
  }

  private labelNames(value: unknown): string[] {
    const list = Array.isArray(value) ? value : Array.isArray(asObject(value).labels) ? (asObject(value).labels as unknown[]) : null;
    if (list === null) throw validationFailed({ resource: 'Label', field: 'labels', code: 'invalid' });
    return list.map((item) => {
      const name = typeof item === 'string' ? item : asObject(item).name;
      if (typeof name !== 'string' || name === '') throw validationFailed({ resource: 'Label', field: 'name', code: 'invalid' });
      return this.label(name).name;
    });
  }

  private addLabels(ctx: Ctx): Reply {
    const issue = this.issue(ctx);
    for (const name of this.labelNames(ctx.body)) {
      if (!issue.labels.some((l) => sameName(l, name))) issue.labels.push(name);
    }
    issue.updated_at = this.now();
    return ok(this.renderLabels(issue));
  }

  private removeLabel(ctx: Ctx): Reply {
    const issue = this.issue(ctx);
    const index = issue.labels.findIndex((l) => sameName(l, ctx.params.name ?? ''));
    if (index < 0) throw notFound('Label does not exist');
    issue.labels.splice(index, 1);
    issue.updated_at = this.now();
    return ok(this.renderLabels(issue));
  }

  private renderReactions(reactions: readonly Reaction[], url: string): Json {
    const counts: Json = { url: `${url}/reactions`, total_count: reactions.length };
    for (const content of REACTIONS) counts[content] = reactions.filter((r) => r.content === content).length;
    return counts;
  }

  private react(ctx: Ctx, reactions: Reaction[]): Reply {
    const actor = this.requireActor(ctx);
    const content = asObject(ctx.body).content;
    if (typeof content !== 'string' || !REACTIONS.includes(content as ReactionContent)) {
      throw validationFailed({ resource: 'Reaction', field: 'content', code: 'invalid' });
    }
    const existing = reactions.find((r) => r.content === content && sameName(r.user.login, actor.login));
    const reaction = existing ?? { id: this.nextId(), content: content as ReactionContent, user: actor, created_at: this.now() };
    if (!existing) reactions.push(reaction);
    return ok(
      { id: reaction.id, node_id: `REA_${reaction.id}`, user: this.renderUser(reaction.user), content, created_at: reaction.created_at },
      existing ? 200 : 201,
    );
  }

  // --- issues and issue comments ---

  private issue(ctx: Ctx): Issue {
    const number = Number(ctx.params.issue_number);
    const issue = this.state.issues.find((i) => i.number === number) ?? this.issueForPull(number);
    if (!issue) throw notFound();
    return issue;
  }

  /** The issue side of pull request `number`, created on first use for a PR seeded without one. */
  private issueForPull(number: number): Issue | undefined {
    const existing = this.state.issues.find((i) => i.number === number);
    if (existing) return existing;
    const pr = this.state.pulls.find((p) => p.number === number);
    if (!pr) return undefined;
    const issue: Issue = {
      number,
      title: pr.title,
      body: pr.body,
      state: pr.state,
      state_reason: null,
      labels: [],
      user: pr.user,
      assignees: [],
      pull_request: true,
      locked: false,
      reactions: [],
      created_at: pr.created_at,
      updated_at: pr.updated_at,
      closed_at: pr.closed_at,
    };
    this.state.issues.push(issue);
    return issue;
  }

  private renderIssue(issue: Issue): Json {
    const url = `${this.apiRepo}/issues/${issue.number}`;
    const pr = issue.pull_request ? this.state.pulls.find((p) => p.number === issue.number) : undefined;
    return {
      url,
      repository_url: this.apiRepo,
      labels_url: `${url}/labels{/name}`,
      comments_url: `${url}/comments`,
      html_url: `${HTML}/${this.repoPath}/${issue.pull_request ? 'pull' : 'issues'}/${issue.number}`,
      id: 100_000 + issue.number,
      node_id: `I_${issue.number}`,
      number: issue.number,
      title: issue.title,
      user: this.renderUser(issue.user),
      labels: this.renderLabels(issue),
      state: issue.state,
      state_reason: issue.state_reason,
      locked: issue.locked,
      assignee: issue.assignees[0] ? this.renderUser({ login: issue.assignees[0], type: 'User' }) : null,
      assignees: issue.assignees.map((login) => this.renderUser({ login, type: 'User' })),
      milestone: null,
      comments: this.state.comments.filter((c) => c.issue_number === issue.number).length,
      created_at: issue.created_at,
      updated_at: issue.updated_at,
      closed_at: issue.closed_at,
      author_association: this.associationOf(issue.user),
      body: issue.body,
      reactions: this.renderReactions(issue.reactions, url),
      ...(issue.pull_request
        ? {
            draft: pr?.draft ?? false,
            pull_request: {
              url: `${this.apiRepo}/pulls/${issue.number}`,
              html_url: `${HTML}/${this.repoPath}/pull/${issue.number}`,
              diff_url: `${HTML}/${this.repoPath}/pull/${issue.number}.diff`,
              patch_url: `${HTML}/${this.repoPath}/pull/${issue.number}.patch`,
              merged_at: pr?.merged_at ?? null,
            },
          }
        : {}),
    };
  }

  private setState(item: { state: 'open' | 'closed'; closed_at: string | null }, value: string | undefined, at: string): void {
    if (value === undefined) return;
    if (value !== 'open' && value !== 'closed') throw validationFailed({ resource: 'Issue', field: 'state', code: 'invalid' });
    if (item.state !== value) item.closed_at = value === 'closed' ? at : null;
    item.state = value;
  }

  private updateIssue(ctx: Ctx): Reply {
    const issue = this.issue(ctx);
    const body = asObject(ctx.body);
    const at = this.now();
    if ('body' in body && typeof body.body === 'string') this.checkBody(body.body, 'Issue');
    const title = optionalString(body, 'title');
    if (title !== undefined) issue.title = title;
    if ('body' in body) issue.body = body.body === null ? null : (optionalString(body, 'body') ?? null);
    this.setState(issue, optionalString(body, 'state'), at);
    if ('state_reason' in body) issue.state_reason = optionalString(body, 'state_reason') ?? null;
    if ('labels' in body) issue.labels = this.labelNames(body.labels);
    if (Array.isArray(body.assignees)) issue.assignees = body.assignees.filter((a): a is string => typeof a === 'string');
    issue.updated_at = at;
    const pr = issue.pull_request ? this.state.pulls.find((p) => p.number === issue.number) : undefined;
    if (pr) Object.assign(pr, { title: issue.title, body: issue.body, state: issue.state, closed_at: issue.closed_at, updated_at: at });
    return ok(this.renderIssue(issue));
  }

  private comment(ctx: Ctx): IssueComment {
    const comment = this.state.comments.find((c) => c.id === Number(ctx.params.comment_id));
    if (!comment) throw notFound();
    return comment;
  }

  private renderComment(comment: IssueComment): Json {
    const url = `${this.apiRepo}/issues/comments/${comment.id}`;
    return {
      id: comment.id,
      node_id: `IC_${comment.id}`,
      url,
      html_url: `${HTML}/${this.repoPath}/issues/${comment.issue_number}#issuecomment-${comment.id}`,
      issue_url: `${this.apiRepo}/issues/${comment.issue_number}`,
      body: comment.body,
      user: this.renderUser(comment.user),
      created_at: comment.created_at,
      updated_at: comment.updated_at,
      author_association: this.associationOf(comment.user),
      reactions: this.renderReactions(comment.reactions, url),
    };
  }

  private listComments(ctx: Ctx): Reply {
    const issue = this.issue(ctx);
    const since = ctx.query.get('since');
    const comments = this.state.comments
      .filter((c) => c.issue_number === issue.number && (since === null || c.updated_at >= since))
      .sort((a, b) => a.id - b.id);
    return this.paginate(ctx, comments.map((c) => this.renderComment(c)));
  }

  private createComment(ctx: Ctx): Reply {
    const issue = this.issue(ctx);
    const at = this.now();
    const text = requiredString(asObject(ctx.body), 'body', 'IssueComment');
    this.checkBody(text, 'IssueComment');
    const comment: IssueComment = {
      id: this.nextId(),
      issue_number: issue.number,
      body: text,
      user: this.requireActor(ctx),
      reactions: [],
      created_at: at,
      updated_at: at,
    };
    this.state.comments.push(comment);
    issue.updated_at = at;
    return ok(this.renderComment(comment), 201, { location: `${this.apiRepo}/issues/comments/${comment.id}` });
  }

  private updateComment(ctx: Ctx): Reply {
    const comment = this.comment(ctx);
    const text = requiredString(asObject(ctx.body), 'body', 'IssueComment');
    this.checkBody(text, 'IssueComment');
    comment.body = text;
    comment.updated_at = this.now();
    return ok(this.renderComment(comment));
  }

  private deleteComment(ctx: Ctx): Reply {
    const comment = this.comment(ctx);
    this.state.comments.splice(this.state.comments.indexOf(comment), 1);
    return { status: 204 };
  }

  // --- pull requests ---

  /** A branch's head commit: `state.branches`, then `state.gitDir`. */
  branchSha(ref: string): string | undefined {
    const listed = this.state.branches[ref];
    if (listed !== undefined || !this.state.gitDir) return listed;
    try {
      return execFileSync('git', ['-C', this.state.gitDir, 'rev-parse', '--verify', '--quiet', `refs/heads/${ref}^{commit}`], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return undefined;
    }
  }

  private pull(ctx: Ctx): PullRequest {
    const pr = this.state.pulls.find((p) => p.number === Number(ctx.params.pull_number));
    if (!pr) throw notFound();
    this.refreshPull(pr);
    return pr;
  }

  /** An open PR follows its branches as they move (pushes to `gitDir` or `state.branches`). */
  private refreshPull(pr: PullRequest): void {
    if (pr.state !== 'open' || !this.isOwnRepo(pr.head.repo)) return;
    pr.head.sha = this.branchSha(pr.head.ref) ?? pr.head.sha;
    pr.base.sha = this.branchSha(pr.base.ref) ?? pr.base.sha;
  }

  private isOwnRepo(ref: RepoRef): boolean {
    return sameName(ref.owner, this.state.repository.owner) && sameName(ref.name, this.state.repository.name);
  }

  private pullFiles(pr: PullRequest): PullRequestFile[] {
    if (pr.files !== null) return pr.files;
    return this.state.gitDir ? gitDiffFiles(this.state.gitDir, pr.base.sha, pr.head.sha) : [];
  }

  private renderFile(file: PullRequestFile): Json {
    const blob = `${HTML}/${this.repoPath}/blob/${file.sha}/${file.filename}`;
    return { contents_url: `${this.apiRepo}/contents/${file.filename}`, blob_url: blob, raw_url: blob, ...file };
  }

  private renderPull(pr: PullRequest): Json {
    const issue = this.issueForPull(pr.number);
    const url = `${this.apiRepo}/pulls/${pr.number}`;
    const files = this.pullFiles(pr);
    const own = this.state.repository;
    return {
      url,
      id: 200_000 + pr.number,
      node_id: `PR_${pr.number}`,
      html_url: `${HTML}/${this.repoPath}/pull/${pr.number}`,
      diff_url: `${HTML}/${this.repoPath}/pull/${pr.number}.diff`,
      patch_url: `${HTML}/${this.repoPath}/pull/${pr.number}.patch`,
      issue_url: `${this.apiRepo}/issues/${pr.number}`,
      comments_url: `${this.apiRepo}/issues/${pr.number}/comments`,
      review_comments_url: `${url}/comments`,
      number: pr.number,
      state: pr.state,
      locked: false,
      title: pr.title,
      user: this.renderUser(pr.user),
      body: pr.body,
      labels: issue ? this.renderLabels(issue) : [],
      milestone: null,
      created_at: pr.created_at,
      updated_at: pr.updated_at,
      closed_at: pr.closed_at,
      merged_at: pr.merged_at,
      merge_commit_sha: pr.merged ? fakeSha(`merge:${pr.number}`) : null,
      assignees: [],
      requested_reviewers: [],
      draft: pr.draft,
      head: {
        label: `${pr.head.repo.owner}:${pr.head.ref}`,
        ref: pr.head.ref,
        sha: pr.head.sha,
        user: this.renderUser({ login: pr.head.repo.owner, type: 'User' }),
        repo: this.renderForkOrRepo(pr.head.repo),
      },
      base: {
        label: `${own.owner}:${pr.base.ref}`,
        ref: pr.base.ref,
        sha: pr.base.sha,
        user: this.renderUser({ login: own.owner, type: 'Organization' }),
        repo: this.renderRepository(),
      },
      author_association: this.associationOf(pr.user),
      merged: pr.merged,
      mergeable: pr.state === 'open' ? true : null,
      mergeable_state: pr.state === 'open' ? 'clean' : 'unknown',
      comments: this.state.comments.filter((c) => c.issue_number === pr.number).length,
      review_comments: this.state.reviewComments.filter((c) => c.pull_number === pr.number).length,
      maintainer_can_modify: pr.maintainer_can_modify,
      commits: 1,
      additions: files.reduce((sum, f) => sum + f.additions, 0),
      deletions: files.reduce((sum, f) => sum + f.deletions, 0),
      changed_files: files.length,
    };
  }

  /** The PR's diff, for `Accept: application/vnd.github.diff`. */
  private pullDiff(pr: PullRequest): string {
    return this.pullFiles(pr)
      .map((f) => {
        const before = f.status === 'added' ? '/dev/null' : `a/${f.previous_filename ?? f.filename}`;
        const after = f.status === 'removed' ? '/dev/null' : `b/${f.filename}`;
        return `diff --git a/${f.previous_filename ?? f.filename} b/${f.filename}\n--- ${before}\n+++ ${after}\n${f.patch ?? ''}\n`;
      })
      .join('');
  }

  private getPull(ctx: Ctx): Reply {
    const pr = this.pull(ctx);
    const accept = ctx.headers.accept ?? '';
    if (/vnd\.github(\.v3)?\.diff/.test(accept)) {
      return { status: 200, text: this.pullDiff(pr), headers: { 'content-type': 'text/plain; charset=utf-8' } };
    }
    return ok(this.renderPull(pr));
  }

  /** Whether `head` has commits `base` lacks: with `gitDir`, unless head is an ancestor of base; else unless the shas are equal. */
  private hasCommitsBetween(baseSha: string, headSha: string): boolean {
    if (headSha === baseSha) return false;
    if (!this.state.gitDir) return true;
    try {
      execFileSync('git', ['-C', this.state.gitDir, 'merge-base', '--is-ancestor', headSha, baseSha], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  }

  /** `owner:ref` or `ref` -> the head's repository and branch. */
  private parseHead(head: string): { owner: string; ref: string } {
    const colon = head.indexOf(':');
    return colon < 0 ? { owner: this.state.repository.owner, ref: head } : { owner: head.slice(0, colon), ref: head.slice(colon + 1) };
  }

  private listPulls(ctx: Ctx): Reply {
    const state = ctx.query.get('state') ?? 'open';
    const head = ctx.query.get('head');
    const wanted = head === null ? null : this.parseHead(head);
    const base = ctx.query.get('base');
    const pulls = this.state.pulls
      .filter((pr) => state === 'all' || pr.state === state)
      .filter((pr) => wanted === null || (sameName(pr.head.repo.owner, wanted.owner) && pr.head.ref === wanted.ref))
      .filter((pr) => base === null || pr.base.ref === base)
      .sort((a, b) => (ctx.query.get('direction') === 'asc' ? a.number - b.number : b.number - a.number));
    for (const pr of pulls) this.refreshPull(pr);
    return this.paginate(ctx, pulls.map((pr) => this.renderPull(pr)));
  }

  private createPull(ctx: Ctx): Reply {
    const actor = this.requireActor(ctx);
    const body = asObject(ctx.body);
    const title = requiredString(body, 'title', 'PullRequest');
    const head = this.parseHead(requiredString(body, 'head', 'PullRequest'));
    const baseRef = requiredString(body, 'base', 'PullRequest');
    this.checkBody(optionalString(body, 'body'), 'PullRequest');
    const own = this.state.repository;
    const baseSha = this.branchSha(baseRef);
    if (baseSha === undefined) throw validationFailed({ resource: 'PullRequest', field: 'base', code: 'invalid' });
    const headSha = sameName(head.owner, own.owner) ? this.branchSha(head.ref) : undefined;
    if (headSha === undefined) throw validationFailed({ resource: 'PullRequest', field: 'head', code: 'invalid' });
    const duplicate = this.state.pulls.find(
      (pr) => pr.state === 'open' && pr.head.ref === head.ref && sameName(pr.head.repo.owner, head.owner) && pr.base.ref === baseRef,
    );
    if (duplicate) {
      throw validationFailed({ resource: 'PullRequest', code: 'custom', message: `A pull request already exists for ${head.owner}:${head.ref}.` });
    }
    if (!this.hasCommitsBetween(baseSha, headSha)) {
      throw validationFailed({ resource: 'PullRequest', code: 'custom', message: `No commits between ${baseRef} and ${head.ref}` });
    }
    if (body.draft === true && own.private && own.plan === 'free') {
      throw validationFailed({ resource: 'PullRequest', code: 'custom', message: DRAFTS_UNSUPPORTED });
    }
    const at = this.now();
    const number = Math.max(0, ...this.state.issues.map((i) => i.number), ...this.state.pulls.map((p) => p.number)) + 1;
    const text = optionalString(body, 'body') ?? null;
    const pr: PullRequest = {
      number,
      title,
      body: text,
      state: 'open',
      draft: body.draft === true,
      merged: false,
      merged_at: null,
      head: { ref: head.ref, sha: headSha, repo: { owner: own.owner, name: own.name } },
      base: { ref: baseRef, sha: baseSha },
      user: actor,
      maintainer_can_modify: body.maintainer_can_modify !== false,
      files: this.state.gitDir ? null : [],
      created_at: at,
      updated_at: at,
      closed_at: null,
    };
    this.state.pulls.push(pr);
    this.issueForPull(number);
    return ok(this.renderPull(pr), 201, { location: `${this.apiRepo}/pulls/${number}` });
  }

  private updatePull(ctx: Ctx): Reply {
    const pr = this.pull(ctx);
    const body = asObject(ctx.body);
    const at = this.now();
    if ('body' in body && typeof body.body === 'string') this.checkBody(body.body, 'PullRequest');
    const title = optionalString(body, 'title');
    if (title !== undefined) pr.title = title;
    if ('body' in body) pr.body = body.body === null ? null : (optionalString(body, 'body') ?? null);
    this.setState(pr, optionalString(body, 'state'), at);
    const base = optionalString(body, 'base');
    if (base !== undefined) {
      const sha = this.branchSha(base);
      if (sha === undefined) throw validationFailed({ resource: 'PullRequest', field: 'base', code: 'invalid' });
      pr.base = { ref: base, sha };
    }
    if (typeof body.maintainer_can_modify === 'boolean') pr.maintainer_can_modify = body.maintainer_can_modify;
    pr.updated_at = at;
    const issue = this.issueForPull(pr.number);
    if (issue) Object.assign(issue, { title: pr.title, body: pr.body, state: pr.state, closed_at: pr.closed_at, updated_at: at });
    return ok(this.renderPull(pr));
  }

  // --- review comments ---

  private reviewComment(ctx: Ctx): ReviewComment {
    const comment = this.state.reviewComments.find((c) => c.id === Number(ctx.params.comment_id));
    if (!comment) throw notFound();
    return comment;
  }

  private renderReviewComment(c: ReviewComment): Json {
    const url = `${this.apiRepo}/pulls/comments/${c.id}`;
    return {
      url,
      id: c.id,
      node_id: `PRRC_${c.id}`,
      pull_request_review_id: c.id + 1,
      diff_hunk: c.diff_hunk,
      path: c.path,
      commit_id: c.commit_id,
      original_commit_id: c.commit_id,
      user: this.renderUser(c.user),
      body: c.body,
      created_at: c.created_at,
      updated_at: c.updated_at,
      html_url: `${HTML}/${this.repoPath}/pull/${c.pull_number}#discussion_r${c.id}`,
      pull_request_url: `${this.apiRepo}/pulls/${c.pull_number}`,
      author_association: this.associationOf(c.user),
      ...(c.in_reply_to_id === null ? {} : { in_reply_to_id: c.in_reply_to_id }),
      start_line: c.start_line,
      original_start_line: c.start_line,
      start_side: c.start_line === null ? null : (c.start_side ?? c.side),
      line: c.line,
      original_line: c.line,
      side: c.side,
      subject_type: 'line',
      reactions: this.renderReactions(c.reactions, url),
    };
  }

  private listReviewComments(ctx: Ctx): Reply {
    const pr = this.pull(ctx);
    const comments = this.state.reviewComments.filter((c) => c.pull_number === pr.number).sort((a, b) => a.id - b.id);
    return this.paginate(ctx, comments.map((c) => this.renderReviewComment(c)));
  }

  /** A reply in `parent`'s thread; `parent` must be the thread's first comment. */
  private addReply(ctx: Ctx, pr: PullRequest, parent: ReviewComment, text: string): Reply {
    this.checkBody(text, 'PullRequestReviewComment');
    const at = this.now();
    const reply: ReviewComment = {
      ...parent,
      id: this.nextId(),
      body: text,
      user: this.requireActor(ctx),
      in_reply_to_id: parent.id,
      reactions: [],
      created_at: at,
      updated_at: at,
    };
    this.state.reviewComments.push(reply);
    return ok(this.renderReviewComment(reply), 201, { location: `${this.apiRepo}/pulls/comments/${reply.id}` });
  }

  /** The replies endpoint: top-level comments only (GitHub documents 404 for anything else). */
  private replyToReviewComment(ctx: Ctx): Reply {
    const pr = this.pull(ctx);
    const parent = this.reviewComment(ctx);
    if (parent.pull_number !== pr.number || parent.in_reply_to_id !== null) throw notFound();
    return this.addReply(ctx, pr, parent, requiredString(asObject(ctx.body), 'body', 'PullRequestReviewComment'));
  }

  /** A new review comment on a line, or with `in_reply_to` a reply to a thread's first comment. */
  private createReviewComment(ctx: Ctx): Reply {
    const pr = this.pull(ctx);
    const body = asObject(ctx.body);
    const text = requiredString(body, 'body', 'PullRequestReviewComment');
    if (body.in_reply_to !== undefined) {
      const parent = this.state.reviewComments.find((c) => c.id === body.in_reply_to && c.pull_number === pr.number);
      if (!parent) throw validationFailed({ resource: 'PullRequestReviewComment', field: 'in_reply_to', code: 'invalid' });
      if (parent.in_reply_to_id !== null) {
        throw validationFailed({ resource: 'PullRequestReviewComment', field: 'in_reply_to', code: 'custom', message: 'in_reply_to must be the first comment of its thread' });
      }
      return this.addReply(ctx, pr, parent, text);
    }
    const commitId = requiredString(body, 'commit_id', 'PullRequestReviewComment');
    const path = requiredString(body, 'path', 'PullRequestReviewComment');
    if (typeof body.line !== 'number' || !Number.isInteger(body.line) || body.line < 1) {
      throw validationFailed({ resource: 'PullRequestReviewComment', field: 'line', code: 'missing_field' });
    }
    this.checkBody(text, 'PullRequestReviewComment');
    const at = this.now();
    const side = body.side === 'LEFT' ? 'LEFT' : 'RIGHT';
    const start = typeof body.start_line === 'number' ? body.start_line : null;
    const comment: ReviewComment = {
      id: this.nextId(),
      pull_number: pr.number,
      path,
      line: body.line,
      start_line: start,
      side,
      start_side: start === null ? null : side,
      body: text,
      user: this.requireActor(ctx),
      in_reply_to_id: null,
      commit_id: commitId,
      diff_hunk: '',
      reactions: [],
      created_at: at,
      updated_at: at,
    };
    this.state.reviewComments.push(comment);
    return ok(this.renderReviewComment(comment), 201, { location: `${this.apiRepo}/pulls/comments/${comment.id}` });
  }

  // --- workflow runs, jobs, logs ---

  private run(ctx: Ctx): WorkflowRun {
    const run = this.state.workflowRuns.find((r) => r.id === Number(ctx.params.run_id));
    if (!run) throw notFound();
    return run;
  }

  private job(ctx: Ctx): [WorkflowRun, WorkflowJob] {
    const id = Number(ctx.params.job_id);
    for (const run of this.state.workflowRuns) {
      const job = run.jobs.find((j) => j.id === id);
      if (job) return [run, job];
    }
    throw notFound();
  }

  private renderRun(run: WorkflowRun): Json {
    const url = `${this.apiRepo}/actions/runs/${run.id}`;
    return {
      id: run.id,
      name: run.name,
      node_id: `WFR_${run.id}`,
      head_branch: run.head_branch,
      head_sha: run.head_sha,
      path: run.path,
      display_title: run.name,
      run_number: run.run_number,
      event: run.event,
      status: run.status,
      conclusion: run.conclusion,
      workflow_id: run.workflow_id,
      url,
      html_url: `${HTML}/${this.repoPath}/actions/runs/${run.id}`,
      // GitHub lists no pull requests for a run whose head is in a fork.
      pull_requests: this.isOwnRepo(run.head_repository) ? run.pull_requests.map((n) => this.runPullRequest(n)) : [],
      created_at: run.created_at,
      updated_at: run.updated_at,
      run_attempt: run.run_attempt,
      run_started_at: run.created_at,
      jobs_url: `${url}/jobs`,
      logs_url: `${url}/logs`,
      workflow_url: `${this.apiRepo}/actions/workflows/${run.workflow_id}`,
      actor: this.renderUser(this.state.viewer),
      triggering_actor: this.renderUser(this.state.viewer),
      repository: this.renderRepository(),
      head_repository: this.renderForkOrRepo(run.head_repository),
    };
  }

  private runPullRequest(number: number): Json {
    const pr = this.state.pulls.find((p) => p.number === number);
    const repo = { id: this.state.repository.id, url: this.apiRepo, name: this.state.repository.name };
    return {
      url: `${this.apiRepo}/pulls/${number}`,
      id: 200_000 + number,
      number,
      head: { ref: pr?.head.ref ?? '', sha: pr?.head.sha ?? '', repo },
      base: { ref: pr?.base.ref ?? this.state.repository.default_branch, sha: pr?.base.sha ?? '', repo },
    };
  }

  private listRuns(ctx: Ctx): Reply {
    const q = ctx.query;
    const runs = this.state.workflowRuns
      .filter((r) => !q.has('branch') || r.head_branch === q.get('branch'))
      .filter((r) => !q.has('event') || r.event === q.get('event'))
      .filter((r) => !q.has('head_sha') || r.head_sha === q.get('head_sha'))
      .filter((r) => !q.has('status') || r.status === q.get('status') || r.conclusion === q.get('status'))
      .sort((a, b) => b.id - a.id);
    return this.paginate(ctx, runs, (page, total) => ({ total_count: total, workflow_runs: page.map((r) => this.renderRun(r)) }));
  }

  private renderJob(run: WorkflowRun, job: WorkflowJob): Json {
    return {
      id: job.id,
      run_id: run.id,
      run_url: `${this.apiRepo}/actions/runs/${run.id}`,
      run_attempt: job.run_attempt,
      node_id: `CR_${job.id}`,
      head_sha: run.head_sha,
      head_branch: run.head_branch,
      url: `${this.apiRepo}/actions/jobs/${job.id}`,
      html_url: `${HTML}/${this.repoPath}/actions/runs/${run.id}/job/${job.id}`,
      status: job.status,
      conclusion: job.conclusion,
      created_at: job.started_at,
      started_at: job.started_at,
      completed_at: job.completed_at,
      name: job.name,
      workflow_name: run.name,
      steps: job.steps.map((s) => ({ ...s, started_at: job.started_at, completed_at: job.completed_at })),
      check_run_url: `${this.apiRepo}/check-runs/${job.id}`,
      labels: ['ubuntu-latest'],
      runner_id: 1,
      runner_name: 'GitHub Actions 1',
      runner_group_id: 1,
      runner_group_name: 'GitHub Actions',
    };
  }

  /** `attempt`: a number for one attempt, `undefined` for the latest, `null` for all. */
  private listJobs(ctx: Ctx, attempt: number | null | undefined): Reply {
    const run = this.run(ctx);
    const wanted = attempt === undefined ? run.run_attempt : attempt;
    if (wanted !== null && (!Number.isInteger(wanted) || wanted < 1 || wanted > run.run_attempt)) throw notFound();
    const jobs = run.jobs.filter((j) => wanted === null || j.run_attempt === wanted);
    return this.paginate(ctx, jobs, (page, total) => ({ total_count: total, jobs: page.map((j) => this.renderJob(run, j)) }));
  }

  /** Like GitHub: a 302 to a short-lived signed URL on another host (the logs server). */
  private redirectToLog(ctx: Ctx): Reply {
    const [, job] = this.job(ctx);
    return { status: 302, headers: { location: `${this.logsUrl()}/job-logs/${job.id}?sig=${logSignature(job.id)}` } };
  }

  /** The job whose log the logs server is asked for, or undefined. */
  jobById(id: number): WorkflowJob | undefined {
    for (const run of this.state.workflowRuns) {
      const job = run.jobs.find((j) => j.id === id);
      if (job) return job;
    }
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP

interface FaultQueue {
  matches(method: string, path: string, template: string | null): boolean;
  responses: FaultSpec[];
}

function faultQueue(route: string | RegExp, responses: FaultSpec[]): FaultQueue {
  const matches =
    route instanceof RegExp
      ? (method: string, path: string) => {
          route.lastIndex = 0;
          return route.test(`${method} ${path}`);
        }
      : route.startsWith('/')
        ? (method: string, path: string, template: string | null) =>
            route === path || (template !== null && template.slice(template.indexOf(' ') + 1) === route)
        : (method: string, path: string, template: string | null) => route === `${method} ${path}` || route === template;
  return { matches, responses: [...responses] };
}

const rateHeaders = (): Record<string, string> => ({
  'x-ratelimit-limit': '5000',
  'x-ratelimit-remaining': '4999',
  'x-ratelimit-used': '1',
  'x-ratelimit-resource': 'core',
  'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
  'x-github-api-version-selected': '2022-11-28',
});

function send(res: ServerResponse, reply: Reply): void {
  if (res.destroyed || res.writableEnded) return;
  const text = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
  const headers: Record<string, string | number> = { ...rateHeaders(), 'x-github-request-id': fakeSha(String(Math.random())).slice(0, 16) };
  if (reply.json !== undefined) headers['content-type'] = 'application/json; charset=utf-8';
  Object.assign(headers, reply.headers ?? {});
  headers['content-length'] = Buffer.byteLength(text);
  res.writeHead(reply.status, headers);
  res.end(reply.status === 204 ? undefined : text);
}

function faultReply(fault: FaultSpec): Reply {
  const status = fault.status ?? 500;
  const rateLimited = status === 403 && fault.headers?.['x-ratelimit-remaining'] === '0';
  const defaultMessage = rateLimited ? 'API rate limit exceeded for installation ID 1.' : (ERROR_MESSAGES[status] ?? `HTTP ${status}`);
  const headers = { ...(rateLimited ? { 'x-ratelimit-remaining': '0' } : {}), ...fault.headers };
  if (typeof fault.body === 'string') return { status, text: fault.body, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } };
  return { status, json: fault.body ?? errorBody(status, defaultMessage), headers };
}

/** The token in `Authorization: token X` / `Bearer X`, or `null`. */
function bearer(header: string | undefined): string | null {
  const found = /^(?:token|bearer)\s+(\S+)\s*$/i.exec(header ?? '');
  return found?.[1] ?? null;
}

/** Starts the fake on 127.0.0.1 with a random port. */
export async function startGitHubServer(initial: GitHubSeed = {}): Promise<GitHubServer> {
  let nextId = Math.max(FIRST_ID, maxId(initial) + 1);
  const clock = makeClock();
  const state = buildState(initial, () => nextId++, clock);
  let url = '';
  let logsUrl = '';
  const api = new FakeGitHub(state, nextId, clock, () => url, () => logsUrl);
  const requests: RecordedRequest[] = [];
  const faults: FaultQueue[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const later = (ms: number, res: ServerResponse, then: () => void): void => {
    if (initial.schedule) return initial.schedule(() => void (res.destroyed || then()), ms);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) then();
    }, ms);
    timers.add(timer);
    res.on('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  };

  /** The real answer to a request; handling it changes the state as GitHub would. */
  const handle = (record: RecordedRequest, ctx: Ctx, route: Route | null): Reply => {
    let reply: Reply;
    try {
      const token = bearer(record.headers.authorization);
      if (route?.open) ctx.actor = null;
      else if (token !== null) ctx.actor = state.tokenUsers[token] ?? state.viewer;
      else if (!state.allowAnonymous || record.headers.authorization !== undefined) throw new HttpError(401, ERROR_MESSAGES[401]!);
      if (route === null) throw notFound();
      reply = api.handle(route, ctx);
    } catch (error) {
      reply =
        error instanceof HttpError
          ? ok(errorBody(error.status, error.message, error.extra), error.status)
          : ok(errorBody(500, `fake GitHub failed: ${error instanceof Error ? error.message : String(error)}`), 500);
    }
    return reply;
  };

  const answer = (res: ServerResponse, record: RecordedRequest, ctx: Ctx, route: Route | null): void => {
    const reply = handle(record, ctx, route);
    record.status = reply.status;
    send(res, reply);
  };

  const server = createServer((req, res) => {
    void (async () => {
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = (req.method ?? 'GET').toUpperCase();
      const text = await readBody(req);
      const found = api.match(method, parsed.pathname);
      const record: RecordedRequest = {
        method,
        path: parsed.pathname,
        query: Object.fromEntries(parsed.searchParams),
        headers: lowerHeaders(req),
        body: parseJson(text),
        route: found?.route.template ?? null,
        status: 0,
        host: 'api',
      };
      requests.push(record);
      const ctx: Ctx = {
        method,
        path: parsed.pathname,
        params: found?.params ?? {},
        query: parsed.searchParams,
        body: record.body,
        headers: record.headers,
        actor: null,
      };
      if (text !== '' && typeof record.body === 'string' && method !== 'GET') {
        record.status = 400;
        return send(res, ok(errorBody(400, 'Problems parsing JSON'), 400));
      }
      const queue = faults.find((q) => q.responses.length > 0 && q.matches(method, parsed.pathname, record.route));
      const fault = queue?.responses.shift();
      if (!fault) return answer(res, record, ctx, found?.route ?? null);
      record.fault = fault;
      const act = (): void => {
        if (fault.reset) return void req.socket.resetAndDestroy();
        if (fault.status === undefined) return answer(res, record, ctx, found?.route ?? null);
        if (fault.takeEffect) handle(record, ctx, found?.route ?? null);
        const reply = faultReply(fault);
        record.status = reply.status;
        send(res, reply);
      };
      if (fault.delayMs) later(fault.delayMs, res, act);
      else act();
    })().catch((error: unknown) => {
      send(res, ok(errorBody(500, `fake GitHub failed: ${error instanceof Error ? error.message : String(error)}`), 500));
    });
  });

  // Like the storage GitHub redirects log downloads to: signed URLs, and a request that also carries
  // an Authorization header is refused.
  let logsInFlight = 0;
  const logs = createServer((req, res) => {
    logsInFlight++;
    res.on('close', () => logsInFlight--);
    const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
    const found = /^\/job-logs\/(\d+)$/.exec(parsed.pathname);
    const record: RecordedRequest = {
      method: (req.method ?? 'GET').toUpperCase(),
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      headers: lowerHeaders(req),
      body: undefined,
      route: found ? 'GET /job-logs/{job_id}' : null,
      status: 0,
      host: 'logs',
      inFlight: logsInFlight,
    };
    requests.push(record);
    const job = found ? api.jobById(Number(found[1])) : undefined;
    const reply: Reply =
      record.headers.authorization !== undefined
        ? { status: 400, text: '<Error><Code>InvalidArgument</Code><Message>Only one auth mechanism allowed</Message></Error>', headers: { 'content-type': 'application/xml' } }
        : record.method !== 'GET' || !job
          ? { status: 404, text: 'Not Found' }
          : parsed.searchParams.get('sig') !== logSignature(job.id)
            ? { status: 403, text: 'Signature does not match' }
            : { status: 200, text: job.log, headers: { 'content-type': 'text/plain; charset=utf-8' } };
    const answer = () => {
      record.status = reply.status;
      res.writeHead(reply.status, { ...reply.headers, 'content-length': Buffer.byteLength(reply.text ?? '') });
      res.end(reply.text);
    };
    if (state.logDelayMs > 0) later(state.logDelayMs, res, answer);
    else answer();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => logs.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  logsUrl = `http://127.0.0.1:${(logs.address() as AddressInfo).port}`;
  const closeServer = (s: ReturnType<typeof createServer>) =>
    new Promise<void>((resolve, reject) => {
      s.close((error) => (error ? reject(error) : resolve()));
      s.closeAllConnections();
    });
  return {
    url,
    logsUrl,
    state,
    requests,
    failNext: (route, responses) => void faults.push(faultQueue(route, responses)),
    unmatched: () => requests.filter((r) => r.route === null),
    routes: () => api.routes.map((r) => r.template),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([closeServer(server), closeServer(logs)]);
    },
  };
}
