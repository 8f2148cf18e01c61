/**
 * Who the Action is: the account its token acts as. That account's pull requests are the ones whose
 * CI failures Sweep fixes, its comments are the progress comments Sweep edits, and its commits carry
 * its name and no-reply address. Three kinds of token, told apart as GitHub documents them:
 *
 * - a personal access token (classic or fine-grained): `GET /user` answers with the account;
 * - the workflow's `GITHUB_TOKEN`: an installation token of GitHub Actions, so `GET /user` answers
 *   403 (it is not enabled for GitHub Apps); it acts as `github-actions[bot]`, and is recognised by
 *   being the token of the `workflow-token` input (which defaults to `${{ github.token }}`);
 * - a GitHub App installation token: `GET /user` answers 403 too, and an installation token cannot
 *   learn its own app (`GET /app` needs the app's JWT), so the `app-slug` input names it (the
 *   `app-slug` output of actions/create-github-app-token); the app acts as `<app-slug>[bot]`,
 *   whose account id `GET /users/{login}` gives.
 *
 * Anything else fails with a message saying what to set: Sweep never guesses who it is.
 */
import type { GitIdentity } from '../repo/git.js';
import { GitHubApiError } from './github.js';

export type TokenKind = 'personal' | 'workflow' | 'app';

export interface Identity {
  login: string;
  /** The account id, for the no-reply commit address. */
  id: number;
  kind: TokenKind;
}

/** The account the workflow's GITHUB_TOKEN acts as. */
export const ACTIONS_BOT = { login: 'github-actions[bot]', id: 41_898_282 } as const;

/** The GitHub calls identity needs. */
export interface IdentityApi {
  authenticatedUser(): Promise<{ login: string; id: number }>;
  user(login: string): Promise<{ login: string; id: number; type: string } | undefined>;
}

export interface IdentityInputs {
  github: IdentityApi;
  /** The `github-token` input. */
  token: string;
  /** The `workflow-token` input: the workflow's own GITHUB_TOKEN, when the runner passed it. */
  workflowToken: string | undefined;
  /** The `app-slug` input, without `[bot]`. */
  appSlug: string | undefined;
}

export class IdentityUnknown extends Error {
  override name = 'IdentityUnknown';
}

const APP_HINT =
  'For a GitHub App installation token, set the `app-slug` input to the app\'s slug (with actions/create-github-app-token: `app-slug: ${{ steps.<id>.outputs.app-slug }}`)';

/** The bot account of a GitHub App. */
export function appBotLogin(slug: string): string {
  return `${slug}[bot]`;
}

/** Name and GitHub no-reply address (`<id>+<login>@users.noreply.github.com`) for the account's commits. */
export function commitIdentity(identity: Pick<Identity, 'login' | 'id'>): GitIdentity {
  return { name: identity.login, email: `${identity.id}+${identity.login}@users.noreply.github.com` };
}

/** `GET /user` as a personal token sees it; undefined when the token is an installation token (403). */
async function personalAccount(github: IdentityApi): Promise<{ login: string; id: number } | undefined> {
  try {
    return await github.authenticatedUser();
  } catch (error) {
    if (error instanceof GitHubApiError && error.status === 403 && error.rateLimitWaitMs === undefined) return undefined;
    if (error instanceof GitHubApiError && error.status === 401) {
      throw new IdentityUnknown(`GitHub refused github-token (GET /user answered 401): the token is wrong or has expired`);
    }
    throw error;
  }
}

/** Learns which account the token acts as, or throws `IdentityUnknown` saying what to set. */
export async function resolveIdentity(inputs: IdentityInputs): Promise<Identity> {
  const { github, appSlug } = inputs;
  const account = await personalAccount(github);
  if (account) {
    if (appSlug && account.login.toLowerCase() !== appBotLogin(appSlug).toLowerCase()) {
      throw new IdentityUnknown(`app-slug '${appSlug}' is set, but github-token is a personal token of @${account.login} (GET /user answered); remove app-slug or pass the app's installation token`);
    }
    return { login: account.login, id: account.id, kind: 'personal' };
  }
  if (appSlug) {
    const login = appBotLogin(appSlug);
    const bot = await github.user(login);
    if (!bot) throw new IdentityUnknown(`app-slug '${appSlug}' names no GitHub App: GET /users/${login} answered 404`);
    return { login: bot.login, id: bot.id, kind: 'app' };
  }
  if (inputs.workflowToken && inputs.token === inputs.workflowToken) return { ...ACTIONS_BOT, kind: 'workflow' };
  throw new IdentityUnknown(
    `Sweep cannot tell which account github-token acts as: GET /user answered 403, so it is an installation token, and it is not the workflow's GITHUB_TOKEN. ${APP_HINT}.`,
  );
}
