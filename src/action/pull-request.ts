/**
 * The branch and the pull request: `sweep/<issue>-<slug>` branches, commits made by the Action,
 * pushes with the configured token (never to the base branch, never forced: when someone else
 * pushed to the branch meanwhile, Sweep rebases its commit onto theirs), and opening the pull
 * request or updating its own. A draft GitHub refuses (private repositories on the free plan) is
 * opened as a ready pull request whose body says so.
 */
import { identityConfig, slugify, type Git, type GitIdentity } from '../repo/git.js';
import { isSweepBranch, SWEEP_BRANCH_PREFIX } from './events.js';
import { GitHubApiError, type GitHubClient, type PullData } from './github.js';

export const PUSH_ATTEMPTS = 2;

/** A leading `Sweep:` in an issue title only says who should work on it; the branch leaves it out. */
const TITLE_PREFIX = /^\s*sweep\s*:\s*/i;

export function branchFor(issueNumber: number, title: string): string {
  // Accents are dropped (`über` -> `uber`) rather than turned into dashes (`u-ber`).
  const plain = title.replace(TITLE_PREFIX, '').normalize('NFKD').replace(/\p{M}+/gu, '');
  return `${SWEEP_BRANCH_PREFIX}${issueNumber}-${slugify(plain, 40)}`;
}

export class PushRefused extends Error {
  override name = 'PushRefused';
}

/**
 * The configuration that makes one git command authenticate to an https remote with `token`,
 * replacing persisted credentials. It reaches git through the environment (git-run.ts), never the
 * command line, which every user of the machine can read.
 */
export function authConfig(remoteUrl: string, token: string): [string, string][] {
  let url: URL;
  try {
    url = new URL(remoteUrl);
  } catch {
    return []; // a local path or scp-style remote: no HTTP auth
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
  const key = `http.${url.protocol}//${url.host}/.extraheader`;
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  // An empty value first clears the header actions/checkout may have persisted.
  return [
    [key, ''],
    [key, `AUTHORIZATION: basic ${basic}`],
  ];
}

export interface PushInputs {
  git: Git;
  branch: string;
  /** Branches that must never be pushed to (the base and default branches). */
  protectedBranches: readonly string[];
  token: string;
  /** Committer of a rebase onto commits someone else pushed. */
  identity: GitIdentity;
  remote?: string;
}

/** Pushes HEAD to `branch` without force; on a rejection, rebases onto the remote branch and tries again. */
export async function pushBranch(inputs: PushInputs): Promise<void> {
  const { git, branch } = inputs;
  if (!isSweepBranch(branch) || inputs.protectedBranches.includes(branch)) {
    throw new PushRefused(`refusing to push to ${branch}: Sweep only pushes its own sweep/ branches`);
  }
  const remote = inputs.remote ?? 'origin';
  const url = (await git.run(['remote', 'get-url', remote])).trim();
  const auth = authConfig(url, inputs.token);
  let lastError: unknown;
  for (let attempt = 1; attempt <= PUSH_ATTEMPTS; attempt++) {
    try {
      await git.run(['push', '--no-verify', remote, `HEAD:refs/heads/${branch}`], { config: auth });
      return;
    } catch (error) {
      lastError = error;
      if (attempt === PUSH_ATTEMPTS) break;
      // Someone pushed meanwhile: build on their commits. The fetch is not forced, so a branch
      // someone rewrote stops here; so does a conflict, with the working copy as it was.
      try {
        await git.run(['fetch', '--no-tags', remote, `refs/heads/${branch}:refs/remotes/${remote}/${branch}`], { config: auth });
      } catch (fetchError) {
        throw new PushRefused(`could not push ${branch}: ${(error as Error).message}; fetching it to build on it failed too: ${(fetchError as Error).message}`);
      }
      try {
        await git.run(['rebase', `${remote}/${branch}`], { config: identityConfig(inputs.identity) });
      } catch (rebaseError) {
        await git.run(['rebase', '--abort'], { allowFailure: true });
        throw new PushRefused(`could not push ${branch}: someone else pushed to it and Sweep's commit does not apply on top (${(rebaseError as Error).message})`);
      }
    }
  }
  throw new PushRefused(`could not push ${branch}: ${(lastError as Error).message}`);
}

/** Fetches `branch` from the remote; true when it exists there. */
export async function fetchBranch(git: Git, branch: string, token: string, remote = 'origin'): Promise<boolean> {
  const url = (await git.run(['remote', 'get-url', remote])).trim();
  const ref = `refs/heads/${branch}`;
  // No match is an empty answer, not a failure: a failure means the remote cannot be read.
  const out = await git.run(['ls-remote', '--heads', remote, ref], { config: authConfig(url, token) });
  // ls-remote matches patterns at the end of names: `archive/sweep/1-x` matches `sweep/1-x` too.
  if (!out.split('\n').some((line) => line.split('\t')[1] === ref)) return false;
  await git.run(['fetch', '--no-tags', remote, `+refs/heads/${branch}:refs/remotes/${remote}/${branch}`], { config: authConfig(url, token) });
  return true;
}

/** Checks out `branch`: the remote one when it exists (building on it), else a new one from `base`. */
export async function checkoutWorkBranch(git: Git, branch: string, base: string, token: string): Promise<'existing' | 'new'> {
  if (await fetchBranch(git, branch, token)) {
    await git.run(['checkout', '-q', '-B', branch, `origin/${branch}`]);
    return 'existing';
  }
  if (!(await fetchBranch(git, base, token))) {
    throw new Error(`the base branch '${base}' does not exist on the remote (check \`branch\` in .github/sweep.yaml)`);
  }
  await git.run(['checkout', '-q', '-B', branch, `origin/${base}`]);
  return 'new';
}

export interface OpenPullInputs {
  github: GitHubClient;
  /** The account Sweep acts as: only a pull request it opened from `branch` is updated. */
  author: string;
  branch: string;
  base: string;
  title: string;
  body: string;
  draft: boolean;
}

/** Leads the body of a pull request opened ready because GitHub refused the draft. */
export const DRAFT_REFUSED_NOTE =
  '> [!NOTE]\n> Opened as a ready pull request, not a draft: GitHub does not take draft pull requests in this repository (drafts need a public repository or a paid plan).';

/** GitHub's 422 for a draft in a repository that takes none. */
export function isDraftRefusal(error: unknown): boolean {
  return error instanceof GitHubApiError && error.status === 422 && /draft/i.test(error.message);
}

export interface OpenedPull {
  pull: PullData;
  created: boolean;
  /** A draft was asked for and GitHub refused it: the pull request is ready and its body says so. */
  draftRefused: boolean;
}

/** Opens the pull request from `branch`, or updates the one Sweep already opened. */
export async function openOrUpdatePull(inputs: OpenPullInputs): Promise<OpenedPull> {
  const existing = await inputs.github.openPullFor(inputs.branch, inputs.author);
  if (existing) {
    await inputs.github.updatePull(existing.number, { title: inputs.title, body: inputs.body });
    return { pull: { ...existing, title: inputs.title, body: inputs.body }, created: false, draftRefused: false };
  }
  const request = { title: inputs.title, body: inputs.body, head: inputs.branch, base: inputs.base, draft: inputs.draft };
  try {
    return { pull: await inputs.github.createPull(request), created: true, draftRefused: false };
  } catch (error) {
    if (!inputs.draft || !isDraftRefusal(error)) throw error;
  }
  const body = `${DRAFT_REFUSED_NOTE}\n\n${inputs.body}`;
  return { pull: await inputs.github.createPull({ ...request, body, draft: false }), created: true, draftRefused: true };
}
