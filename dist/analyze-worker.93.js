export const id = 93;
export const ids = [93];
export const modules = {

/***/ 93:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  analyzeFile: () => (/* binding */ analyzeFile),
  analyzeImports: () => (/* binding */ analyzeImports),
  analyzeOrFail: () => (/* binding */ analyzeOrFail),
  describeFailure: () => (/* binding */ describeFailure)
});

// UNUSED EXPORTS: wholeDefinitions

;// CONCATENATED MODULE: ./src/code/chunker.ts
/** Bigger sources are chunked by lines without a parse (generated tables, vendored amalgamations). */
const MAX_PARSE_CHARS = 2_000_000;
/** Aim for chunks of about this many characters. */
const CHUNK_MAX_CHARS = 1_500;
/** Neighbouring chunks smaller than this (non-blank characters) are merged while the result fits. */
const CHUNK_MIN_CHARS = 500;
/** Fallback windows for files without a parser. */
const WINDOW_MAX_LINES = 60;
/** Per-line character counts and prefix sums, so a row range's size is O(1). */
class LineSizes {
    count;
    prefix;
    nonBlankPrefix;
    constructor(text) {
        const lengths = [];
        const nonBlank = [];
        let start = 0;
        for (;;) {
            const nl = text.indexOf('\n', start);
            const end = nl === -1 ? text.length : nl;
            lengths.push(end - start + 1);
            let solid = 0;
            for (let i = start; i < end; i++) {
                const c = text.charCodeAt(i);
                if (c !== 32 && c !== 9 && c !== 13)
                    solid++;
            }
            nonBlank.push(solid);
            if (nl === -1)
                break;
            start = nl + 1;
        }
        // A trailing newline does not start another line.
        if (text.endsWith('\n') && lengths.length > 1) {
            lengths.pop();
            nonBlank.pop();
        }
        this.count = lengths.length;
        this.prefix = new Float64Array(this.count + 1);
        this.nonBlankPrefix = new Float64Array(this.count + 1);
        for (let i = 0; i < this.count; i++) {
            this.prefix[i + 1] = this.prefix[i] + lengths[i];
            this.nonBlankPrefix[i + 1] = this.nonBlankPrefix[i] + nonBlank[i];
        }
    }
    /** Characters in rows a..b (0-based, inclusive). */
    size(a, b) {
        return this.prefix[b + 1] - this.prefix[a];
    }
    solid(a, b) {
        return this.nonBlankPrefix[b + 1] - this.nonBlankPrefix[a];
    }
}
function windowRows(start, end, sizes, out) {
    let a = start;
    while (a <= end) {
        let b = a;
        while (b < end && b - a + 1 < WINDOW_MAX_LINES && sizes.size(a, b + 1) <= CHUNK_MAX_CHARS)
            b++;
        out.push([a, b]);
        a = b + 1;
    }
}
/**
 * Groups the children of `root` into row spans of at most CHUNK_MAX_CHARS, going into big ones (in
 * no particular order: `partition` sorts the spans). A node on one row cannot be split into lines,
 * so it is not gone into; the rest is walked with a stack of its own, as deep as the tree is (code
 * nested thousands of levels deep would overflow the call stack).
 */
function spansOf(root, sizes, out) {
    const todo = [root];
    for (let node = todo.pop(); node; node = todo.pop()) {
        let current;
        // All the children at once: asking for child i walks the first i (quadratic with thousands).
        for (const child of node.children) {
            if (!child)
                continue;
            const s = child.startPosition.row;
            const e = Math.min(child.endPosition.row, sizes.count - 1);
            if (e < s)
                continue;
            if (sizes.size(s, e) > CHUNK_MAX_CHARS) {
                if (current)
                    out.push(current);
                current = undefined;
                if (e > s && child.childCount > 0)
                    todo.push(child);
                else
                    windowRows(s, e, sizes, out);
                continue;
            }
            if (current && sizes.size(current[0], e) > CHUNK_MAX_CHARS) {
                out.push(current);
                current = undefined;
            }
            current = current ? [current[0], Math.max(current[1], e)] : [s, e];
        }
        if (current)
            out.push(current);
    }
}
/** Turns possibly overlapping or gapped spans into a partition of rows 0..count-1. */
function partition(spans, count) {
    spans.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    const out = [];
    let next = 0;
    for (const [s0, e] of spans) {
        if (e < next)
            continue;
        const s = Math.max(s0, next);
        if (s > next) {
            // A gap (blank lines, comments between nodes) joins the previous chunk, or starts the file.
            if (out.length > 0)
                out[out.length - 1][1] = s - 1;
            else
                out.push([next, s - 1]);
        }
        out.push([s, e]);
        next = e + 1;
    }
    if (next <= count - 1) {
        if (out.length > 0)
            out[out.length - 1][1] = count - 1;
        else
            out.push([0, count - 1]);
    }
    return out;
}
/** Merges small neighbours while the merged chunk stays within CHUNK_MAX_CHARS. */
function mergeSmall(rows, sizes) {
    const out = [];
    for (const r of rows) {
        const last = out[out.length - 1];
        if (last &&
            (sizes.solid(last[0], last[1]) < CHUNK_MIN_CHARS || sizes.solid(r[0], r[1]) < CHUNK_MIN_CHARS) &&
            sizes.size(last[0], r[1]) <= CHUNK_MAX_CHARS) {
            last[1] = r[1];
        }
        else {
            out.push([r[0], r[1]]);
        }
    }
    return out;
}
function toRanges(rows) {
    return rows.map(([s, e]) => ({ startLine: s + 1, endLine: e + 1 }));
}
/** Chunks a parsed file along its syntax tree. */
function chunkTree(root, text, sizes = new LineSizes(text)) {
    if (text.length === 0)
        return [];
    const spans = [];
    spansOf(root, sizes, spans);
    return toRanges(mergeSmall(partition(spans, sizes.count), sizes));
}
/** Chunks a file without a parser into windows of lines. */
function chunkLines(text, sizes = new LineSizes(text)) {
    if (text.length === 0)
        return [];
    const rows = [];
    windowRows(0, sizes.count - 1, sizes, rows);
    return toRanges(rows);
}

