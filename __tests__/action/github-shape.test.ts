import { describe, expect, it } from '@jest/globals';
import { checkAnswer, GitHubAnswerError, preview, shapeProblem, type Shape } from '../../src/action/github-shape.js';

const PULL: Shape = { number: 'number', body: 'string?', head: 'object', 'head.ref': 'string', 'head.repo': 'object?', 'head.repo.full_name': 'string?' };
const pull = { number: 2, body: null, head: { ref: 'sweep/1-x', repo: { full_name: 'o/r' } } };

describe('shapeProblem', () => {
  it('accepts what has the fields with their types, optional ones null or absent', () => {
    expect(shapeProblem(pull, PULL)).toBeUndefined();
    expect(shapeProblem({ ...pull, head: { ref: 'x', repo: null } }, PULL)).toBeUndefined();
    expect(shapeProblem({ number: 1, head: { ref: 'x' }, extra: [1] }, PULL)).toBeUndefined();
  });

  it('names the first field that is missing or of another type', () => {
    expect(shapeProblem('<html>', PULL)).toBe('not an object');
    expect(shapeProblem(null, PULL)).toBe('not an object');
    expect(shapeProblem([pull], PULL)).toBe('not an object');
    expect(shapeProblem({ ...pull, number: '2' }, PULL)).toBe('number is a string, not a number');
    expect(shapeProblem({ ...pull, head: null }, PULL)).toBe('head is missing');
    expect(shapeProblem({ ...pull, head: 'sweep/1-x' }, PULL)).toBe('head is a string, not an object');
    expect(shapeProblem({ ...pull, head: {} }, PULL)).toBe('head.ref is missing');
    expect(shapeProblem({ ...pull, head: { ref: 'x', repo: [] } }, PULL)).toBe('head.repo is an array, not an object');
    expect(shapeProblem({ ...pull, head: { ref: 'x', repo: { full_name: 7 } } }, PULL)).toBe('head.repo.full_name is a number, not a string');
    expect(shapeProblem({ ...pull, body: false }, PULL)).toBe('body is a boolean, not a string');
  });
});

describe('preview', () => {
  it('shows the start of a body on one line', () => {
    expect(preview('<html>\n  <body>Bad\tGateway</body>\n</html>\n')).toBe('<html> <body>Bad Gateway</body> </html>');
    expect(preview({ message: 'ok' })).toBe('{"message":"ok"}');
    expect(preview(`${'x'.repeat(98)}\u200b\u202eyz`)).toBe(`${'x'.repeat(98)} y…`);
    expect(preview('')).toBe('(empty)');
    expect(preview(undefined)).toBe('(empty)');
    expect(preview(null)).toBe('null');
    expect(preview(new ArrayBuffer(12))).toBe('(12 bytes)');
  });
});

describe('checkAnswer', () => {
  const label = 'POST pull request from sweep/1-x';

  it('returns the body when it has the shape, and a list’s items (unwrapped)', () => {
    expect(checkAnswer(label, { status: 201, data: pull }, { what: 'a pull request', shape: PULL }, false)).toBe(pull);
    expect(checkAnswer('GET pull requests', { status: 200, data: [pull, pull] }, { what: 'a list of pull requests', shape: PULL, list: true }, true)).toEqual([pull, pull]);
    expect(checkAnswer('GET jobs', { status: 200, data: { total_count: 1, jobs: [{ id: 1 }] } }, { what: 'a list of jobs', shape: { id: 'number' }, list: { key: 'jobs' } }, true)).toEqual([{ id: 1 }]);
  });

  it('throws an error naming the call, the status, what was wrong and the start of the body', () => {
    const check = (data: unknown, list?: true | { key: string }) => () => checkAnswer(label, { status: 201, data }, { what: 'a pull request', shape: PULL, ...(list ? { list } : {}) }, false);
    expect(check('<html>502 Bad Gateway</html>')).toThrow(new GitHubAnswerError('GitHub POST pull request from sweep/1-x answered 201 with a body that is not a pull request: <html>502 Bad Gateway</html>', 201, false));
    expect(check('<html>')).toThrow(GitHubAnswerError);
    expect(check({ number: 2 })).toThrow('GitHub POST pull request from sweep/1-x answered 201 with a body that is not a pull request (head is missing): {"number":2}');
    expect(check('')).toThrow('GitHub POST pull request from sweep/1-x answered 201 with a body that is not a pull request: (empty)');
    expect(check({ items: [] }, true)).toThrow('answered 201 with a body that is not a pull request (not a list): {"items":[]}');
    expect(check([pull, { number: 3 }], true)).toThrow('(item 2: head is missing): [{"number":2');
    expect(check({ total_count: 0 }, { key: 'jobs' })).toThrow('(jobs is not an array): {"total_count":0}');
  });

  it('says whether asking again is safe', () => {
    const caught = (retryable: boolean) => {
      try {
        checkAnswer(label, { status: 200, data: 'x' }, { what: 'a pull request', shape: PULL }, retryable);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(caught(true)).toMatchObject({ name: 'GitHubAnswerError', status: 200, retryable: true });
    expect(caught(false)).toMatchObject({ retryable: false });
  });
});
