/**
 * One handler per trigger. Issue work (a labeled issue, a `Sweep:` issue, `/sweep` on an issue)
 * opens or updates Sweep's pull request; pull request work (`/sweep` on a Sweep PR, a review
 * comment, a failed CI run) adds a commit to the PR's branch. Every handler checks who may trigger
 * it first and reports progress in one comment.
 */
import * as core from '@actions/core';
import { runFlow, type FlowResult } from '../agent/flows.js';
import { vectorChunkScores } from '../search/vectors/hybrid.js';
import type { RepoIndex } from '../search/index/repo-index.js';
import { issueTask, pullTask, type Task } from '../agent/task.js';
import { warmEncoder } from '../context/budget.js';
import { compressPrDiff } from '../context/pr-diff.js';
import { fetchLinkedPages } from '../context/links.js';
import { sanitizeUntrusted } from '../llm/prompts.js';
import { RepoFiles } from '../repo/repo-files.js';
import { summarizeCiFailure, selectFailedJobs, type CiJob } from './ci-logs.js';
import { deliver } from './deliver.js';
import { isSweepBranch, type Actor, type CiFailureTrigger, type CommentTrigger, type IssueTrigger, type ReviewCommentTrigger } from './events.js';
import type { PullData } from './github.js';
import { checkDeadline, maxCiAttempts, type Job } from './job.js';
import { createLlm } from './llm-factory.js';
import { commitIdentity } from './identity.js';
import { approvedIssue, editedNotice, issueForPullRun, type IssueText } from './approved.js';
import { checkCiOrigin, checkOwnPull, checkTrigger, isBot, SWEEP_MARKER, type CiPull, type GateDecision } from './permissions.js';
import { prepareHistory } from './prepare-history.js';
import { ProgressComment } from './progress-comment.js';
import { indexCacheDir, indexWorkspace } from './workspace-index.js';
import { prTitle } from './pr-body.js';
import { claimHead, defaultState, headOwner, parseState, type SweepState } from './pr-state.js';
import { updateState } from './state-writes.js';
import { branchFor, BranchMoved, fetchBranch, prepareWorkBranch } from './pull-request.js';
import { renderJobSummary } from './summary.js';
import { startTests } from './test-step.js';
import { testsLine, testsReport as buildTestsReport, type TestsReport } from './tests-section.js';

/** Tokens of the pull request's diff shown to the model; outside text is bounded by its door (llm/untrusted.ts). */
export const PR_DIFF_BUDGET = 6_000;
/** Characters of a comment's first line used in a commit subject. */
const SUBJECT_CHARS = 60;

type Handled = Parameters<typeof checkTrigger>[0]['trigger'];

function repository(job: Job): string {
  return `${job.repo.owner}/${job.repo.repo}`;
}

/** True when the pull request is Sweep's own (see `checkOwnPull`); otherwise says why in the log. */
function ownPull(job: Job, pull: PullData): boolean {
  const decision = checkOwnPull(pull, repository(job), job.self.login);
  if (!decision.allowed) job.log.info(`Not running: ${decision.reason}.`);
  return decision.allowed;
}

async function gate(job: Job, trigger: Handled, issue: number, extra: { commentBody?: string; pull?: CiPull } = {}): Promise<boolean> {
  const decision: GateDecision = await checkTrigger({
    trigger,
    config: job.config,
    selfLogin: job.self.login,
    repository: repository(job),
    permissionOf: (l) => job.github.permission(l),
    label: job.settings.label,
    ...extra,
  });
  if (decision.allowed) return true;
  job.log.info(`Not running: ${decision.reason}.`);
  if (!decision.silent) await job.github.createComment(issue, job.redactor.redact(decision.reply));
  return false;
}

/** The first line of outside text, without hidden content, for a commit subject (redacted when delivered). */
function subjectLine(text: string): string {
  return (sanitizeUntrusted(text).trim().split('\n')[0] ?? '').slice(0, SUBJECT_CHARS);
}

