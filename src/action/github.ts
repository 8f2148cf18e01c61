/**
 * The GitHub API calls the Action makes, behind one small interface, on the real Octokit client.
 * Every call goes through the shared retry helper: 5xx and 429 are retried with backoff; rate limits
 * are waited out as GitHub asks (`retry-after`; the reset time when no requests are left; at least a
 * minute, doubling, for a secondary limit without `retry-after`) when the wait ends before the run's
 * deadline, and otherwise end the run at once with `GitHubRateLimited`; other errors fail at once
 * with the method, path and GitHub's message. A 2xx answer whose body is not what the call returns
 * fails with a `GitHubAnswerError` naming the call (github-shape.ts); it is asked again only when
 * asking again cannot do twice what the call did once: never for a POST. Lists are read page by
 * page (`Link: rel="next"`), each page checked. Bodies are capped at GitHub's 65,536 characters.
 * Job logs are read from the signed URL GitHub redirects to, without the token, keeping a bounded tail.
 */
import { Octokit } from '@octokit/rest';
import { isRetryableError, RetriesExhaustedError, systemTiming, withRetry, type RetryTiming } from '../llm/retry.js';
import { capBody } from './body-limit.js';
import { checkAnswer, GitHubAnswerError, type Expected, type Shape } from './github-shape.js';
import { readTail, type Tail } from './log-tail.js';

export interface RepoRef {
  owner: string;
  repo: string;
}

export interface IssueData {
  number: number;
  title: string;
  body: string;
  state: string;
  labels: string[];
  author: string;
  isPullRequest: boolean;
}

export interface CommentData {
  id: number;
  body: string;
  author: string;
  authorType: string;
}

export interface PullData {
  number: number;
  title: string;
  body: string;
  state: string;
  author: string;
  /** `owner/name` of the repository the head branch is in: another one for a pull request from a fork. */
  headRepo: string;
  headRef: string;
  headSha: string;
  baseRef: string;
  url: string;
  draft: boolean;
}

export interface PullFile {
  path: string;
  status: 'added' | 'modified' | 'removed' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  previousPath?: string;
  patch?: string;
  additions: number;
  deletions: number;
}

export interface JobData {
  id: number;
  name: string;
  conclusion: string | null;
  steps: { name: string; number: number; conclusion: string | null }[];
}

export interface RunData {
  id: number;
  name: string;
  headBranch: string;
  headSha: string;
  conclusion: string | null;
  runAttempt: number;
  pullNumbers: number[];
  url: string;
}

export class GitHubApiError extends Error {
  override name = 'GitHubApiError';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly headers: Record<string, string>,
    /** Set for a rate limit: how long GitHub asks to wait. */
    readonly rateLimitWaitMs?: number,
  ) {
    super(message);
  }
}

/** A rate limit that would be lifted only after the run's deadline: the run ends, saying so. */
export class GitHubRateLimited extends Error {
  override name = 'GitHubRateLimited';
}

/** An item of the list an Octokit method answers (under `key` when GitHub wraps the list). */
type Item<F extends (...args: never[]) => Promise<{ data: unknown }>, K extends string = never> = [K] extends [never]
  ? Awaited<ReturnType<F>>['data'] extends readonly (infer I)[] ? I : never
  : Awaited<ReturnType<F>>['data'] extends { [key in K]: readonly (infer I)[] } ? I : never;

function labelName(label: unknown): string {
  const name = (label as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : '';
}

/** GitHub's own repository roles; any other `role_name` is an organization's custom role. */
export const BUILT_IN_ROLES: ReadonlySet<string> = new Set(['admin', 'maintain', 'write', 'triage', 'read', 'none']);

/** GitHub's advice for a secondary rate limit without `retry-after`: wait at least a minute (then longer). */
export const SECONDARY_LIMIT_WAIT_MS = 60_000;
/** Added to a rate-limit reset time, so the retry lands after it. */
const RESET_MARGIN_MS = 1_000;
export const GITHUB_ATTEMPTS = 4;
/** Bytes kept from the end of each job log. */
export const JOB_LOG_TAIL_BYTES = 1 << 20;

export interface GitHubOptions {
  token: string;
  /** GITHUB_API_URL, e.g. https://api.github.com or a GHES or test server. */
  baseUrl: string;
  repo: RepoRef;
  timing?: Partial<RetryTiming>;
  /** Epoch milliseconds (per `timing.now`) by which the run must end: no rate limit is waited out past it. */
  deadline?: number;
  /** Downloads job logs from the URL GitHub redirects to; global `fetch` by default. */
  fetch?: typeof fetch;
  onRetry?: (message: string) => void;
}

function headersOf(error: unknown): Record<string, string> {
  const response = (error as { response?: { headers?: Record<string, unknown> } }).response;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(response?.headers ?? {})) if (typeof v === 'string' || typeof v === 'number') out[k.toLowerCase()] = String(v);
  return out;
}

