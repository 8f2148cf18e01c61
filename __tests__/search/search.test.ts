import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIndex } from '../../src/search/index/indexer.js';
import type { RepoIndex } from '../../src/search/index/repo-index.js';
import { MODEL } from '../../src/search/rank/rerank.js';
import { FUNCTION_EVIDENCE_SIGNAL, fileScores, search } from '../../src/search/rank/search.js';
import { fixtureRepo, makeRepo, type TempRepo } from '../helpers/repo.js';

let shopRepo: TempRepo;
let webRepo: TempRepo;
let shop: RepoIndex;
let web: RepoIndex;

beforeAll(async () => {
  shopRepo = fixtureRepo('shop');
  webRepo = fixtureRepo('webapp');
  shop = await buildIndex(shopRepo.dir, { cacheDir: false });
  web = await buildIndex(webRepo.dir, { cacheDir: false });
});
afterAll(() => {
  shopRepo.cleanup();
  webRepo.cleanup();
});

function reader(index: RepoIndex) {
  return (path: string) => readFileSync(join(index.root, path), 'utf8');
}

function files(index: RepoIndex, query: string): string[] {
  return search(index, query, { readText: reader(index) }).files.map((f) => f.path);
}

describe('search', () => {
  it('puts the file defining a named class above the many files using it', () => {
    const ranked = files(shop, 'DatabaseClient raises ConnectionLost too early: it should retry before giving up');
    expect(ranked[0]).toBe('shop/db/client.py');
  });

  it('follows a Python traceback to the frame in the repository', () => {
    const query = [
      'Checkout crashes',
      'Traceback (most recent call last):',
      '  File "/home/u/.venv/lib/python3.11/site-packages/shop/cli.py", line 13, in main',
      '  File "/home/u/.venv/lib/python3.11/site-packages/shop/services/checkout.py", line 9, in checkout',
      '  File "/home/u/.venv/lib/python3.11/site-packages/shop/services/pricing.py", line 8, in apply_discount',
      'ZeroDivisionError: float division by zero',
    ].join('\n');
    const result = search(shop, query, { readText: reader(shop) });
    // The title names checkout, the last frame is pricing: the three files of the traceback lead,
    // the innermost frame above the outermost.
    const top = result.files.slice(0, 3).map((f) => f.path);
    expect([...top].sort()).toEqual(['shop/cli.py', 'shop/services/checkout.py', 'shop/services/pricing.py']);
    expect(top.indexOf('shop/services/pricing.py')).toBeLessThan(top.indexOf('shop/cli.py'));
    expect(result.intent.kind).toBe('BUG_FIX');
  });

  it('ranks first the functions a pasted traceback runs through', () => {
    const query = [
      'Charging an order fails',
      'Traceback (most recent call last):',
      '  File "/srv/app/shop/cli.py", line 13, in main',
      '  File "/srv/app/shop/services/checkout.py", line 9, in checkout',
      '  File "/srv/app/shop/models/order.py", line 17, in total',
      "TypeError: 'NoneType' object is not iterable",
    ].join('\n');
    const result = search(shop, query, { readText: reader(shop) });
    const ranked = result.entities.map((e) => `${e.path}::${e.name}`);
    // The three functions of the trace lead; of Order's methods, the one the trace is in.
    expect(ranked.slice(0, 3).sort()).toEqual(['shop/cli.py::main', 'shop/models/order.py::Order.total', 'shop/services/checkout.py::checkout']);
    expect(ranked.filter((k) => k.startsWith('shop/models/order.py::'))[0]).toBe('shop/models/order.py::Order.total');
  });

  it('ranks entities with qualified names and exact lines', () => {
    const result = search(shop, '`apply_discount` returns a negative total when the percent is over 100', { readText: reader(shop) });
    expect(result.files[0]!.path).toBe('shop/services/pricing.py');
    expect(result.entities[0]).toMatchObject({ path: 'shop/services/pricing.py', name: 'apply_discount', kind: 'function', startLine: 6, endLine: 8 });
  });

  it('prefers sources over tests unless the issue is about tests', () => {
    const bug = files(shop, 'apply_discount rounds wrong');
    expect(bug[0]).toBe('shop/services/pricing.py');
    // The test of that function is still found, scaled down for its role.
    const test = search(shop, 'apply_discount rounds wrong', { readText: reader(shop), top: 50 }).files.find((f) => f.path === 'tests/test_pricing.py');
    expect(test?.signals['×role.test']).toBeLessThan(1);
    const result = search(shop, 'Add tests for apply_discount with percent over 100 in test_pricing', { readText: reader(shop) });
    expect(result.intent.kind).toBe('TEST_WRITING');
    expect(result.files[0]!.path).toBe('tests/test_pricing.py');
  });

  it('finds TypeScript definitions from camelCase names', () => {
    expect(files(web, 'validateEmail accepts addresses without a domain after the at sign')[0]).toBe('src/utils/validate.ts');
    const result = search(web, 'ApiClient.post should retry like get does', { readText: reader(web) });
    expect(result.files[0]!.path).toBe('src/api/client.ts');
    // The method named leads, or follows its own class (whose body holds it).
    const top = result.entities.slice(0, 2).map((e) => `${e.path}::${e.name}`);
    expect(top).toContain('src/api/client.ts::ApiClient.post');
    expect(top.every((key) => key.startsWith('src/api/client.ts::ApiClient'))).toBe(true);
  });

  it('lists a name of a file once: TypeScript overload signatures and their implementation are one entity', async () => {
    const repo = makeRepo({
      'src/join.ts': [
        'export function forkJoin(a: string): string;',
        'export function forkJoin(a: number): number;',
        'export function forkJoin(a: string[]): string[];',
        'export function forkJoin(a: any): any {',
        '  function finalize(x: any) {',
        '    return x;',
        '  }',
        '  return finalize(a);',
        '}',
        '',
        'export class Joiner {',
        '  join(a: string): string;',
        '  join(a: number): number;',
        '  join(a: any): any {',
        '    return forkJoin(a);',
        '  }',
        '}',
        '',
      ].join('\n'),
    });
    try {
      const index = await buildIndex(repo.dir, { cacheDir: false });
      const result = search(index, 'forkJoin finalize does not complete when a source errors; Joiner.join', { readText: reader(index) });
      const listed = result.entities.map((e) => `${e.name}:${e.startLine}-${e.endLine}`);
      expect(listed.filter((e) => e.startsWith('forkJoin:'))).toEqual(['forkJoin:4-9']);
      expect(listed.filter((e) => e.startsWith('Joiner.join:'))).toEqual(['Joiner.join:14-16']);
      expect(listed).toContain('forkJoin.finalize:5-7');
      expect(new Set(result.entities.map((e) => `${e.path}::${e.name}`)).size).toBe(result.entities.length);
    } finally {
      repo.cleanup();
    }
  });

  it('fuses adjacent snippets and clips them to the file', () => {
    const result = search(shop, 'DatabaseClient query reconnect retries', { readText: reader(shop) });
    const snippet = result.snippets.find((s) => s.path === 'shop/db/client.py')!;
    expect(snippet).toMatchObject({ startLine: 1, endLine: 37 });
    expect(result.snippets.filter((s) => s.path === 'shop/db/client.py')).toHaveLength(1);
  });

  it('returns empty results for empty, stop-word-only and unmatched queries', () => {
    for (const q of ['', 'the of and to is it', 'zzzqqq xxyyzz']) {
      const result = search(shop, q);
      expect(result.files).toEqual([]);
      expect(result.entities).toEqual([]);
      expect(result.snippets).toEqual([]);
    }
  });

  it('handles a 1 MB query', () => {
    const query = `apply_discount fails\n${'noise line with words that repeat often\n'.repeat(26_000)}`;
    expect(query.length).toBeGreaterThan(1_000_000);
    const result = search(shop, query);
    expect(result.files[0]!.path).toBe('shop/services/pricing.py');
  });
});

