import { describe, expect, it } from '@jest/globals';
import { replaceComments, replaceElements, replaceTags, titleContent } from '../../src/context/html-scan.js';
import { finishes } from '../helpers/hang-guard.js';

describe('replaceComments', () => {
  it('replaces each comment up to the first end after it, and leaves an unclosed one', () => {
    expect(replaceComments('a<!--x-->b<!--y<!--z-->c', ' ')).toBe('a b c');
    expect(replaceComments('a<!--x-->b<!--y', ' ')).toBe('a b<!--y');
    expect(finishes('replaceComments', () => replaceComments('<!--'.repeat(100_000), ' '))).toBe('<!--'.repeat(100_000));
  });
});

describe('replaceElements', () => {
  it('replaces elements with their end tag, by name and letter case, and leaves unclosed ones', () => {
    expect(replaceElements('<nav>a</nav ><NAV>b</nav><navx>c</navx><nav>d', ['head', 'nav'], '|')).toBe('||<navx>c</navx><nav>d');
    expect(replaceElements('<script>a</script><scripts>b</scripts><script\n>c</SCRIPT>', ['script', 'style'], '|', 'space-or-gt')).toBe('|<scripts>b</scripts>|');
    expect(finishes('replaceElements', () => replaceElements('<script>'.repeat(50_000), ['script'], '|'))).toBe('<script>'.repeat(50_000));
  });
});

describe('replaceTags', () => {
  it('replaces tags up to the last `>` and leaves the rest', () => {
    expect(replaceTags('a<b>c<d', /<[^>]+>/g, ' ')).toBe('a c<d');
    expect(replaceTags('no tags', /<[^>]+>/g, ' ')).toBe('no tags');
    expect(finishes('replaceTags', () => replaceTags(`<p>${'<a'.repeat(100_000)}`, /<[^>]+>/g, ' '))).toBe(` ${'<a'.repeat(100_000)}`);
  });
});

describe('titleContent', () => {
  it('is the content of the first title element', () => {
    expect(titleContent('<p><TITLE lang=en>A <b>t</b></title><title>B</title>')).toBe('A <b>t</b>');
    expect(titleContent('<title>A</title  >', true)).toBe('A');
    expect(titleContent('<title>A</title  >')).toBeUndefined();
    expect(titleContent('<title>never closed')).toBeUndefined();
    expect(finishes('titleContent', () => titleContent('<title>'.repeat(100_000)))).toBeUndefined();
  });
});
