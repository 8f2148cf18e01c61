import { describe, expect, it } from '@jest/globals';
import { bodyLine, CUT_MARK, htmlText, isHtml, oneLine } from '../../src/llm/error-text.js';
import { statusMessage } from '../../src/llm/client.js';
import { finishes } from '../helpers/hang-guard.js';

/** nginx's own error page, as it sends it for a 501. */
const NGINX_501 = '<html>\r\n<head><title>501 Not Implemented</title></head>\r\n<body>\r\n<center><h1>501 Not Implemented</h1></center>\r\n<hr><center>nginx/1.25.3</center>\r\n</body>\r\n</html>\r\n';

describe('oneLine', () => {
  it('keeps a short line as it is', () => {
    expect(oneLine('model not found')).toBe('model not found');
  });

  it('makes one line of many, every run of whitespace one space', () => {
    expect(oneLine('Traceback (most recent call last):\n  File "x.py", line 3\n\tValueError: bad\r\n')).toBe('Traceback (most recent call last): File "x.py", line 3 ValueError: bad');
  });

  it('cuts a long text to the limit, the cut mark included, and says it was cut', () => {
    const cut = oneLine('word '.repeat(100), 30);
    expect(cut).toBe(`word word word word${CUT_MARK}`);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(oneLine('x'.repeat(200))).toBe('x'.repeat(200));
    expect(oneLine('ab '.repeat(100))).toBe(`${'ab '.repeat(64).trimEnd()}${CUT_MARK}`);
    expect(oneLine('ab '.repeat(100)).length).toBe(198);
  });

  it('never ends inside a word, so no piece of a key the server echoed is left to escape redaction', () => {
    const key = `sk-proj-${'Ab9_'.repeat(30)}`;
    expect(oneLine(`401 Incorrect API key provided: ${key}. You can find your API key at https://platform.openai.com/account/api-keys.`, 60)).toBe(
      `401 Incorrect API key provided:${CUT_MARK}`,
    );
    expect(oneLine(`{"error":{"message":"bad key","key":"${key}"}}`, 60)).toBe(`{"error":{"message":"bad key","key":"${CUT_MARK}`);
    expect(oneLine('x'.repeat(300), 40)).toBe(CUT_MARK);
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    expect(oneLine('é😀'.repeat(10), 12)).toBe(`é😀é😀é${CUT_MARK}`);
  });
});

describe('HTML error pages', () => {
  it('leaves what a page does not close, and reads it once', () => {
    expect(htmlText('<html><HEAD><title>T</title></head>x<header>h</header><script>s</Script >y<nav>never closed')).toBe('T: x h y never closed');
    expect(htmlText('<html><title a>One &amp; two</TITLE>')).toBe('One & two');
    expect(finishes('htmlText', () => htmlText(`<html>${'<a<!--<script '.repeat(20_000)}`))).toBe('<a<!--<script '.repeat(20_000).trimEnd());
  });

  it('recognises a page by its start only', () => {
    expect(isHtml(NGINX_501)).toBe(true);
    expect(isHtml('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(isHtml('  <title>x</title>')).toBe(true);
    expect(isHtml('expected <html> in the reply')).toBe(false);
    expect(isHtml('{"error": "<html>"}')).toBe(false);
  });

  it("reduces nginx's page to its text, which starts with its title", () => {
    expect(htmlText(NGINX_501)).toBe('501 Not Implemented nginx/1.25.3');
    expect(bodyLine(NGINX_501)).toBe('501 Not Implemented nginx/1.25.3');
  });

  it('puts a title the text does not start with before the text, leaving out scripts, styles and comments', () => {
    const page =
      '<!DOCTYPE html><html><head><title>Error &amp; outage</title><style>body { color: red }</style></head>' +
      '<body><!-- request id 42 --><script>track()</script><h1>Service&nbsp;Unavailable</h1><p>Try again in &lt;5&gt; minutes &#8211; sorry&#x21;</p></body></html>';
    expect(htmlText(page)).toBe('Error & outage: Service Unavailable Try again in <5> minutes – sorry!');
  });

  it('takes the title alone of a page with no text, and the text of a page with no title', () => {
    expect(htmlText('<html><head><title> Bad   Gateway </title></head><body></body></html>')).toBe('Bad Gateway');
    expect(htmlText('<html><body><p>Not here</p></body></html>')).toBe('Not here');
  });

  it('cuts a long page to one line of at most 200 characters', () => {
    const page = `<!doctype html><html><head><title>Open WebUI</title></head><body>${'<div>menu item</div>\n'.repeat(300)}</body></html>`;
    const line = bodyLine(page);
    expect(line).toBe(`Open WebUI: ${'menu item '.repeat(18).trim()}${CUT_MARK}`);
    expect(line.length).toBeLessThanOrEqual(200);
  });
});

describe('statusMessage', () => {
  it("quotes OpenAI's error message, a bare error string, or the JSON", () => {
    expect(statusMessage(400, { error: { message: 'Invalid messages', type: 'invalid_request_error' } }, undefined)).toBe('400 Invalid messages');
    expect(statusMessage(404, { error: 'model "llama9" not found, try pulling it first' }, undefined)).toBe('404 model "llama9" not found, try pulling it first');
    expect(statusMessage(404, { detail: 'Not Found' }, undefined)).toBe('404 {"detail":"Not Found"}');
    expect(statusMessage(500, { error: { code: 7 } }, undefined)).toBe('500 {"code":7}');
  });

  it('quotes a text or HTML body without repeating the status it starts with', () => {
    expect(statusMessage(501, undefined, NGINX_501)).toBe('501 Not Implemented nginx/1.25.3');
    expect(statusMessage(404, undefined, '404 page not found\n')).toBe('404 page not found');
    expect(statusMessage(502, undefined, 'upstream connect error')).toBe('502 upstream connect error');
    expect(statusMessage(5012, undefined, '501 x')).toBe('5012 501 x');
  });

  it('gives nothing for an empty body, so the status speaks alone', () => {
    expect(statusMessage(503, undefined, '')).toBeUndefined();
    expect(statusMessage(503, undefined, ' \n ')).toBeUndefined();
    expect(statusMessage(503, undefined, undefined)).toBeUndefined();
  });

  it('cuts a long message to one line', () => {
    const message = statusMessage(500, { error: { message: `Internal error\n${'at frame\n'.repeat(100)}` } }, undefined)!;
    expect(message).toBe(`500 Internal error ${'at frame '.repeat(19)}at${CUT_MARK}`);
    expect(message.length).toBeLessThanOrEqual(204);
  });
});