// EXTERNAL MODULE: ./node_modules/web-tree-sitter/web-tree-sitter.js
var web_tree_sitter = __webpack_require__(33);
// EXTERNAL MODULE: ./src/code/definition-text.ts
var definition_text = __webpack_require__(242);
;// CONCATENATED MODULE: ./src/code/queries.ts
const PYTHON = {
    definitions: `
(class_definition name: (identifier) @name) @definition.class
(function_definition name: (identifier) @name) @definition.function
(module (expression_statement (assignment left: (identifier) @name) @definition.constant)
  (#match? @name "^_*[A-Z][A-Z0-9_]*$"))
`,
    references: `
(call function: (identifier) @reference.call)
(call function: (attribute attribute: (identifier) @reference.call))
(attribute attribute: (identifier) @reference.attribute)
(class_definition superclasses: (argument_list (identifier) @reference.class))
(class_definition superclasses: (argument_list (attribute attribute: (identifier) @reference.class)))
(type (identifier) @reference.type)
(decorator (identifier) @reference.call)
`,
    imports: `
(import_statement name: (dotted_name) @import.source)
(import_statement name: (aliased_import name: (dotted_name) @import.source alias: (identifier) @import.alias))
(import_from_statement module_name: (_) @import.source name: (dotted_name) @import.name)
(import_from_statement module_name: (_) @import.source name: (aliased_import name: (dotted_name) @import.name alias: (identifier) @import.alias))
(import_from_statement module_name: (_) @import.source (wildcard_import) @import.name)
`,
};
const JS_COMMON_DEFINITIONS = `
(function_declaration name: (identifier) @name) @definition.function
(generator_function_declaration name: (identifier) @name) @definition.function
(method_definition name: [(property_identifier) (private_property_identifier) (string) (computed_property_name)] @name) @definition.method
(variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression) (generator_function)]) @definition.function
(assignment_expression
  left: (member_expression
    object: (member_expression object: [(identifier) (member_expression)] @receiver property: (property_identifier) @_proto)
    property: (property_identifier) @name)
  right: [(arrow_function) (function_expression)]
  (#eq? @_proto "prototype")) @definition.method
(assignment_expression
  left: (member_expression object: (identifier) @_obj property: (property_identifier) @name)
  right: [(arrow_function) (function_expression)]
  (#match? @_obj "^(exports|module)$")
  (#not-eq? @name "exports")) @definition.function
(assignment_expression
  left: (member_expression
    object: (member_expression object: (identifier) @_module property: (property_identifier) @_exports)
    property: (property_identifier) @name)
  right: [(arrow_function) (function_expression)]
  (#eq? @_module "module")
  (#eq? @_exports "exports")) @definition.function
(assignment_expression
  left: (member_expression object: [(identifier) (member_expression)] @receiver property: (property_identifier) @name)
  right: [(arrow_function) (function_expression)]
  (#not-match? @receiver "^(exports|module|module[.]exports)$|[.]prototype$")) @definition.method
(assignment_expression
  left: (member_expression property: (property_identifier) @name)
  right: [(arrow_function) (function_expression)]
  (#not-eq? @name "exports")) @definition.function
(function_expression name: (identifier) @name) @definition.function
(pair key: [(property_identifier) (string)] @name value: [(arrow_function) (function_expression)]) @definition.method
(variable_declarator name: (identifier) @holder value: [(object) (call_expression arguments: (arguments (object))) (new_expression arguments: (arguments (object)))] @holder.value)
(assignment_expression left: [(identifier) (member_expression)] @receiver right: [(object) (call_expression arguments: (arguments (object))) (new_expression arguments: (arguments (object)))] @holder.value)
(program [(lexical_declaration (variable_declarator name: (identifier) @name value: (call_expression arguments: (arguments [(arrow_function) (function_expression) (call_expression arguments: (arguments [(arrow_function) (function_expression)]))]))) @definition.function)
  (variable_declaration (variable_declarator name: (identifier) @name value: (call_expression arguments: (arguments [(arrow_function) (function_expression) (call_expression arguments: (arguments [(arrow_function) (function_expression)]))]))) @definition.function)
  (export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @name value: (call_expression arguments: (arguments [(arrow_function) (function_expression) (call_expression arguments: (arguments [(arrow_function) (function_expression)]))]))) @definition.function))])
(program (lexical_declaration (variable_declarator name: (identifier) @name) @definition.constant)
  (#match? @name "^_*[A-Z][A-Z0-9_]*$"))
(program (export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @name) @definition.constant)))
`;
const JS_COMMON_REFERENCES = `
(call_expression function: (identifier) @reference.call)
(call_expression function: (member_expression property: (property_identifier) @reference.call))
(new_expression constructor: (identifier) @reference.class)
(new_expression constructor: (member_expression property: (property_identifier) @reference.class))
(member_expression property: (property_identifier) @reference.attribute)
`;
const JS_COMMON_IMPORTS = `
(import_statement source: (string (string_fragment) @import.source))
(import_specifier name: (identifier) @import.name alias: (identifier) @import.alias)
(import_specifier name: (identifier) @import.name !alias)
(import_clause (identifier) @import.alias)
(namespace_import (identifier) @import.alias)
(export_statement source: (string (string_fragment) @import.source))
(call_expression function: (identifier) @_require arguments: (arguments . (string (string_fragment) @import.source))
  (#eq? @_require "require"))
(call_expression function: (import) arguments: (arguments . (string (string_fragment) @import.source)))
`;
const TYPESCRIPT = {
    definitions: `${JS_COMMON_DEFINITIONS}
(function_signature name: (identifier) @name) @definition.function
(class_declaration name: (type_identifier) @name) @definition.class
(abstract_class_declaration name: (type_identifier) @name) @definition.class
(class name: (type_identifier) @name) @definition.class
(interface_declaration name: (type_identifier) @name) @definition.interface
(type_alias_declaration name: (type_identifier) @name) @definition.type
(enum_declaration name: (identifier) @name) @definition.enum
(internal_module name: [(identifier) (nested_identifier)] @name) @definition.module
(module name: [(identifier) (nested_identifier)] @name) @definition.module
(method_signature name: [(property_identifier) (private_property_identifier)] @name) @definition.method
(property_signature name: [(property_identifier) (private_property_identifier)] @name
  type: (type_annotation (function_type))) @definition.method
(abstract_method_signature name: [(property_identifier) (private_property_identifier)] @name) @definition.method
(public_field_definition name: [(property_identifier) (private_property_identifier)] @name
  value: [(arrow_function) (function_expression)]) @definition.method
(variable_declarator name: (identifier) @holder value: [(as_expression (object)) (satisfies_expression (object))] @holder.value)
`,
    references: `${JS_COMMON_REFERENCES}
(type_annotation (type_identifier) @reference.type)
(generic_type name: (type_identifier) @reference.type)
(extends_clause value: (identifier) @reference.class)
(implements_clause (type_identifier) @reference.class)
(extends_type_clause type: (type_identifier) @reference.class)
(type_arguments (type_identifier) @reference.type)
`,
    imports: JS_COMMON_IMPORTS,
};
const JAVASCRIPT = {
    definitions: `${JS_COMMON_DEFINITIONS}
(class_declaration name: (identifier) @name) @definition.class
(class name: (identifier) @name) @definition.class
(field_definition property: [(property_identifier) (private_property_identifier)] @name
  value: [(arrow_function) (function_expression)]) @definition.method
`,
    references: `${JS_COMMON_REFERENCES}
(class_heritage (identifier) @reference.class)
`,
    imports: JS_COMMON_IMPORTS,
};
const GO = {
    definitions: `
(function_declaration name: (identifier) @name) @definition.function
(method_declaration
  receiver: (parameter_list (parameter_declaration type: [
    (type_identifier) @receiver
    (pointer_type (type_identifier) @receiver)
    (generic_type type: (type_identifier) @receiver)
    (pointer_type (generic_type type: (type_identifier) @receiver))]))
  name: (field_identifier) @name) @definition.method
(type_spec name: (type_identifier) @name type: (struct_type)) @definition.struct
(type_spec name: (type_identifier) @name type: (interface_type)) @definition.interface
(type_spec name: (type_identifier) @name) @definition.type
(type_alias name: (type_identifier) @name) @definition.type
(method_elem name: (field_identifier) @name) @definition.method
(source_file (const_declaration (const_spec name: (identifier) @name) @definition.constant))
`,
    references: `
(call_expression function: (identifier) @reference.call)
(call_expression function: (selector_expression field: (field_identifier) @reference.call))
(selector_expression field: (field_identifier) @reference.attribute)
(type_identifier) @reference.type
(qualified_type name: (type_identifier) @reference.type)
`,
    imports: `
(import_spec name: (package_identifier) @import.alias path: (interpreted_string_literal (interpreted_string_literal_content) @import.source))
(import_spec !name path: (interpreted_string_literal (interpreted_string_literal_content) @import.source))
`,
};
const RUST = {
    definitions: `
(function_item name: (identifier) @name) @definition.function
(function_signature_item name: (identifier) @name) @definition.function
(struct_item name: (type_identifier) @name) @definition.struct
(union_item name: (type_identifier) @name) @definition.struct
(enum_item name: (type_identifier) @name) @definition.enum
(trait_item name: (type_identifier) @name) @definition.interface
(type_item name: (type_identifier) @name) @definition.type
(mod_item name: (identifier) @name body: (declaration_list)) @definition.module
(const_item name: (identifier) @name) @definition.constant
(static_item name: (identifier) @name) @definition.constant
(macro_definition name: (identifier) @name) @definition.macro
(impl_item type: [
  (type_identifier) @name
  (generic_type type: (type_identifier) @name)
  (scoped_type_identifier name: (type_identifier) @name)]) @definition.impl
`,
    references: `
(call_expression function: (identifier) @reference.call)
(call_expression function: (field_expression field: (field_identifier) @reference.call))
(call_expression function: (scoped_identifier name: (identifier) @reference.call))
(field_expression field: (field_identifier) @reference.attribute)
(type_identifier) @reference.type
(macro_invocation macro: (identifier) @reference.call)
`,
    imports: `
(use_declaration argument: (_) @import.source)
(mod_item name: (identifier) @import.mod !body)
`,
};
const JAVA = {
    definitions: `
(class_declaration name: (identifier) @name) @definition.class
(record_declaration name: (identifier) @name) @definition.class
(interface_declaration name: (identifier) @name) @definition.interface
(annotation_type_declaration name: (identifier) @name) @definition.interface
(enum_declaration name: (identifier) @name) @definition.enum
(method_declaration name: (identifier) @name) @definition.method
(constructor_declaration name: (identifier) @name) @definition.method
(compact_constructor_declaration name: (identifier) @name) @definition.method
(annotation_type_element_declaration name: (identifier) @name) @definition.method
(field_declaration (modifiers) @_mods declarator: (variable_declarator name: (identifier) @name)
  (#match? @_mods "static")
  (#match? @_mods "final")) @definition.constant
`,
    references: `
(method_invocation name: (identifier) @reference.call)
(object_creation_expression type: (type_identifier) @reference.class)
(superclass (type_identifier) @reference.class)
(super_interfaces (type_list (type_identifier) @reference.class))
(field_access field: (identifier) @reference.attribute)
(type_identifier) @reference.type
`,
    imports: `
(import_declaration (scoped_identifier) @import.source)
(import_declaration (identifier) @import.source)
`,
};
const RUBY = {
    definitions: `
(class name: [(constant) (scope_resolution)] @name) @definition.class
(module name: [(constant) (scope_resolution)] @name) @definition.module
(method name: (_) @name) @definition.method
(singleton_method name: (_) @name) @definition.method
(assignment left: (constant) @name) @definition.constant
`,
    references: `
(call method: (identifier) @reference.call)
(superclass (constant) @reference.class)
(superclass (scope_resolution name: (constant) @reference.class))
(scope_resolution name: (constant) @reference.type)
`,
    imports: `
(call method: (identifier) @_require arguments: (argument_list . (string (string_content) @import.source))
  (#match? @_require "^(require|require_relative|load|autoload)$"))
`,
};
const CPP = {
    definitions: `
(function_definition declarator: (function_declarator declarator: (_) @name)) @definition.function
(function_definition declarator: (pointer_declarator declarator: (function_declarator declarator: (_) @name))) @definition.function
(function_definition declarator: (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (_) @name)))) @definition.function
(function_definition declarator: (pointer_declarator declarator: (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (_) @name))))) @definition.function
(function_definition declarator: (reference_declarator (function_declarator declarator: (_) @name))) @definition.function
(class_specifier name: (type_identifier) @name body: (field_declaration_list)) @definition.class
(struct_specifier name: (type_identifier) @name body: (field_declaration_list)) @definition.struct
(union_specifier name: (type_identifier) @name body: (field_declaration_list)) @definition.struct
(enum_specifier name: (type_identifier) @name body: (enumerator_list)) @definition.enum
(namespace_definition name: [(namespace_identifier) (nested_namespace_specifier)] @name) @definition.module
(type_definition declarator: (type_identifier) @name) @definition.type
(alias_declaration name: (type_identifier) @name) @definition.type
(field_declaration_list (field_declaration declarator: (function_declarator declarator: (field_identifier) @name)) @definition.method)
(field_declaration_list (declaration declarator: (function_declarator declarator: [(identifier) (destructor_name)] @name)) @definition.method)
(preproc_def name: (identifier) @name) @definition.macro
(preproc_function_def name: (identifier) @name) @definition.macro
`,
    references: `
(call_expression function: (identifier) @reference.call)
(call_expression function: (field_expression field: (field_identifier) @reference.call))
(call_expression function: (qualified_identifier name: (identifier) @reference.call))
(field_expression field: (field_identifier) @reference.attribute)
(type_identifier) @reference.type
(base_class_clause (type_identifier) @reference.class)
`,
    imports: `
(preproc_include path: (string_literal (string_content) @import.source))
(preproc_include path: (system_lib_string) @import.system)
`,
};
const CSHARP = {
    definitions: `
(namespace_declaration name: [(identifier) (qualified_name)] @name) @definition.package
(file_scoped_namespace_declaration name: [(identifier) (qualified_name)] @name) @definition.package
(class_declaration name: (identifier) @name) @definition.class
(record_declaration name: (identifier) @name) @definition.class
(interface_declaration name: (identifier) @name) @definition.interface
(struct_declaration name: (identifier) @name) @definition.struct
(enum_declaration name: (identifier) @name) @definition.enum
(delegate_declaration name: (identifier) @name) @definition.type
(method_declaration name: (identifier) @name) @definition.method
(constructor_declaration name: (identifier) @name) @definition.method
(destructor_declaration name: (identifier) @name) @definition.method
(operator_declaration operator: _ @name) @definition.method
(conversion_operator_declaration type: (_) @name) @definition.method
(property_declaration name: (identifier) @name) @definition.method
(local_function_statement name: (identifier) @name) @definition.function
(field_declaration (modifier) @_mod (variable_declaration (variable_declarator name: (identifier) @name))
  (#eq? @_mod "const")) @definition.constant
`,
    references: `
(invocation_expression function: (identifier) @reference.call)
(invocation_expression function: (generic_name . (identifier) @reference.call))
(invocation_expression function: (member_access_expression name: (identifier) @reference.call))
(invocation_expression function: (member_access_expression name: (generic_name . (identifier) @reference.call)))
(object_creation_expression type: (identifier) @reference.class)
(object_creation_expression type: (generic_name . (identifier) @reference.class))
(object_creation_expression type: (qualified_name name: (identifier) @reference.class))
(base_list (identifier) @reference.class)
(base_list (generic_name . (identifier) @reference.class))
(base_list (qualified_name name: [(identifier) (generic_name . (identifier))] @reference.class))
(primary_constructor_base_type type: (identifier) @reference.class)
(member_access_expression name: (identifier) @reference.attribute)
(attribute name: (identifier) @reference.type)
(_ type: (identifier) @reference.type)
(_ type: (qualified_name name: (identifier) @reference.type))
(_ returns: (identifier) @reference.type)
(generic_name . (identifier) @reference.type)
(type_argument_list (identifier) @reference.type)
`,
    imports: `
(using_directive !name [(identifier) (qualified_name)] @import.source)
(using_directive name: (identifier) @import.alias [(identifier) (qualified_name)] @import.source .)
`,
};
/** A PHP `require`/`include` of each kind: the path expression it loads. */
const PHP_INCLUDES = ['require_expression', 'require_once_expression', 'include_expression', 'include_once_expression']
    .map((type) => `(${type} (_) @import.file)`)
    .join('\n');
