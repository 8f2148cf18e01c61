/**
 * Tree-sitter queries, one set per language, with one capture naming scheme:
 *  - `@definition.<kind>` the defining node, `@name` its name, `@receiver` an explicit owner (Go
 *    receivers, `Foo.prototype.bar`), `@definition.impl` a scope that only names its members' owner,
 *    `@definition.package` a C# or PHP namespace (a `module` whose name qualifies nested namespaces
 *    but not the types in it, as a Java package does not);
 *  - `@reference.<kind>` an identifier used as a call, type, attribute or base class;
 *  - `@import.source` the imported module, `@import.name` an imported name, `@import.alias` its local
 *    name, `@import.mod` a Rust `mod x;` file module, `@import.file` the path expression of a PHP
 *    `require`/`include`.
 * Captures starting with `_` only feed predicates.
 */
import type { LanguageId } from './languages.js';

export interface LanguageQueries {
  definitions: string;
  references: string;
  imports: string;
}

const PYTHON: LanguageQueries = {
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

const TYPESCRIPT: LanguageQueries = {
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

const JAVASCRIPT: LanguageQueries = {
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

const GO: LanguageQueries = {
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

const RUST: LanguageQueries = {
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

const JAVA: LanguageQueries = {
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

const RUBY: LanguageQueries = {
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

const CPP: LanguageQueries = {
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

const CSHARP: LanguageQueries = {
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

const PHP: LanguageQueries = {
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

export const QUERIES: Readonly<Record<LanguageId, LanguageQueries>> = {
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
