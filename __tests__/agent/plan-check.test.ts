import { describe, expect, it } from '@jest/globals';
import { checkPlan, correctPath, editDistance, extractJson, fencedBlock, normalizePath, orderChanges, parsePlan, refusalFor } from '../../src/agent/plan-check.js';
import { finishes } from '../helpers/hang-guard.js';

const PATHS = ['src/app/main.py', 'src/app/util.py', 'src/app/Models.py', 'docs/index.md', 'migrations/0001.py', 'README.md'];

describe('parsePlan', () => {
  it('reads the JSON plan, fenced or bare', () => {
    const body = '{"root_cause": "x", "plan": "y", "changes": [{"path": "a.py", "action": "create", "instructions": "add"}, {"file": "b.py", "description": "fix"}]}';
    const expected = { rootCause: 'x', summary: 'y', changes: [{ path: 'a.py', action: 'create', instructions: 'add' }, { path: 'b.py', action: 'modify', instructions: 'fix' }] };
    expect(parsePlan(body)).toEqual(expected);
    expect(parsePlan(`Here:\n\`\`\`json\n${body}\n\`\`\`\nDone.`)).toEqual(expected);
    expect(parsePlan(`Plan follows ${body} thanks`)).toEqual(expected);
  });

  it('explains what is wrong with a malformed plan', () => {
    expect(() => parsePlan('I think we should fix it')).toThrow('the reply is not a JSON object (answer with the JSON object only, no prose around it)');
    expect(() => parsePlan('{"plan": "x"}')).toThrow('"changes" must be a list of {"path", "action", "instructions"} objects');
    expect(() => parsePlan('{"changes": [{"path": "a", "action": "rename"}]}')).toThrow('changes[0].action must be "modify", "create" or "delete", got "rename"');
    expect(() => parsePlan('{"changes": [{"action": "modify"}]}')).toThrow('changes[0] has no "path"');
    expect(() => parsePlan(JSON.stringify({ changes: Array.from({ length: 21 }, (_, i) => ({ path: `f${i}` })) }))).toThrow('keep the change to at most 20 files');
  });
});

describe('paths', () => {
  it('normalizes model-written paths', () => {
    expect(normalizePath(' `./src\\app\\main.py` ')).toBe('src/app/main.py');
  });

  it('refuses paths that must never change', () => {
    expect(refusalFor('/etc/passwd', [])).toBe("'/etc/passwd' is an absolute path; use a path relative to the repository root");
    expect(refusalFor('../../etc/passwd', [])).toBe("'../../etc/passwd' leads outside the repository");
    expect(refusalFor('.git/config', [])).toBe("'.git/config' is inside .git/, which Sweep never changes");
    expect(refusalFor('.github/workflows/ci.yml', [])).toMatch(/never changes/);
    expect(refusalFor('.github/sweep.yaml', [])).toMatch(/never changes/);
    expect(refusalFor('.github/actions/setup/action.yml', [])).toMatch(/never changes/);
    expect(refusalFor('migrations/0002.py', ['migrations'])).toBe("'migrations/0002.py' is under migrations/, which the repository's configuration blocks (blocked_dirs)");
    expect(refusalFor('src/app/main.py', ['migrations'])).toBeUndefined();
  });

  it('corrects case, partial paths and near names, never a tie', () => {
    expect(correctPath('src/app/models.py', PATHS)).toBe('src/app/Models.py');
    expect(correctPath('app/util.py', PATHS)).toBe('src/app/util.py');
    expect(correctPath('src/app/utils.py', PATHS)).toBe('src/app/util.py');
    expect(correctPath('src/app/mian.py', PATHS)).toBe('src/app/main.py');
    expect(correctPath('src/app/new_feature.py', PATHS)).toBeUndefined();
    expect(correctPath('x.py', ['a.py', 'b.py'])).toBeUndefined();
  });

  it('measures edit distance with an early stop', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('checkPlan', () => {
  it('fixes actions and paths, merges duplicates and refuses the rest', () => {
    const result = checkPlan(
      {
        rootCause: '',
        summary: '',
        changes: [
          { path: 'src/app/utils.py', action: 'modify', instructions: 'a' },
          { path: 'src/app/new.py', action: 'modify', instructions: 'b' },
          { path: 'src/app/main.py', action: 'create', instructions: 'c' },
          { path: 'src/app/main.py', action: 'modify', instructions: 'd' },
          { path: 'gone.py', action: 'delete', instructions: 'e' },
          { path: '.github/workflows/ci.yml', action: 'modify', instructions: 'f' },
          { path: 'migrations/0001.py', action: 'modify', instructions: 'g' },
        ],
      },
      { paths: PATHS, blockedDirs: ['migrations'] },
    );
    expect(result.changes).toEqual([
      { path: 'src/app/util.py', action: 'modify', instructions: 'a' },
      { path: 'src/app/new.py', action: 'create', instructions: 'b' },
      { path: 'src/app/main.py', action: 'modify', instructions: 'c\nd' },
    ]);
    expect(result.notes).toEqual(['src/app/utils.py corrected to src/app/util.py', 'src/app/new.py does not exist: it will be created', 'src/app/main.py already exists: it will be modified']);
    expect(result.refused).toEqual([
      "'gone.py' cannot be deleted: it does not exist",
      "'.github/workflows/ci.yml' is under .github/workflows/ (workflows run with the repository's secrets), which Sweep never changes",
      "'migrations/0001.py' is under migrations/, which the repository's configuration blocks (blocked_dirs)",
    ]);
  });
});

describe('orderChanges', () => {
  it('puts new files first, modifications in import order, deletions last', () => {
    const order = orderChanges(
      [
        { path: 'user.py', action: 'modify', instructions: '' },
        { path: 'old.py', action: 'delete', instructions: '' },
        { path: 'new.py', action: 'create', instructions: '' },
        { path: 'base.py', action: 'modify', instructions: '' },
      ],
      (paths) => [...paths].sort(),
    );
    expect(order.map((c) => c.path)).toEqual(['new.py', 'base.py', 'user.py', 'old.py']);
  });
});

describe('fencedBlock', () => {
  it('is the text of the first fenced block, as the fence pattern captures it', () => {
    expect(fencedBlock('Here:\n```json\n{"a": 1}\n```\nDone')).toBe('{"a": 1}');
    expect(fencedBlock('```json  \n\n{"b":2}\n\n```')).toBe('{"b":2}');
    expect(fencedBlock('``` \n x \n  ``` ```js\n{}\n```')).toBe(' x ');
    expect(fencedBlock('```\n\n```')).toBe('');
    expect(fencedBlock('```json{"a":1}```')).toBeUndefined();
    expect(fencedBlock('no fence')).toBeUndefined();
  });

  it('reads a reply of fences and blank lines once', () => {
    expect(finishes('fencedBlock', () => fencedBlock(`\`\`\`${'\n'.repeat(100_000)}`))).toBeUndefined();
    expect(finishes('fencedBlock', () => fencedBlock('```\n'.repeat(50_000)))).toBe('```');
    expect(finishes('extractJson', () => extractJson(`\`\`\`json${'\n \n'.repeat(30_000)}{"a":3}\n\`\`\``))).toEqual({ a: 3 });
  });
});

describe('extractJson', () => {
  it('prefers the whole reply, then a fence, then the outer braces', () => {
    expect(extractJson('{"a":1}')).toEqual({ a: 1 });
    expect(extractJson('x ```json\n{"a":2}\n``` y')).toEqual({ a: 2 });
  });
});
