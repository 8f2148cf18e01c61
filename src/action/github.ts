/**
 * The GitHub API calls the Action makes, behind one small interface, on the real Octokit client.
 * Every call goes through the shared retry helper: 5xx, 429 and rate-limit 403s are retried with
 * backoff (honouring Retry-After and the rate-limit reset when it is near), other errors fail at
 * once with the method, path and GitHub's message.
 */
import { Octokit } from '@octokit/rest';
import { isRetryableError, withRetry, type RetryTiming } from '../llm/retry.js';

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
  ) {
    super(message);
  }
}

/** GitHub's own repository roles; any other `role_name` is an organization's custom role. */
export const BUILT_IN_ROLES: ReadonlySet<string> = new Set(['admin', 'maintain', 'write', 'triage', 'read', 'none']);

/** Rate-limit resets further away than this are not waited for. */
export const MAX_RATE_LIMIT_WAIT_MS = 60_000;
export const GITHUB_ATTEMPTS = 4;

export interface GitHubOptions {
  token: string;
  /** GITHUB_API_URL, e.g. https://api.github.com or a GHES or test server. */
  baseUrl: string;
  repo: RepoRef;
  timing?: Partial<RetryTiming>;
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

/** True for failures worth another attempt, including GitHub's rate-limit 403s. */
export function isRetryableGitHubError(error: unknown, now = Date.now()): boolean {
  if (!(error instanceof GitHubApiError)) return isRetryableError(error);
  if (error.status === 403 || error.status === 429) {
    if (error.headers['retry-after']) return Number(error.headers['retry-after']) * 1000 <= MAX_RATE_LIMIT_WAIT_MS;
    if (error.headers['x-ratelimit-remaining'] === '0') {
      const reset = Number(error.headers['x-ratelimit-reset']) * 1000;
      return Number.isFinite(reset) && reset - now <= MAX_RATE_LIMIT_WAIT_MS;
    }
    return error.status === 429;
  }
  return isRetryableError(error);
}

export class GitHubClient {
  readonly octokit: Octokit;
  readonly repo: RepoRef;
  private readonly timing: Partial<RetryTiming> | undefined;
  private readonly onRetry: ((message: string) => void) | undefined;

  constructor(options: GitHubOptions) {
    this.octokit = new Octokit({
      auth: options.token,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      userAgent: 'sweep-action',
      // Failed requests are thrown (or retried, through onRetry) with what they were for; Octokit's
      // own error line would add noise to the log, e.g. for the expected 404 of a non-collaborator.
      log: { debug: () => undefined, info: () => undefined, warn: (message: string) => console.warn(message), error: () => undefined },
    });
    this.repo = options.repo;
    this.timing = options.timing;
    this.onRetry = options.onRetry;
  }

  /** One API call with retries; errors name the call and carry GitHub's message. */
  private async call<T>(label: string, fn: () => Promise<T>): Promise<T> {
    return withRetry(
      async () => {
        try {
          return await fn();
        } catch (error) {
          const status = (error as { status?: number }).status;
          const headers = headersOf(error);
          const message = githubMessage(error);
          const e = new GitHubApiError(`GitHub ${label} failed${status ? ` (${status})` : ''}: ${message}`, status, headers);
          if (headers['x-ratelimit-remaining'] === '0' && headers['x-ratelimit-reset'] && !headers['retry-after']) {
            // Let the retry helper wait until the reset.
            e.headers['retry-after'] = String(Math.max(1, Number(headers['x-ratelimit-reset']) - Math.floor(Date.now() / 1000)));
          }
          throw e;
        }
      },
      {
        label: `GitHub ${label}`,
        maxAttempts: GITHUB_ATTEMPTS,
        isRetryable: (error) => isRetryableGitHubError(error),
        ...(this.timing ? { timing: this.timing } : {}),
        ...(this.onRetry ? { onRetry: (info) => this.onRetry!(`retrying GitHub ${label} (attempt ${info.attempt + 1}): ${(info.error as Error).message}`) } : {}),
      },
    );
  }

  async defaultBranch(): Promise<string> {
    const { data } = await this.call('GET repository', () => this.octokit.repos.get({ ...this.repo }));
    return data.default_branch;
  }

  /** The actor's permission on the repository: admin, maintain, write, triage, read or none. */
  async permission(login: string): Promise<string> {
    try {
      const { data } = await this.call(`GET permission of ${login}`, () => this.octokit.repos.getCollaboratorPermissionLevel({ ...this.repo, username: login }));
      // A custom repository role has its own name; `permission` is then the base role it builds on.
      const role = (data as { role_name?: string }).role_name;
      return role && BUILT_IN_ROLES.has(role) ? role : data.permission;
    } catch (error) {
      if (error instanceof GitHubApiError && error.status === 404) return 'none';
      throw error;
    }
  }

