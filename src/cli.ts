#!/usr/bin/env node
import module from 'node:module';
import { main } from './cli/main.js';

// Node 22+ keeps compiled code between runs of the CLI; on older versions this is a no-op.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrIsTTY: Boolean(process.stderr.isTTY),
});
