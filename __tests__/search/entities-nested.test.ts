import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIndex } from '../../src/search/index/indexer.js';
import type { RepoIndex } from '../../src/search/index/repo-index.js';
import { ENTITY_MODEL, rankEntities, rankEntitiesWithEvidence } from '../../src/search/rank/entities.js';
import { computeFeatures } from '../../src/search/rank/features.js';
import { cleanUpSettled, makeRepo, tempDir, type TempRepo } from '../helpers/repo.js';

/** A command whose fix goes into a closure of `run`: the closure's own lines hold none of the issue's words. */
const REPO = {
  'src/commands/add.ts': [
    'export class AddCommand {',
    '  async run(options: { packages: string[] }) {',
    '    const packages = resolvePackages(options.packages);',
    '    const schematic = packages.filter((name) => hasBuiltInSchematic(name));',
    '    const skip = (name: string) => {',
    "      return name.startsWith('@types/');",
    '    };',
    '    for (const name of packages.filter((p) => !skip(p))) {',
    "      installPackage(name, schematic.includes(name) ? 'devDependencies' : 'dependencies');",
    '    }',
    '  }',
    '',
    '  describe() {',
    "    return 'Adds a package and runs its schematic';",
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/install.ts': [
    'export function installPackage(name: string, field: string) {',
    '  return spawnInstaller(name, field);',
    '}',
    '',
    'export function uninstallPackage(name: string) {',
    "  return spawnInstaller(name, 'remove');",
    '}',
    '',
    'export function listDependencies(manifest: { dependencies: object }) {',
    '  return Object.keys(manifest.dependencies);',
    '}',
    '',
  ].join('\n'),
  'src/schematics.ts': [
    'export function hasBuiltInSchematic(name: string) {',
    '  return BUILT_IN.has(name);',
    '}',
    '',
    'export function runSchematic(name: string) {',
    '  return execute(name);',
    '}',
    '',
  ].join('\n'),
};

const ISSUE = 'add: packages with a built-in schematic are installed into dependencies instead of devDependencies';

describe('a definition nested in a function', () => {
  let repo: TempRepo;
  let cache: TempRepo;
  let index: RepoIndex;

  beforeAll(async () => {
    repo = makeRepo(REPO);
    cache = tempDir();
    index = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
  });
  afterAll(() => cleanUpSettled([repo, cache]));

  const inputsOf = () => {
    const features = computeFeatures(index, ISSUE);
    const fileScores = new Float64Array(index.files.length);
    fileScores[index.byPath.get('src/commands/add.ts')!.id] = 1;
    fileScores[index.byPath.get('src/install.ts')!.id] = 0.8;
    fileScores[index.byPath.get('src/schematics.ts')!.id] = 0.8;
    return { fileScores, chunkScores: features.chunkScores, query: features.terms, signals: features.signals, top: 20, readText: (p: string) => readFileSync(join(index.root, p), 'utf8') };
  };
  const ranked = (enclosing: number) => rankEntities(index, { ...inputsOf(), model: { ...ENTITY_MODEL, enclosing } }).map((e) => e.name);

  it('is ranked by its own few lines without the lift, below functions of other files', () => {
    expect(ranked(0)).toEqual(['AddCommand.run', 'AddCommand', 'AddCommand.describe', 'listDependencies', 'hasBuiltInSchematic', 'AddCommand.run.skip', 'runSchematic', 'installPackage', 'uninstallPackage']);
  });

  it('moves up toward the function around it under the shipped weights', () => {
    expect(ENTITY_MODEL.enclosing).toBe(0.5);
    expect(ranked(ENTITY_MODEL.enclosing)).toEqual(['AddCommand.run', 'AddCommand', 'AddCommand.run.skip', 'AddCommand.describe', 'listDependencies', 'hasBuiltInSchematic', 'runSchematic', 'installPackage', 'uninstallPackage']);
  });
});

describe('the size prior', () => {
  let repo: TempRepo;
  let cache: TempRepo;
  let index: RepoIndex;
  const body = Array.from({ length: 24 }, (_, i) => `    entries.push(lines[${i}]?.split('=') ?? []);`);
  beforeAll(async () => {
    repo = makeRepo({
      'src/config.ts': [
        'export function emptyConfig(text: string) {',
        "  return text.trim() === '' ? {} : undefined;",
        '}',
        '',
        'export function readConfig(text: string) {',
        "  const lines = text.split('\\n');",
        '  const entries: string[][] = [];',
        '  if (lines.length) {',
        ...body,
        '  }',
        "  return Object.fromEntries(entries.filter((e) => e.length === 2 && text));",
        '}',
        '',
      ].join('\n'),
    });
    cache = tempDir();
    index = await buildIndex(repo.dir, { cacheDir: cache.dir, memory: false });
  });
  afterAll(() => cleanUpSettled([repo, cache]));

  const rankedWith = (size: number) => {
    const features = computeFeatures(index, 'reading a config text gives an empty object');
    const fileScores = new Float64Array(index.files.length).fill(1);
    const inputs = { fileScores, chunkScores: features.chunkScores, query: features.terms, signals: features.signals, top: 20, readText: (p: string) => readFileSync(join(index.root, p), 'utf8') };
    return rankEntitiesWithEvidence(index, { ...inputs, model: { ...ENTITY_MODEL, enclosing: 0, size } });
  };

  it('moves the longer of two definitions the query fits alike up, and says nothing of the files by itself', () => {
    const [without, withIt] = [rankedWith(0), rankedWith(1)];
    expect(without.entities.map((e) => e.name)).toEqual(['emptyConfig', 'readConfig']);
    expect(withIt.entities.map((e) => e.name)).toEqual(['readConfig', 'emptyConfig']);
    // What the file's definitions say of the query (the second stage of file ranking) is the same.
    expect([...withIt.evidence.keys()]).toEqual([...without.evidence.keys()]);
    for (const [file, v] of without.evidence) expect(withIt.evidence.get(file)).toBeCloseTo(v, 12);
  });
});