/** What a flow did, with what the repository's tests said of it. */
type Work = FlowResult & { testsReport: TestsReport | undefined };

/** The flow; `llm` is made by the caller, so that a failed run still reports what it spent. */
async function flow(job: Job, progress: ProgressComment, task: Task, llm: ReturnType<typeof createLlm>): Promise<Work> {
  await progress.phase('searching', 'running', 'indexing and searching the repository');
  // The tests' run on the checkout as it is goes on beside indexing and planning.
  const verify = await startTests(job);
  await prepareHistory(job);
  checkDeadline(job, 'indexing');
  const sha = (await job.git.head()).slice(0, 40);
  const indexing = indexWorkspace(job, sha);
  // The token encoder is built while worker threads parse.
  setImmediate(() => warmEncoder(job.settings.model));
  const index = await indexing;
  const pages = job.config.fetchLinks ? await fetchLinkedPages(`${task.body}\n${task.instructions ?? ''}`) : [];
  checkDeadline(job, 'planning');
  const embeddingsModel = job.settings.embeddingsModel;
  const result = await runFlow({
    llm,
    index,
    task,
    config: job.config,
    model: job.settings.model,
    ...(job.settings.contextWindow !== undefined ? { contextWindow: job.settings.contextWindow } : {}),
    pages,
    redactor: job.redactor,
    // Files an earlier workflow step left in the checkout (credentials among them), or changed, are not the repository's.
    trackedPaths: await job.git.trackedPaths(),
    uncommittedPaths: await job.git.uncommittedPaths(),
    ...(embeddingsModel ? { vectorScores: (query: string) => vectorScores(job, index, query, llm, embeddingsModel) } : {}),
    ...(verify ? { verify } : {}),
    log: (line) => job.log.info(job.redactor.redact(line)),
    onPhase: (phase, detail) => {
      checkDeadline(job, phase);
      progress.check();
      // A failed write is reported by the next awaited update (or `check`).
      progress.phase(phase, 'running', detail).catch(() => undefined);
    },
  });
  const testsReport = buildTestsReport(job.config.testCommand, result.tests, verify ? await verify.before() : undefined);
  await progress.update({
    topFiles: result.search.files.map((f) => ({ path: f.path })),
    plan: result.plan,
    phases: { validating: 'done' },
    refused: result.refused,
    notReviewed: result.reviews.at(-1)?.unreadable === true,
    ...(testsReport ? { tests: testsLine(testsReport) } : {}),
  });
  return { ...result, testsReport };
}

/** Vector scores for the query, or undefined (logged) when the embeddings endpoint fails: retrieval then stays lexical. */
async function vectorScores(job: Job, index: RepoIndex, query: string, llm: ReturnType<typeof createLlm>, model: string): Promise<Float64Array | undefined> {
  try {
    // The chunks go to the embeddings endpoint as the context goes to the model: redacted.
    const read = RepoFiles.open(index.root).reader();
    const readText = (path: string) => {
      const text = read(path);
      return text === undefined ? undefined : job.redactor.redact(text);
    };
    const result = await vectorChunkScores(index, query, { embedder: llm, model, cacheDir: indexCacheDir(), readText });
    if (result.stats) job.log.info(`embeddings: ${result.stats.embedded} chunks embedded, ${result.stats.cached} cached`);
    return result.extraChunkScores;
  } catch (error) {
    job.log.warning(`embeddings failed (${job.redactor.redact((error as Error).message)}); retrieval stays lexical`);
    return undefined;
  }
}

async function summarize(job: Job, trigger: string, result: Work | undefined, llm: ReturnType<typeof createLlm>, outcome: Parameters<typeof renderJobSummary>[0]['outcome']): Promise<void> {
  const text = renderJobSummary({
    trigger,
    repo: job.repo,
    ...(result ? { intent: result.search.intent, files: result.search.files, plan: result.plan, changedFiles: result.changedPaths.map((path) => ({ path })), reviews: result.reviews } : {}),
    ...(result?.testsReport ? { tests: result.testsReport } : {}),
    usage: llm.usage(),
    timings: job.timings,
    outcome,
    runUrl: job.runUrl,
  });
  job.summaryWritten = true;
  try {
    await core.summary.addRaw(job.redactor.redact(text)).write();
  } catch (error) {
    // The job summary is a courtesy: a runner without one must not fail the run.
    job.log.warning(`could not write the job summary: ${(error as Error).message}`);
  }
}

