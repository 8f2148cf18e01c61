import { describe, expect, it } from '@jest/globals';
import { analyzeFile } from '../../src/code/analyze.js';
import { withAlternativeDefinitions, type Definition } from '../../src/code/definitions.js';
import { blankExportMacros, blankLinkageGuards, keepFirstBranches } from '../../src/code/preprocessor.js';

const HEADER = [
  '#ifndef UV_H',
  '#define UV_H',
  '#ifdef __cplusplus',
  'extern "C" {',
  '#endif',
  '',
  'typedef struct uv_loop_s uv_loop_t;',
  'struct uv_loop_s {',
  '  void* data;',
  '};',
  'int uv_run(uv_loop_t* loop);',
  'static inline int uv_is_active(const uv_loop_t* loop) { return loop->data != 0; }',
  '',
  '#if defined(__cplusplus)',
  '}  /* extern "C" */',
  '#endif',
  '#endif',
  '',
].join('\n');

describe('blankLinkageGuards', () => {
  it('blanks both halves of an extern "C" guard and keeps every offset and line', () => {
    const blanked = blankLinkageGuards(HEADER);
    expect(blanked).toHaveLength(HEADER.length);
    expect(blanked.split('\n')[3]).toBe(' '.repeat('extern "C" {'.length));
    expect(blanked.split('\n')[14]).toBe(' '.repeat('}  /* extern "C" */'.length));
    expect(blanked.replace(/ +/g, ' ')).toBe(HEADER.replace('extern "C" {', ' ').replace('}  /* extern "C" */', ' ').replace(/ +/g, ' '));
  });

  it('leaves text without a matched pair of guards alone', () => {
    const opened = HEADER.split('\n').slice(0, 12).join('\n');
    expect(blankLinkageGuards(opened)).toBe(opened);
    const withCode = '#ifdef __cplusplus\nextern "C++" {\ninline int f() { return 1; }\n}\n#endif\n';
    expect(blankLinkageGuards(withCode)).toBe(withCode);
    expect(blankLinkageGuards('int main(void) { return 0; }\n')).toBe('int main(void) { return 0; }\n');
  });

  it('lets a guarded header parse without errors, its definitions found', async () => {
    const analysis = await analyzeFile('include/uv.h', HEADER);
    expect(analysis.parseError).toBeUndefined();
    expect(analysis.definitions.map((d) => `${d.kind} ${d.qualifiedName} ${d.startLine}`)).toEqual([
      'macro UV_H 2',
      'type uv_loop_t 7',
      'struct uv_loop_s 8',
      'function uv_is_active 12',
    ]);
  });
});

describe('keepFirstBranches', () => {
  const CS = [
    'namespace Serilog.Capturing;',
    'class PropertyBinder',
    '{',
    '#if FEATURE_SPAN',
    '    public int Construct(ReadOnlySpan<object> values)',
    '#elif FEATURE_ARRAY',
    '    public int Construct(object[] values)',
    '#else',
    '    public int Construct(IList<object> values)',
    '#endif',
    '    {',
    '#if DEBUG',
    '#if TRACE',
    '        Trace();',
    '#else',
    '        Debug();',
    '#endif',
    '#endif',
    '        return 0;',
    '    }',
    '}',
    '',
  ].join('\n');

  it('keeps the first branch of each conditional and blanks the rest and the directives, lines kept', () => {
    const { text, dropped, alternativeRows } = keepFirstBranches(CS);
    expect(text).toHaveLength(CS.length);
    expect(text.split('\n').map((l) => l.trim())).toEqual([
      'namespace Serilog.Capturing;',
      'class PropertyBinder',
      '{',
      '',
      'public int Construct(ReadOnlySpan<object> values)',
      '',
      '',
      '',
      '',
      '',
      '{',
      '',
      '',
      'Trace();',
      '',
      '',
      '',
      '',
      'return 0;',
      '}',
      '}',
      '',
    ]);
    expect(dropped).toBe('publicintConstruct(object[]values)publicintConstruct(IList<object>values)Debug();'.length);
    expect(alternativeRows).toEqual([6, 8, 15]);
  });

  it('returns text without conditionals as it is', () => {
    expect(keepFirstBranches('class A { }\n#region R\n#endregion\n')).toEqual({ text: 'class A { }\n#region R\n#endregion\n', dropped: 0, alternativeRows: [] });
  });

  it('parses C# whose members are cut by conditionals, which gave errors before', async () => {
    const text = [
      'namespace Serilog;',
      'public interface ILogger',
      '{',
      '#if FEATURE_DEFAULT_INTERFACE',
      '    [CustomDefaultMethodImplementation]',
      '#endif',
      '    ILogger ForContext(ILogEventEnricher enricher)',
      '#if FEATURE_DEFAULT_INTERFACE',
      '        => new LoggerConfiguration()',
      '            .CreateLogger()',
      '#endif',
      '    ;',
      '',
      '    void Write(LogEvent logEvent)',
      '#if FEATURE_DEFAULT_INTERFACE',
      '    {',
      '        Dispatch(logEvent);',
      '    }',
      '#else',
      '    ;',
      '#endif',
      '}',
      '',
    ].join('\n');
    const analysis = await analyzeFile('ILogger.cs', text);
    expect(analysis.parseError).toBeUndefined();
    expect(analysis.definitions.map((d) => `${d.kind} ${d.qualifiedName} ${d.startLine}-${d.endLine} | ${d.signature}`)).toEqual([
      'module Serilog 1-1 | namespace Serilog;',
      'interface ILogger 2-22 | public interface ILogger',
      'method ILogger.ForContext 5-12 | [CustomDefaultMethodImplementation] ILogger ForContext(ILogEventEnricher enricher)',
      'method ILogger.Write 14-18 | void Write(LogEvent logEvent)',
    ]);
    expect(analysis.references.map((r) => `${r.line} ${r.name}`)).toContain('17 Dispatch');
  });

  it('keeps the parse with errors when the first branches would lose more code than the errors hold', async () => {
    const text = [
      '#ifdef _WIN32',
      'int uv_os_pid(void) { return GetCurrentProcessId(); }',
      '#else',
      'int uv_os_pid(void) { return getpid(); }',
      'int uv_os_ppid(void) { return getppid(); }',
      'int uv_os_getpriority(int pid, int* priority) { *priority = getpriority(PRIO_PROCESS, pid); return 0; }',
      '#endif',
      'static int broken(void) { return 1 +; }',
      '',
    ].join('\n');
    const analysis = await analyzeFile('src/unix/core.c', text);
    expect(analysis.parseError).toBe(true);
    expect(analysis.definitions.map((d) => d.name)).toEqual(['uv_os_pid', 'uv_os_pid', 'uv_os_ppid', 'uv_os_getpriority', 'broken']);
  });
});