const PHP = {
    definitions: `
(namespace_definition name: (namespace_name) @name) @definition.package
(class_declaration name: (name) @name) @definition.class
(trait_declaration name: (name) @name) @definition.class
(interface_declaration name: (name) @name) @definition.interface
(enum_declaration name: (name) @name) @definition.enum
(function_definition name: (name) @name) @definition.function
(method_declaration name: (name) @name) @definition.method
(assignment_expression left: (variable_name (name) @name) right: [(anonymous_function) (arrow_function)]) @definition.function
(const_declaration (const_element (name) @name)) @definition.constant
(function_call_expression function: (name) @_define arguments: (arguments . (argument (string (string_content) @name)))
  (#eq? @_define "define")) @definition.constant
`,
    references: `
(function_call_expression function: (name) @reference.call)
(function_call_expression function: (qualified_name (name) @reference.call .))
(member_call_expression name: (name) @reference.call)
(nullsafe_member_call_expression name: (name) @reference.call)
(scoped_call_expression name: (name) @reference.call)
(object_creation_expression (name) @reference.class (#not-match? @reference.class "^(self|static|parent)$"))
(object_creation_expression (qualified_name (name) @reference.class .))
(base_clause (name) @reference.class)
(base_clause (qualified_name (name) @reference.class .))
(class_interface_clause (name) @reference.class)
(class_interface_clause (qualified_name (name) @reference.class .))
(use_declaration (name) @reference.class)
(use_declaration (qualified_name (name) @reference.class .))
(member_access_expression name: (name) @reference.attribute)
(nullsafe_member_access_expression name: (name) @reference.attribute)
(class_constant_access_expression . (name) @reference.type (#not-match? @reference.type "^(self|static|parent)$"))
(scoped_call_expression scope: (name) @reference.type (#not-match? @reference.type "^(self|static|parent)$"))
(named_type (name) @reference.type (#not-match? @reference.type "^(self|static|parent)$"))
(named_type (qualified_name (name) @reference.type .))
(attribute (name) @reference.type)
(binary_expression operator: "instanceof" right: (name) @reference.type)
`,
    imports: `
(namespace_use_declaration (namespace_use_clause . [(name) (qualified_name)] @import.source !alias))
(namespace_use_declaration (namespace_use_clause . [(name) (qualified_name)] @import.source alias: (name) @import.alias))
(namespace_use_declaration (namespace_name) @import.source body: (namespace_use_group (namespace_use_clause . [(name) (qualified_name)] @import.name !alias)))
(namespace_use_declaration (namespace_name) @import.source body: (namespace_use_group (namespace_use_clause . [(name) (qualified_name)] @import.name alias: (name) @import.alias)))
${PHP_INCLUDES}
`,
};
const QUERIES = {
    python: PYTHON,
    typescript: TYPESCRIPT,
    tsx: TYPESCRIPT,
    javascript: JAVASCRIPT,
    go: GO,
    rust: RUST,
    java: JAVA,
    ruby: RUBY,
    cpp: CPP,
    csharp: CSHARP,
    php: PHP,
};

;// CONCATENATED MODULE: ./src/code/definitions.ts
/**
 * Definitions and references of one parsed file, from the per-language queries: every class,
 * interface, struct, enum, function, method, type alias and constant with its qualified name,
 * signature, lines, doc summary, parent and members; and the identifiers the file uses.
 */