/** The issue's title and body as the event's payload carries them (a dispatch carries neither). */
function payloadIssue(trigger: IssueTrigger | CommentTrigger): Partial<IssueText> {
  const title = trigger.kind === 'comment' ? trigger.issueTitle : trigger.title;
  const body = trigger.kind === 'comment' ? trigger.issueBody : trigger.body;
  return { ...(title !== undefined ? { title } : {}), ...(body !== undefined ? { body } : {}) };
}

/** A labeled issue, a `Sweep:` issue, a dispatched issue number, or `/sweep` on an issue. */
export async function handleIssue(job: Job, trigger: IssueTrigger | CommentTrigger): Promise<void> {
  const number = trigger.issueNumber;
  const comment = trigger.kind === 'comment' ? trigger : undefined;
  if (!(await gate(job, trigger, number, comment ? { commentBody: comment.body } : {}))) return;
  const issue = await job.github.issue(number);
  // The label or the comment approved the issue as the event's payload carries it.
  const approved = approvedIssue(payloadIssue(trigger), issue);
  // With a personal token the label event would come from the token's user, whom GitHub cannot tell
  // apart from that person labeling by hand: it is not added, so that such an event always runs.
  if (trigger.kind === 'issue' && trigger.addLabel && job.self.kind !== 'personal') await job.github.addLabels(number, [job.settings.label]);
  if (comment) await job.github.react(comment.commentId, 'eyes').catch(() => undefined);
  const base = job.config.branch ?? (await job.github.defaultBranch());
  const wanted = job.redactor.redactBranchName(branchFor(number, approved.title));
  const progress = new ProgressComment(job, number, wanted);
  await progress.attach();
  if (approved.editedSince) {
    const notice = editedNotice(number, trigger.actor.login, comment ? 'comment' : 'label');
    job.log.info(notice);
    await progress.update({ notices: [notice] });
  }
  let result: Work | undefined;
  const llm = createLlm(job);
  try {
    const work = await prepareWorkBranch({ git: job.git, github: job.github, branch: wanted, base, token: job.settings.githubToken, author: job.self.login, identity: commitIdentity(job.self) });
    const { branch, pull } = work;
    for (const name of work.passedOver) job.log.info(`Not building on ${name}: working on ${branch} instead.`);
    if (branch !== wanted) await progress.update({ repo: { ...progress.current.repo, ref: branch } });
    const task = issueTask(approved, comment?.instructions);
    result = await flow(job, progress, task, llm);
    const state: SweepState = { ...(pull ? parseState(pull.body, number) : defaultState(number)), issueDigest: approved.digest };
    const delivered = await deliver({ job, progress, result, llm, branch, base, issueNumber: number, issueTitle: approved.title, subject: prTitle(approved.title, number), state, ...(pull ? { pull } : {}) });
    await summarize(job, `issue #${number}`, result, llm, delivered.pull ? { kind: 'pull-request', number: delivered.pull.number, url: delivered.pull.url, updated: Boolean(pull) } : { kind: 'dry-run', diff: delivered.diff ?? result.diff });
  } catch (error) {
    const failure = await progress.fail(error, llm.usage());
    await summarize(job, `issue #${number}`, result, llm, { kind: 'failed', failure });
    throw error;
  }
}

/** A CI fix's failed run and the commit it tested: the fix is made from that commit, by the lowest run that claimed it. */
interface CiWork {
  runId: number;
  headSha: string;
}

/** Another failed run of the same commit makes its fix: this run stops without a word in the progress comment. */
class Superseded extends Error {
  override name = 'Superseded';
}

