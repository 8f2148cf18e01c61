import { describe, expect, it } from '@jest/globals';
import { buildIndex } from '../../src/search/index/indexer.js';
import { reportLineKind, reportLines, stripEnvironment } from '../../src/search/rank/environment.js';
import { search } from '../../src/search/rank/search.js';
import { finishes } from '../helpers/hang-guard.js';
import { makeRepo } from '../helpers/repo.js';

const ENVINFO = [
  'Server restarts twice when the config file changes',
  '',
  'Editing vite.config.ts while the dev server runs restarts it twice.',
  '',
  '### System Info',
  '',
  '```shell',
  '  System:',
  '    OS: macOS 14.1',
  '    CPU: (10) arm64 Apple M1 Pro',
  '    Memory: 1.23 GB / 32.00 GB',
  '    Shell: 5.9 - /bin/zsh',
  '  Binaries:',
  '    Node: 18.17.0 - ~/.nvm/versions/node/v18.17.0/bin/node',
  '    npm: 9.6.7 - ~/.nvm/versions/node/v18.17.0/bin/npm',
  '  Browsers:',
  '    Chrome: 119.0.6045.159',
  '    Firefox: Not Found',
  '  npmPackages:',
  '    @vitejs/plugin-vue: ^4.4.0 => 4.5.0',
  '    vite: workspace:*',
  '```',
  '',
  '### Used Package Manager',
  'npm',
];

const NG_VERSION = [
  'ng build drops the server bundle',
  'Angular CLI: 17.0.0',
  'Node: 18.18.0',
  'Package Manager: npm 10.2.0',
  'OS: darwin arm64',
  '',
  'Angular: 17.0.0',
  '... animations, cli, common, compiler, compiler-cli, core, forms',
  '... platform-browser, router',
  '',
  'Package                         Version',
  '---------------------------------------------------------',
  '@angular-devkit/architect       0.1700.0',
  '@angular-devkit/build-angular   17.0.0',
  '@angular/ssr                    17.0.0 (cli-only)',
  'typescript                      5.2.2',
];

describe('reportLineKind', () => {
  it('tells entries, section headings, blank lines and text apart', () => {
    expect(reportLineKind('    Node: 18.17.0 - ~/.nvm/versions/node/v18.17.0/bin/node')).toBe('entry');
    expect(reportLineKind('    CPU: (10) arm64 Apple M1 Pro')).toBe('entry');
    expect(reportLineKind('    Firefox: Not Found')).toBe('entry');
    expect(reportLineKind('    vite: workspace:*')).toBe('entry');
    expect(reportLineKind('    @vitejs/plugin-vue: ^4.4.0 => 4.5.0')).toBe('entry');
    expect(reportLineKind('@angular-devkit/architect       0.1700.0')).toBe('entry');
    expect(reportLineKind('@angular/ssr                    17.0.0 (cli-only)')).toBe('entry');
    expect(reportLineKind('... animations, cli, common')).toBe('entry');
    expect(reportLineKind('requests==2.31.0')).toBe('entry');
    expect(reportLineKind('├── lodash@4.17.21')).toBe('entry');
    expect(reportLineKind('- **Node.js version**: 18.12.0')).toBe('entry');
    expect(reportLineKind('  Binaries:')).toBe('section');
    expect(reportLineKind('### Environment')).toBe('section');
    expect(reportLineKind('**Environment**')).toBe('section');
    expect(reportLineKind('Package                         Version')).toBe('section');
    expect(reportLineKind('pip freeze:')).toBe('section');
    expect(reportLineKind('=========')).toBe('section');
    expect(reportLineKind('   ')).toBe('blank');
    expect(reportLineKind('---')).toBe('blank');
    // Text, even with a colon and a number in it.
    expect(reportLineKind("Error: Cannot find module 'foo'")).toBe('other');
    expect(reportLineKind('info: started at 10:30:22')).toBe('other');
    expect(reportLineKind('  port: 8080')).toBe('other');
    expect(reportLineKind('  "vite": "^5.0.0",')).toBe('other');
    expect(reportLineKind('The server restarts twice.')).toBe('other');
  });

  it('takes time linear in the line', () => {
    for (const line of [`${'- '.repeat(20_000)}x`, `${'a'.repeat(50_000)}: ${'1.'.repeat(20_000)}`, `@${'a/'.repeat(20_000)} 1.2`, `... ${'a, '.repeat(20_000)}!`, `${'1.'.repeat(30_000)}`]) {
      expect(finishes(`reportLineKind(${JSON.stringify(line.slice(0, 12))})`, () => reportLineKind(line))).toBe('other');
    }
  });
});