/** Of the definitions `accept` takes, the one with the fewest lines around `line` (the first of equals). */
function innermostAround(defs, line, accept) {
    let best;
    for (const d of defs) {
        if (d.startLine <= line && line <= d.endLine && accept(d) && (!best || d.endLine - d.startLine < best.endLine - best.startLine))
            best = d;
    }
    return best;
}
const MAX_SIGNATURE = 240;
const MAX_DOC = 160;
/** Higher wins when one node is captured under several kinds. */
const KIND_PRIORITY = {
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
const compiled = new Map();
/**
 * Deepest node a query match may start at. A query cursor's every step costs time in the depth it
 * is at, so a tree thousands of levels deep made a file's queries quadratic (a chain of 8,000 calls
 * on one line: 4 s, against 0.01 s with this cap). Code nests a few dozen levels; what starts deeper
 * than this (inside such a chain) is not looked at.
 */
const MAX_QUERY_DEPTH = 1000;
/** Options for every query run over a file's tree. */
const QUERY_LIMITS = { maxStartDepth: MAX_QUERY_DEPTH };
/** The language's query made of the named ones (several make one query: one pass over a tree), compiled once. */
function compileQuery(language, id, ...which) {
    const key = `${id}:${which.join('+')}`;
    let query = compiled.get(key);
    if (!query) {
        try {
            query = new web_tree_sitter.Query(language, which.map((name) => QUERIES[id][name]).join('\n'));
        }
        catch (error) {
            throw new Error(`The ${which.join(' and ')} ${which.length > 1 ? 'queries' : 'query'} for ${id} do${which.length > 1 ? '' : 'es'} not compile: ${error.message}`);
        }
        compiled.set(key, query);
    }
    return query;
}
function collapse(text, max) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
/** Splits `A::B::c` / `A.b` / `A\\B\\c` style names into owner and last part. */
function splitScoped(text) {
    const parts = text.split(/::|\.|\\/).filter(Boolean);
    if (parts.length <= 1)
        return { name: text.replace(/^(?:::|\\)/, '') };
    return { name: parts[parts.length - 1], owner: parts.slice(0, -1).join('.') };
}
/**
 * The name a definition's `@name` capture gives; `definition` is the type of the node captured as
 * the definition (in C#, the name's parent for the declarations below: the queries capture their
 * names as direct children, so the tree, whose way to a parent is a walk over the nodes before it,
 * need not be asked).
 */
function cleanName(node, id, definition) {
    // C# names a destructor by the class name, an operator by its token, a conversion by its type.
    const outer = id === 'csharp' ? definition : undefined;
    if (outer === 'destructor_declaration')
        return { name: `~${node.text}` };
    if (outer === 'operator_declaration' || outer === 'conversion_operator_declaration')
        return { name: `operator ${node.text}` };
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
function receiverName(text) {
    if (text.length > MAX_RECEIVER)
        return undefined;
    const parts = text.split('.');
    if (parts.length > 1 && parts[parts.length - 1] === 'prototype')
        parts.pop();
    // `module.exports.helpers = {...}`: users reach it as `helpers`.
    if (parts[0] === 'module' && parts[1] === 'exports' && parts.length > 2)
        parts.splice(0, 2);
    else if (parts[0] === 'exports' && parts.length > 1)
        parts.shift();
    if (parts[0] === 'this' || parts[0] === 'super')
        return undefined;
    // A receiver's own parts are identifiers; the keys of the objects nested in its value may be quoted words (`objectKey`).
    return /^[A-Za-z_$][\w$]*$/.test(parts[0]) && parts.every((part) => OBJECT_KEY.test(part)) ? parts.join('.') : undefined;
}
const spanKey = (node) => `${node.startIndex}:${node.endIndex}`;
/** TypeScript's expressions that give an object literal a type. */
const TYPE_ASSERTIONS = new Set(['as_expression', 'satisfies_expression']);
/** The receivers whose object's members are the module's exports, reached by their own names. */
const MODULE_EXPORTS = /^(?:exports|module\.exports)$/;
/** The key of a pair as a name part (`w` of `w: {...}`, `no-foo` of `'no-foo': {...}`), or undefined. */
function objectKey(pair) {
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
function objectOwners(matches) {
    const owners = new Map();
    for (const match of matches) {
        let value;
        const owner = {};
        for (const capture of match.captures) {
            if (capture.name === 'holder.value')
                value = capture.node;
            else if (capture.name === 'receiver')
                owner.receiver = capture.node.text;
            else if (capture.name === 'holder')
                owner.holder = capture.node.text;
        }
        if (!value)
            continue;
        const object = objectOf(value);
        const objects = object ? [object] : (value.childForFieldName('arguments')?.namedChildren ?? []).filter((n) => n?.type === 'object');
        // `module.exports = { exported() {} }`: users reach `exported` as it is, and a nested object's
        // members by its key (`module.exports = { rules: {...} }` holds `rules.…`).
        const exported = owner.receiver !== undefined && MODULE_EXPORTS.test(owner.receiver);
        for (const object of objects)
            ownMembers(object, exported ? {} : owner, owners, 1);
    }
    return owners;
}
/** The object literal `node` is, or holds as `{...} as Record<K, V>`, `{...} satisfies T`, `{...} as const`. */
function objectOf(node) {
    const object = node && TYPE_ASSERTIONS.has(node.type) ? node.namedChildren[0] : node;
    return object?.type === 'object' ? object : undefined;
}
/** Gives `object`'s members `owner`, and the members of an object a pair of it holds that owner and the pair's key. */
function ownMembers(object, owner, owners, depth) {
    const owned = owner.receiver !== undefined || owner.holder !== undefined;
    for (const member of object.namedChildren) {
        if (!member || (member.type !== 'pair' && member.type !== 'method_definition'))
            continue;
        const value = member.type === 'pair' ? member.childForFieldName('value') : null;
        // Only a method or a function-valued pair is a definition: a table of strings owns nothing.
        if (!value || FUNCTION_VALUES.has(value.type)) {
            if (owned)
                owners.set(spanKey(member), owner);
            continue;
        }
        const nestedObject = depth < MAX_OBJECT_DEPTH ? objectOf(value) : undefined;
        const key = nestedObject && objectKey(member);
        if (!nestedObject || !key)
            continue;
        const nested = owner.receiver !== undefined ? { receiver: `${owner.receiver}.${key}` } : { holder: owner.holder !== undefined ? `${owner.holder}.${key}` : key };
        ownMembers(nestedObject, nested, owners, depth + 1);
    }
}
function rawDefinitions(matches, id) {
    const byNode = new Map();
    const owners = id === 'javascript' || id === 'typescript' || id === 'tsx' ? objectOwners(matches) : undefined;
    for (const match of matches) {
        let defNode;
        let kind = '';
        let nameNode;
        let receiver;
        let holder;
        for (const capture of match.captures) {
            if (capture.name.startsWith('definition.')) {
                defNode = capture.node;
                kind = capture.name.slice('definition.'.length);
            }
            else if (capture.name === 'name')
                nameNode = capture.node;
            else if (capture.name === 'receiver')
                receiver = capture.node.text;
        }
        if (!defNode || !nameNode)
            continue;
        if (TYPE_MEMBERS.has(defNode.type) && inlineTypeMember(defNode))
            continue;
        const objectOwner = owners?.size && (defNode.type === 'pair' || defNode.type === 'method_definition') ? owners.get(spanKey(defNode)) : undefined;
        if (objectOwner)
            ({ receiver, holder } = objectOwner);
        const existing = byNode.get(defNode.id);
        if (existing && (KIND_PRIORITY[existing.kind] ?? 0) >= (KIND_PRIORITY[kind] ?? 0))
            continue;
        const cleaned = cleanName(nameNode, id, defNode.type);
        if (!cleaned.name)
            continue;
        const owner = receiver !== undefined ? receiverName(receiver) : cleaned.owner;
        byNode.set(defNode.id, { node: defNode, kind, name: cleaned.name, nameNode, ...(owner ? { owner } : {}), ...(holder ? { holder } : {}) });
    }
    return [...byNode.values()].sort((a, b) => a.node.startIndex - b.node.startIndex || b.node.endIndex - a.node.endIndex);
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
function inlineTypeMember(member) {
    for (let node = member.parent; node; node = node.parent) {
        if (INLINE_TYPE_HOSTS.has(node.type))
            return true;
        if (TYPE_SCOPES.has(node.type))
            return false;
    }
    return false;
}
const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'function', 'generator_function', 'anonymous_function']);
/**
 * The function a definition's value is or wraps: `x = () => {}`, or the first function among the
 * arguments of a call, one call deep (`Button = memo(() => ...)`, `Panel = observer(forwardRef(...))`).
 */
function functionValue(outer) {
    let value = outer.childForFieldName('value') ?? outer.childForFieldName('right');
    for (let depth = 0; value && depth < 3; depth++) {
        if (FUNCTION_VALUES.has(value.type))
            return value;
        if (value.type !== 'call_expression')
            return null;
        const args = value.childForFieldName('arguments')?.namedChildren.filter((n) => n !== null) ?? [];
        value = args.find((a) => FUNCTION_VALUES.has(a.type)) ?? args.find((a) => a.type === 'call_expression') ?? null;
    }
    return null;
}
/** The node holding a definition's body, if it has one. */
function bodyOf(node) {
    const body = node.childForFieldName('body');
    if (body)
        return body;
    const value = node.childForFieldName('value') ?? node.childForFieldName('right');
    const fn = functionValue(node);
    if (fn)
        return fn.childForFieldName('body');
    // C# properties: `=> expression`, or accessors with code (`{ get; set; }` stays in the signature).
    if (value?.type === 'arrow_expression_clause')
        return value;
    const accessors = node.childForFieldName('accessors');
    if (accessors?.namedChildren.some((a) => a?.childForFieldName('body')))
        return accessors;
    return null;
}
/** Whether `node` is the function value of the definition `outer` (an assignment, a variable, a pair, a field), or the function it wraps. */
function isValueOf(node, outer) {
    if (!FUNCTION_VALUES.has(node.type))
        return false;
    const value = functionValue(outer);
    return value !== null && value.startIndex === node.startIndex && value.endIndex === node.endIndex && value.type === node.type;
}
/** The header of a definition whose body (`bodyOf`) is `body`. */
function signatureOf(node, text, body) {
    let header;
    if (body && body.startIndex > node.startIndex) {
        header = text.slice(node.startIndex, body.startIndex);
    }
    else {
        header = text.slice(node.startIndex, Math.min(node.endIndex, node.startIndex + MAX_SIGNATURE * 4));
        // Without a body, a long declaration (a big constant, a module) is summarized by its first line.
        if (node.endPosition.row - node.startPosition.row > 2)
            header = header.split('\n', 1)[0];
    }
    return collapse(withoutOpening(header), MAX_SIGNATURE);
}
/**
 * A header without what opens the body at its end (`=>`, `{`, `:`) and the spaces around it: what
 * `header.replace(/\s*(?:=>|[{:])?\s*$/, '')` gives, without that pattern's trying every split of
 * every run of spaces (cubic in a long one).
 */
function withoutOpening(header) {
    const end = header.trimEnd();
    const opening = end.endsWith('=>') ? 2 : end.endsWith('{') || end.endsWith(':') ? 1 : 0;
    return opening ? end.slice(0, -opening).trimEnd() : end;
}
function commentText(raw) {
    // Line by line until one says something (a long docstring is not split whole).
    for (let start = 0; start <= raw.length;) {
        const newline = raw.indexOf('\n', start);
        const end = newline === -1 ? raw.length : newline;
        const line = raw.slice(start, end);
        start = end + 1;
        const cleaned = line
            .replace(/^\s*(?:\/\*\*?|\*\/|\*|\/\/\/?|\/\/!|#+|--)\s?/, '')
            .replace(/\*\/\s*$/, '')
            .trim();
        if (cleaned && !/^[-=*#/]+$/.test(cleaned))
            return collapse(cleaned, MAX_DOC);
    }
    return undefined;
}
const COMMENT_TYPES = new Set(['comment', 'line_comment', 'block_comment']);
const WRAPPERS = new Set(['export_statement', 'decorated_definition', 'template_declaration', 'ambient_declaration']);
/**
 * What each language's comments hold, at their start or (a block's) end. Preprocessor lines start
 * with `#` too, which is why C and C++ do not list it.
 */
const COMMENT_MARKS = {
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
function commentMayPrecede(text, start, language) {
    // The start of the node's row, then of each of the two rows above.
    let from = text.lastIndexOf('\n', start - 1) + 1;
    for (let rows = 0; rows < 2 && from > 0; rows++)
        from = text.lastIndexOf('\n', from - 2) + 1;
    const before = text.slice(from, start);
    return COMMENT_MARKS[language].some((mark) => before.includes(mark));
}
/** Grammars with none of the WRAPPERS types: a definition there is its own anchor. */
const UNWRAPPED = new WeakMap();
function unwrapped(grammar) {
    let none = UNWRAPPED.get(grammar);
    if (none === undefined)
        UNWRAPPED.set(grammar, (none = [...WRAPPERS].every((type) => !grammar.idForNodeType(type, true))));
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
    root;
    places;
    children = [];
    constructor(root) {
        this.root = root;
    }
    index() {
        if (this.places)
            return this.places;
        this.places = new Map();
        if (this.root.hasError && this.root.childCount >= MANY_TOP_LEVEL) {
            this.children = this.root.children;
            this.children.forEach((child, at) => child && this.places.set(Neighbours.key(child), at));
        }
        return this.places;
    }
    static key(node) {
        return `${node.startIndex}:${node.endIndex}:${node.typeId}`;
    }
    parent(node) {
        const places = this.index();
        return places.size > 0 && places.has(Neighbours.key(node)) ? this.root : node.parent;
    }
    previous(node) {
        const places = this.index();
        const at = places.size > 0 ? places.get(Neighbours.key(node)) : undefined;
        return at === undefined ? node.previousSibling : (this.children[at - 1] ?? null);
    }
}
/** The doc summary of a definition whose body (`bodyOf`: in Python its `body` field) is `body`. */
function docOf(node, body, language, text, grammar, neighbours) {
    if (language === 'python') {
        const first = body?.namedChild(0);
        const string = first?.type === 'expression_statement' ? first.namedChild(0) : undefined;
        if (string?.type === 'string') {
            const raw = string.text.replace(/^[rRbBuUfF]*("""|'''|"|')/, '').replace(/("""|'''|"|')$/, '');
            return commentText(raw);
        }
    }
    let anchor = node;
    if (!unwrapped(grammar))
        for (let outer = neighbours.parent(anchor); outer && WRAPPERS.has(outer.type); outer = neighbours.parent(outer))
            anchor = outer;
    if (!commentMayPrecede(text, anchor.startIndex, language))
        return undefined;
    const lines = [];
    let expectRow = anchor.startPosition.row;
    for (let prev = neighbours.previous(anchor); prev && COMMENT_TYPES.has(prev.type); prev = neighbours.previous(prev)) {
        if (prev.endPosition.row < expectRow - 1)
            break;
        lines.unshift(prev.text);
        expectRow = prev.startPosition.row;
    }
    if (!lines.length)
        return undefined;
    return commentText(language === 'csharp' ? (0,definition_text/* xmlDocText */.TG)(lines.join('\n')) : lines.join('\n'));
}
/** The last line of a node, not counting a final newline it ends with. */
function endLineOf(node) {
    return node.endPosition.row + 1 - (node.endPosition.column === 0 && node.endPosition.row > node.startPosition.row ? 1 : 0);
}
/** Extracts every definition of a parsed file, outermost first. */
function extractDefinitions(root, text, language, id, matches) {
    const raws = rawDefinitions(matches ?? compileQuery(language, id, 'definitions').matches(root, QUERY_LIMITS), id);
    const neighbours = new Neighbours(root);
    const out = [];
    const stack = [];
    const byQualified = new Map();
    const classNames = new Map();
    for (const raw of raws) {
        while (stack.length && stack[stack.length - 1].raw.node.endIndex < raw.node.endIndex)
            stack.pop();
        while (stack.length && stack[stack.length - 1].raw.node.startIndex > raw.node.startIndex)
            stack.pop();
        const enclosing = stack[stack.length - 1];
        // `res.redirect = function redirect() {}`, `m: function m() {}`: the function is the value of
        // the definition around it, which already names it (as users call it).
        if (enclosing && isValueOf(raw.node, enclosing.raw.node))
            continue;
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
        }
        else if (raw.holder) {
            parentQualified = parentQualified ? `${parentQualified}.${raw.holder}` : (classNames.get(raw.holder) ?? raw.holder);
            parentKind = 'class';
        }
        const inType = parentKind !== undefined && CLASS_LIKE.has(parentKind);
        if (kind === 'function' && inType)
            kind = 'method';
        else if (kind === 'method' && !inType && parentKind !== 'module')
            kind = 'function';
        if (kind === 'constant' && parentKind && parentKind !== 'module' && !CLASS_LIKE.has(parentKind))
            continue;
        const qualified = parentQualified ? `${parentQualified}.${raw.name}` : raw.name;
        if (kind === 'impl') {
            stack.push({ raw, qualified: classNames.get(raw.name) ?? qualified, kind });
            continue;
        }
        const body = bodyOf(raw.node);
        const def = {
            name: raw.name,
            qualifiedName: qualified,
            kind: kind,
            signature: signatureOf(raw.node, text, body),
            startLine: raw.node.startPosition.row + 1,
            endLine: endLineOf(raw.node),
            nameLine: raw.nameNode.startPosition.row + 1,
        };
        const doc = docOf(raw.node, body, id, text, language, neighbours);
        if (doc)
            def.doc = doc;
        if (parentQualified)
            def.parent = parentQualified;
        out.push(def);
        if (!byQualified.has(qualified))
            byQualified.set(qualified, def);
        if (CLASS_LIKE.has(kind) && !classNames.has(raw.name))
            classNames.set(raw.name, qualified);
        if (CONTAINERS.has(kind))
            stack.push({ raw, def, qualified, kind });
        // `type Hooks = { before(): void }` declares its members as an interface does.
        else if (kind === 'type' && raw.node.childForFieldName('value')?.type === 'object_type')
            stack.push({ raw, def, qualified, kind: 'interface' });
    }
    (0,definition_text/* fillMembers */.x$)(out);
    return out;
}
/**
 * A C# or PHP namespace as a `module`: its dotted name (`Acme.Billing` for `Acme\\Billing`) under the
 * namespace it is nested in, its last part as the name and the rest as the parent, so that
 * `parent.name` is the qualified name.
 */
function packageDefinition(raw, outer, text, id, grammar, neighbours) {
    const qualified = [outer, raw.owner, raw.name].filter(Boolean).join('.');
    const parent = qualified.slice(0, Math.max(0, qualified.length - raw.name.length - 1));
    const body = bodyOf(raw.node);
    const def = {
        name: raw.name,
        qualifiedName: qualified,
        kind: 'module',
        signature: signatureOf(raw.node, text, body),
        startLine: raw.node.startPosition.row + 1,
        endLine: endLineOf(raw.node),
        nameLine: raw.nameNode.startPosition.row + 1,
    };
    const doc = docOf(raw.node, body, id, text, grammar, neighbours);
    if (doc)
        def.doc = doc;
    if (parent)
        def.parent = parent;
    return def;
}
/** Definitions that can own others found inside them. */
const OWNERS = new Set(['class', 'interface', 'struct', 'enum', 'function', 'method']);
/**
 * The definitions of a file parsed with the first branch of each conditional alone (`kept`), with
 * those only the other branches define (`alternatives`, from a parse of the whole text, whose
 * structure may be broken): each alternative is placed under the innermost type or function around
 * it, when there is one, else keeps its own qualified name. Ordered as `extractDefinitions` orders.
 */
function withAlternativeDefinitions(kept, alternatives) {
    const out = [...kept];
    // Possible owners by first line, each with its place in `out` (of two the same size around an
    // alternative, the later is its owner); `open` holds those begun and not ended before the
    // alternative's first line (a few: the ones it is nested in), so thousands of conditionals do not
    // make this quadratic.
    const owners = kept.flatMap((d, at) => (OWNERS.has(d.kind) ? [{ d, at }] : [])).sort((a, b) => a.d.startLine - b.d.startLine || a.at - b.at);
    let next = 0;
    let open = [];
    for (const alt of [...alternatives].sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine)) {
        while (next < owners.length && owners[next].d.startLine <= alt.startLine)
            open.push(owners[next++]);
        open = open.filter((o) => o.d.endLine >= alt.startLine);
        let owner;
        for (const o of open) {
            if (o.d.endLine < alt.endLine)
                continue;
            const size = o.d.endLine - o.d.startLine;
            const best = owner ? owner.d.endLine - owner.d.startLine : Infinity;
            if (size < best || (size === best && o.at > owner.at))
                owner = o;
        }
        const def = { ...alt };
        if (owner) {
            def.parent = owner.d.qualifiedName;
            def.qualifiedName = `${owner.d.qualifiedName}.${alt.name}`;
            const inType = CLASS_LIKE.has(owner.d.kind);
            if (def.kind === 'function' && inType)
                def.kind = 'method';
            else if (def.kind === 'method' && !inType)
                def.kind = 'function';
        }
        const at = out.push(def) - 1;
        // It begins where later alternatives begin or before.
        if (OWNERS.has(def.kind))
            open.push({ d: def, at });
    }
    out.sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine);
    (0,definition_text/* fillMembers */.x$)(out);
    return out;
}
/** The matches of the definitions, imports and references queries from one pass over the tree. */
function analysisMatches(root, language, id) {
    const query = compileQuery(language, id, 'definitions', 'imports', 'references');
    const definitions = [];
    const imports = [];
    const references = [];
    for (const match of query.matches(root, QUERY_LIMITS)) {
        // An object literal's holder (`objectOwners`) names definitions too.
        if (match.captures.some((c) => c.name.startsWith('definition.') || c.name === 'holder.value'))
            definitions.push(match);
        // A capture carries its match's pattern index.
        else if (match.captures.some((c) => c.name.startsWith('reference.')))
            references.push(...match.captures);
        else
            imports.push(match);
    }
    references.sort((a, b) => a.node.startIndex - b.node.startIndex || a.patternIndex - b.patternIndex);
    return { definitions, imports, references };
}
const REFERENCE_KINDS = new Map(['call', 'type', 'attribute', 'class'].map((kind) => [`reference.${kind}`, kind]));
/** `[A-Za-z0-9_]`, by character code. */
function isAsciiWordChar(c) {
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
function identifierText(node, source) {
    const start = node.startIndex;
    let end = start;
    while (end < source.length && isAsciiWordChar(source.charCodeAt(end)))
        end++;
    if (end > start && (end === source.length || IDENTIFIER_ENDS.has(source.charCodeAt(end))))
        return source.slice(start, end);
    return node.text;
}
/**
 * The identifiers a file uses as calls, types, attributes and base classes, de-duplicated per line;
 * `source` is the text the tree was parsed from.
 */
function extractReferences(root, source, language, id, captures) {
    const seen = new Set();
    const out = [];
    for (const capture of captures ?? compileQuery(language, id, 'references').captures(root, QUERY_LIMITS)) {
        const kind = REFERENCE_KINDS.get(capture.name);
        if (kind === undefined)
            continue;
        const name = identifierText(capture.node, source);
        if (name.length < 2 || name.length > 80)
            continue;
        const line = capture.node.startPosition.row + 1;
        const key = `${name}\0${line}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        out.push({ name, kind, line });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/code/preprocessor.ts
/**
 * Text transforms that carry tree-sitter through C-family preprocessor directives, keeping every
 * offset and line (blanked characters become spaces, newlines stay):
 *  - C headers open `extern "C" {` for C++ callers inside one `#ifdef __cplusplus` block and close
 *    the brace inside another. Tree-sitter cannot pair braces across preprocessor blocks, so such a
 *    header parses as one error; the two halves carry no definitions and are blanked, and only when
 *    every opening guard has a closing one.
 *  - Export macros in class heads (`class YAML_CPP_API Node {`) are blanked.
 *  - Alternative branches (`#if A` header `#else` other header `#endif` and one shared body) make C
 *    and C# code that compiles either way unparsable; keeping only the first branch of each
 *    conditional, as ctags does, gives code that parses. The caller decides when to use it.
 */
/** Every character of a line but a carriage return, as a space. */
function blank(line) {
    return line.replace(/[^\r]/g, ' ');
}
const GUARD = /^[ \t]*#[ \t]*(?:ifdef[ \t]+__cplusplus|if[ \t]+defined[ \t]*\(?[ \t]*__cplusplus[ \t]*\)?)[ \t]*$/;
const ENDIF = /^[ \t]*#[ \t]*endif\b/;
const OPEN = /^extern[ \t]*"C"[ \t]*\{$/;
const CLOSE = /^\}$/;
/** A line without its comments and surrounding blanks (comments opened on it are closed on it). */
function code(line) {
    return line
        .replace(/\/\*.*?\*\//g, ' ')
        .replace(/\/\/.*$/, '')
        .trim();
}
/** Guard blocks whose only code is `extern "C" {` or `}`. */
function linkageGuards(lines) {
    const found = [];
    for (let i = 0; i < lines.length; i++) {
        if (!GUARD.test(code(lines[i])))
            continue;
        let body;
        let simple = true;
        let end = i + 1;
        for (; end < lines.length && !ENDIF.test(lines[end]); end++) {
            const text = code(lines[end]);
            if (!text)
                continue;
            if (body !== undefined || !(OPEN.test(text) || CLOSE.test(text)))
                simple = false;
            body = end;
        }
        if (simple && body !== undefined && end < lines.length)
            found.push({ line: body, open: OPEN.test(code(lines[body])) });
        i = end;
    }
    return found;
}
/** `text` with its `extern "C"` guard halves blanked; the same string when there are none to blank. */
function blankLinkageGuards(text) {
    if (!text.includes('__cplusplus'))
        return text;
    const lines = text.split('\n');
    const guards = linkageGuards(lines);
    const opens = guards.filter((g) => g.open).length;
    if (opens === 0 || opens * 2 !== guards.length)
        return text;
    for (const guard of guards)
        lines[guard.line] = blank(lines[guard.line]);
    return lines.join('\n');
}
/**
 * An all-capitals export macro between `class`/`struct`/`union` and the name of a type it defines
 * (`class YAML_CPP_API Node : public Base {`, `struct Q_CORE_EXPORT Point {`).
 */
const EXPORT_MACRO = /\b(class|struct|union)([ \t]+)([A-Z][A-Z0-9_]*[A-Z0-9])(?=[ \t]+[A-Za-z_]\w*[ \t]*(?:final\b[ \t]*)?(?:[{]|:(?!:)|$))/gm;
/**
 * `text` with export macros in class heads blanked: tree-sitter reads the macro as the class name
 * and loses the class.
 */
function blankExportMacros(text) {
    return text.replace(EXPORT_MACRO, (_all, keyword, gap, macro) => `${keyword}${gap}${' '.repeat(macro.length)}`);
}
const CONDITIONAL = /^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif)\b/;
const CONDITIONAL_ANYWHERE = new RegExp(CONDITIONAL.source, 'm');
/**
 * `text` with only the first branch of every conditional: `#elif` and `#else` branches blanked, and
 * the conditional directives themselves, which tree-sitter cannot place everywhere (between an
 * attribute and its method, inside an expression). The same string when there is no conditional.
 */
function keepFirstBranches(text) {
    if (!CONDITIONAL_ANYWHERE.test(text))
        return { text, dropped: 0, alternativeRows: [] };
    const lines = text.split('\n');
    /** Per open conditional: whether its current branch is an alternative one. */
    const open = [];
    let alternatives = 0;
    let dropped = 0;
    const alternativeRows = [];
    for (let i = 0; i < lines.length; i++) {
        const directive = CONDITIONAL.exec(lines[i])?.[1];
        if (directive === 'if' || directive === 'ifdef' || directive === 'ifndef')
            open.push(false);
        else if ((directive === 'elif' || directive === 'else') && open.length) {
            if (!open[open.length - 1])
                alternatives++;
            open[open.length - 1] = true;
        }
        else if (directive === 'endif' && open.length && open.pop())
            alternatives--;
        if (directive === undefined && alternatives > 0) {
            dropped += lines[i].replace(/\s+/g, '').length;
            alternativeRows.push(i);
        }
        if (directive !== undefined || alternatives > 0)
            lines[i] = blank(lines[i]);
    }
    return { text: lines.join('\n'), dropped, alternativeRows };
}

;// CONCATENATED MODULE: ./src/code/directive-parse.ts

/** Languages with `#if`/`#else` conditionals, which can leave code that only parses one way. */
const CONDITIONAL_COMPILATION = new Set(['cpp', 'csharp']);
/**
 * How much of a tree an error spoils: for each outermost ERROR node and each MISSING node, the size
 * of the construct it sits in (its parent), since what follows an error there is misplaced too.
 */
function errorDamage(root) {
    let size = 0;
    const pending = [root];
    for (let node = pending.pop(); node; node = pending.pop()) {
        if (node.type === 'ERROR' || node.isMissing) {
            const broken = node.parent ?? node;
            size += broken.endIndex - broken.startIndex;
        }
        else if (node.hasError)
            for (const child of node.children)
                if (child)
                    pending.push(child);
    }
    return size;
}
/**
 * Parses `text` as `language`; undefined when tree-sitter gives no tree. The first-branches parse is
 * kept when its damage plus the code it leaves out is less than the whole text's damage. The caller
 * deletes the trees.
 */
function parseWithDirectives(parser, language, text) {
    const source = language === 'cpp' ? blankExportMacros(blankLinkageGuards(text)) : text;
    const tree = parser.parse(source);
    if (!tree)
        return undefined;
    if (!tree.rootNode.hasError || !CONDITIONAL_COMPILATION.has(language))
        return { tree, source };
    const first = keepFirstBranches(source);
    if (first.text === source)
        return { tree, source };
    const retry = parser.parse(first.text);
    if (retry && errorDamage(retry.rootNode) + first.dropped < errorDamage(tree.rootNode)) {
        return { tree, source, firstBranches: { tree: retry, text: first.text, alternativeRows: new Set(first.alternativeRows) } };
    }
    retry?.delete();
    return { tree, source };
}

;// CONCATENATED MODULE: ./src/code/import-extract.ts

const STATEMENTS = {
    python: new Set(['import_statement', 'import_from_statement']),
    typescript: new Set(['import_statement', 'export_statement', 'call_expression']),
    tsx: new Set(['import_statement', 'export_statement', 'call_expression']),
    javascript: new Set(['import_statement', 'export_statement', 'call_expression']),
    go: new Set(['import_spec']),
    rust: new Set(['use_declaration', 'mod_item']),
    java: new Set(['import_declaration']),
    ruby: new Set(['call']),
    cpp: new Set(['preproc_include']),
    csharp: new Set(['using_directive']),
    php: new Set(['namespace_use_declaration', 'require_expression', 'require_once_expression', 'include_expression', 'include_once_expression']),
};
/** Languages whose import aliases name the imported module itself (`import x as y`, `using Y = X;`). */
const MODULE_ALIASES = new Set(['python', 'csharp', 'php']);
function statementOf(node, types) {
    for (let n = node; n; n = n.parent)
        if (types.has(n.type))
            return n;
    return node;
}
/** Rust `use a::b::{c, d as e}` -> source `a::b`, names c, d (alias e). */
function rustUse(text) {
    const clean = text.replace(/\s+/g, '');
    const brace = clean.indexOf('{');
    const aliases = {};
    if (brace === -1) {
        const [path, alias] = clean.split(/as(?=[A-Za-z_])/);
        const parts = (path ?? '').split('::');
        const name = parts.pop() ?? '';
        if (alias)
            aliases[alias] = name;
        return { source: parts.join('::') || name, names: parts.length ? [name] : [], aliases };
    }
    const source = clean.slice(0, brace).replace(/::$/, '');
    const names = [];
    for (const item of clean.slice(brace + 1, clean.lastIndexOf('}')).split(',')) {
        if (!item)
            continue;
        const [path, alias] = item.split(/as(?=[A-Za-z_])/);
        const name = (path ?? '').split('::').pop() ?? '';
        if (!name || name.includes('{'))
            continue;
        names.push(name === 'self' ? source.split('::').pop() ?? name : name);
        if (alias)
            aliases[alias] = name;
    }
    return { source, names, aliases };
}
/** Most `dirname(__DIR__, levels)` a PHP include path is followed through. */
const MAX_DIRNAME_LEVELS = 8;
/**
 * The path a PHP `require`/`include` expression loads, when it is made of string literals,
 * `__DIR__`, `dirname(__DIR__)` / `dirname(__FILE__)` and `.` concatenation: `__DIR__` reads as `.`,
 * each `dirname` level as `..`. Undefined for anything computed at run time.
 */
function phpIncludePath(node) {
    switch (node.type) {
        case 'parenthesized_expression':
            return node.namedChildCount === 1 ? phpIncludePath(node.namedChild(0)) : undefined;
        case 'string':
        case 'encapsed_string':
            if (node.namedChildren.some((c) => c?.type !== 'string_content'))
                return undefined;
            return node.namedChildren.map((c) => c.text).join('');
        case 'name':
            return node.text === '__DIR__' ? '.' : undefined;
        case 'binary_expression': {
            if (node.childForFieldName('operator')?.text !== '.')
                return undefined;
            const left = node.childForFieldName('left');
            const right = node.childForFieldName('right');
            const a = left ? phpIncludePath(left) : undefined;
            const b = right ? phpIncludePath(right) : undefined;
            return a === undefined || b === undefined ? undefined : a + b;
        }
        case 'function_call_expression': {
            if (node.childForFieldName('function')?.text !== 'dirname')
                return undefined;
            const args = (node.childForFieldName('arguments')?.namedChildren ?? []).map((a) => a?.namedChild(0)?.text);
            const levels = args[1] === undefined ? 1 : Number(args[1]);
            if (!Number.isInteger(levels) || levels < 1 || levels > MAX_DIRNAME_LEVELS)
                return undefined;
            if (args[0] === '__FILE__')
                return levels === 1 ? '.' : Array(levels - 1).fill('..').join('/');
            if (args[0] === '__DIR__')
                return Array(levels).fill('..').join('/');
            return undefined;
        }
        default:
            return undefined;
    }
}
function extractImports(root, language, id, matches) {
    const types = STATEMENTS[id];
    const groups = new Map();
    for (const match of matches ?? compileQuery(language, id, 'imports').matches(root, QUERY_LIMITS)) {
        let source;
        let name;
        let alias;
        let kind = 'module';
        let anchor;
        for (const c of match.captures) {
            if (c.name.startsWith('_'))
                continue;
            anchor ??= c.node;
            if (c.name === 'import.source')
                source = c.node.text;
            else if (c.name === 'import.system') {
                source = c.node.text.replace(/^<|>$/g, '');
                kind = 'system';
            }
            else if (c.name === 'import.file') {
                source = phpIncludePath(c.node);
                kind = 'file';
            }
            else if (c.name === 'import.mod') {
                source = c.node.text;
                kind = 'mod';
            }
            else if (c.name === 'import.name')
                name = c.node.text === '*' || c.node.type === 'wildcard_import' ? '*' : c.node.text;
            else if (c.name === 'import.alias')
                alias = c.node.text;
        }
        if (!anchor)
            continue;
        const statement = statementOf(anchor, types);
        let group = groups.get(statement.id);
        if (!group) {
            group = { line: statement.startPosition.row + 1, sources: [], names: [], aliases: {}, kind };
            groups.set(statement.id, group);
        }
        if (kind !== 'module')
            group.kind = kind;
        if (source !== undefined && !group.sources.includes(source))
            group.sources.push(source);
        if (name !== undefined && !group.names.includes(name))
            group.names.push(name);
        if (alias !== undefined) {
            if (name !== undefined)
                group.aliases[alias] = name;
            else if (MODULE_ALIASES.has(id) && source !== undefined)
                group.aliases[alias] = source;
            else
                group.aliases[alias] = 'default';
        }
    }
    const out = [];
    for (const g of groups.values()) {
        if (g.sources.length === 0)
            continue;
        for (const raw of g.sources) {
            if (id === 'rust' && g.kind === 'module') {
                const use = rustUse(raw);
                out.push({ source: use.source, names: use.names, ...(Object.keys(use.aliases).length ? { aliases: use.aliases } : {}), line: g.line, kind: g.kind });
                continue;
            }
            const source = id === 'java' && /\.\*$/.test(raw) ? raw.slice(0, -2) : id === 'php' ? raw.replace(/^\\/, '') : raw;
            const names = g.sources.length > 1 ? [] : g.names;
            const aliases = g.sources.length > 1 ? Object.fromEntries(Object.entries(g.aliases).filter(([, v]) => v === raw)) : g.aliases;
            out.push({ source, names, ...(Object.keys(aliases).length ? { aliases } : {}), line: g.line, kind: g.kind });
        }
    }
    return out.sort((a, b) => a.line - b.line);
}

// EXTERNAL MODULE: ./src/code/import-skeleton.ts
var import_skeleton = __webpack_require__(822);
// EXTERNAL MODULE: ./src/code/languages.ts + 4 modules
var languages = __webpack_require__(31);
;// CONCATENATED MODULE: ./src/code/typed-javascript.ts


/** The grammar typed JavaScript is parsed with. */
const TYPED_JAVASCRIPT = 'tsx';
/** Flow's pragma in a comment near the top: `// @flow`, a block comment's `@flow strict`, a JSDoc line ` * @flow`. */
const FLOW_PRAGMA = /(?:\/\/|\/\*|^[ \t]*\*)[^\n]*@flow\b/m;
/** Characters looked through for the pragma (a licence header comes first). */
const PRAGMA_WINDOW = 2_000;
/** Whether a JavaScript text declares itself Flow's in a comment near its top. */
function declaresFlow(text) {
    return FLOW_PRAGMA.test(text.slice(0, PRAGMA_WINDOW));
}
/**
 * A JavaScript text's tree: the JavaScript grammar's, or the TSX grammar's when that spoils less code.
 * The grammar the text is more likely written for is tried first (TSX for a Flow pragma), and the
 * other only when that tree has errors. Undefined when tree-sitter gives no tree. The caller deletes it.
 */
async function parseJavaScript(text) {
    const order = declaresFlow(text) ? [TYPED_JAVASCRIPT, 'javascript'] : ['javascript', TYPED_JAVASCRIPT];
    const first = (await (0,languages/* getParser */.SQ)(order[0])).parse(text);
    if (!first)
        return undefined;
    if (!first.rootNode.hasError)
        return { tree: first, syntax: order[0] };
    const second = (await (0,languages/* getParser */.SQ)(order[1])).parse(text);
    if (second && errorDamage(second.rootNode) < errorDamage(first.rootNode)) {
        first.delete();
        return { tree: second, syntax: order[1] };
    }
    second?.delete();
    return { tree: first, syntax: order[0] };
}
/**
 * The grammar a file of `language` is read with: for JavaScript, the one `parseJavaScript` keeps;
 * any other language its own.
 */
async function syntaxOf(language, text) {
    if (language !== 'javascript')
        return language;
    const parsed = await parseJavaScript(text);
    parsed?.tree.delete();
    return parsed?.syntax ?? language;
}

;// CONCATENATED MODULE: ./src/code/sfc.ts
/** Extensions of the single-file component formats, with the dot. */
const SFC_EXTENSIONS = ['.vue', '.svelte'];
/** The format of a component file, by its extension. */
function componentFormat(path) {
    return path.toLowerCase().endsWith('.svelte') ? 'svelte' : 'vue';
}
/** Whether `path` names a single-file component (by its extension, whatever its case). */
function isSfcPath(path) {
    const lower = path.toLowerCase();
    return SFC_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length && lower[lower.length - ext.length - 1] !== '/');
}
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
/** `type`s of a script block that hold JavaScript (the attribute is rarely written in a component). */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/typescript', 'application/typescript', 'ts', 'typescript']);
/**
 * The code of a single-file component's script blocks, in place (see `SfcScript`), or undefined when
 * it has none. A block that loads its code from elsewhere (`src="..."`), holds data (`type="application/json"`)
 * or sits in an HTML comment is left out, as is anything outside a block. One pass over the text: a
 * block left open ends the search, so thousands of unclosed tags cost no more than one.
 */
function sfcScript(text, seen = markup(text)) {
    const kept = [];
    let language = 'javascript';
    const { visible } = seen;
    for (const block of blocks(seen, 'script')) {
        const attributes = attributesOf(visible.slice(block.open + '<script'.length, block.tagEnd));
        if (attributes.has('src') || !SCRIPT_TYPES.has((attributes.get('type') ?? '').toLowerCase()))
            continue;
        const lang = (attributes.get('lang') ?? '').toLowerCase();
        if (lang === 'tsx')
            language = 'tsx';
        else if ((lang === 'ts' || lang === 'typescript') && language !== 'tsx')
            language = 'typescript';
        else if (lang !== '' && lang !== 'js' && lang !== 'javascript' && lang !== 'jsx')
            continue;
        kept.push([block.tagEnd + 1, block.close]);
    }
    if (kept.length === 0)
        return undefined;
    let code = '';
    let at = 0;
    for (const [start, end] of kept) {
        code += sfc_blank(text.slice(at, start)) + text.slice(start, end);
        at = end;
    }
    return { code: code + sfc_blank(text.slice(at)), language };
}
/**
 * A component's text with its HTML comments blanked (`visible`: a commented-out block is no block),
 * and that text lower-cased in ASCII only (`lower`: a full lower-casing can lengthen the text, `İ`
 * being two characters lower-cased, and shift every offset after it). Same length as `text`.
 */
function markup(text) {
    const visible = text.replace(COMMENT, sfc_blank);
    return { visible, lower: visible.replace(/[A-Z]+/g, (run) => run.toLowerCase()) };
}
/**
 * The `<tag>` blocks of a component's text as `markup` reads it (`tag` lower-case), in order, comments left out. One pass:
 * a block left open ends the search, so thousands of unclosed tags cost no more than one.
 */
function* blocks({ visible, lower }, tag) {
    const opening = `<${tag}`;
    for (let from = 0;;) {
        const open = lower.indexOf(opening, from);
        if (open < 0)
            return;
        from = open + opening.length;
        if (from < lower.length && !/[\s/>]/.test(lower[from]))
            continue; // `<scripts>`, `<script-x>`
        const tagEnd = endOfTag(visible, from);
        const close = tagEnd < 0 ? -1 : lower.indexOf(`</${tag}`, tagEnd + 1);
        const closeEnd = close < 0 ? -1 : lower.indexOf('>', close + tag.length + 2);
        if (closeEnd < 0)
            return;
        from = closeEnd + 1;
        yield { open, tagEnd, close, closeEnd };
    }
}
/**
 * Where the tag whose attributes start at `from` ends (its `>`, quoted ones skipped), or -1. With
 * `braces`, a `>` inside `{...}` is skipped too (Svelte's `on:click={() => n > 1}`).
 */
function endOfTag(text, from, braces = false) {
    let quote = '';
    let depth = 0;
    for (let i = from; i < text.length; i++) {
        const c = text[i];
        if (quote) {
            if (c === quote)
                quote = '';
        }
        else if (c === '"' || c === "'")
            quote = c;
        else if (braces && c === '{')
            depth++;
        else if (braces && c === '}' && depth > 0)
            depth--;
        else if (c === '>' && depth === 0)
            return i;
    }
    return -1;
}
/** The attributes of a tag, by lower-cased name (a bare attribute is the empty string). */
function attributesOf(source) {
    const out = new Map();
    for (const m of source.matchAll(ATTRIBUTE))
        out.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
    return out;
}
/**
 * `text` with every character but a line break made a space. Replaced a run of a line at a time: one
 * replacement per character took 15 to 25 times as long (3.2 MB of quasar's components: 3.1 to 4.0
 * s against 0.14 to 0.27 s).
 */
function sfc_blank(text) {
    return text.replace(/[^\r\n]+/g, (run) => ' '.repeat(run.length));
}
/**
 * The component a single-file component's file defines, as a class-like definition over all its
 * lines, named by its file as written (`VPSidebar.vue` -> `VPSidebar`, `Button/index.vue` ->
 * `Button`; `touch-pan.vue` stays `touch-pan`: made `TouchPan`, a demo page would define the name
 * of the directive it shows). Its template and styles are its own code, so a fix there is a fix of
 * the component, and a file whose script defines no function still has a definition to be ranked by.
 * A name the component declares for itself (`declared`: sfc-template.ts `declaredComponentName`,
 * `button.vue` declaring `ElButton`) is the one its users write, and names it instead. `lineCount`
 * is the file's (one or more).
 */
function componentDefinition(path, lineCount, declared) {
    const parts = path.split('/');
    const file = parts[parts.length - 1];
    const stem = file.slice(0, file.lastIndexOf('.'));
    const name = declared ?? (stem.toLowerCase() === 'index' && parts.length > 1 ? parts[parts.length - 2] : stem);
    const format = componentFormat(path) === 'svelte' ? 'Svelte' : 'Vue';
    return { name, qualifiedName: name, kind: 'class', signature: `${format} component ${name}`, startLine: 1, endLine: lineCount, nameLine: 1 };
}

;// CONCATENATED MODULE: ./src/code/sfc-template.ts

const TAG_NAME = /[A-Za-z][\w.:-]*/y;
/** An attribute: its name, then a quoted value, a Svelte `{...}` value, or a bare one. */
const sfc_template_ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|(\{[^}]*\}|[^\s"'>]+)))?/g;
/** A call's name (`save(`, `api.user.fetch(`), not a keyed each block's item (`{#each rows as row (row.id)}`). */
const CALL = /(?<![\w$.])(?<!\bas\s+)(?:[A-Za-z_$][\w$]*\s*\??\.\s*)*([A-Za-z_$][\w$]*)\s*\(/g;
/** A handler that is a bare name or member path: `save`, `store.save`, `$emit`. */
const BARE_PATH = /^\s*(?:[A-Za-z_$][\w$]*\s*\??\.\s*)*([A-Za-z_$][\w$]*)\s*$/;
/** Words of the expression language followed by `(` that call nothing. */
const NOT_CALLS = new Set(['if', 'for', 'while', 'switch', 'return', 'typeof', 'function', 'new', 'in', 'of', 'as', 'await', 'void', 'delete', 'instanceof', 'catch']);
/**
 * The references of a component's template (see the module's note), in the order of the text. A
 * tag naming a component in kebab case is referenced in both cases (`<user-card>`: `user-card` and
 * `UserCard`), as is one in Pascal case (`<UserCard>`: `UserCard` and `user-card`): a component is
 * defined by its file's name as written, and either spelling may name the other.
 */
function templateReferences(text, format, seen = markup(text)) {
    // The markup alone: script and style blocks blanked, tags included (same offsets), in one pass.
    const hidden = [...blocks(seen, 'script'), ...blocks(seen, 'style')].sort((a, b) => a.open - b.open);
    let source = '';
    let kept = 0;
    for (const block of hidden) {
        if (block.open < kept)
            continue; // a style block inside a script's text: already blanked
        source += seen.visible.slice(kept, block.open) + sfc_blank(seen.visible.slice(block.open, block.closeEnd + 1));
        kept = block.closeEnd + 1;
    }
    source += seen.visible.slice(kept);
    const lines = new LineOf(text);
    const out = [];
    const add = (name, kind, at) => {
        out.push({ name, kind, line: lines.at(at) });
    };
    const expression = (code, at, handler) => {
        const bare = handler ? BARE_PATH.exec(code) : null;
        if (bare) {
            add(bare[1], 'call', at + code.lastIndexOf(bare[1]));
            return;
        }
        for (const m of code.matchAll(CALL))
            if (!NOT_CALLS.has(m[1]))
                add(m[1], 'call', at + m.index + m[0].lastIndexOf(m[1]));
    };
    let textFrom = 0;
    for (let i = source.indexOf('<'); i >= 0; i = source.indexOf('<', i + 1)) {
        TAG_NAME.lastIndex = i + 1;
        const name = TAG_NAME.exec(source)?.[0];
        if (!name)
            continue;
        const end = endOfTag(source, i + 1 + name.length, format === 'svelte');
        if (end < 0)
            break;
        interpolations(source.slice(textFrom, i), textFrom, format, expression);
        textFrom = end + 1;
        const component = componentTag(name);
        for (const spelling of component)
            add(spelling, 'class', i + 1);
        const from = i + 1 + name.length;
        for (const m of source.slice(from, end).matchAll(sfc_template_ATTRIBUTE)) {
            const attribute = m[1];
            const raw = m[2] ?? m[3] ?? m[4];
            if (raw === undefined)
                continue;
            const valueAt = from + m.index + m[0].length - raw.length - (m[4] === undefined ? 1 : 0);
            const braced = /^\s*\{([\s\S]*)\}\s*$/.exec(raw);
            if (format === 'vue' && /^(?:[@:#]|v-)/.test(attribute))
                expression(raw, valueAt, /^(?:@|v-on:)/.test(attribute));
            else if (format === 'svelte' && braced)
                expression(braced[1], valueAt + raw.indexOf('{') + 1, /^on:?[a-z]/.test(attribute));
        }
        i = end;
    }
    interpolations(source.slice(textFrom), textFrom, format, expression);
    return out;
}
/** The spellings a tag names a component by (none for an HTML element or a special tag: `div`, `svelte:head`). */
function componentTag(name) {
    if (name.includes(':'))
        return [];
    const head = name.split('.')[0];
    if (/^[A-Z]/.test(head)) {
        const kebab = head.replace(/[A-Z]/g, (c, at) => (at ? '-' : '') + c.toLowerCase());
        return kebab === head ? [head] : [head, kebab];
    }
    if (!head.includes('-') || /[^a-z0-9-]/.test(head))
        return [];
    const pascal = head.replace(/(^|-)([a-z0-9])/g, (_, _dash, c) => c.toUpperCase());
    return [head, pascal];
}
/** The expressions between tags: `{{ ... }}` in Vue, `{ ... }` blocks in Svelte (`{#if ...}`, `{@html ...}` too). */
function interpolations(text, at, format, expression) {
    if (format === 'vue') {
        for (let i = text.indexOf('{{'); i >= 0; i = text.indexOf('{{', i)) {
            const close = text.indexOf('}}', i + 2);
            if (close < 0)
                return; // one scan for any number of unclosed `{{`
            expression(text.slice(i + 2, close), at + i + 2, false);
            i = close + 2;
        }
        return;
    }
    for (let i = text.indexOf('{'); i >= 0; i = text.indexOf('{', i + 1)) {
        let depth = 0;
        let j = i;
        for (; j < text.length; j++) {
            if (text[j] === '{')
                depth++;
            else if (text[j] === '}' && --depth === 0)
                break;
        }
        if (j >= text.length)
            return;
        // `{#snippet row(item)}` defines `row`: its parameters' defaults may call, its name does not.
        const snippet = /^\s*#snippet\s+[A-Za-z_$][\w$]*/.exec(text.slice(i + 1, j));
        const from = i + 1 + (snippet?.[0].length ?? 0);
        expression(text.slice(from, j), at + from, false);
        i = j;
    }
}
/** 1-based line numbers of offsets into a text, by binary search over where its lines start. */
class LineOf {
    starts = [0];
    constructor(text) {
        for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
            this.starts.push(i + 1);
    }
    at(offset) {
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo + 1;
    }
}
const DEFINE_OPTIONS_NAME = /\bdefineOptions\s*\(\s*\{[^{}]*?\bname\s*:\s*(['"`])([A-Za-z][\w-]*)\1/;
const OPTIONS_NAME = /\bexport\s+default\s+(?:(?:defineComponent|Vue\.extend)\s*\(\s*)?\{\s*name\s*:\s*(['"`])([A-Za-z][\w-]*)\1/;
/**
 * The name a Vue component declares for itself in its script code (`sfcScript`'s): `defineOptions({
 * name: 'ElButton' })`, or `name` as the first option of `export default { ... }` (also in
 * `defineComponent({ ... })`). A `name` elsewhere (a row of data, a nested object) is not the
 * component's, so only those places are read.
 */
function declaredComponentName(code) {
    return (DEFINE_OPTIONS_NAME.exec(code) ?? OPTIONS_NAME.exec(code))?.[2];
}

;// CONCATENATED MODULE: ./src/code/analyze.ts









async function analyzeFile(path, text) {
    if (!isSfcPath(path))
        return analyzeCode(text, (0,languages/* languageForPath */.f3)(path));
    // A single-file component: the code of its script blocks, in place (sfc.ts), and the component itself.
    // Its comments blanked once, for its scripts and its template both.
    const seen = text.length <= MAX_PARSE_CHARS ? markup(text) : undefined;
    const script = seen && sfcScript(text, seen);
    const analysis = await analyzeCode(text, script?.language, script?.code);
    if (analysis.lineCount === 0)
        return analysis;
    const format = componentFormat(path);
    const declared = format === 'vue' && script ? declaredComponentName(script.code) : undefined;
    analysis.definitions.unshift(componentDefinition(path, analysis.lineCount, declared));
    // What the template uses (sfc-template.ts), after the scripts' own references.
    if (seen)
        analysis.references.push(...templateReferences(text, format, seen));
    return analysis;
}
/**
 * The analysis of `text` read as `language` (none: line windows only). `code`, when given, is what
 * is parsed in its place (as many lines: a component's scripts with the rest blanked); the chunks
 * are then `text`'s line windows, so the words outside the code are searched as well.
 */
async function analyzeCode(text, language, code) {
    const sizes = new LineSizes(text);
    const lineCount = text.length === 0 ? 0 : sizes.count;
    if (!language || text.length > MAX_PARSE_CHARS) {
        return { ...(language ? { language } : {}), lineCount, chunks: chunkLines(text, sizes), definitions: [], references: [], imports: [] };
    }
    const [parsed, syntax] = await wholeParse(language, code ?? text);
    if (!parsed) {
        return { language, lineCount, parseError: true, chunks: chunkLines(text, sizes), definitions: [], references: [], imports: [] };
    }
    const grammar = await (0,languages/* loadLanguage */.rI)(syntax);
    const alternative = parsed.firstBranches;
    try {
        const root = parsed.tree.rootNode;
        // Definitions, imports and references come from one pass over the tree.
        const matches = analysisMatches(root, grammar, syntax);
        const whole = {
            chunks: code === undefined ? chunkTree(root, parsed.source, sizes) : chunkLines(text, sizes),
            definitions: extractDefinitions(root, parsed.source, grammar, syntax, matches.definitions),
            references: extractReferences(root, parsed.source, grammar, syntax, matches.references),
            imports: extractImports(root, grammar, syntax, matches.imports),
        };
        if (root.hasError)
            whole.parseError = true;
        return { language, lineCount, ...(alternative ? withFirstBranches(whole, alternative, grammar, language, sizes) : whole) };
    }
    finally {
        parsed.tree.delete();
        alternative?.tree.delete();
    }
}
/**
 * A file's text parsed whole and the grammar it was read with: JavaScript with type annotations with
 * the grammar that reads them (typed-javascript.ts), C-family code with its `#if`s' first branches
 * where only those parse (directive-parse.ts). Undefined when tree-sitter gives no tree.
 */
async function wholeParse(language, text) {
    if (language !== 'javascript')
        return [parseWithDirectives(await (0,languages/* getParser */.SQ)(language), language, text), language];
    const parsed = await parseJavaScript(text);
    return parsed ? [{ tree: parsed.tree, source: text }, parsed.syntax] : [undefined, 'javascript'];
}
/**
 * A file's imports and chunks, without its definitions and references. In a language with a
 * skeleton only its import statements are parsed (`import-skeleton.ts`) and its chunks are line
 * windows; a language of WHOLE_PARSE_IMPORT_LANGUAGES is parsed whole, as `analyzeFile` parses it,
 * for its imports and the same chunks, without the queries and the work on definitions and
 * references. For a file too big to parse, the whole analysis (its line windows).
 */
async function analyzeImports(path, text) {
    const language = (0,languages/* languageForPath */.f3)(path);
    if (language && text.length <= MAX_PARSE_CHARS && import_skeleton/* WHOLE_PARSE_IMPORT_LANGUAGES */.g9.has(language))
        return importsOfWholeParse(language, text);
    const skeleton = language && text.length <= MAX_PARSE_CHARS ? (0,import_skeleton/* importSkeleton */.vc)(text, language) : undefined;
    if (!language || skeleton === undefined)
        return analyzeFile(path, text);
    const sizes = new LineSizes(text);
    const lineCount = text.length === 0 ? 0 : sizes.count;
    const [parser, grammar] = await Promise.all([(0,languages/* getParser */.SQ)(language), (0,languages/* loadLanguage */.rI)(language)]);
    const tree = parser.parse(skeleton);
    if (!tree)
        return { language, lineCount, parseError: true, chunks: chunkLines(text, sizes), definitions: [], references: [], imports: [] };
    try {
        const root = tree.rootNode;
        return { language, lineCount, importsOnly: true, chunks: chunkLines(text, sizes), definitions: [], references: [], imports: extractImports(root, grammar, language) };
    }
    finally {
        tree.delete();
    }
}
/**
 * The imports and chunks of a whole parse of `text`, read as `analyzeFile` reads them: for C-family
 * code whose `#if`s only parse with their first branches, the chunks of that parse and its imports
 * with those the other branches hold.
 */
async function importsOfWholeParse(language, text) {
    const sizes = new LineSizes(text);
    const lineCount = text.length === 0 ? 0 : sizes.count;
    const [parsed, syntax] = await wholeParse(language, text);
    if (!parsed)
        return { language, lineCount, parseError: true, chunks: chunkLines(text, sizes), definitions: [], references: [], imports: [] };
    const first = parsed.firstBranches;
    try {
        const grammar = await (0,languages/* loadLanguage */.rI)(syntax);
        const imports = extractImports(parsed.tree.rootNode, grammar, syntax);
        const root = (first ?? parsed).tree.rootNode;
        return {
            language,
            lineCount,
            ...(root.hasError ? { parseError: true } : {}),
            importsOnly: true,
            chunks: chunkTree(root, first ? first.text : parsed.source, sizes),
            definitions: [],
            references: [],
            imports: first ? withAlternativeRows(extractImports(root, grammar, syntax), imports, first) : imports,
        };
    }
    finally {
        parsed.tree.delete();
        first?.tree.delete();
    }
}
/**
 * A file's definitions as a whole parse gives them: its index analysis's, or for an analysis of its
 * imports only (`importsOnly`) those of `parse` on its text now (read through `read`); none when the
 * text cannot be read.
 */
async function wholeDefinitions(analysis, path, read, parse = analyzeFile) {
    if (!analysis?.importsOnly)
        return analysis?.definitions ?? [];
    const text = read(path);
    return text === undefined ? [] : ((await parse(path, text))?.definitions ?? []);
}
/** Characters of an error's message kept in a failure. */
const MAX_FAILURE_CHARS = 200;
/**
 * `analyze(path, text)` (`analyzeFile`), with a failure of the file's own analysis (an exception or
 * a WebAssembly trap while parsing or querying) given as `{ failed }` and the language's parser
 * discarded. Loading the grammar is done first and still throws: that is the installation's fault,
 * not the file's, and must stop the run rather than skip every file.
 */
async function analyzeOrFail(path, text, analyze = analyzeFile) {
    const language = (0,languages/* languageForPath */.f3)(path);
    if (language)
        await Promise.all([(0,languages/* getParser */.SQ)(language), (0,languages/* loadLanguage */.rI)(language)]);
    try {
        return await analyze(path, text);
    }
    catch (error) {
        if (language)
            (0,languages/* discardParser */.Cn)(language, error);
        return { failed: describeFailure(error) };
    }
}
/** An error as a failure's text: its class and message, on one line, shortened. */
function describeFailure(error) {
    const text = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).replace(/\s+/g, ' ').trim();
    return text.length > MAX_FAILURE_CHARS ? `${text.slice(0, MAX_FAILURE_CHARS - 1)}…` : text;
}
/**
 * The analysis of the first branches' tree, with what only the other branches hold taken from the
 * whole text's analysis: definitions (placed under their owners), references and imports on those
 * rows.
 */
function withFirstBranches(whole, first, grammar, language, sizes) {
    const root = first.tree.rootNode;
    const matches = analysisMatches(root, grammar, language);
    const onAlternativeRows = (line) => first.alternativeRows.has(line - 1);
    const out = {
        chunks: chunkTree(root, first.text, sizes),
        definitions: withAlternativeDefinitions(extractDefinitions(root, first.text, grammar, language, matches.definitions), whole.definitions.filter((d) => onAlternativeRows(d.nameLine))),
        references: withAlternativeRows(extractReferences(root, first.text, grammar, language, matches.references), whole.references, first),
        imports: withAlternativeRows(extractImports(root, grammar, language, matches.imports), whole.imports, first),
    };
    if (root.hasError)
        out.parseError = true;
    return out;
}
/** `kept` (of the first branches' parse) with the items of `others` (the whole text's) on lines only the other branches hold, by line. */
function withAlternativeRows(kept, others, first) {
    return [...kept, ...others.filter((o) => first.alternativeRows.has(o.line - 1))].sort((a, b) => a.line - b.line);
}


/***/ })

};