/**
 * Throws `Superseded` when another run claimed the CI fix of `ci.headSha` first (a lower run id in
 * the pull request's state): two failures of one commit delivered at once make one fix.
 */
async function checkOwner(job: Job, pullNumber: number, ci: CiWork): Promise<void> {
  const owner = headOwner(parseState((await job.github.pull(pullNumber)).body, 0), ci.headSha);
  if (owner !== undefined && owner !== ci.runId) throw new Superseded(`run ${owner} failed on the same commit (${ci.headSha.slice(0, 12)}) and makes its fix`);
}

/** Work on one of Sweep's pull requests: `/sweep` on it, a review comment, or its CI failing. */
async function pullWork(job: Job, pull: PullData, progress: ProgressComment, task: (issueBody: string, diff: string) => Task, subject: string, state: SweepState, label: string, ci?: CiWork): Promise<void> {
  let result: Work | undefined;
  const llm = createLlm(job);
  try {
    if (!(await fetchBranch(job.git, pull.headRef, job.settings.githubToken))) throw new Error(`the branch ${pull.headRef} of #${pull.number} no longer exists`);
    await job.git.run(['checkout', '-q', '-B', pull.headRef, `origin/${pull.headRef}`]);
    if (ci) {
      const head = await job.git.head();
      if (head !== ci.headSha) throw new BranchMoved(`${pull.headRef} is at ${head.slice(0, 12)}, no longer at ${ci.headSha.slice(0, 12)}, the commit run ${ci.runId} tested: nothing was done`, head);
    }
    // Only the issue text a writer approved: an issue edited since is left out.
    const current = state.issue ? await job.github.issue(state.issue) : undefined;
    const { issue, notice } = issueForPullRun(state.issue, current, state.issueDigest);
    if (notice) {
      job.log.info(notice);
      await progress.update({ notices: [notice] });
    }
    const files = await job.github.pullFiles(pull.number);
    const diff = compressPrDiff(
      files.map((f) => ({ path: f.path, status: f.status === 'removed' ? 'deleted' : f.status === 'added' ? 'added' : f.status === 'renamed' ? 'renamed' : 'modified', ...(f.previousPath ? { previousPath: f.previousPath } : {}), ...(f.patch !== undefined ? { patch: f.patch } : {}), additions: f.additions, deletions: f.deletions })),
      { budget: PR_DIFF_BUDGET, model: job.settings.model },
    ).text;
    result = await flow(job, progress, task(issue?.body ?? '', diff), llm);
    if (ci) await checkOwner(job, pull.number, ci);
    const delivered = await deliver({ job, progress, result, llm, branch: pull.headRef, base: pull.baseRef, issueNumber: state.issue || pull.number, issueTitle: issue?.title ?? pull.title, subject, state, pull, ...(ci ? { expectedHead: ci.headSha } : {}) });
    await summarize(job, label, result, llm, delivered.pull ? { kind: 'pull-request', number: pull.number, url: pull.url, updated: true } : { kind: 'dry-run', diff: delivered.diff ?? result.diff });
  } catch (error) {
    if (ci && error instanceof BranchMoved) {
      // Moved by the run that made the fix: it reports; moved by someone else: say so here.
      const superseded = await checkOwner(job, pull.number, ci).then(() => undefined, (e: unknown) => (e instanceof Superseded ? e : undefined));
      if (superseded) return stopSuperseded(job, progress, superseded, label, result, llm);
      job.log.info(`Not pushing: ${error.message}.`);
      await progress.update({ phases: { ci: 'skipped', 'pull-request': 'skipped' }, details: { 'pull-request': `the branch moved: ${error.message}` } });
      return summarize(job, label, result, llm, { kind: 'nothing', reason: error.message });
    }
    if (error instanceof Superseded) return stopSuperseded(job, progress, error, label, result, llm);
    const failure = await progress.fail(error, llm.usage());
    await summarize(job, label, result, llm, { kind: 'failed', failure });
    throw error;
  }
}

