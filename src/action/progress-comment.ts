/**
 * The progress comment on one issue or pull request: state in memory, rendered (progress.ts) and
 * written on each change, one write at a time. Sweep finds its latest comment again by the marker
 * and by its own login, so each run edits it instead of adding another. A failed write is logged
 * and the work goes on, except when GitHub's rate limit outlasts the run: then the next awaited
 * update (and `check`) throws it, and the run ends as failed, saying why. A run that fails while
 * opening the pull request looks for it before saying so: GitHub may have opened it though its
 * answer was lost.
 */
import { GitHubRateLimited } from './github.js';
import { failureKind } from './failure-kind.js';
import type { Job } from './job.js';
import { isProgressComment, renderProgress, type Failure, type ProgressPhase, type ProgressState, type UsageFigures } from './progress.js';

export class ProgressComment {
  private id: number | undefined;
  private state: ProgressState;
  private started = new Map<ProgressPhase, number>();
  /** The last write: each write waits for it, so the comment ends with the newest state (and is created once). */
  private writing: Promise<void> = Promise.resolve();
  /** A rate limit that outlasts the run: no further writes are tried. */
  private fatal: GitHubRateLimited | undefined;
  /** Another run reports on this work (see `silence`): nothing more is written. */
  private silent = false;

  constructor(
    private readonly job: Job,
    private readonly issue: number,
    /** The branch the run works on. */
    private readonly ref?: string,
  ) {
    this.state = { repo: { ...job.repo, ...(ref ? { ref } : {}), serverUrl: job.serverUrl }, phases: {}, runUrl: job.runUrl };
  }

  /** Sweep's progress comments on the issue, oldest first (anyone can paste the marker: only Sweep's own count). */
  private async own(): Promise<number[]> {
    return (await this.job.github.comments(this.issue)).filter((c) => isProgressComment(c.body) && c.author === this.job.self.login).map((c) => c.id);
  }

  /** Finds Sweep's latest progress comment on the issue to edit it, instead of adding another. */
  async attach(): Promise<void> {
    this.id = (await this.own()).at(-1);
  }

  /**
   * Writes nothing more: another run (one working on the same failure) reports on this work. A
   * comment this run added to the issue while it was the only one is left to that run.
   */
  silence(): void {
    this.silent = true;
  }

  /** Throws the rate limit that stopped the comment's writes, if one did. */
  check(): void {
    if (this.fatal) throw this.fatal;
  }

  async update(patch: Partial<ProgressState>): Promise<void> {
    this.state = { ...this.state, ...patch, phases: { ...this.state.phases, ...patch.phases }, details: { ...this.state.details, ...patch.details } };
    const body = this.job.redactor.redact(renderProgress(this.state));
    // Some updates are not awaited (phase changes inside the flow): without the queue, an older body
    // could reach GitHub after a newer one, or two comments could be created.
    this.writing = this.writing.then(() => this.write(body));
    await this.writing;
    this.check();
  }

  private async write(body: string): Promise<void> {
    if (this.fatal || this.silent) return;
    try {
      if (this.id === undefined) await this.create(body);
      else await this.job.github.updateComment(this.id, body);
    } catch (error) {
      if (error instanceof GitHubRateLimited) this.fatal = error;
      // Progress is informative; a failed update must not stop the work.
      this.job.log.warning(`could not update the progress comment: ${this.job.redactor.redact((error as Error).message)}`);
    }
  }

  /**
   * Adds the comment. Two runs that found none (two failures of one commit delivered at once) may
   * each add one: both then keep the first and the later one is deleted, so the issue has one.
   */
  private async create(body: string): Promise<void> {
    const id = await this.job.github.createComment(this.issue, body);
    this.id = id;
    const first = (await this.own().catch(() => [id])).filter((other) => other <= id)[0];
    if (first === undefined || first === id) return;
    await this.job.github.deleteComment(id).catch(() => undefined);
    this.id = first;
    await this.job.github.updateComment(first, body);
  }

  async phase(phase: ProgressPhase, status: 'running' | 'done' | 'skipped', detail?: string): Promise<void> {
    if (status === 'running') this.started.set(phase, Date.now());
    else if (this.started.has(phase)) this.job.timings[phase] = Date.now() - this.started.get(phase)!;
    // A new phase running means the one before it is done.
    const phases: Partial<Record<ProgressPhase, 'running' | 'done' | 'skipped'>> = { [phase]: status };
    if (status === 'running') for (const [p, s] of Object.entries(this.state.phases)) if (s === 'running' && p !== phase) phases[p as ProgressPhase] = 'done';
    await this.update({ phases, ...(detail ? { details: { [phase]: detail } } : {}) });
  }

  /**
   * Records the failure in the comment (when it can still be written), with what the run spent on the
   * model when given, and returns it. Never throws.
   */
  async fail(error: unknown, usage?: UsageFigures): Promise<Failure> {
    const running = (Object.entries(this.state.phases).find(([, s]) => s === 'running')?.[0] ?? 'searching') as ProgressPhase;
    const pullRequest = running === 'pull-request' && !this.state.pullRequest ? await this.openedPull() : undefined;
    const failure: Failure = {
      phase: running,
      kind: failureKind(error),
      message: this.job.redactor.redact(error instanceof Error ? error.message : String(error)),
      ...(pullRequest ? { pullRequest } : {}),
    };
    await this.update({ phases: { [running]: 'failed' }, failure, ...(usage ? { usage } : {}) }).catch(() => undefined);
    return failure;
  }

  /**
   * Sweep's open pull request from the branch, after a failure while opening it (a garbled answer to
   * `POST /pulls` may stand for a pull request GitHub opened). Undefined when there is none, when this
   * comment is on that pull request, or when the lookup fails too (said in the log).
   */
  private async openedPull(): Promise<{ number: number; url: string } | undefined> {
    if (!this.ref) return undefined;
    try {
      const pull = await this.job.github.openPullFor(this.ref, this.job.self.login);
      return pull && pull.number !== this.issue ? { number: pull.number, url: pull.url } : undefined;
    } catch (error) {
      this.job.log.warning(`could not look for the pull request from ${this.ref}: ${this.job.redactor.redact((error as Error).message)}`);
      return undefined;
    }
  }

  get current(): ProgressState {
    return this.state;
  }
}