describe('files ordered again by their functions', () => {
  it('puts the file whose function is about the query above one that only mentions its words', async () => {
    // invoice.js says "invoice total rounding" in a comment and a string, its functions say nothing
    // of it; rounding.js holds the function that rounds the invoice total.
    const repo = makeRepo({
      'src/invoice.js': '// invoice totals: rounding of totals, the invoice total and tax\nexport const NOTE = "invoice total rounding";\nexport function header(invoice) {\n  return invoice.title;\n}\nexport function footer(invoice) {\n  return invoice.note;\n}\n',
      'src/rounding.js': 'export function roundInvoiceTotal(total) {\n  // rounding of the invoice total\n  return Math.round(total * 100) / 100;\n}\n',
    });
    try {
      const index = await buildIndex(repo.dir, { cacheDir: false });
      const result = search(index, 'invoice total rounding is wrong', { readText: reader(index), features: true });
      const first = fileScores(index, result.features!, MODEL);
      const id = (path: string) => index.byPath.get(path)!.id;
      // The first stage puts invoice.js first.
      expect(first[id('src/invoice.js')]).toBeGreaterThan(first[id('src/rounding.js')]!);
      expect(result.files.map((f) => f.path)).toEqual(['src/rounding.js', 'src/invoice.js']);
      // Each file's score is its first-stage score plus what its functions add, named in its signals.
      for (const f of result.files) expect(f.score).toBeCloseTo(first[id(f.path)]! + f.signals[FUNCTION_EVIDENCE_SIGNAL]!, 12);
      expect(result.files[0]!.signals[FUNCTION_EVIDENCE_SIGNAL]).toBeGreaterThan(result.files[1]!.signals[FUNCTION_EVIDENCE_SIGNAL]!);
    } finally {
      repo.cleanup();
    }
  });
});