async function stopSuperseded(job: Job, progress: ProgressComment, error: Superseded, label: string, result: Work | undefined, llm: ReturnType<typeof createLlm>): Promise<void> {
  progress.silence();
  job.log.info(`Not going on: ${error.message}.`);
  await summarize(job, label, result, llm, { kind: 'nothing', reason: error.message });
}

/**
 * The state to work with when a bot's comment (a review bot `allowed_bots` lists) asks for work on
 * one of Sweep's pull requests: counted on the pull request, at most max-ci-attempts times, so a
 * bot that reviews every commit cannot keep Sweep committing; undefined (said in the log) past that.
 * People's comments are not counted.
 */
async function botRun(job: Job, actor: Actor, pull: PullData, state: SweepState): Promise<SweepState | undefined> {
  if (!isBot(actor)) return state;
  const max = maxCiAttempts(job);
  const runs = state.botRuns ?? 0;
  if (runs >= max) {
    job.log.info(`Not running: bots' comments already ran Sweep ${runs} times on #${pull.number} (max-ci-attempts: ${max}); a person can still ask.`);
    return undefined;
  }
  const { state: next } = await updateState(job.github, pull.number, (s) => ({ ...s, botRuns: Math.max(s.botRuns ?? 0, runs) + 1 }));
  return next;
}

/** `/sweep ...` on one of Sweep's pull requests: change it as asked. */
export async function handlePullComment(job: Job, trigger: CommentTrigger): Promise<void> {
  const pull = await job.github.pull(trigger.issueNumber);
  if (!isSweepBranch(pull.headRef)) {
    job.log.info(`Not running: #${pull.number} is not a Sweep pull request.`);
    return;
  }
  if (!ownPull(job, pull)) return;
  if (!(await gate(job, trigger, pull.number, { commentBody: trigger.body }))) return;
  const state = await botRun(job, trigger.actor, pull, parseState(pull.body, 0));
  if (!state) return;
  await job.github.react(trigger.commentId, 'eyes').catch(() => undefined);
  const progress = new ProgressComment(job, pull.number, pull.headRef);
  await progress.attach();
  const instructions = trigger.instructions || 'Improve this pull request.';
  await pullWork(job, pull, progress, (issueBody, diff) => pullTask({ title: pull.title, issueBody, diff }, { instructions }), `Sweep: ${subjectLine(instructions)}`, state, `/sweep on #${pull.number}`);
}

/** A review comment on a Sweep pull request: change only that file, around those lines. */
export async function handleReviewComment(job: Job, trigger: ReviewCommentTrigger): Promise<void> {
  // Whose pull request first: a refusal is written only on Sweep's own, never on anyone else's.
  const pull = await job.github.pull(trigger.pullNumber);
  if (!ownPull(job, pull)) return;
  if (!(await gate(job, trigger, trigger.pullNumber, { commentBody: trigger.body }))) return;
  const state = await botRun(job, trigger.actor, pull, parseState(pull.body, 0));
  if (!state) return;
  await job.github.react(trigger.commentId, 'eyes', true).catch(() => undefined);
  const progress = new ProgressComment(job, pull.number, pull.headRef);
  await progress.attach();
  const reviewComment = { path: trigger.path, startLine: trigger.startLine, line: trigger.line, body: trigger.body };
  await pullWork(
    job,
    pull,
    progress,
    (issueBody, diff) => pullTask({ title: pull.title, issueBody, diff }, { reviewComment }),
    `Sweep: address review comment on ${trigger.path}`,
    state,
    `review comment on #${pull.number}`,
  );
  const reply = `${SWEEP_MARKER}reply -->\nDone: see the latest commit on this pull request.`;
  await job.github.replyInThread(pull.number, trigger.threadId, reply, { commitId: pull.headSha, path: trigger.path }).catch((error: Error) => {
    job.log.warning(`could not reply in the review thread: ${job.redactor.redact(error.message)}`);
  });
}

