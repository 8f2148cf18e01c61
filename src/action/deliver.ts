/**
 * Turning a flow's result into a commit, a push and a pull request: file contents are scrubbed of
 * secrets, the commit is made by the Action on its branch, the branch is pushed without force, and
 * the pull request is opened (or its body and state updated). In dry-run mode nothing is pushed.
 */
import * as core from '@actions/core';
import type { FlowResult } from '../agent/flows.js';
import type { LlmClient } from '../llm/client.js';
import type { PullData } from './github.js';
import { commitIdentity } from './identity.js';
import { checkDeadline, maxCiAttempts, type Job } from './job.js';
import { prTitle, renderPrBody, type ChangedFile } from './pr-body.js';
import { mergeStates, type SweepState } from './pr-state.js';
import { updateState } from './state-writes.js';
import { testsFail, type TestsReport } from './tests-section.js';
import { withoutClosingKeywords } from './progress.js';
import type { ProgressComment } from './progress-comment.js';
import { fetchBranch, openOrUpdatePull, pushBranch } from './pull-request.js';

export interface DeliverInputs {
  job: Job;
  progress: ProgressComment;
  result: FlowResult & { testsReport?: TestsReport | undefined };
  llm: LlmClient;
  branch: string;
  base: string;
  issueNumber: number;
  issueTitle: string;
  /** First line of the commit message. */
  subject: string;
  state: SweepState;
  /** The pull request already open for the branch, for follow-up work. */
  pull?: PullData;
  /** Push only while the branch is still at this commit (a CI fix of the commit whose run failed); see `pushBranch`. */
  expectedHead?: string;
}

export interface Delivered {
  pull?: PullData;
  commit?: string;
  /** In dry-run mode: the change as it would have been committed, for the job summary. */
  diff?: string;
}

/**
 * Secrets the model may have echoed never reach a file, nor a file's name: a file whose path holds a
 * secret is dropped from the change (and listed as refused); other files' text is redacted.
 */
function scrubFiles(inputs: DeliverInputs): FlowResult {
  const { result, job } = inputs;
  const kept: string[] = [];
  const refused: string[] = [];
  for (const path of result.changedPaths) {
    if (job.redactor.containsSecret(path)) {
      result.tree.revert(path);
      refused.push(`'${job.redactor.redact(path)}': the file's name holds a secret, so the change to it was dropped`);
      job.log.warning(`dropped the change to a file whose name holds a secret (${job.redactor.redact(path)})`);
      continue;
    }
    kept.push(path);
    const text = result.tree.read(path);
    if (text !== undefined && job.redactor.containsSecret(text)) {
      result.tree.write(path, job.redactor.redact(text));
      job.log.warning(`removed a secret the model wrote into ${path}`);
    }
  }
  if (refused.length === 0) return result;
  if (kept.length === 0) throw new Error('Nothing to commit: the name of every file the model changed holds a secret');
  return { ...result, changedPaths: kept, refused: [...result.refused, ...refused], diff: result.tree.fullDiff(result.plan.changes.map((c) => c.path)) };
}

function changedFiles(result: FlowResult): ChangedFile[] {
  return result.changedPaths.map((path) => {
    const diff = result.tree.diff(path).split('\n');
    return {
      path,
      additions: diff.filter((l) => l.startsWith('+') && !l.startsWith('+++')).length,
      deletions: diff.filter((l) => l.startsWith('-') && !l.startsWith('---')).length,
    };
  });
}

/**
 * What the pull request changes against its base after Sweep's commit: every file, the ones others
 * pushed to the branch included; Sweep's own files when git cannot tell.
 */
async function pullRequestFiles(job: DeliverInputs['job'], base: string, result: FlowResult): Promise<ChangedFile[]> {
  try {
    if (await fetchBranch(job.git, base, job.settings.githubToken)) return await job.git.changedFiles(`origin/${base}`);
  } catch (error) {
    job.log.warning(`could not list what the pull request changes against ${base} (${job.redactor.redact((error as Error).message)}); listing Sweep's files`);
  }
  return changedFiles(result);
}

