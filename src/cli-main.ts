/**
 * The CLI's process: runs a command, waits for its background work, exits with its code. Bundled as
 * dist/cli-main.js, which dist/cli.js (src/cli.ts) runs through V8's code cache.
 */
import { main } from './cli/main.js';
import { backgroundSettled } from './background.js';

// A reader that stops early (`| head`) closes the pipe: stop quietly, as other command-line tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}

const code = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrIsTTY: Boolean(process.stderr.isTTY),
});
// Work left running in the background (the persisted index being written) is waited for, and what
// was printed flushed; then the process ends at once rather than tearing its heap down (10-30 ms of
// a warm search).
await backgroundSettled();
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(code);

function flushed(stream: NodeJS.WriteStream): Promise<void> {
  // Written after everything before it: its callback means those are out.
  return new Promise((resolve) => stream.write('', () => resolve()));
}
