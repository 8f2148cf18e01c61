/**
 * What definitions' records need without a parser: the members a type lists and C# documentation as
 * text. Kept apart from the tree-sitter queries so that reading a persisted index does not load them.
 */
import type { Definition, DefinitionKind } from './definitions.js';

export const MAX_MEMBERS = 8;

/** C# XML documentation as text: references become the names they point to, other tags go. */
export function xmlDocText(raw: string): string {
  return raw
    .replace(/<(?:see|seealso|paramref|typeparamref)\s+(?:cref|langword|name|href)\s*=\s*"(?:[A-Z]:)?([^"]*)"\s*\/>/g, '$1')
    .replace(/<\/?[A-Za-z][\w:-]*(?:\s[^<>]*)?\/?>/g, '');
}

const MEMBER_OWNERS = new Set<DefinitionKind>(['class', 'interface', 'struct', 'enum', 'module']);

/** Sets each type's `members` to the signatures of its first MAX_MEMBERS direct members (in place). */
export function fillMembers(defs: Definition[]): void {
  const byQualified = new Map<string, Definition>();
  for (const def of defs) {
    delete def.members;
    if (!byQualified.has(def.qualifiedName)) byQualified.set(def.qualifiedName, def);
  }
  for (const def of defs) {
    if (!def.parent) continue;
    const owner = byQualified.get(def.parent);
    if (!owner || !MEMBER_OWNERS.has(owner.kind)) continue;
    owner.members ??= [];
    if (owner.members.length < MAX_MEMBERS) owner.members.push(def.signature);
  }
}