export async function deliver(inputs: DeliverInputs): Promise<Delivered> {
  const { job, progress } = inputs;
  const result = scrubFiles(inputs);
  const redact = (text: string) => job.redactor.redact(text);
  let files: ChangedFile[] = changedFiles(result);
  const bodyWith = (ciState: SweepState) => redact(
    renderPrBody({
      issueNumber: inputs.issueNumber,
      plan: result.plan,
      outcomes: result.outcomes,
      changedFiles: files,
      importEdges: result.plan.changes.slice(1).map((c, i) => [result.plan.changes[i]!.path, c.path] as const),
      notes: result.notes,
      refused: result.refused,
      reviews: result.reviews,
      usage: inputs.llm.usage(),
      runUrl: job.runUrl,
      ciState,
      maxCiAttempts: maxCiAttempts(job),
      ...(inputs.result.testsReport ? { tests: inputs.result.testsReport } : {}),
    }),
  );
  if (job.settings.dryRun) {
    // The diff reaches the job summary through its renderer only (summary.ts, written by the handler).
    await progress.phase('pull-request', 'skipped', 'dry run: the diff is in the job summary');
    return { diff: result.diff };
  }
  checkDeadline(job, 'pushing');
  await progress.phase('pull-request', 'running', inputs.pull ? `updating #${inputs.pull.number}` : 'opening the pull request');
  const written = await result.tree.flush();
  // The model's words never close another issue when the commit reaches the default branch.
  const message = redact(`${withoutClosingKeywords(inputs.subject)}\n\n${withoutClosingKeywords(result.plan.summary || result.plan.rootCause)}\n\nRefs #${inputs.issueNumber}`.trim());
  const identity = commitIdentity(job.self);
  let commit: string;
  try {
    commit = await job.git.commit(written, message, identity);
  } catch (error) {
    // Nothing half done: the files written are put back (the commit left the index as it was).
    await result.tree.undo().catch((undo: Error) => job.log.warning(`after the failed commit, ${undo.message}`));
    throw error;
  }
  await pushBranch({ git: job.git, branch: inputs.branch, protectedBranches: [inputs.base], token: job.settings.githubToken, identity, ...(inputs.expectedHead ? { expectedHead: inputs.expectedHead } : {}) });
  files = await pullRequestFiles(job, inputs.base, result);
  let pull: PullData;
  let draftRefused = false;
  if (inputs.pull) {
    // The state as it is now, merged with the one this run started from: a run that overlapped this
    // one (a CI fix beside a review comment) may have counted an attempt meanwhile.
    const written = await updateState(job.github, inputs.pull.number, (now) => mergeStates(inputs.state, now), (_, state) => bodyWith(state));
    pull = { ...inputs.pull, body: written.pull.body };
  } else {
    const body = bodyWith(inputs.state);
    ({ pull, draftRefused } = await openOrUpdatePull({
      github: job.github,
      author: job.self.login,
      branch: inputs.branch,
      base: inputs.base,
      title: redact(prTitle(inputs.issueTitle, inputs.issueNumber)),
      body,
      // A change the tests still fail with is a draft, whatever the setting.
      draft: (job.config.draft ?? job.settings.draft) || testsFail(inputs.result.testsReport),
    }));
  }
  if (draftRefused) job.log.warning(`GitHub refused a draft pull request in this repository; #${pull.number} was opened ready for review instead`);
  try {
    core.setOutput('pr-number', String(pull.number));
    core.setOutput('pr-url', pull.url);
    core.setOutput('branch', inputs.branch);
  } catch (error) {
    // The pull request is open: a runner that cannot take outputs must not turn that into a failure.
    job.log.warning(`could not set the outputs: ${(error as Error).message}`);
  }
  await progress.update({
    phases: { 'pull-request': 'done' },
    pullRequest: { number: pull.number, url: pull.url },
    ...(draftRefused ? { details: { 'pull-request': 'opened ready for review: GitHub takes no drafts in this repository' } } : {}),
  });
  return { pull, commit };
}
