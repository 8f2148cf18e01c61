// Who the Action is, for each kind of token, against the GitHub fake (which answers GET /user with
// 403 for installation tokens, as GitHub does).
import { afterEach, describe, expect, it } from '@jest/globals';
import { GitHubClient } from '../../src/action/github.js';
import { ACTIONS_BOT, commitIdentity, IdentityUnknown, resolveIdentity } from '../../src/action/identity.js';
import { parseAppSlug } from '../../src/action/inputs.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';

const WORKFLOW = 'ghs_workflowtoken0000000000000000000000';
const APP = 'ghs_apptoken00000000000000000000000000000';
const PAT = 'github_pat_11AAAAAAA0000000000000000000000000000000000000';

const servers: GitHubServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function identify(token: string, options: { workflowToken?: string; appSlug?: string } = {}) {
  const server = await startGitHubServer({
    tokenUsers: {
      [WORKFLOW]: { login: 'github-actions[bot]', type: 'Bot', id: 41898282 },
      [APP]: { login: 'sweep-app[bot]', type: 'Bot', id: 123456 },
      [PAT]: { login: 'maintainer', type: 'User', id: 4242 },
    },
  });
  servers.push(server);
  const github = new GitHubClient({ token, baseUrl: server.url, repo: { owner: 'octo-org', repo: 'octo-repo' } });
  const result = resolveIdentity({ github, token, workflowToken: options.workflowToken, appSlug: options.appSlug });
  return { result, server };
}

describe('resolveIdentity', () => {
  it('knows a personal token by GET /user', async () => {
    const { result } = await identify(PAT, { workflowToken: WORKFLOW });
    expect(await result).toEqual({ login: 'maintainer', id: 4242, kind: 'personal' });
  });

  it('knows the workflow token: GET /user answers 403, and the token is the workflow-token input', async () => {
    const { result, server } = await identify(WORKFLOW, { workflowToken: WORKFLOW });
    expect(await result).toEqual({ ...ACTIONS_BOT, kind: 'workflow' });
    expect(server.requests.map((r) => `${r.path} ${r.status}`)).toEqual(['/user 403']);
  });

  it("knows an App installation token by app-slug, taking the bot's id from GET /users/{login}", async () => {
    const { result, server } = await identify(APP, { workflowToken: WORKFLOW, appSlug: 'sweep-app' });
    expect(await result).toEqual({ login: 'sweep-app[bot]', id: 123456, kind: 'app' });
    expect(server.requests.map((r) => `${r.path} ${r.status}`)).toEqual(['/user 403', '/users/sweep-app%5Bbot%5D 200']);
  });

  it('fails loudly for an installation token that is not the workflow token and has no app-slug', async () => {
    const { result } = await identify(APP, { workflowToken: WORKFLOW });
    await expect(result).rejects.toThrow(IdentityUnknown);
    await expect(result).rejects.toThrow(
      "Sweep cannot tell which account github-token acts as: GET /user answered 403, so it is an installation token, and it is not the workflow's GITHUB_TOKEN. For a GitHub App installation token, set the `app-slug` input",
    );
  });

  it('fails loudly without the workflow-token input too', async () => {
    await expect((await identify(WORKFLOW)).result).rejects.toThrow(IdentityUnknown);
  });

  it('fails loudly for an app-slug that names no app, and for an app-slug next to a personal token', async () => {
    await expect((await identify(APP, { appSlug: 'no-such-app' })).result).rejects.toThrow("app-slug 'no-such-app' names no GitHub App: GET /users/no-such-app[bot] answered 404");
    await expect((await identify(PAT, { appSlug: 'sweep-app' })).result).rejects.toThrow(
      "app-slug 'sweep-app' is set, but github-token is a personal token of @maintainer (GET /user answered)",
    );
  });

  it('fails loudly for a token GitHub refuses', async () => {
    const server = await startGitHubServer();
    servers.push(server);
    server.failNext('GET /user', [{ status: 401, body: { message: 'Bad credentials' } }]);
    const github = new GitHubClient({ token: 'ghp_expired', baseUrl: server.url, repo: { owner: 'octo-org', repo: 'octo-repo' } });
    await expect(resolveIdentity({ github, token: 'ghp_expired', workflowToken: WORKFLOW, appSlug: undefined })).rejects.toThrow(
      'GitHub refused github-token (GET /user answered 401): the token is wrong or has expired',
    );
  });
});

describe('commitIdentity', () => {
  it("gives the account's name and GitHub no-reply address with its id", () => {
    expect(commitIdentity(ACTIONS_BOT)).toEqual({ name: 'github-actions[bot]', email: '41898282+github-actions[bot]@users.noreply.github.com' });
    expect(commitIdentity({ login: 'sweep-app[bot]', id: 123456 })).toEqual({ name: 'sweep-app[bot]', email: '123456+sweep-app[bot]@users.noreply.github.com' });
    expect(commitIdentity({ login: 'octocat', id: 583231 })).toEqual({ name: 'octocat', email: '583231+octocat@users.noreply.github.com' });
  });
});

describe('parseAppSlug', () => {
  it('takes a slug, with or without [bot], in any case', () => {
    expect(parseAppSlug('')).toBeUndefined();
    expect(parseAppSlug(' my-app ')).toBe('my-app');
    expect(parseAppSlug('My-App[bot]')).toBe('my-app');
  });

  it('refuses anything else, naming the input', () => {
    expect(() => parseAppSlug('my app')).toThrow("Input 'app-slug' must be a GitHub App's slug such as my-sweep-app (letters, digits and hyphens), got 'my app'");
    expect(() => parseAppSlug('-app')).toThrow("Input 'app-slug'");
  });
});
