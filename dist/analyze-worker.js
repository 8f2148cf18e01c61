import * as __WEBPACK_EXTERNAL_MODULE_module__ from "module";
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 879:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = __nccwpck_require__.p + "089ed46d7d45c0027150.wasm";

/***/ }),

/***/ 550:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

var x = (y) => {
	var x = {}; __nccwpck_require__.d(x, y); return x
} 
var y = (x) => (() => (x))
module.exports = x({ ["createRequire"]: () => (__WEBPACK_EXTERNAL_MODULE_module__.createRequire) });

/***/ }),

/***/ 943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 33:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   TM: () => (/* binding */ Language),
/* harmony export */   XK: () => (/* binding */ Query),
/* harmony export */   iX: () => (/* binding */ Parser)
/* harmony export */ });
/* unused harmony exports CaptureQuantifier, Edit, LANGUAGE_VERSION, LookaheadIterator, MIN_COMPATIBLE_VERSION, Node, Tree, TreeCursor */
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });

// src/edit.ts
var Edit = class {
  static {
    __name(this, "Edit");
  }
  /** The start position of the change. */
  startPosition;
  /** The end position of the change before the edit. */
  oldEndPosition;
  /** The end position of the change after the edit. */
  newEndPosition;
  /** The start index of the change. */
  startIndex;
  /** The end index of the change before the edit. */
  oldEndIndex;
  /** The end index of the change after the edit. */
  newEndIndex;
  constructor({
    startIndex,
    oldEndIndex,
    newEndIndex,
    startPosition,
    oldEndPosition,
    newEndPosition
  }) {
    this.startIndex = startIndex >>> 0;
    this.oldEndIndex = oldEndIndex >>> 0;
    this.newEndIndex = newEndIndex >>> 0;
    this.startPosition = startPosition;
    this.oldEndPosition = oldEndPosition;
    this.newEndPosition = newEndPosition;
  }
  /**
   * Edit a point and index to keep it in-sync with source code that has been edited.
   *
   * This function updates a single point's byte offset and row/column position
   * based on an edit operation. This is useful for editing points without
   * requiring a tree or node instance.
   */
  editPoint(point, index) {
    let newIndex = index;
    const newPoint = { ...point };
    if (index >= this.oldEndIndex) {
      newIndex = this.newEndIndex + (index - this.oldEndIndex);
      const originalRow = point.row;
      newPoint.row = this.newEndPosition.row + (point.row - this.oldEndPosition.row);
      newPoint.column = originalRow === this.oldEndPosition.row ? this.newEndPosition.column + (point.column - this.oldEndPosition.column) : point.column;
    } else if (index > this.startIndex) {
      newIndex = this.newEndIndex;
      newPoint.row = this.newEndPosition.row;
      newPoint.column = this.newEndPosition.column;
    }
    return { point: newPoint, index: newIndex };
  }
  /**
   * Edit a range to keep it in-sync with source code that has been edited.
   *
   * This function updates a range's start and end positions based on an edit
   * operation. This is useful for editing ranges without requiring a tree
   * or node instance.
   */
  editRange(range) {
    const newRange = {
      startIndex: range.startIndex,
      startPosition: { ...range.startPosition },
      endIndex: range.endIndex,
      endPosition: { ...range.endPosition }
    };
    if (range.endIndex >= this.oldEndIndex) {
      if (range.endIndex !== Number.MAX_SAFE_INTEGER) {
        newRange.endIndex = this.newEndIndex + (range.endIndex - this.oldEndIndex);
        newRange.endPosition = {
          row: this.newEndPosition.row + (range.endPosition.row - this.oldEndPosition.row),
          column: range.endPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.endPosition.column - this.oldEndPosition.column) : range.endPosition.column
        };
        if (newRange.endIndex < this.newEndIndex) {
          newRange.endIndex = Number.MAX_SAFE_INTEGER;
          newRange.endPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
        }
      }
    } else if (range.endIndex > this.startIndex) {
      newRange.endIndex = this.startIndex;
      newRange.endPosition = { ...this.startPosition };
    }
    if (range.startIndex >= this.oldEndIndex) {
      newRange.startIndex = this.newEndIndex + (range.startIndex - this.oldEndIndex);
      newRange.startPosition = {
        row: this.newEndPosition.row + (range.startPosition.row - this.oldEndPosition.row),
        column: range.startPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.startPosition.column - this.oldEndPosition.column) : range.startPosition.column
      };
      if (newRange.startIndex < this.newEndIndex) {
        newRange.startIndex = Number.MAX_SAFE_INTEGER;
        newRange.startPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
      }
    } else if (range.startIndex > this.startIndex) {
      newRange.startIndex = this.startIndex;
      newRange.startPosition = { ...this.startPosition };
    }
    return newRange;
  }
};

// src/constants.ts
var SIZE_OF_SHORT = 2;
var SIZE_OF_INT = 4;
var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
var SIZE_OF_NODE = 5 * SIZE_OF_INT;
var SIZE_OF_POINT = 2 * SIZE_OF_INT;
var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
var ZERO_POINT = { row: 0, column: 0 };
var INTERNAL = /* @__PURE__ */ Symbol("INTERNAL");
function assertInternal(x) {
  if (x !== INTERNAL) throw new Error("Illegal constructor");
}
__name(assertInternal, "assertInternal");
function isPoint(point) {
  return !!point && typeof point.row === "number" && typeof point.column === "number";
}
__name(isPoint, "isPoint");
function setModule(module2) {
  C = module2;
}
__name(setModule, "setModule");
var C;

// src/finalization_registry.ts
function newFinalizer(handler) {
  try {
    return new FinalizationRegistry(handler);
  } catch (e) {
    console.error("Unsupported FinalizationRegistry:", e);
    return;
  }
}
__name(newFinalizer, "newFinalizer");

// src/lookahead_iterator.ts
var finalizer = newFinalizer((address) => {
  C._ts_lookahead_iterator_delete(address);
});
var LookaheadIterator = class {
  static {
    __name(this, "LookaheadIterator");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  language;
  /** @internal */
  positioned = false;
  /** @internal */
  constructor(internal, address, language) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    finalizer?.register(this, address, this);
  }
  /**
   * Get the current symbol of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol:
   *
   * - Before the first iteration step
   * - After the iterator is exhausted
   * - After a {@link reset} or {@link resetState} call
   */
  get currentTypeId() {
    return this.positioned ? C._ts_lookahead_iterator_current_symbol(this[0]) : null;
  }
  /**
   * Get the current symbol name of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol.
   */
  get currentType() {
    const id = this.currentTypeId;
    if (id === null) return null;
    return this.language.types[id] ?? C.UTF8ToString(C._ts_language_symbol_name(this.language[0], id));
  }
  /** Delete the lookahead iterator, freeing its resources. */
  delete() {
    finalizer?.unregister(this);
    C._ts_lookahead_iterator_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Reset the lookahead iterator.
   *
   * This returns `true` if the language was set successfully and `false`
   * otherwise.
   */
  reset(language, stateId) {
    if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
      this.language = language;
      this.positioned = false;
      return true;
    }
    return false;
  }
  /**
   * Reset the lookahead iterator to another state.
   *
   * This returns `true` if the iterator was reset to the given state and
   * `false` otherwise.
   */
  resetState(stateId) {
    if (!C._ts_lookahead_iterator_reset_state(this[0], stateId)) return false;
    this.positioned = false;
    return true;
  }
  /**
   * Returns an iterator that iterates over the symbols of the lookahead iterator.
   *
   * The iterator will yield the current symbol name as a string for each step
   * until there are no more symbols to iterate over.
   */
  [Symbol.iterator]() {
    return {
      next: /* @__PURE__ */ __name(() => {
        this.positioned = Boolean(C._ts_lookahead_iterator_next(this[0]));
        const value = this.currentType;
        return value === null ? { done: true, value: "" } : { done: false, value };
      }, "next")
    };
  }
};

