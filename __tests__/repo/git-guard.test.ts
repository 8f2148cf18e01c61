import { describe, expect, it } from '@jest/globals';
import { withoutProbe } from '../../src/repo/git-run.js';
import { ALWAYS, configEnv, configValue, guardConfig, hooksFolderOf, isLfsCommand, isSafeSshCommand, NO_HOOKS_PATH, parseConfigList, parseOriginList } from '../../src/repo/git-guard.js';

const listing = (...entries: string[]) => entries.map((e) => `${e}\0`).join('');
const ROOT = '/work/repo';

describe('parseConfigList', () => {
  it('reads keys, values with new lines and bare booleans', () => {
    expect(parseConfigList(listing('core.bare\nfalse', 'filter.X.clean\nrun\nit', 'core.fsmonitor'))).toEqual([
      { key: 'core.bare', value: 'false' },
      { key: 'filter.X.clean', value: 'run\nit' },
      { key: 'core.fsmonitor', value: undefined },
    ]);
  });
});

describe('guardConfig', () => {
  it('always turns hooks, the monitor, helpers, signing, submodules and ext:: off', () => {
    expect(guardConfig('', ROOT)).toEqual(ALWAYS.map(([k, v]) => [k, v]));
    expect(Object.fromEntries(guardConfig('', ROOT))).toMatchObject({
      'core.hooksPath': NO_HOOKS_PATH,
      'core.fsmonitor': 'false',
      'credential.helper': '',
      'core.askPass': '',
      'protocol.ext.allow': 'never',
      'commit.gpgSign': 'false',
    });
  });

  it('switches off every program the configuration names, keeping the driver name as written', () => {
    const config = listing(
      'core.hookspath\n.husky/_',
      'core.fsmonitor\n.git/hooks/fsmonitor-watchman',
      'filter.Secret.clean\n./scripts/clean.sh',
      'filter.Secret.required\ntrue',
      'diff.pdf.textconv\n./bin/pdftotext',
      'diff.external\n./ext-diff.sh',
      'merge.ours.driver\n./merge.sh %O %A %B',
      'credential.https://github.com.helper\nstore',
      'core.editor\nvim',
      'sequence.editor\n./edit.sh',
      'gpg.program\n./gpg.sh',
      'core.alternaterefscommand\n./refs.sh',
      'user.name\nMaintainer',
    );
    const extra = guardConfig(config, ROOT).slice(ALWAYS.length);
    expect(extra).toEqual([
      ['filter.Secret.clean', ''],
      ['filter.Secret.smudge', ''],
      ['filter.Secret.process', ''],
      ['filter.Secret.required', 'false'],
      ['diff.pdf.textconv', ''],
      ['diff.external', ''],
      ['merge.ours.driver', ''],
      ['credential.https://github.com.helper', ''],
      ['core.editor', ''],
      ['sequence.editor', ''],
      ['gpg.program', ''],
      ['core.alternaterefscommand', ''],
    ]);
  });

  it('keeps a git-lfs filter, but not one that only starts like it', () => {
    const lfs = listing('filter.lfs.clean\ngit-lfs clean -- %f', 'filter.lfs.smudge\ngit-lfs smudge -- %f', 'filter.lfs.process\ngit-lfs filter-process', 'filter.lfs.required\ntrue');
    expect(guardConfig(lfs, ROOT).slice(ALWAYS.length)).toEqual([]);
    const mixed = listing('filter.lfs.clean\ngit-lfs clean -- %f', 'filter.lfs.process\ngit-lfs filter-process; ./x.sh');
    expect(guardConfig(mixed, ROOT).slice(ALWAYS.length)).toEqual([
      ['filter.lfs.clean', ''],
      ['filter.lfs.smudge', ''],
      ['filter.lfs.process', ''],
      ['filter.lfs.required', 'false'],
    ]);
    expect(isLfsCommand('git lfs smudge -- %f')).toBe(true);
    expect(isLfsCommand('./git-lfs smudge')).toBe(false);
    expect(isLfsCommand('git-lfs $(./x)')).toBe(false);
  });

  it("keeps actions/checkout's ssh command and replaces one that could run the repository's files", () => {
    const checkoutStyle = '"/usr/bin/ssh" -i "/home/runner/work/_temp/abc" -o StrictHostKeyChecking=yes -o CheckHostIP=no -o "UserKnownHostsFile=/home/runner/work/_temp/abc_known_hosts"';
    expect(isSafeSshCommand(checkoutStyle, ROOT)).toBe(true);
    expect(isSafeSshCommand('ssh -i /keys/id', ROOT)).toBe(true);
    expect(guardConfig(listing(`core.sshcommand\n${checkoutStyle}`), ROOT).slice(ALWAYS.length)).toEqual([]);
    for (const unsafe of [
      './ssh-wrapper.sh',
      'ssh -o ProxyCommand=nc %h %p',
      'ssh -oProxyCommand=./proxy',
      'ssh -o LocalCommand=./x -o PermitLocalCommand=yes',
      'ssh -F ./ssh_config',
      `ssh -F ${ROOT}/ssh_config`,
      'ssh -i key; ./evil',
      'sh -c ssh',
      '/work/repo/bin/ssh',
    ]) {
      expect([unsafe, isSafeSshCommand(unsafe, ROOT)]).toEqual([unsafe, false]);
      expect(guardConfig(listing(`core.sshcommand\n${unsafe}`), ROOT).slice(ALWAYS.length)).toEqual([['core.sshcommand', 'ssh']]);
    }
  });

  it('lets nothing the listing says replace what is always set', () => {
    const config = listing('core.hookspath\n.husky/_', 'credential.helper\nstore', 'core.pager\n./pager.sh');
    const result = guardConfig(config, ROOT);
    expect(result).toEqual(ALWAYS.map(([k, v]) => [k, v]));
  });
});