describe('blankExportMacros', () => {
  it('blanks an all-capitals macro between the keyword and the name of a defined type, nothing else', () => {
    const text = [
      'class YAML_CPP_API BadConversion : public RepresentationException {',
      'struct Q_CORE_EXPORT Point',
      '{',
      'class API Widget final : Base {',
      'class API ns::Widget;',
      'class API Forward;',
      'struct FILE file;',
      'class Plain : public Base {',
      'class DLL Outer::Inner {',
      '',
    ].join('\n');
    expect(blankExportMacros(text).split('\n')).toEqual([
      'class              BadConversion : public RepresentationException {',
      'struct               Point',
      '{',
      'class     Widget final : Base {',
      'class API ns::Widget;',
      'class API Forward;',
      'struct FILE file;',
      'class Plain : public Base {',
      'class DLL Outer::Inner {',
      '',
    ]);
  });

  it('lets a class with an export macro be found with its methods', async () => {
    const text = 'namespace YAML {\nclass YAML_CPP_API BadFile : public Exception {\n public:\n  explicit BadFile(const std::string& name) : Exception(name) {}\n  ~BadFile() override;\n};\n}\n';
    const { definitions } = await analyzeFile('include/yaml-cpp/exceptions.h', text);
    expect(definitions.map((d) => `${d.kind} ${d.qualifiedName} ${d.startLine}`)).toEqual([
      'module YAML 1',
      'class YAML.BadFile 2',
      'method YAML.BadFile.BadFile 4',
      'method YAML.BadFile.~BadFile 5',
    ]);
  });
});

describe('first branches with the alternatives merged back', () => {
  const READER = [
    'namespace Acme;',
    '',
    'public class Reader',
    '{',
    '    public void Parse(int kind)',
    '    {',
    '        if (kind == 1)',
    '        {',
    '            One();',
    '        }',
    '#if HAVE_TWO',
    '        else if (kind == 2)',
    '        {',
    '            Two();',
    '        }',
    '#endif',
    '        else',
    '        {',
    '            Other();',
    '        }',
    '    }',
    '',
    '#if NET20',
    '    public void Legacy() { Old(); }',
    '#else',
    '    public void Modern() { Fresh(); }',
    '#endif',
    '',
    '    public void Close() { }',
    '}',
    '',
  ].join('\n');

  it('keeps the structure of the first branches and what only the other branches define and use', async () => {
    const analysis = await analyzeFile('Reader.cs', READER);
    expect(analysis.parseError).toBeUndefined();
    expect(analysis.definitions.map((d) => `${d.kind} ${d.qualifiedName} ${d.startLine}-${d.endLine}`)).toEqual([
      'module Acme 1-1',
      'class Reader 3-30',
      'method Reader.Parse 5-21',
      'method Reader.Legacy 24-24',
      'method Reader.Modern 26-26',
      'method Reader.Close 29-29',
    ]);
    expect(analysis.references.filter((r) => r.kind === 'call').map((r) => `${r.line} ${r.name}`)).toEqual(['9 One', '14 Two', '19 Other', '24 Old', '26 Fresh']);
    expect(analysis.definitions[1]!.members).toEqual(['public void Parse(int kind)', 'public void Legacy()', 'public void Modern()', 'public void Close()']);
  });

  it('places an alternative definition under the innermost type or function around it', () => {
    const d = (kind: Definition['kind'], qualifiedName: string, startLine: number, endLine: number, parent?: string): Definition => ({
      name: qualifiedName.slice(qualifiedName.lastIndexOf('.') + 1),
      qualifiedName,
      kind,
      signature: qualifiedName,
      startLine,
      endLine,
      nameLine: startLine,
      ...(parent ? { parent } : {}),
    });
    const kept = [d('module', 'Acme', 1, 1), d('class', 'Reader', 3, 40), d('method', 'Reader.Parse', 5, 20, 'Reader')];
    const alternatives = [d('function', 'Modern', 26, 26), d('class', 'Old', 30, 35), d('function', 'Old.Run', 31, 33, 'Old'), d('function', 'helper', 50, 52)];
    expect(withAlternativeDefinitions(kept, alternatives).map((x) => `${x.kind} ${x.qualifiedName} ${x.parent ?? '-'}`)).toEqual([
      'module Acme -',
      'class Reader -',
      'method Reader.Parse Reader',
      'method Reader.Modern Reader',
      'class Reader.Old Reader',
      'method Reader.Old.Run Reader.Old',
      'function helper -',
    ]);
    expect(withAlternativeDefinitions(kept, [])).toEqual(kept);
  });
});

