import { execFileSync } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import { BRANCH_REDACTED, isPlaceholderKey, MIN_SECRET_LENGTH, REDACTED, Redactor } from '../../src/action/secrets.js';

// Fake values shaped like real credentials; none of them was ever valid.
const GITHUB_TOKENS = [
  'ghp_R2d2C3poBb8LukeLeiaHanSolo1234567890',
  'gho_16C7e42F292c6912E7710c838347Ae178B4a',
  'ghu_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789',
  'ghs_0123456789aBcDeFgHiJkLmNoPqRsTuVwXyZ',
  'ghr_1B4a2e77838347a7E420ce178F2E7c6912E1',
  'github_pat_11ABCDEFG0123456789abc_defGHIjklMNOpqrSTUvwxYZ0123456789abcdefghijklmnopqrstu',
];
const OPENAI_KEY = 'sk-proj-Xy7Qm2Lp9Rt4Vw8Zk1Nb6Hc3Jd5Fg0Ae';
const LEGACY_OPENAI_KEY = 'sk-4f8Hk2Lm9Pq3Rs7Tu1Vw5Xy0Za6Bc8De2Fg4Hi7Jk9Lm1No';
const AWS_KEY_ID = 'AKIAIOSFODNN7EXAMPLE';
const SLACK_TOKEN = 'xoxb-2048-4096-Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJlLWlzLWZha2U';
const PRIVATE_KEY = [
  '-----BEGIN RSA PRIVATE KEY-----',
  'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun',
  'VTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK',
  'LxoS2tFczGkPLPgizskuemMghRniWaoLcyehkd3qqGElvW/VDL5AaWTg0nLVkjRo',
  '-----END RSA PRIVATE KEY-----',
].join('\n');

describe('Redactor patterns', () => {
  const redactor = new Redactor();

  it('redacts every kind of GitHub token', () => {
    for (const token of GITHUB_TOKENS) {
      expect(redactor.redact(`token=${token}; next`)).toBe('token=***; next');
    }
    expect(redactor.redact(`git clone https://x-access-token:${GITHUB_TOKENS[3]}@github.com/acme/app.git`)).toBe(
      'git clone https://x-access-token:***@github.com/acme/app.git',
    );
  });

  it('redacts OpenAI-style keys of realistic length, not hyphenated words', () => {
    expect(redactor.redact(`OPENAI_API_KEY=${OPENAI_KEY}`)).toBe('OPENAI_API_KEY=***');
    expect(redactor.redact(`"${LEGACY_OPENAI_KEY}"`)).toBe('"***"');
    const words = 'use sk-learn-compatible-estimators-here and sk-Ab1 and task-Xy7Qm2Lp9Rt4Vw8Zk1Nb6Hc3Jd5';
    expect(redactor.redact(words)).toBe(words);
  });

  it('redacts AWS access key ids, Slack tokens and authorization headers', () => {
    expect(redactor.redact(`aws_access_key_id = ${AWS_KEY_ID}`)).toBe('aws_access_key_id = ***');
    expect(redactor.redact(`${AWS_KEY_ID}X is longer than a key id`)).toBe(`${AWS_KEY_ID}X is longer than a key id`);
    expect(redactor.redact(`SLACK_TOKEN: ${SLACK_TOKEN}`)).toBe('SLACK_TOKEN: ***');
    expect(redactor.redact(`curl -H "Authorization: Bearer ${JWT}" https://api`)).toBe('curl -H "Authorization: Bearer ***" https://api');
    expect(redactor.redact('AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46c2VjcmV0LXZhbHVl')).toBe('AUTHORIZATION: basic ***');
    expect(redactor.redact('The bearer of bad news; Bearer short')).toBe('The bearer of bad news; Bearer short');
  });

  it('redacts private key blocks, whole, unterminated, or inside a JSON string', () => {
    expect(redactor.redact(`key:\n${PRIVATE_KEY}\ndone`)).toBe('key:\n***\ndone');
    const lines = PRIVATE_KEY.split('\n');
    expect(redactor.redact(`${lines.slice(0, 3).join('\n')}\nThe log was cut here.`)).toBe('***\nThe log was cut here.');
    const json = `{"private_key": "${lines.join('\\n')}\\n", "id": 1}`;
    expect(redactor.redact(json)).toBe('{"private_key": "***\\n", "id": 1}');
    expect(redactor.redact('{"private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC')).toBe('{"private_key": "***');
    expect(redactor.redact('-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBF0=\n-----END PGP PRIVATE KEY BLOCK-----')).toBe('***');
    const publicKey = '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----';
    expect(redactor.redact(publicKey)).toBe(publicKey);
  });
});

