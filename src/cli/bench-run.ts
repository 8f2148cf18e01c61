/**
 * The `run` suite of `bench`: `run --dry-run` on a repository end to end, against a local
 * OpenAI-compatible server that answers every call after a fixed delay (plan, edit, self-review).
 * The delay stands in for the model's latency (work scheduled behind it, such as writing the index,
 * stays hidden as it would be) and is subtracted: what remains is everything but the model.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envNamesWithPrefix, programFailure, runProgram } from '../repo/programs.js';
import { walkRepo } from '../repo/walk.js';
import { percentile } from '../search/rank/metrics.js';

/** How long the local model takes to answer each call. */
export const MODEL_LATENCY_MS = 1_000;
const WARM_RUNS = 3;

export interface RunBench {
  /** The file the scripted edit changes. */
  target: string;
  latencyMs: number;
  /** Model calls per run. */
  calls: number;
  /** Wall time minus the model's latency: the first run (no persisted index), then the median of warm runs. */
  coldMs: number;
  warmMs: number;
}

/** A file with a line of code that occurs once in it, for the scripted edit to change. */
export function editTarget(files: readonly { path: string; text: string }[]): { path: string; line: string } | undefined {
  for (const { path, text } of files) {
    const lines = text.split('\n');
    const counts = new Map<string, number>();
    for (const l of lines) counts.set(l, (counts.get(l) ?? 0) + 1);
    const line = lines.find((l) => l.trim().length > 30 && l.trim().length < 200 && counts.get(l) === 1 && !/[<>=]{7}/.test(l));
    if (line !== undefined) return { path, line };
  }
  return undefined;
}

function completion(content: string): string {
  return JSON.stringify({
    id: 'bench',
    object: 'chat.completion',
    created: 0,
    model: 'bench',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

/** A local model server replying to chat completions with `replies` in turn, each after `latencyMs`. */
async function scriptedModel(replies: readonly string[], latencyMs: number): Promise<{ server: Server; url: string; calls: () => number }> {
  let calls = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const content = replies[calls++ % replies.length]!;
      setTimeout(() => {
        res.setHeader('content-type', 'application/json');
        res.end(completion(content));
      }, latencyMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/v1`, calls: () => calls };
}

export async function runBench(repo: string, cli: string, latencyMs = MODEL_LATENCY_MS): Promise<RunBench | string> {
  const walked = await walkRepo(repo);
  const sources = walked.files
    .filter((f) => /\.(?:py|ts|tsx|js|go|rs|java|rb|cpp|cc|h|cs|php)$/.test(f.path))
    .slice(0, 200)
    .map((f) => ({ path: f.path, text: readFileSync(join(repo, f.path), 'utf8') }));
  const target = editTarget(sources);
  if (!target) return 'no source file with a line to edit';
  const plan = JSON.stringify({ root_cause: 'bench', plan: 'Mark the line.', changes: [{ path: target.path, action: 'modify', instructions: 'mark the line' }] });
  // A blank line after it: a change that keeps any language's syntax valid.
  const edit = `${target.path}\n<<<<<<< ORIGINAL\n${target.line}\n=======\n${target.line}\n\n>>>>>>> UPDATED\n`;
  const model = await scriptedModel([plan, edit, '{"approved": true, "problems": []}'], latencyMs);
  const cache = mkdtempSync(join(tmpdir(), 'sweep-bench-run-'));
  const once = () =>
    new Promise<{ ms: number; calls: number }>((resolve, reject) => {
      const before = model.calls();
      const started = performance.now();
      const args = [cli, 'run', '--repo', repo, '--issue', `Mark the line in ${target.path}`, '--dry-run', '--cache-dir', cache];
      const request = { command: process.execPath, args, cwd: process.cwd(), allowEnv: envNamesWithPrefix('SWEEP_'), env: { OPENAI_BASE_URL: model.url, OPENAI_API_KEY: 'bench' }, maxOutputBytes: 64 << 20 };
      runProgram(request).then((result) => {
        if (result.status !== 0) reject(new Error(`run failed: ${programFailure(request, result)}`));
        else resolve({ ms: performance.now() - started, calls: model.calls() - before });
      }, reject);
    });
  try {
    const cold = await once();
    const warm: { ms: number; calls: number }[] = [];
    for (let i = 0; i < WARM_RUNS; i++) warm.push(await once());
    const without = (r: { ms: number; calls: number }) => r.ms - r.calls * latencyMs;
    return {
      target: target.path,
      latencyMs,
      calls: cold.calls,
      coldMs: Math.round(without(cold)),
      warmMs: Math.round(percentile(warm.map(without), 50)),
    };
  } finally {
    model.server.close();
    rmSync(cache, { recursive: true, force: true });
  }
}