/**
 * GitHub's message for a failed call; a 422's `errors` carry what was wrong ("Validation Failed: No
 * commits between main and sweep/1-x"), so their messages are kept.
 */
export function githubMessage(error: unknown): string {
  const data = (error as { response?: { data?: unknown } }).response?.data;
  const body = typeof data === 'object' && data !== null ? (data as { message?: unknown; errors?: unknown }) : {};
  const base = typeof body.message === 'string' && body.message ? body.message : (error as Error).message;
  const details = (Array.isArray(body.errors) ? body.errors : [])
    .map((e: unknown) => {
      if (typeof e === 'string') return e;
      const item = (e ?? {}) as Record<string, unknown>;
      if (typeof item.message === 'string' && item.message) return item.message;
      return [item.resource, item.field, item.code].filter((part) => typeof part === 'string' && part).join(' ');
    })
    .filter(Boolean);
  return details.length ? `${base}: ${details.join('; ')}` : base;
}

const SECONDARY_LIMIT_MESSAGE = /secondary rate limit|abuse detection/i;

/**
 * How long GitHub asks to wait before retrying a rate-limited call, or undefined when the error is no
 * rate limit: `retry-after`; else, with no requests left, until `x-ratelimit-reset`; else, for a
 * secondary limit (a 429, or a 403 saying so), at least a minute, doubling with each attempt.
 */
export function rateLimitWaitMs(status: number | undefined, headers: Record<string, string>, message: string, attempt: number, now: number): number | undefined {
  if (status !== 403 && status !== 429) return undefined;
  const retryAfter = Number(headers['retry-after']);
  if (headers['retry-after'] !== undefined && Number.isFinite(retryAfter) && retryAfter >= 0) return Math.ceil(retryAfter * 1000);
  if (headers['x-ratelimit-remaining'] === '0') {
    const reset = Number(headers['x-ratelimit-reset']) * 1000;
    return Number.isFinite(reset) ? Math.max(0, reset - now) + RESET_MARGIN_MS : SECONDARY_LIMIT_WAIT_MS * 2 ** (attempt - 1);
  }
  if (status === 429 || SECONDARY_LIMIT_MESSAGE.test(message)) return SECONDARY_LIMIT_WAIT_MS * 2 ** (attempt - 1);
  return undefined;
}

/**
 * True for failures worth another attempt: rate limits (the deadline decides how long), 5xx, 429,
 * dropped connections, and an answer of the wrong shape to a call that may be repeated.
 */
export function isRetryableGitHubError(error: unknown): boolean {
  if (error instanceof GitHubAnswerError) return error.retryable;
  if (!(error instanceof GitHubApiError)) return isRetryableError(error);
  if (error.rateLimitWaitMs !== undefined) return true;
  return isRetryableError(error);
}