describe('isPlaceholderKey', () => {
  it('tells the keys local servers document from credentials', () => {
    const placeholders = ['ollama', ' lm-studio ', 'EMPTY', 'sk-no-key-required', 'not-needed', 'dummy_api_key', 'OLLAMA'];
    const credentials = [
      'sk-proj-Abc123def456GHI789jkl012MNO345pqr678STU901vwx',
      '0123456789abcdef0123456789abcdef',
      'gsk_4f9e2b7c1d8a6e3f',
      'MySecretKey',
      'sk-test-Key-4bcdef90',
      'a-very-long-lowercase-passphrase-key',
      ...GITHUB_TOKENS,
    ];
    expect(placeholders.filter((k) => !isPlaceholderKey(k))).toEqual([]);
    expect(credentials.filter((k) => isPlaceholderKey(k))).toEqual([]);
  });
});

describe('Redactor with registered values', () => {
  it('redacts registered values and ignores values too short to be secrets', () => {
    const redactor = new Redactor(['  my-custom-api-secret-value\n', 'abc', '', undefined, null]);
    expect(MIN_SECRET_LENGTH).toBe(6);
    expect(redactor.redact('key my-custom-api-secret-value, abc stays')).toBe('key ***, abc stays');
  });

  it('redacts each line of a multi-line value', () => {
    const redactor = new Redactor(['first-line-secret\nsecond-line-secret']);
    expect(redactor.redact('a first-line-secret b second-line-secret c')).toBe('a *** b *** c');
  });

  it('redacts the base64 forms of a registered value, as in a git basic-auth header', () => {
    const token = 'v1.0123456789abcdef0123456789abcdef01234567';
    const redactor = new Redactor([token]);
    const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
    expect(redactor.containsSecret(header)).toBe(true);
    const odd = Buffer.from(`user:${token}`).toString('base64');
    expect(redactor.containsSecret(`creds ${odd}`)).toBe(true);
  });

  it('joins overlapping and touching matches into one', () => {
    const redactor = new Redactor(['token123456', '123456789', 'abcdefgh']);
    expect(redactor.redact('x token123456789 y')).toBe('x *** y');
    expect(redactor.redact('x token123456abcdefgh y')).toBe('x *** y');
    // The token contains a registered value; it is still redacted whole.
    expect(redactor.redact(`x abcdefgh${GITHUB_TOKENS[0]} y`)).toBe('x *** y');
    expect(redactor.redact('x abcdefghabcdefgh y')).toBe('x *** y');
  });

  it('is idempotent, also when a redaction exposes a token', () => {
    const redactor = new Redactor(['registered-secret', 'zzzzzz']);
    const text = `a registered-secret b zzzzzzzzz c registered-secret${AWS_KEY_ID} d Bearer ${JWT} e ${PRIVATE_KEY}`;
    const once = redactor.redact(text);
    expect(once).toBe('a *** b *** c ****** d Bearer *** e ***');
    expect(redactor.redact(once)).toBe(once);
    expect(redactor.containsSecret(once)).toBe(false);
  });

  it('says whether text contains a secret', () => {
    const redactor = new Redactor(['registered-secret']);
    expect(redactor.containsSecret('nothing here')).toBe(false);
    expect(redactor.containsSecret('has registered-secret')).toBe(true);
    expect(redactor.containsSecret(`has ${AWS_KEY_ID}`)).toBe(true);
    expect(redactor.containsSecret(PRIVATE_KEY)).toBe(true);
  });

  it('adds values after construction', () => {
    const redactor = new Redactor();
    redactor.add('late-secret-value');
    expect(redactor.redact('late-secret-value')).toBe(REDACTED);
  });
});

