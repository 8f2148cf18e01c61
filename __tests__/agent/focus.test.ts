import { describe, expect, it } from '@jest/globals';
import { firstWindows } from '../../src/agent/edit-views.js';
import { definitionsNamed, editFocus, enclosingDefinition, namedLines, namedSymbols, retrievalFocus, type DefinitionSpan, type RetrievalFocus } from '../../src/agent/focus.js';
import type { Window } from '../../src/agent/windows.js';

const def = (qualifiedName: string, startLine: number, endLine: number, kind: DefinitionSpan['kind'] = 'function'): DefinitionSpan => ({
  name: qualifiedName.slice(qualifiedName.lastIndexOf('.') + 1),
  qualifiedName,
  kind,
  startLine,
  endLine,
});

describe('the lines and symbols a plan names', () => {
  it('reads line numbers and ranges, and path:line only for this file', () => {
    expect(namedLines('Change line 12, then lines 112-117 and lines 682 to 695; see L9 and #L40-L44.', 'a/b.py')).toEqual([
      { start: 12, end: 12 },
      { start: 112, end: 117 },
      { start: 682, end: 695 },
      { start: 40, end: 44 },
    ]);
    expect(namedLines('Fix b.py:2,251-2,260 (called from c.py:40) and a/b.py:7.', 'a/b.py')).toEqual([
      { start: 2251, end: 2260 },
      { start: 7, end: 7 },
    ]);
    expect(namedLines('Lines 30–20 swap the order; no line here.', 'x.py')).toEqual([{ start: 20, end: 30 }]);
  });

  it('names code-shaped symbols, backticked names and dotted chains, and finds their definitions in the file', () => {
    expect(namedSymbols('In `Parser.parse_header`, call normalize() and keep the TAX_RATE.')).toEqual(['Parser.parse_header', 'Parser', 'parse_header', 'normalize', 'TAX_RATE']);
    const defs = [def('Parser', 10, 90, 'class'), def('Parser.parse_header', 20, 40, 'method'), def('Writer.parse_header', 100, 120, 'method'), def('normalize', 200, 210)];
    expect(definitionsNamed(defs, 'Parser.parse_header')).toEqual([defs[1]]);
    expect(definitionsNamed(defs, 'parse_header')).toEqual([defs[1], defs[2]]);
    expect(definitionsNamed(defs, 'pkg.Parser.parse_header')).toEqual([defs[1]]);
    expect(enclosingDefinition(defs, { start: 25, end: 26 })).toEqual(defs[1]);
    expect(enclosingDefinition([def('huge', 1, 500)], { start: 25, end: 26 })).toBeUndefined();
  });
});

describe('editFocus', () => {
  it('gives every record its kind and priority: review, plan lines, plan symbols, the context, entities, snippets, the import header', () => {
    const path = 'shop/pricing.py';
    const retrieval: RetrievalFocus = {
      review: { path, startLine: 70, endLine: 71 },
      context: [
        { path, startLine: 300, endLine: 340, kind: 'snippet' },
        { path, startLine: 400, endLine: 420, kind: 'definition' },
        { path: 'other.py', startLine: 1, endLine: 9, kind: 'definition' },
        { path, startLine: 0, endLine: 0, kind: 'imports' },
      ],
      entities: [{ path, startLine: 500, endLine: 510 }],
      snippets: [{ path, startLine: 600, endLine: 640 }, { path: 'other.py', startLine: 5, endLine: 9 }],
    };
    const definitions = [def('apply_discount', 60, 80), def('with_tax', 90, 95)];
    const lines = ['"""Pricing."""', 'import math', 'from decimal import Decimal', '', 'TAX = 1'];
    expect(editFocus({ path, lines, instructions: 'Call `with_tax` at line 75.', definitions, retrieval })).toEqual([
      { kind: 'review', start: 70, end: 71, priority: 0 },
      { kind: 'review', start: 60, end: 80, priority: 0 },
      { kind: 'plan-line', start: 75, end: 75, priority: 10 },
      { kind: 'plan-line', start: 60, end: 80, priority: 11 },
      { kind: 'plan-symbol', start: 90, end: 95, priority: 20 },
      { kind: 'context', start: 300, end: 340, priority: 35 },
      { kind: 'context', start: 400, end: 420, priority: 30 },
      { kind: 'entity', start: 500, end: 510, priority: 40 },
      { kind: 'snippet', start: 600, end: 640, priority: 50 },
      { kind: 'imports', start: 2, end: 3, priority: 0 },
    ]);
  });

  it('takes the retrieval records from the search, the assembled context and the review comment', () => {
    const snippet = { path: 'a.py', startLine: 5, endLine: 9, score: 1 };
    const item = { path: 'a.py', startLine: 1, endLine: 3, kind: 'definition', fidelity: 0 };
    expect(retrievalFocus({ entities: [], snippets: [snippet] }, { sections: [{ items: [item] }] }, { path: 'a.py', startLine: 12, line: 10 })).toEqual({
      review: { path: 'a.py', startLine: 10, endLine: 12 },
      context: [item],
      entities: [],
      snippets: [snippet],
    });
  });
});