describe('single-file components', () => {
  it('links a Vue component to what it imports, and lists the component and the functions of its script', async () => {
    const repo = makeRepo({
      'src/components/UserCard.vue': [
        '<template>',
        '  <div class="card" @click="save">{{ initials }}</div>',
        '</template>',
        '<script setup lang="ts">',
        "import { initialsOf } from '../initials'",
        "import Badge from './Badge.vue'",
        'const initials = computed(() => initialsOf(props.user))',
        'function save(): void {',
        "  emit('save', props.user)",
        '}',
        '</script>',
        '',
      ].join('\n'),
      'src/components/Badge.vue': '<script>\nexport default { methods: { render() { return 1 } } }\n</script>\n',
      'src/initials.ts': 'export function initialsOf(user: { first: string; last: string }): string {\n  return user.first[0] + user.last[0];\n}\n',
      'src/unrelated.ts': 'export function colour(): string {\n  return "blue";\n}\n',
      'src/main.ts': "import UserCard from './components/UserCard.vue';\nexport const root = UserCard;\n",
    });
    try {
      const index = await buildIndex(repo.dir, { cacheDir: false });
      const graph = index.graph();
      expect(graph.dependencies('src/components/UserCard.vue')).toEqual(['src/components/Badge.vue', 'src/initials.ts']);
      expect(graph.dependents('src/initials.ts')).toEqual(['src/components/UserCard.vue']);
      // A module importing a component is linked to it too.
      expect(graph.dependencies('src/main.ts')).toEqual(['src/components/UserCard.vue']);
      const result = search(index, 'clicking the user card does not save the user', { readText: reader(index) });
      expect(result.files[0]!.path).toBe('src/components/UserCard.vue');
      // The component itself (its template is its code too) and the function of its script come first.
      expect(result.entities.slice(0, 2).map((e) => [e.path, e.name, e.kind, e.startLine, e.endLine]).sort()).toEqual([
        ['src/components/UserCard.vue', 'UserCard', 'class', 1, 11],
        ['src/components/UserCard.vue', 'save', 'function', 8, 10],
      ]);
      // An issue naming the component finds the file defining it.
      expect(search(index, 'the `<Badge>` component renders nothing', { readText: reader(index) }).files[0]!.path).toBe('src/components/Badge.vue');
    } finally {
      repo.cleanup();
    }
  });

  it('gives a function called only from a template its caller, and a component placed in a template its user', async () => {
    const repo = makeRepo({
      'src/components/UserCard.vue': [
        '<template>',
        '  <div class="card" @click="save">',
        '    <status-badge :label="labelOf(user)" />',
        '  </div>',
        '</template>',
        '<script setup lang="ts">',
        "import StatusBadge from './status-badge.vue'",
        "import { labelOf } from '../labels'",
        'function save(): void {}',
        '</script>',
        '',
      ].join('\n'),
      'src/components/status-badge.vue': '<template><b>{{ label }}</b></template>\n',
      'src/components/picker.vue': "<template><p/></template>\n<script setup>\ndefineOptions({ name: 'ElPicker' })\n</script>\n",
      'src/labels.ts': 'export function labelOf(user: { name: string }): string {\n  return user.name;\n}\n',
    });
    try {
      const index = await buildIndex(repo.dir, { cacheDir: false });
      const graph = index.graph();
      const callers = (name: string): { path: string; line: number }[] => graph.callers(graph.named(name)[0]!.id);
      expect(callers('save')).toEqual([{ path: 'src/components/UserCard.vue', line: 2 }]);
      expect(callers('labelOf')).toEqual([{ path: 'src/components/UserCard.vue', line: 3 }]);
      // `<status-badge>` is the component of status-badge.vue; the import names it StatusBadge, also read.
      expect(callers('status-badge')).toEqual([{ path: 'src/components/UserCard.vue', line: 3 }]);
      // A component declaring its name is defined by it: an issue naming ElPicker finds picker.vue.
      expect(graph.named('ElPicker').map((d) => d.path)).toEqual(['src/components/picker.vue']);
      expect(search(index, 'ElPicker loses its value', { readText: reader(index) }).files[0]!.path).toBe('src/components/picker.vue');
    } finally {
      repo.cleanup();
    }
  });
});
