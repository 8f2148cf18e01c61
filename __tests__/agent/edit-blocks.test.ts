import { describe, expect, it } from '@jest/globals';
import { applyBlocksToFile } from '../../src/agent/apply.js';
import { chooseSplit, cleanPathLine, NO_BLOCKS_MESSAGE, parseEditBlocks } from '../../src/agent/edit-blocks.js';

describe('parseEditBlocks', () => {
  it('reads one block', () => {
    const reply = ['src/app.py', '<<<<<<< ORIGINAL', 'x = 1', 'y = 2', '=======', 'x = 10', 'y = 2', '>>>>>>> UPDATED', ''].join('\n');
    expect(parseEditBlocks(reply)).toEqual({
      blocks: [{ path: 'src/app.py', original: 'x = 1\ny = 2\n', updated: 'x = 10\ny = 2\n', index: 1 }],
      errors: [],
      message: null,
    });
  });

  it('accepts 4 and 9 marker characters, and SEARCH/REPLACE words', () => {
    const four = parseEditBlocks('a.ts\n<<<< ORIGINAL\nold\n====\nnew\n>>>> UPDATED\n');
    expect(four.blocks).toEqual([{ path: 'a.ts', original: 'old\n', updated: 'new\n', index: 1 }]);
    const nine = parseEditBlocks('a.ts\n<<<<<<<<< ORIGINAL\nold\n=========\nnew\n>>>>>>>>> UPDATED\n');
    expect(nine.blocks).toEqual([{ path: 'a.ts', original: 'old\n', updated: 'new\n', index: 1 }]);
    const words = parseEditBlocks('a.ts\n<<<<<<< SEARCH\nold\n=======\nnew\n>>>>>>> REPLACE\n');
    expect(words.blocks).toEqual([{ path: 'a.ts', original: 'old\n', updated: 'new\n', index: 1 }]);
  });

  it('does not take 3 or 10 marker characters for markers', () => {
    expect(parseEditBlocks('a.ts\n<<< ORIGINAL\nold\n===\nnew\n>>> UPDATED\n')).toEqual({ blocks: [], errors: [], message: NO_BLOCKS_MESSAGE });
    expect(parseEditBlocks('a.ts\n<<<<<<<<<< ORIGINAL\nold\n==========\nnew\n>>>>>>>>>> UPDATED\n')).toEqual({
      blocks: [],
      errors: [],
      message: NO_BLOCKS_MESSAGE,
    });
  });

  it('gives an empty list and a message for prose without blocks', () => {
    const result = parseEditBlocks('I think the bug is in parse(); you should change the loop.\n');
    expect(result).toEqual({ blocks: [], errors: [], message: NO_BLOCKS_MESSAGE });
    expect(NO_BLOCKS_MESSAGE).toContain('`<<<<<<< ORIGINAL`');
  });

  it('ignores code fences and prose around blocks', () => {
    const reply = [
      'Here is the fix:',
      '',
      '```python',
      'src/app.py',
      '<<<<<<< ORIGINAL',
      'x = 1',
      '=======',
      'x = 2',
      '>>>>>>> UPDATED',
      '```',
      '',
      'And the test:',
      '',
      'tests/test_app.py',
      '```',
      '<<<<<<< ORIGINAL',
      '=======',
      'def test(): pass',
      '>>>>>>> UPDATED',
      '```',
      'That is all.',
    ].join('\n');
    expect(parseEditBlocks(reply)).toEqual({
      blocks: [
        { path: 'src/app.py', original: 'x = 1\n', updated: 'x = 2\n', index: 1 },
        { path: 'tests/test_app.py', original: '', updated: 'def test(): pass\n', index: 2 },
      ],
      errors: [],
      message: null,
    });
  });

  it('cleans the path line', () => {
    const path = (line: string): string | null => {
      const cleaned = cleanPathLine(line);
      return cleaned.ok ? cleaned.path : null;
    };
    expect(path('`src/a.ts`')).toBe('src/a.ts');
    expect(path('**src/a.ts**')).toBe('src/a.ts');
    expect(path('**`src/a.ts`**:')).toBe('src/a.ts');
    expect(path('src/a.ts:')).toBe('src/a.ts');
    expect(path('"src/a.ts"')).toBe('src/a.ts');
    expect(path("'src/a.ts'")).toBe('src/a.ts');
    expect(path('./src/a.ts')).toBe('src/a.ts');
    expect(path('### src/a.ts')).toBe('src/a.ts');
    expect(path('  src/a.ts  ')).toBe('src/a.ts');
    expect(path('`docs/My Notes.md`')).toBe('docs/My Notes.md');
    expect(path('Here is the change:')).toBeNull();
    expect(path('src/')).toBeNull();
    expect(cleanPathLine('Update src/a.ts:')).toEqual({ ok: false, reason: "'Update src/a.ts:' does not look like a file path" });
  });

  it('reuses the previous path for a block right after another', () => {
    const reply = 'a.ts\n<<<<<<< ORIGINAL\none\n=======\n1\n>>>>>>> UPDATED\n\n<<<<<<< ORIGINAL\ntwo\n=======\n2\n>>>>>>> UPDATED\n';
    expect(parseEditBlocks(reply).blocks).toEqual([
      { path: 'a.ts', original: 'one\n', updated: '1\n', index: 1 },
      { path: 'a.ts', original: 'two\n', updated: '2\n', index: 2 },
    ]);
  });

  it('reports a missing path with its line', () => {
    expect(parseEditBlocks('<<<<<<< ORIGINAL\na\n=======\nb\n>>>>>>> UPDATED\n')).toEqual({
      blocks: [],
      errors: [
        {
          line: 1,
          index: 1,
          path: null,
          message: 'no file path before the block; put the file path alone on the line before `<<<<<<< ORIGINAL`',
        },
      ],
      message: null,
    });
    const prose = parseEditBlocks('Change this:\n<<<<<<< ORIGINAL\na\n=======\nb\n>>>>>>> UPDATED\n');
    expect(prose.errors).toEqual([
      {
        line: 2,
        index: 1,
        path: null,
        message:
          "no file path before the block: the line before it, 'Change this:' does not look like a file path; put the file path alone on the line before `<<<<<<< ORIGINAL`",
      },
    ]);
  });

  it('reports an unterminated block at its opening line', () => {
    expect(parseEditBlocks('intro\n\na.ts\n<<<<<<< ORIGINAL\na\n=======\nb\n')).toEqual({
      blocks: [],
      errors: [
        {
          line: 4,
          index: 1,
          path: 'a.ts',
          message: 'the block is unterminated: no closing `>>>>>>> UPDATED` marker before the end of the reply',
        },
      ],
      message: null,
    });
    expect(parseEditBlocks('a.ts\n<<<<<<< ORIGINAL\na\n').errors).toEqual([
      {
        line: 2,
        index: 1,
        path: 'a.ts',
        message: 'the block is unterminated: no `=======` divider and no closing marker before the end of the reply',
      },
    ]);
  });

  it('reports a missing divider and keeps counting blocks', () => {
    const reply = 'a.ts\n<<<<<<< ORIGINAL\na\n>>>>>>> UPDATED\nb.ts\n<<<<<<< ORIGINAL\nx\n=======\ny\n>>>>>>> UPDATED\n';
    expect(parseEditBlocks(reply)).toEqual({
      blocks: [{ path: 'b.ts', original: 'x\n', updated: 'y\n', index: 2 }],
      errors: [{ line: 4, index: 1, path: 'a.ts', message: 'the block has no `=======` divider between ORIGINAL and UPDATED' }],
      message: null,
    });
  });

  it('reports a block cut short by the next one', () => {
    const reply = 'a.ts\n<<<<<<< ORIGINAL\na\n=======\nb\nb.ts\n<<<<<<< ORIGINAL\nx\n=======\ny\n>>>>>>> UPDATED\n';
    expect(parseEditBlocks(reply)).toEqual({
      blocks: [{ path: 'b.ts', original: 'x\n', updated: 'y\n', index: 2 }],
      errors: [{ line: 2, index: 1, path: 'a.ts', message: 'the block has no closing `>>>>>>> UPDATED` marker before the next block starts' }],
      message: null,
    });
  });

  it('reports a closing marker without an opening one', () => {
    expect(parseEditBlocks('text\n>>>>>>> UPDATED\n')).toEqual({
      blocks: [],
      errors: [{ line: 2, index: null, path: null, message: 'a closing `>>>>>>> UPDATED` marker without an opening `<<<<<<< ORIGINAL`' }],
      message: NO_BLOCKS_MESSAGE,
    });
  });

  it('keeps divider-like lines inside UPDATED and normalizes CRLF replies', () => {
    const reply = 'README.md\r\n<<<<<<< ORIGINAL\r\nTitle\r\n=======\r\nTitle\r\n=======\r\n>>>>>>> UPDATED\r\n';
    // The other reading (the second line of `=` as the divider) is kept for the applier to weigh.
    expect(parseEditBlocks(reply).blocks).toEqual([
      { path: 'README.md', original: 'Title\n', updated: 'Title\n=======\n', index: 1, splits: [{ original: 'Title\n=======\nTitle\n', updated: '' }] },
    ]);
  });

  it('keeps indentation and blank lines of both parts', () => {
    const reply = 'a.py\n<<<<<<< ORIGINAL\n    if x:\n\n        y()\n=======\n    if x:\n        z()\n>>>>>>> UPDATED\n';
    expect(parseEditBlocks(reply).blocks).toEqual([{ path: 'a.py', original: '    if x:\n\n        y()\n', updated: '    if x:\n        z()\n', index: 1 }]);
  });

  it('takes the line of exactly seven = as the divider before shorter or longer runs', () => {
    const reply = ['README.md', '<<<<<<< ORIGINAL', 'Intro', '=====', '', 'Old text.', '=======', 'Intro', '=====', '', 'New text.', '>>>>>>> UPDATED', ''].join('\n');
    const [block] = parseEditBlocks(reply).blocks;
    expect([block!.original, block!.updated]).toEqual(['Intro\n=====\n\nOld text.\n', 'Intro\n=====\n\nNew text.\n']);
    expect(block!.splits?.map((s) => s.original)).toEqual(['Intro\n', 'Intro\n=====\n\nOld text.\n=======\nIntro\n']);
  });
});