  async issue(number: number): Promise<IssueData> {
    const { data } = await this.call(`GET issue #${number}`, () => this.octokit.issues.get({ ...this.repo, issue_number: number }));
    return {
      number: data.number,
      title: data.title,
      body: data.body ?? '',
      state: data.state,
      labels: data.labels.map((l) => (typeof l === 'string' ? l : (l.name ?? ''))),
      author: data.user?.login ?? '',
      isPullRequest: Boolean(data.pull_request),
    };
  }

  async comments(issue: number): Promise<CommentData[]> {
    const items = await this.call(`GET comments of #${issue}`, () => this.octokit.paginate(this.octokit.issues.listComments, { ...this.repo, issue_number: issue, per_page: 100 }));
    return items.map((c) => ({ id: c.id, body: c.body ?? '', author: c.user?.login ?? '', authorType: c.user?.type ?? 'User' }));
  }

  async createComment(issue: number, body: string): Promise<number> {
    const { data } = await this.call(`POST comment on #${issue}`, () => this.octokit.issues.createComment({ ...this.repo, issue_number: issue, body }));
    return data.id;
  }

  async updateComment(id: number, body: string): Promise<void> {
    await this.call(`PATCH comment ${id}`, () => this.octokit.issues.updateComment({ ...this.repo, comment_id: id, body }));
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

  private toPull(data: { number: number; title: string; body: string | null; state: string; user: { login: string } | null; head: { ref: string; sha: string }; base: { ref: string }; html_url: string; draft?: boolean }): PullData {
    return {
      number: data.number,
      title: data.title,
      body: data.body ?? '',
      state: data.state,
      author: data.user?.login ?? '',
      headRef: data.head.ref,
      headSha: data.head.sha,
      baseRef: data.base.ref,
      url: data.html_url,
      draft: Boolean(data.draft),
    };
  }

  async pull(number: number): Promise<PullData> {
    const { data } = await this.call(`GET pull request #${number}`, () => this.octokit.pulls.get({ ...this.repo, pull_number: number }));
    return this.toPull(data);
  }

  /** The open pull request from `branch` of this repository, if any. */
  async openPullFor(branch: string): Promise<PullData | undefined> {
    const { data } = await this.call(`GET pull requests of ${branch}`, () => this.octokit.pulls.list({ ...this.repo, state: 'open', head: `${this.repo.owner}:${branch}`, per_page: 10 }));
    const first = data[0];
    return first ? this.toPull(first) : undefined;
  }

  async createPull(input: { title: string; body: string; head: string; base: string; draft: boolean }): Promise<PullData> {
    const { data } = await this.call(`POST pull request from ${input.head}`, () => this.octokit.pulls.create({ ...this.repo, ...input }));
    return this.toPull(data);
  }

  async updatePull(number: number, input: { title?: string; body?: string }): Promise<void> {
    await this.call(`PATCH pull request #${number}`, () => this.octokit.pulls.update({ ...this.repo, pull_number: number, ...input }));
  }

  async pullFiles(number: number): Promise<PullFile[]> {
    const files = await this.call(`GET files of #${number}`, () => this.octokit.paginate(this.octokit.pulls.listFiles, { ...this.repo, pull_number: number, per_page: 100 }));
    return files.map((f) => ({
      path: f.filename,
      status: f.status,
      ...(f.previous_filename ? { previousPath: f.previous_filename } : {}),
      ...(f.patch !== undefined ? { patch: f.patch } : {}),
      additions: f.additions,
      deletions: f.deletions,
    }));
  }

  async replyToReviewComment(pull: number, commentId: number, body: string): Promise<void> {
    await this.call(`POST reply to review comment ${commentId}`, () => this.octokit.pulls.createReplyForReviewComment({ ...this.repo, pull_number: pull, comment_id: commentId, body }));
  }

  async run(id: number): Promise<RunData> {
    const { data } = await this.call(`GET workflow run ${id}`, () => this.octokit.actions.getWorkflowRun({ ...this.repo, run_id: id }));
    return {
      id: data.id,
      name: data.name ?? '',
      headBranch: data.head_branch ?? '',
      headSha: data.head_sha,
      conclusion: data.conclusion,
      runAttempt: data.run_attempt ?? 1,
      pullNumbers: (data.pull_requests ?? []).map((p) => p.number),
      url: data.html_url,
    };
  }

  async jobs(runId: number): Promise<JobData[]> {
    const jobs = await this.call(`GET jobs of run ${runId}`, () => this.octokit.paginate(this.octokit.actions.listJobsForWorkflowRun, { ...this.repo, run_id: runId, filter: 'latest', per_page: 100 }));
    return jobs.map((j) => ({
      id: j.id,
      name: j.name,
      conclusion: j.conclusion,
      steps: (j.steps ?? []).map((s) => ({ name: s.name, number: s.number, conclusion: s.conclusion })),
    }));
  }

  async jobLog(jobId: number): Promise<string> {
    const response = await this.call(`GET log of job ${jobId}`, () => this.octokit.actions.downloadJobLogsForWorkflowRun({ ...this.repo, job_id: jobId }));
    const data = response.data as unknown;
    if (typeof data === 'string') return data;
    if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
    return String(data ?? '');
  }
}
