import { describe, expect, it } from '@jest/globals';
import { elide, elideAfterCommon, isCommonLine, isSubstantial, slipLines, type BlockLine } from '../../src/agent/edit-slips.js';

const context = (text: string): BlockLine => ({ kind: 'context', text });
const removed = (text: string): BlockLine => ({ kind: 'removed', text });
const added = (text: string): BlockLine => ({ kind: 'added', text });

describe('elide', () => {
  const area = [
    context('def area(shape):'),
    removed('    w = shape.w'),
    added('    w = shape.width'),
    context('    h = shape.h'),
    context('    if w < 0:'),
    context('        raise ValueError(w)'),
    context('    if h < 0:'),
    context('        raise ValueError(h)'),
    context('    # both checked'),
    context(''),
    removed('    return w * h'),
    added('    return abs(w * h)'),
    context(''),
  ];

  it('replaces the widest middle run of unchanged lines by `...` in both parts', () => {
    expect(elide(area)).toEqual([
      context('def area(shape):'),
      removed('    w = shape.w'),
      added('    w = shape.width'),
      context('...'),
      removed('    return w * h'),
      added('    return abs(w * h)'),
      context(''),
    ]);
  });

  it('leaves blocks shorter than 8 ORIGINAL lines alone', () => {
    const short = [...area.slice(0, 5), ...area.slice(9)];
    expect(short.filter((l) => l.kind !== 'added')).toHaveLength(7);
    expect(elide(short)).toBeNull();
  });

  it('keeps two lines on each side and no blank line or lone bracket next to the `...`', () => {
    const block = [
      context('def f():'),
      removed('    a = 1'),
      added('    a = 2'),
      context('    b = 2'),
      context('    c = 3'),
      context('    return {'),
      context('        "a": a,'),
      context('    }'),
      context(''),
      context('def g():'),
    ];
    expect(elide(block)).toEqual([
      context('def f():'),
      removed('    a = 1'),
      added('    a = 2'),
      context('...'),
      context('        "a": a,'),
      context('    }'),
      context(''),
      context('def g():'),
    ]);
    // With the bracket-only and blank lines unchanged at the end, no run is left to elide.
    expect(elide([...block.slice(0, 5), context('    }'), context('    }'), context(''), context('}')])).toBeNull();
  });

  it('tells substantial lines from blank ones and lone brackets', () => {
    expect(['  }', '});', '],', '', '   '].map(isSubstantial)).toEqual([false, false, false, false, false]);
    expect(['x = 1', '} else {', 'return;'].map(isSubstantial)).toEqual([true, true, true]);
  });
});

describe('elideAfterCommon', () => {
  it('keeps the leading blank or common lines, then `...` up to the last unchanged line before the change', () => {
    const block = [context('}'), context(''), context('func Load(path string) error {'), context('\tdata := read(path)'), removed('\treturn parse(data)'), added('\treturn parseAll(data)'), context('}')];
    expect(elideAfterCommon(block)).toEqual([context('}'), context(''), context('...'), context('\tdata := read(path)'), removed('\treturn parse(data)'), added('\treturn parseAll(data)'), context('}')]);
    expect(slipLines(block, 'a.go', 'elision-after-common')).toEqual(elideAfterCommon(block));
  });

  it('needs a common first line and at least one line to elide', () => {
    expect(elideAfterCommon([context('def f():'), context('    a = 1'), context('    b = 2'), removed('    c = 3'), added('    c = 4')])).toBeNull();
    expect(elideAfterCommon([context(''), context('    b = 2'), removed('    c = 3'), added('    c = 4')])).toBeNull();
    expect(elideAfterCommon([removed(''), context('    a = 1'), context('    b = 2'), removed('    c = 3')])).toBeNull();
    expect(elideAfterCommon([context(''), context('    a = 1'), context('    b = 2')])).toBeNull();
  });

  it('tells common lines from lines that say where they are', () => {
    expect(['', '  }', '});', '"""', "    '''", '*/', 'end', '    else:', '} else {', 'pass', 'return', 'break;'].map(isCommonLine)).toEqual(Array(12).fill(true));
    expect(['x = 1', 'return x', '"""Docstring."""', 'end_time = 0', 'else if (x) {'].map(isCommonLine)).toEqual([false, false, false, false, false]);
  });
});

describe('slipLines', () => {
  it('keeps the block for `none` and `crlf`, and makes the elision slip with `elide`', () => {
    const block = [context('a'), removed('b'), added('c')];
    expect(slipLines(block, 'a.py', 'none')).toEqual(block);
    expect(slipLines(block, 'a.py', 'crlf')).toEqual(block);
    expect(slipLines(block, 'a.py', 'elision')).toBeNull();
  });
});
