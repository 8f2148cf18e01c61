/**
 * Definitions and references of one parsed file, from the per-language queries: every class,
 * interface, struct, enum, function, method, type alias and constant with its qualified name,
 * signature, lines, doc summary, parent and members; and the identifiers the file uses.
 */
import { Query, type Language, type Node, type QueryCapture, type QueryMatch } from 'web-tree-sitter';
import type { LanguageId } from './languages.js';
import { fillMembers, xmlDocText } from './definition-text.js';
import { QUERIES } from './queries.js';

export type DefinitionKind =
  | 'class'
  | 'interface'
  | 'struct'
  | 'enum'
  | 'function'
  | 'method'
  | 'type'
  | 'constant'
  | 'module'
  | 'macro';

export interface Definition {
  name: string;
  /** Owner chain and name joined by dots: `Class.method`, `outer.inner`. */
  qualifiedName: string;
  kind: DefinitionKind;
  /** The header without the body, whitespace collapsed. */
  signature: string;
  /** 1-based, inclusive. */
  startLine: number;
  endLine: number;
  /** Line of the name itself (after decorators and annotations). */
  nameLine: number;
  /** First line of the docstring or leading comment. */
  doc?: string;
  /** Qualified name of the enclosing definition. */
  parent?: string;
  /** Up to MAX_MEMBERS signatures of direct members (classes, interfaces, structs, enums, modules). */
  members?: string[];
}

/** Of the definitions `accept` takes, the one with the fewest lines around `line` (the first of equals). */
export function innermostAround(defs: readonly Definition[], line: number, accept: (def: Definition) => boolean): Definition | undefined {
  let best: Definition | undefined;
  for (const d of defs) {
    if (d.startLine <= line && line <= d.endLine && accept(d) && (!best || d.endLine - d.startLine < best.endLine - best.startLine)) best = d;
  }
  return best;
}

export type ReferenceKind = 'call' | 'type' | 'attribute' | 'class';

export interface Reference {
  name: string;
  kind: ReferenceKind;
  /** 1-based. */
  line: number;
}

const MAX_SIGNATURE = 240;
const MAX_DOC = 160;

/** Higher wins when one node is captured under several kinds. */
const KIND_PRIORITY: Record<string, number> = {
  struct: 5,
  interface: 5,
  class: 5,
  enum: 5,
  method: 4,
  function: 3,
  module: 3,
  macro: 3,
  package: 3,
  type: 2,
  impl: 2,
  constant: 1,
};

const CLASS_LIKE = new Set(['class', 'interface', 'struct', 'enum', 'impl']);
const CONTAINERS = new Set(['class', 'interface', 'struct', 'enum', 'impl', 'module', 'function', 'method']);

const compiled = new Map<string, Query>();

type QueryName = keyof (typeof QUERIES)[LanguageId];

/**
 * Deepest node a query match may start at. A query cursor's every step costs time in the depth it
 * is at, so a tree thousands of levels deep made a file's queries quadratic (a chain of 8,000 calls
 * on one line: 4 s, against 0.01 s with this cap). Code nests a few dozen levels; what starts deeper
 * than this (inside such a chain) is not looked at.
 */
export const MAX_QUERY_DEPTH = 1000;

/** Options for every query run over a file's tree. */
export const QUERY_LIMITS = { maxStartDepth: MAX_QUERY_DEPTH } as const;

/** The language's query made of the named ones (several make one query: one pass over a tree), compiled once. */
export function compileQuery(language: Language, id: LanguageId, ...which: [QueryName, ...QueryName[]]): Query {
  const key = `${id}:${which.join('+')}`;
  let query = compiled.get(key);
  if (!query) {
    try {
      query = new Query(language, which.map((name) => QUERIES[id][name]).join('\n'));
    } catch (error) {
      throw new Error(`The ${which.join(' and ')} ${which.length > 1 ? 'queries' : 'query'} for ${id} do${which.length > 1 ? '' : 'es'} not compile: ${(error as Error).message}`);
    }
    compiled.set(key, query);
  }
  return query;
}

interface RawDefinition {
  node: Node;
  kind: string;
  name: string;
  nameNode: Node;
  /** Owner named in the syntax itself (Go receiver, `Foo::bar`, `A::B`, `Foo.prototype.bar`). */
  owner?: string;
  /**
   * The variable an object literal holding the definition is the value of (`const api = { get() {} }`,
   * `const Map = Base.extend({...})`): an owner named under the definitions around it.
   */
  holder?: string;
}