// src/tree.ts
function getText(tree, startIndex, endIndex, startPosition) {
  const length = endIndex - startIndex;
  let result = tree.textCallback(startIndex, startPosition);
  if (result) {
    startIndex += result.length;
    while (startIndex < endIndex) {
      const string = tree.textCallback(startIndex, startPosition);
      if (string && string.length > 0) {
        startIndex += string.length;
        result += string;
      } else {
        break;
      }
    }
    if (startIndex > endIndex) {
      result = result.slice(0, length);
    }
  }
  return result ?? "";
}
__name(getText, "getText");
var finalizer2 = newFinalizer((address) => {
  C._ts_tree_delete(address);
});
var Tree = class _Tree {
  static {
    __name(this, "Tree");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  textCallback;
  /** The language that was used to parse the syntax tree. */
  language;
  /** @internal */
  constructor(internal, address, language, textCallback) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    this.textCallback = textCallback;
    finalizer2?.register(this, address, this);
  }
  /** Create a shallow copy of the syntax tree. This is very fast. */
  copy() {
    const address = C._ts_tree_copy(this[0]);
    return new _Tree(INTERNAL, address, this.language, this.textCallback);
  }
  /** Delete the syntax tree, freeing its resources. */
  delete() {
    finalizer2?.unregister(this);
    C._ts_tree_delete(this[0]);
    this[0] = 0;
  }
  /** Get the root node of the syntax tree. */
  get rootNode() {
    C._ts_tree_root_node_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Get the root node of the syntax tree, but with its position shifted
   * forward by the given offset.
   */
  rootNodeWithOffset(offsetBytes, offsetExtent) {
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, offsetBytes, "i32");
    marshalPoint(address + SIZE_OF_INT, offsetExtent);
    C._ts_tree_root_node_with_offset_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Edit the syntax tree to keep it in sync with source code that has been
   * edited.
   *
   * You must describe the edit both in terms of byte offsets and in terms of
   * row/column coordinates.
   */
  edit(edit) {
    marshalEdit(edit);
    C._ts_tree_edit_wasm(this[0]);
  }
  /** Create a new {@link TreeCursor} starting from the root of the tree. */
  walk() {
    return this.rootNode.walk();
  }
  /**
   * Compare this old edited syntax tree to a new syntax tree representing
   * the same document, returning a sequence of ranges whose syntactic
   * structure has changed.
   *
   * For this to work correctly, this syntax tree must have been edited such
   * that its ranges match up to the new tree. Generally, you'll want to
   * call this method right after calling one of the [`Parser::parse`]
   * functions. Call it on the old tree that was passed to parse, and
   * pass the new tree that was returned from `parse`.
   */
  getChangedRanges(other) {
    if (!(other instanceof _Tree)) {
      throw new TypeError("Argument must be a Tree");
    }
    C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the included ranges that were used to parse the syntax tree. */
  getIncludedRanges() {
    C._ts_tree_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
};

// src/tree_cursor.ts
var finalizer3 = newFinalizer((address) => {
  C._ts_tree_cursor_delete_wasm(address);
});
var TreeCursor = class _TreeCursor {
  static {
    __name(this, "TreeCursor");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [2] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [3] = 0;
  // Internal handle for Wasm
  /** @internal */
  tree;
  /** @internal */
  constructor(internal, tree) {
    assertInternal(internal);
    this.tree = tree;
    unmarshalTreeCursor(this);
    finalizer3?.register(this, this.tree[0], this);
  }
  /** Creates a deep copy of the tree cursor. This allocates new memory. */
  copy() {
    const copy = new _TreeCursor(INTERNAL, this.tree);
    C._ts_tree_cursor_copy_wasm(this.tree[0]);
    unmarshalTreeCursor(copy);
    return copy;
  }
  /** Delete the tree cursor, freeing its resources. */
  delete() {
    finalizer3?.unregister(this);
    marshalTreeCursor(this);
    C._ts_tree_cursor_delete_wasm(this.tree[0]);
    this[0] = this[1] = this[2] = 0;
  }
  /** Get the tree cursor's current {@link Node}. */
  get currentNode() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_current_node_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the numerical field id of this tree cursor's current node.
   *
   * See also {@link TreeCursor#currentFieldName}.
   */
  get currentFieldId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
  }
  /** Get the field name of this tree cursor's current node. */
  get currentFieldName() {
    return this.tree.language.fields[this.currentFieldId];
  }
  /**
   * Get the depth of the cursor's current node relative to the original
   * node that the cursor was constructed with.
   */
  get currentDepth() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
  }
  /**
   * Get the index of the cursor's current node out of all of the
   * descendants of the original node that the cursor was constructed with.
   */
  get currentDescendantIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
  }
  /** Get the type of the cursor's current node. */
  get nodeType() {
    return this.tree.language.types[this.nodeTypeId] || "ERROR";
  }
  /** Get the type id of the cursor's current node. */
  get nodeTypeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
  }
  /** Get the state id of the cursor's current node. */
  get nodeStateId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
  }
  /** Get the id of the cursor's current node. */
  get nodeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
  }
  /**
   * Check if the cursor's current node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get nodeIsNamed() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if the cursor's current node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get nodeIsMissing() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Get the string content of the cursor's current node. */
  get nodeText() {
    marshalTreeCursor(this);
    const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
    const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    const startPosition = unmarshalPoint(TRANSFER_BUFFER);
    return getText(this.tree, startIndex, endIndex, startPosition);
  }
  /** Get the start position of the cursor's current node. */
  get startPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the end position of the cursor's current node. */
  get endPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_end_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the start index of the cursor's current node. */
  get startIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
  }
  /** Get the end index of the cursor's current node. */
  get endIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
  }
  /**
   * Move this cursor to the first child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   */
  gotoFirstChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the last child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoFirstChild} because it needs to
   * iterate through all the children to compute the child's position.
   */
  gotoLastChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the parent of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no parent node (the cursor was already on the
   * root node).
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoParent() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the next sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no next sibling node.
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoNextSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the previous sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no previous sibling node.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoNextSibling} due to how node
   * positions are stored. In the worst case, this will need to iterate
   * through all the children up to the previous sibling node to recalculate
   * its position. Also note that the node the cursor was constructed with is
   * considered the root of the cursor, and the cursor cannot walk outside this node.
   */
  gotoPreviousSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move the cursor to the node that is the nth descendant of
   * the original node that the cursor was constructed with, where
   * zero represents the original node itself.
   */
  gotoDescendant(goalDescendantIndex) {
    marshalTreeCursor(this);
    C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
    unmarshalTreeCursor(this);
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForIndex(goalIndex) {
    marshalTreeCursor(this);
    C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
    const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns the index of the child node if one was found, and returns
   * `null` if no such child was found.
   */
  gotoFirstChildForPosition(goalPosition) {
    marshalTreeCursor(this);
    marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
    const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Re-initialize this tree cursor to start at the original node that the
   * cursor was constructed with.
   */
  reset(node) {
    marshalNode(node);
    marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
    C._ts_tree_cursor_reset_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
  }
  /**
   * Re-initialize a tree cursor to the same position as another cursor.
   *
   * Unlike {@link TreeCursor#reset}, this will not lose parent
   * information and allows reusing already created cursors.
   */
  resetTo(cursor) {
    marshalTreeCursor(this, TRANSFER_BUFFER);
    marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
    C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
    unmarshalTreeCursor(this);
  }
};

// src/node.ts
var Node = class {
  static {
    __name(this, "Node");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  _children;
  /** @internal */
  _namedChildren;
  /** @internal */
  constructor(internal, {
    id,
    tree,
    startIndex,
    startPosition,
    other
  }) {
    assertInternal(internal);
    this[0] = other;
    this.id = id;
    this.tree = tree;
    this.startIndex = startIndex;
    this.startPosition = startPosition;
  }
  /**
   * The numeric id for this node that is unique.
   *
   * Within a given syntax tree, no two nodes have the same id. However:
   *
   * * If a new tree is created based on an older tree, and a node from the old tree is reused in
   *   the process, then that node will have the same id in both trees.
   *
   * * A node not marked as having changes does not guarantee it was reused.
   *
   * * If a node is marked as having changed in the old tree, it will not be reused.
   */
  id;
  /** The byte index where this node starts. */
  startIndex;
  /** The position where this node starts. */
  startPosition;
  /** The tree that this node belongs to. */
  tree;
  /** Get this node's type as a numerical id. */
  get typeId() {
    marshalNode(this);
    return C._ts_node_symbol_wasm(this.tree[0]);
  }
  /**
   * Get the node's type as a numerical id as it appears in the grammar,
   * ignoring aliases.
   */
  get grammarId() {
    marshalNode(this);
    return C._ts_node_grammar_symbol_wasm(this.tree[0]);
  }
  /** Get this node's type as a string. */
  get type() {
    return this.tree.language.types[this.typeId] || "ERROR";
  }
  /**
   * Get this node's symbol name as it appears in the grammar, ignoring
   * aliases as a string.
   */
  get grammarType() {
    return this.tree.language.types[this.grammarId] || "ERROR";
  }
  /**
   * Check if this node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get isNamed() {
    marshalNode(this);
    return C._ts_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *extra*.
   *
   * Extra nodes represent things like comments, which are not required
   * by the grammar, but can appear anywhere.
   */
  get isExtra() {
    marshalNode(this);
    return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error.
   *
   * Syntax errors represent parts of the code that could not be incorporated
   * into a valid syntax tree.
   */
  get isError() {
    marshalNode(this);
    return C._ts_node_is_error_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get isMissing() {
    marshalNode(this);
    return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Check if this node has been edited. */
  get hasChanges() {
    marshalNode(this);
    return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error or contains any syntax
   * errors anywhere within it.
   */
  get hasError() {
    marshalNode(this);
    return C._ts_node_has_error_wasm(this.tree[0]) === 1;
  }
  /** Get the byte index where this node ends. */
  get endIndex() {
    marshalNode(this);
    return C._ts_node_end_index_wasm(this.tree[0]);
  }
  /** Get the position where this node ends. */
  get endPosition() {
    marshalNode(this);
    C._ts_node_end_point_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the string content of this node. */
  get text() {
    return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
  }
  /** Get this node's parse state. */
  get parseState() {
    marshalNode(this);
    return C._ts_node_parse_state_wasm(this.tree[0]);
  }
  /** Get the parse state after this node. */
  get nextParseState() {
    marshalNode(this);
    return C._ts_node_next_parse_state_wasm(this.tree[0]);
  }
  /** Check if this node is equal to another node. */
  equals(other) {
    return this.tree === other.tree && this.id === other.id;
  }
  /**
   * Get the node's child at the given index, where zero represents the first child.
   *
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#children} instead.
   */
  child(index) {
    marshalNode(this);
    C._ts_node_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's *named* child at the given index.
   *
   * See also {@link Node#isNamed}.
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#namedChildren} instead.
   */
  namedChild(index) {
    marshalNode(this);
    C._ts_node_named_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's child with the given numerical field id.
   *
   * See also {@link Node#childForFieldName}. You can
   * convert a field name to an id using {@link Language#fieldIdForName}.
   */
  childForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the first child with the given field name.
   *
   * If multiple children may have the same field name, access them using
   * {@link Node#childrenForFieldName}.
   */
  childForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1) return this.childForFieldId(fieldId);
    return null;
  }
  /** Get the field name of this node's child at the given index. */
  fieldNameForChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /** Get the field name of this node's named child at the given index. */
  fieldNameForNamedChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /**
   * Get an array of this node's children with a given field name.
   *
   * See also {@link Node#children}.
   */
  childrenForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
    return [];
  }
  /**
    * Get an array of this node's children with a given field id.
    *
    * See also {@link Node#childrenForFieldName}.
    */
  childrenForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the node's first child that contains or starts after the given byte offset. */
  firstChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's first named child that contains or starts after the given byte offset. */
  firstNamedChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's number of children. */
  get childCount() {
    marshalNode(this);
    return C._ts_node_child_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's number of *named* children.
   *
   * See also {@link Node#isNamed}.
   */
  get namedChildCount() {
    marshalNode(this);
    return C._ts_node_named_child_count_wasm(this.tree[0]);
  }
  /** Get this node's first child. */
  get firstChild() {
    return this.child(0);
  }
  /**
   * Get this node's first named child.
   *
   * See also {@link Node#isNamed}.
   */
  get firstNamedChild() {
    return this.namedChild(0);
  }
  /** Get this node's last child. */
  get lastChild() {
    return this.child(this.childCount - 1);
  }
  /**
   * Get this node's last named child.
   *
   * See also {@link Node#isNamed}.
   */
  get lastNamedChild() {
    return this.namedChild(this.namedChildCount - 1);
  }
  /**
   * Iterate over this node's children.
   *
   * If you're walking the tree recursively, you may want to use the
   * {@link TreeCursor} APIs directly instead.
   */
  get children() {
    if (!this._children) {
      marshalNode(this);
      C._ts_node_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._children = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._children[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._children;
  }
  /**
   * Iterate over this node's named children.
   *
   * See also {@link Node#children}.
   */
  get namedChildren() {
    if (!this._namedChildren) {
      marshalNode(this);
      C._ts_node_named_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._namedChildren = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._namedChildren[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._namedChildren;
  }
  /**
   * Get the descendants of this node that are the given type, or in the given types array.
   *
   * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
   *
   * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
   */
  descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
    if (!Array.isArray(types)) types = [types];
    const symbols = [];
    const typesBySymbol = this.tree.language.types;
    for (const node_type of types) {
      if (node_type == "ERROR") {
        symbols.push(65535);
      }
    }
    for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
      if (types.includes(typesBySymbol[i2])) {
        symbols.push(i2);
      }
    }
    const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
    for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
      C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
    }
    marshalNode(this);
    C._ts_node_descendants_of_type_wasm(
      this.tree[0],
      symbolsAddress,
      symbols.length,
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column
    );
    const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
    const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(descendantCount);
    if (descendantCount > 0) {
      let address = descendantAddress;
      for (let i2 = 0; i2 < descendantCount; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
    }
    C._free(descendantAddress);
    C._free(symbolsAddress);
    return result;
  }
  /** Get this node's next sibling. */
  get nextSibling() {
    marshalNode(this);
    C._ts_node_next_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's previous sibling. */
  get previousSibling() {
    marshalNode(this);
    C._ts_node_prev_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's next *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get nextNamedSibling() {
    marshalNode(this);
    C._ts_node_next_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's previous *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get previousNamedSibling() {
    marshalNode(this);
    C._ts_node_prev_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's number of descendants, including one for the node itself. */
  get descendantCount() {
    marshalNode(this);
    return C._ts_node_descendant_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's immediate parent.
   * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
   */
  get parent() {
    marshalNode(this);
    C._ts_node_parent_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the node that contains `descendant`.
   *
   * Note that this can return `descendant` itself.
   */
  childWithDescendant(descendant) {
    marshalNode(this);
    marshalNode(descendant, 1);
    C._ts_node_child_with_descendant_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given byte range. */
  descendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given byte range. */
  namedDescendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given point range. */
  descendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given point range. */
  namedDescendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Create a new {@link TreeCursor} starting from this node.
   *
   * Note that the given node is considered the root of the cursor,
   * and the cursor cannot walk outside this node.
   */
  walk() {
    marshalNode(this);
    C._ts_tree_cursor_new_wasm(this.tree[0]);
    return new TreeCursor(INTERNAL, this.tree);
  }
  /**
   * Edit this node to keep it in-sync with source code that has been edited.
   *
   * This function is only rarely needed. When you edit a syntax tree with
   * the {@link Tree#edit} method, all of the nodes that you retrieve from
   * the tree afterward will already reflect the edit. You only need to
   * use {@link Node#edit} when you have a specific {@link Node} instance that
   * you want to keep and continue to use after an edit.
   */
  edit(edit) {
    if (this.startIndex >= edit.oldEndIndex) {
      this.startIndex = edit.newEndIndex + (this.startIndex - edit.oldEndIndex);
      let subbedPointRow;
      let subbedPointColumn;
      if (this.startPosition.row > edit.oldEndPosition.row) {
        subbedPointRow = this.startPosition.row - edit.oldEndPosition.row;
        subbedPointColumn = this.startPosition.column;
      } else {
        subbedPointRow = 0;
        subbedPointColumn = this.startPosition.column;
        if (this.startPosition.column >= edit.oldEndPosition.column) {
          subbedPointColumn = this.startPosition.column - edit.oldEndPosition.column;
        }
      }
      if (subbedPointRow > 0) {
        this.startPosition.row += subbedPointRow;
        this.startPosition.column = subbedPointColumn;
      } else {
        this.startPosition.column += subbedPointColumn;
      }
    } else if (this.startIndex > edit.startIndex) {
      this.startIndex = edit.newEndIndex;
      this.startPosition.row = edit.newEndPosition.row;
      this.startPosition.column = edit.newEndPosition.column;
    }
  }
  /** Get the S-expression representation of this node. */
  toString() {
    marshalNode(this);
    const address = C._ts_node_to_string_wasm(this.tree[0]);
    const result = C.AsciiToString(address);
    C._free(address);
    return result;
  }
};

// src/marshal.ts
function unmarshalCaptures(query, tree, address, patternIndex, result) {
  for (let i2 = 0, n = result.length; i2 < n; i2++) {
    const captureIndex = C.getValue(address, "i32");
    address += SIZE_OF_INT;
    const node = unmarshalNode(tree, address);
    address += SIZE_OF_NODE;
    result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
  }
  return address;
}
__name(unmarshalCaptures, "unmarshalCaptures");
function marshalNode(node, index = 0) {
  let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
  C.setValue(address, node.id, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.row, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.column, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node[0], "i32");
}
__name(marshalNode, "marshalNode");
function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const id = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const row = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const column = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const other = C.getValue(address, "i32");
  const result = new Node(INTERNAL, {
    id,
    tree,
    startIndex: index,
    startPosition: { row, column },
    other
  });
  return result;
}
__name(unmarshalNode, "unmarshalNode");
function marshalTreeCursor(cursor, address = TRANSFER_BUFFER) {
  C.setValue(address + 0 * SIZE_OF_INT, cursor[0], "i32");
  C.setValue(address + 1 * SIZE_OF_INT, cursor[1], "i32");
  C.setValue(address + 2 * SIZE_OF_INT, cursor[2], "i32");
  C.setValue(address + 3 * SIZE_OF_INT, cursor[3], "i32");
}
__name(marshalTreeCursor, "marshalTreeCursor");
function unmarshalTreeCursor(cursor) {
  cursor[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
  cursor[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
  cursor[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
  cursor[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
}
__name(unmarshalTreeCursor, "unmarshalTreeCursor");
function marshalPoint(address, point) {
  C.setValue(address, point.row, "i32");
  C.setValue(address + SIZE_OF_INT, point.column, "i32");
}
__name(marshalPoint, "marshalPoint");
function unmarshalPoint(address) {
  const result = {
    row: C.getValue(address, "i32") >>> 0,
    column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
  };
  return result;
}
__name(unmarshalPoint, "unmarshalPoint");
function marshalRange(address, range) {
  marshalPoint(address, range.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, range.endPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, range.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, range.endIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalRange, "marshalRange");
function unmarshalRange(address) {
  const result = {};
  result.startPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.endPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.startIndex = C.getValue(address, "i32") >>> 0;
  address += SIZE_OF_INT;
  result.endIndex = C.getValue(address, "i32") >>> 0;
  return result;
}
__name(unmarshalRange, "unmarshalRange");
function marshalEdit(edit, address = TRANSFER_BUFFER) {
  marshalPoint(address, edit.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.oldEndPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.newEndPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, edit.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.oldEndIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.newEndIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalEdit, "marshalEdit");
function unmarshalLanguageMetadata(address) {
  const major_version = C.getValue(address, "i32");
  const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
  const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
  return { major_version, minor_version, patch_version };
}
__name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");

// src/language.ts
var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
var Language = class _Language {
  static {
    __name(this, "Language");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /**
   * A list of all node types in the language. The index of each type in this
   * array is its node type id.
   */
  types;
  /**
   * A list of all field names in the language. The index of each field name in
   * this array is its field id.
   */
  fields;
  /** @internal */
  constructor(internal, address) {
    assertInternal(internal);
    this[0] = address;
    this.types = new Array(C._ts_language_symbol_count(this[0]));
    for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
      if (C._ts_language_symbol_type(this[0], i2) < 2) {
        this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
      }
    }
    this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
    for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
      const fieldName = C._ts_language_field_name_for_id(this[0], i2);
      if (fieldName !== 0) {
        this.fields[i2] = C.UTF8ToString(fieldName);
      } else {
        this.fields[i2] = null;
      }
    }
  }
  /**
   * Gets the name of the language.
   */
  get name() {
    const ptr = C._ts_language_name(this[0]);
    if (ptr === 0) return null;
    return C.UTF8ToString(ptr);
  }
  /**
   * Gets the ABI version of the language.
   */
  get abiVersion() {
    return C._ts_language_abi_version(this[0]);
  }
  /**
  * Get the metadata for this language. This information is generated by the
  * CLI, and relies on the language author providing the correct metadata in
  * the language's `tree-sitter.json` file.
  */
  get metadata() {
    C._ts_language_metadata_wasm(this[0]);
    const length = C.getValue(TRANSFER_BUFFER, "i32");
    if (length === 0) return null;
    return unmarshalLanguageMetadata(TRANSFER_BUFFER + SIZE_OF_INT);
  }
  /**
   * Gets the number of fields in the language.
   */
  get fieldCount() {
    return this.fields.length - 1;
  }
  /**
   * Gets the number of states in the language.
   */
  get stateCount() {
    return C._ts_language_state_count(this[0]);
  }
  /**
   * Get the field id for a field name.
   */
  fieldIdForName(fieldName) {
    const result = this.fields.indexOf(fieldName);
    return result !== -1 ? result : null;
  }
  /**
   * Get the field name for a field id.
   */
  fieldNameForId(fieldId) {
    return this.fields[fieldId] ?? null;
  }
  /**
   * Get the node type id for a node type name.
   */
  idForNodeType(type, named) {
    const typeLength = C.lengthBytesUTF8(type);
    const typeAddress = C._malloc(typeLength + 1);
    C.stringToUTF8(type, typeAddress, typeLength + 1);
    const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named ? 1 : 0);
    C._free(typeAddress);
    return result || null;
  }
  /**
   * Gets the number of node types in the language.
   */
  get nodeTypeCount() {
    return C._ts_language_symbol_count(this[0]);
  }
  /**
   * Get the node type name for a node type id.
   */
  nodeTypeForId(typeId) {
    const name2 = C._ts_language_symbol_name(this[0], typeId);
    return name2 ? C.UTF8ToString(name2) : null;
  }
  /**
   * Check if a node type is named.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
   */
  nodeTypeIsNamed(typeId) {
    return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Check if a node type is visible.
   */
  nodeTypeIsVisible(typeId) {
    return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Get the supertypes ids of this language.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
   */
  get supertypes() {
    C._ts_language_supertypes_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the subtype ids for a given supertype node id.
   */
  subtypes(supertype) {
    C._ts_language_subtypes_wasm(this[0], supertype);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the next state id for a given state id and node type id.
   */
  nextState(stateId, typeId) {
    return C._ts_language_next_state(this[0], stateId, typeId);
  }
  /**
   * Create a new lookahead iterator for this language and parse state.
   *
   * This returns `null` if state is invalid for this language.
   *
   * Iterating {@link LookaheadIterator} will yield valid symbols in the given
   * parse state. A newly created iterator is not positioned on a symbol, so
   * {@link LookaheadIterator#currentType} returns `null` until the first
   * iteration step.
   *
   * Lookahead iterators can be useful for generating suggestions and improving
   * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
   * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
   * lookahead iterator created on the previous non-extra leaf node may be
   * appropriate.
   */
  lookaheadIterator(stateId) {
    const address = C._ts_lookahead_iterator_new(this[0], stateId);
    if (address) return new LookaheadIterator(INTERNAL, address, this);
    return null;
  }
  /**
   * Load a language from a WebAssembly module.
   * The module can be provided as a path to a file, a `URL` to a file, or as a
   * buffer.
   */
  static async load(input) {
    let binary2;
    if (input instanceof Uint8Array) {
      binary2 = input;
    } else if (globalThis.process?.versions.node) {
      const fs2 = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 943, 19));
      binary2 = await fs2.readFile(input);
    } else {
      const response = await fetch(input);
      if (!response.ok) {
        const body2 = await response.text();
        throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
      }
      const retryResp = response.clone();
      try {
        binary2 = await WebAssembly.compileStreaming(response);
      } catch (reason) {
        console.error("wasm streaming compile failed:", reason);
        console.error("falling back to ArrayBuffer instantiation");
        binary2 = new Uint8Array(await retryResp.arrayBuffer());
      }
    }
    const mod = await C.loadWebAssemblyModule(binary2, { loadAsync: true });
    return _Language.loadFromWasmExports(mod, { sync: false });
  }
  static loadFromWasmExports(mod, { sync }) {
    const symbolNames = Object.keys(mod);
    const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
    if (!functionName) {
      console.log(`Couldn't find language function in Wasm file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
      throw new Error(`Language.${sync ? "loadSync" : "load"} failed: no language function found in Wasm file`);
    }
    const languageAddress = mod[functionName]();
    return new _Language(INTERNAL, languageAddress);
  }
  /**
   * Load a language synchronously from a pre-compiled WebAssembly module.
   * Use this when the host environment provides a `WebAssembly.Module` directly.
   */
  static loadSync(wasmModule) {
    const mod = C.loadWebAssemblyModule(wasmModule, { loadAsync: false });
    return _Language.loadFromWasmExports(mod, { sync: true });
  }
};

// lib/web-tree-sitter.mjs
async function Module2(moduleArg = {}) {
  var moduleRtn;
  var Module = moduleArg;
  var ENVIRONMENT_IS_WEB = typeof window == "object";
  var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
  var ENVIRONMENT_IS_NODE = typeof process == "object" && process.versions?.node && process.type != "renderer";
  if (ENVIRONMENT_IS_NODE) {
    const { createRequire } = await Promise.resolve(/* import() */).then(__nccwpck_require__.bind(__nccwpck_require__, 550));
    var require = createRequire(import.meta.url);
  }
  Module.currentQueryProgressCallback = null;
  Module.currentProgressCallback = null;
  Module.currentLogCallback = null;
  Module.currentParseCallback = null;
  var arguments_ = [];
  var thisProgram = "./this.program";
  var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
    throw toThrow;
  }, "quit_");
  var _scriptName = import.meta.url;
  var scriptDirectory = "";
  function locateFile(path) {
    if (Module["locateFile"]) {
      return Module["locateFile"](path, scriptDirectory);
    }
    return scriptDirectory + path;
  }
  __name(locateFile, "locateFile");
  var readAsync, readBinary;
  if (ENVIRONMENT_IS_NODE) {
    var fs = require("fs");
    if (_scriptName.startsWith("file:")) {
      scriptDirectory = require("path").dirname(require("url").fileURLToPath(_scriptName)) + "/";
    }
    readBinary = /* @__PURE__ */ __name((filename) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename);
      return ret;
    }, "readBinary");
    readAsync = /* @__PURE__ */ __name(async (filename, binary2 = true) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename, binary2 ? void 0 : "utf8");
      return ret;
    }, "readAsync");
    if (process.argv.length > 1) {
      thisProgram = process.argv[1].replace(/\\/g, "/");
    }
    arguments_ = process.argv.slice(2);
    quit_ = /* @__PURE__ */ __name((status, toThrow) => {
      process.exitCode = status;
      throw toThrow;
    }, "quit_");
  } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
    try {
      scriptDirectory = new URL(".", _scriptName).href;
    } catch {
    }
    {
      if (ENVIRONMENT_IS_WORKER) {
        readBinary = /* @__PURE__ */ __name((url) => {
          var xhr = new XMLHttpRequest();
          xhr.open("GET", url, false);
          xhr.responseType = "arraybuffer";
          xhr.send(null);
          return new Uint8Array(
            /** @type{!ArrayBuffer} */
            xhr.response
          );
        }, "readBinary");
      }
      readAsync = /* @__PURE__ */ __name(async (url) => {
        if (isFileURI(url)) {
          return new Promise((resolve, reject) => {
            var xhr = new XMLHttpRequest();
            xhr.open("GET", url, true);
            xhr.responseType = "arraybuffer";
            xhr.onload = () => {
              if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                resolve(xhr.response);
                return;
              }
              reject(xhr.status);
            };
            xhr.onerror = reject;
            xhr.send(null);
          });
        }
        var response = await fetch(url, {
          credentials: "same-origin"
        });
        if (response.ok) {
          return response.arrayBuffer();
        }
        throw new Error(response.status + " : " + response.url);
      }, "readAsync");
    }
  } else {
  }
  var out = console.log.bind(console);
  var err = console.error.bind(console);
  var dynamicLibraries = [];
  var wasmBinary;
  var ABORT = false;
  var EXITSTATUS;
  var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
  var readyPromiseResolve, readyPromiseReject;
  var wasmMemory;
  var HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAPF64;
  var HEAP64, HEAPU64;
  var HEAP_DATA_VIEW;
  var runtimeInitialized = false;
  function updateMemoryViews() {
    var b = wasmMemory.buffer;
    Module["HEAP8"] = HEAP8 = new Int8Array(b);
    Module["HEAP16"] = HEAP16 = new Int16Array(b);
    Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
    Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
    Module["HEAP32"] = HEAP32 = new Int32Array(b);
    Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
    Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
    Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
    Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
    Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
    Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
    LE_HEAP_UPDATE();
  }
  __name(updateMemoryViews, "updateMemoryViews");
  function initMemory() {
    if (Module["wasmMemory"]) {
      wasmMemory = Module["wasmMemory"];
    } else {
      var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
      wasmMemory = new WebAssembly.Memory({
        "initial": INITIAL_MEMORY / 65536,
        // In theory we should not need to emit the maximum if we want "unlimited"
        // or 4GB of memory, but VMs error on that atm, see
        // https://github.com/emscripten-core/emscripten/issues/14130
        // And in the pthreads case we definitely need to emit a maximum. So
        // always emit one.
        "maximum": 32768
      });
    }
    updateMemoryViews();
  }
  __name(initMemory, "initMemory");
  var __RELOC_FUNCS__ = [];
  function preRun() {
    if (Module["preRun"]) {
      if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
      while (Module["preRun"].length) {
        addOnPreRun(Module["preRun"].shift());
      }
    }
    callRuntimeCallbacks(onPreRuns);
  }
  __name(preRun, "preRun");
  function initRuntime() {
    runtimeInitialized = true;
    callRuntimeCallbacks(__RELOC_FUNCS__);
    wasmExports["__wasm_call_ctors"]();
    callRuntimeCallbacks(onPostCtors);
  }
  __name(initRuntime, "initRuntime");
  function preMain() {
  }
  __name(preMain, "preMain");
  function postRun() {
    if (Module["postRun"]) {
      if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
      while (Module["postRun"].length) {
        addOnPostRun(Module["postRun"].shift());
      }
    }
    callRuntimeCallbacks(onPostRuns);
  }
  __name(postRun, "postRun");
  function abort(what) {
    Module["onAbort"]?.(what);
    what = "Aborted(" + what + ")";
    err(what);
    ABORT = true;
    what += ". Build with -sASSERTIONS for more info.";
    var e = new WebAssembly.RuntimeError(what);
    readyPromiseReject?.(e);
    throw e;
  }
  __name(abort, "abort");
  var wasmBinaryFile;
  function findWasmBinary() {
    if (Module["locateFile"]) {
      return locateFile("web-tree-sitter.wasm");
    }
    return new URL(/* asset import */ __nccwpck_require__(879), __nccwpck_require__.b).href;
  }
  __name(findWasmBinary, "findWasmBinary");
  function getBinarySync(file) {
    if (file == wasmBinaryFile && wasmBinary) {
      return new Uint8Array(wasmBinary);
    }
    if (readBinary) {
      return readBinary(file);
    }
    throw "both async and sync fetching of the wasm failed";
  }
  __name(getBinarySync, "getBinarySync");
  async function getWasmBinary(binaryFile) {
    if (!wasmBinary) {
      try {
        var response = await readAsync(binaryFile);
        return new Uint8Array(response);
      } catch {
      }
    }
    return getBinarySync(binaryFile);
  }
  __name(getWasmBinary, "getWasmBinary");
  async function instantiateArrayBuffer(binaryFile, imports) {
    try {
      var binary2 = await getWasmBinary(binaryFile);
      var instance2 = await WebAssembly.instantiate(binary2, imports);
      return instance2;
    } catch (reason) {
      err(`failed to asynchronously prepare wasm: ${reason}`);
      abort(reason);
    }
  }
  __name(instantiateArrayBuffer, "instantiateArrayBuffer");
  async function instantiateAsync(binary2, binaryFile, imports) {
    if (!binary2 && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
      try {
        var response = fetch(binaryFile, {
          credentials: "same-origin"
        });
        var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
        return instantiationResult;
      } catch (reason) {
        err(`wasm streaming compile failed: ${reason}`);
        err("falling back to ArrayBuffer instantiation");
      }
    }
    return instantiateArrayBuffer(binaryFile, imports);
  }
  __name(instantiateAsync, "instantiateAsync");
  function getWasmImports() {
    return {
      "env": wasmImports,
      "wasi_snapshot_preview1": wasmImports,
      "GOT.mem": new Proxy(wasmImports, GOTHandler),
      "GOT.func": new Proxy(wasmImports, GOTHandler)
    };
  }
  __name(getWasmImports, "getWasmImports");
  async function createWasm() {
    function receiveInstance(instance2, module2) {
      wasmExports = instance2.exports;
      wasmExports = relocateExports(wasmExports, 1024);
      var metadata2 = getDylinkMetadata(module2);
      if (metadata2.neededDynlibs) {
        dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
      }
      mergeLibSymbols(wasmExports, "main");
      LDSO.init();
      loadDylibs();
      __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
      assignWasmExports(wasmExports);
      return wasmExports;
    }
    __name(receiveInstance, "receiveInstance");
    function receiveInstantiationResult(result2) {
      return receiveInstance(result2["instance"], result2["module"]);
    }
    __name(receiveInstantiationResult, "receiveInstantiationResult");
    var info2 = getWasmImports();
    if (Module["instantiateWasm"]) {
      return new Promise((resolve, reject) => {
        Module["instantiateWasm"](info2, (mod, inst) => {
          resolve(receiveInstance(mod, inst));
        });
      });
    }
    wasmBinaryFile ??= findWasmBinary();
    var result = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
    var exports = receiveInstantiationResult(result);
    return exports;
  }
  __name(createWasm, "createWasm");
  class ExitStatus {
    static {
      __name(this, "ExitStatus");
    }
    name = "ExitStatus";
    constructor(status) {
      this.message = `Program terminated with exit(${status})`;
      this.status = status;
    }
  }
  var GOT = {};
  var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
  var GOTHandler = {
    get(obj, symName) {
      var rtn = GOT[symName];
      if (!rtn) {
        rtn = GOT[symName] = new WebAssembly.Global({
          "value": "i32",
          "mutable": true
        });
      }
      if (!currentModuleWeakSymbols.has(symName)) {
        rtn.required = true;
      }
      return rtn;
    }
  };
  var LE_ATOMICS_NATIVE_BYTE_ORDER = [];
  var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
  var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
  var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
  var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
  var LE_HEAP_LOAD_I64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getBigInt64(byteOffset, true), "LE_HEAP_LOAD_I64");
  var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
  var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat32(byteOffset, value, true), "LE_HEAP_STORE_F32");
  var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat64(byteOffset, value, true), "LE_HEAP_STORE_F64");
  var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt16(byteOffset, value, true), "LE_HEAP_STORE_I16");
  var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt32(byteOffset, value, true), "LE_HEAP_STORE_I32");
  var LE_HEAP_STORE_I64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setBigInt64(byteOffset, value, true), "LE_HEAP_STORE_I64");
  var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint32(byteOffset, value, true), "LE_HEAP_STORE_U32");
  var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
    while (callbacks.length > 0) {
      callbacks.shift()(Module);
    }
  }, "callRuntimeCallbacks");
  var onPostRuns = [];
  var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.push(cb), "addOnPostRun");
  var onPreRuns = [];
  var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.push(cb), "addOnPreRun");
  var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
  var findStringEnd = /* @__PURE__ */ __name((heapOrArray, idx, maxBytesToRead, ignoreNul) => {
    var maxIdx = idx + maxBytesToRead;
    if (ignoreNul) return maxIdx;
    while (heapOrArray[idx] && !(idx >= maxIdx)) ++idx;
    return idx;
  }, "findStringEnd");
  var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead, ignoreNul) => {
    var endPtr = findStringEnd(heapOrArray, idx, maxBytesToRead, ignoreNul);
    if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
      return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
    }
    var str = "";
    while (idx < endPtr) {
      var u0 = heapOrArray[idx++];
      if (!(u0 & 128)) {
        str += String.fromCharCode(u0);
        continue;
      }
      var u1 = heapOrArray[idx++] & 63;
      if ((u0 & 224) == 192) {
        str += String.fromCharCode((u0 & 31) << 6 | u1);
        continue;
      }
      var u2 = heapOrArray[idx++] & 63;
      if ((u0 & 240) == 224) {
        u0 = (u0 & 15) << 12 | u1 << 6 | u2;
      } else {
        u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
      }
      if (u0 < 65536) {
        str += String.fromCharCode(u0);
      } else {
        var ch = u0 - 65536;
        str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
      }
    }
    return str;
  }, "UTF8ArrayToString");
  var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
    var offset = 0;
    var end = 0;
    function getU8() {
      return binary2[offset++];
    }
    __name(getU8, "getU8");
    function getLEB() {
      var ret = 0;
      var mul = 1;
      while (1) {
        var byte = binary2[offset++];
        ret += (byte & 127) * mul;
        mul *= 128;
        if (!(byte & 128)) break;
      }
      return ret;
    }
    __name(getLEB, "getLEB");
    function getString() {
      var len = getLEB();
      offset += len;
      return UTF8ArrayToString(binary2, offset - len, len);
    }
    __name(getString, "getString");
    function getStringList() {
      var count2 = getLEB();
      var rtn = [];
      while (count2--) rtn.push(getString());
      return rtn;
    }
    __name(getStringList, "getStringList");
    function failIf(condition, message) {
      if (condition) throw new Error(message);
    }
    __name(failIf, "failIf");
    if (binary2 instanceof WebAssembly.Module) {
      var dylinkSection = WebAssembly.Module.customSections(binary2, "dylink.0");
      failIf(dylinkSection.length === 0, "need dylink section");
      binary2 = new Uint8Array(dylinkSection[0]);
      end = binary2.length;
    } else {
      var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
      var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
      failIf(!magicNumberFound, "need to see wasm magic number");
      failIf(binary2[8] !== 0, "need the dylink section to be first");
      offset = 9;
      var section_size = getLEB();
      end = offset + section_size;
      var name2 = getString();
      failIf(name2 !== "dylink.0");
    }
    var customSection = {
      neededDynlibs: [],
      tlsExports: /* @__PURE__ */ new Set(),
      weakImports: /* @__PURE__ */ new Set(),
      runtimePaths: []
    };
    var WASM_DYLINK_MEM_INFO = 1;
    var WASM_DYLINK_NEEDED = 2;
    var WASM_DYLINK_EXPORT_INFO = 3;
    var WASM_DYLINK_IMPORT_INFO = 4;
    var WASM_DYLINK_RUNTIME_PATH = 5;
    var WASM_SYMBOL_TLS = 256;
    var WASM_SYMBOL_BINDING_MASK = 3;
    var WASM_SYMBOL_BINDING_WEAK = 1;
    while (offset < end) {
      var subsectionType = getU8();
      var subsectionSize = getLEB();
      if (subsectionType === WASM_DYLINK_MEM_INFO) {
        customSection.memorySize = getLEB();
        customSection.memoryAlign = getLEB();
        customSection.tableSize = getLEB();
        customSection.tableAlign = getLEB();
      } else if (subsectionType === WASM_DYLINK_NEEDED) {
        customSection.neededDynlibs = getStringList();
      } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var symname = getString();
          var flags2 = getLEB();
          if (flags2 & WASM_SYMBOL_TLS) {
            customSection.tlsExports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var modname = getString();
          var symname = getString();
          var flags2 = getLEB();
          if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
            customSection.weakImports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_RUNTIME_PATH) {
        customSection.runtimePaths = getStringList();
      } else {
        offset += subsectionSize;
      }
    }
    return customSection;
  }, "getDylinkMetadata");
  function getValue(ptr, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        return HEAP8[ptr];
      case "i8":
        return HEAP8[ptr];
      case "i16":
        return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
      case "i32":
        return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
      case "i64":
        return LE_HEAP_LOAD_I64((ptr >> 3) * 8);
      case "float":
        return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
      case "double":
        return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
      case "*":
        return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
      default:
        abort(`invalid type for getValue: ${type}`);
    }
  }
  __name(getValue, "getValue");
  var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
    var dso = {
      refcount: Infinity,
      name: name2,
      exports: syms,
      global: true
    };
    LDSO.loadedLibsByName[name2] = dso;
    if (handle2 != void 0) {
      LDSO.loadedLibsByHandle[handle2] = dso;
    }
    return dso;
  }, "newDSO");
  var LDSO = {
    loadedLibsByName: {},
    loadedLibsByHandle: {},
    init() {
      newDSO("__main__", 0, wasmImports);
    }
  };
  var ___heap_base = 82240;
  var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
  var getMemory = /* @__PURE__ */ __name((size) => {
    if (runtimeInitialized) {
      return _calloc(size, 1);
    }
    var ret = ___heap_base;
    var end = ret + alignMemory(size, 16);
    ___heap_base = end;
    GOT["__heap_base"].value = end;
    return ret;
  }, "getMemory");
  var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
  var uleb128EncodeWithLen = /* @__PURE__ */ __name((arr) => {
    const n = arr.length;
    return [n % 128 | 128, n >> 7, ...arr];
  }, "uleb128EncodeWithLen");
  var wasmTypeCodes = {
    "i": 127,
    // i32
    "p": 127,
    // i32
    "j": 126,
    // i64
    "f": 125,
    // f32
    "d": 124,
    // f64
    "e": 111
  };
  var generateTypePack = /* @__PURE__ */ __name((types) => uleb128EncodeWithLen(Array.from(types, (type) => {
    var code = wasmTypeCodes[type];
    return code;
  })), "generateTypePack");
  var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
    var bytes = Uint8Array.of(
      0,
      97,
      115,
      109,
      // magic ("\0asm")
      1,
      0,
      0,
      0,
      // version: 1
      1,
      ...uleb128EncodeWithLen([
        1,
        // count: 1
        96,
        // param types
        ...generateTypePack(sig.slice(1)),
        // return types (for now only supporting [] if `void` and single [T] otherwise)
        ...generateTypePack(sig[0] === "v" ? "" : sig[0])
      ]),
      // The rest of the module is static
      2,
      7,
      // import section
      // (import "e" "f" (func 0 (type 0)))
      1,
      1,
      101,
      1,
      102,
      0,
      0,
      7,
      5,
      // export section
      // (export "f" (func 0 (type 0)))
      1,
      1,
      102,
      0,
      0
    );
    var module2 = new WebAssembly.Module(bytes);
    var instance2 = new WebAssembly.Instance(module2, {
      "e": {
        "f": func2
      }
    });
    var wrappedFunc = instance2.exports["f"];
    return wrappedFunc;
  }, "convertJsFunctionToWasm");
  var wasmTableMirror = [];
  var wasmTable = new WebAssembly.Table({
    "initial": 31,
    "element": "anyfunc"
  });
  var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
    var func2 = wasmTableMirror[funcPtr];
    if (!func2) {
      wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
    }
    return func2;
  }, "getWasmTableEntry");
  var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
    if (functionsInTableMap) {
      for (var i2 = offset; i2 < offset + count; i2++) {
        var item = getWasmTableEntry(i2);
        if (item) {
          functionsInTableMap.set(item, i2);
        }
      }
    }
  }, "updateTableMap");
  var functionsInTableMap;
  var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
    if (!functionsInTableMap) {
      functionsInTableMap = /* @__PURE__ */ new WeakMap();
      updateTableMap(0, wasmTable.length);
    }
    return functionsInTableMap.get(func2) || 0;
  }, "getFunctionAddress");
  var freeTableIndexes = [];
  var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
    if (freeTableIndexes.length) {
      return freeTableIndexes.pop();
    }
    return wasmTable["grow"](1);
  }, "getEmptyTableSlot");
  var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
    wasmTable.set(idx, func2);
    wasmTableMirror[idx] = wasmTable.get(idx);
  }, "setWasmTableEntry");
  var addFunction = /* @__PURE__ */ __name((func2, sig) => {
    var rtn = getFunctionAddress(func2);
    if (rtn) {
      return rtn;
    }
    var ret = getEmptyTableSlot();
    try {
      setWasmTableEntry(ret, func2);
    } catch (err2) {
      if (!(err2 instanceof TypeError)) {
        throw err2;
      }
      var wrapped = convertJsFunctionToWasm(func2, sig);
      setWasmTableEntry(ret, wrapped);
    }
    functionsInTableMap.set(func2, ret);
    return ret;
  }, "addFunction");
  var updateGOT = /* @__PURE__ */ __name((exports, replace) => {
    for (var symName in exports) {
      if (isInternalSym(symName)) {
        continue;
      }
      var value = exports[symName];
      GOT[symName] ||= new WebAssembly.Global({
        "value": "i32",
        "mutable": true
      });
      if (replace || GOT[symName].value == 0) {
        if (typeof value == "function") {
          GOT[symName].value = addFunction(value);
        } else if (typeof value == "number") {
          GOT[symName].value = value;
        } else {
          err(`unhandled export type for '${symName}': ${typeof value}`);
        }
      }
    }
  }, "updateGOT");
  var relocateExports = /* @__PURE__ */ __name((exports, memoryBase2, replace) => {
    var relocated = {};
    for (var e in exports) {
      var value = exports[e];
      if (typeof value == "object") {
        value = value.value;
      }
      if (typeof value == "number") {
        value += memoryBase2;
      }
      relocated[e] = value;
    }
    updateGOT(relocated, replace);
    return relocated;
  }, "relocateExports");
  var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
    var existing = wasmImports[symName];
    if (!existing || existing.stub) {
      return false;
    }
    return true;
  }, "isSymbolDefined");
  var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = [], promising = false) => {
    var func2 = getWasmTableEntry(ptr);
    var rtn = func2(...args2);
    function convert(rtn2) {
      return rtn2;
    }
    __name(convert, "convert");
    return convert(rtn);
  }, "dynCall");
  var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
  var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
  var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
    var sp = stackSave();
    try {
      return dynCall(sig, ptr, args2);
    } catch (e) {
      stackRestore(sp);
      if (e !== e + 0) throw e;
      _setThrew(1, 0);
      if (sig[0] == "j") return 0n;
    }
  }, "createInvokeFunction");
  var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
    var sym;
    if (isSymbolDefined(symName)) {
      sym = wasmImports[symName];
    } else if (symName.startsWith("invoke_")) {
      sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
    }
    return {
      sym,
      name: symName
    };
  }, "resolveGlobalSymbol");
  var onPostCtors = [];
  var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.push(cb), "addOnPostCtor");
  var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead, ignoreNul) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead, ignoreNul) : "", "UTF8ToString");
  var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
    var metadata = getDylinkMetadata(binary);
    function loadModule() {
      var memAlign = Math.pow(2, metadata.memoryAlign);
      var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
      var tableBase = metadata.tableSize ? wasmTable.length : 0;
      if (handle) {
        HEAP8[handle + 8] = 1;
        LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
        LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
        LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
        LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
      }
      if (metadata.tableSize) {
        wasmTable.grow(metadata.tableSize);
      }
      var moduleExports;
      function resolveSymbol(sym) {
        var resolved = resolveGlobalSymbol(sym).sym;
        if (!resolved && localScope) {
          resolved = localScope[sym];
        }
        if (!resolved) {
          resolved = moduleExports[sym];
        }
        return resolved;
      }
      __name(resolveSymbol, "resolveSymbol");
      var proxyHandler = {
        get(stubs, prop) {
          switch (prop) {
            case "__memory_base":
              return memoryBase;
            case "__table_base":
              return tableBase;
          }
          if (prop in wasmImports && !wasmImports[prop].stub) {
            var res = wasmImports[prop];
            return res;
          }
          if (!(prop in stubs)) {
            var resolved;
            stubs[prop] = (...args2) => {
              resolved ||= resolveSymbol(prop);
              return resolved(...args2);
            };
          }
          return stubs[prop];
        }
      };
      var proxy = new Proxy({}, proxyHandler);
      currentModuleWeakSymbols = metadata.weakImports;
      var info = {
        "GOT.mem": new Proxy({}, GOTHandler),
        "GOT.func": new Proxy({}, GOTHandler),
        "env": proxy,
        "wasi_snapshot_preview1": proxy
      };
      function postInstantiation(module, instance) {
        updateTableMap(tableBase, metadata.tableSize);
        moduleExports = relocateExports(instance.exports, memoryBase);
        if (!flags.allowUndefined) {
          reportUndefinedSymbols();
        }
        function addEmAsm(addr, body) {
          var args = [];
          var arity = 0;
          for (; arity < 16; arity++) {
            if (body.indexOf("$" + arity) != -1) {
              args.push("$" + arity);
            } else {
              break;
            }
          }
          args = args.join(",");
          var func = `(${args}) => { ${body} };`;
          ASM_CONSTS[start] = eval(func);
        }
        __name(addEmAsm, "addEmAsm");
        if ("__start_em_asm" in moduleExports) {
          var start = moduleExports["__start_em_asm"];
          var stop = moduleExports["__stop_em_asm"];
          while (start < stop) {
            var jsString = UTF8ToString(start);
            addEmAsm(start, jsString);
            start = HEAPU8.indexOf(0, start) + 1;
          }
        }
        function addEmJs(name, cSig, body) {
          var jsArgs = [];
          cSig = cSig.slice(1, -1);
          if (cSig != "void") {
            cSig = cSig.split(",");
            for (var i in cSig) {
              var jsArg = cSig[i].split(" ").pop();
              jsArgs.push(jsArg.replace("*", ""));
            }
          }
          var func = `(${jsArgs}) => ${body};`;
          moduleExports[name] = eval(func);
        }
        __name(addEmJs, "addEmJs");
        for (var name in moduleExports) {
          if (name.startsWith("__em_js__")) {
            var start = moduleExports[name];
            var jsString = UTF8ToString(start);
            var parts = jsString.split("<::>");
            addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
            delete moduleExports[name];
          }
        }
        var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
        if (applyRelocs) {
          if (runtimeInitialized) {
            applyRelocs();
          } else {
            __RELOC_FUNCS__.push(applyRelocs);
          }
        }
        var init = moduleExports["__wasm_call_ctors"];
        if (init) {
          if (runtimeInitialized) {
            init();
          } else {
            addOnPostCtor(init);
          }
        }
        return moduleExports;
      }
      __name(postInstantiation, "postInstantiation");
      if (flags.loadAsync) {
        return (async () => {
          var instance2;
          if (binary instanceof WebAssembly.Module) {
            instance2 = new WebAssembly.Instance(binary, info);
          } else {
            ({ module: binary, instance: instance2 } = await WebAssembly.instantiate(binary, info));
          }
          return postInstantiation(binary, instance2);
        })();
      }
      var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
      var instance = new WebAssembly.Instance(module, info);
      return postInstantiation(module, instance);
    }
    __name(loadModule, "loadModule");
    flags = {
      ...flags,
      rpath: {
        parentLibPath: libName,
        paths: metadata.runtimePaths
      }
    };
    if (flags.loadAsync) {
      return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
    }
    metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
    return loadModule();
  }, "loadWebAssemblyModule");
  var mergeLibSymbols = /* @__PURE__ */ __name((exports, libName2) => {
    for (var [sym, exp] of Object.entries(exports)) {
      const setImport = /* @__PURE__ */ __name((target) => {
        if (!isSymbolDefined(target)) {
          wasmImports[target] = exp;
        }
      }, "setImport");
      setImport(sym);
      const main_alias = "__main_argc_argv";
      if (sym == "main") {
        setImport(main_alias);
      }
      if (sym == main_alias) {
        setImport("main");
      }
    }
  }, "mergeLibSymbols");
  var asyncLoad = /* @__PURE__ */ __name(async (url) => {
    var arrayBuffer = await readAsync(url);
    return new Uint8Array(arrayBuffer);
  }, "asyncLoad");
  function loadDynamicLibrary(libName2, flags2 = {
    global: true,
    nodelete: true
  }, localScope2, handle2) {
    var dso = LDSO.loadedLibsByName[libName2];
    if (dso) {
      if (!flags2.global) {
        if (localScope2) {
          Object.assign(localScope2, dso.exports);
        }
      } else if (!dso.global) {
        dso.global = true;
        mergeLibSymbols(dso.exports, libName2);
      }
      if (flags2.nodelete && dso.refcount !== Infinity) {
        dso.refcount = Infinity;
      }
      dso.refcount++;
      if (handle2) {
        LDSO.loadedLibsByHandle[handle2] = dso;
      }
      return flags2.loadAsync ? Promise.resolve(true) : true;
    }
    dso = newDSO(libName2, handle2, "loading");
    dso.refcount = flags2.nodelete ? Infinity : 1;
    dso.global = flags2.global;
    function loadLibData() {
      if (handle2) {
        var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
        var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
        if (data && dataSize) {
          var libData = HEAP8.slice(data, data + dataSize);
          return flags2.loadAsync ? Promise.resolve(libData) : libData;
        }
      }
      var libFile = locateFile(libName2);
      if (flags2.loadAsync) {
        return asyncLoad(libFile);
      }
      if (!readBinary) {
        throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
      }
      return readBinary(libFile);
    }
    __name(loadLibData, "loadLibData");
    function getExports() {
      if (flags2.loadAsync) {
        return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
      }
      return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
    }
    __name(getExports, "getExports");
    function moduleLoaded(exports) {
      if (dso.global) {
        mergeLibSymbols(exports, libName2);
      } else if (localScope2) {
        Object.assign(localScope2, exports);
      }
      dso.exports = exports;
    }
    __name(moduleLoaded, "moduleLoaded");
    if (flags2.loadAsync) {
      return getExports().then((exports) => {
        moduleLoaded(exports);
        return true;
      });
    }
    moduleLoaded(getExports());
    return true;
  }
  __name(loadDynamicLibrary, "loadDynamicLibrary");
  var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
    for (var [symName, entry] of Object.entries(GOT)) {
      if (entry.value == 0) {
        var value = resolveGlobalSymbol(symName, true).sym;
        if (!value && !entry.required) {
          continue;
        }
        if (typeof value == "function") {
          entry.value = addFunction(value, value.sig);
        } else if (typeof value == "number") {
          entry.value = value;
        } else {
          throw new Error(`bad export type for '${symName}': ${typeof value}`);
        }
      }
    }
  }, "reportUndefinedSymbols");
  var runDependencies = 0;
  var dependenciesFulfilled = null;
  var removeRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies--;
    Module["monitorRunDependencies"]?.(runDependencies);
    if (runDependencies == 0) {
      if (dependenciesFulfilled) {
        var callback = dependenciesFulfilled;
        dependenciesFulfilled = null;
        callback();
      }
    }
  }, "removeRunDependency");
  var addRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies++;
    Module["monitorRunDependencies"]?.(runDependencies);
  }, "addRunDependency");
  var loadDylibs = /* @__PURE__ */ __name(async () => {
    if (!dynamicLibraries.length) {
      reportUndefinedSymbols();
      return;
    }
    addRunDependency("loadDylibs");
    for (var lib of dynamicLibraries) {
      await loadDynamicLibrary(lib, {
        loadAsync: true,
        global: true,
        nodelete: true,
        allowUndefined: true
      });
    }
    reportUndefinedSymbols();
    removeRunDependency("loadDylibs");
  }, "loadDylibs");
  var noExitRuntime = true;
  function setValue(ptr, value, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        HEAP8[ptr] = value;
        break;
      case "i8":
        HEAP8[ptr] = value;
        break;
      case "i16":
        LE_HEAP_STORE_I16((ptr >> 1) * 2, value);
        break;
      case "i32":
        LE_HEAP_STORE_I32((ptr >> 2) * 4, value);
        break;
      case "i64":
        LE_HEAP_STORE_I64((ptr >> 3) * 8, BigInt(value));
        break;
      case "float":
        LE_HEAP_STORE_F32((ptr >> 2) * 4, value);
        break;
      case "double":
        LE_HEAP_STORE_F64((ptr >> 3) * 8, value);
        break;
      case "*":
        LE_HEAP_STORE_U32((ptr >> 2) * 4, value);
        break;
      default:
        abort(`invalid type for setValue: ${type}`);
    }
  }
  __name(setValue, "setValue");
  var ___memory_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1024);
  var ___stack_high = 82240;
  var ___stack_low = 16704;
  var ___stack_pointer = new WebAssembly.Global({
    "value": "i32",
    "mutable": true
  }, 82240);
  var ___table_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1);
  var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
  __abort_js.sig = "v";
  var getHeapMax = /* @__PURE__ */ __name(() => (
    // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
    // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
    // for any code that deals with heap sizes, which would require special
    // casing all heap size related code to treat 0 specially.
    2147483648
  ), "getHeapMax");
  var growMemory = /* @__PURE__ */ __name((size) => {
    var oldHeapSize = wasmMemory.buffer.byteLength;
    var pages = (size - oldHeapSize + 65535) / 65536 | 0;
    try {
      wasmMemory.grow(pages);
      updateMemoryViews();
      return 1;
    } catch (e) {
    }
  }, "growMemory");
  var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
    var oldSize = HEAPU8.length;
    requestedSize >>>= 0;
    var maxHeapSize = getHeapMax();
    if (requestedSize > maxHeapSize) {
      return false;
    }
    for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
      var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
      overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
      var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
      var replacement = growMemory(newSize);
      if (replacement) {
        return true;
      }
    }
    return false;
  }, "_emscripten_resize_heap");
  _emscripten_resize_heap.sig = "ip";
  var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
  _fd_close.sig = "ii";
  var INT53_MAX = 9007199254740992;
  var INT53_MIN = -9007199254740992;
  var bigintToI53Checked = /* @__PURE__ */ __name((num) => num < INT53_MIN || num > INT53_MAX ? NaN : Number(num), "bigintToI53Checked");
  function _fd_seek(fd, offset, whence, newOffset) {
    offset = bigintToI53Checked(offset);
    return 70;
  }
  __name(_fd_seek, "_fd_seek");
  _fd_seek.sig = "iijip";
  var printCharBuffers = [null, [], []];
  var printChar = /* @__PURE__ */ __name((stream, curr) => {
    var buffer = printCharBuffers[stream];
    if (curr === 0 || curr === 10) {
      (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
      buffer.length = 0;
    } else {
      buffer.push(curr);
    }
  }, "printChar");
  var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
    var num = 0;
    for (var i2 = 0; i2 < iovcnt; i2++) {
      var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
      var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
      iov += 8;
      for (var j = 0; j < len; j++) {
        printChar(fd, HEAPU8[ptr + j]);
      }
      num += len;
    }
    LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
    return 0;
  }, "_fd_write");
  _fd_write.sig = "iippp";
  function _tree_sitter_log_callback(isLexMessage, messageAddress) {
    if (Module.currentLogCallback) {
      const message = UTF8ToString(messageAddress);
      Module.currentLogCallback(message, isLexMessage !== 0);
    }
  }
  __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
  function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
    const INPUT_BUFFER_SIZE = 10 * 1024;
    const string = Module.currentParseCallback(index, {
      row,
      column
    });
    if (typeof string === "string") {
      setValue(lengthAddress, string.length, "i32");
      stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
    } else {
      setValue(lengthAddress, 0, "i32");
    }
  }
  __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
  function _tree_sitter_progress_callback(currentOffset, hasError) {
    if (Module.currentProgressCallback) {
      return Module.currentProgressCallback({
        currentOffset,
        hasError
      });
    }
    return false;
  }
  __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
  function _tree_sitter_query_progress_callback(currentOffset) {
    if (Module.currentQueryProgressCallback) {
      return Module.currentQueryProgressCallback({
        currentOffset
      });
    }
    return false;
  }
  __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
  var runtimeKeepaliveCounter = 0;
  var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
  var _proc_exit = /* @__PURE__ */ __name((code) => {
    EXITSTATUS = code;
    if (!keepRuntimeAlive()) {
      Module["onExit"]?.(code);
      ABORT = true;
    }
    quit_(code, new ExitStatus(code));
  }, "_proc_exit");
  _proc_exit.sig = "vi";
  var exitJS = /* @__PURE__ */ __name((status, implicit) => {
    EXITSTATUS = status;
    _proc_exit(status);
  }, "exitJS");
  var handleException = /* @__PURE__ */ __name((e) => {
    if (e instanceof ExitStatus || e == "unwind") {
      return EXITSTATUS;
    }
    quit_(1, e);
  }, "handleException");
  var lengthBytesUTF8 = /* @__PURE__ */ __name((str) => {
    var len = 0;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var c = str.charCodeAt(i2);
      if (c <= 127) {
        len++;
      } else if (c <= 2047) {
        len += 2;
      } else if (c >= 55296 && c <= 57343) {
        len += 4;
        ++i2;
      } else {
        len += 3;
      }
    }
    return len;
  }, "lengthBytesUTF8");
  var stringToUTF8Array = /* @__PURE__ */ __name((str, heap, outIdx, maxBytesToWrite) => {
    if (!(maxBytesToWrite > 0)) return 0;
    var startIdx = outIdx;
    var endIdx = outIdx + maxBytesToWrite - 1;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var u = str.codePointAt(i2);
      if (u <= 127) {
        if (outIdx >= endIdx) break;
        heap[outIdx++] = u;
      } else if (u <= 2047) {
        if (outIdx + 1 >= endIdx) break;
        heap[outIdx++] = 192 | u >> 6;
        heap[outIdx++] = 128 | u & 63;
      } else if (u <= 65535) {
        if (outIdx + 2 >= endIdx) break;
        heap[outIdx++] = 224 | u >> 12;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
      } else {
        if (outIdx + 3 >= endIdx) break;
        heap[outIdx++] = 240 | u >> 18;
        heap[outIdx++] = 128 | u >> 12 & 63;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
        i2++;
      }
    }
    heap[outIdx] = 0;
    return outIdx - startIdx;
  }, "stringToUTF8Array");
  var stringToUTF8 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
  var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
  var stringToUTF8OnStack = /* @__PURE__ */ __name((str) => {
    var size = lengthBytesUTF8(str) + 1;
    var ret = stackAlloc(size);
    stringToUTF8(str, ret, size);
    return ret;
  }, "stringToUTF8OnStack");
  var AsciiToString = /* @__PURE__ */ __name((ptr) => {
    var str = "";
    while (1) {
      var ch = HEAPU8[ptr++];
      if (!ch) return str;
      str += String.fromCharCode(ch);
    }
  }, "AsciiToString");
  var stringToUTF16 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => {
    maxBytesToWrite ??= 2147483647;
    if (maxBytesToWrite < 2) return 0;
    maxBytesToWrite -= 2;
    var startPtr = outPtr;
    var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
    for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
      var codeUnit = str.charCodeAt(i2);
      LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
      outPtr += 2;
    }
    LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
    return outPtr - startPtr;
  }, "stringToUTF16");
  LE_ATOMICS_NATIVE_BYTE_ORDER = new Int8Array(new Int16Array([1]).buffer)[0] === 1 ? [
    /* little endian */
    ((x) => x),
    ((x) => x),
    void 0,
    ((x) => x)
  ] : [
    /* big endian */
    ((x) => x),
    ((x) => ((x & 65280) << 8 | (x & 255) << 24) >> 16),
    void 0,
    ((x) => x >> 24 & 255 | x >> 8 & 65280 | (x & 65280) << 8 | (x & 255) << 24)
  ];
  function LE_HEAP_UPDATE() {
    HEAPU16.unsigned = ((x) => x & 65535);
    HEAPU32.unsigned = ((x) => x >>> 0);
  }
  __name(LE_HEAP_UPDATE, "LE_HEAP_UPDATE");
  {
    initMemory();
    if (Module["noExitRuntime"]) noExitRuntime = Module["noExitRuntime"];
    if (Module["print"]) out = Module["print"];
    if (Module["printErr"]) err = Module["printErr"];
    if (Module["dynamicLibraries"]) dynamicLibraries = Module["dynamicLibraries"];
    if (Module["wasmBinary"]) wasmBinary = Module["wasmBinary"];
    if (Module["arguments"]) arguments_ = Module["arguments"];
    if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
    if (Module["preInit"]) {
      if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
      while (Module["preInit"].length > 0) {
        Module["preInit"].shift()();
      }
    }
  }
  Module["setValue"] = setValue;
  Module["getValue"] = getValue;
  Module["UTF8ToString"] = UTF8ToString;
  Module["stringToUTF8"] = stringToUTF8;
  Module["lengthBytesUTF8"] = lengthBytesUTF8;
  Module["AsciiToString"] = AsciiToString;
  Module["stringToUTF16"] = stringToUTF16;
  Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
  Module["LE_HEAP_STORE_I64"] = LE_HEAP_STORE_I64;
  var ASM_CONSTS = {};
  var _malloc, _calloc, _realloc, _free, _ts_range_edit, _memcmp, _ts_language_symbol_count, _ts_language_state_count, _ts_language_abi_version, _ts_language_name, _ts_language_field_count, _ts_language_next_state, _ts_language_symbol_name, _ts_language_symbol_for_name, _strncmp, _ts_language_symbol_type, _ts_language_field_name_for_id, _ts_lookahead_iterator_new, _ts_lookahead_iterator_delete, _ts_lookahead_iterator_reset_state, _ts_lookahead_iterator_reset, _ts_lookahead_iterator_next, _ts_lookahead_iterator_current_symbol, _ts_point_edit, _ts_parser_delete, _ts_parser_reset, _ts_parser_set_language, _ts_parser_set_included_ranges, _ts_query_new, _ts_query_delete, _iswspace, _iswalnum, _ts_query_copy, _ts_query_pattern_count, _ts_query_capture_count, _ts_query_string_count, _ts_query_capture_name_for_id, _ts_query_capture_quantifier_for_id, _ts_query_string_value_for_id, _ts_query_predicates_for_pattern, _ts_query_start_byte_for_pattern, _ts_query_end_byte_for_pattern, _ts_query_is_pattern_rooted, _ts_query_is_pattern_non_local, _ts_query_is_pattern_guaranteed_at_step, _ts_query_disable_capture, _ts_query_disable_pattern, _ts_tree_copy, _ts_tree_delete, _ts_init, _ts_parser_new_wasm, _ts_parser_enable_logger_wasm, _ts_parser_parse_wasm, _ts_parser_included_ranges_wasm, _ts_language_type_is_named_wasm, _ts_language_type_is_visible_wasm, _ts_language_metadata_wasm, _ts_language_supertypes_wasm, _ts_language_subtypes_wasm, _ts_tree_root_node_wasm, _ts_tree_root_node_with_offset_wasm, _ts_tree_edit_wasm, _ts_tree_included_ranges_wasm, _ts_tree_get_changed_ranges_wasm, _ts_tree_cursor_new_wasm, _ts_tree_cursor_copy_wasm, _ts_tree_cursor_delete_wasm, _ts_tree_cursor_reset_wasm, _ts_tree_cursor_reset_to_wasm, _ts_tree_cursor_goto_first_child_wasm, _ts_tree_cursor_goto_last_child_wasm, _ts_tree_cursor_goto_first_child_for_index_wasm, _ts_tree_cursor_goto_first_child_for_position_wasm, _ts_tree_cursor_goto_next_sibling_wasm, _ts_tree_cursor_goto_previous_sibling_wasm, _ts_tree_cursor_goto_descendant_wasm, _ts_tree_cursor_goto_parent_wasm, _ts_tree_cursor_current_node_type_id_wasm, _ts_tree_cursor_current_node_state_id_wasm, _ts_tree_cursor_current_node_is_named_wasm, _ts_tree_cursor_current_node_is_missing_wasm, _ts_tree_cursor_current_node_id_wasm, _ts_tree_cursor_start_position_wasm, _ts_tree_cursor_end_position_wasm, _ts_tree_cursor_start_index_wasm, _ts_tree_cursor_end_index_wasm, _ts_tree_cursor_current_field_id_wasm, _ts_tree_cursor_current_depth_wasm, _ts_tree_cursor_current_descendant_index_wasm, _ts_tree_cursor_current_node_wasm, _ts_node_symbol_wasm, _ts_node_field_name_for_child_wasm, _ts_node_field_name_for_named_child_wasm, _ts_node_children_by_field_id_wasm, _ts_node_first_child_for_byte_wasm, _ts_node_first_named_child_for_byte_wasm, _ts_node_grammar_symbol_wasm, _ts_node_child_count_wasm, _ts_node_named_child_count_wasm, _ts_node_child_wasm, _ts_node_named_child_wasm, _ts_node_child_by_field_id_wasm, _ts_node_next_sibling_wasm, _ts_node_prev_sibling_wasm, _ts_node_next_named_sibling_wasm, _ts_node_prev_named_sibling_wasm, _ts_node_descendant_count_wasm, _ts_node_parent_wasm, _ts_node_child_with_descendant_wasm, _ts_node_descendant_for_index_wasm, _ts_node_named_descendant_for_index_wasm, _ts_node_descendant_for_position_wasm, _ts_node_named_descendant_for_position_wasm, _ts_node_start_point_wasm, _ts_node_end_point_wasm, _ts_node_start_index_wasm, _ts_node_end_index_wasm, _ts_node_to_string_wasm, _ts_node_children_wasm, _ts_node_named_children_wasm, _ts_node_descendants_of_type_wasm, _ts_node_is_named_wasm, _ts_node_has_changes_wasm, _ts_node_has_error_wasm, _ts_node_is_error_wasm, _ts_node_is_missing_wasm, _ts_node_is_extra_wasm, _ts_node_parse_state_wasm, _ts_node_next_parse_state_wasm, _ts_query_matches_wasm, _ts_query_captures_wasm, _memset, _memcpy, _memmove, _iswalpha, _iswblank, _iswdigit, _iswlower, _iswpunct, _iswupper, _iswxdigit, _memchr, _strlen, _strcmp, _strncat, _strncpy, _towlower, _towupper, _setThrew, __emscripten_stack_restore, __emscripten_stack_alloc, _emscripten_stack_get_current, ___wasm_apply_data_relocs;
  function assignWasmExports(wasmExports2) {
    Module["_malloc"] = _malloc = wasmExports2["malloc"];
    Module["_calloc"] = _calloc = wasmExports2["calloc"];
    Module["_realloc"] = _realloc = wasmExports2["realloc"];
    Module["_free"] = _free = wasmExports2["free"];
    Module["_ts_range_edit"] = _ts_range_edit = wasmExports2["ts_range_edit"];
    Module["_memcmp"] = _memcmp = wasmExports2["memcmp"];
    Module["_ts_language_symbol_count"] = _ts_language_symbol_count = wasmExports2["ts_language_symbol_count"];
    Module["_ts_language_state_count"] = _ts_language_state_count = wasmExports2["ts_language_state_count"];
    Module["_ts_language_abi_version"] = _ts_language_abi_version = wasmExports2["ts_language_abi_version"];
    Module["_ts_language_name"] = _ts_language_name = wasmExports2["ts_language_name"];
    Module["_ts_language_field_count"] = _ts_language_field_count = wasmExports2["ts_language_field_count"];
    Module["_ts_language_next_state"] = _ts_language_next_state = wasmExports2["ts_language_next_state"];
    Module["_ts_language_symbol_name"] = _ts_language_symbol_name = wasmExports2["ts_language_symbol_name"];
    Module["_ts_language_symbol_for_name"] = _ts_language_symbol_for_name = wasmExports2["ts_language_symbol_for_name"];
    Module["_strncmp"] = _strncmp = wasmExports2["strncmp"];
    Module["_ts_language_symbol_type"] = _ts_language_symbol_type = wasmExports2["ts_language_symbol_type"];
    Module["_ts_language_field_name_for_id"] = _ts_language_field_name_for_id = wasmExports2["ts_language_field_name_for_id"];
    Module["_ts_lookahead_iterator_new"] = _ts_lookahead_iterator_new = wasmExports2["ts_lookahead_iterator_new"];
    Module["_ts_lookahead_iterator_delete"] = _ts_lookahead_iterator_delete = wasmExports2["ts_lookahead_iterator_delete"];
    Module["_ts_lookahead_iterator_reset_state"] = _ts_lookahead_iterator_reset_state = wasmExports2["ts_lookahead_iterator_reset_state"];
    Module["_ts_lookahead_iterator_reset"] = _ts_lookahead_iterator_reset = wasmExports2["ts_lookahead_iterator_reset"];
    Module["_ts_lookahead_iterator_next"] = _ts_lookahead_iterator_next = wasmExports2["ts_lookahead_iterator_next"];
    Module["_ts_lookahead_iterator_current_symbol"] = _ts_lookahead_iterator_current_symbol = wasmExports2["ts_lookahead_iterator_current_symbol"];
    Module["_ts_point_edit"] = _ts_point_edit = wasmExports2["ts_point_edit"];
    Module["_ts_parser_delete"] = _ts_parser_delete = wasmExports2["ts_parser_delete"];
    Module["_ts_parser_reset"] = _ts_parser_reset = wasmExports2["ts_parser_reset"];
    Module["_ts_parser_set_language"] = _ts_parser_set_language = wasmExports2["ts_parser_set_language"];
    Module["_ts_parser_set_included_ranges"] = _ts_parser_set_included_ranges = wasmExports2["ts_parser_set_included_ranges"];
    Module["_ts_query_new"] = _ts_query_new = wasmExports2["ts_query_new"];
    Module["_ts_query_delete"] = _ts_query_delete = wasmExports2["ts_query_delete"];
    Module["_iswspace"] = _iswspace = wasmExports2["iswspace"];
    Module["_iswalnum"] = _iswalnum = wasmExports2["iswalnum"];
    Module["_ts_query_copy"] = _ts_query_copy = wasmExports2["ts_query_copy"];
    Module["_ts_query_pattern_count"] = _ts_query_pattern_count = wasmExports2["ts_query_pattern_count"];
    Module["_ts_query_capture_count"] = _ts_query_capture_count = wasmExports2["ts_query_capture_count"];
    Module["_ts_query_string_count"] = _ts_query_string_count = wasmExports2["ts_query_string_count"];
    Module["_ts_query_capture_name_for_id"] = _ts_query_capture_name_for_id = wasmExports2["ts_query_capture_name_for_id"];
    Module["_ts_query_capture_quantifier_for_id"] = _ts_query_capture_quantifier_for_id = wasmExports2["ts_query_capture_quantifier_for_id"];
    Module["_ts_query_string_value_for_id"] = _ts_query_string_value_for_id = wasmExports2["ts_query_string_value_for_id"];
    Module["_ts_query_predicates_for_pattern"] = _ts_query_predicates_for_pattern = wasmExports2["ts_query_predicates_for_pattern"];
    Module["_ts_query_start_byte_for_pattern"] = _ts_query_start_byte_for_pattern = wasmExports2["ts_query_start_byte_for_pattern"];
    Module["_ts_query_end_byte_for_pattern"] = _ts_query_end_byte_for_pattern = wasmExports2["ts_query_end_byte_for_pattern"];
    Module["_ts_query_is_pattern_rooted"] = _ts_query_is_pattern_rooted = wasmExports2["ts_query_is_pattern_rooted"];
    Module["_ts_query_is_pattern_non_local"] = _ts_query_is_pattern_non_local = wasmExports2["ts_query_is_pattern_non_local"];
    Module["_ts_query_is_pattern_guaranteed_at_step"] = _ts_query_is_pattern_guaranteed_at_step = wasmExports2["ts_query_is_pattern_guaranteed_at_step"];
    Module["_ts_query_disable_capture"] = _ts_query_disable_capture = wasmExports2["ts_query_disable_capture"];
    Module["_ts_query_disable_pattern"] = _ts_query_disable_pattern = wasmExports2["ts_query_disable_pattern"];
    Module["_ts_tree_copy"] = _ts_tree_copy = wasmExports2["ts_tree_copy"];
    Module["_ts_tree_delete"] = _ts_tree_delete = wasmExports2["ts_tree_delete"];
    Module["_ts_init"] = _ts_init = wasmExports2["ts_init"];
    Module["_ts_parser_new_wasm"] = _ts_parser_new_wasm = wasmExports2["ts_parser_new_wasm"];
    Module["_ts_parser_enable_logger_wasm"] = _ts_parser_enable_logger_wasm = wasmExports2["ts_parser_enable_logger_wasm"];
    Module["_ts_parser_parse_wasm"] = _ts_parser_parse_wasm = wasmExports2["ts_parser_parse_wasm"];
    Module["_ts_parser_included_ranges_wasm"] = _ts_parser_included_ranges_wasm = wasmExports2["ts_parser_included_ranges_wasm"];
    Module["_ts_language_type_is_named_wasm"] = _ts_language_type_is_named_wasm = wasmExports2["ts_language_type_is_named_wasm"];
    Module["_ts_language_type_is_visible_wasm"] = _ts_language_type_is_visible_wasm = wasmExports2["ts_language_type_is_visible_wasm"];
    Module["_ts_language_metadata_wasm"] = _ts_language_metadata_wasm = wasmExports2["ts_language_metadata_wasm"];
    Module["_ts_language_supertypes_wasm"] = _ts_language_supertypes_wasm = wasmExports2["ts_language_supertypes_wasm"];
    Module["_ts_language_subtypes_wasm"] = _ts_language_subtypes_wasm = wasmExports2["ts_language_subtypes_wasm"];
    Module["_ts_tree_root_node_wasm"] = _ts_tree_root_node_wasm = wasmExports2["ts_tree_root_node_wasm"];
    Module["_ts_tree_root_node_with_offset_wasm"] = _ts_tree_root_node_with_offset_wasm = wasmExports2["ts_tree_root_node_with_offset_wasm"];
    Module["_ts_tree_edit_wasm"] = _ts_tree_edit_wasm = wasmExports2["ts_tree_edit_wasm"];
    Module["_ts_tree_included_ranges_wasm"] = _ts_tree_included_ranges_wasm = wasmExports2["ts_tree_included_ranges_wasm"];
    Module["_ts_tree_get_changed_ranges_wasm"] = _ts_tree_get_changed_ranges_wasm = wasmExports2["ts_tree_get_changed_ranges_wasm"];
    Module["_ts_tree_cursor_new_wasm"] = _ts_tree_cursor_new_wasm = wasmExports2["ts_tree_cursor_new_wasm"];
    Module["_ts_tree_cursor_copy_wasm"] = _ts_tree_cursor_copy_wasm = wasmExports2["ts_tree_cursor_copy_wasm"];
    Module["_ts_tree_cursor_delete_wasm"] = _ts_tree_cursor_delete_wasm = wasmExports2["ts_tree_cursor_delete_wasm"];
    Module["_ts_tree_cursor_reset_wasm"] = _ts_tree_cursor_reset_wasm = wasmExports2["ts_tree_cursor_reset_wasm"];
    Module["_ts_tree_cursor_reset_to_wasm"] = _ts_tree_cursor_reset_to_wasm = wasmExports2["ts_tree_cursor_reset_to_wasm"];
    Module["_ts_tree_cursor_goto_first_child_wasm"] = _ts_tree_cursor_goto_first_child_wasm = wasmExports2["ts_tree_cursor_goto_first_child_wasm"];
    Module["_ts_tree_cursor_goto_last_child_wasm"] = _ts_tree_cursor_goto_last_child_wasm = wasmExports2["ts_tree_cursor_goto_last_child_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = _ts_tree_cursor_goto_first_child_for_index_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_index_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = _ts_tree_cursor_goto_first_child_for_position_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_position_wasm"];
    Module["_ts_tree_cursor_goto_next_sibling_wasm"] = _ts_tree_cursor_goto_next_sibling_wasm = wasmExports2["ts_tree_cursor_goto_next_sibling_wasm"];
    Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = _ts_tree_cursor_goto_previous_sibling_wasm = wasmExports2["ts_tree_cursor_goto_previous_sibling_wasm"];
    Module["_ts_tree_cursor_goto_descendant_wasm"] = _ts_tree_cursor_goto_descendant_wasm = wasmExports2["ts_tree_cursor_goto_descendant_wasm"];
    Module["_ts_tree_cursor_goto_parent_wasm"] = _ts_tree_cursor_goto_parent_wasm = wasmExports2["ts_tree_cursor_goto_parent_wasm"];
    Module["_ts_tree_cursor_current_node_type_id_wasm"] = _ts_tree_cursor_current_node_type_id_wasm = wasmExports2["ts_tree_cursor_current_node_type_id_wasm"];
    Module["_ts_tree_cursor_current_node_state_id_wasm"] = _ts_tree_cursor_current_node_state_id_wasm = wasmExports2["ts_tree_cursor_current_node_state_id_wasm"];
    Module["_ts_tree_cursor_current_node_is_named_wasm"] = _ts_tree_cursor_current_node_is_named_wasm = wasmExports2["ts_tree_cursor_current_node_is_named_wasm"];
    Module["_ts_tree_cursor_current_node_is_missing_wasm"] = _ts_tree_cursor_current_node_is_missing_wasm = wasmExports2["ts_tree_cursor_current_node_is_missing_wasm"];
    Module["_ts_tree_cursor_current_node_id_wasm"] = _ts_tree_cursor_current_node_id_wasm = wasmExports2["ts_tree_cursor_current_node_id_wasm"];
    Module["_ts_tree_cursor_start_position_wasm"] = _ts_tree_cursor_start_position_wasm = wasmExports2["ts_tree_cursor_start_position_wasm"];
    Module["_ts_tree_cursor_end_position_wasm"] = _ts_tree_cursor_end_position_wasm = wasmExports2["ts_tree_cursor_end_position_wasm"];
    Module["_ts_tree_cursor_start_index_wasm"] = _ts_tree_cursor_start_index_wasm = wasmExports2["ts_tree_cursor_start_index_wasm"];
    Module["_ts_tree_cursor_end_index_wasm"] = _ts_tree_cursor_end_index_wasm = wasmExports2["ts_tree_cursor_end_index_wasm"];
    Module["_ts_tree_cursor_current_field_id_wasm"] = _ts_tree_cursor_current_field_id_wasm = wasmExports2["ts_tree_cursor_current_field_id_wasm"];
    Module["_ts_tree_cursor_current_depth_wasm"] = _ts_tree_cursor_current_depth_wasm = wasmExports2["ts_tree_cursor_current_depth_wasm"];
    Module["_ts_tree_cursor_current_descendant_index_wasm"] = _ts_tree_cursor_current_descendant_index_wasm = wasmExports2["ts_tree_cursor_current_descendant_index_wasm"];
    Module["_ts_tree_cursor_current_node_wasm"] = _ts_tree_cursor_current_node_wasm = wasmExports2["ts_tree_cursor_current_node_wasm"];
    Module["_ts_node_symbol_wasm"] = _ts_node_symbol_wasm = wasmExports2["ts_node_symbol_wasm"];
    Module["_ts_node_field_name_for_child_wasm"] = _ts_node_field_name_for_child_wasm = wasmExports2["ts_node_field_name_for_child_wasm"];
    Module["_ts_node_field_name_for_named_child_wasm"] = _ts_node_field_name_for_named_child_wasm = wasmExports2["ts_node_field_name_for_named_child_wasm"];
    Module["_ts_node_children_by_field_id_wasm"] = _ts_node_children_by_field_id_wasm = wasmExports2["ts_node_children_by_field_id_wasm"];
    Module["_ts_node_first_child_for_byte_wasm"] = _ts_node_first_child_for_byte_wasm = wasmExports2["ts_node_first_child_for_byte_wasm"];
    Module["_ts_node_first_named_child_for_byte_wasm"] = _ts_node_first_named_child_for_byte_wasm = wasmExports2["ts_node_first_named_child_for_byte_wasm"];
    Module["_ts_node_grammar_symbol_wasm"] = _ts_node_grammar_symbol_wasm = wasmExports2["ts_node_grammar_symbol_wasm"];
    Module["_ts_node_child_count_wasm"] = _ts_node_child_count_wasm = wasmExports2["ts_node_child_count_wasm"];
    Module["_ts_node_named_child_count_wasm"] = _ts_node_named_child_count_wasm = wasmExports2["ts_node_named_child_count_wasm"];
    Module["_ts_node_child_wasm"] = _ts_node_child_wasm = wasmExports2["ts_node_child_wasm"];
    Module["_ts_node_named_child_wasm"] = _ts_node_named_child_wasm = wasmExports2["ts_node_named_child_wasm"];
    Module["_ts_node_child_by_field_id_wasm"] = _ts_node_child_by_field_id_wasm = wasmExports2["ts_node_child_by_field_id_wasm"];
    Module["_ts_node_next_sibling_wasm"] = _ts_node_next_sibling_wasm = wasmExports2["ts_node_next_sibling_wasm"];
    Module["_ts_node_prev_sibling_wasm"] = _ts_node_prev_sibling_wasm = wasmExports2["ts_node_prev_sibling_wasm"];
    Module["_ts_node_next_named_sibling_wasm"] = _ts_node_next_named_sibling_wasm = wasmExports2["ts_node_next_named_sibling_wasm"];
    Module["_ts_node_prev_named_sibling_wasm"] = _ts_node_prev_named_sibling_wasm = wasmExports2["ts_node_prev_named_sibling_wasm"];
    Module["_ts_node_descendant_count_wasm"] = _ts_node_descendant_count_wasm = wasmExports2["ts_node_descendant_count_wasm"];
    Module["_ts_node_parent_wasm"] = _ts_node_parent_wasm = wasmExports2["ts_node_parent_wasm"];
    Module["_ts_node_child_with_descendant_wasm"] = _ts_node_child_with_descendant_wasm = wasmExports2["ts_node_child_with_descendant_wasm"];
    Module["_ts_node_descendant_for_index_wasm"] = _ts_node_descendant_for_index_wasm = wasmExports2["ts_node_descendant_for_index_wasm"];
    Module["_ts_node_named_descendant_for_index_wasm"] = _ts_node_named_descendant_for_index_wasm = wasmExports2["ts_node_named_descendant_for_index_wasm"];
    Module["_ts_node_descendant_for_position_wasm"] = _ts_node_descendant_for_position_wasm = wasmExports2["ts_node_descendant_for_position_wasm"];
    Module["_ts_node_named_descendant_for_position_wasm"] = _ts_node_named_descendant_for_position_wasm = wasmExports2["ts_node_named_descendant_for_position_wasm"];
    Module["_ts_node_start_point_wasm"] = _ts_node_start_point_wasm = wasmExports2["ts_node_start_point_wasm"];
    Module["_ts_node_end_point_wasm"] = _ts_node_end_point_wasm = wasmExports2["ts_node_end_point_wasm"];
    Module["_ts_node_start_index_wasm"] = _ts_node_start_index_wasm = wasmExports2["ts_node_start_index_wasm"];
    Module["_ts_node_end_index_wasm"] = _ts_node_end_index_wasm = wasmExports2["ts_node_end_index_wasm"];
    Module["_ts_node_to_string_wasm"] = _ts_node_to_string_wasm = wasmExports2["ts_node_to_string_wasm"];
    Module["_ts_node_children_wasm"] = _ts_node_children_wasm = wasmExports2["ts_node_children_wasm"];
    Module["_ts_node_named_children_wasm"] = _ts_node_named_children_wasm = wasmExports2["ts_node_named_children_wasm"];
    Module["_ts_node_descendants_of_type_wasm"] = _ts_node_descendants_of_type_wasm = wasmExports2["ts_node_descendants_of_type_wasm"];
    Module["_ts_node_is_named_wasm"] = _ts_node_is_named_wasm = wasmExports2["ts_node_is_named_wasm"];
    Module["_ts_node_has_changes_wasm"] = _ts_node_has_changes_wasm = wasmExports2["ts_node_has_changes_wasm"];
    Module["_ts_node_has_error_wasm"] = _ts_node_has_error_wasm = wasmExports2["ts_node_has_error_wasm"];
    Module["_ts_node_is_error_wasm"] = _ts_node_is_error_wasm = wasmExports2["ts_node_is_error_wasm"];
    Module["_ts_node_is_missing_wasm"] = _ts_node_is_missing_wasm = wasmExports2["ts_node_is_missing_wasm"];
    Module["_ts_node_is_extra_wasm"] = _ts_node_is_extra_wasm = wasmExports2["ts_node_is_extra_wasm"];
    Module["_ts_node_parse_state_wasm"] = _ts_node_parse_state_wasm = wasmExports2["ts_node_parse_state_wasm"];
    Module["_ts_node_next_parse_state_wasm"] = _ts_node_next_parse_state_wasm = wasmExports2["ts_node_next_parse_state_wasm"];
    Module["_ts_query_matches_wasm"] = _ts_query_matches_wasm = wasmExports2["ts_query_matches_wasm"];
    Module["_ts_query_captures_wasm"] = _ts_query_captures_wasm = wasmExports2["ts_query_captures_wasm"];
    Module["_memset"] = _memset = wasmExports2["memset"];
    Module["_memcpy"] = _memcpy = wasmExports2["memcpy"];
    Module["_memmove"] = _memmove = wasmExports2["memmove"];
    Module["_iswalpha"] = _iswalpha = wasmExports2["iswalpha"];
    Module["_iswblank"] = _iswblank = wasmExports2["iswblank"];
    Module["_iswdigit"] = _iswdigit = wasmExports2["iswdigit"];
    Module["_iswlower"] = _iswlower = wasmExports2["iswlower"];
    Module["_iswpunct"] = _iswpunct = wasmExports2["iswpunct"];
    Module["_iswupper"] = _iswupper = wasmExports2["iswupper"];
    Module["_iswxdigit"] = _iswxdigit = wasmExports2["iswxdigit"];
    Module["_memchr"] = _memchr = wasmExports2["memchr"];
    Module["_strlen"] = _strlen = wasmExports2["strlen"];
    Module["_strcmp"] = _strcmp = wasmExports2["strcmp"];
    Module["_strncat"] = _strncat = wasmExports2["strncat"];
    Module["_strncpy"] = _strncpy = wasmExports2["strncpy"];
    Module["_towlower"] = _towlower = wasmExports2["towlower"];
    Module["_towupper"] = _towupper = wasmExports2["towupper"];
    _setThrew = wasmExports2["setThrew"];
    __emscripten_stack_restore = wasmExports2["_emscripten_stack_restore"];
    __emscripten_stack_alloc = wasmExports2["_emscripten_stack_alloc"];
    _emscripten_stack_get_current = wasmExports2["emscripten_stack_get_current"];
    ___wasm_apply_data_relocs = wasmExports2["__wasm_apply_data_relocs"];
  }
  __name(assignWasmExports, "assignWasmExports");
  var wasmImports = {
    /** @export */
    __heap_base: ___heap_base,
    /** @export */
    __indirect_function_table: wasmTable,
    /** @export */
    __memory_base: ___memory_base,
    /** @export */
    __stack_high: ___stack_high,
    /** @export */
    __stack_low: ___stack_low,
    /** @export */
    __stack_pointer: ___stack_pointer,
    /** @export */
    __table_base: ___table_base,
    /** @export */
    _abort_js: __abort_js,
    /** @export */
    emscripten_resize_heap: _emscripten_resize_heap,
    /** @export */
    fd_close: _fd_close,
    /** @export */
    fd_seek: _fd_seek,
    /** @export */
    fd_write: _fd_write,
    /** @export */
    memory: wasmMemory,
    /** @export */
    tree_sitter_log_callback: _tree_sitter_log_callback,
    /** @export */
    tree_sitter_parse_callback: _tree_sitter_parse_callback,
    /** @export */
    tree_sitter_progress_callback: _tree_sitter_progress_callback,
    /** @export */
    tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
  };
  function callMain(args2 = []) {
    var entryFunction = resolveGlobalSymbol("main").sym;
    if (!entryFunction) return;
    args2.unshift(thisProgram);
    var argc = args2.length;
    var argv = stackAlloc((argc + 1) * 4);
    var argv_ptr = argv;
    args2.forEach((arg) => {
      LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
      argv_ptr += 4;
    });
    LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
    try {
      var ret = entryFunction(argc, argv);
      exitJS(
        ret,
        /* implicit = */
        true
      );
      return ret;
    } catch (e) {
      return handleException(e);
    }
  }
  __name(callMain, "callMain");
  function run(args2 = arguments_) {
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    preRun();
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    function doRun() {
      Module["calledRun"] = true;
      if (ABORT) return;
      initRuntime();
      preMain();
      readyPromiseResolve?.(Module);
      Module["onRuntimeInitialized"]?.();
      var noInitialRun = Module["noInitialRun"] || false;
      if (!noInitialRun) callMain(args2);
      postRun();
    }
    __name(doRun, "doRun");
    if (Module["setStatus"]) {
      Module["setStatus"]("Running...");
      setTimeout(() => {
        setTimeout(() => Module["setStatus"](""), 1);
        doRun();
      }, 1);
    } else {
      doRun();
    }
  }
  __name(run, "run");
  var wasmExports;
  wasmExports = await createWasm();
  run();
  if (runtimeInitialized) {
    moduleRtn = Module;
  } else {
    moduleRtn = new Promise((resolve, reject) => {
      readyPromiseResolve = resolve;
      readyPromiseReject = reject;
    });
  }
  return moduleRtn;
}
__name(Module2, "Module");
var web_tree_sitter_default = Module2;

// src/bindings.ts
var Module3 = null;
async function initializeBinding(moduleOptions) {
  return Module3 ??= await web_tree_sitter_default(moduleOptions);
}
__name(initializeBinding, "initializeBinding");
function checkModule() {
  return !!Module3;
}
__name(checkModule, "checkModule");

// src/parser.ts
var TRANSFER_BUFFER;
var LANGUAGE_VERSION;
var MIN_COMPATIBLE_VERSION;
var finalizer4 = newFinalizer((addresses) => {
  C._ts_parser_delete(addresses[0]);
  C._free(addresses[1]);
});
var Parser = class {
  static {
    __name(this, "Parser");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  logCallback = null;
  /** The parser's current language. */
  language = null;
  /**
   * This must always be called before creating a Parser.
   *
   * You can optionally pass in options to configure the Wasm module, the most common
   * one being `locateFile` to help the module find the `.wasm` file.
   */
  static async init(moduleOptions) {
    setModule(await initializeBinding(moduleOptions));
    TRANSFER_BUFFER = C._ts_init();
    LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
    MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /**
   * Create a new parser.
   */
  constructor() {
    this.initialize();
    finalizer4?.register(this, [this[0], this[1]], this);
  }
  /** @internal */
  initialize() {
    if (!checkModule()) {
      throw new Error("cannot construct a Parser before calling `init()`");
    }
    C._ts_parser_new_wasm();
    this[0] = C.getValue(TRANSFER_BUFFER, "i32");
    this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /** Delete the parser, freeing its resources. */
  delete() {
    finalizer4?.unregister(this);
    C._ts_parser_delete(this[0]);
    C._free(this[1]);
    this[0] = 0;
    this[1] = 0;
  }
  /**
   * Set the language that the parser should use for parsing.
   *
   * If the language was not successfully assigned, an error will be thrown.
   * This happens if the language was generated with an incompatible
   * version of the Tree-sitter CLI. Check the language's version using
   * {@link Language#version} and compare it to this library's
   * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
   */
  setLanguage(language) {
    let address;
    if (!language) {
      address = 0;
      this.language = null;
    } else if (language.constructor === Language) {
      address = language[0];
      const version = C._ts_language_abi_version(address);
      if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
        throw new Error(
          `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
        );
      }
      this.language = language;
    } else {
      throw new Error("Argument must be a Language");
    }
    C._ts_parser_set_language(this[0], address);
    return this;
  }
  /**
   * Parse a slice of UTF8 text.
   *
   * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
   *
   * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
   *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
   *   the new text using {@link Tree#edit}.
   *
   * @param {ParseOptions} [options] - Options for parsing the text.
   *  This can be used to set the included ranges, or a progress callback.
   *
   * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
   *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
   *  - The progress callback returned true.
   */
  parse(callback, oldTree, options) {
    if (typeof callback === "string") {
      C.currentParseCallback = (index) => callback.slice(index);
    } else if (typeof callback === "function") {
      C.currentParseCallback = callback;
    } else {
      throw new Error("Argument must be a string or a function");
    }
    if (options?.progressCallback) {
      C.currentProgressCallback = options.progressCallback;
    } else {
      C.currentProgressCallback = null;
    }
    if (this.logCallback) {
      C.currentLogCallback = this.logCallback;
      C._ts_parser_enable_logger_wasm(this[0], 1);
    } else {
      C.currentLogCallback = null;
      C._ts_parser_enable_logger_wasm(this[0], 0);
    }
    let rangeCount = 0;
    let rangeAddress = 0;
    if (options?.includedRanges) {
      rangeCount = options.includedRanges.length;
      rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
      let address = rangeAddress;
      for (let i2 = 0; i2 < rangeCount; i2++) {
        marshalRange(address, options.includedRanges[i2]);
        address += SIZE_OF_RANGE;
      }
    }
    const treeAddress = C._ts_parser_parse_wasm(
      this[0],
      this[1],
      oldTree ? oldTree[0] : 0,
      rangeAddress,
      rangeCount
    );
    if (!treeAddress) {
      C.currentParseCallback = null;
      C.currentLogCallback = null;
      C.currentProgressCallback = null;
      return null;
    }
    if (!this.language) {
      throw new Error("Parser must have a language to parse");
    }
    const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
    C.currentParseCallback = null;
    C.currentLogCallback = null;
    C.currentProgressCallback = null;
    return result;
  }
  /**
   * Instruct the parser to start the next parse from the beginning.
   *
   * If the parser previously failed because of a callback, 
   * then by default, it will resume where it left off on the
   * next call to {@link Parser#parse} or other parsing functions.
   * If you don't want to resume, and instead intend to use this parser to
   * parse some other document, you must call `reset` first.
   */
  reset() {
    C._ts_parser_reset(this[0]);
  }
  /** Get the ranges of text that the parser will include when parsing. */
  getIncludedRanges() {
    C._ts_parser_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Set the logging callback that a parser should use during parsing. */
  setLogger(callback) {
    if (!callback) {
      this.logCallback = null;
    } else if (typeof callback !== "function") {
      throw new Error("Logger callback must be a function");
    } else {
      this.logCallback = callback;
    }
    return this;
  }
  /** Get the parser's current logger. */
  getLogger() {
    return this.logCallback;
  }
};

// src/query.ts
var PREDICATE_STEP_TYPE_CAPTURE = 1;
var PREDICATE_STEP_TYPE_STRING = 2;
var QUERY_WORD_REGEX = /[\w-]+/g;
var CaptureQuantifier = {
  Zero: 0,
  ZeroOrOne: 1,
  ZeroOrMore: 2,
  One: 3,
  OneOrMore: 4
};
var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
var QueryErrorKind = {
  Syntax: 1,
  NodeName: 2,
  FieldName: 3,
  CaptureName: 4,
  PatternStructure: 5
};
var QueryError = class _QueryError extends Error {
  constructor(kind, info2, index, length) {
    super(_QueryError.formatMessage(kind, info2));
    this.kind = kind;
    this.info = info2;
    this.index = index;
    this.length = length;
    this.name = "QueryError";
  }
  kind;
  info;
  index;
  length;
  static {
    __name(this, "QueryError");
  }
  /** Formats an error message based on the error kind and info */
  static formatMessage(kind, info2) {
    switch (kind) {
      case QueryErrorKind.NodeName:
        return `Bad node name '${info2.word}'`;
      case QueryErrorKind.FieldName:
        return `Bad field name '${info2.word}'`;
      case QueryErrorKind.CaptureName:
        return `Bad capture name @${info2.word}`;
      case QueryErrorKind.PatternStructure:
        return `Bad pattern structure at offset ${info2.suffix}`;
      case QueryErrorKind.Syntax:
        return `Bad syntax at offset ${info2.suffix}`;
    }
  }
};
function parseAnyPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
    );
  }
  if (!isCaptureStep(steps[1])) {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
    );
  }
  const isPositive = operator === "eq?" || operator === "any-eq?";
  const matchAll = !operator.startsWith("any-");
  if (isCaptureStep(steps[2])) {
    const captureName1 = steps[1].name;
    const captureName2 = steps[2].name;
    textPredicates[index].push((captures) => {
      const nodes1 = [];
      const nodes2 = [];
      for (const c of captures) {
        if (c.name === captureName1) nodes1.push(c.node);
        if (c.name === captureName2) nodes2.push(c.node);
      }
      const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
        return positive ? n1.text === n2.text : n1.text !== n2.text;
      }, "compare");
      return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
    });
  } else {
    const captureName = steps[1].name;
    const stringValue = steps[2].value;
    const matches = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
    const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
    textPredicates[index].push((captures) => {
      const nodes = [];
      for (const c of captures) {
        if (c.name === captureName) nodes.push(c.node);
      }
      const test = isPositive ? matches : doesNotMatch;
      return matchAll ? nodes.every(test) : nodes.some(test);
    });
  }
}
__name(parseAnyPredicate, "parseAnyPredicate");
function parseMatchPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  if (steps[2].type !== "string") {
    throw new Error(
      `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
    );
  }
  const isPositive = operator === "match?" || operator === "any-match?";
  const matchAll = !operator.startsWith("any-");
  const captureName = steps[1].name;
  const regex = new RegExp(steps[2].value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    const test = /* @__PURE__ */ __name((text, positive) => {
      return positive ? regex.test(text) : !regex.test(text);
    }, "test");
    if (nodes.length === 0) return !isPositive;
    return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
  });
}
__name(parseMatchPredicate, "parseMatchPredicate");
function parseAnyOfPredicate(steps, index, operator, textPredicates) {
  if (steps.length < 2) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  const isPositive = operator === "any-of?";
  const captureName = steps[1].name;
  const stringSteps = steps.slice(2);
  if (!stringSteps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const values = stringSteps.map((s) => s.value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    if (nodes.length === 0) return !isPositive;
    return nodes.every((text) => values.includes(text)) === isPositive;
  });
}
__name(parseAnyOfPredicate, "parseAnyOfPredicate");
function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
    );
  }
  if (!steps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const properties = operator === "is?" ? assertedProperties : refutedProperties;
  if (!properties[index]) properties[index] = {};
  properties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseIsPredicate, "parseIsPredicate");
function parseSetDirective(steps, index, setProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
  }
  if (!steps.every(isStringStep)) {
    throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
  }
  if (!setProperties[index]) setProperties[index] = {};
  setProperties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseSetDirective, "parseSetDirective");
function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
  if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
    const name2 = captureNames[stepValueId];
    steps.push({ type: "capture", name: name2 });
  } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
    steps.push({ type: "string", value: stringValues[stepValueId] });
  } else if (steps.length > 0) {
    if (steps[0].type !== "string") {
      throw new Error("Predicates must begin with a literal value");
    }
    const operator = steps[0].value;
    switch (operator) {
      case "any-not-eq?":
      case "not-eq?":
      case "any-eq?":
      case "eq?":
        parseAnyPredicate(steps, index, operator, textPredicates);
        break;
      case "any-not-match?":
      case "not-match?":
      case "any-match?":
      case "match?":
        parseMatchPredicate(steps, index, operator, textPredicates);
        break;
      case "not-any-of?":
      case "any-of?":
        parseAnyOfPredicate(steps, index, operator, textPredicates);
        break;
      case "is?":
      case "is-not?":
        parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
        break;
      case "set!":
        parseSetDirective(steps, index, setProperties);
        break;
      default:
        predicates[index].push({ operator, operands: steps.slice(1) });
    }
    steps.length = 0;
  }
}
__name(parsePattern, "parsePattern");
var finalizer5 = newFinalizer((address) => {
  C._ts_query_delete(address);
});
var Query = class {
  static {
    __name(this, "Query");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  exceededMatchLimit;
  /** @internal */
  textPredicates;
  /** The names of the captures used in the query. */
  captureNames;
  /** The quantifiers of the captures used in the query. */
  captureQuantifiers;
  /**
   * The other user-defined predicates associated with the given index.
   *
   * This includes predicates with operators other than:
   * - `match?`
   * - `eq?` and `not-eq?`
   * - `any-of?` and `not-any-of?`
   * - `is?` and `is-not?`
   * - `set!`
   */
  predicates;
  /** The properties for predicates with the operator `set!`. */
  setProperties;
  /** The properties for predicates with the operator `is?`. */
  assertedProperties;
  /** The properties for predicates with the operator `is-not?`. */
  refutedProperties;
  /** The maximum number of in-progress matches for this cursor. */
  matchLimit;
  /**
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  constructor(language, source) {
    const sourceLength = C.lengthBytesUTF8(source);
    const sourceAddress = C._malloc(sourceLength + 1);
    C.stringToUTF8(source, sourceAddress, sourceLength + 1);
    const address = C._ts_query_new(
      language[0],
      sourceAddress,
      sourceLength,
      TRANSFER_BUFFER,
      TRANSFER_BUFFER + SIZE_OF_INT
    );
    if (!address) {
      const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
      const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
      const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
      const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
      C._free(sourceAddress);
      switch (errorId) {
        case QueryErrorKind.Syntax:
          throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
        case QueryErrorKind.NodeName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.FieldName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.CaptureName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.PatternStructure:
          throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
      }
    }
    const stringCount = C._ts_query_string_count(address);
    const captureCount = C._ts_query_capture_count(address);
    const patternCount = C._ts_query_pattern_count(address);
    const captureNames = new Array(captureCount);
    const captureQuantifiers = new Array(patternCount);
    const stringValues = new Array(stringCount);
    for (let i2 = 0; i2 < captureCount; i2++) {
      const nameAddress = C._ts_query_capture_name_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
    }
    for (let i2 = 0; i2 < patternCount; i2++) {
      const captureQuantifiersArray = new Array(captureCount);
      for (let j = 0; j < captureCount; j++) {
        const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
        captureQuantifiersArray[j] = quantifier;
      }
      captureQuantifiers[i2] = captureQuantifiersArray;
    }
    for (let i2 = 0; i2 < stringCount; i2++) {
      const valueAddress = C._ts_query_string_value_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
    }
    const setProperties = new Array(patternCount);
    const assertedProperties = new Array(patternCount);
    const refutedProperties = new Array(patternCount);
    const predicates = new Array(patternCount);
    const textPredicates = new Array(patternCount);
    for (let i2 = 0; i2 < patternCount; i2++) {
      const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
      const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
      predicates[i2] = [];
      textPredicates[i2] = [];
      const steps = new Array();
      let stepAddress = predicatesAddress;
      for (let j = 0; j < stepCount; j++) {
        const stepType = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        const stepValueId = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        parsePattern(
          i2,
          stepType,
          stepValueId,
          captureNames,
          stringValues,
          steps,
          textPredicates,
          predicates,
          setProperties,
          assertedProperties,
          refutedProperties
        );
      }
      Object.freeze(textPredicates[i2]);
      Object.freeze(predicates[i2]);
      Object.freeze(setProperties[i2]);
      Object.freeze(assertedProperties[i2]);
      Object.freeze(refutedProperties[i2]);
    }
    C._free(sourceAddress);
    this[0] = address;
    this.captureNames = captureNames;
    this.captureQuantifiers = captureQuantifiers;
    this.textPredicates = textPredicates;
    this.predicates = predicates;
    this.setProperties = setProperties;
    this.assertedProperties = assertedProperties;
    this.refutedProperties = refutedProperties;
    this.exceededMatchLimit = false;
    finalizer5?.register(this, address, this);
  }
  /** Delete the query, freeing its resources. */
  delete() {
    finalizer5?.unregister(this);
    C._ts_query_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Iterate over all of the matches in the order that they were found.
   *
   * Each match contains the index of the pattern that matched, and a list of
   * captures. Because multiple patterns can match the same set of nodes,
   * one match may contain captures that appear *before* some of the
   * captures from a previous match.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  matches(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_matches_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array(rawCount);
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    let filteredCount = 0;
    let address = startAddress;
    for (let i2 = 0; i2 < rawCount; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captures = new Array(captureCount);
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        result[filteredCount] = { patternIndex, captures };
        const setProperties = this.setProperties[patternIndex];
        result[filteredCount].setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        result[filteredCount].assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        result[filteredCount].refutedProperties = refutedProperties;
        filteredCount++;
      }
    }
    result.length = filteredCount;
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /**
   * Iterate over all of the individual captures in the order that they
   * appear.
   *
   * This is useful if you don't care about which pattern matched, and just
   * want a single, ordered sequence of captures.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  captures(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_captures_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array();
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    const captures = new Array();
    let address = startAddress;
    for (let i2 = 0; i2 < count; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      captures.length = captureCount;
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        const capture = captures[captureIndex];
        const setProperties = this.setProperties[patternIndex];
        capture.setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        capture.assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        capture.refutedProperties = refutedProperties;
        result.push(capture);
      }
    }
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /** Get the predicates for a given pattern. */
  predicatesForPattern(patternIndex) {
    return this.predicates[patternIndex];
  }
  /**
   * Disable a certain capture within a query.
   *
   * This prevents the capture from being returned in matches, and also
   * avoids any resource usage associated with recording the capture.
   */
  disableCapture(captureName) {
    const captureNameLength = C.lengthBytesUTF8(captureName);
    const captureNameAddress = C._malloc(captureNameLength + 1);
    C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
    C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
    C._free(captureNameAddress);
  }
  /**
   * Disable a certain pattern within a query.
   *
   * This prevents the pattern from matching, and also avoids any resource
   * usage associated with the pattern. This throws an error if the pattern
   * index is out of bounds.
   */
  disablePattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    C._ts_query_disable_pattern(this[0], patternIndex);
  }
  /**
   * Check if, on its last execution, this cursor exceeded its maximum number
   * of in-progress matches.
   */
  didExceedMatchLimit() {
    return this.exceededMatchLimit;
  }
  /** Get the byte offset where the given pattern starts in the query's source. */
  startIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_start_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the byte offset where the given pattern ends in the query's source. */
  endIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_end_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the number of patterns in the query. */
  patternCount() {
    return C._ts_query_pattern_count(this[0]);
  }
  /** Get the index for a given capture name. */
  captureIndexForName(captureName) {
    return this.captureNames.indexOf(captureName);
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternRooted(patternIndex) {
    return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternNonLocal(patternIndex) {
    return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
  }
  /**
   * Check if a given step in a query is 'definite'.
   *
   * A query step is 'definite' if its parent pattern will be guaranteed to
   * match successfully once it reaches the step.
   */
  isPatternGuaranteedAtStep(byteIndex) {
    return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteIndex) === 1;
  }
};

//# sourceMappingURL=web-tree-sitter.js.map


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/publicPath */
/******/ (() => {
/******/ 	var scriptUrl;
/******/ 	if (typeof import.meta.url === "string") scriptUrl = import.meta.url
/******/ 	// When supporting browsers where an automatic publicPath is not supported you must specify an output.publicPath manually via configuration
/******/ 	// or pass an empty string ("") and set the __webpack_public_path__ variable from your code to use your own logic.
/******/ 	if (!scriptUrl) throw new Error("Automatic publicPath is not supported in this browser");
/******/ 	scriptUrl = scriptUrl.replace(/#.*$/, "").replace(/\?.*$/, "").replace(/\/[^\/]+$/, "/");
/******/ 	__nccwpck_require__.p = scriptUrl;
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	__nccwpck_require__.b = new URL("./", import.meta.url);
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	// no install chunk
/******/ 	
/******/ 	// no chunk on demand loading
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: ./src/code/chunker.ts
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
/** Groups the children of `node` into row spans of at most CHUNK_MAX_CHARS, recursing into big ones. */
function spansOf(node, sizes, out) {
    let current;
    const flush = () => {
        if (current)
            out.push(current);
        current = undefined;
    };
    const count = node.childCount;
    for (let i = 0; i < count; i++) {
        const child = node.child(i);
        if (!child)
            continue;
        const s = child.startPosition.row;
        const e = Math.min(child.endPosition.row, sizes.count - 1);
        if (e < s)
            continue;
        if (sizes.size(s, e) > CHUNK_MAX_CHARS) {
            flush();
            if (child.childCount > 0)
                spansOf(child, sizes, out);
            else
                windowRows(s, e, sizes, out);
            continue;
        }
        if (current && sizes.size(current[0], e) > CHUNK_MAX_CHARS)
            flush();
        current = current ? [current[0], Math.max(current[1], e)] : [s, e];
    }
    flush();
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
var web_tree_sitter = __nccwpck_require__(33);
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
    object: (member_expression object: (identifier) @receiver property: (property_identifier) @_proto)
    property: (property_identifier) @name)
  right: [(arrow_function) (function_expression)]
  (#eq? @_proto "prototype")) @definition.method
(assignment_expression
  left: (member_expression object: (identifier) @_obj property: (property_identifier) @name)
  right: [(arrow_function) (function_expression)]
  (#match? @_obj "^(exports|module)$")) @definition.function
(assignment_expression
  left: (member_expression property: (property_identifier) @name)
  right: [(arrow_function) (function_expression)]) @definition.function
(function_expression name: (identifier) @name) @definition.function
(pair key: [(property_identifier) (string)] @name value: [(arrow_function) (function_expression)]) @definition.method
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


const MAX_MEMBERS = 8;
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
function compileQuery(language, id, which) {
    const key = `${id}:${which}`;
    let query = compiled.get(key);
    if (!query) {
        try {
            query = new web_tree_sitter/* Query */.XK(language, QUERIES[id][which]);
        }
        catch (error) {
            throw new Error(`The ${which} query for ${id} does not compile: ${error.message}`);
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
function cleanName(node) {
    // C# names a destructor by the class name, an operator by its token, a conversion by its type.
    if (node.parent?.type === 'destructor_declaration')
        return { name: `~${node.text}` };
    if (node.parent?.type === 'operator_declaration' || node.parent?.type === 'conversion_operator_declaration')
        return { name: `operator ${node.text}` };
    switch (node.type) {
        case 'qualified_identifier':
            // `DWORD WINAPI f(...)`: a calling-convention macro read as a scope without `::`.
            if (!node.text.includes('::')) {
                const name = node.childForFieldName('name');
                return name ? cleanName(name) : { name: node.text };
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
            return { name: node.text };
        case 'template_function':
            return splitScoped(node.childForFieldName('name')?.text ?? node.text);
        default:
            return { name: node.text };
    }
}
function rawDefinitions(matches) {
    const byNode = new Map();
    for (const match of matches) {
        let defNode;
        let kind = '';
        let nameNode;
        let receiver;
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
        const existing = byNode.get(defNode.id);
        if (existing && (KIND_PRIORITY[existing.kind] ?? 0) >= (KIND_PRIORITY[kind] ?? 0))
            continue;
        const cleaned = cleanName(nameNode);
        if (!cleaned.name)
            continue;
        byNode.set(defNode.id, { node: defNode, kind, name: cleaned.name, nameNode, owner: receiver ?? cleaned.owner });
    }
    return [...byNode.values()].sort((a, b) => a.node.startIndex - b.node.startIndex || b.node.endIndex - a.node.endIndex);
}
const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'function', 'generator_function', 'anonymous_function']);
/** The node holding a definition's body, if it has one. */
function bodyOf(node) {
    const body = node.childForFieldName('body');
    if (body)
        return body;
    const value = node.childForFieldName('value') ?? node.childForFieldName('right');
    if (value && FUNCTION_VALUES.has(value.type))
        return value.childForFieldName('body');
    // C# properties: `=> expression`, or accessors with code (`{ get; set; }` stays in the signature).
    if (value?.type === 'arrow_expression_clause')
        return value;
    const accessors = node.childForFieldName('accessors');
    if (accessors?.namedChildren.some((a) => a?.childForFieldName('body')))
        return accessors;
    return null;
}
function signatureOf(node, text) {
    const body = bodyOf(node);
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
    return collapse(header.replace(/\s*(?:=>|[{:])?\s*$/, ''), MAX_SIGNATURE);
}
function commentText(raw) {
    for (const line of raw.split('\n')) {
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
function docOf(node, language) {
    if (language === 'python') {
        const body = node.childForFieldName('body');
        const first = body?.namedChild(0);
        if (first?.type === 'expression_statement' && first.namedChild(0)?.type === 'string') {
            const raw = first.namedChild(0).text.replace(/^[rRbBuUfF]*("""|'''|"|')/, '').replace(/("""|'''|"|')$/, '');
            return commentText(raw);
        }
    }
    let anchor = node;
    while (anchor.parent && WRAPPERS.has(anchor.parent.type))
        anchor = anchor.parent;
    const lines = [];
    let expectRow = anchor.startPosition.row;
    for (let prev = anchor.previousSibling; prev && COMMENT_TYPES.has(prev.type); prev = prev.previousSibling) {
        if (prev.endPosition.row < expectRow - 1)
            break;
        lines.unshift(prev.text);
        expectRow = prev.startPosition.row;
    }
    if (!lines.length)
        return undefined;
    return commentText(language === 'csharp' ? definitions_xmlDocText(lines.join('\n')) : lines.join('\n'));
}
/** C# XML documentation as text: references become the names they point to, other tags go. */
function definitions_xmlDocText(raw) {
    return raw
        .replace(/<(?:see|seealso|paramref|typeparamref)\s+(?:cref|langword|name|href)\s*=\s*"(?:[A-Z]:)?([^"]*)"\s*\/>/g, '$1')
        .replace(/<\/?[A-Za-z][\w:-]*(?:\s[^<>]*)?\/?>/g, '');
}
/** The last line of a node, not counting a final newline it ends with. */
function endLineOf(node) {
    return node.endPosition.row + 1 - (node.endPosition.column === 0 && node.endPosition.row > node.startPosition.row ? 1 : 0);
}
/** Extracts every definition of a parsed file, outermost first. */
function extractDefinitions(root, text, language, id, matches) {
    const raws = rawDefinitions(matches ?? compileQuery(language, id, 'definitions').matches(root));
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
        if (raw.kind === 'package') {
            const def = packageDefinition(raw, enclosing?.kind === 'package' ? enclosing.qualified : undefined, text, id);
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
        const def = {
            name: raw.name,
            qualifiedName: qualified,
            kind: kind,
            signature: signatureOf(raw.node, text),
            startLine: raw.node.startPosition.row + 1,
            endLine: endLineOf(raw.node),
            nameLine: raw.nameNode.startPosition.row + 1,
        };
        const doc = docOf(raw.node, id);
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
    }
    definitions_fillMembers(out);
    return out;
}
/**
 * A C# or PHP namespace as a `module`: its dotted name (`Acme.Billing` for `Acme\\Billing`) under the
 * namespace it is nested in, its last part as the name and the rest as the parent, so that
 * `parent.name` is the qualified name.
 */
function packageDefinition(raw, outer, text, id) {
    const qualified = [outer, raw.owner, raw.name].filter(Boolean).join('.');
    const parent = qualified.slice(0, Math.max(0, qualified.length - raw.name.length - 1));
    const def = {
        name: raw.name,
        qualifiedName: qualified,
        kind: 'module',
        signature: signatureOf(raw.node, text),
        startLine: raw.node.startPosition.row + 1,
        endLine: endLineOf(raw.node),
        nameLine: raw.nameNode.startPosition.row + 1,
    };
    const doc = docOf(raw.node, id);
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
    for (const alt of [...alternatives].sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine)) {
        let owner;
        for (const d of out) {
            if (!OWNERS.has(d.kind) || d.startLine > alt.startLine || d.endLine < alt.endLine)
                continue;
            if (!owner || d.endLine - d.startLine <= owner.endLine - owner.startLine)
                owner = d;
        }
        const def = { ...alt };
        if (owner) {
            def.parent = owner.qualifiedName;
            def.qualifiedName = `${owner.qualifiedName}.${alt.name}`;
            const inType = CLASS_LIKE.has(owner.kind);
            if (def.kind === 'function' && inType)
                def.kind = 'method';
            else if (def.kind === 'method' && !inType)
                def.kind = 'function';
        }
        out.push(def);
    }
    out.sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine);
    definitions_fillMembers(out);
    return out;
}
const MEMBER_OWNERS = new Set(['class', 'interface', 'struct', 'enum', 'module']);
/** Sets each type's `members` to the signatures of its first MAX_MEMBERS direct members (in place). */
function definitions_fillMembers(defs) {
    const byQualified = new Map();
    for (const def of defs) {
        delete def.members;
        if (!byQualified.has(def.qualifiedName))
            byQualified.set(def.qualifiedName, def);
    }
    for (const def of defs) {
        if (!def.parent)
            continue;
        const owner = byQualified.get(def.parent);
        if (!owner || !MEMBER_OWNERS.has(owner.kind))
            continue;
        owner.members ??= [];
        if (owner.members.length < MAX_MEMBERS)
            owner.members.push(def.signature);
    }
}
/** The matches of the definitions, imports and references queries from one pass over the tree. */
function analysisMatches(root, language, id) {
    const key = `${id}:definitions+imports+references`;
    let query = compiled.get(key);
    if (!query) {
        try {
            query = new web_tree_sitter/* Query */.XK(language, `${QUERIES[id].definitions}\n${QUERIES[id].imports}\n${QUERIES[id].references}`);
        }
        catch (error) {
            throw new Error(`The definitions, imports and references queries for ${id} do not compile together: ${error.message}`);
        }
        compiled.set(key, query);
    }
    const definitions = [];
    const imports = [];
    const references = [];
    for (const match of query.matches(root)) {
        if (match.captures.some((c) => c.name.startsWith('definition.')))
            definitions.push(match);
        else if (match.captures.some((c) => c.name.startsWith('reference.'))) {
            for (const c of match.captures)
                references.push({ ...c, patternIndex: match.patternIndex });
        }
        else
            imports.push(match);
    }
    references.sort((a, b) => a.node.startIndex - b.node.startIndex || a.patternIndex - b.patternIndex);
    return { definitions, imports, references };
}
/** The identifiers a file uses as calls, types, attributes and base classes, de-duplicated per line. */
function extractReferences(root, language, id, captures) {
    const seen = new Set();
    const out = [];
    for (const capture of captures ?? compileQuery(language, id, 'references').captures(root)) {
        if (!capture.name.startsWith('reference.'))
            continue;
        const name = capture.node.text;
        if (name.length < 2 || name.length > 80)
            continue;
        const line = capture.node.startPosition.row + 1;
        const kind = capture.name.slice('reference.'.length);
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
    for (const match of matches ?? compileQuery(language, id, 'imports').matches(root)) {
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

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
;// CONCATENATED MODULE: ./src/code/languages.ts
/**
 * The languages Sweep parses with tree-sitter: which file extensions map to which grammar, and lazy,
 * load-once access to parsers. Works both from the ncc bundle (grammars copied next to it under
 * `wasm/`) and unbundled from `node_modules`.
 */





const LANGUAGE_SPECS = {
    python: { grammar: 'tree-sitter-python.wasm', extensions: ['.py', '.pyi', '.pyw'] },
    typescript: { grammar: 'tree-sitter-typescript.wasm', extensions: ['.ts', '.mts', '.cts'] },
    tsx: { grammar: 'tree-sitter-tsx.wasm', extensions: ['.tsx'] },
    javascript: { grammar: 'tree-sitter-javascript.wasm', extensions: ['.js', '.jsx', '.mjs', '.cjs'] },
    go: { grammar: 'tree-sitter-go.wasm', extensions: ['.go'] },
    rust: { grammar: 'tree-sitter-rust.wasm', extensions: ['.rs'] },
    java: { grammar: 'tree-sitter-java.wasm', extensions: ['.java'] },
    ruby: { grammar: 'tree-sitter-ruby.wasm', extensions: ['.rb', '.rake', '.gemspec'] },
    cpp: {
        grammar: 'tree-sitter-cpp.wasm',
        extensions: ['.cpp', '.cc', '.cxx', '.c++', '.hpp', '.hh', '.hxx', '.h++', '.ipp', '.inl', '.c', '.h'],
    },
    csharp: { grammar: 'tree-sitter-c-sharp.wasm', extensions: ['.cs', '.csx'] },
    php: { grammar: 'tree-sitter-php.wasm', extensions: ['.php', '.phtml', '.php3', '.php4', '.php5', '.php7'] },
};
const LANGUAGE_IDS = Object.keys(LANGUAGE_SPECS);
/** Every wasm file the bundle needs next to it: the tree-sitter core and one grammar per language. */
const CORE_WASM = 'web-tree-sitter.wasm';
const WASM_FILES = [CORE_WASM, ...LANGUAGE_IDS.map((id) => LANGUAGE_SPECS[id].grammar)];
const EXTENSION_TO_LANGUAGE = new Map(LANGUAGE_IDS.flatMap((id) => LANGUAGE_SPECS[id].extensions.map((ext) => [ext, id])));
/** Extra names without a telling extension. */
const FILENAME_TO_LANGUAGE = new Map([
    ['Rakefile', 'ruby'],
    ['Gemfile', 'ruby'],
    ['Guardfile', 'ruby'],
]);
/** The tree-sitter language of a path (by extension or well-known name), or undefined. */
function languageForPath(path) {
    const base = path.slice(path.lastIndexOf('/') + 1);
    const byName = FILENAME_TO_LANGUAGE.get(base);
    if (byName)
        return byName;
    const dot = base.lastIndexOf('.');
    if (dot <= 0)
        return undefined; // no extension, or a dotfile such as `.eslintrc`
    return EXTENSION_TO_LANGUAGE.get(base.slice(dot).toLowerCase());
}
/** Where a wasm file is: next to the running bundle first, then in node_modules. */
function locateWasm(file) {
    const here = (0,external_node_path_namespaceObject.dirname)((0,external_node_url_namespaceObject.fileURLToPath)(import.meta.url));
    const bundled = (0,external_node_path_namespaceObject.join)(here, 'wasm', file);
    if ((0,external_node_fs_namespaceObject.existsSync)(bundled))
        return bundled;
    const require = (0,external_node_module_namespaceObject.createRequire)(import.meta.url);
    const resolved = file === CORE_WASM
        ? require.resolve('web-tree-sitter/web-tree-sitter.wasm')
        : (0,external_node_path_namespaceObject.join)((0,external_node_path_namespaceObject.dirname)(require.resolve('@vscode/tree-sitter-wasm/package.json')), 'wasm', file);
    if (!(0,external_node_fs_namespaceObject.existsSync)(resolved))
        throw new Error(`Cannot find ${file}: looked in ${(0,external_node_path_namespaceObject.join)(here, 'wasm')} and ${resolved}`);
    return resolved;
}
let initPromise;
const languagePromises = new Map();
const parsers = new Map();
function initTreeSitter() {
    initPromise ??= web_tree_sitter/* Parser */.iX.init({ locateFile: () => locateWasm(CORE_WASM) });
    return initPromise;
}
/** The tree-sitter Language for `id`, loaded on first use and then shared. */
function loadLanguage(id) {
    let promise = languagePromises.get(id);
    if (!promise) {
        promise = initTreeSitter().then(() => web_tree_sitter/* Language */.TM.load(locateWasm(LANGUAGE_SPECS[id].grammar)));
        languagePromises.set(id, promise);
        // A failed load must not poison later attempts.
        promise.catch(() => languagePromises.delete(id));
    }
    return promise;
}
/** A parser set to `id` (one per language, reused). */
async function getParser(id) {
    const existing = parsers.get(id);
    if (existing)
        return existing;
    const language = await loadLanguage(id);
    const again = parsers.get(id);
    if (again)
        return again;
    const parser = new web_tree_sitter/* Parser */.iX();
    parser.setLanguage(language);
    parsers.set(id, parser);
    return parser;
}
/** Parses `text` as `id`. The caller owns the tree and should `delete()` it when done. */
async function parseSource(id, text) {
    const parser = await getParser(id);
    const tree = parser.parse(text);
    if (!tree)
        throw new Error(`tree-sitter returned no tree for a ${id} source of ${text.length} characters`);
    return tree;
}

;// CONCATENATED MODULE: ./src/code/analyze.ts





/** Bigger sources are chunked by lines without a parse (generated tables, vendored amalgamations). */
const analyze_MAX_PARSE_CHARS = 2_000_000;
async function analyzeFile(path, text) {
    const sizes = new LineSizes(text);
    const lineCount = text.length === 0 ? 0 : sizes.count;
    const language = languageForPath(path);
    if (!language || text.length > analyze_MAX_PARSE_CHARS) {
        return { ...(language ? { language } : {}), lineCount, chunks: chunkLines(text, sizes), definitions: [], references: [], imports: [] };
    }
    const [parser, grammar] = await Promise.all([getParser(language), loadLanguage(language)]);
    const parsed = parseWithDirectives(parser, language, text);
    if (!parsed) {
        return { language, lineCount, parseError: true, chunks: chunkLines(text, sizes), definitions: [], references: [], imports: [] };
    }
    const alternative = parsed.firstBranches;
    try {
        const root = parsed.tree.rootNode;
        // Definitions, imports and references come from one pass over the tree.
        const matches = analysisMatches(root, grammar, language);
        const whole = {
            chunks: chunkTree(root, parsed.source, sizes),
            definitions: extractDefinitions(root, parsed.source, grammar, language, matches.definitions),
            references: extractReferences(root, grammar, language, matches.references),
            imports: extractImports(root, grammar, language, matches.imports),
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
 * The analysis of the first branches' tree, with what only the other branches hold taken from the
 * whole text's analysis: definitions (placed under their owners), references and imports on those
 * rows.
 */
function withFirstBranches(whole, first, grammar, language, sizes) {
    const root = first.tree.rootNode;
    const matches = analysisMatches(root, grammar, language);
    const onAlternativeRows = (line) => first.alternativeRows.has(line - 1);
    const byLine = (kept, others) => [...kept, ...others.filter((o) => onAlternativeRows(o.line))].sort((a, b) => a.line - b.line);
    const out = {
        chunks: chunkTree(root, first.text, sizes),
        definitions: withAlternativeDefinitions(extractDefinitions(root, first.text, grammar, language, matches.definitions), whole.definitions.filter((d) => onAlternativeRows(d.nameLine))),
        references: byLine(extractReferences(root, grammar, language, matches.references), whole.references),
        imports: byLine(extractImports(root, grammar, language, matches.imports), whole.imports),
    };
    if (root.hasError)
        out.parseError = true;
    return out;
}

;// CONCATENATED MODULE: ./src/repo/classify.ts
/**
 * What a file is: decoded text or a recorded reason to skip it (binary, minified, generated, too
 * large), and its role (source, test, doc, config). Pure functions of the path and the bytes.
 */
const DEFAULT_MAX_FILE_BYTES = 1_000_000;
const BINARY_EXTENSIONS = new Set(`png jpg jpeg gif bmp ico icns webp tiff tif psd svgz avif heic pdf zip gz tgz bz2 xz 7z rar tar jar war ear
  class so dylib dll exe bin o a lib obj pyc pyo pyd whl egg woff woff2 ttf otf eot mp3 mp4 m4a wav ogg flac avi mov
  mkv webm wasm db sqlite sqlite3 npy npz pkl pickle h5 hdf5 parquet feather onnx pt pth ckpt safetensors dcm nii
  fits dat deb rpm dmg iso img apk ipa swf fla xls xlsx doc docx ppt pptx odt ods key numbers pages sketch fig blend
  glb fbx mat`.split(/\s+/).filter(Boolean));
const GENERATED_NAMES = new Set([
    'package-lock.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    'bun.lockb',
    'npm-shrinkwrap.json',
    'Cargo.lock',
    'poetry.lock',
    'Pipfile.lock',
    'uv.lock',
    'composer.lock',
    'Gemfile.lock',
    'go.sum',
    'flake.lock',
]);
const GENERATED_SUFFIXES = (/* unused pure expression or super */ null && (['.min.js', '.min.css', '.min.mjs', '.js.map', '.css.map', '.pb.go', '_pb2.py', '_pb2_grpc.py', '.pb.h', '.pb.cc', '.generated.ts', '.g.dart']));
const GENERATED_MARKER = /@generated\b|\bDO NOT EDIT\b|\bauto-?generated\b|\bCode generated by\b|\bThis file (?:is|was) (?:automatically )?generated\b/i;
/**
 * What only a bundler writes near the top of its output: webpack's module separator comments (a
 * line starting with three to six asterisks between slashes, also in ncc chunks), ncc's require,
 * esbuild's runtime helpers.
 */
const BUNDLE_MARKER = /^\/\*{3,6}\/ |\b__nccwpck_require2_\b|^var __(?:commonJS|toESM) = /m;
const SCRIPT_EXTENSIONS = new Set(['js', 'mjs', 'cjs']);
const MINIFIED_MAX_LINE = 5_000;
const MINIFIED_MEAN_LINE = 300;
const MINIFIED_MIN_BYTES = 2_048;
const BINARY_SNIFF_BYTES = 8_000;
function baseName(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
function extension(path) {
    const base = baseName(path);
    const dot = base.lastIndexOf('.');
    return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}
/** A reason to skip the file from its path and size alone, before reading it. */
function skipByPath(path, size, maxBytes = DEFAULT_MAX_FILE_BYTES) {
    if (BINARY_EXTENSIONS.has(extension(path)))
        return { path, reason: 'binary', detail: `.${extension(path)} file` };
    const base = baseName(path);
    if (GENERATED_NAMES.has(base))
        return { path, reason: 'generated', detail: 'lock file' };
    const lower = base.toLowerCase();
    const suffix = GENERATED_SUFFIXES.find((s) => lower.endsWith(s));
    if (suffix)
        return { path, reason: suffix.startsWith('.min.') ? 'minified' : 'generated', detail: `*${suffix}` };
    if (size > maxBytes)
        return { path, reason: 'too-large', detail: `${size} bytes > ${maxBytes}` };
    return undefined;
}
/** True when the bytes look binary (a NUL byte near the start). */
function looksBinary(bytes) {
    const end = Math.min(bytes.length, BINARY_SNIFF_BYTES);
    for (let i = 0; i < end; i++)
        if (bytes[i] === 0)
            return true;
    return false;
}
const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');
/** Decodes bytes as UTF-8, or, when they are not valid UTF-8, as Latin-1 so every byte survives. */
function classify_decodeText(bytes) {
    const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    const body = start ? bytes.subarray(start) : bytes;
    try {
        return { text: utf8.decode(body), encoding: 'utf-8' };
    }
    catch {
        return { text: latin1.decode(body), encoding: 'latin1' };
    }
}
/** A reason to skip the file from its decoded content. */
function skipByContent(path, text) {
    const head = text.slice(0, 1_000);
    if (GENERATED_MARKER.test(head))
        return { path, reason: 'generated', detail: 'generated-code marker in the header' };
    if (SCRIPT_EXTENSIONS.has(extension(path)) && BUNDLE_MARKER.test(text.slice(0, 2_000))) {
        return { path, reason: 'generated', detail: 'bundler output' };
    }
    let longest = 0;
    let lines = 1;
    let lineStart = 0;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
        longest = Math.max(longest, i - lineStart);
        lineStart = i + 1;
        lines++;
    }
    longest = Math.max(longest, text.length - lineStart);
    if (longest > MINIFIED_MAX_LINE)
        return { path, reason: 'minified', detail: `a line of ${longest} characters` };
    if (text.length >= MINIFIED_MIN_BYTES && text.length / lines > MINIFIED_MEAN_LINE) {
        return { path, reason: 'minified', detail: `${Math.round(text.length / lines)} characters per line on average` };
    }
    return undefined;
}
const DOC_EXTENSIONS = new Set(['md', 'mdx', 'rst', 'txt', 'adoc', 'asciidoc', 'org', 'tex']);
const CONFIG_EXTENSIONS = new Set(['json', 'jsonc', 'json5', 'yaml', 'yml', 'toml', 'ini', 'cfg', 'conf', 'xml', 'properties', 'lock', 'env']);
const SOURCE_EXTENSIONS = new Set(`py pyi pyx pxd ts tsx mts cts js jsx mjs cjs go rs java kt kts scala rb rake gemspec c h cc cpp cxx hpp hh hxx ipp inl
  cs fs swift m mm php pl pm lua r jl dart ex exs erl hrl clj cljs hs ml mli elm vue svelte astro sh bash zsh ps1 sql
  groovy gradle zig nim v sol css scss sass less html htm erb haml jinja j2 proto graphql gql thrift cmake mk`.split(/\s+/).filter(Boolean));
/** Test folders, .NET test projects (`Newtonsoft.Json.Tests/`, `App.UnitTests/`) among them. */
const TEST_PATH = /(?:^|\/)(?:tests?|__tests__|spec|specs|testing|test_?data|fixtures?|e2e|[\w-]+(?:\.[\w-]+)*\.(?:unit|integration|functional)?tests?)\//i;
const TEST_NAME = /(?:^test_.*|.*_test|.*\.test|.*\.spec|.*_spec|.*Tests?|.*IT|conftest)\.[A-Za-z0-9]+$/;
function isTestPath(path) {
    return TEST_PATH.test(path) || TEST_NAME.test(baseName(path));
}
/** The role of a file in the repository, from its path. */
function fileRole(path) {
    const ext = extension(path);
    const base = baseName(path);
    if (SOURCE_EXTENSIONS.has(ext) || base === 'Makefile' || base === 'Dockerfile' || base === 'Rakefile') {
        return isTestPath(path) ? 'test' : 'source';
    }
    if (DOC_EXTENSIONS.has(ext) || /^(?:README|CHANGELOG|CHANGES|HISTORY|LICENSE|COPYING|AUTHORS|CONTRIBUTING|NEWS)\b/i.test(base))
        return 'doc';
    if (CONFIG_EXTENSIONS.has(ext) || base.startsWith('.'))
        return 'config';
    return 'other';
}
const DECLARATION = /\.d\.[cm]?ts$|\.pyi$/;
const EXAMPLE_DIR = /(?:^|\/)(?:examples?|samples?|demos?|playgrounds?|sandbox(?:es)?|starters?|templates?\/(?:examples?|starters?))\//i;
const BENCHMARK_DIR = /(?:^|\/)(?:bench|benchmarks?|perf|performance)\//i;
const BENCHMARK_NAME = /(?:^|[._-])(?:bench|benchmark)(?:[._-]|$)/i;
const BUILD_CONFIG_NAME = /^(?:karma|webpack|rollup|vite|vitest|jest|babel|gulpfile|gruntfile|esbuild|tsup|eslint|prettier|postcss|tailwind|svelte|nuxt|next|astro|playwright|cypress|commitlint|lint-staged|stylelint|typedoc|api-extractor|wdio|protractor|metro|craco|snowpack|parcel|nodemon|tsconfig|jsconfig)(?:[.-][\w.-]*)?\.(?:[cm]?[jt]s|json|ya?ml)$|\.config\.[cm]?[jt]s$|^\.[\w-]+rc(?:\.[cm]?js|\.json|\.ya?ml)?$|^(?:setup\.cfg|tox\.ini|noxfile\.py|conftest\.py|Makefile|Dockerfile|Rakefile|Gemfile|build\.gradle(?:\.kts)?|pom\.xml|CMakeLists\.txt)$/i;
const TEMPLATE_PATH = /^(?:\.github\/|docs\/)?(?:ISSUE_TEMPLATE|PULL_REQUEST_TEMPLATE)(?:\/|\.md$)|^(?:\.github\/|docs\/)?pull_request_template\.md$/i;
const DOCS_SITE_DIR = /^(?:docs?|documentation|website|site|www|guides?)\//i;
const SCRIPT_DIR = /^(?:scripts?|tools|tasks|build-scripts|\.scripts)\//i;
const CI_PATH = /^\.(?:github\/workflows|circleci|gitlab|buildkite|azure-pipelines)\b|^(?:\.travis\.yml|appveyor\.yml|azure-pipelines\.yml|\.gitlab-ci\.yml)$/i;
/** The file's finer kinds (none for ordinary source, tests and docs). Pure function of the path. */
function fileKinds(path) {
    const kinds = [];
    const base = baseName(path);
    if (DECLARATION.test(base))
        kinds.push('declaration');
    if (EXAMPLE_DIR.test(path))
        kinds.push('example');
    if (BENCHMARK_DIR.test(path) || BENCHMARK_NAME.test(base))
        kinds.push('benchmark');
    if (BUILD_CONFIG_NAME.test(base))
        kinds.push('build-config');
    if (TEMPLATE_PATH.test(path))
        kinds.push('template');
    if (DOCS_SITE_DIR.test(path))
        kinds.push('docs-site');
    if (SCRIPT_DIR.test(path))
        kinds.push('script');
    if (CI_PATH.test(path))
        kinds.push('ci');
    return kinds;
}
/** Issue and pull request templates GitHub offers (Markdown templates and issue forms). */
function isTemplatePath(path) {
    return TEMPLATE_PATH.test(path);
}

;// CONCATENATED MODULE: ./src/search/record-codec.ts
/**
 * One file's analysis in the packed form the index keeps in memory and on disk: a core (what search
 * needs at start: chunk lines, definition names, kinds and lines, as JSON text parsed when first
 * used) and details (signatures, docs, name lines, imports, packed references: JSON text). Every
 * value read back is checked for type and bounds: a record that fails is named, never half-used.
 * Pure functions.
 */



/** A record that failed its checks. */
class DamagedRecord extends (/* unused pure expression or super */ null && (Error)) {
    name = 'DamagedRecord';
}
const KINDS = ['class', 'interface', 'struct', 'enum', 'function', 'method', 'type', 'constant', 'module', 'macro'];
/** Fails to compile when a kind is missing from KINDS. */
const EVERY_KIND = true;
void EVERY_KIND;
const KIND_SET = new Set(KINDS);
const LANGUAGE_SET = new Set(LANGUAGE_IDS);
const IMPORT_KIND_LIST = ['module', 'mod', 'system', 'file'];
/** Fails to compile when an import kind is missing from IMPORT_KIND_LIST. */
const EVERY_IMPORT_KIND = true;
void EVERY_IMPORT_KIND;
const IMPORT_KINDS = new Set(IMPORT_KIND_LIST);
/** Longest name, signature, doc or import text a record may hold: a file the analyzers parse is no longer. */
const MAX_TEXT = (/* unused pure expression or super */ null && (MAX_PARSE_CHARS));
/** Most lines a file may have; more is not a record this program wrote. */
const MAX_LINES = 50_000_000;
const KIND_CODES = { call: 'c', type: 't', attribute: 'a', class: 'k' };
const CODE_KINDS = { c: 'call', t: 'type', a: 'attribute', k: 'class' };
/** `c name 3,9\nt Other 4`: one line per (kind, name) with its lines. */
function packReferences(references) {
    const groups = new Map();
    for (const r of references) {
        const key = `${KIND_CODES[r.kind]} ${r.name}`;
        const lines = groups.get(key);
        if (lines)
            lines.push(r.line);
        else
            groups.set(key, [r.line]);
    }
    return [...groups].map(([key, lines]) => `${key} ${lines.join(',')}`).join('\n');
}
/** The references of `packReferences`; rows that are not what it writes are left out. */
function record_codec_unpackReferences(packed, lineCount = MAX_LINES) {
    const out = [];
    if (!packed)
        return out;
    for (const row of packed.split('\n')) {
        const [code, name, lines] = row.split(' ');
        const kind = CODE_KINDS[code ?? ''];
        if (!kind || !name || !lines)
            continue;
        for (const part of lines.split(',')) {
            const line = Number(part);
            if (Number.isInteger(line) && line >= 1 && line <= lineCount + 1)
                out.push({ name, kind, line });
        }
    }
    return out;
}
/**
 * JSON with every non-ASCII character escaped: read back as Latin-1 it needs no UTF-8 decoding and
 * parses as a one-byte string, several times faster for the megabytes read at every start.
 */
function asciiJson(value) {
    return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
function coreOf(a) {
    return {
        ...(a.language ? { language: a.language } : {}),
        lineCount: a.lineCount,
        ...(a.parseError ? { parseError: true } : {}),
        chunks: a.chunks.flatMap((c) => [c.startLine, c.endLine]),
        definitions: asciiJson(a.definitions.map((d) => [d.name, d.kind, d.startLine, d.endLine, d.parent ?? 0])),
        definitionCount: a.definitions.length,
    };
}
function detailsOf(a) {
    return {
        signatures: a.definitions.map((d) => d.signature),
        docs: a.definitions.map((d) => d.doc ?? 0),
        nameLines: a.definitions.map((d) => d.nameLine),
        imports: a.imports,
        references: packReferences(a.references),
    };
}
function isLine(value, lineCount) {
    return Number.isInteger(value) && value >= 1 && value <= lineCount + 1;
}
function isText(value) {
    return typeof value === 'string' && value.length <= MAX_TEXT;
}
/** A core read back, checked; throws DamagedRecord. */
function record_codec_checkCore(value) {
    const c = value;
    if (!c || typeof c !== 'object')
        throw new DamagedRecord('a record core is not an object');
    if (c.language !== undefined && !LANGUAGE_SET.has(c.language))
        throw new DamagedRecord(`unknown language ${String(c.language).slice(0, 40)}`);
    if (!Number.isInteger(c.lineCount) || c.lineCount < 0 || c.lineCount > MAX_LINES)
        throw new DamagedRecord('a line count out of range');
    if (c.parseError !== undefined && c.parseError !== true)
        throw new DamagedRecord('a parse flag that is not true');
    if (!Array.isArray(c.chunks) || c.chunks.length % 2 !== 0)
        throw new DamagedRecord('chunk lines that are not pairs');
    for (let i = 0; i < c.chunks.length; i += 2) {
        if (!isLine(c.chunks[i], c.lineCount) || !isLine(c.chunks[i + 1], c.lineCount) || c.chunks[i] > c.chunks[i + 1])
            throw new DamagedRecord('a chunk outside the file');
    }
    if (typeof c.definitions !== 'string' || !Number.isInteger(c.definitionCount) || c.definitionCount < 0)
        throw new DamagedRecord('definitions that are not packed');
    return c;
}
/**
 * The definitions of a core, with names, kinds and lines only (signatures empty, name lines at the
 * start lines) until details are applied; throws DamagedRecord.
 */
function record_codec_definitionsOf(core) {
    let rows;
    try {
        rows = JSON.parse(core.definitions);
    }
    catch (error) {
        throw new DamagedRecord(`packed definitions that are not JSON (${error.message})`);
    }
    if (!Array.isArray(rows) || rows.length !== core.definitionCount)
        throw new DamagedRecord('a definition count that does not match');
    return rows.map((row) => {
        const r = row;
        const [name, kind, startLine, endLine, parent] = Array.isArray(r) ? r : [];
        if (!Array.isArray(r) || r.length !== 5 || !isText(name) || !name || !KIND_SET.has(kind))
            throw new DamagedRecord(`a definition that is not a name and a kind (${JSON.stringify(row).slice(0, 120)})`);
        if (!isLine(startLine, core.lineCount) || !isLine(endLine, core.lineCount) || endLine < startLine)
            throw new DamagedRecord('a definition outside the file');
        if (parent !== 0 && !(isText(parent) && parent))
            throw new DamagedRecord('a definition parent that is not a name');
        const def = { name, qualifiedName: parent ? `${parent}.${name}` : name, kind: kind, signature: '', startLine, endLine, nameLine: startLine };
        if (parent)
            def.parent = parent;
        return def;
    });
}
function checkImport(value, lineCount) {
    const i = value;
    if (!i || typeof i !== 'object' || !isText(i.source) || !isLine(i.line, lineCount) || !IMPORT_KINDS.has(i.kind))
        throw new DamagedRecord('an import that is not a source, a line and a kind');
    if (!Array.isArray(i.names) || !i.names.every(isText))
        throw new DamagedRecord('import names that are not text');
    if (i.aliases !== undefined) {
        if (!i.aliases || typeof i.aliases !== 'object' || Array.isArray(i.aliases))
            throw new DamagedRecord('import aliases that are not a map');
        for (const [k, v] of Object.entries(i.aliases))
            if (!isText(k) || !isText(v))
                throw new DamagedRecord('an import alias that is not text');
    }
    return i;
}
/** Details read back, checked against the core they belong to; throws DamagedRecord. */
function record_codec_parseDetails(text, core) {
    let d;
    try {
        d = JSON.parse(text);
    }
    catch (error) {
        throw new DamagedRecord(`details that are not JSON (${error.message})`);
    }
    const n = core.definitionCount;
    if (!d || typeof d !== 'object')
        throw new DamagedRecord('details that are not an object');
    if (!Array.isArray(d.signatures) || d.signatures.length !== n || !d.signatures.every(isText))
        throw new DamagedRecord('signatures that do not match the definitions');
    if (!Array.isArray(d.docs) || d.docs.length !== n || !d.docs.every((x) => x === 0 || isText(x)))
        throw new DamagedRecord('docs that do not match the definitions');
    if (!Array.isArray(d.nameLines) || d.nameLines.length !== n || !d.nameLines.every((x) => isLine(x, core.lineCount)))
        throw new DamagedRecord('name lines outside the file');
    if (!Array.isArray(d.imports) || typeof d.references !== 'string')
        throw new DamagedRecord('imports or references missing');
    for (const i of d.imports)
        checkImport(i, core.lineCount);
    return d;
}
/** Gives core definitions their signatures, docs and name lines (in place), then their members. */
function record_codec_applyDetails(definitions, details) {
    definitions.forEach((def, i) => {
        def.signature = details.signatures[i] ?? '';
        def.nameLine = details.nameLines[i] ?? def.startLine;
        const doc = details.docs[i];
        if (doc)
            def.doc = doc;
        else
            delete def.doc;
    });
    fillMembers(definitions);
}

;// CONCATENATED MODULE: ./src/search/verify-text.ts
/**
 * Checks that the text a persisted record gives for a file — definition names, parents, signatures
 * and docs, import sources and names — is the file's own text where the record says it is, so that
 * what reaches a prompt comes from the checked-out file and never from cache data alone. Each check
 * follows from how the analyzers take the text from the source (a signature is the collapsed header
 * starting on the definition's first line, a doc a collapsed line at or above its end, a name part of
 * its name line, ...): a record written by this program always passes. A record that does not is
 * replaced by text taken from the file's lines (`fallbackDefinitions`). Pure functions.
 */

/** Marks a signature or doc cut to its length limit. */
const ELLIPSIS = '…';
/** Lines after the name line a multi-line name may reach, for names outside their definition. */
const NAME_LINES = 3;
/** Longest signature a fallback takes from a line. */
const FALLBACK_SIGNATURE = 240;
/** An import alias the analyzers write that is not in the source: a default import. */
const DEFAULT_ALIAS = 'default';
function lineStarts(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return starts;
}
const WHITESPACE = /\s+/g;
/**
 * `text` with each whitespace run replaced by `space` ('' removes them) and its ends trimmed, line
 * by line; each line's offset is where its content (after the separator) begins.
 */
function normalize(text, starts, space) {
    const lineAt = new Uint32Array(starts.length + 1);
    const parts = [];
    let length = 0;
    for (let i = 0; i < starts.length; i++) {
        lineAt[i] = length;
        const end = i + 1 < starts.length ? starts[i + 1] - 1 : text.length;
        const flat = text.slice(starts[i], end).trim().replace(WHITESPACE, space);
        if (!flat)
            continue;
        if (parts.length) {
            parts.push(space);
            length += space.length;
        }
        parts.push(flat);
        length += flat.length;
    }
    lineAt[starts.length] = length;
    return { text: parts.join(''), lineAt };
}
function withoutEllipsis(text) {
    return text.endsWith(ELLIPSIS) ? text.slice(0, -ELLIPSIS.length) : text;
}
/** Offset in `n` of the start of 1-based `line`, clamped to the text. */
function at(n, line) {
    return n.lineAt[Math.min(Math.max(line - 1, 0), n.lineAt.length - 1)];
}
/** `part` occurs in `n` ending by the end of 1-based `endLine`. */
function endsBy(n, part, endLine) {
    const end = at(n, endLine + 1);
    return end >= part.length && n.text.lastIndexOf(part, end - part.length) !== -1;
}
/** A file's text prepared for the checks, made once per file. */
class verify_text_SourceText {
    text;
    starts;
    collapsedText;
    strippedText;
    xmlDocs;
    found = new Map();
    constructor(text) {
        this.text = text;
        this.starts = lineStarts(text);
    }
    get collapsed() {
        return (this.collapsedText ??= normalize(this.text, this.starts, ' '));
    }
    get stripped() {
        return (this.strippedText ??= normalize(this.text, this.starts, ''));
    }
    /** Collapsed, with each line's XML documentation tags read as C# docs are (`xmlDocText`). */
    get xmlCollapsed() {
        if (!this.xmlDocs) {
            const text = this.text.split('\n').map(xmlDocText).join('\n');
            this.xmlDocs = normalize(text, lineStarts(text), ' ');
        }
        return this.xmlDocs;
    }
    /** The raw text of 1-based lines `from` to `to`, inclusive. */
    lines(from, to) {
        const start = this.starts[Math.max(from - 1, 0)] ?? this.text.length;
        const end = this.starts[to] ?? this.text.length;
        return this.text.slice(start, Math.max(start, end));
    }
    /** `part` occurs somewhere in the file. */
    has(part) {
        let hit = this.found.get(part);
        if (hit === undefined)
            this.found.set(part, (hit = this.text.includes(part)));
        return hit;
    }
    /** A signature: collapsed, it starts on `startLine` and ends by the end of `endLine`. */
    hasSignature(signature, startLine, endLine) {
        const s = withoutEllipsis(signature);
        if (!s)
            return true;
        const c = this.collapsed;
        const hit = c.text.indexOf(s, at(c, startLine));
        return hit !== -1 && hit <= at(c, startLine + 1) && hit + s.length <= at(c, endLine + 1);
    }
    /**
     * A doc: collapsed, a part of the file that ends by the end of `endLine` (for C# XML documentation,
     * of the file with its lines' tags read as text).
     */
    hasDoc(doc, endLine) {
        const d = withoutEllipsis(doc);
        if (!d)
            return true;
        return endsBy(this.collapsed, d, endLine) || (d.length > 0 && endsBy(this.xmlCollapsed, d, endLine));
    }
    /** An import's text: without whitespace, in the file at or after `line`. */
    hasImportText(part, line) {
        const p = part.replace(/\s+/g, '');
        if (!p)
            return true;
        const s = this.stripped;
        return s.text.indexOf(p, at(s, line)) !== -1;
    }
}
/**
 * The pieces of an import's source that must be the file's text: the source itself, or for a file
 * path the analyzers put together (PHP `require __DIR__ . '/../x.php'` is `../x.php`) each of its
 * folder and file names, the `.` and `..` the joining adds aside.
 */
function sourceParts(i) {
    if (i.kind !== 'file')
        return [i.source];
    return i.source.split('/').filter((part) => part !== '' && part !== '.' && part !== '..');
}
/** What in a record's text is not the file's; empty when everything is. */
function verify_text_textProblems(source, definitions, imports) {
    const problems = [];
    for (const d of definitions) {
        const where = `${d.qualifiedName.slice(0, 80)} (line ${d.startLine})`;
        if (!source.lines(d.nameLine, Math.max(d.endLine, d.nameLine + NAME_LINES)).includes(d.name))
            problems.push(`name of ${where}`);
        if (d.qualifiedName !== (d.parent ? `${d.parent}.${d.name}` : d.name))
            problems.push(`qualified name of ${where}`);
        if (d.parent && !d.parent.split('.').every((part) => part !== '' && source.has(part)))
            problems.push(`parent of ${where}`);
        if (!source.hasSignature(d.signature, d.startLine, d.endLine))
            problems.push(`signature of ${where}`);
        if (d.doc !== undefined && !source.hasDoc(d.doc, d.endLine))
            problems.push(`doc of ${where}`);
    }
    for (const i of imports) {
        const parts = [...sourceParts(i), ...i.names.filter((n) => n !== '*'), ...Object.entries(i.aliases ?? {}).flatMap(([local, imported]) => (imported === DEFAULT_ALIAS ? [local] : [local, imported]))];
        const bad = parts.find((p) => !source.hasImportText(p, i.line));
        if (bad !== undefined)
            problems.push(`import ${bad.slice(0, 80)} (line ${i.line})`);
    }
    return problems;
}
/**
 * Definitions whose text is taken from the file's lines alone, for a record whose text failed the
 * checks: the first word of the start line as the name, the start line as the signature, no doc and
 * no parent. Kinds and lines are kept (they only point into the file).
 */
function verify_text_fallbackDefinitions(source, definitions) {
    return definitions.map((d) => {
        const line = source.lines(d.startLine, d.startLine);
        const name = /[\p{L}_$][\p{L}\p{N}_$]*/u.exec(line)?.[0] ?? `line${d.startLine}`;
        const flat = line.replace(/\s+/g, ' ').trim();
        const signature = flat.length > FALLBACK_SIGNATURE ? `${flat.slice(0, FALLBACK_SIGNATURE - 1)}${ELLIPSIS}` : flat;
        return { name, qualifiedName: name, kind: d.kind, signature, startLine: d.startLine, endLine: d.endLine, nameLine: d.startLine };
    });
}

;// CONCATENATED MODULE: ./src/search/stored-analysis.ts




/**
 * Switches details on for every analysis of one index at once. Definitions handed out before are
 * completed in place when it opens: search unpacks names before, and a context card made later
 * holds the same objects.
 */
class DetailsGate {
    options;
    opened = false;
    waiting = new Set();
    constructor(options) {
        this.options = options;
    }
    get isOpen() {
        return this.opened;
    }
    open() {
        if (this.opened)
            return;
        this.opened = true;
        for (const analysis of this.waiting)
            analysis.complete();
        this.waiting.clear();
    }
    /** Remembers an analysis whose definitions went out before the gate opened. */
    wait(analysis) {
        this.waiting.add(analysis);
    }
    /** An error naming the damaged record and the index it came from. */
    damaged(error) {
        const where = this.options.where ? ` in ${this.options.where}` : '';
        return new Error(`The persisted index${where} is damaged (${error.message}); run again with --no-cache or delete that folder`);
    }
}
class stored_analysis_StoredAnalysis {
    parts;
    gate;
    coreValue;
    chunkList;
    definitionList;
    detailValue;
    completed = false;
    importList;
    referenceList;
    constructor(parts, gate) {
        this.parts = parts;
        this.gate = gate;
    }
    /** The checked core (the first use parses it). */
    get core() {
        if (!this.coreValue) {
            try {
                this.coreValue = this.parts.core();
            }
            catch (error) {
                throw this.gate.damaged(error);
            }
        }
        return this.coreValue;
    }
    get language() {
        const summary = this.coreValue ? undefined : this.parts.summary;
        return summary ? summary.language : this.core.language;
    }
    get lineCount() {
        const summary = this.coreValue ? undefined : this.parts.summary;
        return summary ? summary.lineCount : this.core.lineCount;
    }
    get parseError() {
        const summary = this.coreValue ? undefined : this.parts.summary;
        return summary ? summary.parseError : this.core.parseError;
    }
    get chunks() {
        return (this.chunkList ??= this.chunkRanges());
    }
    /** The chunks' lines, without keeping them (the tables of a whole repository are built from these). */
    chunkRanges() {
        if (this.chunkList)
            return this.chunkList;
        const flat = this.core.chunks;
        const chunks = [];
        for (let i = 0; i + 1 < flat.length; i += 2)
            chunks.push({ startLine: flat[i], endLine: flat[i + 1] });
        return chunks;
    }
    get definitions() {
        if (!this.definitionList) {
            try {
                this.definitionList = definitionsOf(this.core);
            }
            catch (error) {
                throw this.gate.damaged(error);
            }
            if (this.gate.isOpen)
                this.complete();
            else
                this.gate.wait(this);
        }
        return this.definitionList;
    }
    /**
     * Each definition's name and qualified name, without keeping the definitions unpacked (the
     * symbol table of a whole repository is built from these).
     */
    definitionNames() {
        if (this.definitionList)
            return this.definitionList;
        try {
            return definitionsOf(this.core);
        }
        catch (error) {
            throw this.gate.damaged(error);
        }
    }
    get imports() {
        if (!this.gate.isOpen)
            return [];
        this.complete();
        return (this.importList ??= this.detailValue?.imports ?? []);
    }
    get references() {
        if (!this.gate.isOpen)
            return [];
        this.complete();
        return (this.referenceList ??= unpackReferences(this.detailValue?.references ?? '', this.core.lineCount));
    }
    detailJson;
    /** The details' JSON text as packed (for a record read from disk, checked against its checksum). */
    detailsText() {
        if (this.detailJson === undefined) {
            try {
                this.detailJson = this.parts.details();
            }
            catch (error) {
                throw this.gate.damaged(error);
            }
        }
        return this.detailJson;
    }
    /** The details as stored (checked for shape, not against the file). */
    packedDetails() {
        if (!this.detailValue) {
            try {
                this.detailValue = parseDetails(this.detailsText(), this.core);
            }
            catch (error) {
                throw this.gate.damaged(error);
            }
        }
        return this.detailValue;
    }
    /** The imports as stored, without opening the gate (for resolving links; they name no text). */
    storedImports() {
        return this.packedDetails().imports;
    }
    /**
     * Gives the definitions (if unpacked) their details, in place, once: checked against the file for
     * an untrusted record, and replaced by the file's own lines when the check fails.
     */
    complete() {
        if (this.completed)
            return;
        this.completed = true;
        const details = this.packedDetails();
        const definitions = (this.definitionList ??= definitionsOf(this.core));
        applyDetails(definitions, details);
        if (this.parts.trusted || this.checked)
            return;
        const problems = this.check(definitions, details.imports);
        if (!problems.length)
            return;
        this.gate.options.onRejected?.(this.parts.hash, problems);
        const bytes = this.readSource();
        const fallback = bytes ? fallbackDefinitions(new SourceText(decodeText(bytes).text), definitions) : definitions.map((d) => ({ ...d, name: `line${d.startLine}`, qualifiedName: `line${d.startLine}`, signature: '', nameLine: d.startLine }));
        // In place: the objects may already be held elsewhere.
        definitions.forEach((def, i) => {
            const f = fallback[i];
            delete def.parent;
            delete def.doc;
            Object.assign(def, { name: f.name, qualifiedName: f.qualifiedName, signature: f.signature, nameLine: f.nameLine });
        });
        fillMembers(definitions);
        this.detailValue = { ...details, imports: [] };
    }
    /**
     * What in the record's text is not the text of `bytes` (a file with the record's content), its
     * shape checked too; empty when all is. A record that passes needs no check when used.
     */
    checkAgainst(bytes) {
        let definitions;
        let details;
        try {
            details = parseDetails(this.detailsText(), this.core);
            definitions = definitionsOf(this.core);
        }
        catch (error) {
            return [error.message];
        }
        applyDetails(definitions, details);
        const problems = textProblems(new SourceText(decodeText(bytes).text), definitions, details.imports);
        if (!problems.length)
            this.checked = true;
        return problems;
    }
    /** Checked already against the file (`checkAgainst`). */
    checked = false;
    readSource() {
        const bytes = this.gate.options.source?.(this.parts.hash);
        return bytes && this.gate.options.hash(bytes) === this.parts.hash ? bytes : undefined;
    }
    /** What in the text is not the file's (everything, when the file is not there or has changed). */
    check(definitions, imports) {
        if (!definitions.length && !imports.length)
            return [];
        const bytes = this.readSource();
        if (!bytes)
            return ['the file is not there with this content'];
        return textProblems(new SourceText(decodeText(bytes).text), definitions, imports);
    }
}

;// CONCATENATED MODULE: ./src/search/tokenizer.ts
/**
 * Code-aware tokenizer shared by indexing and queries. An identifier yields itself (lower-cased) and
 * its parts: `ChatGPT`, `chat_gpt` and `chatGPT` all give `chat` and `gpt`; `a.b` member chains also
 * give dotted pairs (`vector_db.search`). Pure and allocation-light: the indexer streams tokens.
 */
/** Words too common in issue prose to carry meaning. */
const ENGLISH_STOP_WORDS = `a about above after again against all am an and any are as at be because been before being
below between both but by can could did do does doing down during each few for from further had has have having he her
here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off
on once only or other our ours ourselves out over own same she should so some such than that the their theirs them
themselves then there these they this those through to too under until up very was we were what when where which while
who whom why will with would you your yours yourself yourselves also may might must shall us get got like want
wants wanted need needs using use used etc e g eg ie via hi hello thanks thank please`;
/** Keywords that occur in nearly every source file of some language. */
const CODE_STOP_WORDS = `def return self cls const let var function import export from class if else elif for while
true false none null nil undefined new public private protected static void int str string bool boolean async await
try catch except finally raise throw throws pass break continue yield lambda with as in is not and or package func
type interface struct impl fn pub use mod crate super extends implements end begin do then unless require module
include namespace template typename auto char float double long short unsigned signed switch case default goto
this`;
const STOP_WORDS = new Set(`${ENGLISH_STOP_WORDS} ${CODE_STOP_WORDS}`.split(/\s+/).filter(Boolean));
const WORD = /[A-Za-z_$][A-Za-z0-9_$]*(?:-[A-Za-z][A-Za-z0-9_$]*)*|[0-9]+/g;
const PART = /[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+[0-9]*|[A-Z]+[0-9]*|[0-9]+/g;
const TRAILING_DIGITS = /[0-9]+$/;
const MIN_PART = 2;
const MAX_TOKEN = 64;
const MAX_NUMBER = 8;
/**
 * Minimal English plural stemming for identifier parts and words (`aliases` -> `alias`,
 * `entries` -> `entry`). Whole identifiers are never stemmed.
 */
function stem(word) {
    const n = word.length;
    if (n < 4 || word.charCodeAt(n - 1) !== 115 /* s */)
        return word;
    if (word.endsWith('ies') && n > 4)
        return `${word.slice(0, -3)}y`;
    if (word.endsWith('sses'))
        return word.slice(0, -2);
    if (word.endsWith('xes') || word.endsWith('ches') || word.endsWith('shes') || word.endsWith('ses') || word.endsWith('zes')) {
        return word.slice(0, -2);
    }
    if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is') || word.endsWith('os'))
        return word;
    return word.slice(0, -1);
}
const partCache = new Map();
const PART_CACHE_LIMIT = 200_000;
/** The lower-cased, stemmed parts of one identifier (`HTTPServer2` -> `http`, `server`). */
function splitIdentifier(identifier) {
    const cached = partCache.get(identifier);
    if (cached)
        return cached;
    const parts = [];
    if (isLowerWord(identifier)) {
        // Most words of code and prose: one part, no pattern matching needed.
        if (identifier.length >= MIN_PART && !STOP_WORDS.has(identifier))
            parts.push(stem(identifier));
        return remember(identifier, parts);
    }
    const add = (lower) => {
        if (lower.length >= MIN_PART && !STOP_WORDS.has(lower))
            parts.push(stem(lower));
    };
    if (!/[0-9]/.test(identifier)) {
        forEachLetterPart(identifier, (start, end) => add(identifier.slice(start, end).toLowerCase()));
        return remember(identifier, parts);
    }
    for (const m of identifier.matchAll(PART)) {
        const lower = m[0].toLowerCase();
        const first = lower.charCodeAt(0);
        if (first >= 48 && first <= 57) {
            if (lower.length >= MIN_PART && lower.length <= MAX_NUMBER)
                parts.push(lower);
            continue;
        }
        const letters = lower.replace(TRAILING_DIGITS, '');
        // `v2`, `utf8`, `sha256` stay whole; `server2` also gives `server`.
        if (letters !== lower && lower.length - letters.length <= MAX_NUMBER) {
            if (lower.length >= MIN_PART && !STOP_WORDS.has(lower))
                parts.push(lower);
            if (letters.length > 2)
                add(letters);
        }
        else {
            add(letters);
        }
    }
    return remember(identifier, parts);
}
/**
 * The parts PART finds in a word without digits, by scanning: a run of lower-case letters, with the
 * capital before it; a run of capitals, less its last one when lower-case letters follow (`HTTPServer`
 * -> `HTTP`, `Server`). Anything but a letter separates parts.
 */
function forEachLetterPart(word, visit) {
    let i = 0;
    while (i < word.length) {
        const c = word.charCodeAt(i);
        if (isLower(c)) {
            let j = i + 1;
            while (j < word.length && isLower(word.charCodeAt(j)))
                j++;
            visit(i, j);
            i = j;
        }
        else if (isUpper(c)) {
            let j = i + 1;
            while (j < word.length && isUpper(word.charCodeAt(j)))
                j++;
            if (j < word.length && isLower(word.charCodeAt(j))) {
                if (j - i >= 2)
                    visit(i, j - 1);
                let k = j + 1;
                while (k < word.length && isLower(word.charCodeAt(k)))
                    k++;
                visit(j - 1, k);
                i = k;
            }
            else {
                visit(i, j);
                i = j;
            }
        }
        else
            i++;
    }
}
/** `[a-z]`, by character code. */
function isLower(c) {
    return c >= 97 && c <= 122;
}
/** `[A-Z]`, by character code. */
function isUpper(c) {
    return c >= 65 && c <= 90;
}
/** Only the letters a-z. */
function isLowerWord(word) {
    for (let i = 0; i < word.length; i++)
        if (!isLower(word.charCodeAt(i)))
            return false;
    return word.length > 0;
}
function remember(identifier, parts) {
    if (partCache.size >= PART_CACHE_LIMIT)
        partCache.clear();
    partCache.set(identifier, parts);
    return parts;
}
/**
 * Streams the tokens of `text`: for each identifier its whole lower-cased form (when it has more than
 * one part) and its parts; for each `a.b.c` member chain the pairs `a.b`, `b.c`.
 */
function forEachToken(text, emit) {
    forEachWord(text, (word, offset) => wordTokens(word, offset, emit));
    chainTokens(text, emit);
}
/**
 * Each word of `text` (what WORD matches, left to right) with its offset, found by scanning the
 * characters once instead of running the pattern.
 */
function forEachWord(text, visit) {
    const n = text.length;
    let i = 0;
    while (i < n) {
        const c = text.charCodeAt(i);
        const start = i;
        if (isIdentifierStart(c)) {
            i++;
            for (;;) {
                while (i < n && isIdentifierChar(text.charCodeAt(i)))
                    i++;
                // A hyphen and a letter continue the word (kebab-case).
                if (text.charCodeAt(i) !== 45 /* - */ || !isLetter(text.charCodeAt(i + 1)))
                    break;
                i += 2;
            }
            visit(text.slice(start, i), start);
        }
        else if (isDigit(c)) {
            i++;
            while (i < n && isDigit(text.charCodeAt(i)))
                i++;
            visit(text.slice(start, i), start);
        }
        else
            i++;
    }
}
const wordCache = new Map();
const WORD_CACHE_LIMIT = 200_000;
/** The entry of one word (a match of WORD): words repeat heavily, their tokens are worked out once. */
function wordEntry(word) {
    let entry = wordCache.get(word);
    if (entry === undefined) {
        entry = { tokens: tokensOfWord(word), pass: 0, count: 0 };
        if (wordCache.size >= WORD_CACHE_LIMIT)
            wordCache.clear();
        wordCache.set(word, entry);
    }
    return entry;
}
/** The tokens of one word (a match of WORD) at `offset`. */
function wordTokens(word, offset, emit) {
    const tokens = wordEntry(word).tokens;
    for (let i = 0; i < tokens.length; i++)
        emit(tokens[i], offset);
}
let countPass = 0;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Distinct words the word table holds before it starts again (it then fits in a processor cache). */
const TABLE_WORDS = 16_384;
/**
 * The entries of recent words found by their characters in the text, so that a word repeated is
 * neither cut out of the text nor looked up in the large cache of every word: open addressing on
 * an FNV-1a hash of the characters, computed while the word is scanned.
 */
class WordTable {
    /** Index + 1 of the word in each slot, 0 when empty. */
    slots = new Int32Array(TABLE_WORDS * 4);
    hashes = new Int32Array(TABLE_WORDS);
    words = [];
    entries = [];
    /** The entry of the word `text` holds from `start` to `end`, whose hash is `hash`. */
    find(text, start, end, hash) {
        const mask = this.slots.length - 1;
        for (let i = hash & mask;; i = (i + 1) & mask) {
            const slot = this.slots[i];
            if (slot === 0)
                return this.insert(i, text.slice(start, end), hash);
            const k = slot - 1;
            if (this.hashes[k] === hash && sameChars(this.words[k], text, start, end))
                return this.entries[k];
        }
    }
    insert(slot, word, hash) {
        const entry = wordEntry(word);
        if (this.words.length === TABLE_WORDS) {
            this.slots.fill(0);
            this.words = [];
            this.entries = [];
            return this.insert(hash & (this.slots.length - 1), word, hash);
        }
        this.hashes[this.words.length] = hash;
        this.words.push(word);
        this.entries.push(entry);
        this.slots[slot] = this.words.length;
        return entry;
    }
}
/** Whether `word` is the text from `start` to `end`. */
function sameChars(word, text, start, end) {
    if (word.length !== end - start)
        return false;
    for (let i = 0; i < word.length; i++)
        if (word.charCodeAt(i) !== text.charCodeAt(start + i))
            return false;
    return true;
}
const table = new WordTable();
/**
 * How many times each token of the text from `start` to `end` comes (the tokens `forEachToken` gives
 * for that slice, each term where it first comes), each token also added to its line's count in
 * `lineTokens`, lines starting at `starts` (ascending offsets into `text`, the first 0). Each
 * distinct word's tokens are counted once, times the word's count, instead of once per occurrence.
 */
function countTokens(text, start, end, starts, lineTokens) {
    const pass = ++countPass;
    const seen = [];
    let first = 0;
    while (first + 1 < starts.length && starts[first + 1] <= start)
        first++;
    const slice = text.slice(start, end);
    let row = first;
    // The words of forEachWord, scanned here to hash each one's characters on the way.
    const n = slice.length;
    let i = 0;
    while (i < n) {
        let c = slice.charCodeAt(i);
        const begin = i;
        let hash = FNV_OFFSET;
        if (isIdentifierStart(c)) {
            for (;;) {
                hash = Math.imul(hash ^ c, FNV_PRIME);
                c = slice.charCodeAt(++i);
                // A hyphen and a letter continue the word (kebab-case).
                if (!isIdentifierChar(c) && (c !== 45 /* - */ || !isLetter(slice.charCodeAt(i + 1))))
                    break;
            }
        }
        else if (isDigit(c)) {
            do {
                hash = Math.imul(hash ^ c, FNV_PRIME);
                c = slice.charCodeAt(++i);
            } while (isDigit(c));
        }
        else {
            i++;
            continue;
        }
        const entry = table.find(slice, begin, i, hash);
        if (entry.tokens.length === 0)
            continue;
        const at = start + begin;
        while (row + 1 < starts.length && starts[row + 1] <= at)
            row++;
        lineTokens[row] += entry.tokens.length;
        if (entry.pass !== pass) {
            entry.pass = pass;
            entry.count = 0;
            seen.push(entry);
        }
        entry.count++;
    }
    // Terms in the order they first come: a word's tokens first come where the word first does.
    const counts = new Map();
    for (const entry of seen)
        for (const token of entry.tokens)
            counts.set(token, (counts.get(token) ?? 0) + entry.count);
    // Member chains come after the words (their pairs, holding a dot, are never a word's token).
    row = first;
    chainTokens(slice, (token, offset) => {
        const at = start + offset;
        if (at < starts[row])
            row = first;
        while (row + 1 < starts.length && starts[row + 1] <= at)
            row++;
        lineTokens[row]++;
        counts.set(token, (counts.get(token) ?? 0) + 1);
    });
    return { terms: [...counts.keys()], counts: [...counts.values()] };
}
/** The tokens of one word (a match of WORD), in the order they are emitted. */
function tokensOfWord(word) {
    const out = [];
    if (word.length > MAX_TOKEN)
        return out;
    const first = word.charCodeAt(0);
    if (first >= 48 && first <= 57) {
        if (word.length >= MIN_PART && word.length <= MAX_NUMBER)
            out.push(word);
        return out;
    }
    const parts = splitIdentifier(word);
    const lower = word.toLowerCase();
    const sameAsPart = parts.length === 1 && parts[0] === lower;
    if (!sameAsPart && lower.length >= MIN_PART && !STOP_WORDS.has(lower)) {
        out.push(lower);
        // `PersonName3`, `Handler2`: numbered variants also match their base name.
        const base = lower.replace(TRAILING_DIGITS, '');
        if (base !== lower && base.length > 3 && parts.length > 1)
            out.push(base);
    }
    for (const part of parts)
        out.push(part);
    return out;
}
/** The dotted pairs of each member chain. */
function chainTokens(text, emit) {
    forEachMemberChain(text, (chain, offset) => {
        const names = chain.split('.');
        for (let i = 0; i + 1 < names.length; i++) {
            const pair = `${names[i]}.${names[i + 1]}`.toLowerCase();
            if (pair.length <= MAX_TOKEN)
                emit(pair, offset);
        }
    });
}
/** `[A-Za-z0-9_$-]`: the characters words are made of. */
function isWordChar(c) {
    return isIdentifierChar(c) || c === 45;
}
/**
 * The tokens of `text` that are in `wanted`, with their offsets: those `forEachToken` gives, in
 * another order, without tokenizing the whole text. Every word giving a token contains the token
 * (or, for a plural stemmed to `-y`, its `-i` stem) whatever its case, so only the runs of word
 * characters around such places are split, with the same code.
 */
function forEachWantedToken(text, wanted, emit) {
    const needles = new Set();
    let chains = false;
    for (const term of wanted.keys()) {
        if (term.includes('.')) {
            chains = true;
            continue;
        }
        if (!term)
            continue;
        needles.add(term);
        if (term.endsWith('y'))
            needles.add(`${term.slice(0, -1)}i`);
    }
    const keep = (token, offset) => {
        if (wanted.has(token))
            emit(token, offset);
    };
    if (needles.size) {
        const pattern = new RegExp([...needles].map((n) => n.replace(/[$-]/g, '\\$&')).join('|'), 'gi');
        for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
            let start = m.index;
            while (start > 0 && isWordChar(text.charCodeAt(start - 1)))
                start--;
            let end = m.index + m[0].length;
            while (end < text.length && isWordChar(text.charCodeAt(end)))
                end++;
            // The words of this run, cut exactly as a pass over the whole text cuts them.
            WORD.lastIndex = start;
            for (let w = WORD.exec(text); w !== null && w.index < end; w = WORD.exec(text))
                wordTokens(w[0], w.index, keep);
            pattern.lastIndex = end;
        }
    }
    if (chains)
        chainTokens(text, keep);
}
/** `[A-Za-z0-9_$]` */
function isIdentifierChar(c) {
    return isIdentifierStart(c) || (c >= 48 && c <= 57);
}
/** `[A-Za-z]` */
function isLetter(c) {
    return isLower(c) || isUpper(c);
}
/** `[0-9]` */
function isDigit(c) {
    return c >= 48 && c <= 57;
}
/** `[A-Za-z_$]` */
function isIdentifierStart(c) {
    return isLower(c) || isUpper(c) || c === 95 || c === 36;
}
/**
 * Each member chain of `text` (`a.b.c`: identifiers joined by dots, the longest at each place, left
 * to right) with its offset: what `/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+/g` matches, found from the
 * dots instead of by trying the pattern at every character (most of a tokenizing pass's time).
 */
function forEachMemberChain(text, visit) {
    let from = 0;
    for (let dot = text.indexOf('.', from); dot !== -1; dot = text.indexOf('.', from)) {
        from = dot + 1;
        if (!isIdentifierStart(text.charCodeAt(dot + 1)))
            continue;
        // The identifier before the dot starts at the first letter of its run of identifier characters
        // (a run of digits alone is none).
        let run = dot;
        while (run > 0 && isIdentifierChar(text.charCodeAt(run - 1)))
            run--;
        let start = run;
        while (start < dot && !isIdentifierStart(text.charCodeAt(start)))
            start++;
        if (start === dot)
            continue;
        let end = dot + 1;
        for (;;) {
            while (end < text.length && isIdentifierChar(text.charCodeAt(end)))
                end++;
            if (text.charCodeAt(end) !== 46 /* . */ || !isIdentifierStart(text.charCodeAt(end + 1)))
                break;
            end++;
        }
        visit(text.slice(start, end), start);
        from = end;
    }
}
function tokenize(text) {
    const out = [];
    forEachToken(text, (t) => out.push(t));
    return out;
}
/** Tokens of a repo-relative path: each directory and the file name, split like identifiers. */
function pathTokens(path) {
    const out = [];
    for (const segment of path.split('/')) {
        const dot = segment.lastIndexOf('.');
        const name = dot > 0 ? segment.slice(0, dot) : segment;
        const ext = dot > 0 ? segment.slice(dot + 1).toLowerCase() : '';
        forEachToken(name.replace(/\./g, ' '), (t) => out.push(t));
        if (ext)
            out.push(ext);
    }
    return out;
}
/** Plain lower-case alphanumeric words, no identifier splitting: the baseline tokenizer. */
function plainTokens(text) {
    const out = [];
    for (const m of text.matchAll(/[A-Za-z0-9_]+/g)) {
        const w = m[0].toLowerCase();
        if (w.length >= 2 && !STOP_WORDS.has(w))
            out.push(w);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/search/file-analysis.ts
/**
 * Everything indexing learns from one file's bytes, independent of any index: skipped (binary,
 * minified, generated) or its analysis with each chunk's term counts as strings, then packed
 * (record-codec.ts). Runs in worker threads as well as in-process; `toRecord` maps the terms to an
 * index's vocabulary and makes the record's analysis a view of the packed form.
 */





function file_analysis_lineStarts(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return starts;
}
/** Term counts of the text from `start` to `end`, adding each token to its line's count in `lineTokens`. */
function chunkTerms(text, start, end, starts, lineTokens) {
    return countTokens(text, start, end, starts, lineTokens);
}
async function analyzeBytes(path, bytes) {
    if (looksBinary(bytes))
        return { skip: { reason: 'binary', detail: 'NUL bytes in the content' } };
    const { text, encoding } = classify_decodeText(bytes);
    const skip = skipByContent(path, text);
    if (skip)
        return { skip: { reason: skip.reason, ...(skip.detail ? { detail: skip.detail } : {}) } };
    const analysis = await analyzeFile(path, text);
    return { analysis, encoding, ...termCounts(text, analysis.chunks) };
}
/** Each chunk's term counts and the tokens on each line of `text`. */
function termCounts(text, chunks) {
    const starts = file_analysis_lineStarts(text);
    const lineTokens = new Uint32Array(starts.length);
    return { chunks: chunks.map((c) => chunkTerms(text, starts[c.startLine - 1] ?? text.length, starts[c.endLine] ?? text.length, starts, lineTokens)), lineTokens };
}
/** Whether a record's term counts (ids of `vocab`) and line tokens are those of `text`. */
function sameTerms(record, text, vocab) {
    const analysis = record.analysis;
    if (!analysis)
        return true;
    const expected = termCounts(text, analysis.chunks);
    const stored = record.chunkTerms ?? [];
    if (stored.length !== expected.chunks.length || !sameWords(record.lineTokens, expected.lineTokens))
        return false;
    return expected.chunks.every((chunk, i) => {
        const pairs = stored[i];
        if (pairs.length !== chunk.terms.length * 2)
            return false;
        const counts = new Map(chunk.terms.map((t, k) => [t, chunk.counts[k]]));
        for (let k = 0; k < pairs.length; k += 2)
            if (counts.get(vocab.term(pairs[k]) ?? '\0') !== pairs[k + 1])
                return false;
        return true;
    });
}
function sameWords(a, b) {
    if (!a || a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return false;
    return true;
}
function packChunkTerms(chunks) {
    const total = chunks.reduce((n, c) => n + c.terms.length, 0);
    const refs = new Uint32Array(total);
    const counts = new Uint32Array(total);
    // A term comes in many chunks of a file: it is sent, and mapped to an id, once.
    const places = new Map();
    const distinct = [];
    let at = 0;
    for (const c of chunks) {
        c.terms.forEach((term, k) => {
            let place = places.get(term);
            if (place === undefined) {
                place = distinct.length;
                places.set(term, place);
                distinct.push(term);
            }
            refs[at] = place;
            counts[at++] = c.counts[k];
        });
    }
    return { terms: distinct.map((t) => `${t}\0`).join(''), refs, counts, sizes: Uint32Array.from(chunks, (c) => c.terms.length) };
}
function packContent(content) {
    if ('skip' in content)
        return content;
    return { encoding: content.encoding, core: coreOf(content.analysis), details: asciiJson(detailsOf(content.analysis)), chunks: packChunkTerms(content.chunks), lineTokens: content.lineTokens };
}
/** Analyzes and packs: the job of a worker thread. */
async function analyzePacked(path, bytes) {
    return packContent(await analyzeBytes(path, bytes));
}
/** Positions of a term within one chunk stay below this (a chunk is ~1,500 characters). */
const POSITION_SPAN = (/* unused pure expression or super */ null && (2 ** 21));
/**
 * A record analyzed in this run: its chunks' term pairs in one array (a view per chunk made when
 * asked for: a million small arrays would cost more than their contents), its analysis a view of
 * the packed form, trusted (made from the file itself).
 */
class FreshRecord {
    hash;
    analysis;
    sizes;
    pairs;
    offsets;
    lineTokens;
    encoding;
    constructor(hash, analysis, sizes, 
    /** Term pairs of every chunk, chunk `i` from `offsets[i]` to `offsets[i + 1]`. */
    pairs, offsets, lineTokens) {
        this.hash = hash;
        this.analysis = analysis;
        this.sizes = sizes;
        this.pairs = pairs;
        this.offsets = offsets;
        this.lineTokens = lineTokens;
    }
    get chunkTerms() {
        const out = [];
        for (let i = 0; i + 1 < this.offsets.length; i++)
            out.push(this.pairs.subarray(this.offsets[i], this.offsets[i + 1]));
        return out;
    }
}
/** The chunks' terms mapped to `vocab` ids, each chunk's pairs sorted by id. */
function termPairs(chunks, vocab) {
    // The file's terms get their ids in the order they first come, as adding each chunk's in turn would.
    const ids = [];
    for (let start = 0, end = chunks.terms.indexOf('\0'); end !== -1; start = end + 1, end = chunks.terms.indexOf('\0', start)) {
        ids.push(vocab.add(chunks.terms.slice(start, end)));
    }
    const pairs = new Uint32Array(chunks.counts.length * 2);
    const offsets = new Uint32Array(chunks.sizes.length + 1);
    let at = 0;
    let term = 0;
    chunks.sizes.forEach((n, i) => {
        // Sorted by id without a pair object per term: each key is id * 2^21 + position, exact in a double.
        const keys = new Float64Array(n);
        for (let k = 0; k < n; k++)
            keys[k] = ids[chunks.refs[term + k]] * POSITION_SPAN + k;
        keys.sort();
        for (let k = 0; k < n; k++) {
            const position = keys[k] % POSITION_SPAN;
            pairs[at + 2 * k] = (keys[k] - position) / POSITION_SPAN;
            pairs[at + 2 * k + 1] = chunks.counts[term + position];
        }
        term += n;
        at += 2 * n;
        offsets[i + 1] = at;
    });
    return { pairs, offsets };
}
/** The record of content analyzed in this run, its terms mapped to `vocab` ids. */
function toRecord(hash, content, vocab, gate) {
    if ('skip' in content)
        return { hash, skip: content.skip };
    const { pairs, offsets } = termPairs(content.chunks, vocab);
    const core = checkCore(content.core);
    const details = content.details;
    const analysis = new StoredAnalysis({ hash, core: () => core, details: () => details, trusted: true }, gate);
    const record = new FreshRecord(hash, analysis, { chunks: core.chunks.length >> 1, definitions: core.definitionCount }, pairs, offsets, content.lineTokens);
    if (content.encoding === 'latin1')
        record.encoding = 'latin1';
    return record;
}

;// CONCATENATED MODULE: ./src/search/analyze-worker.ts
/** Worker thread entry: analyzes files sent by the indexer's pool (see analyze-pool.ts). */


external_node_worker_threads_namespaceObject.parentPort?.on('message', (job) => {
    analyzePacked(job.path, job.bytes).then((result) => external_node_worker_threads_namespaceObject.parentPort.postMessage({ id: job.id, result }), (error) => external_node_worker_threads_namespaceObject.parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }));
});

