import { describe, expect, it } from '@jest/globals';
import { parseDataset, predictionLine, readInstance, repoSource, resumeState } from '../../src/cli/swebench-data.js';

const SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';

describe('readInstance', () => {
  it('reads a SWE-bench instance', () => {
    expect(readInstance({ instance_id: 'psf__requests-2317', repo: 'psf/requests', base_commit: SHA.toUpperCase(), problem_statement: 'method = builtin_str(method) problem\n...', version: '2.4' }, 1)).toEqual({
      instanceId: 'psf__requests-2317',
      owner: 'psf',
      name: 'requests',
      baseCommit: SHA,
      problemStatement: 'method = builtin_str(method) problem\n...',
    });
  });

  it('reads a Multi-SWE-bench record: org, repo, number, base.sha, the resolved issues', () => {
    const record = {
      org: 'cli',
      repo: 'cli',
      number: 513,
      base: { label: 'cli:trunk', ref: 'trunk', sha: SHA },
      resolved_issues: [{ number: 500, title: 'gh pr view fails on forks', body: 'It prints 404.' }],
      title: 'Fix pr view on forks',
      body: 'Closes #500',
    };
    expect(readInstance(record, 3)).toEqual({ instanceId: 'cli__cli-513', owner: 'cli', name: 'cli', baseCommit: SHA, problemStatement: 'gh pr view fails on forks\nIt prints 404.', number: 513 });
  });

  it.each([
    [[1, 2], "dataset line 7: expected a JSON object"],
    [{ repo: 'psf', base_commit: SHA, problem_statement: 'p', instance_id: 'i' }, `dataset line 7: 'repo' must be "owner/name", got 'psf'`],
    [{ repo: '../etc/x', base_commit: SHA, problem_statement: 'p', instance_id: 'i' }, `dataset line 7: 'repo' must be "owner/name", got '../etc/x'`],
    [{ repo: 'a/b', base_commit: 'main', problem_statement: 'p', instance_id: 'i' }, "dataset line 7: 'base_commit' must be a commit hash (7 to 40 hex digits), got 'main'"],
    [{ repo: 'a/b', base_commit: SHA, problem_statement: 'p' }, "dataset line 7: 'instance_id' must be a non-empty one-line string"],
    [{ repo: 'a/b', base_commit: SHA, problem_statement: '  ', instance_id: 'a__b-1' }, "dataset line 7: 'problem_statement' of a__b-1 is missing or empty"],
  ])('refuses %j', (record, message) => {
    expect(() => readInstance(record, 7)).toThrow(message);
  });
});

describe('parseDataset', () => {
  const line = (id: string) => JSON.stringify({ instance_id: id, repo: 'a/b', base_commit: SHA, problem_statement: 'p' });

  it('reads JSONL, skipping blank lines', () => {
    expect(parseDataset(`${line('a__b-1')}\n\n${line('a__b-2')}\n`).map((i) => i.instanceId)).toEqual(['a__b-1', 'a__b-2']);
  });

  it('names the line that is not JSON, and an instance given twice', () => {
    expect(() => parseDataset(`${line('a__b-1')}\n{oops\n`)).toThrow('dataset line 2: not valid JSON');
    expect(() => parseDataset(`${line('a__b-1')}\n${line('a__b-1')}\n`)).toThrow('dataset line 2: instance a__b-1 appears twice');
  });
});

describe('predictionLine', () => {
  const stats = { promptTokens: 1200, completionTokens: 80, calls: 3, seconds: 12.5 };

  it('writes the SWE-bench fields and the run figures, newline-terminated', () => {
    const instance = { instanceId: 'a__b-1', owner: 'a', name: 'b', baseCommit: SHA, problemStatement: 'p' };
    expect(predictionLine(instance, 'sweep-gpt-5-mini', 'diff --git a/x b/x\n', stats)).toBe(
      '{"instance_id":"a__b-1","model_name_or_path":"sweep-gpt-5-mini","model_patch":"diff --git a/x b/x\\n","sweep":{"prompt_tokens":1200,"completion_tokens":80,"calls":3,"seconds":12.5,"error":null}}\n',
    );
  });

  it('adds the Multi-SWE-bench fields for a Multi-SWE-bench instance, and the error of a failed run', () => {
    const instance = { instanceId: 'cli__cli-513', owner: 'cli', name: 'cli', baseCommit: SHA, problemStatement: 'p', number: 513 };
    expect(predictionLine(instance, 'm', '', { ...stats, error: 'no plan' })).toBe(
      '{"instance_id":"cli__cli-513","model_name_or_path":"m","model_patch":"","org":"cli","repo":"cli","number":513,"fix_patch":"","sweep":{"prompt_tokens":1200,"completion_tokens":80,"calls":3,"seconds":12.5,"error":"no plan"}}\n',
    );
  });
});

describe('resumeState', () => {
  it('counts whole lines and marks an unfinished last one for cutting', () => {
    const content = Buffer.from('{"instance_id":"a"}\n{"instance_id":"b"}\n{"instance_id":"c","mod');
    expect(resumeState(content)).toEqual({ done: new Set(['a', 'b']), keepBytes: 40 });
    expect(resumeState(Buffer.from(''))).toEqual({ done: new Set(), keepBytes: 0 });
    expect(resumeState(Buffer.from('{"instance_id":"a"'))).toEqual({ done: new Set(), keepBytes: 0 });
  });

  it('refuses a whole line that is not a prediction', () => {
    expect(() => resumeState(Buffer.from('{"instance_id":"a"}\nnot json\n'))).toThrow('predictions line 2 is not JSON; fix or remove it to resume');
    expect(() => resumeState(Buffer.from('{"id":"a"}\n'))).toThrow('predictions line 1 has no instance_id; fix or remove it to resume');
  });
});

describe('repoSource', () => {
  it('fills a path template', () => {
    expect(repoSource('/mirrors/{owner}+{name}', 'psf', 'requests')).toEqual({ kind: 'path', candidates: ['/mirrors/psf+requests'] });
    expect(repoSource('/clones/{repo}', 'psf', 'requests')).toEqual({ kind: 'path', candidates: ['/clones/psf/requests'] });
  });

  it('looks for the usual names in a folder of clones', () => {
    expect(repoSource('/clones/', 'psf', 'requests')).toEqual({ kind: 'path', candidates: ['/clones/psf__requests', '/clones/psf/requests', '/clones/psf+requests', '/clones/requests'] });
  });

  it('uses the network only for a URL template, which must name the repository', () => {
    expect(repoSource('https://github.com/{owner}/{name}.git', 'psf', 'requests')).toEqual({ kind: 'url', candidates: ['https://github.com/psf/requests.git'] });
    expect(repoSource('git@github.com:{repo}.git', 'psf', 'requests')).toEqual({ kind: 'url', candidates: ['git@github.com:psf/requests.git'] });
    expect(() => repoSource('https://github.com/mirror', 'psf', 'requests')).toThrow('--repos https://github.com/mirror is a URL without {owner} and {name} (or {repo}) to fill in');
  });
});
