import { describe, expect, it } from '@jest/globals';
import { parseFrames, PathSuffixIndex } from '../../src/context/stack-traces.js';
import { finishes } from '../helpers/hang-guard.js';

describe('parseFrames', () => {
  it('reads frames after blank lines, CRLF line ends and lines of spaces', () => {
    expect(parseFrames('Error: boom\r\n\r\n   at run (src/a.js:1:2)\r\n  \r\nat next (src/b.js:3:4)')).toEqual([
      { path: 'src/a.js', line: 1, column: 2, function: 'run', format: 'v8' },
      { path: 'src/b.js', line: 3, column: 4, function: 'next', format: 'v8' },
    ]);
    expect(parseFrames('\n\n\n   at Acme.X.Y(Decimal r) in C:\\src\\I.cs:line 42\n\n\tat com.acme.Foo.bar(Foo.java:7)\n')).toEqual([
      { path: 'C:/src/I.cs', line: 42, function: 'Acme.X.Y', format: 'dotnet' },
      { path: 'com/acme/Foo.java', line: 7, function: 'com.acme.Foo.bar', format: 'java' },
    ]);
  });

  it('ends a function name at the first place the rest of the frame can follow', () => {
    expect(parseFrames('    at f ( ( (a.js:1:2)')).toEqual([{ path: ' ( (a.js', line: 1, column: 2, function: 'f', format: 'v8' }]);
    expect(parseFrames('   at X.Y() in () in () in C:\\src\\I.cs:line 4')).toEqual([{ path: '() in () in C:/src/I.cs', line: 4, function: 'X.Y', format: 'dotnet' }]);
    expect(parseFrames('#0 /app/src/Invoice.php(42): Acme\\Invoice->total(1,     2)   ')).toEqual([
      { path: '/app/src/Invoice.php', line: 42, function: 'Acme\\Invoice->total(1,     2)', format: 'php' },
    ]);
  });

  it('reads long runs of blank lines, spaces and repeated frame openings once', () => {
    const frames = (text: string) => finishes(`parseFrames(${JSON.stringify(text.slice(0, 12))}...)`, () => parseFrames(text));
    expect(frames('\n'.repeat(100_000))).toEqual([]);
    expect(frames(` \r\n`.repeat(50_000))).toEqual([]);
    expect(frames(`    at f${' ('.repeat(50_000)}a.js:1:2)`)).toEqual([{ path: `${' ('.repeat(49_999)}a.js`, line: 1, column: 2, function: 'f', format: 'v8' }]);
    expect(frames(`   at X.Y${'() in '.repeat(20_000)}`)).toEqual([]);
    expect(frames(`#0 a.php(1): x${' '.repeat(100_000)}y`)).toEqual([{ path: 'a.php', line: 1, function: `x${' '.repeat(100_000)}y`, format: 'php' }]);
  });

  it('reads Python tracebacks', () => {
    const text = `Traceback (most recent call last):
  File "/home/runner/work/app/app/src/app/main.py", line 10, in <module>
    run()
  File "/usr/lib/python3.11/site-packages/click/core.py", line 1137, in __call__
ValueError: bad`;
    expect(parseFrames(text)).toEqual([
      { path: '/home/runner/work/app/app/src/app/main.py', line: 10, function: '<module>', format: 'python' },
      { path: '/usr/lib/python3.11/site-packages/click/core.py', line: 1137, function: '__call__', format: 'python' },
    ]);
  });

  it('reads Node/V8 and browser stacks', () => {
    const text = `TypeError: x is undefined
    at parse (/app/src/parser.ts:12:5)
    at async Server.handle (/app/node_modules/fastify/lib/route.js:300:10)
    at /app/src/index.js:3:1
render@http://localhost:3000/static/js/app.js:10:15`;
    expect(parseFrames(text)).toEqual([
      { path: '/app/src/parser.ts', line: 12, column: 5, function: 'parse', format: 'v8' },
      { path: '/app/node_modules/fastify/lib/route.js', line: 300, column: 10, function: 'Server.handle', format: 'v8' },
      { path: '/app/src/index.js', line: 3, column: 1, format: 'v8' },
      { path: 'http://localhost:3000/static/js/app.js', line: 10, column: 15, function: 'render', format: 'browser' },
    ]);
  });

  it('reads Java and Kotlin stacks with the package as a path', () => {
    const text = `Exception in thread "main" java.lang.NullPointerException
\tat com.acme.billing.Invoice.total(Invoice.java:42)
\tat com.acme.App.main(App.kt:7)`;
    expect(parseFrames(text)).toEqual([
      { path: 'com/acme/billing/Invoice.java', line: 42, function: 'com.acme.billing.Invoice.total', format: 'java' },
      { path: 'com/acme/App.kt', line: 7, function: 'com.acme.App.main', format: 'java' },
    ]);
  });

  it('reads Go panics', () => {
    const text = `panic: runtime error: index out of range [3] with length 3

goroutine 1 [running]:
main.process(...)
\t/home/u/proj/cmd/tool/main.go:25 +0x1d
github.com/acme/proj/internal/store.(*DB).Get(0xc000010000)
\t/home/u/proj/internal/store/db.go:88 +0x45`;
    expect(parseFrames(text).filter((f) => f.format === 'go')).toEqual([
      { path: '/home/u/proj/cmd/tool/main.go', line: 25, function: 'main.process', format: 'go' },
      { path: '/home/u/proj/internal/store/db.go', line: 88, function: 'github.com/acme/proj/internal/store.(*DB).Get', format: 'go' },
    ]);
  });

  it('reads Rust panics and backtraces', () => {
    const text = `thread 'main' panicked at src/parser.rs:41:9:
called \`Option::unwrap()\` on a \`None\` value
stack backtrace:
   0: tool::parser::parse
             at ./src/parser.rs:41:9`;
    const frames = parseFrames(text).filter((f) => f.format === 'rust');
    expect(frames).toEqual([
      { path: 'src/parser.rs', line: 41, column: 9, format: 'rust' },
      { path: './src/parser.rs', line: 41, column: 9, function: 'tool::parser::parse', format: 'rust' },
    ]);
  });

  it('reads .NET and Mono stacks', () => {
    const text = `Newtonsoft.Json.JsonSerializationException: Unexpected token
   at Newtonsoft.Json.Serialization.JsonSerializerInternalReader.Deserialize(JsonReader reader, Type objectType) in C:\\src\\Newtonsoft.Json\\Serialization\\JsonSerializerInternalReader.cs:line 172
   at Newtonsoft.Json.JsonConvert.DeserializeObject[T](String value)
  at Acme.App.Main () [0x00012] in /home/u/app/Program.cs:14`;
    expect(parseFrames(text)).toEqual([
      {
        path: 'C:/src/Newtonsoft.Json/Serialization/JsonSerializerInternalReader.cs',
        line: 172,
        function: 'Newtonsoft.Json.Serialization.JsonSerializerInternalReader.Deserialize',
        format: 'dotnet',
      },
      { path: '/home/u/app/Program.cs', line: 14, function: 'Acme.App.Main', format: 'dotnet' },
    ]);
  });

  it('reads PHP stack traces and fatal errors', () => {
    const text = `PHP Fatal error:  Uncaught InvalidArgumentException: bad level in /app/src/Monolog/Logger.php on line 412
Stack trace:
#0 /app/src/Monolog/Logger.php(380): Monolog\\Logger::toMonologLevel('x')
#1 /app/public/index.php(12): Monolog\\Logger->log('x', 'hi')
#2 {main}
  thrown in /app/src/Monolog/Logger.php on line 412`;
    expect(parseFrames(text)).toEqual([
      { path: '/app/src/Monolog/Logger.php', line: 412, format: 'php' },
      { path: '/app/src/Monolog/Logger.php', line: 380, function: "Monolog\\Logger::toMonologLevel('x')", format: 'php' },
      { path: '/app/public/index.php', line: 12, function: "Monolog\\Logger->log('x', 'hi')", format: 'php' },
    ]);
  });

  it('reads compiler and linter locations', () => {
    const text = `src/a.ts(10,5): error TS2322: Type 'string' is not assignable
lib/b.go:7:2: undefined: foo
  ./pkg/c.py:3: E501 line too long`;
    expect(parseFrames(text)).toEqual([
      { path: 'src/a.ts', line: 10, column: 5, format: 'location' },
      { path: 'lib/b.go', line: 7, column: 2, format: 'location' },
      { path: './pkg/c.py', line: 3, format: 'location' },
    ]);
  });

  it('finds nothing in prose and version numbers', () => {
    expect(parseFrames('Upgraded from 2.19.5 to 2.20.0; see docs at https://x.io/a:3')).toEqual([]);
  });
});

describe('PathSuffixIndex', () => {
  const index = new PathSuffixIndex(['src/app/main.py', 'src/app/util.py', 'tests/util.py', 'lib/core.py', 'astroid/raw_building.py']);

  it('strips runner prefixes', () => {
    expect(index.resolve('/home/runner/work/app/app/src/app/main.py')).toBe('src/app/main.py');
    expect(index.resolve('C:\\a\\src\\app\\util.py')).toBe('src/app/util.py');
  });

  it('maps installed copies of the project itself', () => {
    expect(index.resolve('/venv/lib/python3.10/site-packages/astroid/raw_building.py')).toBe('astroid/raw_building.py');
  });

  it('drops third-party frames that only share a file name', () => {
    expect(index.resolve('/usr/lib/python3/site-packages/click/core.py')).toBeUndefined();
  });

  it('refuses ambiguous names', () => {
    expect(index.resolve('util.py')).toBeUndefined();
    expect(index.resolve('app/util.py')).toBe('src/app/util.py');
    expect(index.resolve('nothing.py')).toBeUndefined();
  });
});