describe('configEnv', () => {
  it('hands configuration to git in GIT_CONFIG_COUNT, GIT_CONFIG_KEY_n and GIT_CONFIG_VALUE_n', () => {
    expect(
      configEnv([
        ['core.hooksPath', '/dev/null'],
        ['http.https://github.com/.extraheader', ''],
      ]),
    ).toEqual({
      GIT_CONFIG_COUNT: '2',
      GIT_CONFIG_KEY_0: 'core.hooksPath',
      GIT_CONFIG_VALUE_0: '/dev/null',
      GIT_CONFIG_KEY_1: 'http.https://github.com/.extraheader',
      GIT_CONFIG_VALUE_1: '',
    });
  });
});

describe('hooksFolderOf', () => {
  it('names the folder core.hooksPath points at inside the repository', () => {
    expect(configValue(listing('core.hookspath\na', 'core.hookspath\n.husky/_'), 'core.hooksPath')).toBe('.husky/_');
    expect(hooksFolderOf(listing('core.hookspath\n.husky/_'), ROOT, ROOT)).toBe('.husky/_');
    expect(hooksFolderOf(listing('core.hookspath\n/work/repo/tools/hooks/'), ROOT, ROOT)).toBe('tools/hooks');
    // Relative to the top of the working tree, seen from a folder inside it.
    expect(hooksFolderOf(listing('core.hookspath\npkg/hooks'), '/work/repo/pkg', ROOT)).toBe('hooks');
    expect(hooksFolderOf(listing('core.hookspath\n/usr/share/hooks'), ROOT, ROOT)).toBeUndefined();
    expect(hooksFolderOf(listing('core.hookspath\n~/hooks'), ROOT, ROOT)).toBeUndefined();
    expect(hooksFolderOf(listing('core.hookspath\n.'), ROOT, ROOT)).toBeUndefined();
    expect(hooksFolderOf(listing('core.bare\nfalse'), ROOT, ROOT)).toBeUndefined();
  });
});

describe('withoutProbe', () => {
  const probe = ['sweep.guardprobe', '0f1e2d3c'] as const;
  const origins = (...entries: [string, string][]) => parseOriginList(entries.map(([origin, entry]) => `${origin}\0${entry}\0`).join(''));

  it('takes the probe out of a listing that has it from the command line', () => {
    const listed = origins(['file:.git/config', 'core.bare\nfalse'], ['command line:', 'sweep.guardprobe\n0f1e2d3c'], ['file:.git/config', 'user.name\nA']);
    expect(withoutProbe(listed, probe)).toEqual([
      { origin: 'file:.git/config', key: 'core.bare', value: 'false' },
      { origin: 'file:.git/config', key: 'user.name', value: 'A' },
    ]);
  });

  it('is undefined when git did not list it: a git that ignores GIT_CONFIG_COUNT', () => {
    expect(withoutProbe(origins(['file:.git/config', 'core.bare\nfalse']), probe)).toBeUndefined();
    expect(withoutProbe([], probe)).toBeUndefined();
  });

  it('takes no entry of a file for the probe, nor another value, nor the key without its value', () => {
    // A repository's configuration may name the key; it cannot be listed as from the command line.
    expect(withoutProbe(origins(['file:.git/config', 'sweep.guardprobe\n0f1e2d3c']), probe)).toBeUndefined();
    expect(withoutProbe(origins(['command line:', 'sweep.guardprobe\n0f1e2d3d']), probe)).toBeUndefined();
    expect(withoutProbe(origins(['command line:', 'sweep.guardprobe']), probe)).toBeUndefined();
    // git lists keys lower-cased; the section and variable are matched so.
    expect(withoutProbe(origins(['command line:', 'Sweep.GuardProbe\n0f1e2d3c']), probe)).toEqual([]);
  });
});
