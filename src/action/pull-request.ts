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

/** The branch is no longer at the commit the work started from (a CI fix of a commit that is not the head any more). */
export class BranchMoved extends Error {
  override name = 'BranchMoved';
  constructor(
    message: string,
    /** Where the branch is now (empty when it is gone). */
    readonly head: string,
  ) {
    super(message);
  }
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
  /**
   * Push only while the remote branch is still at this commit, and never build on commits pushed
   * since (a CI fix belongs to the commit whose run failed): otherwise `BranchMoved` is thrown.
   */
  expectedHead?: string;
}

/**
 * The commit `branch` is at on the remote, or '' when it does not exist there (ls-remote matches
 * patterns at the end of names: `archive/sweep/1-x` matches `sweep/1-x` too, so the name is compared whole).
 */
export async function remoteHead(git: Git, branch: string, token: string, remote = 'origin'): Promise<string> {
  const url = (await git.run(['remote', 'get-url', remote])).trim();
  const ref = `refs/heads/${branch}`;
  const out = await git.run(['ls-remote', '--heads', remote, ref], { config: authConfig(url, token) });
  return out.split('\n').find((line) => line.split('\t')[1] === ref)?.split('\t')[0] ?? '';
}

function moved(branch: string, expected: string, head: string): BranchMoved {
  const now = head ? `is at ${head.slice(0, 12)}` : 'is gone';
  return new BranchMoved(`${branch} ${now}, no longer at ${expected.slice(0, 12)}, the commit this work started from: nothing was pushed`, head);
}

/**
 * Pushes HEAD to `branch` without force; on a rejection, rebases onto the remote branch and tries
 * again (with `expectedHead`: checks the remote branch first, and throws `BranchMoved` instead of
 * rebasing).
 */
export async function pushBranch(inputs: PushInputs): Promise<void> {
  const { git, branch } = inputs;
  if (!isSweepBranch(branch) || inputs.protectedBranches.includes(branch)) {
    throw new PushRefused(`refusing to push to ${branch}: Sweep only pushes its own sweep/ branches`);
  }
  const remote = inputs.remote ?? 'origin';
  const url = (await git.run(['remote', 'get-url', remote])).trim();
  const auth = authConfig(url, inputs.token);
  const expected = inputs.expectedHead;
  if (expected) {
    const head = await remoteHead(git, branch, inputs.token, remote);
    if (head !== expected) throw moved(branch, expected, head);
  }
  let lastError: unknown;
  for (let attempt = 1; attempt <= PUSH_ATTEMPTS; attempt++) {
    try {
      await git.run(['push', '--no-verify', remote, `HEAD:refs/heads/${branch}`], { config: auth });
      return;
    } catch (error) {
      lastError = error;
      // Not a fast-forward of the expected commit any more: someone pushed in between.
      if (expected) {
        const head = await remoteHead(git, branch, inputs.token, remote).catch(() => expected);
        if (head !== expected) throw moved(branch, expected, head);
        break;
      }
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
  // No match is an empty answer, not a failure: a failure means the remote cannot be read.
  if (!(await remoteHead(git, branch, token, remote))) return false;
  const url = (await git.run(['remote', 'get-url', remote])).trim();
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

/** Numbered names tried after the issue's branch name (`sweep/1-x-2` ... `sweep/1-x-20`). */
export const MAX_BRANCH_NUMBER = 20;

export interface WorkBranchInputs {
  git: Git;
  github: Pick<GitHubClient, 'openPullFor'>;
  /** The issue's branch name (`branchFor`). */
  branch: string;
  base: string;
  token: string;
  /** The account Sweep acts as: a pull request it opened from a branch is Sweep's. */
  author: string;
  /** Sweep's commit identity: a branch holding only such commits is Sweep's own. */
  identity: GitIdentity;
}

export interface WorkBranch {
  branch: string;
  kind: 'existing' | 'new';
  /** Sweep's open pull request from the branch. */
  pull?: PullData;
  /** Names passed over, each with why (someone else's commits on it). */
  passedOver: string[];
}

/** `branch` for the first try, then `branch-2`, `branch-3`, ... */
export function numberedBranch(branch: string, n: number): string {
  return n === 1 ? branch : `${branch}-${n}`;
}

/**
 * The branch Sweep works on for an issue, checked out: the branch of Sweep's open pull request when
 * there is one (built on, whoever else pushed to it since); else the first of the issue's branch name
 * and its numbered variants that does not exist yet, or exists holding only Sweep's own commits (a
 * run that pushed and stopped before its pull request). A branch with commits Sweep did not make and
 * no Sweep pull request is never adopted: opening a pull request from it would publish someone
 * else's commits under Sweep's name.
 */
export async function prepareWorkBranch(inputs: WorkBranchInputs): Promise<WorkBranch> {
  const { git } = inputs;
  const passedOver: string[] = [];
  let baseFetched = false;
  for (let n = 1; n <= MAX_BRANCH_NUMBER; n++) {
    const branch = numberedBranch(inputs.branch, n);
    const pull = await inputs.github.openPullFor(branch, inputs.author);
    if (pull) {
      if (!(await fetchBranch(git, branch, inputs.token))) throw new Error(`the branch ${branch} of Sweep's pull request #${pull.number} no longer exists`);
      await git.run(['checkout', '-q', '-B', branch, `origin/${branch}`]);
      return { branch, kind: 'existing', pull, passedOver };
    }
    if (!baseFetched) {
      if (!(await fetchBranch(git, inputs.base, inputs.token))) {
        throw new Error(`the base branch '${inputs.base}' does not exist on the remote (check \`branch\` in .github/sweep.yaml)`);
      }
      baseFetched = true;
    }
    if (!(await fetchBranch(git, branch, inputs.token))) {
      await git.run(['checkout', '-q', '-B', branch, `origin/${inputs.base}`]);
      return { branch, kind: 'new', passedOver };
    }
    const commits = await git.commitsBetween(`origin/${inputs.base}`, `origin/${branch}`);
    const same = (who: GitIdentity) => who.name === inputs.identity.name && who.email === inputs.identity.email;
    const others = commits.filter((c) => !same(c.author) || !same(c.committer));
    if (others.length === 0) {
      await git.run(['checkout', '-q', '-B', branch, `origin/${branch}`]);
      return { branch, kind: 'existing', passedOver };
    }
    passedOver.push(`${branch} (${others.length} ${others.length === 1 ? 'commit' : 'commits'} by ${[...new Set(others.map((c) => c.author.name))].slice(0, 3).join(', ')}, and no pull request of Sweep's)`);
  }
  throw new Error(`every branch name from ${inputs.branch} to ${numberedBranch(inputs.branch, MAX_BRANCH_NUMBER)} holds someone else's commits; delete the ones no longer needed`);
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