describe('Redactor with encoded and disguised secrets', () => {
  // Shaped like nothing the patterns know: only registration can find it.
  const SECRET = 'plain-Registered-Value-7q9';
  const redactor = new Redactor([SECRET]);
  const hex = Buffer.from(SECRET).toString('hex');
  const cases: Array<[string, string]> = [
    ['as it is', SECRET],
    ['hex', hex],
    ['hex in upper case', hex.toUpperCase()],
    ['hex split in pairs', hex.match(/../g)!.join(' ')],
    ['base64', Buffer.from(SECRET).toString('base64')],
    ['base64 inside a longer value', Buffer.from(`user:${SECRET}:tail`).toString('base64')],
    ['base64url', Buffer.from(`>>${SECRET}??`).toString('base64url')],
    ['URL-encoded, every byte', [...Buffer.from(SECRET)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')],
    ['URL-encoded, some bytes', SECRET.replace(/-/g, '%2D').replace('R', '%52')],
    ['URL-encoded twice', [...Buffer.from(SECRET)].map((b) => `%25${b.toString(16).padStart(2, '0')}`).join('')],
    ['as HTML character references', [...SECRET].map((c, i) => (i % 2 ? `&#${c.charCodeAt(0)};` : `&#x${c.charCodeAt(0).toString(16)};`)).join('')],
    ['with a few HTML references', SECRET.replace('R', '&#82;').replace('V', '&#X56;')],
    ['as \\u escapes', [...SECRET].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')],
    ['as \\x escapes, the last one ending it', `${SECRET.slice(0, -3)}${[...SECRET.slice(-3)].map((c) => `\\x${c.charCodeAt(0).toString(16)}`).join('')}`],
    ['reversed', [...SECRET].reverse().join('')],
    ['spaced out', [...SECRET].join(' ')],
    ['split across lines', `${SECRET.slice(0, 9)}\n${SECRET.slice(9, 18)}\r\n  ${SECRET.slice(18)}`],
    ['with zero-width characters', [...SECRET].join('\u200b').replace('V', '\u2060V\ufeff')],
    ['with tag characters and soft hyphens', [...SECRET].join('\u00ad').replace('q', '\u{E0041}q')],
    ['reversed and spaced out', [...SECRET].reverse().join('  ')],
  ];

  it.each(cases)('finds the secret %s, and replaces exactly what was written', (_kind, written) => {
    const text = `before ${written} after`;
    expect(redactor.containsSecret(text)).toBe(true);
    expect(redactor.redact(text)).toBe('before *** after');
  });

  it('finds them in every place the Action writes', () => {
    const spaced = [...SECRET].join(' ');
    expect(redactor.redact(`title ${hex}\n\nbody ${spaced}`)).toBe('title ***\n\nbody ***');
    expect(redactor.redactBranchName(`sweep/1-${hex}`)).toBe('sweep/1-redacted');
    expect(redactor.redactBranchName(`sweep/1-${[...SECRET].reverse().join('')}`)).toBe('sweep/1-redacted');
  });

  it('leaves ordinary text alone, and matches short values only as written', () => {
    const short = new Redactor(['abc123def']);
    expect(short.redact('abc 123 def and abc123def')).toBe('abc 123 def and ***');
    expect(redactor.redact('plain text about a Registered Value, 7 q 9')).toBe('plain text about a Registered Value, 7 q 9');
    expect(redactor.redact('100% sure, %zz and %')).toBe('100% sure, %zz and %');
  });

  it('is idempotent on disguised secrets', () => {
    const once = redactor.redact(`x ${[...SECRET].join('\u200b')} y ${hex} z`);
    expect(once).toBe('x *** y *** z');
    expect(redactor.redact(once)).toBe(once);
  });
});

describe('Redactor with pieces of a long secret', () => {
  // 40 characters, like a GitHub token.
  const TOKEN = 'ghs_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78';
  const redactor = new Redactor([TOKEN]);

  it('finds each half of a secret split across two texts, or two strings of code', () => {
    expect(redactor.redact(`Title ${TOKEN.slice(0, 20)}`)).toBe('Title ***');
    expect(redactor.redact(`Body ${TOKEN.slice(20)} end`)).toBe('Body *** end');
    expect(redactor.redact(`key = "${TOKEN.slice(0, 17)}" + "${TOKEN.slice(17)}"`)).toBe('key = "***" + "***"');
    expect(redactor.redact(`reversed: ${[...TOKEN.slice(8, 26)].reverse().join('')}.`)).toBe('reversed: ***.');
  });

  it('finds hex in mixed case, and fullwidth letters', () => {
    const hex = Buffer.from(TOKEN).toString('hex');
    expect(redactor.redact(`x ${hex.slice(0, 40)}${hex.slice(40).toUpperCase()} y`)).toBe('x *** y');
    const fullwidth = [...TOKEN].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
    expect(redactor.redact(`x ${fullwidth} y`)).toBe('x *** y');
  });

  it('leaves shorter shared runs and short secrets alone', () => {
    // 15 characters of the token: shorter than a piece.
    expect(redactor.redact(`id ${TOKEN.slice(4, 19)} ok`)).toBe(`id ${TOKEN.slice(4, 19)} ok`);
    const short = new Redactor(['registered-secret-value']);
    expect(short.redact('a registered-secret-val')).toBe('a registered-secret-val');
    // A run of one repeated character says nothing about a secret that holds it.
    const zeros = new Redactor(['github_pat_11SWEEP0000000000000000000000000000000000']);
    expect(zeros.redact(`sha ${'0'.repeat(40)}`)).toBe(`sha ${'0'.repeat(40)}`);
  });
});

describe('redactBranchName', () => {
  const redactor = new Redactor(['registered-secret']);
  const isValidBranch = (name: string) => {
    try {
      execFileSync('git', ['check-ref-format', '--branch', name], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };

  it('leaves valid names without secrets alone', () => {
    expect(redactor.redactBranchName('sweep/42-fix-the-parser')).toBe('sweep/42-fix-the-parser');
  });

  it('replaces secrets with a word git accepts', () => {
    expect(redactor.redactBranchName(`sweep/42-leaked-${GITHUB_TOKENS[0]}`)).toBe(`sweep/42-leaked-${BRANCH_REDACTED}`);
    expect(redactor.redactBranchName('sweep/7-registered-secret-in-title')).toBe('sweep/7-redacted-in-title');
  });

  it('keeps the result a valid branch name', () => {
    const cases: [string, string][] = [
      ['sweep/fix: a..b~c^d?e*f[g\\h', 'sweep/fix-a.b-c-d-e-f-g-h'],
      ['/sweep//x.lock/', 'sweep/x'],
      ['sweep/.hidden/@{u}.', 'sweep/hidden/-u}'],
      ['-sweep/x y', 'sweep/x-y'],
      ['', BRANCH_REDACTED],
      ['@', BRANCH_REDACTED],
      [`sweep/${AWS_KEY_ID}.lock`, 'sweep/redacted'],
    ];
    for (const [name, expected] of cases) {
      const result = redactor.redactBranchName(name);
      expect(result).toBe(expected);
      expect(isValidBranch(result)).toBe(true);
    }
  });
});

describe('Redactor on large and adversarial inputs', () => {
  // How fast this runs is measured outside the tests (a test must not time the machine).
  it('scans 5 MB of text without secrets and returns it unchanged', () => {
    const redactor = new Redactor(['registered-secret', 'another-secret-value']);
    const line = 'const task = await fetch(url, { headers: { accept: "json" } }); // sk-learn AKIA Bearer x ghp_\n';
    const text = line.repeat(Math.ceil(5_000_000 / line.length));
    expect(redactor.redact(text)).toBe(text);
    expect(redactor.containsSecret(text)).toBe(false);
  });

  it('finds a disguised secret at the end of 5 MB of text', () => {
    const redactor = new Redactor(['registered-secret-value']);
    const text = `${'word '.repeat(1_000_000)}${[...'registered-secret-value'].join(' ')}`;
    expect(redactor.redact(text)).toBe(`${'word '.repeat(1_000_000)}***`);
  });

  it('finishes on inputs built to make patterns backtrack', () => {
    const redactor = new Redactor();
    const text = `${'sk-'.repeat(300_000)}${'-----BEGIN PRIVATE KEY-----'.repeat(20_000)}${'Bearer '.repeat(100_000)}${'a'.repeat(1_000_000)}`;
    const result = redactor.redact(text);
    // The key headers go; the last `Bearer ` and the letters after it read as a credential.
    expect(result.startsWith('sk-sk-sk-')).toBe(true);
    expect(result.includes('BEGIN PRIVATE KEY')).toBe(false);
    expect(result.endsWith('Bearer Bearer ***')).toBe(true);
    expect(result.length).toBe(1_600_000);
  });
});