describe('reportLines', () => {
  it('marks the lines of an envinfo report, and nothing around it', () => {
    const marked = reportLines(ENVINFO);
    expect(ENVINFO.filter((_, i) => marked[i])).toEqual(ENVINFO.slice(7, 21));
  });

  it('marks `ng version` output, its sections separated by blank lines, but not the blank lines', () => {
    const marked = reportLines(NG_VERSION);
    expect(NG_VERSION.filter((_, i) => !marked[i])).toEqual(['ng build drops the server bundle', '', '', '---------------------------------------------------------']);
  });

  it('marks a hand-written environment list under its heading', () => {
    const lines = ['x', '**Environment**', '- OS: Windows 10', '- Node.js version: 18.12.0', '- axios version: 1.2.0', '- Browser: Chrome 108', '', 'Steps to reproduce'];
    expect(reportLines(lines)).toEqual([false, true, true, true, true, true, false, false]);
  });

  it('leaves short version lists, configuration and logs as they are', () => {
    const kept = [
      ['v', '- vite: 5.0.0', '- node: 20.1.0', 'The build breaks'],
      // Four entries without a heading: a report needs five.
      ['v', 'vite: 5.0.0', 'node: 20.1.0', 'npm: 10.1.0', 'pnpm: 8.1.0'],
      ['z', '```yaml', 'server:', '  host: 127.0.0.1', '  port: 8080', '  timeout: 30', 'logging:', '  level: debug', '```'],
      ['w', "Error: Cannot find module 'foo'", '    at Module._resolveFilename (node:internal/modules/cjs/loader:1039:15)', 'warning: version 1.2 is deprecated', 'info: started at 10:30:22'],
      ['j', '```json', '{', '  "dependencies": {', '    "vite": "^5.0.0",', '    "vue": "^3.3.0",', '    "rollup": "^4.0.0"', '  }', '}', '```'],
    ];
    for (const lines of kept) expect(reportLines(lines)).toEqual(lines.map(() => false));
  });

  it('marks five version lines without a heading, and pip freeze under its heading', () => {
    expect(reportLines(['vite: 5.0.0', 'node: 20.1.0', 'npm: 10.1.0', 'pnpm: 8.1.0', 'yarn: 1.22.0'])).toEqual([true, true, true, true, true]);
    expect(reportLines(['pip freeze:', 'requests==2.31.0', 'urllib3==2.0.4', 'certifi==2023.7.22'])).toEqual([true, true, true, true]);
  });

  it('takes time linear in the text', () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => (i % 2 ? '' : `node: ${i}.1.0`));
    expect(finishes('reportLines', () => reportLines(lines)).filter(Boolean)).toHaveLength(50_000);
  });
});

describe('stripEnvironment', () => {
  it('drops the report and keeps the rest as written', () => {
    expect(stripEnvironment(ENVINFO.join('\n'))).toBe([...ENVINFO.slice(0, 7), ...ENVINFO.slice(21)].join('\n'));
  });

  it('keeps the title even when it reads like a report line', () => {
    expect(stripEnvironment(['Environment', 'OS: Linux', 'Node: 20.1.0', 'npm: 10.2.0'].join('\n'))).toBe('Environment');
    expect(stripEnvironment(['node: 20.1.0 breaks', 'Binaries:', 'Node: 20.1.0', 'npm: 10.2.0', 'Yarn: 1.22.0'].join('\n'))).toBe('node: 20.1.0 breaks');
  });

  it('returns a query without a report unchanged', () => {
    const text = 'Parser fails on empty input\n\n```js\nparse("")\n```\nversion: 1.2';
    expect(stripEnvironment(text)).toBe(text);
  });

  it('keeps the words of an environment report out of the ranking', async () => {
    const repo = makeRepo({
      'src/config/watch.ts': [
        'export function watchConfig(file: string, restart: () => void) {',
        '  // the config file changed: restart the server once',
        '  let pending = false;',
        '  return () => { if (!pending) { pending = true; restart(); } };',
        '}',
        '',
      ].join('\n'),
      'src/node/shell.ts': 'export function nodeShell(binaries: string[]) {\n  return binaries.map((b) => `node ${b}`);\n}\n',
      'src/browsers/chrome.ts': 'export function chromeBrowsers(memory: number) {\n  return { browsers: ["chrome", "firefox"], memory };\n}\n',
      'src/system/cpu.ts': 'export function systemCpu(os: string) {\n  return { cpu: "arm64", os, memory: 32 };\n}\n',
      'packages/plugin-vue/src/index.ts': 'export function vuePlugin() {\n  return { name: "vite:vue" };\n}\n',
      'src/server/index.ts': 'export function createServer() {\n  return { listen() {}, close() {} };\n}\n',
    });
    try {
      const index = await buildIndex(repo.dir, { cacheDir: false });
      const result = search(index, ENVINFO.join('\n'));
      // Read with the report, the files named like the reporter's machine (node, system, browsers)
      // came second to fourth, and their functions second and third.
      expect(result.files.slice(0, 2).map((f) => f.path)).toEqual(['src/config/watch.ts', 'src/server/index.ts']);
      expect(result.entities.slice(0, 2).map((e) => e.name)).toEqual(['watchConfig', 'createServer']);
    } finally {
      repo.cleanup();
    }
  });
});