function collapse(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Splits `A::B::c` / `A.b` / `A\\B\\c` style names into owner and last part. */
function splitScoped(text: string): { name: string; owner?: string } {
  const parts = text.split(/::|\.|\\/).filter(Boolean);
  if (parts.length <= 1) return { name: text.replace(/^(?:::|\\)/, '') };
  return { name: parts[parts.length - 1]!, owner: parts.slice(0, -1).join('.') };
}

/**
 * The name a definition's `@name` capture gives; `definition` is the type of the node captured as
 * the definition (in C#, the name's parent for the declarations below: the queries capture their
 * names as direct children, so the tree, whose way to a parent is a walk over the nodes before it,
 * need not be asked).
 */
function cleanName(node: Node, id: LanguageId, definition?: string): { name: string; owner?: string } {
  // C# names a destructor by the class name, an operator by its token, a conversion by its type.
  const outer = id === 'csharp' ? definition : undefined;
  if (outer === 'destructor_declaration') return { name: `~${node.text}` };
  if (outer === 'operator_declaration' || outer === 'conversion_operator_declaration') return { name: `operator ${node.text}` };
  switch (node.type) {
    case 'qualified_identifier':
      // `DWORD WINAPI f(...)`: a calling-convention macro read as a scope without `::`.
      if (!node.text.includes('::')) {
        const name = node.childForFieldName('name');
        return name ? cleanName(name, id) : { name: node.text };
      }
      return splitScoped(node.text);
    case 'scope_resolution':
    case 'nested_identifier':
    case 'nested_namespace_specifier':
    case 'qualified_name':
    case 'namespace_name':
      return splitScoped(node.text);
    case 'string':
      return { name: node.text.replace(/^['"`]|['"`]$/g, '') };
    case 'computed_property_name':
      // `[Symbol.iterator]`, `['key']`; not a key that holds code (a compiler's helpers assigned in it).
      return { name: node.text.length <= MAX_COMPUTED_NAME && !node.text.includes('\n') ? node.text : '' };
    case 'template_function':
      return splitScoped(node.childForFieldName('name')?.text ?? node.text);
    default:
      return { name: node.text };
  }
}

/** Longest computed key (`[Symbol.asyncIterator]`) that names a member; a longer one is code, not a name. */
const MAX_COMPUTED_NAME = 80;

/** Object literals nested this deep in a holder's still name their members (`OPTIONS.w.transform`); deeper ones are data. */
const MAX_OBJECT_DEPTH = 4;
/** A key that names a nested object: an identifier, or a quoted word such as an ESLint rule's `'no-foo'`. */
const OBJECT_KEY = /^[A-Za-z_$][\w$-]*$/;

/** Longest receiver (`app.locals`) that names an owner; a longer one is an expression, not a name. */
const MAX_RECEIVER = 120;

/**
 * A receiver as an owner's name: identifiers joined by dots (`Foo`, `res`, `app.locals`), not
 * starting with `this`, a final `.prototype` (`Foo.prototype = {...}` holds `Foo`'s methods) and a
 * leading `exports.` or `module.exports.` left out; anything else (`a.b().c`, `this.x`) names no owner.
 */
function receiverName(text: string): string | undefined {
  if (text.length > MAX_RECEIVER) return undefined;
  const parts = text.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === 'prototype') parts.pop();
  // `module.exports.helpers = {...}`: users reach it as `helpers`.
  if (parts[0] === 'module' && parts[1] === 'exports' && parts.length > 2) parts.splice(0, 2);
  else if (parts[0] === 'exports' && parts.length > 1) parts.shift();
  if (parts[0] === 'this' || parts[0] === 'super') return undefined;
  // A receiver's own parts are identifiers; the keys of the objects nested in its value may be quoted words (`objectKey`).
  return /^[A-Za-z_$][\w$]*$/.test(parts[0]!) && parts.every((part) => OBJECT_KEY.test(part)) ? parts.join('.') : undefined;
}

const spanKey = (node: Node) => `${node.startIndex}:${node.endIndex}`;

type ObjectOwner = { receiver?: string; holder?: string };
/** TypeScript's expressions that give an object literal a type. */
const TYPE_ASSERTIONS = new Set(['as_expression', 'satisfies_expression']);
/** The receivers whose object's members are the module's exports, reached by their own names. */
const MODULE_EXPORTS = /^(?:exports|module\.exports)$/;

/** The key of a pair as a name part (`w` of `w: {...}`, `no-foo` of `'no-foo': {...}`), or undefined. */
function objectKey(pair: Node): string | undefined {
  const key = pair.childForFieldName('key');
  const text = key?.type === 'property_identifier' ? key.text : key?.type === 'string' ? key.text.slice(1, -1) : undefined;
  return text !== undefined && OBJECT_KEY.test(text) ? text : undefined;
}

/**
 * The members (pairs and methods) of the object literals a `@holder.value` capture gives their
 * owner: an object that is a variable's or an assignment's value, or an argument of the call or
 * `new` that is (`const Map = Base.extend({...})`). By span: the query matches once per holder,
 * and its objects' members are read here, with the members of the objects nested in them under
 * their keys (`const OPTIONS = { w: { transform() {} } }` gives `OPTIONS.w.transform`: two options'
 * `transform` are two functions, not one name met twice).
 */
function objectOwners(matches: QueryMatch[]): Map<string, ObjectOwner> {
  const owners = new Map<string, ObjectOwner>();
  for (const match of matches) {
    let value: Node | undefined;
    const owner: ObjectOwner = {};
    for (const capture of match.captures) {
      if (capture.name === 'holder.value') value = capture.node;
      else if (capture.name === 'receiver') owner.receiver = capture.node.text;
      else if (capture.name === 'holder') owner.holder = capture.node.text;
    }
    if (!value) continue;
    const object = objectOf(value);
    const objects = object ? [object] : (value.childForFieldName('arguments')?.namedChildren ?? []).filter((n): n is Node => n?.type === 'object');
    // `module.exports = { exported() {} }`: users reach `exported` as it is, and a nested object's
    // members by its key (`module.exports = { rules: {...} }` holds `rules.…`).
    const exported = owner.receiver !== undefined && MODULE_EXPORTS.test(owner.receiver);
    for (const object of objects) ownMembers(object, exported ? {} : owner, owners, 1);
  }
  return owners;
}

/** The object literal `node` is, or holds as `{...} as Record<K, V>`, `{...} satisfies T`, `{...} as const`. */
function objectOf(node: Node | null | undefined): Node | undefined {
  const object = node && TYPE_ASSERTIONS.has(node.type) ? node.namedChildren[0] : node;
  return object?.type === 'object' ? object : undefined;
}

/** Gives `object`'s members `owner`, and the members of an object a pair of it holds that owner and the pair's key. */
function ownMembers(object: Node, owner: ObjectOwner, owners: Map<string, ObjectOwner>, depth: number): void {
  const owned = owner.receiver !== undefined || owner.holder !== undefined;
  for (const member of object.namedChildren) {
    if (!member || (member.type !== 'pair' && member.type !== 'method_definition')) continue;
    const value = member.type === 'pair' ? member.childForFieldName('value') : null;
    // Only a method or a function-valued pair is a definition: a table of strings owns nothing.
    if (!value || FUNCTION_VALUES.has(value.type)) {
      if (owned) owners.set(spanKey(member), owner);
      continue;
    }
    const nestedObject = depth < MAX_OBJECT_DEPTH ? objectOf(value) : undefined;
    const key = nestedObject && objectKey(member);
    if (!nestedObject || !key) continue;
    const nested: ObjectOwner = owner.receiver !== undefined ? { receiver: `${owner.receiver}.${key}` } : { holder: owner.holder !== undefined ? `${owner.holder}.${key}` : key };
    ownMembers(nestedObject, nested, owners, depth + 1);
  }
}

function rawDefinitions(matches: QueryMatch[], id: LanguageId): RawDefinition[] {
  const byNode = new Map<number, RawDefinition>();
  const owners = id === 'javascript' || id === 'typescript' || id === 'tsx' ? objectOwners(matches) : undefined;
  for (const match of matches) {
    let defNode: Node | undefined;
    let kind = '';
    let nameNode: Node | undefined;
    let receiver: string | undefined;
    let holder: string | undefined;
    for (const capture of match.captures) {
      if (capture.name.startsWith('definition.')) {
        defNode = capture.node;
        kind = capture.name.slice('definition.'.length);
      } else if (capture.name === 'name') nameNode = capture.node;
      else if (capture.name === 'receiver') receiver = capture.node.text;
    }
    if (!defNode || !nameNode) continue;
    if (TYPE_MEMBERS.has(defNode.type) && inlineTypeMember(defNode)) continue;
    const objectOwner = owners?.size && (defNode.type === 'pair' || defNode.type === 'method_definition') ? owners.get(spanKey(defNode)) : undefined;
    if (objectOwner) ({ receiver, holder } = objectOwner);
    const existing = byNode.get(defNode.id);
    if (existing && (KIND_PRIORITY[existing.kind] ?? 0) >= (KIND_PRIORITY[kind] ?? 0)) continue;
    const cleaned = cleanName(nameNode, id, defNode.type);
    if (!cleaned.name) continue;
    const owner = receiver !== undefined ? receiverName(receiver) : cleaned.owner;
    byNode.set(defNode.id, { node: defNode, kind, name: cleaned.name, nameNode, ...(owner ? { owner } : {}), ...(holder ? { holder } : {}) });
  }
  return [...byNode.values()].sort(
    (a, b) => a.node.startIndex - b.node.startIndex || b.node.endIndex - a.node.endIndex,
  );
}

/** TypeScript's members of an object type: definitions in an interface or a type alias. */
const TYPE_MEMBERS = new Set(['method_signature', 'property_signature']);
/**
 * Where the walk up from a member signature stops with no inline host met: a type declared under a
 * name (its members are that name's), or a body or the file, which hold code, not types.
 */
const TYPE_SCOPES = new Set(['interface_declaration', 'type_alias_declaration', 'class_body', 'statement_block', 'program']);
/**
 * Where an object type is written inline, for one value: a parameter's, a variable's or a field's
 * type, a return type, a type argument, an assertion.
 */
const INLINE_TYPE_HOSTS = new Set([
  'formal_parameters', 'type_arguments', 'variable_declarator', 'public_field_definition', 'as_expression', 'satisfies_expression',
  'function_declaration', 'generator_function_declaration', 'function_expression', 'arrow_function', 'method_definition',
  'function_signature', 'method_signature', 'abstract_method_signature', 'call_signature', 'construct_signature', 'function_type', 'constructor_type',
]);

/**
 * Whether a member signature belongs to an object type written inline (`log(out: { debug(s): void })`,
 * `function f(): { stop(): void }`): it describes one value and defines nothing a user would look up
 * by name, unlike an interface's or a type alias's members.
 */
function inlineTypeMember(member: Node): boolean {
  for (let node = member.parent; node; node = node.parent) {
    if (INLINE_TYPE_HOSTS.has(node.type)) return true;
    if (TYPE_SCOPES.has(node.type)) return false;
  }
  return false;
}

const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'function', 'generator_function', 'anonymous_function']);

/**
 * The function a definition's value is or wraps: `x = () => {}`, or the first function among the
 * arguments of a call, one call deep (`Button = memo(() => ...)`, `Panel = observer(forwardRef(...))`).
 */
function functionValue(outer: Node): Node | null {
  let value = outer.childForFieldName('value') ?? outer.childForFieldName('right');
  for (let depth = 0; value && depth < 3; depth++) {
    if (FUNCTION_VALUES.has(value.type)) return value;
    if (value.type !== 'call_expression') return null;
    const args = value.childForFieldName('arguments')?.namedChildren.filter((n): n is Node => n !== null) ?? [];
    value = args.find((a) => FUNCTION_VALUES.has(a.type)) ?? args.find((a) => a.type === 'call_expression') ?? null;
  }
  return null;
}

/** The node holding a definition's body, if it has one. */
function bodyOf(node: Node): Node | null {
  const body = node.childForFieldName('body');
  if (body) return body;
  const value = node.childForFieldName('value') ?? node.childForFieldName('right');
  const fn = functionValue(node);
  if (fn) return fn.childForFieldName('body');
  // C# properties: `=> expression`, or accessors with code (`{ get; set; }` stays in the signature).
  if (value?.type === 'arrow_expression_clause') return value;
  const accessors = node.childForFieldName('accessors');
  if (accessors?.namedChildren.some((a) => a?.childForFieldName('body'))) return accessors;
  return null;
}

/** Whether `node` is the function value of the definition `outer` (an assignment, a variable, a pair, a field), or the function it wraps. */
function isValueOf(node: Node, outer: Node): boolean {
  if (!FUNCTION_VALUES.has(node.type)) return false;
  const value = functionValue(outer);
  return value !== null && value.startIndex === node.startIndex && value.endIndex === node.endIndex && value.type === node.type;
}

/** The header of a definition whose body (`bodyOf`) is `body`. */
function signatureOf(node: Node, text: string, body: Node | null): string {
  let header: string;
  if (body && body.startIndex > node.startIndex) {
    header = text.slice(node.startIndex, body.startIndex);
  } else {
    header = text.slice(node.startIndex, Math.min(node.endIndex, node.startIndex + MAX_SIGNATURE * 4));
    // Without a body, a long declaration (a big constant, a module) is summarized by its first line.
    if (node.endPosition.row - node.startPosition.row > 2) header = header.split('\n', 1)[0]!;
  }
  return collapse(withoutOpening(header), MAX_SIGNATURE);
}

/**
 * A header without what opens the body at its end (`=>`, `{`, `:`) and the spaces around it: what
 * `header.replace(/\s*(?:=>|[{:])?\s*$/, '')` gives, without that pattern's trying every split of
 * every run of spaces (cubic in a long one).
 */
export function withoutOpening(header: string): string {
  const end = header.trimEnd();
  const opening = end.endsWith('=>') ? 2 : end.endsWith('{') || end.endsWith(':') ? 1 : 0;
  return opening ? end.slice(0, -opening).trimEnd() : end;
}

function commentText(raw: string): string | undefined {
  // Line by line until one says something (a long docstring is not split whole).
  for (let start = 0; start <= raw.length; ) {
    const newline = raw.indexOf('\n', start);
    const end = newline === -1 ? raw.length : newline;
    const line = raw.slice(start, end);
    start = end + 1;
    const cleaned = line
      .replace(/^\s*(?:\/\*\*?|\*\/|\*|\/\/\/?|\/\/!|#+|--)\s?/, '')
      .replace(/\*\/\s*$/, '')
      .trim();
    if (cleaned && !/^[-=*#/]+$/.test(cleaned)) return collapse(cleaned, MAX_DOC);
  }
  return undefined;
}

const COMMENT_TYPES = new Set(['comment', 'line_comment', 'block_comment']);
const WRAPPERS = new Set(['export_statement', 'decorated_definition', 'template_declaration', 'ambient_declaration']);

/**
 * What each language's comments hold, at their start or (a block's) end. Preprocessor lines start
 * with `#` too, which is why C and C++ do not list it.
 */
const COMMENT_MARKS: Record<LanguageId, readonly string[]> = {
  python: ['#'],
  ruby: ['#', '=end'],
  php: ['#', '//', '*/'],
  typescript: ['//', '*/'],
  tsx: ['//', '*/'],
  javascript: ['//', '*/'],
  go: ['//', '*/'],
  rust: ['//', '*/'],
  java: ['//', '*/'],
  cpp: ['//', '*/'],
  csharp: ['//', '*/'],
};

/**
 * Whether a comment can end just above (or before, on its row) a node starting at `start` of
 * `text`: some mark of the language's comments in the text from two rows above on. When none is,
 * the tree need not be asked for the node's siblings, which costs time in the number before it
 * (quadratic in a file of thousands of definitions).
 */
function commentMayPrecede(text: string, start: number, language: LanguageId): boolean {
  // The start of the node's row, then of each of the two rows above.
  let from = text.lastIndexOf('\n', start - 1) + 1;
  for (let rows = 0; rows < 2 && from > 0; rows++) from = text.lastIndexOf('\n', from - 2) + 1;
  const before = text.slice(from, start);
  return COMMENT_MARKS[language].some((mark) => before.includes(mark));
}

/** Grammars with none of the WRAPPERS types: a definition there is its own anchor. */
const UNWRAPPED = new WeakMap<Language, boolean>();

function unwrapped(grammar: Language): boolean {
  let none = UNWRAPPED.get(grammar);
  if (none === undefined) UNWRAPPED.set(grammar, (none = [...WRAPPERS].every((type) => !grammar.idForNodeType(type, true))));
  return none;
}

/** Top-level nodes from which, in a tree with errors, parents and siblings are read from an index. */
const MANY_TOP_LEVEL = 256;

/**
 * Parents and previous siblings of the root's children. The tree keeps long lists of children in
 * balanced nodes, but not where errors broke the repetition: there it finds a node's parent or
 * previous sibling by walking the nodes before it, quadratic over thousands of top-level nodes (8,000
 * `#ifdef` blocks: 30 s for their parents, 71 s for their siblings). With errors and many top-level
 * nodes they come from the array of the root's children, made once; otherwise the tree is asked.
 * Nodes are told apart by span and type (a node's `id` is not unique for small tokens).
 */
class Neighbours {
  private places: Map<string, number> | undefined;
  private children: (Node | null)[] = [];

  constructor(private readonly root: Node) {}

  private index(): Map<string, number> {
    if (this.places) return this.places;
    this.places = new Map();
    if (this.root.hasError && this.root.childCount >= MANY_TOP_LEVEL) {
      this.children = this.root.children;
      this.children.forEach((child, at) => child && this.places!.set(Neighbours.key(child), at));
    }
    return this.places;
  }

  private static key(node: Node): string {
    return `${node.startIndex}:${node.endIndex}:${node.typeId}`;
  }

  parent(node: Node): Node | null {
    const places = this.index();
    return places.size > 0 && places.has(Neighbours.key(node)) ? this.root : node.parent;
  }

  previous(node: Node): Node | null {
    const places = this.index();
    const at = places.size > 0 ? places.get(Neighbours.key(node)) : undefined;
    return at === undefined ? node.previousSibling : (this.children[at - 1] ?? null);
  }
}

/** The doc summary of a definition whose body (`bodyOf`: in Python its `body` field) is `body`. */
function docOf(node: Node, body: Node | null, language: LanguageId, text: string, grammar: Language, neighbours: Neighbours): string | undefined {
  if (language === 'python') {
    const first = body?.namedChild(0);
    const string = first?.type === 'expression_statement' ? first.namedChild(0) : undefined;
    if (string?.type === 'string') {
      const raw = string.text.replace(/^[rRbBuUfF]*("""|'''|"|')/, '').replace(/("""|'''|"|')$/, '');
      return commentText(raw);
    }
  }
  let anchor = node;
  if (!unwrapped(grammar)) for (let outer = neighbours.parent(anchor); outer && WRAPPERS.has(outer.type); outer = neighbours.parent(outer)) anchor = outer;
  if (!commentMayPrecede(text, anchor.startIndex, language)) return undefined;
  const lines: string[] = [];
  let expectRow = anchor.startPosition.row;
  for (let prev = neighbours.previous(anchor); prev && COMMENT_TYPES.has(prev.type); prev = neighbours.previous(prev)) {
    if (prev.endPosition.row < expectRow - 1) break;
    lines.unshift(prev.text);
    expectRow = prev.startPosition.row;
  }
  if (!lines.length) return undefined;
  return commentText(language === 'csharp' ? xmlDocText(lines.join('\n')) : lines.join('\n'));
}

/** The last line of a node, not counting a final newline it ends with. */
function endLineOf(node: Node): number {
  return node.endPosition.row + 1 - (node.endPosition.column === 0 && node.endPosition.row > node.startPosition.row ? 1 : 0);
}

/** Extracts every definition of a parsed file, outermost first. */
export function extractDefinitions(root: Node, text: string, language: Language, id: LanguageId, matches?: QueryMatch[]): Definition[] {
  const raws = rawDefinitions(matches ?? compileQuery(language, id, 'definitions').matches(root, QUERY_LIMITS), id);
  const neighbours = new Neighbours(root);
  const out: Definition[] = [];
  const stack: { raw: RawDefinition; def?: Definition; qualified: string; kind: string }[] = [];
  const byQualified = new Map<string, Definition>();
  const classNames = new Map<string, string>();
  for (const raw of raws) {
    while (stack.length && stack[stack.length - 1]!.raw.node.endIndex < raw.node.endIndex) stack.pop();
    while (stack.length && stack[stack.length - 1]!.raw.node.startIndex > raw.node.startIndex) stack.pop();
    const enclosing = stack[stack.length - 1];
    // `res.redirect = function redirect() {}`, `m: function m() {}`: the function is the value of
    // the definition around it, which already names it (as users call it).
    if (enclosing && isValueOf(raw.node, enclosing.raw.node)) continue;
    if (raw.kind === 'package') {
      const def = packageDefinition(raw, enclosing?.kind === 'package' ? enclosing.qualified : undefined, text, id, language, neighbours);
      out.push(def);
      stack.push({ raw, def, qualified: def.qualifiedName, kind: raw.kind });
      continue;
    }
    let kind = raw.kind;
    // A namespace qualifies the namespaces nested in it, not the types and functions in it.
    let parentQualified = enclosing?.kind === 'package' ? undefined : enclosing?.qualified;
    let parentKind = enclosing?.kind === 'package' ? undefined : enclosing?.kind;
    if (raw.owner) {
      parentQualified = classNames.get(raw.owner) ?? raw.owner;
      parentKind = 'class';
    } else if (raw.holder) {
      parentQualified = parentQualified ? `${parentQualified}.${raw.holder}` : (classNames.get(raw.holder) ?? raw.holder);
      parentKind = 'class';
    }
    const inType = parentKind !== undefined && CLASS_LIKE.has(parentKind);
    if (kind === 'function' && inType) kind = 'method';
    else if (kind === 'method' && !inType && parentKind !== 'module') kind = 'function';
    if (kind === 'constant' && parentKind && parentKind !== 'module' && !CLASS_LIKE.has(parentKind)) continue;
    const qualified = parentQualified ? `${parentQualified}.${raw.name}` : raw.name;
    if (kind === 'impl') {
      stack.push({ raw, qualified: classNames.get(raw.name) ?? qualified, kind });
      continue;
    }
    const body = bodyOf(raw.node);
    const def: Definition = {
      name: raw.name,
      qualifiedName: qualified,
      kind: kind as DefinitionKind,
      signature: signatureOf(raw.node, text, body),
      startLine: raw.node.startPosition.row + 1,
      endLine: endLineOf(raw.node),
      nameLine: raw.nameNode.startPosition.row + 1,
    };
    const doc = docOf(raw.node, body, id, text, language, neighbours);
    if (doc) def.doc = doc;
    if (parentQualified) def.parent = parentQualified;
    out.push(def);
    if (!byQualified.has(qualified)) byQualified.set(qualified, def);
    if (CLASS_LIKE.has(kind) && !classNames.has(raw.name)) classNames.set(raw.name, qualified);
    if (CONTAINERS.has(kind)) stack.push({ raw, def, qualified, kind });
    // `type Hooks = { before(): void }` declares its members as an interface does.
    else if (kind === 'type' && raw.node.childForFieldName('value')?.type === 'object_type') stack.push({ raw, def, qualified, kind: 'interface' });
  }
  fillMembers(out);
  return out;
}

/**
 * A C# or PHP namespace as a `module`: its dotted name (`Acme.Billing` for `Acme\\Billing`) under the
 * namespace it is nested in, its last part as the name and the rest as the parent, so that
 * `parent.name` is the qualified name.
 */
function packageDefinition(raw: RawDefinition, outer: string | undefined, text: string, id: LanguageId, grammar: Language, neighbours: Neighbours): Definition {
  const qualified = [outer, raw.owner, raw.name].filter(Boolean).join('.');
  const parent = qualified.slice(0, Math.max(0, qualified.length - raw.name.length - 1));
  const body = bodyOf(raw.node);
  const def: Definition = {
    name: raw.name,
    qualifiedName: qualified,
    kind: 'module',
    signature: signatureOf(raw.node, text, body),
    startLine: raw.node.startPosition.row + 1,
    endLine: endLineOf(raw.node),
    nameLine: raw.nameNode.startPosition.row + 1,
  };
  const doc = docOf(raw.node, body, id, text, grammar, neighbours);
  if (doc) def.doc = doc;
  if (parent) def.parent = parent;
  return def;
}

/** Definitions that can own others found inside them. */
const OWNERS = new Set<DefinitionKind>(['class', 'interface', 'struct', 'enum', 'function', 'method']);

/**
 * The definitions of a file parsed with the first branch of each conditional alone (`kept`), with
 * those only the other branches define (`alternatives`, from a parse of the whole text, whose
 * structure may be broken): each alternative is placed under the innermost type or function around
 * it, when there is one, else keeps its own qualified name. Ordered as `extractDefinitions` orders.
 */
export function withAlternativeDefinitions(kept: readonly Definition[], alternatives: readonly Definition[]): Definition[] {
  const out = [...kept];
  // Possible owners by first line, each with its place in `out` (of two the same size around an
  // alternative, the later is its owner); `open` holds those begun and not ended before the
  // alternative's first line (a few: the ones it is nested in), so thousands of conditionals do not
  // make this quadratic.
  const owners = kept.flatMap((d, at) => (OWNERS.has(d.kind) ? [{ d, at }] : [])).sort((a, b) => a.d.startLine - b.d.startLine || a.at - b.at);
  let next = 0;
  let open: { d: Definition; at: number }[] = [];
  for (const alt of [...alternatives].sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine)) {
    while (next < owners.length && owners[next]!.d.startLine <= alt.startLine) open.push(owners[next++]!);
    open = open.filter((o) => o.d.endLine >= alt.startLine);
    let owner: { d: Definition; at: number } | undefined;
    for (const o of open) {
      if (o.d.endLine < alt.endLine) continue;
      const size = o.d.endLine - o.d.startLine;
      const best = owner ? owner.d.endLine - owner.d.startLine : Infinity;
      if (size < best || (size === best && o.at > owner!.at)) owner = o;
    }
    const def: Definition = { ...alt };
    if (owner) {
      def.parent = owner.d.qualifiedName;
      def.qualifiedName = `${owner.d.qualifiedName}.${alt.name}`;
      const inType = CLASS_LIKE.has(owner.d.kind);
      if (def.kind === 'function' && inType) def.kind = 'method';
      else if (def.kind === 'method' && !inType) def.kind = 'function';
    }
    const at = out.push(def) - 1;
    // It begins where later alternatives begin or before.
    if (OWNERS.has(def.kind)) open.push({ d: def, at });
  }
  out.sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine);
  fillMembers(out);
  return out;
}

/** The matches of the definitions, imports and references queries from one pass over the tree. */
export function analysisMatches(root: Node, language: Language, id: LanguageId): { definitions: QueryMatch[]; imports: QueryMatch[]; references: QueryCapture[] } {
  const query = compileQuery(language, id, 'definitions', 'imports', 'references');
  const definitions: QueryMatch[] = [];
  const imports: QueryMatch[] = [];
  const references: QueryCapture[] = [];
  for (const match of query.matches(root, QUERY_LIMITS)) {
    // An object literal's holder (`objectOwners`) names definitions too.
    if (match.captures.some((c) => c.name.startsWith('definition.') || c.name === 'holder.value')) definitions.push(match);
    // A capture carries its match's pattern index.
    else if (match.captures.some((c) => c.name.startsWith('reference.'))) references.push(...match.captures);
    else imports.push(match);
  }
  references.sort((a, b) => a.node.startIndex - b.node.startIndex || a.patternIndex - b.patternIndex);
  return { definitions, imports, references };
}

const REFERENCE_KINDS: ReadonlyMap<string, ReferenceKind> = new Map(
  (['call', 'type', 'attribute', 'class'] as const).map((kind) => [`reference.${kind}`, kind]),
);

/** `[A-Za-z0-9_]`, by character code. */
function isAsciiWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

/**
 * ASCII characters no identifier token of a supported grammar holds: white space, brackets,
 * punctuation and operators (not `$`, `?`, `!`, `#`, `@` or a backslash, which some grammars'
 * identifiers do).
 */
const IDENTIFIER_ENDS = new Set(' \t\r\n()[]{}<>.,;:=+-*/%&|^~"\''.split('').map((c) => c.charCodeAt(0)));

/**
 * The text of an identifier token (a leaf `node` of `source`, the text it was parsed from), read from
 * the source when it is plain: a run of ASCII letters, digits and underscores ending where an
 * identifier cannot go on (tokens are the longest match, so it is the whole token). Anything else
 * asks tree-sitter (where the node ends is a call into the parser, the costly part).
 */
export function identifierText(node: Pick<Node, 'startIndex' | 'text'>, source: string): string {
  const start = node.startIndex;
  let end = start;
  while (end < source.length && isAsciiWordChar(source.charCodeAt(end))) end++;
  if (end > start && (end === source.length || IDENTIFIER_ENDS.has(source.charCodeAt(end)))) return source.slice(start, end);
  return node.text;
}

/**
 * The identifiers a file uses as calls, types, attributes and base classes, de-duplicated per line;
 * `source` is the text the tree was parsed from.
 */
export function extractReferences(root: Node, source: string, language: Language, id: LanguageId, captures?: readonly QueryCapture[]): Reference[] {
  const seen = new Set<string>();
  const out: Reference[] = [];
  for (const capture of captures ?? compileQuery(language, id, 'references').captures(root, QUERY_LIMITS)) {
    const kind = REFERENCE_KINDS.get(capture.name);
    if (kind === undefined) continue;
    const name = identifierText(capture.node, source);
    if (name.length < 2 || name.length > 80) continue;
    const line = capture.node.startPosition.row + 1;
    const key = `${name}\0${line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name, kind, line });
  }
  return out;
}