/** A Python file of `count` lines: a docstring, `imports`, then filler with `defs` placed at their lines. */
function pythonFile(count: number, imports: string[], defs: readonly DefinitionSpan[]): string[] {
  const lines = Array.from({ length: count }, (_, i) => `    total = total + ${i + 1}`);
  lines[0] = '"""Rules of the shop."""';
  imports.forEach((line, i) => (lines[i + 1] = line));
  lines[imports.length + 1] = '';
  for (const d of defs) lines[d.startLine - 1] = d.kind === 'class' ? `class ${d.name}:` : `def ${d.name}(total):`;
  return lines;
}

interface Loss {
  path: string;
  lines: string[];
  instructions: string;
  definitions: readonly DefinitionSpan[];
  retrieval: RetrievalFocus;
}

/** The editor's first view of the file, at the largest file-window budget, lines of ten tokens. */
function editorWindows(loss: Loss): Window[] {
  const focus = editFocus({ path: loss.path, lines: loss.lines, instructions: loss.instructions, definitions: loss.definitions, retrieval: loss.retrieval });
  return firstWindows(new Array<number>(loss.lines.length).fill(10), focus, 12_000);
}

const holds = (windows: readonly Window[], start: number, end: number) => windows.some((w) => w.start <= start && end <= w.end);

describe('the editor sees what the planner saw (the losses measured)', () => {
  it('shows the lines of the definitions the planner was given, not only the snippet centres', () => {
    const path = 'shop/rules.py';
    const definitions = [def('apply_discount', 100, 130), def('parse_rate', 670, 720)];
    const snippets = [
      { path, startLine: 960, endLine: 1040 },
      { path, startLine: 1420, endLine: 1500 },
      { path, startLine: 1890, endLine: 1970 },
    ];
    const loss: Loss = {
      path,
      lines: pythonFile(2904, ['import math', 'from decimal import Decimal'], definitions),
      instructions: 'Clamp the percent to 0..100 before it is applied, and refuse negative rates when they are read.',
      definitions,
      retrieval: { context: [{ path, startLine: 100, endLine: 130, kind: 'definition' }, { path, startLine: 670, endLine: 720, kind: 'definition' }, ...snippets.map((s) => ({ ...s, kind: 'snippet' }))], entities: [], snippets },
    };
    const windows = editorWindows(loss);
    expect(windows).toEqual([
      { start: 2, end: 3 },
      { start: 85, end: 145 },
      { start: 655, end: 735 },
      { start: 945, end: 1055 },
      { start: 1405, end: 1515 },
    ]);
    expect([holds(windows, 112, 117), holds(windows, 682, 695)]).toEqual([true, true]);
  });

  it('shows the definition the plan names in a file retrieval missed, not the first lines', () => {
    const path = 'parsers/headers.py';
    const definitions = [def('Parser', 2200, 2400, 'class'), def('Parser.parse_header', 2251, 2270, 'method')];
    const loss: Loss = {
      path,
      lines: pythonFile(3844, ['import re'], definitions),
      instructions: 'In `Parser.parse_header`, accept a tab as the separator.',
      definitions,
      retrieval: { context: [], entities: [{ path: 'parsers/other.py', startLine: 1, endLine: 40 }], snippets: [] },
    };
    const windows = editorWindows(loss);
    expect(windows).toEqual([
      { start: 2, end: 2 },
      { start: 2185, end: 2415 },
    ]);
    expect(holds(windows, 2251, 2270)).toBe(true);
  });

  it("shows the import header of a windowed file, where a change's new imports go", () => {
    const path = 'shop/totals.py';
    const imports = ['import math', 'from typing import (', '    Any,', '    Optional,', ')', '# the factors', 'from decimal import Decimal'];
    const loss: Loss = {
      path,
      lines: pythonFile(3000, imports, []),
      instructions: 'Compute the product of the factors with reduce and mul.',
      definitions: [],
      retrieval: { context: [], entities: [], snippets: [{ path, startLine: 1500, endLine: 1540 }] },
    };
    const windows = editorWindows(loss);
    expect(windows).toEqual([
      { start: 2, end: 8 },
      { start: 1485, end: 1555 },
    ]);
  });
});
