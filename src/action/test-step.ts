/**
 * The repository's tests in the Action: when `.github/sweep.yaml` sets `test_command`, the sandbox is
 * chosen (another user where the runner allows it, else the runner's own, said in the log), and the
 * run on the unchanged checkout starts at once, beside indexing and planning.
 */
import { TEST_TIMEOUT_MINUTES } from '../config/sweep-config.js';
import { openSandbox, processPrivileges, type Privileges } from '../verify/sandbox.js';
import { startVerifier, type Verifier } from '../verify/verifier.js';
import type { Job } from './job.js';

/** Shortest time limit given to a run, however little of the run's time is left. */
const MIN_TEST_MS = 10_000;

export async function startTests(job: Job, privileges: Privileges = processPrivileges()): Promise<Verifier | undefined> {
  const command = job.config.testCommand;
  if (!command) return undefined;
  const setting = job.config.testIsolation ?? 'auto';
  const sandbox = await openSandbox(setting, privileges);
  if (sandbox.kind === 'none' && setting !== 'none') job.log.warning(sandbox.describe);
  else job.log.info(`tests: ${sandbox.describe}`);
  const limit = (job.config.testTimeoutMinutes ?? TEST_TIMEOUT_MINUTES) * 60_000;
  return startVerifier({
    command,
    // Never past the run's deadline, but a run that is nearly out of time still gives its tests a moment.
    timeoutMs: Math.min(limit, Math.max(MIN_TEST_MS, job.deadline - (job.timing?.now ?? Date.now)())),
    envNames: job.config.testEnv,
    sandbox,
    workspace: job.workspace,
    git: job.git,
    redact: (text) => job.redactor.redact(text),
    holdsSecret: (value) => job.redactor.containsSecret(value),
    log: (line) => job.log.info(job.redactor.redact(line)),
  });
}