/** The failed jobs' logs, one download at a time, each cut to its last JOB_LOG_TAIL_BYTES. */
async function failedJobLogs(job: Job, runId: number): Promise<CiJob[]> {
  const logs: CiJob[] = [];
  for (const failed of selectFailedJobs(await job.github.jobs(runId))) {
    const tail = await job.github.jobLogTail(failed.id);
    // Redacted whole, before the summary cuts long lines: a secret straddling a cut would keep the
    // piece before it, too short to be recognised afterwards.
    logs.push({ name: failed.name, conclusion: failed.conclusion, steps: failed.steps, log: job.redactor.redact(tail.text), omittedBytes: tail.omittedBytes });
  }
  return logs;
}

/**
 * CI failed on a Sweep branch: read the failed jobs' logs and fix, at most max-ci-attempts times per
 * PR. Only a run of this repository's own code (never a fork's) on the current head of a pull
 * request Sweep opened counts; anything else is ignored before a log is read or an attempt spent.
 */
export async function handleCiFailure(job: Job, trigger: CiFailureTrigger): Promise<void> {
  const origin = checkCiOrigin(trigger, repository(job));
  if (!origin.allowed) {
    job.log.info(`Not running: ${origin.reason}.`);
    return;
  }
  // Sweep's open pull request from this repository's branch, whatever the payload's list says.
  const pull = await job.github.openPullFor(trigger.headBranch, job.self.login);
  if (!(await gate(job, trigger, pull?.number ?? 0, pull ? { pull: { author: pull.author, headSha: pull.headSha } } : {})) || !pull) return;
  const state = parseState(pull.body, 0);
  if (state.handledRuns.includes(trigger.runId)) {
    job.log.info(`Not running: workflow run ${trigger.runId} was already handled (a re-run does not count again).`);
    return;
  }
  const ci: CiWork = { runId: trigger.runId, headSha: trigger.headSha };
  const handled = (s: SweepState): SweepState => ({ ...s, handledRuns: [...s.handledRuns, trigger.runId] });
  const max = maxCiAttempts(job);
  const claimedBefore = headOwner(state, trigger.headSha) !== undefined;
  if (!claimedBefore && state.ciAttempts >= max) {
    const progress = new ProgressComment(job, pull.number, pull.headRef);
    await progress.attach();
    await progress.update({ ci: { attempts: state.ciAttempts, max }, phases: { ci: 'failed' }, failure: { phase: 'ci', kind: 'ci-exhausted', message: `CI still fails after ${state.ciAttempts} fix attempts (max-ci-attempts: ${max}).` } });
    await updateState(job.github, pull.number, handled);
    job.log.info(`Not running: ${state.ciAttempts} CI fix attempts already made (max ${max}).`);
    return;
  }
  // The claim counts the attempt (once per head commit), even if the fix fails: the count lives on
  // the pull request, written so that a run claiming the same commit at the same time loses nothing.
  const { state: claimed } = await updateState(job.github, pull.number, (s) => claimHead(s, trigger.headSha, trigger.runId));
  const owner = headOwner(claimed, trigger.headSha);
  if (owner !== trigger.runId) {
    job.log.info(`Not running: run ${owner} failed on the same commit (${trigger.headSha.slice(0, 12)}) and makes its fix; one fix per commit.`);
    return;
  }
  const progress = new ProgressComment(job, pull.number, pull.headRef);
  await progress.attach();
  await progress.update({ ci: { attempts: claimed.ciAttempts, max }, phases: { ci: 'running' } });
  const ciLog = summarizeCiFailure(await failedJobLogs(job, trigger.runId));
  await pullWork(job, pull, progress, (issueBody, diff) => pullTask({ title: pull.title, issueBody, diff }, { ciLog }), `Sweep: fix CI (${trigger.workflowName || 'workflow'} run ${trigger.runId})`, claimed, `failed run ${trigger.runId} on #${pull.number}`, ci);
  if (progress.current.phases.ci === 'running') await progress.update({ phases: { ci: 'done' } });
}
