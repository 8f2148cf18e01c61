#!/usr/bin/env node
import module from 'node:module';
import { main } from './cli/main.js';

// Node 22+ keeps compiled code between runs of the CLI; on older versions this is a no-op.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

// A reader that stops early (`| head`) closes the pipe: stop quietly, as other command-line tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}

process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrIsTTY: Boolean(process.stderr.isTTY),
});
