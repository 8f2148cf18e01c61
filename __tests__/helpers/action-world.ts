/**
 * The world the built Action runs in for end-to-end tests: the `shop` fixture as a real git origin
 * and checkout, the GitHub fake (knowing the three kinds of token), and the scripted model server.
 */
import { actionRepo, runAction, WORKFLOW_TOKEN, type ActionRepo } from './action-run.js';
import { fakeSha, startGitHubServer, type GitHubServer, type WorkflowRun } from './github-server.js';
import { startOpenAiServer, type OpenAiServer, type OpenAiServerOptions, type Reply } from './openai-server.js';
import { issuesLabeled, workflowRunCompleted, type Sender } from './payloads.js';

export { WORKFLOW_TOKEN };
/** A fine-grained personal access token of the account `sweep-maintainer`. */
export const PAT = 'github_pat_11SWEEPMAINTAINER0000000000000000000000000000000000';
/** An installation token of the GitHub App `sweep-app`. */
export const APP_TOKEN = 'ghs_sweepappinstallation0000000000000000';
export const ACCOUNTS = {
  workflow: { login: 'github-actions[bot]', type: 'Bot', id: 41898282 },
  personal: { login: 'sweep-maintainer', type: 'User', id: 5150 },
  app: { login: 'sweep-app[bot]', type: 'Bot', id: 2025 },
} as const;
export const REPOSITORY = 'octo-org/octo-repo';
export const ISSUE = { number: 1, title: 'apply_discount accepts percent over 100', body: 'Totals go negative with `apply_discount(10, 150)`.', labels: ['sweep'], user: { login: 'maintainer', type: 'User' as const } };
export const BRANCH = 'sweep/1-apply-discount-accepts-percent-over-100';
export const maintainer = { login: 'maintainer', type: 'User' } satisfies Sender;
export const SECRETS = /ghs_actiontoken123456|ghs_sweepappinstallation|github_pat_11SWEEPMAINTAINER|sk-test-Key-4bcdef90/;

export function completion(content: string): Reply {
  return { kind: 'completion', content, usage: { promptTokens: 100, completionTokens: 20 } };
}
export const plan = (path: string, instructions = 'change it') =>
  completion(JSON.stringify({ root_cause: 'no clamp', plan: 'Clamp the percent.', changes: [{ path, action: 'modify', instructions }] }));
export const edit = (path: string, from: string, to: string) => completion(`${path}\n<<<<<<< ORIGINAL\n${from}\n=======\n${to}\n>>>>>>> UPDATED\n`);
export const approve = completion('{"approved": true, "problems": []}');
export const FIX_PLAN = [
  plan('shop/services/pricing.py'),
  edit('shop/services/pricing.py', '    return amount - amount * percent / 100', '    percent = min(max(percent, 0), 100)\n    return amount - amount * percent / 100'),
  approve,
];
export const labeled = issuesLabeled({ label: { name: 'sweep' }, issue: { ...ISSUE, labels: ISSUE.labels.map((name) => ({ name })) }, sender: maintainer });

export const CI_LOG = [
  '2024-05-01T10:00:00.0000000Z ##[group]Run pytest',
  '2024-05-01T10:00:00.0000000Z ##[endgroup]',
  '2024-05-01T10:00:01.0000000Z FAILED tests/test_pricing.py::test_with_tax - AssertionError: assert 12.0 == 12',
  '2024-05-01T10:00:02.0000000Z ##[error]Process completed with exit code 1.',
].join('\n');

export interface World {
  repo: ActionRepo;
  github: GitHubServer;
  openai: OpenAiServer;
  act(eventName: string, payload: unknown, inputs?: Record<string, string>, env?: Record<string, string>, measureMemory?: boolean): ReturnType<typeof runAction>;
}

export async function world(script: Reply[], seed: Parameters<typeof startGitHubServer>[0] = {}, cleanups: (() => unknown)[], server: OpenAiServerOptions = {}, prepare?: Parameters<typeof actionRepo>[1]): Promise<World> {
  const repo = actionRepo('shop', prepare);
  const github = await startGitHubServer({
    repository: { owner: 'octo-org', name: 'octo-repo', default_branch: 'main' },
    gitDir: repo.origin,
    permissions: { maintainer: 'write', stranger: 'read' },
    users: [{ login: 'stranger', type: 'User' }, { login: 'maintainer', type: 'User' }, { ...ACCOUNTS.app }],
    tokenUsers: { [WORKFLOW_TOKEN]: { ...ACCOUNTS.workflow }, [PAT]: { ...ACCOUNTS.personal }, [APP_TOKEN]: { ...ACCOUNTS.app } },
    issues: [ISSUE],
    ...seed,
  });
  const openai = await startOpenAiServer(script, server);
  cleanups.push(() => repo.cleanup(), () => github.close(), () => openai.close());
  const act = (eventName: string, payload: unknown, inputs: Record<string, string> = {}, env: Record<string, string> = {}, measureMemory = false) =>
    runAction({ repo, eventName, payload, githubUrl: github.url, openaiUrl: openai.baseUrl, inputs, env, measureMemory });
  return { repo, github, openai, act };
}

export function writes(github: GitHubServer) {
  return github.requests.filter((r) => r.method !== 'GET');
}

/** A failed CI run in the fake, with one failed job whose log is `log`. */
export function addFailedRun(github: GitHubServer, input: { id: number; headSha: string; headRepository?: string; pullNumbers: number[]; log?: string; jobs?: number }): void {
  const [owner = '', name = ''] = (input.headRepository ?? REPOSITORY).split('/');
  const run: WorkflowRun = {
    id: input.id,
    name: 'CI',
    workflow_id: 1,
    path: '.github/workflows/ci.yml',
    head_branch: BRANCH,
    head_sha: input.headSha,
    head_repository: { owner, name },
    event: 'pull_request',
    status: 'completed',
    conclusion: 'failure',
    run_number: 1,
    run_attempt: 1,
    pull_requests: input.pullNumbers,
    jobs: Array.from({ length: input.jobs ?? 1 }, (_, i) => ({
        id: input.id * 10 + 1 + i,
        name: i === 0 ? 'test' : `test ${i + 1}`,
        status: 'completed',
        conclusion: 'failure',
        run_attempt: 1,
        steps: [{ name: 'Run pytest', number: 1, status: 'completed', conclusion: 'failure' }],
        log: input.log ?? CI_LOG,
        started_at: '',
        completed_at: '',
      })),
    created_at: '',
    updated_at: '',
  };
  github.state.workflowRuns.push(run);
}

/** The `workflow_run.completed` payload GitHub sends for a failed run on Sweep's branch. */
export function failedRunPayload(input: { id: number; headSha: string; headRepository?: string; pullRequests: (number | null)[]; sender?: Sender; event?: string }) {
  return workflowRunCompleted({
    id: input.id,
    ...(input.event ? { event: input.event } : {}),
    headBranch: BRANCH,
    headSha: input.headSha,
    headRepository: input.headRepository ?? REPOSITORY,
    pullRequests: input.pullRequests,
    sender: input.sender ?? { login: 'github-actions[bot]', type: 'Bot' },
  });
}

export { fakeSha };
