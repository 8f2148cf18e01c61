import { describe, expect, it } from '@jest/globals';
import { analyzeFile } from '../../src/code/analyze.js';
import { declaresFlow, parseJavaScript, syntaxOf } from '../../src/code/typed-javascript.js';

/** A JavaScript module with Flow's annotations: the JavaScript grammar reads `if` as a method and loses the class. */
const FLOW = `/* @flow */
import type { Node } from './ast';

export class PairSet {
  _data: Map<string, Set<string>>;

  constructor(): void {
    this._data = new Map();
  }

  has(a: string, b: string): boolean {
    const first = this._data.get(a);
    return Boolean(first && first.has(b));
  }
}

function sameArguments(left: Array<Node>, right: Array<Node>): boolean {
  if (left.length !== right.length) {
    return false;
  }
  return left.every((arg, i) => arg === right[i]);
}

export function findConflict(name: string, pair: [Node, Node]): ?string {
  return sameArguments([pair[0]], [pair[1]]) ? null : name;
}
`;

describe('typed JavaScript', () => {
  it('gives the definitions its annotations hide from the JavaScript grammar', async () => {
    const analysis = await analyzeFile('src/pairs.js', FLOW);
    expect(analysis.language).toBe('javascript');
    expect(analysis.parseError).toBeUndefined();
    expect(analysis.definitions.map((d) => [d.kind, d.qualifiedName, d.startLine, d.endLine])).toEqual([
      ['class', 'PairSet', 4, 15],
      ['method', 'PairSet.constructor', 7, 9],
      ['method', 'PairSet.has', 11, 14],
      ['function', 'sameArguments', 17, 22],
      ['function', 'findConflict', 24, 26],
    ]);
    expect(analysis.imports.map((i) => i.source)).toEqual(['./ast']);
    expect(analysis.references.map((r) => r.name)).toContain('sameArguments');
  });

  it('leaves JavaScript that parses as written, and JSX, to the JavaScript grammar', async () => {
    const plain = 'export function total(items) {\n  return items.reduce((a, b) => a + b, 0);\n}\nconst view = () => <List items={[1, 2]} />;\n';
    expect(await syntaxOf('javascript', plain)).toBe('javascript');
    expect((await analyzeFile('a.jsx', plain)).definitions.map((d) => d.qualifiedName)).toEqual(['total', 'view']);
  });

  it('keeps the JavaScript tree when the typed parse spoils as much', async () => {
    const broken = 'function f( {\n  return 1;\n}\nfunction g() {\n  return 2;\n}\n';
    expect(await syntaxOf('javascript', broken)).toBe('javascript');
    const analysis = await analyzeFile('a.js', broken);
    expect(analysis.parseError).toBe(true);
    expect(analysis.definitions.map((d) => d.qualifiedName)).toContain('g');
  });

  it('reads a file declaring itself Flow\'s with the TSX grammar first', async () => {
    expect(declaresFlow('/* @flow */\nexport const a = 1;\n')).toBe(true);
    expect(declaresFlow('/**\n * Copyright (c) 2015\n *\n * @flow strict\n */\n')).toBe(true);
    expect(declaresFlow('// @flow\n')).toBe(true);
    expect(declaresFlow('const flow = "@flow";\n')).toBe(false);
    expect(declaresFlow('export const workflow = 1; // @flowchart\n')).toBe(false);
    expect(declaresFlow(`${'x'.repeat(2_000)}\n// @flow\n`)).toBe(false);
    const typed = await parseJavaScript(FLOW);
    expect(typed?.syntax).toBe('tsx');
    expect(typed?.tree.rootNode.hasError).toBe(false);
    typed?.tree.delete();
    // Without the pragma the same text is read as TSX too, after the JavaScript parse fails.
    const unmarked = await parseJavaScript(FLOW.replace('/* @flow */', '/* types */'));
    expect(unmarked?.syntax).toBe('tsx');
    unmarked?.tree.delete();
  });

  it('reads typed JavaScript with the TSX grammar, other languages with their own', async () => {
    expect(await syntaxOf('javascript', FLOW)).toBe('tsx');
    expect(await syntaxOf('python', 'def f(:\n')).toBe('python');
  });
});
