// Runs the TypeScript sources without building: `node --import ./scripts/from-source.mjs src/cli-main.ts ...`
// (what `npm run cli -- <command> ...` does). Each module is transpiled as it is loaded, with
// TypeScript's own transpiler and no type check (`npm run typecheck` does that); an import of
// `./x.js` loads `./x.ts` when that is the file there. Analysis runs in the main thread (the worker
// threads need the bundle), so indexing a large repository is slower than with dist/.
import { register } from 'node:module';

register('./from-source-hooks.mjs', import.meta.url);
