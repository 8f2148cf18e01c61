/**
 * `run`: the whole pipeline on a local checkout with any OpenAI-compatible endpoint. With --dry-run
 * it prints the plan and the unified diff and changes nothing; otherwise it writes the files,
 * commits them to a new local branch `sweep/<slug>` and checks out again what was checked out.
 * Failed or not, it prints the tokens and requests it spent on stderr; with --json, one JSON
 * document on stdout either way (`error` when it failed).
 */
import { Git, slugify } from '../repo/git.js';
import type { RunUsage } from '../llm/client.js';
import { UsageError } from './args.js';
import type { CliIO, CommandValues } from './io.js';
import { cacheDirArg, printJson, repoArg, textArg } from './common.js';
import { testsLine } from '../action/tests-section.js';
import { errorText, modelSettings, runPipeline, usageText, type PipelineOutcome } from './pipeline.js';

export { DEFAULT_MAX_TOKENS_PER_RUN, DEFAULT_MODEL, modelSettings, type ModelSettings } from './pipeline.js';

/** A failed run: the error on stderr, and with --json the document saying so and what was spent. */
function failed(values: CommandValues, io: CliIO, error: unknown, usage: RunUsage): number {
  io.stderr(`error: run: ${errorText(error)}\n`);
  if (values.json) printJson(io, { error: errorText(error), usage });
  return 1;
}

/** Where the change went: the new branch and commit, and what is checked out again (a branch, or a commit when HEAD was detached). */
interface Committed {
  branch?: string;
  commit?: string;
  back?: string;
}

/**
 * Writes the change and commits it to a new branch `sweep/<slug>`, then checks out again the branch
 * (or the commit) the checkout was on: the user's work tree is left as it was. No commit outside a
 * git repository.
 */
async function commit(git: Git, inRepo: boolean, outcome: Required<Pick<PipelineOutcome, 'result' | 'title'>>): Promise<Committed> {
  const { result, title } = outcome;
  const written = await result.tree.flush();
  if (!inRepo) return {};
  const back = (await git.currentBranch()) ?? (await git.head());
  let branch = `sweep/${slugify(title)}`;
  for (let n = 2; await git.branchExists(branch); n++) branch = `sweep/${slugify(title)}-${n}`;
  await git.checkoutNewBranch(branch);
  const sha = await git.commit(written, `Sweep: ${title}\n\n${result.plan.summary || result.plan.rootCause}`.trim());
  await git.checkout(back);
  return { branch, commit: sha, back };
}

/** The last line of a committed run: which branch holds the change, and what is checked out. */
export function committedText(branch: string, commit: string, back: string): string {
  const detached = /^[0-9a-f]{40,64}$/.test(back);
  const ref = detached ? back.slice(0, 12) : back;
  return `Committed ${commit.slice(0, 12)} on the new branch ${branch}; ${detached ? `commit ${ref}` : ref} is checked out again, as before (git diff ${ref}...${branch} shows the change).`;
}

export async function runCommand(values: CommandValues, io: CliIO, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const settings = modelSettings(env, values);
  const repo = repoArg(values);
  const issue = textArg(values, 'issue').trim();
  if (!issue) throw new UsageError('the issue text is empty');
  const git = new Git(repo);
  const inRepo = await git.isRepository();
  if (!values['dry-run'] && inRepo && (await git.dirtyPaths()).length) {
    throw new UsageError('the working tree has uncommitted changes; commit or stash them, or use --dry-run');
  }
  const testCommand = typeof values['test-command'] === 'string' ? values['test-command'].trim() : '';
  if (typeof values['test-command'] === 'string' && !testCommand) throw new UsageError('--test-command is empty');
  const testTimeout = typeof values['test-timeout'] === 'string' ? Number(values['test-timeout']) : undefined;
  const tests = { ...(testCommand ? { command: testCommand } : {}), ...(testTimeout !== undefined ? { timeoutMinutes: testTimeout } : {}) };
  const outcome = await runPipeline({ repo, issue, settings, cacheDir: cacheDirArg(values, repo), io, tests });
  const { result, usage } = outcome;
  io.stderr(`${usageText(usage)}\n`);
  if (!result) return failed(values, io, outcome.error, usage);
  let committed: Committed = {};
  if (!values['dry-run']) {
    try {
      committed = await commit(git, inRepo, { result, title: outcome.title });
    } catch (error) {
      return failed(values, io, error, usage);
    }
  }
  const { branch } = committed;
  if (values.json) {
    printJson(io, {
      plan: { rootCause: result.plan.rootCause, summary: result.plan.summary, changes: result.plan.changes },
      notes: result.notes,
      refused: result.refused,
      files: result.outcomes,
      reviews: result.reviews,
      diff: result.diff,
      ...(outcome.tests ? { tests: outcome.tests } : {}),
      ...(branch ? { branch, commit: committed.commit } : {}),
      usage,
    });
    return 0;
  }
  io.stdout(`Root cause: ${result.plan.rootCause || '(not stated)'}\nPlan: ${result.plan.summary || '(not stated)'}\n`);
  for (const c of result.plan.changes) io.stdout(`  ${c.action} ${c.path}\n`);
  for (const n of [...result.notes, ...result.refused]) io.stdout(`  note: ${n}\n`);
  if (outcome.tests) io.stdout(`Tests: ${testsLine(outcome.tests, true)}\n`);
  io.stdout(`\n${result.diff}`);
  if (branch && committed.commit && committed.back) io.stdout(`\n${committedText(branch, committed.commit, committed.back)}\n`);
  else if (!values['dry-run']) io.stdout(`\nWrote ${result.changedPaths.length} files (not a git repository: nothing committed).\n`);
  return 0;
}
