/**
 * Runs the built Action (dist/index.js) the way the runner does: INPUT_* and GITHUB_* variables, an
 * event payload file, a workspace that is a real clone of a local bare repository, the GitHub REST
 * fake and the scripted OpenAI-compatible server on 127.0.0.1.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { git } from './repo.js';

const execFileAsync = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');

export interface ActionRepo {
  /** The bare repository standing in for GitHub's copy (`origin`). */
  origin: string;
  /** The runner's checkout. */
  workspace: string;
  temp: string;
  cleanup(): void;
}

/**
 * A bare origin holding `__tests__/fixtures/repos/<fixture>` on `main`, and a clone of it as the
 * workspace. `prepare` may change the seed before its first commit (given the seed and the temp folder).
 */
export function actionRepo(fixture: string, prepare?: (seed: string, temp: string) => void): ActionRepo {
  const temp = mkdtempSync(join(tmpdir(), 'sweep-action-'));
  const seed = join(temp, 'seed');
  cpSync(join(ROOT, '__tests__', 'fixtures', 'repos', fixture), seed, { recursive: true });
  prepare?.(seed, temp);
  git(seed, 'init', '-q', '-b', 'main');
  git(seed, 'add', '-A');
  git(seed, 'commit', '-q', '-m', 'initial');
  const origin = join(temp, 'origin.git');
  git(temp, 'clone', '-q', '--bare', seed, origin);
  const workspace = join(temp, 'workspace');
  git(temp, 'clone', '-q', origin, workspace);
  return { origin, workspace, temp, cleanup: () => rmSync(temp, { recursive: true, force: true }) };
}

export interface ActionResult {
  status: number;
  stdout: string;
  stderr: string;
  /** Peak resident memory in KB, with `measureMemory`. */
  maxRssKb?: number;
  outputs: Record<string, string>;
  summary: string;
}

export interface ActionRun {
  repo: ActionRepo;
  eventName: string;
  payload: unknown;
  githubUrl: string;
  openaiUrl: string;
  inputs?: Record<string, string>;
  /** More of the runner's environment (e.g. the runtime's ACTIONS_* credentials). */
  env?: Record<string, string>;
  /** Measure the process's peak memory with /usr/bin/time (`maxRssKb` in the result). */
  measureMemory?: boolean;
}

function readOutputs(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const text = readFileSync(file, 'utf8');
  const out: Record<string, string> = {};
  // @actions/core writes `name<<DELIMITER\nvalue\nDELIMITER`.
  for (const m of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) out[m[1]!] = m[3]!;
  return out;
}

/** The workflow's own token in these runs: the runner passes it as `workflow-token`, whatever `github-token` is. */
export const WORKFLOW_TOKEN = 'ghs_actiontoken123456';

export async function runAction(run: ActionRun): Promise<ActionResult> {
  const dir = mkdtempSync(join(run.repo.temp, 'run-'));
  const eventPath = join(dir, 'event.json');
  const outputPath = join(dir, 'output');
  const summaryPath = join(dir, 'summary');
  writeFileSync(eventPath, JSON.stringify(run.payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const inputs = { 'github-token': WORKFLOW_TOKEN, 'workflow-token': WORKFLOW_TOKEN, 'openai-api-key': 'sk-test-Key-4bcdef90', 'openai-base-url': run.openaiUrl, model: 'gpt-5-mini', ...run.inputs };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_EVENT_NAME: run.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    GITHUB_API_URL: run.githubUrl,
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_WORKSPACE: run.repo.workspace,
    GITHUB_RUN_ID: '4242',
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    RUNNER_TEMP: dir,
    GIT_CONFIG_NOSYSTEM: '1',
    ...run.env,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  let status = 0;
  let stdout = '';
  let stderr = '';
  try {
    const [file, args] = run.measureMemory ? ['/usr/bin/time', ['-f', 'MAXRSS %M', process.execPath, join(ROOT, 'dist', 'index.js')]] : [process.execPath, [join(ROOT, 'dist', 'index.js')]];
    ({ stdout, stderr } = await execFileAsync(file, args, { cwd: run.repo.workspace, env, maxBuffer: 64 << 20 }));
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    status = e.code ?? 1;
    stdout = e.stdout ?? '';
    stderr = e.stderr ?? '';
  }
  const rss = /^MAXRSS (\d+)$/m.exec(stderr);
  return { status, stdout, stderr, outputs: readOutputs(outputPath), summary: readFileSync(summaryPath, 'utf8'), ...(rss ? { maxRssKb: Number(rss[1]) } : {}) };
}
