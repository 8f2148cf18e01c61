#!/usr/bin/env node
/**
 * `node dist/cli.js`: runs the CLI bundle (dist/cli-main.js, src/cli-main.ts) with the code V8
 * compiled for it in an earlier run (src/code-cache.ts).
 */
import module from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBundle } from './code-cache.js';

// Node 22+ keeps the compiled code of the chunks the bundle loads between runs; older versions: a no-op.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

await runBundle(join(dirname(fileURLToPath(import.meta.url)), 'cli-main.js'), process.argv.slice(2));