describe('chooseSplit', () => {
  const reply = ['docs/guide.rst', '<<<<<<< ORIGINAL', 'Example', '=======', '', 'Old text.', '=======', 'Example', '=======', '', 'New text.', '>>>>>>> UPDATED', ''].join('\n');
  const [block] = parseEditBlocks(reply).blocks;

  it('applies the reading with the longest ORIGINAL the file holds: an underline of seven = inside ORIGINAL', () => {
    const file = 'Guide\n=====\n\nExample\n=======\n\nOld text.\n\nMore\n';
    // Read at the first line of `=`, ORIGINAL would be `Example` alone, which the file holds too.
    expect(block!.original).toBe('Example\n');
    const chosen = chooseSplit(block!, file);
    expect(chosen).toEqual({ path: 'docs/guide.rst', original: 'Example\n=======\n\nOld text.\n', updated: 'Example\n=======\n\nNew text.\n', index: 1 });
    expect(applyBlocksToFile('docs/guide.rst', file, [block!]).text).toBe('Guide\n=====\n\nExample\n=======\n\nNew text.\n\nMore\n');
    // The same file with CRLF line endings.
    expect(applyBlocksToFile('docs/guide.rst', file.replace(/\n/g, '\r\n'), [block!]).text).toBe('Guide\r\n=====\r\n\r\nExample\r\n=======\r\n\r\nNew text.\r\n\r\nMore\r\n');
  });

  it("keeps the block's own reading when no reading's ORIGINAL is in the file, and leaves blocks without other readings as they are", () => {
    expect(chooseSplit(block!, 'nothing alike\n')).toBe(block);
    const plain = parseEditBlocks('a.py\n<<<<<<< ORIGINAL\nx = 1\n=======\nx = 2\n>>>>>>> UPDATED\n').blocks[0]!;
    expect(plain.splits).toBeUndefined();
    expect(chooseSplit(plain, 'x = 1\n')).toBe(plain);
  });
});