/** When the rate limit would be lifted, for the message: an ISO time. */
function liftedAt(now: number, waitMs: number): string {
  return new Date(now + waitMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

// What each call reads of GitHub's answers (github-shape.ts): checked before it is read.
const USER: Shape = { login: 'string', id: 'number' };
const NAMED_USER: Shape = { ...USER, type: 'string' };
const AUTHOR: Shape = { user: 'object?', 'user.login': 'string?', 'user.type': 'string?' };
const PULL: Shape = {
  number: 'number',
  title: 'string',
  body: 'string?',
  state: 'string',
  ...AUTHOR,
  head: 'object',
  'head.ref': 'string',
  'head.sha': 'string',
  'head.repo': 'object?',
  'head.repo.full_name': 'string?',
  base: 'object',
  'base.ref': 'string',
  html_url: 'string',
  draft: 'boolean?',
};
const A_PULL: Expected = { what: 'a pull request', shape: PULL };
const WITH_ID: Shape = { id: 'number' };

/** `Link: <url>; rel="next"`: the next page of a list. */
const NEXT_PAGE = /<([^<>]+)>;\s*rel="next"/;

/** What the call answered, for the shape check. */
interface Answer<T> {
  status: number;
  data: T;
  headers: { link?: string | undefined };
}

/**
 * Whether an answer of the wrong shape is worth asking again for: a POST creates something each
 * time (a second pull request, comment or reply, or a 422 for the pull request it already made),
 * and its garbled answer may stand for work done; reads and edits to a given value may be repeated.
 */
function repeatable(label: string): boolean {
  return !label.startsWith('POST ');
}

/**
 * Octokit's log for every client: failed requests are thrown (or retried, through onRetry) with what
 * they were for, so Octokit's own error line would only add noise, e.g. for the expected 404 of a
 * non-collaborator; its warnings (deprecations) are kept.
 */
export const OCTOKIT_LOG = { debug: () => undefined, info: () => undefined, warn: (message: string) => console.warn(message), error: () => undefined };

export class GitHubClient {
  readonly octokit: Octokit;
  readonly repo: RepoRef;
  private readonly timing: Partial<RetryTiming> | undefined;
  private readonly deadline: number | undefined;
  private readonly fetch: typeof fetch;
  private readonly onRetry: ((message: string) => void) | undefined;

  constructor(options: GitHubOptions) {
    this.octokit = new Octokit({
      auth: options.token,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      userAgent: 'sweep-action',
      log: OCTOKIT_LOG,
    });
    this.repo = options.repo;
    this.timing = options.timing;
    this.deadline = options.deadline;
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.onRetry = options.onRetry;
  }

  private now(): number {
    return (this.timing?.now ?? systemTiming.now)();
  }

  /** One API call with retries; errors name the call and carry GitHub's message. */
  private async call<T>(label: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await withRetry(
        async ({ attempt }) => {
          try {
            return await fn();
          } catch (error) {
            if (error instanceof GitHubAnswerError) throw error;
            const failed = this.apiError(label, error, attempt);
            throw this.pastDeadline(label, failed) ?? failed;
          }
        },
        {
          label: `GitHub ${label}`,
          maxAttempts: GITHUB_ATTEMPTS,
          isRetryable: (error) => isRetryableGitHubError(error),
          // A rate limit's wait (to its reset, an hour at most) is bounded by the run's deadline instead
          // (`pastDeadline`), not by the cap on a model server's Retry-After.
          maxRetryAfterMs: Number.POSITIVE_INFINITY,
          // The run's deadline bounds waits for rate limits only: reporting a timeout must still reach GitHub.
          ...(this.timing ? { timing: this.timing } : {}),
          ...(this.onRetry ? { onRetry: (info) => this.onRetry!(`retrying GitHub ${label} (attempt ${info.attempt + 1}) in ${Math.ceil(info.delayMs / 1000)} s: ${(info.error as Error).message}`) } : {}),
        },
      );
    } catch (error) {
      throw this.rateLimitVerdict(label, error) ?? error;
    }
  }

  /** One call whose answer must hold what `expected` says (else a `GitHubAnswerError`); see `call`. */
  private async answer<T>(label: string, expected: Expected, fn: () => Promise<Answer<T>>): Promise<T> {
    return this.call(label, async () => checkAnswer(label, await fn(), expected, repeatable(label)) as T);
  }

  /** Every item of a list, page after page (`Link: rel="next"`), each page checked as `expected` says. */
  private async list<T>(label: string, expected: Expected, first: () => Promise<Answer<unknown>>): Promise<T[]> {
    return this.call(label, async () => {
      const items: T[] = [];
      for (let page: Answer<unknown> | undefined = await first(); page; ) {
        items.push(...(checkAnswer(label, page, { ...expected, list: expected.list ?? true }, repeatable(label)) as T[]));
        const next: string | undefined = NEXT_PAGE.exec(page.headers.link ?? '')?.[1];
        page = next ? await this.octokit.request({ method: 'GET', url: next }) : undefined;
      }
      return items;
    });
  }

  private apiError(label: string, error: unknown, attempt: number): GitHubApiError {
    const status = (error as { status?: number }).status;
    const headers = headersOf(error);
    const message = githubMessage(error);
    const wait = rateLimitWaitMs(status, headers, message, attempt, this.now());
    // The retry helper waits what `retry-after-ms` says.
    if (wait !== undefined) headers['retry-after-ms'] = String(wait);
    return new GitHubApiError(`GitHub ${label} failed${status ? ` (${status})` : ''}: ${message}`, status, headers, wait);
  }

  /** A rate limit whose wait would end past the run's deadline, as the error that ends the run; else undefined. */
  private pastDeadline(label: string, error: GitHubApiError): GitHubRateLimited | undefined {
    const wait = error.rateLimitWaitMs;
    if (wait === undefined || this.deadline === undefined) return undefined;
    const now = this.now();
    if (now + wait < this.deadline) return undefined;
    const left = Math.max(0, this.deadline - now);
    const why = `GitHub asks to wait until ${liftedAt(now, wait)} (${Math.ceil(wait / 1000)} s), past the run's deadline (${Math.floor(left / 1000)} s left)`;
    return new GitHubRateLimited(`GitHub's rate limit stopped the run at ${label}: ${why}. Last answer: ${error.message}`, { cause: error });
  }

  /** Rate limits that outlasted the attempts, as the error that ends the run; else undefined. */
  private rateLimitVerdict(label: string, error: unknown): GitHubRateLimited | undefined {
    if (!(error instanceof RetriesExhaustedError)) return undefined;
    const cause = error.cause;
    if (!(cause instanceof GitHubApiError) || cause.rateLimitWaitMs === undefined) return undefined;
    return new GitHubRateLimited(`GitHub's rate limit stopped the run at ${label}: still limited after ${error.attempts} attempts. Last answer: ${cause.message}`, { cause });
  }

  /** The account a personal token acts as; installation tokens get 403 (`GET /user` is not for GitHub Apps). */
  async authenticatedUser(): Promise<{ login: string; id: number }> {
    const data = await this.answer('GET /user', { what: 'a user', shape: USER }, () => this.octokit.users.getAuthenticated());
    return { login: data.login, id: data.id };
  }

  /** Any account by login (a bot's too), or undefined when GitHub knows none. */
  async user(login: string): Promise<{ login: string; id: number; type: string } | undefined> {
    try {
      const data = await this.answer(`GET user ${login}`, { what: 'a user', shape: NAMED_USER }, () => this.octokit.users.getByUsername({ username: login }));
      return { login: data.login, id: data.id, type: data.type };
    } catch (error) {
      if (error instanceof GitHubApiError && error.status === 404) return undefined;
      throw error;
    }
  }

  async defaultBranch(): Promise<string> {
    const data = await this.answer('GET repository', { what: 'a repository', shape: { default_branch: 'string' } }, () => this.octokit.repos.get({ ...this.repo }));
    return data.default_branch;
  }

  /** The actor's permission on the repository: admin, maintain, write, triage, read or none. */
  async permission(login: string): Promise<string> {
    try {
      const data = await this.answer(`GET permission of ${login}`, { what: 'a permission', shape: { permission: 'string', role_name: 'string?' } }, () =>
        this.octokit.repos.getCollaboratorPermissionLevel({ ...this.repo, username: login }),
      );
      // A custom repository role has its own name; `permission` is then the base role it builds on.
      const role = (data as { role_name?: string }).role_name;
      return role && BUILT_IN_ROLES.has(role) ? role : data.permission;
    } catch (error) {
      if (error instanceof GitHubApiError && error.status === 404) return 'none';
      throw error;
    }
  }

  async issue(number: number): Promise<IssueData> {
    const shape: Shape = { number: 'number', title: 'string', body: 'string?', state: 'string', labels: 'array', ...AUTHOR, pull_request: 'object?' };
    const data = await this.answer(`GET issue #${number}`, { what: 'an issue', shape }, () => this.octokit.issues.get({ ...this.repo, issue_number: number }));
    return {
      number: data.number,
      title: data.title,
      body: data.body ?? '',
      state: data.state,
      labels: data.labels.map((l: unknown) => (typeof l === 'string' ? l : labelName(l))),
      author: data.user?.login ?? '',
      isPullRequest: Boolean(data.pull_request),
    };
  }

  async comments(issue: number): Promise<CommentData[]> {
    const items = await this.list<Item<Octokit['issues']['listComments']>>(`GET comments of #${issue}`, { what: 'a list of comments', shape: { ...WITH_ID, body: 'string?', ...AUTHOR } }, () =>
      this.octokit.issues.listComments({ ...this.repo, issue_number: issue, per_page: 100 }),
    );
    return items.map((c) => ({ id: c.id, body: c.body ?? '', author: c.user?.login ?? '', authorType: c.user?.type ?? 'User' }));
  }

  async createComment(issue: number, body: string): Promise<number> {
    const data = await this.answer(`POST comment on #${issue}`, { what: 'a comment', shape: WITH_ID }, () => this.octokit.issues.createComment({ ...this.repo, issue_number: issue, body: capBody(body) }));
    return data.id;
  }

  async updateComment(id: number, body: string): Promise<void> {
    await this.call(`PATCH comment ${id}`, () => this.octokit.issues.updateComment({ ...this.repo, comment_id: id, body: capBody(body) }));
  }

  async deleteComment(id: number): Promise<void> {
    await this.call(`DELETE comment ${id}`, () => this.octokit.issues.deleteComment({ ...this.repo, comment_id: id }));
  }

  async addLabels(issue: number, labels: string[]): Promise<void> {
    await this.call(`POST labels on #${issue}`, () => this.octokit.issues.addLabels({ ...this.repo, issue_number: issue, labels }));
  }

  async react(commentId: number, content: 'eyes' | '+1' | 'confused' | 'rocket', review = false): Promise<void> {
    await this.call(`POST reaction on comment ${commentId}`, () =>
      review
        ? this.octokit.reactions.createForPullRequestReviewComment({ ...this.repo, comment_id: commentId, content })
        : this.octokit.reactions.createForIssueComment({ ...this.repo, comment_id: commentId, content }),
    );
  }

  private toPull(data: { number: number; title: string; body: string | null; state: string; user: { login: string } | null; head: { ref: string; sha: string; repo: { full_name: string } | null }; base: { ref: string }; html_url: string; draft?: boolean }): PullData {
    return {
      number: data.number,
      title: data.title,
      body: data.body ?? '',
      state: data.state,
      author: data.user?.login ?? '',
      // GitHub gives `null` when the fork the head was in has been deleted.
      headRepo: data.head.repo?.full_name ?? '',
      headRef: data.head.ref,
      headSha: data.head.sha,
      baseRef: data.base.ref,
      url: data.html_url,
      draft: Boolean(data.draft),
    };
  }

  async pull(number: number): Promise<PullData> {
    return this.toPull(await this.answer(`GET pull request #${number}`, A_PULL, () => this.octokit.pulls.get({ ...this.repo, pull_number: number })));
  }

  /**
   * The open pull request from `branch` of this repository that `author` opened, if any. Anyone who
   * can read the repository may open another from the same branch (to another base): the newest one
   * from the branch is not necessarily Sweep's.
   */
  async openPullFor(branch: string, author: string): Promise<PullData | undefined> {
    const pulls = await this.list<Item<Octokit['pulls']['list']>>(`GET pull requests of ${branch}`, { what: 'a list of pull requests', shape: PULL }, () =>
      this.octokit.pulls.list({ ...this.repo, state: 'open', head: `${this.repo.owner}:${branch}`, per_page: 100 }),
    );
    const own = pulls.find((p) => p.user?.login === author);
    return own ? this.toPull(own) : undefined;
  }

  async createPull(input: { title: string; body: string; head: string; base: string; draft: boolean }): Promise<PullData> {
    return this.toPull(await this.answer(`POST pull request from ${input.head}`, A_PULL, () => this.octokit.pulls.create({ ...this.repo, ...input, body: capBody(input.body) })));
  }

  async updatePull(number: number, input: { title?: string; body?: string }): Promise<void> {
    const capped = input.body === undefined ? input : { ...input, body: capBody(input.body) };
    await this.call(`PATCH pull request #${number}`, () => this.octokit.pulls.update({ ...this.repo, pull_number: number, ...capped }));
  }

  async pullFiles(number: number): Promise<PullFile[]> {
    const shape: Shape = { filename: 'string', status: 'string', previous_filename: 'string?', patch: 'string?', additions: 'number', deletions: 'number' };
    const files = await this.list<Item<Octokit['pulls']['listFiles']>>(`GET files of #${number}`, { what: 'a list of pull request files', shape }, () =>
      this.octokit.pulls.listFiles({ ...this.repo, pull_number: number, per_page: 100 }),
    );
    return files.map((f) => ({
      path: f.filename,
      status: f.status,
      ...(f.previous_filename ? { previousPath: f.previous_filename } : {}),
      ...(f.patch !== undefined ? { patch: f.patch } : {}),
      additions: f.additions,
      deletions: f.deletions,
    }));
  }

  /**
   * Replies in a review thread: `POST .../pulls/{n}/comments` with `in_reply_to` set to the thread's
   * first comment (the replies endpoint refuses installation tokens and replies to replies). GitHub
   * ignores every field but the body when `in_reply_to` is set; `commitId` and `path` only satisfy
   * the request's schema.
   */
  async replyInThread(pull: number, threadId: number, body: string, about: { commitId: string; path: string }): Promise<number> {
    const data = await this.answer(`POST reply in review thread ${threadId}`, { what: 'a review comment', shape: WITH_ID }, () =>
      this.octokit.pulls.createReviewComment({ ...this.repo, pull_number: pull, in_reply_to: threadId, body: capBody(body), commit_id: about.commitId, path: about.path }),
    );
    return data.id;
  }

  async run(id: number): Promise<RunData> {
    const shape: Shape = { ...WITH_ID, name: 'string?', head_branch: 'string?', head_sha: 'string', conclusion: 'string?', run_attempt: 'number?', pull_requests: 'array?', html_url: 'string' };
    const data = await this.answer(`GET workflow run ${id}`, { what: 'a workflow run', shape }, () => this.octokit.actions.getWorkflowRun({ ...this.repo, run_id: id }));
    return {
      id: data.id,
      name: data.name ?? '',
      headBranch: data.head_branch ?? '',
      headSha: data.head_sha,
      conclusion: data.conclusion,
      runAttempt: data.run_attempt ?? 1,
      pullNumbers: (data.pull_requests ?? []).flatMap((p: unknown) => {
        const number = (p as { number?: unknown } | null)?.number;
        return typeof number === 'number' ? [number] : [];
      }),
      url: data.html_url,
    };
  }

  async jobs(runId: number): Promise<JobData[]> {
    const shape: Shape = { ...WITH_ID, name: 'string', conclusion: 'string?', steps: 'array?' };
    const jobs = await this.list<Item<Octokit['actions']['listJobsForWorkflowRun'], 'jobs'>>(`GET jobs of run ${runId}`, { what: 'a list of jobs', shape, list: { key: 'jobs' } }, () =>
      this.octokit.actions.listJobsForWorkflowRun({ ...this.repo, run_id: runId, filter: 'latest', per_page: 100 }),
    );
    return jobs.map((j) => ({
      id: j.id,
      name: j.name,
      conclusion: j.conclusion,
      steps: (j.steps ?? []).flatMap((step: unknown) => {
        const s = (step ?? {}) as Record<string, unknown>;
        return typeof s.name === 'string' && typeof s.number === 'number' ? [{ name: s.name, number: s.number, conclusion: typeof s.conclusion === 'string' ? s.conclusion : null }] : [];
      }),
    }));
  }

  /**
   * The last `maxBytes` of a job's log: GitHub answers 302 with a short-lived signed URL on another
   * host, which is read without the token (the storage refuses a request carrying both) and streamed,
   * so a log of any size takes at most `maxBytes` (plus one chunk) of memory.
   */
  async jobLogTail(jobId: number, maxBytes = JOB_LOG_TAIL_BYTES): Promise<Tail> {
    const redirect = await this.call(`GET log of job ${jobId}`, () =>
      this.octokit.request('GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs', { ...this.repo, job_id: jobId, request: { redirect: 'manual', parseSuccessResponseBody: false } }),
    );
    const stream = redirect.data as unknown as ReadableStream<Uint8Array> | null;
    // A server that answers with the log itself instead of a redirect.
    if ((redirect.status as number) === 200 && stream) return readTail(stream, maxBytes);
    await stream?.cancel();
    const location = redirect.headers.location;
    if (typeof location !== 'string' || !location) throw new GitHubApiError(`GitHub GET log of job ${jobId} answered ${redirect.status} without a download URL`, redirect.status, {});
    return this.call(`download of the log of job ${jobId}`, async () => {
      const response = await this.fetch(location, { redirect: 'follow' });
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw Object.assign(new Error(`the log download answered ${response.status}`), { status: response.status });
      }
      return readTail(response.body, maxBytes);
    });
  }
}
