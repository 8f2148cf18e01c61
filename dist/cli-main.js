(async function (require, __sweepModuleUrl, __sweepImport) {
'use strict';
const __WEBPACK_EXTERNAL_createRequire = require("module").createRequire;
const __WEBPACK_EXTERNAL_MODULE_module__ = require("module");
/******/ var __webpack_modules__ = ({

/***/ 298:
/***/ ((module) => {

// A simple implementation of make-array
function makeArray (subject) {
  return Array.isArray(subject)
    ? subject
    : [subject]
}

const UNDEFINED = undefined
const EMPTY = ''
const SPACE = ' '
const ESCAPE = '\\'

// The characters that carry a meaning of their own inside a regular
//   expression, so a literal one has to be escaped before it is emitted.
const REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/
const BOM = '\uFEFF'
// A run of two or more asterisks is a globstar (#175)
const REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/
const REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/
const REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/
const REGEX_SPLITALL_CRLF = /\r?\n/g

// Invalid:
// - /foo,
// - ./foo,
// - ../foo,
// - .
// - ..
// Valid:
// - .foo
const DOUBLE_SLASH = '//'
const SLASH_CODE = 47
const DOT_CODE = 46


const SLASH = '/'

// Do not use ternary expression here, since "istanbul ignore next" is buggy
let TMP_KEY_IGNORE = 'node-ignore'
/* istanbul ignore else */
if (typeof Symbol !== 'undefined') {
  TMP_KEY_IGNORE = Symbol.for('node-ignore')
}
const KEY_IGNORE = TMP_KEY_IGNORE

const define = (object, key, value) => {
  Object.defineProperty(object, key, {value})
  return value
}

const RETURN_FALSE = () => false

// > The range notation, e.g. [a-zA-Z],
// > can be used to match one of the characters in a range.
//
// gitignore(5) defers to fnmatch(3) for this, and git implements it in
//   `wildmatch.c`.  A bracket expression has a sub-grammar of its own, which
//   is neither the surrounding pattern grammar nor the JavaScript one:
//
//   - a `]` right after `[` or `[!` is a literal member, not the terminator
//   - `[:alpha:]` names one of twelve POSIX classes
//   - `\` escapes the next member, `]` included
//   - `*`, `?` and `.` are plain literal members
//   - an unterminated expression makes the whole pattern match nothing
//
// which means the expression can not be located -- let alone translated -- by
//   a regular expression.  It is scanned out of the pattern before the
//   replacers below run, and put back once they are done, so that neither the
//   metacharacter escaper nor the `?` / `*` replacers ever see its body.

// git classifies with its own ASCII-only ctype macros (`wildmatch.c`), never
//   with the C library ones, so these must not be mapped onto `\d` / `\w` /
//   `\s`, which are wider.  `/` is left out of every expansion, because a
//   bracket expression never matches a path separator.
const POSIX_CLASSES = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  blank: ' \\t',
  cntrl: '\\x00-\\x1f\\x7f',
  digit: '0-9',
  graph: '!-.0-~',
  lower: 'a-z',
  print: ' -.0-~',
  punct: '!-.:-@\\[-`{-~',
  // git's `sane-ctype.h` classifies \v and \f as control, not space,
  //   unlike C's `isspace`
  space: ' \\t\\n\\r',
  upper: 'A-Z',
  xdigit: '0-9A-Fa-f'
}

const CLASS_MEMBERS_TO_ESCAPE = '\\]^-['

const escapeMember = char => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0
  ? char
  : ESCAPE + char

// > if (matched == negated || ((flags & WM_PATHNAME) && text_ch == '/'))
// >   return WM_ABORT_TO_STARSTAR;                     (git, `wildmatch.c`)
// A bracket expression never matches a path separator, whatever its members
//   say, so a negated class gets `/` as one more excluded character, while a
//   plain one -- where a literal member or a range could still let `/` in --
//   is guarded with a lookahead, `/` being impossible to subtract from a
//   JavaScript character class.
const NON_SLASH = '(?!\\/)'

const classSource = (negated, body) => {
  if (negated) {
    return `[^\\/${body}]`
  }

  const source = `[${body}]`

  return new RegExp(source).test('/')
    ? NON_SLASH + source
    : source
}

// Scan the bracket expression that starts at `pattern[start] === '['`,
//   mirroring the member loop of git's `wildmatch.c`.
// @returns {{end: number, source: string} | null} `null` if the expression is
//   never terminated, which makes the whole pattern match nothing.
const scanBracket = (pattern, start) => {
  const {length} = pattern
  let index = start + 1
  let negated = EMPTY

  const lead = pattern[index]
  if (lead === '!' || lead === '^') {
    negated = '^'
    index ++
  }

  let body = EMPTY

  // The member a `-` could start a range from, or EMPTY when the previous
  //   member can not open one (start of the body, or a range / POSIX class
  //   that has just closed)
  let prev = EMPTY

  // git scans the members with a do-while, so the first one is consumed
  //   unconditionally.  That is the whole reason a leading `]` is a member
  //   and not the terminator.
  for (;;) {
    const char = pattern[index]

    if (char === UNDEFINED) {
      return null
    }

    if (char === ESCAPE) {
      // A pattern can not end on a lone backslash -- `createRule` has
      //   already thrown it away -- so there is a character to read.
      const escaped = pattern[++ index]
      body += escapeMember(escaped)
      prev = escaped
    } else if (
      char === '-'
      && prev
      && index + 1 < length
      && pattern[index + 1] !== ']'
    ) {
      index ++
      let to = pattern[index]
      if (to === ESCAPE) {
        to = pattern[index += 1]
      }
      // An out-of-order range matches nothing in git but is a syntax error in
      //   JavaScript, so it is dropped.  Its lower bound stays: git tests it
      //   as a plain member before it ever looks at the `-`, so `[c-a]` does
      //   match `c`.
      if (prev <= to) {
        body += `-${escapeMember(to)}`
      }
      prev = EMPTY
    } else if (char === '[' && pattern[index + 1] === ':') {
      const nameStart = index + 2
      let end = nameStart
      while (end < length && pattern[end] !== ']') {
        end ++
      }

      if (end === length) {
        return null
      }

      if (end > nameStart && pattern[end - 1] === ':') {
        const name = pattern.slice(nameStart, end - 1)

        // An unknown class name makes the whole pattern match nothing
        if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
          return null
        }

        body += POSIX_CLASSES[name]
        prev = EMPTY
        index = end
      } else {
        // No `:]` to close it, so the `[` is a plain member and scanning
        //   resumes right after it.
        body += escapeMember('[')
        prev = '['
        index = nameStart - 2
      }
    } else {
      body += escapeMember(char)
      prev = char
    }

    index ++

    if (pattern[index] === ']') {
      return {
        end: index,
        source: classSource(negated, body)
      }
    }
  }
}

// An empty JavaScript class can never match, which is how a pattern that git
//   gives up on (`WM_ABORT_ALL`) is expressed here.
const NEVER_MATCH = '[]'

// A NUL can appear in neither a `.gitignore` line nor a path, which makes it
//   the one safe placeholder character.  A literal one in the pattern is
//   held aside all the same, so a collision is impossible by construction.
const PLACEHOLDER = '\u0000'
const REGEX_RESTORE_PLACEHOLDER = new RegExp(
  `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`, 'g'
)

// The one wildcard the chain does not expand for itself is a trailing `*`. How
//   it expands depends on the mode (`regex` vs `checkRegex`), so `_make` is
//   left to do it, and until then the pending wildcard travels as this marker.
//   That is what keeps it apart from a user-escaped literal `\*`: the unescape
//   steps collapse the escaped one to the exact `\*` a wildcard would leave
//   behind, so by the time `_make` runs the two are otherwise the same string
//   and a literal star gets wrongly rewritten into a wildcard. The marker is a
//   private-use character, and `extractBrackets` keeps one that came out of the
//   pattern apart from it, so the only marker `_make` ever turns back into a
//   real wildcard is the one this chain put there itself.
const TRAILING_WILDCARD = '\uE000'

// A trailing "/**" is deferred the same way, because `checkRegex` has to tell
//   it apart from a trailing "/*" (see `checkSourceOf`). For `.ignores()` it
//   still never matches the folder itself (#21).
const TRAILING_DOUBLESTAR = '\uE001'

// The three characters above mean something to the chain that builds the
//   source rather than to the path, so one that came out of the pattern is
//   held aside like a bracket expression instead of going straight out. Being
//   held is what makes it safe: the restore runs after the step that anchors
//   the source, so the character comes back in the middle of the source and
//   not at its end, which is the one place `_make` and `checkSourceOf` look
//   for a marker. Without it a pattern's own character lands where a pending
//   marker sits, and `_make` turns it into a real trailing wildcard.
//
// It is held as a one-member class rather than bare, in both of the branches
//   a reserved character can reach, so that the property can be
//   read off this function alone -- a reserved character never goes out on
//   its own -- rather than depending on where in the chain the restore
//   happens to run. In the expression built here `[x]` matches exactly what
//   `x` matches, none of the three being special to a regular expression or
//   inside a class, so no test can tell the two apart: the class is insurance,
//   and the paragraph above is the reason it is not needed.
const isReserved = char =>
  char === PLACEHOLDER
  || char === TRAILING_WILDCARD
  || char === TRAILING_DOUBLESTAR

// Replace every bracket expression with a placeholder the replacers below
//   leave alone, and translate it separately.
const extractBrackets = pattern => {
  const sources = []
  const hold = source =>
    `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`

  const {length} = pattern
  let out = EMPTY
  let index = 0

  while (index < length) {
    const char = pattern[index]

    if (char === ESCAPE) {
      // > Put a backslash ("\") in front of ... a character to make it literal.
      //                                            (gitignore(5) -> fnmatch(3))
      // A backslash quotes the next character, whatever it is, so `\d` is a
      //   literal `d`, not the regex digit class, and `\?` is a literal `?`,
      //   not a wildcard. Held aside as its literal here, the escape never
      //   reaches the replacers below, which would otherwise let `\d`, `\b`,
      //   `\1`, `\/` keep their regular-expression meaning, and would turn a
      //   `\?` into `[^\/]`.
      //
      // Three escapes are still left for the chain: `\*` (a literal star,
      //   told apart from a wildcard by `TRAILING_WILDCARD` and the wildcard
      //   replacers), `\[` (a literal bracket, the one `[` the bracket
      //   replacer still expects), and `\ ` (a quoted space, which one pass
      //   below rewrites in bulk -- holding each one aside instead costs more
      //   on a pattern built out of them).
      //
      // A quoted backslash is not among them. The chain doubles every
      //   backslash, then takes the doubling back out again, and a quoted one
      //   standing next to a character the chain also escapes left the two
      //   counts sharing a run, so one of the escapes was lost. Held here as
      //   the literal it means, it never joins that run.
      const escaped = pattern[index + 1]

      if (escaped === SLASH && index + 2 === length) {
        // Git removes a final directory slash before matching. An escape
        //   without a character after that removal makes the pattern invalid.
        out += hold(NEVER_MATCH)
      } else if (
        escaped === '*'
        || escaped === '['
        || escaped === SPACE
      ) {
        out += pattern.slice(index, index + 2)
      } else {
        out += hold(
          REGEX_LITERAL_SPECIAL.test(escaped)
            ? ESCAPE + escaped
            : isReserved(escaped)
              ? `[${escaped}]`
              : escaped
        )
      }

      index += 2
    } else if (isReserved(char)) {
      out += hold(`[${char}]`)
      index ++
    } else if (char === '[') {
      const scanned = scanBracket(pattern, index)

      if (scanned === null) {
        // git gives up on the whole pattern (`WM_ABORT_ALL`), so whatever
        //   follows can not make it match either.
        out += hold(NEVER_MATCH)
        index = length
      } else {
        out += hold(scanned.source)
        index = scanned.end + 1
      }
    } else {
      out += char
      index ++
    }
  }

  return {
    source: out,
    sources
  }
}

// A step of the chain below is normally a `[matcher, replacer]` pair handed
//   to `String.replace`. `DIRECT` marks the ones that are plain string work
//   instead, and take `(source, pattern)`.
//
// Anchoring the two ends is exactly that -- a test of one character and a
//   concatenation -- and putting it through the regular expression engine
//   cost a third of this chain for nothing: 167ns where 10ns does the same
//   job. The two are still steps in the same list, in the same places,
//   because their position in the order is part of what they mean.
const DIRECT = null

// A separator at the beginning or in the middle of a pattern, as opposed to
//   one at the very end.
const REGEX_INNER_SLASH = /\/(?!$)/
const WILDCARD = '[^\\/]*'

// > If the pattern ends with a slash,
// > it is removed for the purpose of the following description,
// > but it would only find a match with a directory.
// > In other words, foo/ will match a directory foo and paths underneath it,
// > but will not match a regular file or a symbolic link foo
// >  (this is consistent with the way how pathspec works in general in Git).
// '`foo/`' will not match regular file '`foo`' or symbolic link '`foo`'
// -> ignore-rules will not deal with it, because it costs extra `fs.stat` call
//      you could use option `mark: true` with `glob`

// '`foo/`' should not continue with the '`..`'
// The chain that turns one gitignore pattern into a regular expression
//   source, in order. A step is either
//
//   [matcher, replacer]            handed to `String.replace`
//   [matcher, replacer, required]  the same, but skipped outright unless
//                                    `required` appears in the string, which
//                                    the matcher cannot match without
//   [DIRECT, transform]            plain string work, taking (source, pattern)
//
// The `required` character is only ever a shortcut: finding it does not mean
//   the matcher will match, and not finding it means it cannot. It is there
//   because scanning for one character costs a fraction of running a matcher
//   that then finds nothing -- for the wildcard step, whose `[^\\]+`
//   backtracks its way through the whole string before giving up, 11ns
//   against 400ns.
const REPLACERS = [

  // Replace (\ ) with ' '
  // Only a space: an escaped tab or other whitespace is already a literal by
  //   the time it reaches here, and a bare tab must be left as one, not turned
  //   into a space.
  // (\ ) -> ' '
  // (\\ ) -> '\\ '
  // (\\\ ) -> '\\ '
  [
    // A run of backslashes is taken whole, from its first one, so no match
    //   ever starts again inside it -- `(\\+?) ` did, which made a long run
    //   quadratic.
    /(\\+)( ?)/g,
    (_, run, space) => space
      ? run.slice(0, run.length - run.length % 2) + SPACE
      : run,
    ESCAPE + SPACE
  ],

  // git's wildmatch() reads a run of two or more asterisks as one globstar
  //   whenever the run fills a path segment: it starts the pattern or follows
  //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
  //   already `**`; a longer one is folded into `**` here, so the steps
  //   below only ever have to know `**`.
  // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
  // git also takes a run beside a literal prefix (`a***/b`) or beside an
  //   escaped slash (`***\/b`) as a globstar, and this does not; the README
  //   lists both, under "A run of asterisks".
  [
    /(^|\/)\*{3,}(?=\/|$)/g,
    (_, start) => `${start}**`,
    '*'
  ],

  // Escape metacharacters
  // which is written down by users but means special for regular expressions.

  // > There are 12 characters with special meanings:
  // > - the backslash \,
  // > - the caret ^,
  // > - the dollar sign $,
  // > - the period or dot .,
  // > - the vertical bar or pipe symbol |,
  // > - the question mark ?,
  // > - the asterisk or star *,
  // > - the plus sign +,
  // > - the opening parenthesis (,
  // > - the closing parenthesis ),
  // > - and the opening square bracket [,
  // > - the opening curly brace {,
  // > These special characters are often called "metacharacters".
  [
    /[\\$.|*+(){^]/g,
    match => `\\${match}`
  ],

  [
    // > a question mark (?) matches a single character
    /(?!\\)\?/g,
    () => '[^/]',
    '?'
  ],

  // leading slash
  [

    // > A leading slash matches the beginning of the pathname.
    // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
    // A leading slash matches the beginning of the pathname
    /^\//,
    () => '^',
    SLASH
  ],

  // replace special metacharacter slash after the leading slash
  [
    /\//g,
    () => '\\/',
    SLASH
  ],

  [
    // > A leading "**" followed by a slash means match in all directories.
    // > For example, "**/foo" matches file or directory "foo" anywhere,
    // > the same as pattern "foo".
    // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
    // >   under directory "foo".
    // Notice that the '*'s have been replaced as '\\*'
    /^\^*(?:\\\*\\\*\\\/)+/,

    // '**/foo' <-> 'foo'
    () => '(?:^|\\/)',
    '*'
  ],

  // starting
  [
    // there will be no leading '/'
    //   (which has been replaced by section "leading slash")
    // If starts with '**', adding a '^' to the regular expression also works
    DIRECT,
    (source, pattern) => {
      // Nothing to anchor to, or already anchored (`^` or `(?:^|\/)`)
      if (!source || source[0] === '^' || source[0] === '(') {
        return source
      }

      // If has a slash `/` at the beginning or middle
      const anchor = !REGEX_INNER_SLASH.test(pattern)
        // > Prior to 2.22.1
        // > If the pattern does not contain a slash /,
        // >   Git treats it as a shell glob pattern
        // Actually, if there is only a trailing slash,
        //   git also treats it as a shell glob pattern

        // After 2.22.1 (compatible but clearer)
        // > If there is a separator at the beginning or middle (or both)
        // > of the pattern, then the pattern is relative to the directory
        // > level of the particular .gitignore file itself.
        // > Otherwise the pattern may also match at any level below
        // > the .gitignore level.
        ? '(?:^|\\/)'

        // > Otherwise, Git treats the pattern as a shell glob suitable for
        // >   consumption by fnmatch(3)
        : '^'

      return anchor + source
    }
  ],

  // two globstars
  [
    // Use lookahead assertions so that we could match more than one `'/**'`
    /\\\/\\\*\\\*(?=\\\/|$)/g,

    // Zero, one or several directories
    // should not use '*', or it will be replaced by the next replacer

    // Check if it is not the last `'/**'`
    (_, index, str) => index + 6 < str.length

      // case: /**/ at the end of the pattern, i.e. a trailing `'/**/'`
      // > A trailing `"/**/"` (a trailing `"/**"` restricted to directories)
      // >   matches everything inside, but it should not match the current
      // >   folder itself, so it requires at least one directory segment.
      // 'a/**/' matches 'a/b/', 'a/x/y/' but not 'a/'
      ? str.slice(index + 6) === '\\/'
        ? '(?:\\/[^\\/]+)+'

        // case: /**/
        // > A slash followed by two consecutive asterisks then a slash matches
        // >   zero or more directories.
        // > For example, "a/**/b" matches "a/b", "a/x/b", "a/x/y/b" and so on.
        // '/**/'
        : '(?:\\/[^\\/]+)*'

      // case: /**
      // > A trailing `"/**"` matches everything inside.

      // #21: everything inside but it should not include the current folder,
      //   resolved by `_make`
      : `\\/${TRAILING_DOUBLESTAR}`,
    '*'
  ],

  // normal intermediate wildcards
  [
    // Never replace escaped '*'
    // ignore rule '\*' will match the path '*'

    // 'abc.*/' -> go
    // 'abc.*'  -> skip this rule,
    //    coz trailing single wildcard will be handed by [trailing wildcard]
    /(^|[^\\])(?:\\\*)+(?!$)/g,

    // '*.js' matches '.js'
    // '*.js' doesn't match 'abc'
    // 1. An asterisk "*" matches anything except a slash.
    // 2. Other consecutive asterisks are considered regular asterisks
    //    and collapse into one non-slash wildcard run.
    (_, p1) => p1 + WILDCARD,
    '*'
  ],

  // trailing wildcard, held apart from a literal star
  [
    // The step above leaves a trailing `*` alone, so a single `\*` is all that
    //   can be left at the end here, and what stands in front of it says which
    //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
    //   nothing before it; a literal arrives as the user's own escape, which
    //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
    //   There is no third case: every backslash still reaching the chain is
    //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
    //   own character, so a longer run can never form. This runs while the
    //   two are still distinct, before the unescape steps below collapse the
    //   literal onto the very `\*` a wildcard leaves behind.
    /(^|[^\\])((?:\\\\)*)\\\*$/,

    (match, p1, p2) =>
      p2 === EMPTY
        // A real wildcard: carry it to `_make` as the marker, so the unescape
        //   steps and the trailing-wildcard rewrite can never mistake it for a
        //   literal `\*` (nor the reverse).
        ? p1 + TRAILING_WILDCARD
        // A literal star: leave it exactly as it stands for the unescape steps.
        : match,
    '*'
  ],

  [
    // unescape, revert step 3 except for back slash
    // For example, if a user escape a '\\*',
    // after step 3, the result will be '\\\\\\*'
    /\\\\\\(?=[$.|*+(){^])/g,
    () => ESCAPE,
    ESCAPE + ESCAPE
  ],

  [
    // '\\\\' -> '\\'
    /\\\\/g,
    () => ESCAPE,
    ESCAPE + ESCAPE
  ],

  [
    // Every real bracket expression -- POSIX classes included -- has already
    //   been held aside by `extractBrackets`, so the only `[` left in the
    //   pattern is an escaped, literal one.

    // A backslash could only stand at the end of the range if it quoted the
    //   `]`, and `\]` is held aside long before this.
    /\\\[([^\]/]*?)($|\])/g,

    // '\\[bar]' -> '\\\\[bar]'
    (match, range, close) => `\\[${range}${close}`,
    '['
  ],

  // ending
  [
    // 'js' will not match 'js.'
    // 'ab' will not match 'abc'
    DIRECT,

    // WTF!
    // https://git-scm.com/docs/gitignore
    // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
    // which re-fixes #24, #38

    // > If there is a separator at the end of the pattern then the pattern
    // > will only match directories, otherwise the pattern can match both
    // > files and directories.

    // 'js*' will not match 'a.js'
    // 'js/' will not match 'a.js'
    // 'js' will match 'a.js' and 'a.js/'
    source => {
      const last = source[source.length - 1]

      // The pattern is empty, or ends in a pending marker `_make` owns --
      //   the trailing wildcard, or a trailing "/**". A trailing `*` that is
      //   not the marker is a literal star, which anchors like any other
      //   final character.
      if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
        return source
      }

      return last === SLASH
        // foo/ will not match 'foo'
        ? `${source}$`
        // foo matches 'foo' and 'foo/'
        : `${source}(?=$|\\/$)`
    }
  ]
]

const REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/
const MODE_IGNORE = 'regex'
const MODE_CHECK_IGNORE = 'checkRegex'
const UNDERSCORE = '_'

const replaceTrailingWildcard = (_, p1) => {
  const prefix = p1
    // '\^':
    // '/*' does not match EMPTY
    // '/*' does not match everything

    // '\\\/':
    // 'abc/*' does not match 'abc/'
    ? `${p1}[^/]+`

    // 'a*' matches 'a'
    // 'a*' matches 'aa'
    : '[^/]*'

  return `${prefix}(?=$|\\/$)`
}

const REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/

// 'abc/**' matches everything under 'abc', but not 'abc/' itself (#21):
//   requiring one arbitrary character (line terminators included, #176)
//   after 'abc/' is necessary and sufficient for `.test(path)`.
const replaceTrailingDoublestar = () => '[\\s\\S]'

// The fixed piece between the wildcard at `at` and the next wildcard of the
//   run: the tokens that separate them, joined as they appear in the source.
//   A run never holds two wildcards in a row, so there is always at least one
//   token.
const separatorAfter = (run, at) => {
  let separator = EMPTY

  for (let index = at + 1; index < run.length && !run[index].wildcard; index ++) {
    separator += run[index].single
  }

  return separator
}

// Where a run of non-slash wildcards is split by fixed pieces --
//   `[^/]*ab[^/]*cd...` -- the engine has many equivalent ways to lay the
//   input across the wildcards, and on input that does not match it works
//   through all of them, so the time grows with the number of wildcards
//   rather than the length of the path. Every wildcard but the last in such a
//   run can be pinned to stop where the piece after it begins, which leaves
//   one way to lay out the input and no rewinding, without changing which
//   paths match: the fixed pieces still bound the count, and the last
//   wildcard still absorbs the rest.
//
// A wildcard is pinned to the whole piece, never to the piece's first
//   character. The pin leaves no way back, so a wildcard that stopped at that
//   first character would hand over wherever the character happens to turn
//   up, including the places the rest of the piece cannot follow -- which is
//   how `f*o/*/*` came to miss `foo/b/c`, the first `o` of `foo` not being
//   the one the `o/` after it needs. Every token of a piece matches exactly
//   one character, so the first place the whole piece fits is the leftmost
//   place it can sit, and whatever is left over goes to the wildcards that
//   follow.
//
// The source is read one token at a time -- a wildcard, a single-character
//   piece (a literal, an escape, a class), or a parenthesised group or anchor
//   that ends the run -- so only a genuine wildcard is touched.
const pinWildcards = source => {
  if (source.indexOf(WILDCARD) < 0) {
    return source
  }

  const tokens = []
  const {length} = source
  let index = 0

  while (index < length) {
    const char = source[index]

    if (source.startsWith(WILDCARD, index)) {
      tokens.push({wildcard: true})
      index += WILDCARD.length
    } else if (char === '[') {
      let end = index + 1

      if (source[end] === '^') {
        end ++
      }

      if (source[end] === ']') {
        end ++
      }

      while (end < length && source[end] !== ']') {
        end += source[end] === ESCAPE
          ? 2
          : 1
      }

      end ++
      tokens.push({single: source.slice(index, end)})
      index = end
    } else if (char === ESCAPE) {
      tokens.push({single: source.slice(index, index + 2)})
      index += 2
    } else if (char === '(') {
      let depth = 0
      let end = index

      do {
        if (source[end] === ESCAPE) {
          end ++
        } else if (source[end] === '(') {
          depth ++
        } else if (source[end] === ')') {
          depth --
        }

        end ++
      } while (end < length && depth > 0)

      if ('*+?'.indexOf(source[end]) >= 0) {
        end ++
      }

      tokens.push({boundary: source.slice(index, end)})
      index = end
    } else if (char === '^' || char === '$') {
      tokens.push({boundary: char})
      index ++
    } else {
      tokens.push({single: char})
      index ++
    }
  }

  let out = EMPTY
  let run = []

  const flush = () => {
    let lastWildcard

    run.forEach((token, at) => {
      if (token.wildcard) {
        lastWildcard = at
      }
    })

    run.forEach((token, at) => {
      if (!token.wildcard) {
        out += token.single
        return
      }

      // Every wildcard but the last is pinned to the whole piece that
      //   follows it, for the reason set out above this function. The last
      //   one stays as it is and takes up the rest.
      out += at === lastWildcard
        ? WILDCARD
        : `(?:(?!${separatorAfter(run, at)})[^\\/])*`
    })

    run = []
  }

  tokens.forEach(token => {
    if (token.boundary === undefined) {
      run.push(token)
      return
    }

    flush()
    out += token.boundary
  })

  flush()

  return out
}

// @param {pattern}
const makeRegexPrefix = pattern => {
  // `/**` matches every path, as `**` does. The translation below only finds
  //   a globstar beside a slash it keeps, and the leading one is turned into
  //   an anchor, so `/**` would come out as `/*` and match one level only.
  //   Here rather than in `createRule`, so that `checkSourceOf`, which
  //   compiles `/**/` again without its trailing slash, gets it too.
  if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
    pattern = '**'
  }

  const {source, sources} = extractBrackets(pattern)

  const replaced = REPLACERS.reduce(
    // A pass whose matcher finds nothing hands back the very string it was
    //   given, so asking first costs a search and saves a rewrite. Ten of the
    //   fifteen passes never fire for a typical .gitignore line, and between
    //   them they were 45% of this chain.
    (prev, [matcher, replacer, required]) => {
      if (matcher === DIRECT) {
        return replacer(prev, pattern)
      }

      if (required !== UNDEFINED && prev.indexOf(required) < 0) {
        return prev
      }

      // A pass whose matcher finds nothing hands back the very string it was
      //   given, so asking first costs a search and saves a rewrite.
      return matcher.test(prev)
        ? prev.replace(matcher, replacer.bind(pattern))
        : prev
    },
    source
  )

  // Most patterns hold no bracket expression at all, and then there is
  //   nothing to put back.
  return sources.length
    ? replaced.replace(
      REGEX_RESTORE_PLACEHOLDER,
      (match, index) => sources[index]
    )
    : replaced
}

// `checkRegex` tests a path with a trailing slash, 'abc/', the way
//   `git check-ignore` matches that literal string once the directory itself
//   is known not to be excluded (see `checkIgnore`): a trailing '/' of the
//   pattern is dropped, a basename pattern sees an empty basename, and only a
//   pattern whose last segment is a pending wildcard can match what is left
//   after the final slash -- 'abc/*' and 'abc/**' match 'abc/', and 'abc/**'
//   also matches 'abc/d/' (#77, #169).
const checkSourceOf = (body, prefix) => {
  if (body[body.length - 1] === SLASH) {
    prefix = makeRegexPrefix(body.slice(0, - 1))
  }

  const head = prefix.slice(0, - 1)
  const last = prefix[prefix.length - 1]

  return last === TRAILING_WILDCARD
    ? `${head}$`
    : last === TRAILING_DOUBLESTAR
      ? head
      : NEVER_MATCH
}

// A trailing slash does not stop a pattern being basename-only: it restricts
//   the match to a directory, it does not let the pattern reach across one.
//   Everything else a pattern can hold -- a wildcard, a character class, an
//   escape -- stays inside a single path segment too, so a pattern with no
//   separator in it can only ever describe the last one.
const matchesBasename = body => {
  const index = body.indexOf(SLASH)

  return index < 0 || index === body.length - 1
}

// The last segment of a path, keeping a trailing slash, because a pattern that
//   ends in one matches only a directory.
// 'a/b/c.js' -> 'c.js';  'a/b/' -> 'b/';  'c.js' -> 'c.js' (no copy made)
const basenameOf = path => {
  const end = path.length - 1

  const index = path.lastIndexOf(
    SLASH,
    path[end] === SLASH
      ? end - 1
      : end
  )

  return index < 0
    ? path
    : path.slice(index + 1)
}

// The parent directory of a path, with its trailing separator, or EMPTY when
//   the path has none.
// 'a/b/c' -> 'a/b/';  'a/b/' -> 'a/';  'a' -> EMPTY;  'a/' -> EMPTY
//
// A path holding an empty segment has to be taken apart, because its
//   ancestors are not prefixes of it: the parent of 'a//b' is 'a/', not
//   'a//', and the parent of '/a/' is nothing at all. Both shapes reach here
//   -- 'a//b' is accepted outright, and `checkIgnore` does not put the path
//   it is given through the relative-path check.
//
// Every other path is a prefix of itself, and cutting one costs a fraction of
//   splitting it into an array and joining that back at every level: 73ns
//   against 207ns.
const parentOf = path => {
  if (
    path.charCodeAt(0) === SLASH_CODE
    || path.indexOf(DOUBLE_SLASH) >= 0
  ) {
    const slices = path.split(SLASH).filter(Boolean)

    slices.pop()

    return slices.length
      ? slices.join(SLASH) + SLASH
      : EMPTY
  }

  const end = path.length - 1

  // Look back from before a trailing separator, since that one belongs to the
  //   path itself.
  //
  // A negative place to start would be a trap here: `lastIndexOf` clamps one
  //   to 0 and searches there rather than reporting no match, so '/' would
  //   come back as its own parent and the walk would never end. It cannot
  //   happen -- that is the only path short enough to produce one, and the
  //   test above has already sent it the other way.
  const cut = path.lastIndexOf(
    SLASH,
    path.charCodeAt(end) === SLASH_CODE
      ? end - 1
      : end
  )

  return cut < 0
    ? EMPTY
    : path.slice(0, cut + 1)
}

const isString = subject => typeof subject === 'string'

// Blank lines, comments and trailing lone backslashes are told by
//   `createRule`, once the pattern is normalized.
const checkPattern = pattern => pattern
  && isString(pattern)

// Git drops one CR before each LF, and one at the end of a final line that
//   has no LF after it.
const splitPattern = pattern => (
  pattern[pattern.length - 1] === '\r'
    ? pattern.slice(0, - 1)
    : pattern
)
.split(REGEX_SPLITALL_CRLF)
.filter(Boolean)

class IgnoreRule {
  constructor (
    pattern,
    mark,
    body,
    ignoreCase,
    negative,
    prefix
  ) {
    this.pattern = pattern
    this.mark = mark
    this.negative = negative

    define(this, 'body', body)
    define(this, 'ignoreCase', ignoreCase)
    define(this, 'regexPrefix', prefix)
  }

  // Worked out on first use and kept behind an own property, the way `regex`
  //   caches itself in `_regex`. Deciding it in the constructor instead would
  //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
  //   every compile -- including the compiles of rules that are never matched
  //   against anything.
  get _basenameOnly () {
    return define(this, '_basenameOnly', matchesBasename(this.body))
  }

  get regex () {
    const key = UNDERSCORE + MODE_IGNORE

    if (this[key]) {
      return this[key]
    }

    return this._make(MODE_IGNORE, key)
  }

  get checkRegex () {
    const key = UNDERSCORE + MODE_CHECK_IGNORE

    if (this[key]) {
      return this[key]
    }

    return this._make(MODE_CHECK_IGNORE, key)
  }

  _make (mode, key) {
    const str = pinWildcards(
      mode === MODE_IGNORE
        ? this.regexPrefix
        .replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard)
        .replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar)
        : checkSourceOf(this.body, this.regexPrefix)
    )

    const regex = this.ignoreCase
      ? new RegExp(str, 'i')
      : new RegExp(str)

    return define(this, key, regex)
  }
}

const hasTrailingBackslash = str => {
  let count = 0

  while (str[str.length - count - 1] === ESCAPE) {
    count ++
  }

  return count % 2 === 1
}

// Read a line the way git does: when `stripLineEnd` is set (an unsplit array
//   or object pattern), drop any trailing blank lines along with the LF
//   before each and at most one CR at the end of the line; then trim trailing
//   spaces in the same backward pass. Git trims spaces only, and a space
//   escaped by an odd run of backslashes stays, unescaped, as the last one.
// Scanned from the end: a regular expression can only try each start in
//   turn, which is quadratic over a long run of spaces or backslashes.
// 'a  ' -> 'a';  'a\ ' -> 'a ';  'a\\ ' -> 'a\\';  'a\t' -> 'a\t'
// 'a\r\n' -> 'a';  'a\r\r' -> 'a\r';  'a\n\r' -> 'a'
const trimEnd = (body, stripLineEnd) => {
  let lineEnd = body.length
  let end

  for (;;) {
    if (stripLineEnd && body[lineEnd - 1] === '\r') {
      lineEnd --
    }

    end = lineEnd

    while (body[end - 1] === SPACE) {
      end --
    }

    if (!stripLineEnd || body[end - 1] !== '\n') {
      break
    }

    lineEnd = end - 1
  }

  if (end === lineEnd) {
    return body.slice(0, lineEnd)
  }

  let backslashes = 0

  while (body[end - backslashes - 1] === ESCAPE) {
    backslashes ++
  }

  return backslashes % 2
    ? body.slice(0, end - 1) + SPACE
    : body.slice(0, end)
}

const createRule = (
  pattern,
  mark,
  ignoreCase,
  stripLineEnd,
  stripBOM
) => {
  // Git drops a BOM before it reads the first line, so before anything else.
  let body = stripBOM && pattern[0] === BOM
    ? pattern.slice(1)
    : pattern

  // > A line starting with # serves as a comment.
  if (body[0] === '#') {
    return
  }

  let negative = false

  // > An optional prefix "!" which negates the pattern;
  if (body[0] === '!') {
    negative = true
    body = body.slice(1)
  }

  // Normalize the body before checking which slashes anchor the pattern.
  //   Otherwise `bar/ ` is mistaken for a pattern containing an inner slash.
  //   A line from `splitPattern` has already lost its line ending, so only a
  //   trailing space remains to trim there.
  const last = body[body.length - 1]

  if (
    last === SPACE
    || stripLineEnd && (last === '\r' || last === '\n')
  ) {
    body = trimEnd(body, stripLineEnd)
  }

  // > A blank line matches no files, so it can serve as a separator for
  // >   readability.
  // Nor does a lone "!", a pattern ending on an unpaired backslash, or
  //   anything else left empty here: an empty pattern would compile to a
  //   regex matching every path.
  if (!body || hasTrailingBackslash(body)) {
    return
  }

  body = body
  // > Put a backslash ("\") in front of the first "!" for patterns that
  // >   begin with a literal "!", for example, `"\!important!.txt"`.
  .replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, '!')
  // > Put a backslash ("\") in front of the first hash for patterns that
  // >   begin with a hash.
  .replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, '#')

  const regexPrefix = makeRegexPrefix(body)

  return new IgnoreRule(
    pattern,
    mark,
    body,
    ignoreCase,
    negative,
    regexPrefix
  )
}

class RuleManager {
  constructor (ignoreCase) {
    this._ignoreCase = ignoreCase
    this._rules = []

    // How many of the rules git would tag `EXC_FLAG_NODIR`.
    //
    // The scan uses it to decide, once for the whole set, whether handing
    //   those rules the basename is worth what it costs the others. The
    //   shortcut saves a full-path scan on every rule it applies to and costs
    //   a check on every rule it does not, so a set where almost nothing is
    //   basename-only comes out behind -- a 955 pattern set with 44 of them
    //   measured 19% slower with the shortcut always on.
    //
    // Deciding this by measurement rather than by meaning is safe: a
    //   basename-only pattern gives the very same answer against the whole
    //   path, it just takes longer to say so. The choice can only change how
    //   fast the scan runs, never what it returns.
    this._basenameCount = 0
  }

  _add (pattern, index) {
    // #32
    if (pattern && pattern[KEY_IGNORE]) {
      this._rules = this._rules.concat(pattern._rules._rules)
      this._basenameCount += pattern._rules._basenameCount
      this._added = true
      return
    }

    const isStr = isString(pattern)
    const raw = isStr
      ? pattern
      : pattern.pattern

    const rule = checkPattern(raw)
      && createRule(
        raw,
        isStr ? UNDEFINED : pattern.mark,
        this._ignoreCase,
        !this._split,
        this._stripBOM && !index
      )

    if (rule) {
      this._added = true
      this._rules.push(rule)

      // Deliberately not `rule._basenameOnly`: reading that would materialise
      //   the rule's own copy, and the whole point of leaving it lazy is that
      //   a rule which is compiled and never matched never pays for it.
      if (matchesBasename(rule.body)) {
        this._basenameCount ++
      }
    }
  }

  // @param {Array<string> | string | Ignore} pattern
  add (pattern) {
    this._added = false
    this._split = isString(pattern)
    this._stripBOM = !this._split || pattern[0] === BOM

    makeArray(
      this._split
        ? splitPattern(pattern)
        : pattern
    ).forEach(this._add, this)

    if (this._added) {
      this._literalRules = UNDEFINED
    }

    return this._added
  }

  // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
  //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
  //   are left out once, rather than tested or compiled for every path.
  testLiteral (path) {
    const rules = this._literalRules || (
      this._literalRules = this._rules.filter(
        ({body}) => body[body.length - (
          body[body.length - 1] === SLASH ? 2 : 1
        )] === '*'
      )
    )

    let ignored = false
    let unignored = false
    let matchedRule

    for (let index = rules.length - 1; index >= 0; index --) {
      const rule = rules[index]

      if (rule.checkRegex.test(path)) {
        ignored = !rule.negative
        unignored = rule.negative
        matchedRule = rule.negative
          ? UNDEFINED
          : rule
        break
      }
    }

    const ret = {
      ignored,
      unignored
    }

    if (matchedRule) {
      ret.rule = matchedRule
    }

    return ret
  }

  // Test one single path without recursively checking parent directories
  //
  // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`

  // @returns {TestResult}
  test (path, mode) {
    // Most of a .gitignore is patterns with no slash in them, and running
    //   those against the whole path makes the regular expression engine walk
    //   every directory name on the way to the only segment that could match.
    //   Handing them the basename instead is what git does, and it is where
    //   the time in a directory walk goes: the rule scan was two thirds of it.
    const rules = this._rules
    const {length} = rules

    const shortcut = this._basenameCount * 2 >= length

    const basename = shortcut
      ? basenameOf(path)
      : path

    // The last rule to match decides, as in git, and it is the rule
    //   `git check-ignore -v` reports, so the scan runs from the end and stops
    //   at the first match.
    // A plain loop rather than `forEach`, so that `path`, `basename` and
    //   `shortcut` are locals. As a callback they became closure variables,
    //   and reaching for one of those once per rule cost 10% of a scan over a
    //   large rule set -- more than the shortcut they were there to serve.
    for (let index = length - 1; index >= 0; index --) {
      const rule = rules[index]

      if (rule[mode].test(
        shortcut && rule._basenameOnly
          ? basename
          : path
      )) {
        const {negative} = rule

        const ret = {
          ignored: !negative,
          unignored: negative
        }

        if (!negative) {
          ret.rule = rule
        }

        return ret
      }
    }

    return {
      ignored: false,
      unignored: false
    }
  }
}

const throwError = (message, Ctor) => {
  throw new Ctor(message)
}

const checkPath = (path, originalPath, doThrow) => {
  if (!isString(path)) {
    return doThrow(
      `path must be a string, but got \`${originalPath}\``,
      TypeError
    )
  }

  // We don't know if we should ignore EMPTY, so throw
  if (!path) {
    return doThrow(`path must not be empty`, TypeError)
  }

  // Check if it is a relative path
  if (checkPath.isNotRelative(path)) {
    const r = '`path.relative()`d'
    return doThrow(
      `path should be a ${r} string, but got "${originalPath}"`,
      RangeError
    )
  }

  return true
}

// > pathname should be a `path.relative()`d one
//
// The same thing `REGEX_TEST_INVALID_PATH` says, spelled out: a path is not
//   relative if it begins with a separator, or with `./` or `../`, or is
//   nothing but `.` or `..`. Every match is decided by the first three
//   characters, and this runs on every path handed to the library -- where it
//   was 55% of a cached lookup, more than the cache lookup itself.
const isNotRelative = path => {
  const first = path.charCodeAt(0)

  if (first === SLASH_CODE) {
    return true
  }

  if (first !== DOT_CODE) {
    return false
  }

  // '.'
  if (path.length === 1) {
    return true
  }

  const second = path.charCodeAt(1)

  // './'
  if (second === SLASH_CODE) {
    return true
  }

  if (second !== DOT_CODE) {
    return false
  }

  // '..' or '../'
  return path.length === 2 || path.charCodeAt(2) === SLASH_CODE
}

checkPath.isNotRelative = isNotRelative

// On windows, the following function will be replaced
/* istanbul ignore next */
checkPath.convert = p => p


const convertPath = target =>
  isString(target) && checkPath.convert(target)


class Ignore {
  constructor ({
    ignorecase = true,
    ignoreCase = ignorecase,
    allowRelativePaths = false
  } = {}) {
    define(this, KEY_IGNORE, true)

    this._rules = new RuleManager(ignoreCase)
    this._strictPathCheck = !allowRelativePaths
    this._initCache()
  }

  _initCache () {
    // A cache for the result of `.ignores()`
    this._ignoreCache = Object.create(null)

    // A cache for the result of `.test()`
    this._testCache = Object.create(null)
  }

  add (pattern) {
    if (this._rules.add(pattern)) {
      // Some rules have just added to the ignore,
      //   making the behavior changed,
      //   so we need to re-initialize the result cache
      this._initCache()
    }

    return this
  }

  // legacy
  addPattern (pattern) {
    return this.add(pattern)
  }

  // @returns {TestResult}
  _test (originalPath, cache, path) {
    checkPath(
      path,
      originalPath,
      this._strictPathCheck
        ? throwError
        : RETURN_FALSE
    )

    return path
      ? this._t(path, cache)
      : {
        ignored: false,
        unignored: false
      }
  }

  checkIgnore (target) {
    // A Windows path is converted first, so that a directory given with a
    //   trailing separator, `\` or `/`, is told the same way
    const path = convertPath(target)

    // If the path does not end with a slash, `.ignores()` is much equivalent
    //   to `git check-ignore`
    if (!path || path.charCodeAt(path.length - 1) !== SLASH_CODE) {
      return this._test(target, this._testCache, path)
    }

    // Like `git check-ignore`: a directory excluded by itself or by an
    //   ancestor settles it, and only then is the literal 'abc/' matched
    //   against the rules (see `checkSourceOf`).
    const dir = this._t(path, this._testCache)

    if (dir.ignored) {
      return dir
    }

    const literal = this._rules.testLiteral(path)

    return literal.ignored || literal.unignored
      ? literal
      : dir
  }

  _t (
    // The path to be tested
    path,

    // The cache for the result of a certain checking
    cache
  ) {
    if (path in cache) {
      return cache[path]
    }

    const parentPath = parentOf(path)

    // If the path contains a parent directory, check the parent first
    const parent = parentPath
      ? this._t(parentPath, cache)
      : UNDEFINED

    return cache[path] = parent && parent.ignored
      // > It is not possible to re-include a file if a parent directory of
      // >   that file is excluded.
      ? parent
      : this._rules.test(path, MODE_IGNORE)
  }

  ignores (path) {
    return this._test(path, this._ignoreCache, convertPath(path)).ignored
  }

  createFilter () {
    return path => !this.ignores(path)
  }

  filter (paths) {
    return makeArray(paths).filter(this.createFilter())
  }

  // @returns {TestResult}
  test (path) {
    return this._test(path, this._testCache, convertPath(path))
  }
}

const factory = options => new Ignore(options)

const isPathValid = path =>
  checkPath(convertPath(path), path, RETURN_FALSE)

/* istanbul ignore next */
const setupWindows = () => {
  /* eslint no-control-regex: "off" */
  const makePosix = str => /^\\\\\?\\/.test(str)
  || /["<>|\u0000-\u001F]+/u.test(str)
    ? str
    : str.replace(/\\/g, '/')

  checkPath.convert = makePosix

  // 'C:\\foo'     <- 'C:\\foo' has been converted to 'C:/'
  // 'd:\\foo'
  const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i
  checkPath.isNotRelative = path =>
    REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path)
    || isNotRelative(path)
}


// Windows
// --------------------------------------------------------------
/* istanbul ignore next */
if (
  // Detect `process` so that it can run in browsers.
  typeof process !== 'undefined'
  && process.platform === 'win32'
) {
  setupWindows()
}

// COMMONJS_EXPORTS ////////////////////////////////////////////////////////////

module.exports = factory

// Although it is an anti-pattern,
//   it is still widely misused by a lot of libraries in github
// Ref: https://github.com/search?q=ignore.default%28%29&type=code
factory.default = factory

module.exports.isPathValid = isPathValid

// For testing purposes
define(module.exports, Symbol.for('setupWindows'), setupWindows)


/***/ }),

/***/ 3691:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ backgroundSettled),
/* harmony export */   k: () => (/* binding */ inBackground)
/* harmony export */ });
/**
 * Work a process starts without waiting for it (the persisted index written in the background, a
 * poisoned one removed): registered here so that a command-line process that ends explicitly ends
 * only after it has settled.
 */
const inFlight = new Set();
/** Registers `work`; returns it. */
function inBackground(work) {
    inFlight.add(work);
    const done = () => void inFlight.delete(work);
    work.then(done, done);
    return work;
}
/** Settles when every piece of background work started so far has (and any started meanwhile). */
async function backgroundSettled() {
    while (inFlight.size)
        await Promise.allSettled([...inFlight]);
}


/***/ }),

/***/ 91:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4316);
/* harmony import */ var _background_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3691);
/**
 * The CLI's process: runs a command, waits for its background work, exits with its code. Bundled as
 * dist/cli-main.js, which dist/cli.js (src/cli.ts) runs through V8's code cache.
 */


// A reader that stops early (`| head`) closes the pipe: stop quietly, as other command-line tools do.
for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error) => {
        if (error.code !== 'EPIPE')
            throw error;
        process.exit(process.exitCode ?? 0);
    });
}
const code = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .i)(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stderrIsTTY: Boolean(process.stderr.isTTY),
});
// Work left running in the background (the persisted index being written) is waited for, and what
// was printed flushed; then the process ends at once rather than tearing its heap down (10-30 ms of
// a warm search).
await (0,_background_js__WEBPACK_IMPORTED_MODULE_1__/* .backgroundSettled */ .G)();
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(code);
function flushed(stream) {
    // Written after everything before it: its callback means those are out.
    return new Promise((resolve) => stream.write('', () => resolve()));
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 6890:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  eb: () => (/* binding */ UsageError),
  Du: () => (/* binding */ parseCommandLine)
});

// UNUSED EXPORTS: COMMANDS, COMMON_ENV, PROGRAM, commandHelp, mainHelp

;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:util");
// EXTERNAL MODULE: ./src/llm/request-timeout.ts
var request_timeout = __nccwpck_require__(2348);
;// CONCATENATED MODULE: ./src/cli/args.ts
/**
 * Command-line grammar of the CLI: the subcommands, their options, and parsing that fails with one
 * line saying what was expected. Pure: no I/O.
 */


const PROGRAM = 'node dist/cli.js';
const repo = { type: 'string', value: 'DIR', description: 'the repository to work on (paths in output are relative to it)' };
const json = { type: 'boolean', description: 'print one JSON document on stdout' };
const query = { type: 'string', value: 'TEXT', description: 'the issue or question text' };
const queryFile = { type: 'string', value: 'FILE', description: 'read the query from FILE' };
const cacheDir = {
    type: 'string',
    value: 'DIR',
    description: 'where the persisted index lives (default: a per-repo folder in the user cache directory)',
};
const noCache = { type: 'boolean', description: 'neither read nor write the persisted index' };
const embeddings = {
    type: 'string',
    value: 'MODEL',
    description: 'fuse vector search using this embeddings model (OPENAI_BASE_URL, OPENAI_API_KEY)',
};
const indexing = { 'cache-dir': cacheDir, 'no-cache': noCache };
const contextWindow = {
    type: 'string',
    value: 'TOKENS',
    description: "the model server's context window (default: SWEEP_CONTEXT_WINDOW, else the model's from the known-model table, else 8192)",
    integer: { min: 2_048, max: 10_000_000 },
};
const requestTimeout = {
    type: 'string',
    value: 'SECONDS',
    description: `how long a model request waits for the server's first token (a reasoning model's thinking counts) and between tokens; a reply that keeps coming is not cut (default: SWEEP_REQUEST_TIMEOUT, else ${request_timeout/* DEFAULT_REQUEST_TIMEOUT_SECONDS */.il})`,
    integer: { min: request_timeout/* MIN_REQUEST_TIMEOUT_SECONDS */.Fl, max: request_timeout/* MAX_REQUEST_TIMEOUT_SECONDS */.$X },
};
const CACHE_ENV = [
    { name: 'SWEEP_CACHE_DIR', description: 'folder under which the default per-repository index folder is made (default: XDG_CACHE_HOME)' },
    { name: 'XDG_CACHE_HOME', description: 'the user cache directory, when SWEEP_CACHE_DIR is not set (default: ~/.cache)' },
];
const ENDPOINT_ENV = [
    { name: 'OPENAI_BASE_URL', description: 'base URL of any OpenAI-compatible server, e.g. http://localhost:11434/v1 (default: OpenAI)' },
    { name: 'OPENAI_API_KEY', description: 'key for that server (local servers take any value); at least one of the two must be set' },
];
/** What the commands that run the model read. */
const MODEL_ENV = [
    ...ENDPOINT_ENV,
    { name: 'SWEEP_MODEL', description: 'the chat model, when --model is not given (default: gpt-5-mini)' },
    { name: 'SWEEP_MAX_TOKENS', description: 'cap on prompt + completion tokens for the run, at least 1000 (default: 2000000)' },
    {
        name: 'SWEEP_REQUEST_TIMEOUT',
        description: `seconds a model request waits for the first token and between tokens, when --request-timeout is not given, ${request_timeout/* MIN_REQUEST_TIMEOUT_SECONDS */.Fl} to ${request_timeout/* MAX_REQUEST_TIMEOUT_SECONDS */.$X} (default: ${request_timeout/* DEFAULT_REQUEST_TIMEOUT_SECONDS */.il})`,
    },
];
/** Read by the openai client itself whenever a model or embeddings endpoint is called. */
const OPENAI_CLIENT_ENV = [
    { name: 'OPENAI_LOG', description: "the openai client's log level (debug, info, warn, error, off)" },
    { name: 'OPENAI_CUSTOM_HEADERS', description: "extra request headers, one 'Name: value' a line" },
];
const EMBEDDINGS_ENV = [
    ...ENDPOINT_ENV.map((e) => ({ ...e, description: `with --embeddings: ${e.description}` })),
    { name: 'SWEEP_FUSION', description: "with --embeddings: how vector and lexical scores are fused, 'weighted' (default) or 'rrf'" },
    ...OPENAI_CLIENT_ENV,
];
/** Read by every command. */
const COMMON_ENV = [
    { name: 'SWEEP_CODE_CACHE', description: "0: compile the CLI at every start, not keeping V8's compiled code in sweep-action/code under SWEEP_CACHE_DIR or XDG_CACHE_HOME" },
    { name: 'SWEEP_DEBUG', description: 'when set, a failed command also prints the stack trace' },
];
const COMMANDS = [
    {
        name: 'search',
        summary: 'rank the files, functions and snippets relevant to a query (no LLM, no API key)',
        usage: '--repo DIR (--query TEXT | --query-file FILE) [--top N] [--json]',
        options: {
            repo,
            query,
            'query-file': queryFile,
            top: { type: 'string', value: 'N', description: 'how many files and entities to list (default 10)', integer: { min: 1, max: 10_000 } },
            json,
            timings: { type: 'boolean', description: 'print phase timings on stderr' },
            explain: { type: 'boolean', description: "show each file's signal contributions and list the files left out of the index, with why (with --json: a `signals` object per file and a `skipped` list)" },
            embeddings,
            ...indexing,
        },
        environment: [...EMBEDDINGS_ENV, ...CACHE_ENV],
        required: ['repo'],
        oneOf: [['query', 'query-file']],
    },
    {
        name: 'symbols',
        summary: 'list every definition (functions, classes, methods, types) with qualified names and lines',
        usage: '--repo DIR [--path FILE] [--json]',
        options: { repo, path: { type: 'string', value: 'FILE', description: 'only this file (relative to --repo)' }, json, ...indexing },
        environment: CACHE_ENV,
        required: ['repo'],
    },
    {
        name: 'context',
        summary: 'show exactly the token-budgeted context the model would get for a query',
        usage: '--repo DIR (--query TEXT | --query-file FILE) [--budget TOKENS] [--json]',
        options: {
            repo,
            query,
            'query-file': queryFile,
            budget: { type: 'string', value: 'TOKENS', description: "token budget (default: the share of the context window a run gives retrieved context; 8000 without a model or window)", integer: { min: 0, max: 10_000_000 } },
            model: { type: 'string', value: 'NAME', description: 'count tokens with this model\'s encoding (default: SWEEP_MODEL, else cl100k)' },
            'context-window': contextWindow,
            'no-links': { type: 'boolean', description: 'do not fetch the public pages the query links to' },
            timings: { type: 'boolean', description: 'print timings on stderr' },
            json,
            ...indexing,
        },
        environment: [{ name: 'SWEEP_MODEL', description: 'the model whose encoding counts the tokens, when --model is not given' }, ...CACHE_ENV],
        required: ['repo'],
        oneOf: [['query', 'query-file']],
    },
    {
        name: 'apply',
        summary: 'apply ORIGINAL/UPDATED edit blocks to files under the repository',
        usage: '--repo DIR --edits FILE [--json]',
        options: { repo, edits: { type: 'string', value: 'FILE', description: 'the edit blocks' }, json },
        required: ['repo', 'edits'],
    },
    {
        name: 'run',
        summary: 'turn an issue into a patch on a local checkout (OPENAI_BASE_URL, OPENAI_API_KEY)',
        usage: '--repo DIR (--issue TEXT | --issue-file FILE) [--dry-run] [--model NAME]',
        options: {
            repo,
            issue: { type: 'string', value: 'TEXT', description: 'the issue text' },
            'issue-file': { type: 'string', value: 'FILE', description: 'read the issue from FILE' },
            'dry-run': {
                type: 'boolean',
                description: 'print the plan and the unified diff; change nothing (without it, the change is committed to a new branch sweep/<slug>, and the branch or commit you were on is checked out again)',
            },
            model: { type: 'string', value: 'NAME', description: 'chat model (default: SWEEP_MODEL or gpt-5-mini)' },
            'context-window': contextWindow,
            'request-timeout': requestTimeout,
            'test-command': { type: 'string', value: 'CMD', description: "run this shell command (the repository's tests) before and after the change, and give failures back to the model (default: test_command in .github/sweep.yaml)" },
            'test-timeout': { type: 'string', value: 'MINUTES', description: 'time limit of one run of the test command (default: test_timeout_minutes in .github/sweep.yaml, else 10)', integer: { min: 1, max: 120 } },
            json,
            ...indexing,
        },
        environment: [...MODEL_ENV, ...OPENAI_CLIENT_ENV, ...CACHE_ENV],
        required: ['repo'],
        oneOf: [['issue', 'issue-file']],
    },
    {
        name: 'eval',
        summary: 'retrieval metrics (Acc@k, recall@k, MRR, latency) on a JSONL of issues with gold files',
        usage: '--dataset FILE [--baseline bm25] [--json]',
        options: {
            dataset: { type: 'string', value: 'FILE', description: 'JSONL lines {"repo","query","gold_files"[,"gold_entities"]}' },
            baseline: { type: 'string', value: 'NAME', description: "rank with a baseline instead: 'bm25' (whole-file BM25)" },
            context: { type: 'string', value: 'TOKENS', description: 'also assemble a context of TOKENS and report how often it holds every gold file', integer: { min: 0, max: 10_000_000 } },
            checkout: { type: 'boolean', description: 'check each instance\'s repository out at its "base_commit" first (moves the work tree; untracked files are deleted)' },
            dump: { type: 'string', value: 'FILE', description: 'write every candidate file\'s signals per instance to FILE (JSONL), for fitting the ranker' },
            only: { type: 'string', value: 'REGEX', description: 'only the instances whose id matches REGEX' },
            json,
            embeddings,
            ...indexing,
        },
        environment: [...EMBEDDINGS_ENV, ...CACHE_ENV],
        required: ['dataset'],
    },
    {
        name: 'bench',
        summary: 'speed and memory benchmarks of indexing and search on a repository',
        usage: '--repo DIR [--suite index|ctags|edits|run|micro|all|scale|real|adversarial] [--query TEXT] [--json]',
        options: {
            repo,
            suite: { type: 'string', value: 'NAME', description: 'index (speed and memory, default), ctags (definitions versus universal-ctags), edits (edit blocks from real commits), run (run --dry-run without the model latency), micro (single steps on large inputs built in memory), all of these, scale (--scale-repos), real (real checkouts end to end: --repo and --real-repos), or adversarial (the query stage on queries built against backtracking patterns)' },
            'real-repos': { type: 'string', value: 'DIRS', description: 'more git checkouts for the real suite, comma-separated (--repo is the first)' },
            rounds: { type: 'string', value: 'N', description: 'rounds of the real suite\'s cold and changed-file phases, each from a new index folder; their medians are reported (default 3)', integer: { min: 1, max: 100 } },
            'scale-repos': { type: 'string', value: 'DIRS', description: 'comma-separated git repositories of increasing size for the scale suite (npm run bench -- --suite scale builds them)' },
            'python-repo': { type: 'string', value: 'DIR', description: 'a Python repository the scale suite also times cold and warm' },
            'edits-repo': { type: 'string', value: 'DIR', description: 'git repository whose history the edits suite uses (default: --repo)' },
            'edits-commits': { type: 'string', value: 'N', description: 'last commits whose hunks the edits suite turns into blocks (default 500)', integer: { min: 1, max: 1_000_000 } },
            query,
            'query-file': queryFile,
            json,
            ...indexing,
        },
        required: ['repo'],
    },
    {
        name: 'swebench',
        summary: 'resolve SWE-bench-style instances with your model and write predictions.jsonl for the official harnesses',
        usage: '--dataset FILE --repos TEMPLATE [--output FILE] [--model NAME] [--instances IDS] [--instance-timeout MINUTES] [--json]',
        options: {
            dataset: { type: 'string', value: 'FILE', description: 'JSONL lines {"instance_id","repo","base_commit","problem_statement"} (SWE-bench) or Multi-SWE-bench records' },
            repos: {
                type: 'string',
                value: 'TEMPLATE',
                description: 'where each repository is: a path with {owner} and {name} (e.g. /mirrors/{owner}+{name}), a folder of clones (owner__name, owner/name or name), or a URL template (the only way to use the network)',
            },
            output: { type: 'string', value: 'FILE', description: 'the predictions file, appended to and resumed (default predictions.jsonl)' },
            model: { type: 'string', value: 'NAME', description: 'chat model (default: SWEEP_MODEL or gpt-5-mini)' },
            'model-name': { type: 'string', value: 'NAME', description: 'model_name_or_path written in the predictions (default sweep-<model>)' },
            'context-window': contextWindow,
            'request-timeout': requestTimeout,
            instances: { type: 'string', value: 'IDS', description: 'only these instance ids (comma-separated)' },
            'instance-timeout': {
                type: 'string',
                value: 'MINUTES',
                description: 'stop an instance that runs longer (its process and every program it started), write its line with the error, and go on with the next (default 20; 0: no limit, instances run in this process)',
            },
            'work-dir': { type: 'string', value: 'DIR', description: 'where the checkouts are made (default: a folder under the user cache directory)' },
            json,
            ...indexing,
        },
        environment: [...MODEL_ENV, ...OPENAI_CLIENT_ENV, ...CACHE_ENV],
        required: ['dataset', 'repos'],
    },
];
class UsageError extends Error {
    name = 'UsageError';
}
function usageLine(spec) {
    return `${PROGRAM} ${spec.name} ${spec.usage}`;
}
function mainHelp() {
    const width = Math.max(...COMMANDS.map((c) => c.name.length));
    return [
        'Sweep: issue in, pull request out. Retrieval needs no API key.',
        '',
        `Usage: ${PROGRAM} <command> [options]`,
        '',
        'Commands:',
        ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
        '',
        `Run '${PROGRAM} <command> --help' for a command's options and the environment variables it reads.`,
    ].join('\n');
}
/** Name and description rows, the names padded to one width. */
function table(rows) {
    const width = Math.max(...rows.map(([left]) => left.length));
    return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
}
function commandHelp(spec) {
    const options = Object.entries(spec.options).map(([name, o]) => [`--${name}${o.value ? ` ${o.value}` : ''}`, o.description]);
    const environment = [...(spec.environment ?? []), ...COMMON_ENV].map((e) => [e.name, e.description]);
    return [
        `${spec.summary}`,
        '',
        `Usage: ${usageLine(spec)}`,
        '',
        'Options:',
        ...table([...options, ['--help', 'show this help']]),
        '',
        'Environment:',
        ...table(environment),
    ].join('\n');
}
function fail(spec, message) {
    throw new UsageError(`${spec.name}: ${message}; usage: ${usageLine(spec)}`);
}
/**
 * `--top -1` as `--top=-1`: a negative number after a whole-number option is its value (parseArgs
 * would call it an ambiguous argument), and the range check then says what the option takes.
 */
function joinNegativeNumbers(spec, args) {
    const out = [];
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        const next = args[i + 1];
        if (arg.startsWith('--') && spec.options[arg.slice(2)]?.integer && next !== undefined && /^-\d/.test(next)) {
            out.push(`${arg}=${next}`);
            i++;
        }
        else
            out.push(arg);
    }
    return out;
}
/** Parses argv (without `node` and the script). Throws `UsageError` with one line on bad input. */
function parseCommandLine(argv) {
    const [first, ...rest] = argv;
    if (first === undefined)
        return { kind: 'usage', text: mainHelp() };
    if (first === '--help' || first === '-h' || first === 'help')
        return { kind: 'help', text: mainHelp() };
    const spec = COMMANDS.find((c) => c.name === first);
    if (!spec) {
        throw new UsageError(`unknown command '${first}'; expected one of: ${COMMANDS.map((c) => c.name).join(', ')}`);
    }
    if (rest.includes('--help') || rest.includes('-h'))
        return { kind: 'help', text: commandHelp(spec) };
    const options = Object.fromEntries(Object.entries(spec.options).map(([name, o]) => [name, { type: o.type }]));
    let values;
    try {
        ({ values } = (0,external_node_util_namespaceObject.parseArgs)({ args: joinNegativeNumbers(spec, rest), options, strict: true, allowPositionals: false }));
    }
    catch (error) {
        // parseArgs errors may come from another realm (jest's VM), so do not rely on instanceof.
        const text = String(error.message ?? error);
        fail(spec, text.split('\n')[0].replace(/\. .*$/, '').replace(/\.$/, ''));
    }
    for (const name of spec.required ?? []) {
        if (values[name] === undefined || values[name] === '')
            fail(spec, `--${name} is required`);
    }
    for (const group of spec.oneOf ?? []) {
        const given = group.filter((name) => values[name] !== undefined);
        if (given.length !== 1)
            fail(spec, `give exactly one of ${group.map((n) => `--${n}`).join(' or ')}`);
    }
    for (const [name, o] of Object.entries(spec.options)) {
        const value = values[name];
        if (o.integer && typeof value === 'string') {
            const n = /^\d+$/.test(value) ? Number(value) : NaN;
            if (!Number.isSafeInteger(n) || n < o.integer.min || n > o.integer.max) {
                fail(spec, `--${name} must be a whole number from ${o.integer.min} to ${o.integer.max}, got '${value}'`);
            }
        }
    }
    return { kind: 'command', command: spec.name, values };
}


/***/ }),

/***/ 577:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gp: () => (/* binding */ intArg),
/* harmony export */   Gw: () => (/* binding */ contextWindowArg),
/* harmony export */   LI: () => (/* binding */ round),
/* harmony export */   Q2: () => (/* binding */ printJson),
/* harmony export */   U6: () => (/* binding */ textArg),
/* harmony export */   V9: () => (/* binding */ repoArg),
/* harmony export */   bm: () => (/* binding */ indexRepo),
/* harmony export */   d7: () => (/* binding */ requestTimeoutArg),
/* harmony export */   eI: () => (/* binding */ cacheDirArg),
/* harmony export */   q2: () => (/* binding */ fileReader)
/* harmony export */ });
/* unused harmony export warningLog */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_sweep_config_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1753);
/* harmony import */ var _llm_budgets_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(1253);
/* harmony import */ var _llm_request_timeout_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(2348);
/* harmony import */ var _repo_classify_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8748);
/* harmony import */ var _repo_repo_files_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3076);
/* harmony import */ var _repo_walk_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(9673);
/* harmony import */ var _repo_skip_report_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(9760);
/* harmony import */ var _search_index_indexer_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(7569);
/* harmony import */ var _search_store_store_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(7687);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(6890);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_12__ = __nccwpck_require__(9851);
/** Helpers shared by the CLI commands: repository and query arguments, the index, file reading. */













function repoArg(values) {
    const repo = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(String(values.repo));
    let isDir = false;
    try {
        isDir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(repo).isDirectory();
    }
    catch {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`--repo ${String(values.repo)} does not exist; expected a folder`);
    }
    if (!isDir)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`--repo ${String(values.repo)} is not a folder`);
    const data = (0,_repo_walk_js__WEBPACK_IMPORTED_MODULE_5__/* .gitDataFolder */ .VX)(repo);
    if (data)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`--repo ${String(values.repo)} ${data}`);
    return repo;
}
/** The text of `--<name>` or of the file `--<name>-file`. */
function textArg(values, name) {
    const file = values[`${name}-file`];
    if (typeof file === 'string') {
        try {
            return (0,_repo_classify_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeText */ .g7)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file)).text;
        }
        catch {
            throw new _args_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`--${name}-file ${file} cannot be read`);
        }
    }
    return String(values[name] ?? '');
}
function intArg(values, name, fallback) {
    const v = values[name];
    return typeof v === 'string' ? Number(v) : fallback;
}
function parseWindow(raw, name) {
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(value) || value < _llm_budgets_js__WEBPACK_IMPORTED_MODULE_10__/* .SMALLEST_CONTEXT_WINDOW */ .xq || value > _llm_budgets_js__WEBPACK_IMPORTED_MODULE_10__/* .LARGEST_CONTEXT_WINDOW */ .o1) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`${name} must be a whole number of tokens from ${_llm_budgets_js__WEBPACK_IMPORTED_MODULE_10__/* .SMALLEST_CONTEXT_WINDOW */ .xq} to ${_llm_budgets_js__WEBPACK_IMPORTED_MODULE_10__/* .LARGEST_CONTEXT_WINDOW */ .o1} (the context size the model server runs with, e.g. 8192 for llama-server -c 8192), got '${raw}'`);
    }
    return value;
}
/** The context window from `--context-window`, else SWEEP_CONTEXT_WINDOW; undefined when neither is set. */
function contextWindowArg(values, env) {
    const flag = values['context-window'];
    if (typeof flag === 'string')
        return parseWindow(flag, '--context-window');
    const fromEnv = env.SWEEP_CONTEXT_WINDOW?.trim();
    return fromEnv ? parseWindow(fromEnv, 'SWEEP_CONTEXT_WINDOW') : undefined;
}
/**
 * The request timeout in seconds from `--request-timeout` (checked by the command line's grammar),
 * else SWEEP_REQUEST_TIMEOUT, else the default; a bad SWEEP_REQUEST_TIMEOUT is a UsageError.
 */
function requestTimeoutArg(values, env) {
    const flag = values['request-timeout'];
    const raw = typeof flag === 'string' ? flag : env.SWEEP_REQUEST_TIMEOUT?.trim();
    if (raw === undefined || raw === '')
        return _llm_request_timeout_js__WEBPACK_IMPORTED_MODULE_11__/* .DEFAULT_REQUEST_TIMEOUT_SECONDS */ .il;
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(value) || value < _llm_request_timeout_js__WEBPACK_IMPORTED_MODULE_11__/* .MIN_REQUEST_TIMEOUT_SECONDS */ .Fl || value > _llm_request_timeout_js__WEBPACK_IMPORTED_MODULE_11__/* .MAX_REQUEST_TIMEOUT_SECONDS */ .$X) {
        const name = typeof flag === 'string' ? '--request-timeout' : 'SWEEP_REQUEST_TIMEOUT';
        throw new _args_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`${name} must be a whole number of seconds from ${_llm_request_timeout_js__WEBPACK_IMPORTED_MODULE_11__/* .MIN_REQUEST_TIMEOUT_SECONDS */ .Fl} to ${_llm_request_timeout_js__WEBPACK_IMPORTED_MODULE_11__/* .MAX_REQUEST_TIMEOUT_SECONDS */ .$X}, got '${raw}'`);
    }
    return value;
}
function cacheDirArg(values, repo) {
    if (values['no-cache'])
        return false;
    return typeof values['cache-dir'] === 'string' ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(values['cache-dir']) : (0,_search_store_store_js__WEBPACK_IMPORTED_MODULE_8__/* .defaultCacheDir */ .$g)(repo);
}
/** The index's warnings (a persisted index discarded or not written, git refusing to list) as `warning:` lines on stderr. */
function warningLog(io) {
    return (line) => io.stderr(`warning: ${line}\n`);
}
async function indexRepo(repo, values, io) {
    const { config } = (0,_config_sweep_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(repo);
    const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_12__/* .progressReporter */ .xZ)(io.stderrIsTTY, io.stderr);
    let index;
    try {
        index = await (0,_search_index_indexer_js__WEBPACK_IMPORTED_MODULE_7__/* .buildIndex */ .X)(repo, { cacheDir: cacheDirArg(values, repo), exclude: config.exclude, onProgress: progress.onProgress, log: warningLog(io) });
    }
    finally {
        progress.finish();
    }
    const notice = (0,_repo_skip_report_js__WEBPACK_IMPORTED_MODULE_6__/* .troubleNotice */ .Sy)(index.skipped);
    if (notice)
        io.stderr(`${notice}\n`);
    return index;
}
/** Reads a repository file's text the way the index decoded it, through the repository's file door. */
function fileReader(index) {
    return _repo_repo_files_js__WEBPACK_IMPORTED_MODULE_4__/* .RepoFiles */ .op.open(index.root).reader();
}
function printJson(io, value) {
    io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}
function round(n, digits = 4) {
    const f = 10 ** digits;
    return Math.round(n * f) / f;
}


/***/ }),

/***/ 4316:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var args = __nccwpck_require__(6890);
// EXTERNAL MODULE: ./src/background.ts
var background = __nccwpck_require__(3691);
// EXTERNAL MODULE: ./src/search/store/store-format.ts + 1 modules
var store_format = __nccwpck_require__(5533);
// EXTERNAL MODULE: ./src/search/store/store-folder.ts
var store_folder = __nccwpck_require__(8624);
// EXTERNAL MODULE: ./src/repo/skip-report.ts
var skip_report = __nccwpck_require__(9760);
// EXTERNAL MODULE: ./src/search/rank/search.ts
var search = __nccwpck_require__(351);
// EXTERNAL MODULE: ./src/search/index/index-kinds.ts
var index_kinds = __nccwpck_require__(3673);
// EXTERNAL MODULE: ./src/cli/common.ts
var common = __nccwpck_require__(577);
;// CONCATENATED MODULE: ./src/cli/search.ts




async function searchCommand(values, io, env = process.env) {
    const started = performance.now();
    // The embeddings code (and the model client) is loaded only when asked for: it is most of the start-up.
    const vectorsModule = values.embeddings !== undefined ? await Promise.all(/* import() */[__nccwpck_require__.e(33), __nccwpck_require__.e(224), __nccwpck_require__.e(674), __nccwpck_require__.e(751), __nccwpck_require__.e(969), __nccwpck_require__.e(111), __nccwpck_require__.e(179), __nccwpck_require__.e(138)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9138)) : undefined;
    const embeddings = vectorsModule?.embeddingSettings(values, env, io);
    const repo = (0,common/* repoArg */.V9)(values);
    const query = (0,common/* textArg */.U6)(values, 'query');
    const top = (0,common/* intArg */.Gp)(values, 'top', 10);
    const index = await (0,common/* indexRepo */.bm)(repo, values, io);
    const indexMs = performance.now() - started;
    // A failing endpoint leaves `vectors` undefined (lexical ranking) and says why in `report`.
    const embedded = embeddings && vectorsModule ? await vectorsModule.embeddingScores(index, query, embeddings, (0,common/* cacheDirArg */.eI)(values, repo), io) : undefined;
    const vectors = embedded?.vectors;
    const result = (0,search/* search */.$P)(index, query, {
        top,
        readText: (0,common/* fileReader */.q2)(index),
        ...(vectors?.extraChunkScores ? { extraChunkScores: vectors.extraChunkScores } : {}),
    });
    const queryMs = result.queryMs + (vectors?.fuseMs ?? 0);
    const totalMs = performance.now() - started;
    const t = index.timings;
    if (values.timings) {
        io.stderr(`timings: walk ${t.walkMs.toFixed(0)} ms, read ${t.readMs.toFixed(0)} ms, parse ${t.parseMs.toFixed(0)} ms, ` +
            `store ${t.storeMs.toFixed(0)} ms, index ${t.indexMs.toFixed(0)} ms (tables ${tablesSource(index.stats)}${(0,index_kinds/* kindsOrigin */.Mq)(index) ? `, kinds ${(0,index_kinds/* kindsOrigin */.Mq)(index)}` : ''}), ${vectors ? `embed ${vectors.embedMs.toFixed(0)} ms, ` : ''}query ${queryMs.toFixed(1)} ms, total ${totalMs.toFixed(0)} ms ` +
            `(${(0,skip_report/* describeIndexed */.HT)(index.stats)}; ${(0,skip_report/* describeSkips */.SO)(index.skipped)})\n`);
    }
    if (values.json) {
        (0,common/* printJson */.Q2)(io, {
            intent: result.intent,
            files: result.files.map((f) => ({
                path: f.path,
                score: (0,common/* round */.LI)(f.score),
                ...(values.explain ? { signals: Object.fromEntries(Object.entries(f.signals).map(([k, v]) => [k, (0,common/* round */.LI)(v)])) } : {}),
            })),
            entities: result.entities.map((e) => ({ ...e, score: (0,common/* round */.LI)(e.score) })),
            snippets: result.snippets.map((s) => ({ ...s, score: (0,common/* round */.LI)(s.score) })),
            timings: {
                indexMs: (0,common/* round */.LI)(indexMs, 1),
                queryMs: (0,common/* round */.LI)(queryMs, 1),
                totalMs: (0,common/* round */.LI)(totalMs, 1),
                walkMs: (0,common/* round */.LI)(t.walkMs, 1),
                readMs: (0,common/* round */.LI)(t.readMs, 1),
                parseMs: (0,common/* round */.LI)(t.parseMs, 1),
                storeMs: (0,common/* round */.LI)(t.storeMs, 1),
                buildMs: (0,common/* round */.LI)(t.indexMs, 1),
                ...(vectors ? { embedMs: (0,common/* round */.LI)(vectors.embedMs, 1) } : {}),
            },
            ...(embedded ? { embeddings: embedded.report } : {}),
            // The contract's keys stay as they are; --explain adds what was left out.
            ...(values.explain ? { skipped: index.skipped.map((s) => ({ path: s.path, reason: s.reason, ...(s.detail !== undefined ? { detail: s.detail } : {}) })) } : {}),
        });
        return 0;
    }
    if (index.files.length === 0) {
        io.stdout(`No indexable files in ${repo} (${(0,skip_report/* describeSkips */.SO)(index.skipped)}).\n`);
        if (values.explain)
            io.stdout(skippedText(index.skipped));
        return 0;
    }
    io.stdout(`${intentHeader(result.intent)}\n\nFiles:\n`);
    for (const f of result.files) {
        io.stdout(`  ${f.score.toFixed(3)}  ${f.path}\n`);
        if (values.explain)
            io.stdout(`         ${signalsText(f.signals)}\n`);
    }
    if (result.entities.length) {
        io.stdout('\nEntities:\n');
        for (const e of result.entities)
            io.stdout(`  ${e.score.toFixed(3)}  ${e.path}:${e.startLine}-${e.endLine}  ${e.kind} ${e.name}\n`);
    }
    if (result.snippets.length) {
        io.stdout('\nSnippets:\n');
        for (const s of result.snippets)
            io.stdout(`  ${s.score.toFixed(3)}  ${s.path}:${s.startLine}-${s.endLine}\n`);
    }
    if (result.files.length === 0)
        io.stdout('  (nothing matched the query)\n');
    if (values.explain)
        io.stdout(skippedText(index.skipped));
    return 0;
}
/** A file's signal contributions to its score, for --explain: `content 0.563, defines 0.500`. */
function signalsText(signals) {
    const parts = Object.entries(signals).map(([name, value]) => `${name} ${value.toFixed(3)}`);
    return parts.length ? parts.join(', ') : '(no signal)';
}
/** The files left out of the index with why, for --explain: a heading and one line each. */
function skippedText(skipped) {
    if (skipped.length === 0)
        return '\nLeft out of the index: none\n';
    return `\nLeft out of the index:\n${skipped.map((s) => `  ${s.path}  ${s.reason}${s.detail !== undefined ? `: ${s.detail}` : ''}\n`).join('')}`;
}
/** The first line of the text output: the intent and what its number is. */
function intentHeader(intent) {
    const confidence = `confidence ${intent.confidence.toFixed(2)} on a scale of 0 to 1`;
    if (intent.signals.length === 0)
        return `Intent: ${intent.kind} (${confidence}: the default, nothing in the query pointed to another intent)`;
    return `Intent: ${intent.kind} (${confidence})`;
}
/** Where the index's search tables came from: the store as they were, derived from the store's for the previous files, or built from every record. */
function tablesSource(stats) {
    return stats.storedTables ? 'stored' : stats.derivedTables ? 'derived' : 'built';
}

;// CONCATENATED MODULE: ./src/cli/commands.ts

/**
 * `search` is loaded with the CLI; the other commands bring the parser, the model client, the token
 * encoder and more, so they are loaded when run (start-up matters most for search).
 */
const COMMAND_HANDLERS = {
    search: searchCommand,
    symbols: async (values, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(33), __nccwpck_require__.e(751), __nccwpck_require__.e(107)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9107))).symbolsCommand(values, io),
    run: async (values, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(33), __nccwpck_require__.e(224), __nccwpck_require__.e(674), __nccwpck_require__.e(751), __nccwpck_require__.e(969), __nccwpck_require__.e(111), __nccwpck_require__.e(179), __nccwpck_require__.e(175)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4175))).runCommand(values, io),
    apply: async (values, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(111), __nccwpck_require__.e(314)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4253))).applyCommand(values, io),
    context: async (values, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(33), __nccwpck_require__.e(751), __nccwpck_require__.e(969), __nccwpck_require__.e(828)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3562))).contextCommand(values, io),
    bench: async (values, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(33), __nccwpck_require__.e(224), __nccwpck_require__.e(751), __nccwpck_require__.e(969), __nccwpck_require__.e(111), __nccwpck_require__.e(689)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4689))).benchCommand(values, io),
    eval: async (values, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(33), __nccwpck_require__.e(224), __nccwpck_require__.e(674), __nccwpck_require__.e(751), __nccwpck_require__.e(969), __nccwpck_require__.e(111), __nccwpck_require__.e(179), __nccwpck_require__.e(138), __nccwpck_require__.e(183)]).then(__nccwpck_require__.bind(__nccwpck_require__, 183))).evalCommand(values, io),
    swebench: async (values, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(33), __nccwpck_require__.e(224), __nccwpck_require__.e(674), __nccwpck_require__.e(751), __nccwpck_require__.e(969), __nccwpck_require__.e(111), __nccwpck_require__.e(179), __nccwpck_require__.e(603)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1603))).swebenchCommand(values, io),
};

;// CONCATENATED MODULE: ./src/cli/main.ts
/**
 * CLI dispatcher: parses the command line and runs one command. Returns the exit code:
 * 0 success, 1 the command failed, 2 the command line was wrong.
 */





async function main(argv, io) {
    let parsed;
    try {
        parsed = (0,args/* parseCommandLine */.Du)(argv);
    }
    catch (error) {
        if (error instanceof args/* UsageError */.eb) {
            io.stderr(`error: ${error.message}\n`);
            return 2;
        }
        throw error;
    }
    if (parsed.kind === 'usage') {
        io.stderr(`${parsed.text}\n`);
        return 2;
    }
    if (parsed.kind === 'help') {
        io.stdout(`${parsed.text}\n`);
        return 0;
    }
    const handler = COMMAND_HANDLERS[parsed.command];
    if (!handler) {
        io.stderr(`error: the '${parsed.command}' command is not available in this build\n`);
        return 2;
    }
    let printed = false;
    const watched = {
        ...io,
        stdout: (text) => {
            printed = true;
            io.stdout(text);
        },
    };
    try {
        try {
            return await handler(parsed.values, watched);
        }
        catch (error) {
            if (!(error instanceof store_format/* DamagedIndexError */.cu) || !error.folder)
                throw error;
            // A record or table found damaged while used: the store is deleted, and the command, if it
            // printed nothing yet, runs once more on an index built anew.
            await (0,background/* backgroundSettled */.G)();
            await (0,store_folder/* discardStore */.MK)(error.folder);
            if (printed)
                throw new Error(`${error.message.replace(/; run again with --no-cache or delete that folder$/, '')}; it was deleted, and the next run builds it anew`);
            io.stderr(`warning: ${error.reason} in the persisted index in ${error.folder}: deleted, and the index is built anew\n`);
            return await handler(parsed.values, io);
        }
    }
    catch (error) {
        if (error instanceof args/* UsageError */.eb) {
            io.stderr(`error: ${parsed.command}: ${error.message}\n`);
            return 2;
        }
        io.stderr(`error: ${parsed.command}: ${error instanceof Error ? error.message : String(error)}\n`);
        if (process.env.SWEEP_DEBUG && error instanceof Error && error.stack)
            io.stderr(`${error.stack}\n`);
        return 1;
    }
}


/***/ }),

/***/ 9851:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   xZ: () => (/* binding */ progressReporter)
/* harmony export */ });
/* unused harmony exports PROGRESS_INTERVAL_MS, durationText, progressLine */
const PROGRESS_INTERVAL_MS = 150;
/**
 * A time left: whole seconds rounded up, then carried into minutes (`59s`, `1m00s`, `1m39s`) and,
 * past an hour, hours and minutes rounded up (`1h00m`, `2h47m`).
 */
function durationText(seconds) {
    const total = Math.max(0, Math.ceil(seconds));
    if (total < 60)
        return `${total}s`;
    if (total < 3600)
        return `${Math.floor(total / 60)}m${String(total % 60).padStart(2, '0')}s`;
    const minutes = Math.ceil(total / 60);
    return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}
/** Files per second: one decimal below 10 (`0.4`, `2.5`), whole numbers above. */
function rateText(rate) {
    return rate < 10 ? rate.toFixed(1) : rate.toFixed(0);
}
/**
 * One progress line; pure. The rate and the time left are shown once a file is done (before that
 * nothing tells them).
 */
function progressLine(p) {
    const pct = p.total ? Math.floor((100 * p.done) / p.total) : 100;
    const head = `indexing ${p.done}/${p.total} files (${pct}%)`;
    const seconds = p.elapsedMs / 1000;
    if (p.done <= 0 || seconds <= 0)
        return p.done >= p.total ? `${head}, done` : head;
    const rate = p.done / seconds;
    if (p.done >= p.total)
        return `${head}, ${rateText(rate)} files/s, done`;
    return `${head}, ${rateText(rate)} files/s, ETA ${durationText((p.total - p.done) / rate)}`;
}
/** A progress callback that draws on `write` when `enabled`, at most every PROGRESS_INTERVAL_MS. */
function progressReporter(enabled, write, now = () => Date.now()) {
    let last = 0;
    let drawn = false;
    return {
        onProgress(p) {
            if (!enabled)
                return;
            const t = now();
            if (p.done < p.total && t - last < PROGRESS_INTERVAL_MS)
                return;
            last = t;
            write(`\r\x1b[2K${progressLine(p)}`);
            drawn = true;
        },
        finish() {
            if (drawn)
                write('\r\x1b[2K');
            drawn = false;
        },
    };
}


/***/ }),

/***/ 711:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $y: () => (/* binding */ LineSizes),
/* harmony export */   VF: () => (/* binding */ MAX_PARSE_CHARS),
/* harmony export */   jt: () => (/* binding */ chunkLines),
/* harmony export */   ok: () => (/* binding */ chunkTree)
/* harmony export */ });
/* unused harmony exports CHUNK_MAX_CHARS, CHUNK_MIN_CHARS, WINDOW_MAX_LINES */
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


/***/ }),

/***/ 1242:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   TG: () => (/* binding */ xmlDocText),
/* harmony export */   x$: () => (/* binding */ fillMembers)
/* harmony export */ });
/* unused harmony export MAX_MEMBERS */
const MAX_MEMBERS = 8;
/** C# XML documentation as text: references become the names they point to, other tags go. */
function xmlDocText(raw) {
    return raw
        .replace(/<(?:see|seealso|paramref|typeparamref)\s+(?:cref|langword|name|href)\s*=\s*"(?:[A-Z]:)?([^"]*)"\s*\/>/g, '$1')
        .replace(/<\/?[A-Za-z][\w:-]*(?:\s[^<>]*)?\/?>/g, '');
}
const MEMBER_OWNERS = new Set(['class', 'interface', 'struct', 'enum', 'module']);
/** Sets each type's `members` to the signatures of its first MAX_MEMBERS direct members (in place). */
function fillMembers(defs) {
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


/***/ }),

/***/ 8021:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ CodeGraph),
/* harmony export */   h: () => (/* binding */ byPlace)
/* harmony export */ });
/* harmony import */ var _imports_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3851);

/** Languages whose files see their folder's definitions without importing them (C# and PHP: a folder is, by convention, one namespace). */
const FOLDER_SCOPED = new Set(['go', 'java', 'rust', 'cpp', 'ruby', 'csharp', 'php']);
/** Package entry files, whose imports are usually re-exports. */
const REEXPORTERS = /(?:^|\/)(?:__init__\.pyi?|index\.[cm]?[jt]sx?|mod\.rs|lib\.rs)$/;
function dirOf(path) {
    const slash = path.lastIndexOf('/');
    return slash === -1 ? '' : path.slice(0, slash);
}
class CodeGraph {
    filesMentioning;
    known;
    files = new Map();
    resolver;
    /** Resolved imports per file, made on first use. */
    resolved = new Map();
    importerSets;
    allDefinitions;
    /** Simple name -> definition ids, made on first use when no index knows them. */
    nameIndex;
    /**
     * `filesMentioning`, when given, names the files whose text may contain a name (a superset), or
     * returns undefined when it cannot tell: callers are then looked for in those files only, and the
     * references of the others are never read. Nothing is resolved or listed before it is asked for:
     * each file's imports are resolved when first needed, and only `dependents` (and what uses it)
     * resolves every file's, unless `known` gives the dependencies.
     */
    constructor(files, readConfig, filesMentioning, known) {
        this.filesMentioning = filesMentioning;
        this.known = known;
        for (const file of files)
            this.files.set(file.path, file);
        this.resolver = new _imports_js__WEBPACK_IMPORTED_MODULE_0__/* .ImportResolver */ .QC(files.map((f) => f.path), readConfig, (path) => this.files.get(path)?.definitions);
    }
    /** Every definition, by id. */
    get definitions() {
        if (!this.allDefinitions) {
            const all = [];
            if (this.known)
                for (let id = 0; id < this.known.definitionCount; id++)
                    all.push(this.known.definition(id));
            else
                for (const file of this.files.values())
                    for (const def of file.definitions)
                        all.push({ id: all.length, path: file.path, def });
            this.allDefinitions = all;
        }
        return this.allDefinitions;
    }
    definitionById(id) {
        if (this.known)
            return id >= 0 && id < this.known.definitionCount ? this.known.definition(id) : undefined;
        return this.definitions[id];
    }
    idsNamed(name) {
        if (this.known)
            return this.known.named(name);
        if (!this.nameIndex) {
            this.nameIndex = new Map();
            for (const { id, def } of this.definitions) {
                const list = this.nameIndex.get(def.name);
                if (list)
                    list.push(id);
                else
                    this.nameIndex.set(def.name, [id]);
            }
        }
        return this.nameIndex.get(name) ?? [];
    }
    /** The imports of a file, resolved. */
    importsOf(path) {
        let resolved = this.resolved.get(path);
        if (!resolved) {
            const file = this.files.get(path);
            resolved = file?.language ? file.imports.map((raw) => this.resolver.resolve(file.path, file.language, raw)) : [];
            this.resolved.set(path, resolved);
        }
        return resolved;
    }
    dependencyLists = new Map();
    /** Repository files `path` imports (sorted; the graph never changes, so each list is made once). */
    dependencies(path) {
        let list = this.dependencyLists.get(path);
        if (!list) {
            list = this.known?.dependencies?.(path) ?? [...new Set(this.importsOf(path).flatMap((r) => r.targets))].sort();
            this.dependencyLists.set(path, list);
        }
        return list;
    }
    /** Repository files importing `path`. */
    dependents(path) {
        if (!this.importerSets) {
            this.importerSets = new Map();
            for (const from of this.files.keys()) {
                for (const target of this.dependencies(from)) {
                    const set = this.importerSets.get(target);
                    if (set)
                        set.add(from);
                    else
                        this.importerSets.set(target, new Set([from]));
                }
            }
        }
        return [...(this.importerSets.get(path) ?? [])].sort();
    }
    definitionsIn(path) {
        if (this.known)
            return this.known.definitionsIn(path);
        return this.definitions.filter((d) => d.path === path);
    }
    /** Names a file uses that some repository file defines, with the lines using them. */
    referencesIn(path) {
        const out = new Map();
        for (const ref of this.files.get(path)?.references ?? []) {
            if (this.idsNamed(ref.name).length === 0)
                continue;
            const lines = out.get(ref.name);
            if (lines) {
                if (!lines.includes(ref.line))
                    lines.push(ref.line);
            }
            else
                out.set(ref.name, [ref.line]);
        }
        return out;
    }
    /** Definitions named `name`. */
    named(name) {
        return this.idsNamed(name).map((id) => this.definitionById(id));
    }
    /**
     * Whether code in `from` can see definitions of `to`: same file, a direct import, an import of a
     * package entry file that re-exports `to` (`__init__.py`, `index.ts`, `mod.rs`), or a shared
     * folder scope (Go packages, Java packages, ...).
     */
    sees(from, to) {
        if (from === to)
            return true;
        const deps = this.dependencies(from);
        if (deps.includes(to))
            return true;
        if (deps.some((d) => REEXPORTERS.test(d) && this.dependencies(d).includes(to)))
            return true;
        const language = this.files.get(from)?.language;
        return language !== undefined && FOLDER_SCOPED.has(language) && dirOf(from) === dirOf(to);
    }
    /**
     * The definitions a use of `name` in `from` refers to: those `from` can see; if none, every
     * definition of the name when it is unique in the repository.
     */
    resolveReference(from, name) {
        const all = this.named(name);
        const visible = all.filter((d) => this.sees(from, d.path));
        if (visible.length)
            return visible;
        return all.length === 1 ? all : [];
    }
    /** The files whose text may contain `name` (a superset), or undefined when the graph cannot tell. */
    filesThatMayMention(name) {
        return this.filesMentioning?.(name);
    }
    /**
     * Where `references`, those of the file at `path` worked out now (a file whose references the
     * graph does not hold), use the entity: the same test `callers` makes.
     */
    callersIn(path, references, definitionId) {
        const target = this.definitionById(definitionId);
        if (!target)
            return [];
        const out = [];
        for (const ref of references) {
            if (ref.name !== target.def.name)
                continue;
            if (path === target.path && ref.line >= target.def.startLine && ref.line <= target.def.endLine)
                continue;
            if (this.resolveReference(path, ref.name).some((d) => d.id === definitionId))
                out.push({ path, line: ref.line });
        }
        return out;
    }
    /** Where an entity is used: references to its name that resolve to it, by path and line. */
    callers(definitionId) {
        const target = this.definitionById(definitionId);
        if (!target)
            return [];
        const out = [];
        const mentioning = this.filesMentioning?.(target.def.name);
        const paths = mentioning ? [...mentioning] : this.files.keys();
        for (const path of paths) {
            const file = this.files.get(path);
            if (file)
                out.push(...this.callersIn(path, file.references, definitionId));
        }
        return out.sort(byPlace);
    }
    /**
     * Orders `paths` so that a file comes after the files it imports (among `paths`). Import cycles
     * are kept together and ordered by path, so the result is the same on every run.
     */
    topologicalOrder(paths) {
        const nodes = [...new Set(paths)].sort();
        const inSet = new Set(nodes);
        const edges = new Map(nodes.map((p) => [p, this.dependencies(p).filter((d) => inSet.has(d) && d !== p)]));
        // Tarjan's strongly connected components, iteratively (deep import chains must not overflow).
        const index = new Map();
        const low = new Map();
        const onStack = new Set();
        const stack = [];
        const components = [];
        let counter = 0;
        for (const start of nodes) {
            if (index.has(start))
                continue;
            const work = [{ node: start, next: 0 }];
            index.set(start, counter);
            low.set(start, counter++);
            stack.push(start);
            onStack.add(start);
            while (work.length) {
                const frame = work[work.length - 1];
                const succ = edges.get(frame.node);
                if (frame.next < succ.length) {
                    const next = succ[frame.next++];
                    if (!index.has(next)) {
                        index.set(next, counter);
                        low.set(next, counter++);
                        stack.push(next);
                        onStack.add(next);
                        work.push({ node: next, next: 0 });
                    }
                    else if (onStack.has(next)) {
                        low.set(frame.node, Math.min(low.get(frame.node), index.get(next)));
                    }
                    continue;
                }
                work.pop();
                const parent = work[work.length - 1];
                if (parent)
                    low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
                if (low.get(frame.node) === index.get(frame.node)) {
                    const component = [];
                    let member;
                    do {
                        member = stack.pop();
                        onStack.delete(member);
                        component.push(member);
                    } while (member !== frame.node);
                    components.push(component.sort());
                }
            }
        }
        // Tarjan emits components with dependencies first; break ties by path for stability.
        const componentOf = new Map();
        components.forEach((c, i) => c.forEach((p) => componentOf.set(p, i)));
        const pending = new Map();
        const dependentsOf = new Map();
        components.forEach((c, i) => {
            const deps = new Set();
            for (const p of c)
                for (const d of edges.get(p))
                    if (componentOf.get(d) !== i)
                        deps.add(componentOf.get(d));
            pending.set(i, deps.size);
            for (const d of deps) {
                const set = dependentsOf.get(d) ?? new Set();
                set.add(i);
                dependentsOf.set(d, set);
            }
        });
        const ready = components.map((_, i) => i).filter((i) => pending.get(i) === 0);
        const order = [];
        while (ready.length) {
            ready.sort((a, b) => (components[a][0] < components[b][0] ? -1 : 1));
            const next = ready.shift();
            order.push(...components[next]);
            for (const d of dependentsOf.get(next) ?? []) {
                const left = pending.get(d) - 1;
                pending.set(d, left);
                if (left === 0)
                    ready.push(d);
            }
        }
        return order;
    }
    /** Import-graph distance (either direction) from any of `sources` to each reachable file, up to `maxDepth`. */
    distances(sources, maxDepth = 3) {
        const dist = new Map();
        let frontier = sources.filter((s) => this.files.has(s));
        frontier.forEach((s) => dist.set(s, 0));
        for (let depth = 1; depth <= maxDepth && frontier.length; depth++) {
            const next = [];
            for (const path of frontier) {
                for (const n of [...this.dependencies(path), ...this.dependents(path)]) {
                    if (dist.has(n))
                        continue;
                    dist.set(n, depth);
                    next.push(n);
                }
            }
            frontier = next;
        }
        return dist;
    }
}
/** Locations in path order, then line order. */
function byPlace(a, b) {
    return a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line;
}


/***/ }),

/***/ 3822:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   iS: () => (/* binding */ importsOnlyPath),
/* harmony export */   vc: () => (/* binding */ importSkeleton)
/* harmony export */ });
/* unused harmony export SKELETON_LANGUAGES */
/* harmony import */ var _repo_classify_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8748);
/* harmony import */ var _languages_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3330);
/**
 * The import statements of a file kept where they are and every other line emptied: a text that
 * parses in a small fraction of the whole file's time and gives the same imports on the same lines.
 * Indexing analyzes test files this way (`analyze.ts` `analyzeImports`): their imports link them to
 * the code they test, while their definitions are worked out only when something asks for them.
 * Pure; only languages whose import statements a line scan finds reliably have a skeleton.
 */


/** Languages `importSkeleton` handles. */
const SKELETON_LANGUAGES = new Set(['python']);
/** A folder of tests: `tests/`, `__tests__/` (not `test/` or `testing/`, where test frameworks keep their own code). */
const TESTS_FOLDER = /(?:^|\/)(?:tests|__tests__)\//;
/**
 * Whether indexing analyzes the file at `path` for its imports only: a test module, named as one
 * (`test_x.py`, `x_test.py`) or in a folder of tests, in a language with a skeleton. A test
 * framework's own code (Django's `django/test/`, SymPy's `sympy/testing/`), which the path alone
 * calls a test, keeps its definitions.
 */
function importsOnlyPath(path) {
    const language = (0,_languages_js__WEBPACK_IMPORTED_MODULE_1__/* .languageForPath */ .f3)(path);
    if (language === undefined || !SKELETON_LANGUAGES.has(language))
        return false;
    return (0,_repo_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .isTestName */ .cO)(path.slice(path.lastIndexOf('/') + 1)) || TESTS_FOLDER.test(path);
}
/**
 * The skeleton of `text` in `language`, or undefined when the language has none. It has as many
 * lines as `text`: each line of an import statement as written less its indentation (the statement
 * is then at the top level, whatever block held it), every other line empty.
 */
function importSkeleton(text, language) {
    if (language !== 'python')
        return undefined;
    return pythonSkeleton(text);
}
/**
 * `import a.b as c` or `from .x import (y, z)` at the start of a line, after its indentation (`from`
 * starts no other statement; its `import` may be on a continuation line).
 */
const PYTHON_IMPORT = /^(?:import|from)(?:[ \t]+[A-Za-z_.\\]|[ \t]*\\)/;
function pythonSkeleton(text) {
    const lines = text.split('\n');
    const out = new Array(lines.length).fill('');
    // Inside a triple-quoted string (a docstring showing an import is not one): its delimiter.
    let quote;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (quote === undefined) {
            const body = line.trimStart();
            if (PYTHON_IMPORT.test(body))
                i = keepStatement(lines, i, body, out);
        }
        quote = afterTripleQuotes(lines[i], quote);
    }
    return out.join('\n');
}
/**
 * Keeps the statement starting on line `at` (its text less the indentation is `first`) and the
 * lines it continues on: while a parenthesis is open, or after a line ending in a backslash. Gives
 * the statement's last line.
 */
function keepStatement(lines, at, first, out) {
    out[at] = first;
    let depth = parenDepth(first, 0);
    let i = at;
    while (i + 1 < lines.length && (depth > 0 || endsWithBackslash(lines[i]))) {
        i++;
        out[i] = lines[i];
        depth = parenDepth(lines[i], depth);
    }
    return i;
}
/** The parenthesis depth after `line`, from `depth` before it; a comment ends the line. */
function parenDepth(line, depth) {
    for (let k = 0; k < line.length; k++) {
        const c = line.charCodeAt(k);
        if (c === 35 /* # */)
            break;
        if (c === 40 /* ( */)
            depth++;
        else if (c === 41 /* ) */ && depth > 0)
            depth--;
    }
    return depth;
}
function endsWithBackslash(line) {
    return /\\\r?$/.test(line);
}
/**
 * Whether a triple-quoted string is open after `line`, given the one open before it (its
 * delimiter). Strings in one pair of quotes are skipped whole (`'x <> """'` opens nothing), a
 * comment ends the line, a backslash escapes the character after it.
 */
function afterTripleQuotes(line, open) {
    if (open === undefined ? !line.includes('"""') && !line.includes("'''") : !line.includes(open))
        return open;
    let k = 0;
    while (k < line.length) {
        const c = line.charCodeAt(k);
        if (c === 92 /* \\ */) {
            k += 2;
        }
        else if (open !== undefined) {
            if (line.startsWith(open, k)) {
                open = undefined;
                k += 3;
            }
            else
                k++;
        }
        else if (c === 35 /* # */) {
            break;
        }
        else if (c === 34 /* " */ || c === 39 /* ' */) {
            const quote = line[k];
            if (line.startsWith(quote.repeat(3), k)) {
                open = quote.repeat(3);
                k += 3;
            }
            else
                k = endOfString(line, k + 1, c);
        }
        else
            k++;
    }
    return open;
}
/** Where a one-line string whose text starts at `k` ends (past its closing quote, or the line's end). */
function endOfString(line, k, quote) {
    while (k < line.length) {
        const c = line.charCodeAt(k);
        if (c === 92 /* \\ */)
            k += 2;
        else if (c === quote)
            return k + 1;
        else
            k++;
    }
    return k;
}


/***/ }),

/***/ 3851:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  QC: () => (/* binding */ ImportResolver),
  T5: () => (/* binding */ isResolverConfig),
  kY: () => (/* binding */ namespaceKeyOf)
});

// UNUSED EXPORTS: NAMESPACE_KEY, parseLooseJson

// EXTERNAL MODULE: ./src/code/languages.ts
var languages = __nccwpck_require__(3330);
;// CONCATENATED MODULE: ./src/code/namespaces.ts
/**
 * The namespace a top-level definition is in: the innermost namespace block around it, else the last
 * namespace statement before it (C# `namespace A;`, PHP `namespace A;`, which end on their own line),
 * else the global namespace ('').
 */
function namespaceAt(namespaces, def) {
    let enclosing;
    let statement;
    for (const ns of namespaces) {
        if (ns.startLine > def.startLine)
            continue;
        if (ns.endLine >= def.endLine) {
            if (!enclosing || ns.startLine >= enclosing.startLine)
                enclosing = ns;
        }
        else if (ns.endLine === ns.startLine && (!statement || ns.startLine >= statement.startLine)) {
            statement = ns;
        }
    }
    return (enclosing ?? statement)?.qualifiedName ?? '';
}
function add(map, key, path) {
    const list = map.get(key);
    if (!list)
        map.set(key, [path]);
    else if (list[list.length - 1] !== path)
        list.push(path);
}
class NamespaceIndex {
    /** `language:namespace` -> files declaring it. */
    declaring = new Map();
    /** `language:namespace.name` -> files defining that top-level name in that namespace. */
    defining = new Map();
    constructor(files, read) {
        for (const { path, language } of files) {
            const defs = read(path) ?? [];
            const namespaces = defs.filter((d) => d.kind === 'module');
            for (const ns of namespaces)
                add(this.declaring, `${language}:${ns.qualifiedName}`, path);
            for (const def of defs) {
                if (def.kind === 'module' || def.parent !== undefined)
                    continue;
                const ns = namespaceAt(namespaces, def);
                add(this.defining, `${language}:${ns ? `${ns}.` : ''}${def.name}`, path);
            }
        }
    }
    /** Files declaring the namespace (dotted). */
    declaringFiles(language, namespace) {
        return this.declaring.get(`${language}:${namespace}`) ?? [];
    }
    /** Files defining the top-level `name` (dotted, with its namespace: `Acme.Billing.Invoice`). */
    definingFiles(language, qualified) {
        return this.defining.get(`${language}:${qualified}`) ?? [];
    }
}
function joinDir(dir, sub) {
    const parts = [...dir.split('/'), ...sub.split('/')].filter((p) => p !== '' && p !== '.');
    return parts.join('/');
}
/** The PSR-4 and PSR-0 roots of a composer.json (`autoload` and `autoload-dev`) in folder `dir`. */
function composerAutoload(text, dir) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return [];
    }
    const roots = [];
    for (const section of ['autoload', 'autoload-dev']) {
        const autoload = json?.[section];
        if (typeof autoload !== 'object' || autoload === null)
            continue;
        for (const [standard, psr0] of [['psr-4', false], ['psr-0', true]]) {
            const map = autoload[standard];
            if (typeof map !== 'object' || map === null)
                continue;
            for (const [prefix, value] of Object.entries(map)) {
                const dirs = (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string');
                if (dirs.length)
                    roots.push({ prefix, dirs: dirs.map((d) => joinDir(dir, d)), psr0 });
            }
        }
    }
    return roots;
}
/** The files a fully qualified PHP class (`Acme\Billing\Invoice`) would be in under the roots, in their order. */
function autoloadPaths(roots, qualified) {
    const out = [];
    for (const root of roots) {
        if (!qualified.startsWith(root.prefix))
            continue;
        const rest = root.psr0 ? qualified : qualified.slice(root.prefix.length);
        if (!rest)
            continue;
        for (const dir of root.dirs)
            out.push(`${joinDir(dir, rest.replace(/\\/g, '/'))}.php`);
    }
    return out;
}

// EXTERNAL MODULE: ./src/code/path-lookups.ts
var path_lookups = __nccwpck_require__(448);
;// CONCATENATED MODULE: ./src/code/imports.ts



const JS_EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.mts', '.cts'];
const JS_EMITTED = /\.(?:js|jsx|mjs|cjs)$/;
function join(...parts) {
    const out = [];
    for (const part of parts.join('/').split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..') {
            if (out.length === 0)
                return '\0outside';
            out.pop();
        }
        else
            out.push(part);
    }
    return out.join('/');
}
/** JSON with comments and trailing commas, as tsconfig files are written. */
function parseLooseJson(text) {
    let out = '';
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (inString) {
            out += c;
            if (c === '\\')
                out += text[++i] ?? '';
            else if (c === '"')
                inString = false;
        }
        else if (c === '"') {
            inString = true;
            out += c;
        }
        else if (c === '/' && text[i + 1] === '/') {
            while (i < text.length && text[i] !== '\n')
                i++;
            out += '\n';
        }
        else if (c === '/' && text[i + 1] === '*') {
            i += 2;
            while (i < text.length && !(text[i] === '*' && text[i + 1] === '/'))
                i++;
            i++;
        }
        else
            out += c;
    }
    return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'));
}
/** Files whose content changes how imports resolve: any change to one of them re-resolves everything. */
function isResolverConfig(path) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    return name === 'tsconfig.json' || name === 'jsconfig.json' || name === 'go.mod' || name === 'package.json' || name === 'composer.json';
}
/**
 * The lookup key of resolutions through the namespaces and names C# and PHP files declare: they
 * depend on those files' content, so any C# or PHP file that changes, appears or disappears can
 * change them (see `namespaceKeyOf`). A slash: no path's lookup key has one (path-lookups.ts).
 */
const NAMESPACE_KEY = '/namespaces';
/** `NAMESPACE_KEY` for a C# or PHP file (whose declarations C# and PHP imports resolve through), else undefined. */
function namespaceKeyOf(path) {
    const language = (0,languages/* languageForPath */.f3)(path);
    return language === 'csharp' || language === 'php' ? NAMESPACE_KEY : undefined;
}
class ImportResolver {
    definitionsOf;
    lookups;
    tsconfigs = [];
    goModules = [];
    /** Workspace package name -> its folder. */
    packages = new Map();
    /** Folder -> the `main` its package.json names (how `require` of the folder resolves). */
    mains = new Map();
    /** Composer autoload roots of every composer.json. */
    autoload = [];
    /** C# and PHP files, whose definitions say which namespaces and names they declare. */
    namespaced = [];
    namespaceIndex;
    /**
     * `definitionsOf` gives a file's definitions: C# and PHP imports are resolved through the
     * namespaces and names the files declare (read on the first such import).
     */
    constructor(paths, readConfig, definitionsOf = () => undefined) {
        this.definitionsOf = definitionsOf;
        this.lookups = new path_lookups/* PathLookups */.zV(paths);
        for (const path of paths) {
            if (namespaceKeyOf(path))
                this.namespaced.push({ path, language: (0,languages/* languageForPath */.f3)(path) });
            if (!isResolverConfig(path))
                continue;
            const name = path.slice(path.lastIndexOf('/') + 1);
            if (name === 'tsconfig.json' || name === 'jsconfig.json')
                this.readTsConfig(path, readConfig);
            if (name === 'composer.json')
                this.autoload.push(...composerAutoload(readConfig(path) ?? '', (0,path_lookups/* dirOf */.Rw)(path)));
            if (name === 'go.mod') {
                const module = /^module\s+(\S+)/m.exec(readConfig(path) ?? '')?.[1];
                if (module)
                    this.goModules.push({ dir: (0,path_lookups/* dirOf */.Rw)(path), module });
            }
            if (name === 'package.json') {
                try {
                    const pkg = JSON.parse(readConfig(path) ?? '{}');
                    if (typeof pkg.name === 'string')
                        this.packages.set(pkg.name, (0,path_lookups/* dirOf */.Rw)(path));
                    if (typeof pkg.main === 'string' && pkg.main)
                        this.mains.set((0,path_lookups/* dirOf */.Rw)(path), pkg.main);
                }
                catch {
                    // An unreadable package.json names no package.
                }
            }
        }
        // Deeper configs first: the nearest one applies.
        this.tsconfigs.sort((a, b) => b.dir.length - a.dir.length);
        this.goModules.sort((a, b) => b.module.length - a.module.length);
        this.autoload.sort((a, b) => b.prefix.length - a.prefix.length);
    }
    /** Lookups made by all resolutions so far (each a single map lookup). */
    get lookupCount() {
        return this.lookups.lookups;
    }
    readTsConfig(path, readConfig) {
        try {
            const json = parseLooseJson(readConfig(path) ?? '{}');
            const options = json.compilerOptions ?? {};
            const paths = Object.entries(options.paths ?? {}).filter(([, v]) => Array.isArray(v));
            if (options.baseUrl === undefined && paths.length === 0)
                return;
            this.tsconfigs.push({ dir: (0,path_lookups/* dirOf */.Rw)(path), ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}), paths });
        }
        catch {
            // A malformed tsconfig adds no paths.
        }
    }
    /**
     * Resolves one import of `from`. `sink`, when given, receives the key of every lookup made (see
     * `lookupKey`): the resolution can change only when a path with one of those keys (see
     * `keysOfPath`) appears or disappears, or a config file changes (`isResolverConfig`).
     */
    resolve(from, language, raw, sink) {
        this.lookups.sink = sink;
        let targets;
        try {
            targets = this.targets(from, language, raw);
        }
        finally {
            this.lookups.sink = undefined;
        }
        const unique = [...new Set(targets)].filter((t) => t !== from).sort();
        return { source: raw.source, line: raw.line, names: raw.names, targets: unique, external: unique.length === 0 };
    }
    targets(from, language, raw) {
        switch (language) {
            case 'python':
                return this.python(from, raw);
            case 'typescript':
            case 'tsx':
            case 'javascript':
                return this.javascript(from, raw.source);
            case 'go':
                return this.go(raw.source);
            case 'rust':
                return this.rust(from, raw);
            case 'java':
                return this.java(raw.source);
            case 'ruby':
                return this.ruby(from, raw.source);
            case 'cpp':
                return raw.kind === 'system' ? [] : this.include(from, raw.source);
            case 'csharp':
                return this.csharp(raw.source);
            case 'php':
                return raw.kind === 'file' ? this.phpFile(from, raw.source) : this.php(raw);
        }
    }
    // ---- Python ----
    /** Files for a dotted module, preferring the one nearest to `from` when several match by suffix. */
    pythonModule(dotted, from) {
        const path = dotted.replace(/\./g, '/');
        const exact = this.lookups.pythonModule(path);
        if (exact)
            return [...exact];
        // src layouts and nested roots: a module path matching at a folder boundary.
        const found = [...this.lookups.pythonModulesEndingWith(path)];
        if (found.length <= 1)
            return found;
        const fromTop = from.split('/')[0];
        const near = found.filter((f) => f.split('/')[0] === fromTop);
        return near.length ? near : found;
    }
    python(from, raw) {
        const source = raw.source;
        const dots = /^\.*/.exec(source)[0].length;
        const rest = source.slice(dots);
        if (dots > 0) {
            let base = (0,path_lookups/* dirOf */.Rw)(from);
            for (let i = 1; i < dots; i++)
                base = (0,path_lookups/* dirOf */.Rw)(base);
            const modulePath = rest ? join(base, rest.replace(/\./g, '/')) : base;
            const module = [...(this.lookups.pythonModule(modulePath) ?? [])];
            if (raw.names.length === 0)
                return module;
            // Each name looked up once: the submodules it names, if any.
            const found = raw.names.map((n) => this.lookups.pythonModule(join(modulePath, n)));
            const subs = found.flatMap((files) => files ?? []);
            const someAreNames = raw.names.some((n, i) => n === '*' || !found[i]);
            return someAreNames ? [...subs, ...module] : subs;
        }
        const module = this.pythonModule(rest, from);
        if (raw.names.length === 0)
            return module;
        // `from a.b import c`: c is a submodule when a file says so, else a name inside a.b.
        const found = raw.names.map((n) => (n === '*' ? [] : this.pythonModule(`${rest}.${n}`, from)));
        const subs = found.flat();
        const someAreNames = raw.names.some((n, i) => n === '*' || found[i].length === 0);
        return someAreNames ? [...subs, ...module] : subs;
    }
    // ---- TypeScript / JavaScript ----
    /**
     * jsFile answers by path: files of a folder import the same neighbours again and again. An answer
     * remembers the keys of the lookups it took, reported again each time it is given.
     */
    jsFiles = new Map();
    jsFile(path) {
        let answer = this.jsFiles.get(path);
        if (!answer) {
            const keys = [];
            const outer = this.lookups.sink;
            this.lookups.sink = (key) => {
                if (!keys.includes(key))
                    keys.push(key);
            };
            try {
                answer = { found: this.findJsFile(path), keys };
            }
            finally {
                this.lookups.sink = outer;
            }
            this.jsFiles.set(path, answer);
        }
        for (const key of answer.keys)
            this.lookups.note(key);
        return answer.found;
    }
    /**
     * As Node resolves a path: the file itself, with an extension or emitted `.js` swapped for its
     * source, else the path as a folder (`''` is the repository's top folder).
     */
    findJsFile(path) {
        if (path.startsWith('\0'))
            return undefined;
        return (path ? this.jsAsFile(path) : undefined) ?? this.jsAsFolder(path);
    }
    jsAsFile(path) {
        if (this.lookups.has(path))
            return path;
        const stem = JS_EMITTED.test(path) ? path.replace(JS_EMITTED, '') : undefined;
        for (const base of stem !== undefined ? [stem, path] : [path]) {
            for (const ext of JS_EXTENSIONS)
                if (this.lookups.has(base + ext))
                    return base + ext;
        }
        return undefined;
    }
    /**
     * A folder: the `main` of its package.json (a file, or a folder's index), else its index file. A
     * change to any package.json re-resolves everything (`isResolverConfig`), so the main is read from
     * the map made at construction without a lookup.
     */
    jsAsFolder(dir) {
        const main = this.mains.get(dir);
        if (main !== undefined) {
            const target = join(dir, main);
            if (target && target !== dir && !target.startsWith('\0')) {
                const hit = this.jsAsFile(target) ?? this.jsIndex(target);
                if (hit)
                    return hit;
            }
        }
        return this.jsIndex(dir);
    }
    jsIndex(dir) {
        const prefix = dir ? `${dir}/` : '';
        for (const ext of JS_EXTENSIONS)
            if (this.lookups.has(`${prefix}index${ext}`))
                return `${prefix}index${ext}`;
        return undefined;
    }
    javascript(from, source) {
        if (source.startsWith('.') || source.startsWith('/')) {
            const hit = this.jsFile(source.startsWith('/') ? join(source) : join((0,path_lookups/* dirOf */.Rw)(from), source));
            return hit ? [hit] : [];
        }
        for (const config of this.tsconfigs) {
            if (config.dir && !from.startsWith(`${config.dir}/`))
                continue;
            const base = join(config.dir, config.baseUrl ?? '.');
            for (const [pattern, replacements] of config.paths) {
                const star = pattern.indexOf('*');
                const matched = star === -1
                    ? source === pattern
                        ? ''
                        : undefined
                    : source.startsWith(pattern.slice(0, star)) && source.endsWith(pattern.slice(star + 1)) && source.length >= pattern.length - 1
                        ? source.slice(star, source.length - (pattern.length - star - 1))
                        : undefined;
                if (matched === undefined)
                    continue;
                for (const replacement of replacements) {
                    const hit = this.jsFile(join(base, replacement.replace('*', matched)));
                    if (hit)
                        return [hit];
                }
            }
            if (config.baseUrl !== undefined) {
                const hit = this.jsFile(join(base, source));
                if (hit)
                    return [hit];
            }
        }
        // Workspace packages: `pkg` or `pkg/sub`.
        const parts = source.split('/');
        const name = source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
        this.lookups.note(name);
        const dir = this.packages.get(name);
        if (dir !== undefined) {
            const sub = source.slice(name.length).replace(/^\//, '');
            for (const candidate of sub ? [join(dir, sub), join(dir, 'src', sub)] : [join(dir, 'src', 'index'), join(dir, 'index'), join(dir, 'src')]) {
                const hit = this.jsFile(candidate);
                if (hit)
                    return [hit];
            }
        }
        return [];
    }
    // ---- Go ----
    go(source) {
        for (const { dir, module } of this.goModules) {
            if (source !== module && !source.startsWith(`${module}/`))
                continue;
            const folder = join(dir, source.slice(module.length));
            return this.lookups.inDir(folder).filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'));
        }
        return [];
    }
    // ---- Rust ----
    rustModuleFile(dir, name) {
        for (const candidate of [join(dir, `${name}.rs`), join(dir, name, 'mod.rs')])
            if (this.lookups.has(candidate))
                return candidate;
        return undefined;
    }
    /** The folder holding the child modules of the module file `file`. */
    rustChildDir(file) {
        const name = file.slice(file.lastIndexOf('/') + 1);
        if (name === 'mod.rs' || name === 'lib.rs' || name === 'main.rs')
            return (0,path_lookups/* dirOf */.Rw)(file);
        return join((0,path_lookups/* dirOf */.Rw)(file), name.replace(/\.rs$/, ''));
    }
    /** The folder holding `file`'s parent module's children. */
    rustParentDir(file) {
        const name = file.slice(file.lastIndexOf('/') + 1);
        return name === 'mod.rs' || name === 'lib.rs' || name === 'main.rs' ? (0,path_lookups/* dirOf */.Rw)((0,path_lookups/* dirOf */.Rw)(file)) : (0,path_lookups/* dirOf */.Rw)(file);
    }
    /** The module file whose children live in `dir`. */
    rustModuleFileForDir(dir) {
        const base = dir.slice(dir.lastIndexOf('/') + 1);
        for (const candidate of [join(dir, 'mod.rs'), join(dir, 'lib.rs'), join(dir, 'main.rs'), join((0,path_lookups/* dirOf */.Rw)(dir), `${base}.rs`)]) {
            if (this.lookups.has(candidate))
                return candidate;
        }
        return undefined;
    }
    rustCrateRoot(from) {
        for (let dir = (0,path_lookups/* dirOf */.Rw)(from);; dir = (0,path_lookups/* dirOf */.Rw)(dir)) {
            for (const root of ['lib.rs', 'main.rs'])
                if (this.lookups.has(join(dir, root)))
                    return join(dir, root);
            if (dir === '')
                return undefined;
        }
    }
    rust(from, raw) {
        if (raw.kind === 'mod') {
            const hit = this.rustModuleFile(this.rustChildDir(from), raw.source);
            return hit ? [hit] : [];
        }
        const segments = raw.source.split('::').filter(Boolean);
        let file;
        if (segments[0] === 'crate')
            file = this.rustCrateRoot(from);
        else if (segments[0] === 'self')
            file = from;
        else if (segments[0] === 'super')
            file = this.rustModuleFileForDir(this.rustParentDir(from));
        else
            return [];
        if (!file)
            return [];
        // Walk down module by module; the last segments may be items inside the last module found.
        for (const segment of [...segments.slice(1), ...raw.names]) {
            const next = this.rustModuleFile(this.rustChildDir(file), segment);
            if (!next)
                break;
            file = next;
        }
        return file === from ? [] : [file];
    }
    // ---- Java ----
    java(source) {
        const path = source.replace(/\./g, '/');
        const asClass = this.lookups.filesEndingWith(`${path}.java`);
        if (asClass.length)
            return [...asClass];
        // `import a.b.Outer.Inner` or a static member: try the enclosing class.
        const parent = path.slice(0, path.lastIndexOf('/'));
        const asOuter = this.lookups.filesEndingWith(`${parent}.java`);
        if (asOuter.length)
            return [...asOuter];
        // A package (wildcard import): every Java file in the first folder that ends with its path.
        const dir = this.lookups.dirEndingWith(path);
        return dir === undefined ? [] : this.lookups.inDir(dir).filter((f) => f.endsWith('.java'));
    }
    // ---- Ruby ----
    ruby(from, source) {
        const withExt = source.endsWith('.rb') ? source : `${source}.rb`;
        const relative = join((0,path_lookups/* dirOf */.Rw)(from), withExt);
        if (this.lookups.has(relative))
            return [relative];
        for (const root of ['lib', '']) {
            const candidate = join(root, withExt);
            if (this.lookups.has(candidate))
                return [candidate];
        }
        const found = this.lookups.filesEndingWith(withExt).filter((f) => f !== withExt);
        return found.length === 1 ? found : [];
    }
    // ---- C / C++ ----
    include(from, source) {
        const relative = join((0,path_lookups/* dirOf */.Rw)(from), source);
        if (this.lookups.has(relative))
            return [relative];
        const found = [...this.lookups.filesEndingWith(source)];
        if (found.length <= 1)
            return found;
        // Several headers share the path suffix: keep the ones nearest to the including file.
        const fromTop = from.split('/')[0];
        const near = found.filter((f) => f.split('/')[0] === fromTop);
        return near.length ? near : found;
    }
    // ---- C# and PHP ----
    namespaces() {
        this.lookups.note(NAMESPACE_KEY);
        this.namespaceIndex ??= new NamespaceIndex(this.namespaced, this.definitionsOf);
        return this.namespaceIndex;
    }
    /** `using A.B;`: the files declaring namespace A.B; `using static A.B.T;` / `using X = A.B.T;`: T's files. */
    csharp(source) {
        const index = this.namespaces();
        const declaring = index.declaringFiles('csharp', source);
        return declaring.length ? [...declaring] : [...index.definingFiles('csharp', source)];
    }
    /**
     * `use A\B\C;` (or `use A\B\{C, D}`): each class's autoload path when the file exists, else the
     * files defining the name in its namespace, else the files declaring it as a namespace.
     */
    php(raw) {
        const names = raw.names.length ? raw.names.map((n) => `${raw.source}\\${n}`) : [raw.source];
        return names.flatMap((name) => {
            const autoloaded = autoloadPaths(this.autoload, name).filter((p) => this.lookups.has(p));
            if (autoloaded.length)
                return autoloaded.slice(0, 1);
            const index = this.namespaces();
            const dotted = name.split('\\').filter(Boolean).join('.');
            const defining = index.definingFiles('php', dotted);
            return defining.length ? [...defining] : [...index.declaringFiles('php', dotted)];
        });
    }
    /** `require`/`include`: `./`, `../` from the file's folder; else its folder, the root, or a unique file by path suffix. */
    phpFile(from, source) {
        const fromDir = join((0,path_lookups/* dirOf */.Rw)(from), source);
        if (this.lookups.has(fromDir))
            return [fromDir];
        if (/^\.\.?\//.test(source))
            return [];
        const fromRoot = join(source);
        if (this.lookups.has(fromRoot))
            return [fromRoot];
        if (!fromRoot || fromRoot.startsWith('\0'))
            return [];
        const found = this.lookups.filesEndingWith(fromRoot).filter((f) => f !== fromRoot);
        return found.length === 1 ? found : [];
    }
}


/***/ }),

/***/ 3330:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cn: () => (/* binding */ discardParser),
/* harmony export */   PJ: () => (/* binding */ parseSource),
/* harmony export */   SQ: () => (/* binding */ getParser),
/* harmony export */   f3: () => (/* binding */ languageForPath),
/* harmony export */   rI: () => (/* binding */ loadLanguage),
/* harmony export */   uD: () => (/* binding */ LANGUAGE_IDS)
/* harmony export */ });
/* unused harmony exports LANGUAGE_SPECS, CORE_WASM, WASM_FILES, locateWasm, runtimeTrapped */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
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
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(__sweepModuleUrl));
    const bundled = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, 'wasm', file);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(bundled))
        return bundled;
    const require = (0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(__sweepModuleUrl);
    const resolved = file === CORE_WASM
        ? require.resolve('web-tree-sitter/web-tree-sitter.wasm')
        : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(require.resolve('@vscode/tree-sitter-wasm/package.json')), 'wasm', file);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(resolved))
        throw new Error(`Cannot find ${file}: looked in ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, 'wasm')} and ${resolved}`);
    return resolved;
}
let initPromise;
const languagePromises = new Map();
const parsers = new Map();
/** web-tree-sitter, loaded with the first parse (a warm start that parses nothing never loads it). */
let runtime;
function initTreeSitter() {
    runtime ??= __nccwpck_require__.e(/* import() */ 33).then(__nccwpck_require__.bind(__nccwpck_require__, 33));
    initPromise ??= runtime.then(({ Parser }) => Parser.init({ locateFile: () => locateWasm(CORE_WASM) }));
    return initPromise.then(() => runtime);
}
/** The tree-sitter Language for `id`, loaded on first use and then shared. */
function loadLanguage(id) {
    let promise = languagePromises.get(id);
    if (!promise) {
        promise = initTreeSitter().then(async ({ Language }) => {
            const file = locateWasm(LANGUAGE_SPECS[id].grammar);
            try {
                return await Language.load(file);
            }
            catch (error) {
                throw new Error(`Cannot load the ${id} grammar from ${file}: ${error instanceof Error ? error.message : String(error)}`);
            }
        });
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
    const [{ Parser }, language] = await Promise.all([initTreeSitter(), loadLanguage(id)]);
    const again = parsers.get(id);
    if (again)
        return again;
    const parser = new Parser();
    parser.setLanguage(language);
    parsers.set(id, parser);
    return parser;
}
/** Set once a parse or query trapped in WebAssembly: this runtime's memory can no longer be trusted. */
let trapped = false;
/**
 * Forgets `id`'s parser after an analysis with it failed with `error` (the next parse gets a new
 * one), and remembers a WebAssembly trap, after which a thread with a fresh runtime should take over.
 */
function discardParser(id, error) {
    const parser = parsers.get(id);
    parsers.delete(id);
    try {
        parser?.delete();
    }
    catch {
        // A parser the failure left in a broken state is dropped all the same.
    }
    if (isTrap(error))
        trapped = true;
}
/** WebAssembly's error for a trap (the compiler's libraries here do not declare WebAssembly). */
const WASM_RUNTIME_ERROR = globalThis.WebAssembly?.RuntimeError;
/** Whether `error` is a WebAssembly trap (out-of-bounds memory, `unreachable`, ...). */
function isTrap(error) {
    return WASM_RUNTIME_ERROR !== undefined && error instanceof WASM_RUNTIME_ERROR;
}
/** Whether a parse or query in this thread trapped in WebAssembly (see `discardParser`). */
function runtimeTrapped() {
    return trapped;
}
/** Parses `text` as `id`. The caller owns the tree and should `delete()` it when done. */
async function parseSource(id, text) {
    const parser = await getParser(id);
    const tree = parser.parse(text);
    if (!tree)
        throw new Error(`tree-sitter returned no tree for a ${id} source of ${text.length} characters`);
    return tree;
}


/***/ }),

/***/ 448:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Rw: () => (/* binding */ dirOf),
/* harmony export */   X2: () => (/* binding */ keysOfPath),
/* harmony export */   zV: () => (/* binding */ PathLookups)
/* harmony export */ });
/* unused harmony export lookupKey */
/**
 * The repository's paths as the import resolver looks them up, each index built once: the files, the
 * files of each folder, Python modules, and every path, module and folder by each of its suffixes at
 * a folder boundary (files' suffixes per file name, when a name is first looked up). Every question
 * is one or two map lookups, whatever the number of files or folders, and
 * is counted and reported as a lookup key (see `lookupKey`), so that a caller can tell which changed
 * paths could change a resolution.
 */
/** File stems that stand for their folder (`pkg/__init__.py` is module `pkg`, `util/index.ts` is `util`). */
const FOLDER_STEMS = new Set(['__init__', 'index', 'mod', 'lib', 'main']);
function dirOf(path) {
    const slash = path.lastIndexOf('/');
    return slash === -1 ? '' : path.slice(0, slash);
}
function lastSegment(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
function stemOf(name) {
    const dot = name.indexOf('.', 1);
    return dot === -1 ? name : name.slice(0, dot);
}
/**
 * The coarse key of a path, module path or folder: its last segment without extensions, or its
 * folder's last segment for a file standing for its folder. Lookups of `src/util.ts`, `src/util`,
 * `src/util/index.ts`, module `a/util` and folder `x/util` all have the key `util`.
 */
function lookupKey(path) {
    const stem = stemOf(lastSegment(path));
    if (FOLDER_STEMS.has(stem)) {
        const dir = dirOf(path);
        if (dir)
            return stemOf(lastSegment(dir));
    }
    return stem;
}
/** The keys under which a file's presence or absence can be seen by a lookup. */
function keysOfPath(path) {
    const own = lookupKey(path);
    const dir = dirOf(path);
    const folder = dir ? lookupKey(dir) : '';
    return own === folder ? [own] : [own, folder];
}
/** Every suffix of `path` that starts at a folder boundary, the whole path included. */
function suffixes(path) {
    const out = [path];
    for (let at = path.indexOf('/'); at !== -1; at = path.indexOf('/', at + 1))
        out.push(path.slice(at + 1));
    return out;
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}
const PYTHON = /\.pyi?$/;
class PathLookups {
    files;
    /** Files by the folder they are in, folders in order of their first file. */
    byDir = new Map();
    /** Python module path (`a/b/c`, no extension) -> files (`.py`, `.pyi` or `/__init__.py`). */
    pythonModules = new Map();
    /** A proper suffix of module paths -> those modules' files, modules in order. */
    pythonSuffixes = new Map();
    /** Files by their name (last segment), in path order (made on first use). */
    byName;
    /**
     * Per file name, any suffix of those files' paths -> the files ending with it, in path order (made
     * for a name when it is first looked up: a run resolving a few files' imports does not index every path).
     */
    fileSuffixes = new Map();
    /** Any suffix of a folder path -> the first folder (in `byDir` order) ending with it (made on first use). */
    dirSuffixes;
    /** Lookups made since construction. */
    count = 0;
    /** Where lookups are reported while one resolution runs. */
    sink;
    constructor(paths) {
        this.files = new Set(paths);
        this.paths = paths;
        for (const path of paths) {
            push(this.byDir, dirOf(path), path);
            if (PYTHON.test(path))
                push(this.pythonModules, path.replace(/\/__init__\.pyi?$/, '').replace(PYTHON, ''), path);
        }
        for (const [module, files] of this.pythonModules) {
            for (const suffix of suffixes(module).slice(1))
                for (const file of files)
                    push(this.pythonSuffixes, suffix, file);
        }
    }
    paths;
    /** Lookups made so far. */
    get lookups() {
        return this.count;
    }
    /** Records one lookup under `key`. */
    note(key) {
        this.count++;
        this.sink?.(key);
    }
    has(path) {
        this.note(lookupKey(path));
        return this.files.has(path);
    }
    /** The files directly in `dir`. */
    inDir(dir) {
        this.note(lookupKey(dir));
        return this.byDir.get(dir) ?? [];
    }
    /** The files of Python module `module` (`a/b`). */
    pythonModule(module) {
        this.note(lookupKey(module));
        return this.pythonModules.get(module);
    }
    /** The files of the modules whose path ends with `/${module}`, modules in order. */
    pythonModulesEndingWith(module) {
        this.note(lookupKey(module));
        return this.pythonSuffixes.get(module) ?? [];
    }
    /** The files equal to `suffix` or ending with `/${suffix}`, in path order. */
    filesEndingWith(suffix) {
        this.note(lookupKey(suffix));
        if (!this.byName) {
            this.byName = new Map();
            for (const path of this.paths)
                push(this.byName, lastSegment(path), path);
        }
        // A suffix at a folder boundary ends with the file's name.
        const name = lastSegment(suffix);
        let bySuffix = this.fileSuffixes.get(name);
        if (!bySuffix) {
            bySuffix = new Map();
            for (const path of this.byName.get(name) ?? [])
                for (const s of suffixes(path))
                    push(bySuffix, s, path);
            this.fileSuffixes.set(name, bySuffix);
        }
        return bySuffix.get(suffix) ?? [];
    }
    /** The first folder (in order of their first files) equal to `suffix` or ending with `/${suffix}`. */
    dirEndingWith(suffix) {
        this.note(lookupKey(suffix));
        if (!this.dirSuffixes) {
            this.dirSuffixes = new Map();
            for (const dir of this.byDir.keys())
                for (const s of suffixes(dir))
                    if (!this.dirSuffixes.has(s))
                        this.dirSuffixes.set(s, dir);
        }
        return this.dirSuffixes.get(suffix);
    }
}


/***/ }),

/***/ 1753:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   n: () => (/* binding */ TEST_TIMEOUT_MINUTES)
/* harmony export */ });
/* unused harmony exports defaultConfig, validateConfig, parseConfig */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8815);
/* harmony import */ var _repo_protected_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2711);
/* harmony import */ var _repo_programs_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4634);
/* harmony import */ var _repo_repo_files_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3076);
/* harmony import */ var _verify_sandbox_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3935);
/**
 * The repository's own settings: `.github/sweep.yaml` (or `sweep.yaml` at the root). Every key is
 * optional; unknown keys and wrong types are reported with the key's name and the expected form.
 * Nothing in an issue or comment can change these.
 */





/** Minutes one run of the test command may take by default. */
const TEST_TIMEOUT_MINUTES = 10;

function defaultConfig() {
    return { blockedDirs: [], exclude: [], rules: [], allowedBots: [], fetchLinks: true, testEnv: [] };
}
const MAX_TEXT = 4_000;
const MAX_LIST = 100;
function fail(file, key, expected, value) {
    const shown = JSON.stringify(value) ?? String(value);
    throw new Error(`${file}: '${key}' must be ${expected}, got ${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown}`);
}
function stringList(file, key, value) {
    const list = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(list) || list.length > MAX_LIST || !list.every((v) => typeof v === 'string' && v.trim() && v.length <= 500)) {
        fail(file, key, `a list of up to ${MAX_LIST} non-empty strings`, value);
    }
    return list.map((v) => v.trim());
}
function folder(file, key, value) {
    const clean = value.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');
    if (!clean || clean.startsWith('/') || clean.split('/').includes('..'))
        fail(file, key, 'folders relative to the repository root', value);
    return clean;
}
/** Validates parsed YAML into a SweepConfig. `file` names the file in messages. */
function validateConfig(raw, file = 'sweep.yaml') {
    if (raw === null || raw === undefined)
        return defaultConfig();
    if (typeof raw !== 'object' || Array.isArray(raw))
        fail(file, '(top level)', 'a mapping of settings', raw);
    const config = defaultConfig();
    const readers = {
        branch: (k, v) => {
            if (typeof v !== 'string' || !/^[\w./-]{1,200}$/.test(v) || v.includes('..'))
                fail(file, k, 'a branch name', v);
            config.branch = v;
        },
        blocked_dirs: (k, v) => {
            config.blockedDirs = stringList(file, k, v).map((d) => folder(file, k, d));
        },
        exclude: (k, v) => {
            config.exclude = stringList(file, k, v);
        },
        draft: (k, v) => {
            if (typeof v !== 'boolean')
                fail(file, k, 'true or false', v);
            config.draft = v;
        },
        description: (k, v) => {
            if (typeof v !== 'string' || v.length > MAX_TEXT)
                fail(file, k, `text of at most ${MAX_TEXT} characters`, v);
            config.description = v.trim();
        },
        rules: (k, v) => {
            config.rules = stringList(file, k, v);
        },
        max_ci_attempts: (k, v) => {
            if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 10)
                fail(file, k, 'a whole number from 0 to 10', v);
            config.maxCiAttempts = v;
        },
        allowed_bots: (k, v) => {
            config.allowedBots = stringList(file, k, v);
        },
        fetch_links: (k, v) => {
            if (typeof v !== 'boolean')
                fail(file, k, 'true or false', v);
            config.fetchLinks = v;
        },
        test_command: (k, v) => {
            if (typeof v !== 'string' || !v.trim() || v.length > MAX_TEXT)
                fail(file, k, `a shell command of at most ${MAX_TEXT} characters`, v);
            config.testCommand = v.trim();
        },
        test_timeout_minutes: (k, v) => {
            if (typeof v !== 'number' || !Number.isFinite(v) || v < 0.1 || v > 120)
                fail(file, k, 'a number of minutes from 0.1 to 120', v);
            config.testTimeoutMinutes = v;
        },
        test_env: (k, v) => {
            const names = stringList(file, k, v);
            for (const name of names) {
                if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
                    fail(file, k, 'a list of environment variable names', name);
                if ((0,_repo_programs_js__WEBPACK_IMPORTED_MODULE_2__/* .isForbiddenEnvName */ .Ew)(name))
                    fail(file, k, "names other than Sweep's and the runner's credentials (INPUT_*, ACTIONS_*, GITHUB_TOKEN, GH_TOKEN, GIT_*)", name);
            }
            config.testEnv = names;
        },
        test_isolation: (k, v) => {
            if (typeof v !== 'string' || !_verify_sandbox_js__WEBPACK_IMPORTED_MODULE_4__/* .ISOLATION_SETTINGS */ .fF.includes(v))
                fail(file, k, `one of ${_verify_sandbox_js__WEBPACK_IMPORTED_MODULE_4__/* .ISOLATION_SETTINGS */ .fF.join(', ')}`, v);
            config.testIsolation = v;
        },
    };
    for (const [key, value] of Object.entries(raw)) {
        const reader = readers[key];
        if (!reader)
            throw new Error(`${file}: unknown key '${key}'; known keys: ${Object.keys(readers).join(', ')}`);
        reader(key, value);
    }
    return config;
}
/** Parses YAML text into a SweepConfig. */
function parseConfig(text, file = 'sweep.yaml') {
    let raw;
    try {
        raw = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text, { maxAliasCount: 50 });
    }
    catch (error) {
        const first = error.message.split('\n')[0];
        const where = error instanceof yaml__WEBPACK_IMPORTED_MODULE_0__/* .YAMLParseError */ .XT && error.linePos && !/ at line \d+/.test(first) ? ` (line ${error.linePos[0].line})` : '';
        throw new Error(`${file} is not valid YAML: ${first.replace(/:$/, '')}${where}`);
    }
    return validateConfig(raw, file);
}
/**
 * Reads the repository's config file through the repository's file door (a config that is a link
 * leaving the repository is not read), or the defaults when there is none.
 */
function loadConfig(repoRoot) {
    const files = _repo_repo_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RepoFiles */ .op.open(repoRoot);
    for (const candidate of _repo_protected_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG_PATHS */ .iE) {
        const text = files.readText(candidate);
        if (text === undefined)
            continue;
        return { config: parseConfig(text, candidate), file: candidate };
    }
    return { config: defaultConfig() };
}


/***/ }),

/***/ 8005:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ detectIntent)
/* harmony export */ });
/**
 * What an issue asks for, by rules over its text (no LLM, well under a millisecond): fix a bug, write
 * tests, refactor, implement, explore usages, look up a definition, or answer a question. Each rule
 * that fires is kept as a signal so the choice can be explained.
 */
/**
 * A frame line's indent as `^\s+` read it, without running on through blank lines (tried at each of
 * many blank lines, that read all the rest of them: quadratic): spaces before the frame, or none after
 * a line of nothing but spaces (where `^\s+` started a line earlier).
 */
const INDENTED = String.raw `(?:[^\S\n\r\u2028\u2029]+|(?<=^[^\S\n\r\u2028\u2029]*[\n\r\u2028\u2029]))`;
const RULES = [
    { kind: 'BUG_FIX', name: 'error-word', pattern: /\b(?:bug|error|errors|exception|crash(?:es|ed)?|fail(?:s|ed|ing|ure)?|broken|regression|incorrect(?:ly)?|wrong|unexpected(?:ly)?|doesn'?t work|does not work|not working|raises?|throws?|segfault|panic(?:s|ked)?)\b/gi, weight: 1 },
    { kind: 'BUG_FIX', name: 'error-class', pattern: /\b[A-Z]\w*(?:Error|Exception)\b/g, weight: 2 },
    { kind: 'BUG_FIX', name: 'traceback', pattern: new RegExp(`Traceback \\(most recent call last\\)|^${INDENTED}at .+:\\d+:\\d+\\)?$|panicked at|^${INDENTED}File ".+", line \\d+`, 'gm'), weight: 4 },
    { kind: 'BUG_FIX', name: 'expected-vs-actual', pattern: /\b(?:expected (?:behaviou?r|result|output)|actual (?:behaviou?r|result|output)|observed behaviou?r|steps to reproduce|to reproduce)\b/gi, weight: 2 },
    { kind: 'BUG_FIX', name: 'fix-verb', pattern: /^(?:fix|fixes|fixed|bugfix|hotfix)\b|\bfix(?:es|ed)?:/gim, weight: 3 },
    { kind: 'TEST_WRITING', name: 'write-tests', pattern: /\b(?:add|write|create|missing|need|increase|improve)\s+(?:more\s+|some\s+|unit\s+|integration\s+|e2e\s+|regression\s+)?(?:tests?|specs?|test cases?|coverage)\b/gi, weight: 5 },
    { kind: 'TEST_WRITING', name: 'test-words', pattern: /\b(?:unit tests?|test coverage|test suite|test cases?|pytest|jest|mocha|junit|rspec|xunit|nunit|mstest|phpunit|assertions?)\b/gi, weight: 1 },
    { kind: 'TEST_WRITING', name: 'test-prefix', pattern: /^(?:test|tests|chore\(tests?\))[:(]/gim, weight: 4 },
    { kind: 'REFACTOR', name: 'refactor-verb', pattern: /\b(?:refactor(?:s|ed|ing)?|rename[sd]?|clean(?:s|ed)?[ -]?up|simplif(?:y|ies|ied)|extract(?:s|ed)? (?:a |the )?(?:method|function|class|module|helper)|reorgani[sz]e|restructure|deduplicate|move[sd]? .{1,40} (?:to|into) |split .{1,40} into|dead code|deprecat(?:e|ed|ion))\b/gi, weight: 3 },
    { kind: 'REFACTOR', name: 'refactor-prefix', pattern: /^(?:refactor|chore|style|perf)[:(]/gim, weight: 3 },
    { kind: 'IMPLEMENTATION', name: 'feature-verb', pattern: /\b(?:add(?:s|ed)?|implement(?:s|ed)?|support(?:s|ed)?|introduce[sd]?|allow(?:s|ed)?|enable[sd]?|provide[sd]?|new (?:option|flag|feature|command|endpoint|parameter|argument|method))\b/gi, weight: 1 },
    { kind: 'IMPLEMENTATION', name: 'feature-request', pattern: /\b(?:feature request|would be (?:nice|great|useful)|it would be|proposal|enhancement|is your feature request)\b/gi, weight: 3 },
    { kind: 'IMPLEMENTATION', name: 'feat-prefix', pattern: /^feat(?:ure)?[:(]/gim, weight: 4 },
    { kind: 'USAGE_EXPLORATION', name: 'how-to', pattern: /\b(?:how (?:do|can|should) (?:i|we|you)|how to|example of|examples? (?:for|of) using|usage of|where is .{1,60} (?:used|called)|who calls|what calls|callers of)\b/gi, weight: 4 },
    { kind: 'DEFINITION_LOOKUP', name: 'where-defined', pattern: /\b(?:where (?:is|are) .{1,60} (?:defined|declared|implemented)|definition of|defined in|signature of|what does .{1,60} (?:do|return)|what is the type of)\b/gi, weight: 5 },
    // A question mark ending a sentence (after a word, a bracket or a quote: not `a ? b : c`, not a URL's query).
    { kind: 'QUESTION', name: 'question-mark', pattern: /[\w)\]'"`]\?(?=\s|$)/g, weight: 1 },
    // An interrogative opening the text, in any case (`how does the router register middleware`) ...
    { kind: 'QUESTION', name: 'opener', pattern: /^[ \t]*(?:how|why|what|which|where|who|whose|is|are|does|did|can|could|should|would)\b(?!['\u2019]t)/gi, weight: 2 },
    // ... or, capitalized, a later line or sentence (a wrapped line going on in lower case is no
    // question). Not `Can't`, and not `When`/`Do`, which open statements and orders as often.
    {
        kind: 'QUESTION',
        name: 'interrogative',
        pattern: /(?:\n[ \t]*|[.?!][ \t]+)(?:How|Why|What|Which|Where|Who|Whose|Is|Are|Does|Did|Can|Could|Should|Would)\b(?!['\u2019]t)/g,
        weight: 2,
    },
];
/**
 * Questions of a narrower kind: when one of these fired, the question rules' score goes to it (a
 * usage or definition question stays one, the more sure for being asked).
 */
const NARROWER_QUESTIONS = ['USAGE_EXPLORATION', 'DEFINITION_LOOKUP'];
/** Below this total score the text says too little: the default wins with low confidence. */
const MIN_EVIDENCE = 2;
const DEFAULT_INTENT = 'IMPLEMENTATION';
function detectIntent(text) {
    const sample = text.length > 20_000 ? text.slice(0, 20_000) : text;
    const scores = new Map();
    const signals = [];
    for (const rule of RULES) {
        rule.pattern.lastIndex = 0;
        const hits = sample.match(rule.pattern)?.length ?? 0;
        if (hits === 0)
            continue;
        // Repetition counts, with diminishing returns.
        const score = rule.weight * (1 + Math.log2(hits));
        scores.set(rule.kind, (scores.get(rule.kind) ?? 0) + score);
        signals.push(`${rule.kind}:${rule.name}`);
    }
    const question = scores.get('QUESTION');
    if (question !== undefined) {
        let narrower;
        for (const kind of NARROWER_QUESTIONS)
            if ((scores.get(kind) ?? 0) > (narrower ? scores.get(narrower) : 0))
                narrower = kind;
        if (narrower) {
            scores.set(narrower, scores.get(narrower) + question);
            scores.delete('QUESTION');
        }
    }
    let best = DEFAULT_INTENT;
    let bestScore = 0;
    let total = 0;
    for (const [kind, score] of scores) {
        total += score;
        if (score > bestScore) {
            best = kind;
            bestScore = score;
        }
    }
    if (total < MIN_EVIDENCE) {
        return { kind: bestScore > 0 ? best : DEFAULT_INTENT, confidence: Math.round(100 * 0.3 * (total / MIN_EVIDENCE)) / 100, signals };
    }
    const share = bestScore / total;
    const strength = Math.min(1, total / 8);
    return { kind: best, confidence: Math.round(100 * share * (0.5 + 0.5 * strength)) / 100, signals };
}


/***/ }),

/***/ 7690:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   MU: () => (/* binding */ parseFrames),
/* harmony export */   vP: () => (/* binding */ PathSuffixIndex)
/* harmony export */ });
/* unused harmony export MAX_FRAMES */
/**
 * Stack frames and file:line references in pasted text (Python, Node/V8, browsers, Java/Kotlin, Go,
 * Rust, .NET, PHP, compilers and linters), and their mapping onto repository files.
 */
/** At most this many frames are kept from one text; later frames repeat or are noise. */
const MAX_FRAMES = 200;
/*
 * Every pattern reads a line's leading whitespace with [^\S\n\r\u2028\u2029] (not \s, which runs on
 * through blank lines: tried at each of many blank lines it read all the rest of them, quadratic), and
 * takes a function name that ends at the first place the rest can follow (a lookahead, which keeps
 * what it matched: `(.+?) \(` gave the name back at each later ` (` of a long line, quadratic).
 */
const PYTHON = /File "([^"\n]+)", line (\d+)(?:, in ([^\s\n]+))?/g;
const V8_WITH_FUNCTION = /^[^\S\n\r\u2028\u2029]*at (?:async )?(?=(.+?) \()\1 \((.+?):(\d+):(\d+)\)\s*$/gm;
const V8_BARE = /^[^\S\n\r\u2028\u2029]*at (?:async )?((?:[A-Za-z]:)?[^\s():]+):(\d+):(\d+)\s*$/gm;
const BROWSER = /^[^\S\n\r\u2028\u2029]*([^\s@]*)@(.+?):(\d+):(\d+)\s*$/gm;
const JAVA = /^[^\S\n\r\u2028\u2029]*at ([\w$.<>]+)\(([\w$-]+\.(?:java|kt|scala|groovy)):(\d+)\)/gm;
const GO_FRAME = /^(\S+)\([^()\n]*\)\n\t(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?$/gm;
const RUST_PANIC = /panicked at (?:'[^'\n]*', )?([^\s:'"]+\.rs):(\d+):(\d+)/g;
const RUST_BACKTRACE = /^[^\S\n\r\u2028\u2029]*\d+: ([\w:<>$.{}]+)\n\s+at (\S+\.rs):(\d+):(\d+)/gm;
/** `at Ns.Type.Method(Args) in C:\src\File.cs:line 12` (.NET), `at Ns.Type.Method () [0x0001] in /src/File.cs:12` (Mono). */
const DOTNET = /^[^\S\n\r\u2028\u2029]*at (?=(.+?) ?\([^()\n]*\)(?: \[0x[0-9a-f]+\])? in )\1 ?\([^()\n]*\)(?: \[0x[0-9a-f]+\])? in (.+?\.(?:cs|fs|vb)):(?:line )?(\d+)\s*$/gm;
/**
 * `#0 /app/src/Invoice.php(42): Acme\Invoice->total()`; the function is the rest of the line up to its
 * last visible character (`(.+?)\s*$` tried every end across a run of spaces: quadratic).
 */
const PHP_FRAME = /^#\d+ (.+?\.(?:php|phtml|inc))\((\d+)\): (.*\S|.)\s*$/gm;
/** `... in /app/src/Invoice.php on line 42`, `thrown in /app/src/Invoice.php on line 42` */
const PHP_LINE = /\bin ((?:[A-Za-z]:)?[^\s:]*\.(?:php|phtml|inc)) on line (\d+)/g;
const LOCATION = /(?:^|[\s"'(\[])((?:[A-Za-z]:)?[\w@.~/\\+-]*[\w-]\.[A-Za-z]{1,6})(?::(\d+)(?::(\d+))?|\((\d+),(\d+)\))/gm;
function normalize(path) {
    return path.replace(/\\/g, '/').replace(/^file:\/\//, '');
}
function javaPath(qualified, file) {
    // `com.acme.Foo$Inner.bar` in `Foo.java` -> `com/acme/Foo.java`.
    const parts = qualified.split('.');
    parts.pop(); // method
    parts.pop(); // class
    return parts.length ? `${parts.join('/')}/${file}` : file;
}
/** Every frame found in `text`, in order of appearance, de-duplicated. */
function parseFrames(text) {
    const found = [];
    /** Text spans already read as structured frames; plain locations inside them are repeats. */
    const spans = [];
    const add = (at, frame, length = 0) => {
        found.push({ at, frame });
        if (length)
            spans.push([at, at + length]);
    };
    for (const m of text.matchAll(PYTHON)) {
        add(m.index, { path: normalize(m[1]), line: Number(m[2]), ...(m[3] ? { function: m[3] } : {}), format: 'python' }, m[0].length);
    }
    for (const m of text.matchAll(V8_WITH_FUNCTION)) {
        add(m.index, { path: normalize(m[2]), line: Number(m[3]), column: Number(m[4]), function: m[1], format: 'v8' }, m[0].length);
    }
    for (const m of text.matchAll(V8_BARE))
        add(m.index, { path: normalize(m[1]), line: Number(m[2]), column: Number(m[3]), format: 'v8' }, m[0].length);
    for (const m of text.matchAll(BROWSER)) {
        if (!/[/\\.]/.test(m[2]))
            continue;
        add(m.index, { path: normalize(m[2]), line: Number(m[3]), column: Number(m[4]), ...(m[1] ? { function: m[1] } : {}), format: 'browser' }, m[0].length);
    }
    for (const m of text.matchAll(JAVA))
        add(m.index, { path: javaPath(m[1], m[2]), line: Number(m[3]), function: m[1], format: 'java' }, m[0].length);
    for (const m of text.matchAll(GO_FRAME))
        add(m.index, { path: normalize(m[2]), line: Number(m[3]), function: m[1], format: 'go' }, m[0].length);
    for (const m of text.matchAll(RUST_PANIC))
        add(m.index, { path: normalize(m[1]), line: Number(m[2]), column: Number(m[3]), format: 'rust' }, m[0].length);
    for (const m of text.matchAll(RUST_BACKTRACE)) {
        add(m.index, { path: normalize(m[2]), line: Number(m[3]), column: Number(m[4]), function: m[1], format: 'rust' }, m[0].length);
    }
    for (const m of text.matchAll(DOTNET))
        add(m.index, { path: normalize(m[2]), line: Number(m[3]), function: m[1], format: 'dotnet' }, m[0].length);
    for (const m of text.matchAll(PHP_FRAME))
        add(m.index, { path: normalize(m[1]), line: Number(m[2]), function: m[3], format: 'php' }, m[0].length);
    for (const m of text.matchAll(PHP_LINE))
        add(m.index, { path: normalize(m[1]), line: Number(m[2]), format: 'php' }, m[0].length);
    for (const m of text.matchAll(LOCATION)) {
        const path = m[1];
        if (/^\d+(\.\d+)+$/.test(path) || /^https?:/.test(path))
            continue;
        const at = m.index + m[0].indexOf(path);
        if (spans.some(([a, b]) => at >= a && at < b))
            continue;
        const line = Number(m[2] ?? m[4]);
        const column = m[3] ?? m[5];
        add(m.index, { path: normalize(path), line, ...(column ? { column: Number(column) } : {}), format: 'location' });
    }
    found.sort((a, b) => a.at - b.at);
    const seen = new Set();
    const out = [];
    for (const { frame } of found) {
        const key = `${frame.path}:${frame.line ?? ''}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        out.push(frame);
        if (out.length >= MAX_FRAMES)
            break;
    }
    return out;
}
/** Folders whose frames belong to installed packages, not to the project. */
const VENDORED = /(?:^|\/)(?:site-packages|dist-packages|node_modules|\.venv|venv|vendor|\.cargo\/registry|go\/pkg\/mod)\//;
/** Finds repository files by the trailing segments of a path. */
class PathSuffixIndex {
    byName = new Map();
    constructor(paths) {
        for (const path of paths) {
            const name = path.slice(path.lastIndexOf('/') + 1);
            const list = this.byName.get(name);
            if (list)
                list.push(path);
            else
                this.byName.set(name, [path]);
        }
    }
    /**
     * The repository file a mentioned path most likely is: the one sharing the most trailing segments.
     * Ties are unresolved (undefined). Paths inside installed packages need two matching segments.
     */
    resolve(mentioned) {
        const clean = normalize(mentioned).replace(/^(?:\.\.?\/)+/, '').replace(/^\/+/, '');
        const segments = clean.split('/').filter(Boolean);
        const name = segments[segments.length - 1];
        if (!name)
            return undefined;
        const candidates = this.byName.get(name);
        if (!candidates)
            return undefined;
        const vendored = VENDORED.test(clean);
        let best;
        let bestScore = 0;
        let tie = false;
        for (const candidate of candidates) {
            const parts = candidate.split('/');
            let shared = 0;
            while (shared < parts.length && shared < segments.length && parts[parts.length - 1 - shared] === segments[segments.length - 1 - shared])
                shared++;
            if (shared > bestScore) {
                best = candidate;
                bestScore = shared;
                tie = false;
            }
            else if (shared === bestScore) {
                tie = true;
            }
        }
        if (tie || !best)
            return undefined;
        if (vendored && bestScore < 2)
            return undefined;
        return best;
    }
}


/***/ }),

/***/ 1253:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L8: () => (/* binding */ MAX_CONTEXT_BUDGET),
/* harmony export */   LZ: () => (/* binding */ scaleBudgets),
/* harmony export */   Lz: () => (/* binding */ stageBudgets),
/* harmony export */   _R: () => (/* binding */ PLAN_MAX_TOKENS),
/* harmony export */   hD: () => (/* binding */ REVIEW_MAX_TOKENS),
/* harmony export */   o1: () => (/* binding */ LARGEST_CONTEXT_WINDOW),
/* harmony export */   xq: () => (/* binding */ SMALLEST_CONTEXT_WINDOW)
/* harmony export */ });
/* unused harmony exports EDIT_MAX_TOKENS, MAX_FILE_WINDOW_TOKENS, MAX_PREVIOUS_DIFF_TOKENS, MAX_TASK_TOKENS, CONTEXT_SHARE, FILE_WINDOW_SHARE, PREVIOUS_DIFF_SHARE, TASK_SHARE, PLAN_COMPLETION_SHARE, EDIT_COMPLETION_SHARE, REVIEW_COMPLETION_SHARE */
/**
 * How a context window is shared between the calls of a run: the completion cap of each kind of
 * call, and the token budgets of what goes into the prompts (retrieved context, file windows,
 * earlier diffs, the task). Pure: a function of the window, the model's output limit and how much
 * larger the server's token counts may be than Sweep's own.
 */
/** The range a context window may be set to (input, flag, environment). */
const SMALLEST_CONTEXT_WINDOW = 2_048;
const LARGEST_CONTEXT_WINDOW = 10_000_000;
/** Completion tokens a plan may use, at most. */
const PLAN_MAX_TOKENS = 4_000;
/** Completion tokens an edit reply may use, at most. */
const EDIT_MAX_TOKENS = 8_000;
/** Completion tokens a review may use, at most. */
const REVIEW_MAX_TOKENS = 3_000;
/** Retrieved context for the planner, at most (also the `context` command's default budget). */
const MAX_CONTEXT_BUDGET = 8_000;
/** A file window shown to the editor, at most. */
const MAX_FILE_WINDOW_TOKENS = 12_000;
/** The diffs made earlier in the run, shown to each edit step, at most. */
const MAX_PREVIOUS_DIFF_TOKENS = 3_000;
/** The task (issue, comments, CI errors, the pull request's diff), at most. */
const MAX_TASK_TOKENS = 16_000;
/** Shares of the window (in Sweep's tokens) for the parts of the prompts. */
const CONTEXT_SHARE = 0.35;
const FILE_WINDOW_SHARE = 0.3;
const PREVIOUS_DIFF_SHARE = 0.08;
const TASK_SHARE = 0.15;
/** Shares of the window for the replies. */
const PLAN_COMPLETION_SHARE = 0.25;
const EDIT_COMPLETION_SHARE = 0.3;
const REVIEW_COMPLETION_SHARE = 0.2;
function share(total, fraction, max) {
    return Math.max(1, Math.min(max, Math.floor(total * fraction)));
}
/** The budgets for a window; every completion cap also respects the model's output limit. */
function stageBudgets({ window, maxOutputTokens, tokenRatio }) {
    if (!Number.isSafeInteger(window) || window < 1)
        throw new Error(`A context window must be a whole number of tokens, got ${String(window)}`);
    if (!(tokenRatio >= 1))
        throw new Error(`A token ratio must be at least 1, got ${String(tokenRatio)}`);
    const counted = Math.floor(window / tokenRatio);
    const output = Math.max(1, maxOutputTokens);
    return {
        window,
        counted,
        planCompletion: Math.min(output, share(window, PLAN_COMPLETION_SHARE, PLAN_MAX_TOKENS)),
        editCompletion: Math.min(output, share(window, EDIT_COMPLETION_SHARE, EDIT_MAX_TOKENS)),
        reviewCompletion: Math.min(output, share(window, REVIEW_COMPLETION_SHARE, REVIEW_MAX_TOKENS)),
        context: share(counted, CONTEXT_SHARE, MAX_CONTEXT_BUDGET),
        fileWindow: share(counted, FILE_WINDOW_SHARE, MAX_FILE_WINDOW_TOKENS),
        previousDiffs: share(counted, PREVIOUS_DIFF_SHARE, MAX_PREVIOUS_DIFF_TOKENS),
        task: share(counted, TASK_SHARE, MAX_TASK_TOKENS),
    };
}
/** `budgets` with every prompt part scaled by `factor` (0 < factor <= 1), for a retry after an overflow. */
function scaleBudgets(budgets, factor) {
    if (factor >= 1)
        return budgets;
    const scale = (n) => Math.max(1, Math.floor(n * factor));
    return { ...budgets, context: scale(budgets.context), fileWindow: scale(budgets.fileWindow), previousDiffs: scale(budgets.previousDiffs), task: scale(budgets.task) };
}


/***/ }),

/***/ 2348:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $X: () => (/* binding */ MAX_REQUEST_TIMEOUT_SECONDS),
/* harmony export */   Fl: () => (/* binding */ MIN_REQUEST_TIMEOUT_SECONDS),
/* harmony export */   J1: () => (/* binding */ noAnswerMessage),
/* harmony export */   S7: () => (/* binding */ CLI_TIMEOUT_SETTING),
/* harmony export */   il: () => (/* binding */ DEFAULT_REQUEST_TIMEOUT_SECONDS),
/* harmony export */   mM: () => (/* binding */ ACTION_TIMEOUT_SETTING)
/* harmony export */ });
/* unused harmony export seconds */
/**
 * The per-request timeout of model calls: how long a request may wait for the server's first chunk
 * (and between chunks of a streamed reply; for a reply that is not streamed, for all of it), the
 * range and default of its setting, and what a request that ran out of it says. No imports: the
 * command-line grammar reads the range.
 */
const DEFAULT_REQUEST_TIMEOUT_SECONDS = 120;
const MIN_REQUEST_TIMEOUT_SECONDS = 1;
const MAX_REQUEST_TIMEOUT_SECONDS = 3_600;
/** The setting's name in the Action. */
const ACTION_TIMEOUT_SETTING = 'request-timeout-seconds';
/** The setting's names in the command line. */
const CLI_TIMEOUT_SETTING = '--request-timeout or SWEEP_REQUEST_TIMEOUT';
/** Milliseconds as seconds for a message: `120 s`, `0.25 s`. */
function seconds(ms) {
    return `${Number((ms / 1000).toFixed(3))} s`;
}
/** What a request the timeout ended says: which wait ran out, the attempt, and the setting behind it. */
function noAnswerMessage(info, setting) {
    const what = info.progressed ? `sent nothing more for ${seconds(info.timeoutMs)} in the middle of its reply` : `sent nothing for ${seconds(info.timeoutMs)}`;
    return `${info.label}: the model server ${what} (${setting}; attempt ${info.attempt})`;
}


/***/ }),

/***/ 8748:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ fileRole),
/* harmony export */   CR: () => (/* binding */ DEFAULT_MAX_FILE_BYTES),
/* harmony export */   Mn: () => (/* binding */ skipByContent),
/* harmony export */   OY: () => (/* binding */ isTemplatePath),
/* harmony export */   Pe: () => (/* binding */ hasBuildBanner),
/* harmony export */   Wb: () => (/* binding */ looksBinary),
/* harmony export */   XW: () => (/* binding */ RETRIED_SKIPS),
/* harmony export */   YW: () => (/* binding */ encodeLatin1),
/* harmony export */   _q: () => (/* binding */ skipByPath),
/* harmony export */   cO: () => (/* binding */ isTestName),
/* harmony export */   eI: () => (/* binding */ SKIP_REASONS),
/* harmony export */   g7: () => (/* binding */ decodeText),
/* harmony export */   mv: () => (/* binding */ fileKinds)
/* harmony export */ });
/* unused harmony export isTestPath */
/**
 * What a file is: decoded text or a recorded reason to skip it (binary, minified, generated, too
 * large), its role (source, test, doc, config) and finer kinds, and whether a script starts with a
 * build's banner. Pure functions of the path and the bytes.
 */
/** Every reason a file can be left out of the index for. */
const SKIP_REASONS = [
    'binary',
    'minified',
    'generated',
    'vendored',
    'too-large',
    'symlink',
    'symlink-outside',
    'excluded',
    /** A tracked file whose checkout differs from the commit, where only the commit counts (the Action). */
    'uncommitted',
    'unreadable',
    /** Left out to keep the index within its memory budget. */
    'over-budget',
    /** Its analysis threw, or stopped the thread analysing it. */
    'analysis-failed',
];
/**
 * Reasons that say nothing final about the file's content: a file skipped for one of them is read
 * again by the next run even when it has not changed.
 */
const RETRIED_SKIPS = new Set(['unreadable', 'over-budget', 'analysis-failed']);
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
const GENERATED_SUFFIXES = ['.min.js', '.min.css', '.min.mjs', '.js.map', '.css.map', '.pb.go', '_pb2.py', '_pb2_grpc.py', '.pb.h', '.pb.cc', '.generated.ts', '.g.dart'];
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
// The byte-order mark is taken off by decodeText itself: a second one is text and stays.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const latin1 = new TextDecoder('latin1');
/**
 * Decodes bytes as UTF-8, or, when they are not valid UTF-8, as Latin-1 so every byte survives; a
 * leading UTF-8 byte-order mark is left out (`bom`).
 */
function decodeText(bytes) {
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const body = bom ? bytes.subarray(3) : bytes;
    try {
        return { text: utf8.decode(body), encoding: 'utf-8', bom };
    }
    catch {
        return { text: latin1.decode(body), encoding: 'latin1', bom };
    }
}
/**
 * The bytes 0x80-0x9F by the character `decodeText`'s Latin-1 gives each: Node's decoder gives the
 * control of the same number, the WHATWG one windows-1252's (0x80 is `€`).
 */
const HIGH_CONTROLS = new Map(Array.from(latin1.decode(Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i)), (c, i) => [c.charCodeAt(0), 0x80 + i]));
/**
 * `text` as the Latin-1 bytes `decodeText` reads it from (decoding them gives `text` back), or
 * undefined when a character has no such byte.
 */
function encodeLatin1(text) {
    const out = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        const byte = c < 0x80 || (c >= 0xa0 && c <= 0xff) ? c : HIGH_CONTROLS.get(c);
        if (byte === undefined)
            return undefined;
        out[i] = byte;
    }
    return out;
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
/** How a test file's name ends, before its extension (`parser_test.go`, `App.spec.ts`, `FooIT.java`). */
const TEST_NAME_ENDINGS = ['_test', '.test', '.spec', '_spec', 'Test', 'Tests', 'IT', 'conftest'];
/** A file name's last extension: letters and digits after the last dot. */
const LAST_EXTENSION = /\.[A-Za-z0-9]+$/;
/**
 * Whether a file name is a test's: `test_*.ext`, or ending in one of TEST_NAME_ENDINGS before its
 * extension. Suffix checks, not one pattern of `.*` alternatives (a search scans every file's name).
 */
function isTestName(base) {
    const extension = LAST_EXTENSION.exec(base);
    if (!extension)
        return false;
    const stem = base.slice(0, extension.index);
    return stem.startsWith('test_') || TEST_NAME_ENDINGS.some((ending) => stem.endsWith(ending));
}
function isTestPath(path) {
    return TEST_PATH.test(path) || isTestName(baseName(path));
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
/** How much of a script's start a build banner is looked for in. */
const BANNER_CHARS = 800;
/** A release version (`v1.2.3`, `2.6.14`), with bounded digits. */
const BANNER_VERSION = /\bv?\d{1,5}\.\d{1,5}\.\d{1,5}\b/;
/** How a bundler's or compiler's output starts (CoffeeScript and others, esbuild's helpers). */
const BUILD_STARTS = ['// Generated by ', '/* Generated by ', 'var __defProp = Object.defineProperty;', 'var __create = Object.create;'];
/** webpack's module separators, at the start of a line. */
const WEBPACK_SEPARATOR = /^\/\*{3,6}\//m;
/** What a compiler to CommonJS (tsc, Babel, Rollup) writes in its first statements, after `"use strict";`. */
const ES_MODULE_MARKERS = ['Object.defineProperty(exports, "__esModule"', "Object.defineProperty(exports, '__esModule'", 'exports.__esModule = true'];
/** Lines in which ES_MODULE_MARKERS are looked for. */
const ES_MODULE_LINES = 12;
/**
 * Whether a script (`.js`, `.mjs`, `.cjs`) starts with what a build writes: a license banner with a
 * release version (`/*! name v1.2.3 | (c) ... | MIT *\/`, a `@license` comment with one), `// Generated
 * by`, bundler helpers or module separators, or the `__esModule` marker of CommonJS compiled from ES
 * modules. A hand-written source's header names no release (`/*! express * MIT Licensed *\/`).
 */
function hasBuildBanner(path, text) {
    if (!SCRIPT_EXTENSIONS.has(extension(path)))
        return false;
    let head = text.slice(0, BANNER_CHARS);
    if (head.startsWith('#!')) {
        const newline = head.indexOf('\n');
        head = newline === -1 ? '' : head.slice(newline + 1);
    }
    head = head.trimStart();
    if (head.startsWith('/*')) {
        const end = head.indexOf('*/');
        const comment = end === -1 ? head : head.slice(0, end);
        if ((comment.startsWith('/*!') || comment.includes('@license')) && BANNER_VERSION.test(comment))
            return true;
    }
    if (BUILD_STARTS.some((start) => head.startsWith(start)) || WEBPACK_SEPARATOR.test(head))
        return true;
    return head.split('\n', ES_MODULE_LINES).some((line) => {
        const code = line.trimStart();
        return ES_MODULE_MARKERS.some((marker) => code.startsWith(marker));
    });
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


/***/ }),

/***/ 292:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (/* binding */ COCHANGE_MAX_FILES),
/* harmony export */   E9: () => (/* binding */ coChangeScores),
/* harmony export */   x5: () => (/* binding */ coChangeFromCommits)
/* harmony export */ });
/**
 * Files that change together: from the recent commits' file lists (read with the history prior, see
 * history.ts), how often a file changed in the same commit as another. A fix to one file of a pair
 * often needs the other.
 */
/** Commits touching more files than this (renames, formatting, releases) pair files by accident. */
const COCHANGE_MAX_FILES = 20;
/** The table of the commits' file lists (commits outside 2..COCHANGE_MAX_FILES files are left out). */
function coChangeFromCommits(fileLists) {
    const commits = [];
    const byFile = new Map();
    for (const files of fileLists) {
        if (files.length < 2 || files.length > COCHANGE_MAX_FILES)
            continue;
        const id = commits.length;
        commits.push(files);
        for (const f of files) {
            const list = byFile.get(f);
            if (list)
                list.push(id);
            else
                byFile.set(f, [id]);
        }
    }
    return { commits, byFile };
}
/**
 * Per file, the seeds' weight that flows to it through shared commits: a seed spreads its weight
 * evenly over the commits that changed it, and each commit over its other files. Seeds get nothing
 * from themselves.
 */
function coChangeScores(history, seeds) {
    const out = new Map();
    for (const [seed, weight] of seeds) {
        const ids = history.byFile.get(seed);
        if (!ids?.length)
            continue;
        for (const id of ids) {
            const files = history.commits[id];
            const share = weight / ids.length / (files.length - 1);
            for (const f of files)
                if (f !== seed)
                    out.set(f, (out.get(f) ?? 0) + share);
        }
    }
    return out;
}


/***/ }),

/***/ 7060:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Od: () => (/* binding */ recordedState),
/* harmony export */   cV: () => (/* binding */ listedAmong),
/* harmony export */   i$: () => (/* binding */ parseStatus),
/* harmony export */   mS: () => (/* binding */ gitState),
/* harmony export */   sR: () => (/* binding */ changesSince)
/* harmony export */ });
/* unused harmony export withinFolder */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_run_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1867);
/**
 * What git can say about a work tree without reading it: the commit checked out, the paths that
 * differ from it (staged, unstaged, untracked), the paths that changed between two commits, and
 * which of some paths it lists (tracked, or untracked and not ignored). A warm start asks these
 * instead of stating every file. Any failure (not a repository, a commit no longer there) answers
 * undefined: the caller then lists everything.
 */



/** The state alone, as an index records it and compares it with the one it recorded. */
function recordedState({ head, dirty, sparse }) {
    return { head, dirty, ...(sparse !== undefined ? { sparse } : {}) };
}
const MAX_OUTPUT = 512 * 1024 * 1024;
/**
 * A read-only git command's output, or undefined when it fails. Optional locks are off (nothing is
 * written to the repository) unless `refresh`: `status` may then write the file stats it re-checked
 * back to git's index, when no other git holds the index's lock (it does not wait).
 */
async function git(root, args, refresh = false) {
    try {
        return await (0,_git_run_js__WEBPACK_IMPORTED_MODULE_2__/* .readGit */ .lX)(root, args, { refresh, maxOutputBytes: MAX_OUTPUT });
    }
    catch {
        return undefined;
    }
}
/** The paths of `git status --porcelain -z` output (renames are off: one path per entry). */
function parseStatus(output) {
    return output
        .split('\0')
        .filter((entry) => entry.length > 3)
        .map((entry) => entry.slice(3));
}
function nulList(output) {
    return output.split('\0').filter(Boolean);
}
/**
 * The commit checked out and the paths that differ from it. Git's index may be refreshed: where the
 * files' stats no longer match what it recorded (a copied or restored checkout, files touched by a
 * tool), `status` reads every such file again, and without writing the stats back it would do so at
 * every run (0.15 s for 26 MB of SQLAlchemy, a second or more for a repository of 50,000 files).
 */
async function gitState(root) {
    // `status` first: it lists the configuration afresh (it may refresh git's index), and the two
    // commands that only read, started meanwhile, take that listing (git-run.ts).
    const [status, revision, sparse] = await Promise.all([
        git(root, ['status', '--porcelain', '-z', '--untracked-files=all', '--no-renames', '--', '.'], true),
        // The folder's place in the repository, then the commit: `status` names paths from the top.
        git(root, ['rev-parse', '--show-prefix', '--verify', '--quiet', 'HEAD']),
        // Fails when the work tree is not sparse (or git predates the command): nothing to record.
        mayBeSparse(root) ? git(root, ['sparse-checkout', 'list']) : undefined,
    ]);
    const [prefix = '', head = ''] = revision?.split('\n') ?? [];
    if (!head.trim() || status === undefined)
        return undefined;
    return { head: head.trim(), prefix: prefix.trim(), dirty: withinFolder(parseStatus(status), prefix), ...(sparse ? { sparse } : {}) };
}
/**
 * Whether the work tree at `root` may be sparse: not when `root` holds a `.git` folder without the
 * sparse checkout's patterns file (`info/sparse-checkout`), which a sparse work tree always has
 * (a linked work tree, a submodule or a folder inside a repository keep theirs elsewhere: asked).
 */
function mayBeSparse(root) {
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, '.git')).isDirectory())
            return true;
    }
    catch {
        return true;
    }
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, '.git', 'info', 'sparse-checkout'));
}
/** Paths from the repository's top that lie in the folder at `prefix` (`a/b/`), from that folder. */
function withinFolder(paths, prefix) {
    if (!prefix)
        return [...paths];
    return paths.filter((path) => path.startsWith(prefix)).map((path) => path.slice(prefix.length));
}
/**
 * The state now (`current`, when asked for already) and every path that may differ from what it was
 * at `since`: changed between the two commits, or differing from the commit (now or then).
 */
async function changesSince(root, since, current) {
    const found = await (current ?? gitState(root));
    if (!found)
        return undefined;
    const now = recordedState(found);
    const committed = now.head === since.head ? '' : await git(root, ['diff', '--name-only', '-z', '--no-renames', '--relative', since.head, now.head]);
    if (committed === undefined)
        return undefined;
    return { now, changed: new Set([...nulList(committed), ...now.dirty, ...since.dirty]) };
}
/** Characters of paths given to one git command (command lines are limited, on Windows to 32k). */
const BATCH_CHARS = 24_000;
/** Which of `paths` git lists as the walk does (tracked, or untracked and not ignored). */
async function listedAmong(root, paths) {
    const listed = new Set();
    for (let start = 0; start < paths.length;) {
        let end = start;
        for (let chars = 0; end < paths.length && (end === start || chars + paths[end].length < BATCH_CHARS); end++)
            chars += paths[end].length + 1;
        const out = await git(root, ['--literal-pathspecs', 'ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...paths.slice(start, end)]);
        if (out === undefined)
            return undefined;
        for (const path of nulList(out))
            listed.add(path);
        start = end;
    }
    return listed;
}


/***/ }),

/***/ 1867:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  vG: () => (/* binding */ configuredHooksFolder),
  kY: () => (/* binding */ failureText),
  oM: () => (/* binding */ gitOutput),
  Bg: () => (/* binding */ gitOutputSync),
  lX: () => (/* binding */ readGit),
  EO: () => (/* binding */ runGit),
  bJ: () => (/* binding */ runGitSync)
});

// UNUSED EXPORTS: GitReadError, MIN_GIT_VERSION, gitVersionOk, withRemotePrograms

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/repo/programs.ts + 2 modules
var programs = __nccwpck_require__(4634);
;// CONCATENATED MODULE: ./src/repo/git-guard.ts
/**
 * What git is told for every command Sweep runs, whatever the checkout's configuration says: no
 * hook runs (`core.hooksPath` points where no file can be), no file system monitor, no credential
 * helper, pager, editor or askpass program, no signing program, no submodule recursion, no `ext::`
 * transport, and every program the configuration names that the repository could provide is
 * switched off: filter drivers (`filter.<d>.clean/smudge/process`, named by `.gitattributes`),
 * textconv and external diff drivers, merge drivers and a `core.sshCommand` that could run a file
 * of the repository. (`remote.<r>.uploadpack/receivepack` take their first value, the checkout's,
 * whatever comes later: git-run.ts names the programs on the command line of each command instead.) A git-lfs filter stays (the program
 * is the runner's, found on a PATH without the repository's folders).
 *
 * The configuration is read for each command (`git config --list -z`): an `include.path` may lead
 * into the working tree, whose files change during a run. Pure.
 */


/** Where hooks are looked for: a path under a file, so no hook can ever exist there (`nul` on Windows is a device too). */
const NO_HOOKS_PATH = process.platform === 'win32' ? 'NUL' : '/dev/null';
/** Set for every command. */
const ALWAYS = [
    ['core.hooksPath', NO_HOOKS_PATH],
    ['core.fsmonitor', 'false'],
    ['core.askPass', ''],
    ['credential.helper', ''],
    ['core.pager', 'cat'],
    ['protocol.ext.allow', 'never'],
    ['commit.gpgSign', 'false'],
    ['tag.gpgSign', 'false'],
    ['push.gpgSign', 'false'],
    ['log.showSignature', 'false'],
    ['submodule.recurse', 'false'],
    ['fetch.recurseSubmodules', 'false'],
    ['push.recurseSubmodules', 'no'],
    ['gc.auto', '0'],
    ['maintenance.auto', 'false'],
];
/** Variable names (the last part of a key) that name a program to run. */
const PROGRAM_VARIABLES = new Set([
    'command',
    'cmd',
    'program',
    'helper',
    'driver',
    'textconv',
    'process',
    'clean',
    'smudge',
    'editor',
    'pager',
    'sshcommand',
    'askpass',
    'fsmonitor',
    'hookspath',
    'alternaterefscommand',
    'gitproxy',
    'defaultkeycommand',
    'uploadpack',
    'receivepack',
    'external',
    'packobjectshook',
]);
/** Characters that make a command line more than a program and its arguments (git runs it with a shell). */
const SHELL_SYNTAX = /[|;&$`<>(){}\n\\*?~!#'"]/;
/** ssh options that run a command. */
const SSH_RUNS = /^(?:-o)?\s*(?:proxycommand|localcommand|knownhostscommand|permitlocalcommand|proxyusefdpass)\b/i;
function parseOriginList(listing) {
    const parts = listing.split('\0');
    const out = [];
    for (let i = 0; i + 1 < parts.length; i += 2) {
        const [entry] = parseConfigList(`${parts[i + 1]}\0`);
        if (entry)
            out.push({ origin: parts[i], ...entry });
    }
    return out;
}
function parseConfigList(listing) {
    return listing
        .split('\0')
        .filter(Boolean)
        .map((entry) => {
        const nl = entry.indexOf('\n');
        return nl === -1 ? { key: entry, value: undefined } : { key: entry.slice(0, nl), value: entry.slice(nl + 1) };
    });
}
function parts(key) {
    const first = key.indexOf('.');
    const last = key.lastIndexOf('.');
    return { section: key.slice(0, first).toLowerCase(), sub: first === last ? undefined : key.slice(first + 1, last), variable: key.slice(last + 1).toLowerCase() };
}
/** True when a filter command is git-lfs, with nothing a shell would read. */
function isLfsCommand(command) {
    if (SHELL_SYNTAX.test(command))
        return false;
    const words = command.trim().split(/\s+/);
    return words[0] === 'git-lfs' || (words[0] === 'git' && words[1] === 'lfs');
}
/**
 * True when `command` (a `core.sshCommand`) runs the runner's ssh and nothing of the repository:
 * ssh by name or by an absolute path outside `root`, no shell syntax, no option that runs a
 * command, and every path it names absolute and outside `root` (an `-i` key, an `-F` config file).
 * actions/checkout's `"/usr/bin/ssh" -i "$RUNNER_TEMP/..."` form keeps working: its quotes are read.
 */
function isSafeSshCommand(command, root) {
    const words = command.trim().match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
    const plain = words.map((w) => w.replace(/^(["'])(.*)\1$/, '$2'));
    if (plain.length === 0 || plain.some((w) => /[|;&`<>(){}\n*?!#]|\$\(/.test(w)))
        return false;
    const program = plain[0];
    if (!/^ssh(?:\.exe)?$/i.test((0,external_node_path_.basename)(program.replace(/\\/g, '/'))))
        return false;
    for (let i = 0; i < plain.length; i++) {
        const word = plain[i];
        if (SSH_RUNS.test(word) || (word === '-o' && SSH_RUNS.test(plain[i + 1] ?? '')))
            return false;
        if (word.includes('/') || word.includes('\\')) {
            const path = word.replace(/^-[a-zA-Z]/, '').replace(/^[\w-]+=/, '');
            if (!(0,external_node_path_.isAbsolute)(path) || (0,programs/* isInside */.FK)((0,external_node_path_.resolve)(path), (0,external_node_path_.resolve)(root)))
                return false;
        }
    }
    return true;
}
/**
 * The configuration given to a git command run in `root`, from what `listing` (`git config --list
 * -z`) shows: `ALWAYS`, then each key of the listing that names a program, switched off.
 */
function guardConfig(listing, root) {
    const out = ALWAYS.map(([k, v]) => [k, v]);
    const seen = new Set(out.map(([k]) => k.toLowerCase()));
    const set = (key, value) => {
        const id = key.toLowerCase();
        if (seen.has(id))
            return;
        seen.add(id);
        out.push([key, value]);
    };
    const entries = typeof listing === 'string' ? parseConfigList(listing) : listing;
    // A filter driver is kept only when every command it names is git-lfs.
    const unsafeFilters = new Set();
    for (const { key, value } of entries) {
        const { section, sub, variable } = parts(key);
        if (section === 'filter' && sub !== undefined && ['clean', 'smudge', 'process'].includes(variable) && !isLfsCommand(value ?? ''))
            unsafeFilters.add(sub);
    }
    for (const { key, value } of entries) {
        const { section, sub, variable } = parts(key);
        if (section === 'filter' && sub !== undefined) {
            if (!unsafeFilters.has(sub))
                continue;
            for (const v of ['clean', 'smudge', 'process'])
                set(`filter.${sub}.${v}`, '');
            set(`filter.${sub}.required`, 'false');
            continue;
        }
        if (section === 'core' && variable === 'sshcommand') {
            if (!isSafeSshCommand(value ?? '', root))
                set(key, 'ssh');
            continue;
        }
        if (PROGRAM_VARIABLES.has(variable))
            set(key, '');
    }
    return out;
}
/**
 * The files a configuration depends on: those its entries came from and those its `include.path`
 * and `includeIf.<condition>.path` name (which may not exist yet), each resolved as git does
 * (relative to the including file's folder, `~/` to HOME).
 */
function configFiles(entries, home) {
    const files = new Set();
    for (const { origin, key, value } of entries) {
        if (!origin.startsWith('file:'))
            continue;
        const file = origin.slice('file:'.length);
        files.add(file);
        const { section, variable } = parts(key);
        if ((section === 'include' || section === 'includeif') && variable === 'path' && value) {
            const target = value.startsWith('~/') && home ? (0,external_node_path_.resolve)(home, value.slice(2)) : (0,external_node_path_.resolve)((0,external_node_path_.dirname)(file), value);
            files.add(target);
        }
    }
    return [...files];
}
/** The variables that hand `config` to git (and to every git it starts) without a command-line argument. */
function configEnv(config) {
    const env = { GIT_CONFIG_COUNT: String(config.length) };
    config.forEach(([key, value], i) => {
        env[`GIT_CONFIG_KEY_${i}`] = key;
        env[`GIT_CONFIG_VALUE_${i}`] = value;
    });
    return env;
}
/** The last value of `key` (as git prints keys: section and variable lower-case) in a listing. */
function configValue(listing, key) {
    let value;
    for (const entry of parseConfigList(listing))
        if (entry.key.toLowerCase() === key.toLowerCase())
            value = entry.value;
    return value;
}
/**
 * The folder `core.hooksPath` names, relative to `root` (`/`-separated), when it lies inside it; a
 * relative value is relative to the top of the working tree (`top`). Undefined otherwise.
 */
function hooksFolderOf(listing, root, top) {
    const value = configValue(listing, 'core.hookspath');
    if (!value || value.startsWith('~'))
        return undefined;
    const abs = (0,external_node_path_.resolve)(top, value);
    const base = (0,external_node_path_.resolve)(root);
    if (!(0,programs/* isInside */.FK)(abs, base) || abs === base)
        return undefined;
    return abs.slice(base.length + 1).split(/[\\/]/).join('/');
}

;// CONCATENATED MODULE: ./src/repo/git-run.ts
/**
 * Every git command Sweep runs starts here: through the program door (programs.ts: allow-listed
 * environment, safe PATH, bounded time and output) with the guard's configuration (git-guard.ts:
 * no hooks, nothing of the repository's configuration that runs a program), read afresh for each
 * command. A caller's own configuration for one command (push credentials) travels the same way,
 * in the environment, never on the command line where any user of the machine could read it.
 */




/** Keys a caller may set for one command: credentials and identity, never a program. */
const CALLER_KEYS = /^(?:http\..*\.extraheader|http\.extraheader|user\.(?:name|email))$/i;
function checkConfig(config) {
    for (const [key] of config)
        if (!CALLER_KEYS.test(key))
            throw new Error(`git configuration '${key}' cannot be given to a command`);
}
/** The variables every git command gets. */
function gitEnv(options, guard) {
    return {
        GIT_TERMINAL_PROMPT: '0',
        GIT_PAGER: 'cat',
        GIT_EDITOR: ':',
        GIT_SEQUENCE_EDITOR: ':',
        ...(options.literalPathspecs ? { GIT_LITERAL_PATHSPECS: '1' } : {}),
        ...(options.readOnly ? { GIT_OPTIONAL_LOCKS: '0' } : {}),
        ...configEnv([...guard, ...(options.config ?? [])]),
    };
}
/**
 * The programs git starts for a local or ssh remote, named on the command line: the configuration's
 * `remote.<r>.uploadpack` and `receivepack` keep their first value (the checkout's) whatever is given
 * later. https remotes ignore them.
 */
const REMOTE_PROGRAMS = {
    fetch: '--upload-pack=git-upload-pack',
    pull: '--upload-pack=git-upload-pack',
    clone: '--upload-pack=git-upload-pack',
    'ls-remote': '--upload-pack=git-upload-pack',
    push: '--receive-pack=git-receive-pack',
};
/** `args` with the remote program named after the subcommand, for the commands that reach a remote. */
function withRemotePrograms(args) {
    const flag = REMOTE_PROGRAMS[args[0] ?? ''];
    return flag ? [args[0], flag, ...args.slice(1)] : [...args];
}
function request(root, args, env, options) {
    return {
        command: 'git',
        args: ['-C', root, ...withRemotePrograms(args)],
        cwd: root,
        allowEnv: programs/* GIT_ENV_NAMES */.qU,
        env,
        ...(options.input !== undefined ? { input: options.input } : {}),
        ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
        ...(options.maxOutputBytes !== undefined ? { maxOutputBytes: options.maxOutputBytes } : {}),
    };
}
const LIST = ['config', '--list', '-z'];
const ORIGIN_LIST = ['config', '--list', '-z', '--show-origin'];
const guards = new Map();
/** The listing under way for a repository: commands that only read, started meanwhile, wait for it. */
const listings = new Map();
function statStamp(path) {
    try {
        const s = (0,external_node_fs_.statSync)(path);
        return `${s.ino}:${s.size}:${s.mtimeMs}`;
    }
    catch {
        return '-';
    }
}
/**
 * What decides the configuration now: every file it was read from or includes (there or not yet),
 * and HEAD (an `includeIf "onbranch:..."` follows the branch). The same stamp, the same configuration.
 */
function stampOf(root, files) {
    const head = (0,external_node_path_.join)(root, '.git', 'HEAD');
    return [...files, head].map((f) => `${f}=${statStamp((0,external_node_path_.resolve)(root, f))}`).join('\n');
}
function remember(root, listing) {
    const entries = parseOriginList(listing);
    const config = guardConfig(entries, root);
    const files = configFiles(entries, process.env.HOME);
    guards.set(root, { config, files, stamp: stampOf(root, files) });
    return config;
}
/** The first git that reads GIT_CONFIG_COUNT: an older one would run every command without the guard. */
const MIN_GIT_VERSION = [2, 31];
let versionChecked;
/** `git version 2.39.5` -> true when at least MIN_GIT_VERSION; Apple's and Windows' suffixes are ignored. */
function gitVersionOk(text) {
    const m = /git version (\d+)\.(\d+)/.exec(text);
    if (!m)
        return false;
    const [major, minor] = [Number(m[1]), Number(m[2])];
    return major > MIN_GIT_VERSION[0] || (major === MIN_GIT_VERSION[0] && minor >= MIN_GIT_VERSION[1]);
}
/** Once per process: true, or the failed answer every git command then gets. */
function checkVersion(root) {
    if (versionChecked)
        return versionChecked;
    const answer = (0,programs/* runProgramSync */.x6)(request(root, ['--version'], gitEnv({ readOnly: true }, []), {}));
    const text = answer.stdout.toString('utf8').trim();
    versionChecked = answer.status === 0 && gitVersionOk(text)
        ? true
        : { ...answer, status: answer.status === 0 ? 1 : answer.status, stderr: Buffer.from(`Sweep needs git ${MIN_GIT_VERSION.join('.')} or later (its commands get their configuration through GIT_CONFIG_COUNT); found: ${text || 'no git version'}`) };
    return versionChecked;
}
/**
 * The guard of a command in `root`, or the failed listing. A command that only reads takes the guard
 * worked out before while none of the files the configuration comes from has changed, or the one a
 * listing under way will give (a warm search runs several git commands; listing the configuration
 * for each cost a process each); any other command lists the configuration afresh.
 */
async function guardFor(root, reuse) {
    const version = checkVersion(root);
    if (version !== true)
        return version;
    const cached = guards.get(root);
    if (reuse && cached && stampOf(root, cached.files) === cached.stamp)
        return cached.config;
    // Commands started together (a warm search starts three) share the listing under way.
    const underWay = reuse ? listings.get(root) : undefined;
    if (underWay)
        return underWay;
    const listing = (0,programs/* runProgram */.mB)(request(root, ORIGIN_LIST, gitEnv({ readOnly: true }, []), {})).then((listed) => listed.status === 0 ? remember(root, listed.stdout.toString('utf8')) : listed);
    listings.set(root, listing);
    try {
        return await listing;
    }
    finally {
        if (listings.get(root) === listing)
            listings.delete(root);
    }
}
function guardForSync(root, reuse) {
    const version = checkVersion(root);
    if (version !== true)
        return version;
    const cached = guards.get(root);
    if (reuse && cached && stampOf(root, cached.files) === cached.stamp)
        return cached.config;
    const listed = (0,programs/* runProgramSync */.x6)(request(root, ORIGIN_LIST, gitEnv({ readOnly: true }, []), {}));
    return listed.status === 0 ? remember(root, listed.stdout.toString('utf8')) : listed;
}
/**
 * Runs git in `root` through the door; resolves whatever its status (the caller judges it). When the
 * configuration cannot be read (a damaged `.git/config`), nothing is run: the answer is that failure.
 */
async function runGit(root, args, options = {}) {
    checkConfig(options.config ?? []);
    const guard = await guardFor(root, options.readOnly === true);
    if (!Array.isArray(guard))
        return guard;
    return (0,programs/* runProgram */.mB)(request(root, args, gitEnv(options, guard), options));
}
/** `runGit`, synchronously. */
function runGitSync(root, args, options = {}) {
    checkConfig(options.config ?? []);
    const guard = guardForSync(root, options.readOnly === true);
    if (!Array.isArray(guard))
        return guard;
    return (0,programs/* runProgramSync */.x6)(request(root, args, gitEnv(options, guard), options));
}
/** The last lines of a failed command's stderr (or why it ended), for an error message. */
function failureText(result) {
    if (result.timedOut)
        return 'it took too long and was stopped';
    if (result.overflowed)
        return 'its output was too large';
    const text = result.stderr.toString('utf8').trim();
    return text ? text.split('\n').slice(-3).join(' ') : `it ended with ${result.signal ?? `status ${result.status}`}`;
}
/** A failed read: git's own message in `stderr`. */
class GitReadError extends Error {
    stderr;
    name = 'GitReadError';
    constructor(message, stderr) {
        super(message);
        this.stderr = stderr;
    }
}
function checked(args, result) {
    if (result.status === 0)
        return result.stdout;
    throw new GitReadError(`git ${args[0] ?? ''} failed: ${failureText(result)}`, result.stderr.toString('utf8'));
}
/** A git command's output; throws `GitReadError` when it fails. */
async function gitOutput(root, args, options = {}) {
    return checked(args, await runGit(root, args, options));
}
/** `gitOutput`, synchronously. */
function gitOutputSync(root, args, options = {}) {
    return checked(args, runGitSync(root, args, options));
}
/**
 * The text of a git command that only reads (no optional lock taken unless `refresh`: `status` may
 * then write back the file stats it re-checked); throws `GitReadError` when it fails.
 */
async function readGit(root, args, options = {}) {
    return (await gitOutput(root, args, { readOnly: !options.refresh, ...(options.maxOutputBytes !== undefined ? { maxOutputBytes: options.maxOutputBytes } : {}) })).toString('utf8');
}
/**
 * The folder inside `root` (relative, `/`-separated) where the repository's configuration tells git
 * to look for hooks (`core.hooksPath`, e.g. husky's `.husky/_`), or undefined.
 */
function configuredHooksFolder(root) {
    try {
        const bare = gitEnv({ readOnly: true }, []);
        const list = (0,programs/* runProgramSync */.x6)(request(root, LIST, bare, {}));
        if (list.status !== 0)
            return undefined;
        const text = list.stdout.toString('utf8');
        if (configValue(text, 'core.hookspath') === undefined)
            return undefined;
        const top = (0,programs/* runProgramSync */.x6)(request(root, ['rev-parse', '--show-toplevel'], bare, {}));
        return hooksFolderOf(text, root, top.status === 0 ? top.stdout.toString('utf8').trim() : root);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 4634:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  qU: () => (/* binding */ GIT_ENV_NAMES),
  GS: () => (/* binding */ envNamesWithPrefix),
  Dt: () => (/* binding */ hasProgram),
  Ew: () => (/* binding */ isForbiddenEnvName),
  FK: () => (/* binding */ isInside),
  H: () => (/* binding */ programFailure),
  ci: () => (/* binding */ programOutput),
  yM: () => (/* binding */ realSchedule),
  mB: () => (/* binding */ runProgram),
  x6: () => (/* binding */ runProgramSync)
});

// UNUSED EXPORTS: BASE_ENV_NAMES, DEFAULT_MAX_OUTPUT_BYTES, ProgramNotFound, findProgram, killProcessTree, prepare, programEnv, safePath

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:child_process");
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./src/repo/process-tree.ts
/**
 * Which processes descend from a process, from a table of process ids and their parents' (read
 * from Linux's `/proc/<pid>/stat` or from `ps -A -o pid= -o ppid=`). Killing a program's process
 * group does not reach the programs it started in groups of their own (every program Sweep starts
 * gets one: programs.ts), so stopping a whole piece of work means finding them. Pure.
 */
/** The parent id in the text of `/proc/<pid>/stat` (`pid (command) state ppid ...`; the command may hold spaces and parentheses). */
function parentFromStat(stat) {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const parent = Number(fields[1]);
    return Number.isSafeInteger(parent) ? parent : undefined;
}
/** The table in the output of `ps -A -o pid= -o ppid=`. */
function tableFromPs(output) {
    const table = new Map();
    for (const line of output.split('\n')) {
        const [pid, parent] = line.trim().split(/\s+/).map(Number);
        if (Number.isSafeInteger(pid) && Number.isSafeInteger(parent))
            table.set(pid, parent);
    }
    return table;
}
/** Every process below `root` in `table` (children, their children, ...), nearest first. */
function descendantsOf(root, table) {
    const children = new Map();
    for (const [pid, parent] of table) {
        const list = children.get(parent);
        if (list)
            list.push(pid);
        else
            children.set(parent, [pid]);
    }
    const out = [];
    const seen = new Set([root]);
    for (let queue = [root]; queue.length;) {
        const next = [];
        for (const pid of queue) {
            for (const child of children.get(pid) ?? []) {
                if (seen.has(child))
                    continue;
                seen.add(child);
                out.push(child);
                next.push(child);
            }
        }
        queue = next;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/repo/programs.ts
/**
 * The one door for starting a program: every git command and every other program Sweep runs is
 * started here, never with a shell, and
 * - gets an allow-listed environment (`programEnv`): no token, no key, no `INPUT_*`, no `ACTIONS_*`
 *   and no `GIT_*` variable of the parent reaches it; what a caller must give it (push credentials
 *   for one command, git's own switches) is passed explicitly;
 * - is found on a PATH without the folders of the repository (a `node_modules/.bin`, a virtualenv or
 *   a relative entry an earlier step added), by its absolute path, so a file the model wrote can
 *   never be started in its place;
 * - is given a time limit (or a signal that stops it), after which its whole process group is killed
 *   (with `killTree`, every program it started in a group of its own too), and keeps at most
 *   `maxOutputBytes` of each output stream: beyond it the command fails (`overflow: 'fail'`, the
 *   default) or only the last bytes are kept (`overflow: 'tail'`), so a program printing gigabytes
 *   costs no memory.
 * git commands get their safety from git-guard.ts (hooks and the configuration that runs programs
 * off, whatever the checkout's `.git/config` says) through `runGit`/`runGitSync` in git-run.ts.
 */




/** Variables every program may see: where it runs and how it prints, nothing that authenticates. */
const BASE_ENV_NAMES = [
    'PATH',
    'HOME',
    'USER',
    'LOGNAME',
    'LANG',
    'LANGUAGE',
    'TZ',
    'TMPDIR',
    'TMP',
    'TEMP',
    // Windows needs these to start anything at all.
    'SYSTEMROOT',
    'SYSTEMDRIVE',
    'WINDIR',
    'COMSPEC',
    'PATHEXT',
    'USERPROFILE',
    'HOMEDRIVE',
    'HOMEPATH',
    'APPDATA',
    'LOCALAPPDATA',
    'PROGRAMDATA',
    'PROGRAMFILES',
    'PROGRAMFILES(X86)',
];
/** Variables git needs besides: where its global configuration is, proxies and certificate authorities. */
const GIT_ENV_NAMES = [
    'XDG_CONFIG_HOME',
    'GIT_CONFIG_NOSYSTEM',
    'GIT_CONFIG_GLOBAL',
    'GIT_CONFIG_SYSTEM',
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    'ALL_PROXY',
    'http_proxy',
    'https_proxy',
    'no_proxy',
    'all_proxy',
    'SSL_CERT_FILE',
    'SSL_CERT_DIR',
    'GIT_SSL_CAINFO',
    'GIT_SSL_CAPATH',
    'CURL_CA_BUNDLE',
    'SSH_AUTH_SOCK',
];
/** `LC_*` locale variables pass with the base set. */
const LOCALE = /^LC_[A-Z]+$/;
/**
 * Names that never pass, whatever a caller allows: credentials of the runner and of the Action
 * (`ACTIONS_RUNTIME_TOKEN`, `ACTIONS_ID_TOKEN_REQUEST_*`, `ACTIONS_CACHE_URL`, `INPUT_GITHUB-TOKEN`,
 * `INPUT_OPENAI-API-KEY`, ...), git's own variables (which redirect it to another repository,
 * configuration or program).
 */
const NEVER = /^(?:INPUT_|ACTIONS_|GITHUB_TOKEN$|GH_TOKEN$|GIT_(?!CONFIG_NOSYSTEM$|CONFIG_GLOBAL$|CONFIG_SYSTEM$|SSL_CAINFO$|SSL_CAPATH$))/i;
/** True when `name` may never reach a program Sweep starts. */
function isForbiddenEnvName(name) {
    return NEVER.test(name);
}
/**
 * The environment of a program: the allow-listed names (`BASE_ENV_NAMES`, `LC_*` and `allow`) that
 * `source` holds, except any `isForbiddenEnvName` refuses, then `extra` as given. PATH loses every
 * entry inside one of `exclude` (and every relative entry). Names are compared without case on
 * Windows, where the environment ignores it.
 */
function programEnv(options = {}) {
    const source = options.source ?? process.env;
    const windows = options.windows ?? process.platform === 'win32';
    const norm = (name) => (windows ? name.toUpperCase() : name);
    const allowed = new Set([...BASE_ENV_NAMES, ...(options.allow ?? [])].map(norm));
    const env = {};
    for (const [name, value] of Object.entries(source)) {
        if (value === undefined || isForbiddenEnvName(name))
            continue;
        if (!allowed.has(norm(name)) && !LOCALE.test(name))
            continue;
        env[name] = norm(name) === 'PATH' ? safePath(value, options.exclude ?? [], windows) : value;
    }
    return { ...env, ...options.extra };
}
/** True when `path` is `folder` or lies inside it (both absolute). */
function isInside(path, folder) {
    const rel = (0,external_node_path_.relative)(folder, path);
    return rel === '' || (!rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel));
}
/** Real paths of PATH entries and excluded folders, once per process (every program started asks again). */
const realPaths = new Map();
function realOrSame(path) {
    let real = realPaths.get(path);
    if (real === undefined) {
        try {
            real = (0,external_node_fs_.realpathSync)(path);
        }
        catch {
            real = path;
        }
        realPaths.set(path, real);
    }
    return real;
}
/** PATH without relative entries and without entries inside any of `exclude` (compared by real path too). */
function safePath(value, exclude, windows = process.platform === 'win32') {
    const paths = windows ? external_node_path_.win32 : external_node_path_.posix;
    // The file system's root holds every folder: it excludes nothing by itself.
    const folders = exclude.flatMap((f) => [paths.resolve(f), realOrSame(paths.resolve(f))]).filter((f) => paths.dirname(f) !== f);
    const inside = (path, folder) => {
        const rel = paths.relative(folder, path);
        return rel === '' || (!rel.startsWith('..') && !paths.isAbsolute(rel));
    };
    return value
        .split(paths.delimiter)
        .filter((entry) => {
        if (!entry || !paths.isAbsolute(entry))
            return false;
        const real = realOrSame(entry);
        return !folders.some((f) => inside(paths.resolve(entry), f) || inside(real, f));
    })
        .join(paths.delimiter);
}
class ProgramNotFound extends Error {
    name = 'ProgramNotFound';
}
const resolved = new Map();
/**
 * The absolute path of `name` on `pathValue` (an absolute `name` is taken as it is). Windows tries
 * PATHEXT's extensions; the current folder is never searched.
 */
function findProgram(name, pathValue, windows = process.platform === 'win32', pathExt = process.env.PATHEXT ?? '.COM;.EXE;.BAT;.CMD') {
    if ((0,external_node_path_.isAbsolute)(name))
        return name;
    if (name.includes('/') || name.includes(external_node_path_.sep))
        throw new ProgramNotFound(`'${name}' is a relative path: programs are started by name or absolute path only`);
    const key = `${name}\0${pathValue}`;
    const known = resolved.get(key);
    if (known)
        return known;
    const extensions = windows ? ['', ...pathExt.split(';').filter(Boolean)] : [''];
    for (const folder of pathValue.split(windows ? ';' : external_node_path_.delimiter)) {
        if (!folder || !(0,external_node_path_.isAbsolute)(folder))
            continue;
        for (const ext of extensions) {
            const candidate = (0,external_node_path_.join)(folder, name + ext);
            try {
                if (!(0,external_node_fs_.statSync)(candidate).isFile())
                    continue;
                if (!windows)
                    (0,external_node_fs_.accessSync)(candidate, external_node_fs_.constants.X_OK);
            }
            catch {
                continue;
            }
            resolved.set(key, candidate);
            return candidate;
        }
    }
    throw new ProgramNotFound(`'${name}' was not found on PATH`);
}
/** The real clock's `Schedule`. */
const realSchedule = (fire, ms) => {
    const timer = setTimeout(fire, ms);
    return () => clearTimeout(timer);
};
const DEFAULT_MAX_OUTPUT_BYTES = 256 * 1024 * 1024;
/** The environment and absolute program path of a request. */
function prepare(request) {
    const exclude = [request.cwd, ...(request.untrusted ?? [])];
    const env = programEnv({ ...(request.sourceEnv ? { source: request.sourceEnv } : {}), allow: request.allowEnv ?? [], extra: request.env ?? {}, exclude });
    const pathValue = Object.entries(env).find(([name]) => name.toUpperCase() === 'PATH')?.[1] ?? '';
    return { file: findProgram(request.command, pathValue), env };
}
/** Keeps the first (`fail`) or the last (`tail`) bytes of a stream up to a limit. */
class Bounded {
    limit;
    chunks = [];
    size = 0;
    dropped = 0;
    constructor(limit) {
        this.limit = limit;
    }
    /** False when the limit was passed (the caller decides what that means). */
    push(chunk) {
        this.chunks.push(chunk);
        this.size += chunk.length;
        if (this.size <= this.limit)
            return true;
        // Keep the last `limit` bytes.
        let excess = this.size - this.limit;
        while (excess > 0 && this.chunks.length) {
            const first = this.chunks[0];
            if (first.length <= excess) {
                this.chunks.shift();
                excess -= first.length;
                this.dropped += first.length;
                this.size -= first.length;
            }
            else {
                this.chunks[0] = first.subarray(excess);
                this.dropped += excess;
                this.size -= excess;
                excess = 0;
            }
        }
        return false;
    }
    get buffer() {
        return Buffer.concat(this.chunks);
    }
}
/** Kills the process group of a detached child (the child alone on Windows). */
function killGroup(pid, fallback) {
    if (pid === undefined)
        return;
    try {
        if (process.platform === 'win32')
            fallback();
        else
            process.kill(-pid, 'SIGKILL');
    }
    catch {
        fallback();
    }
}
/** Process id -> parent id of every process (Linux: /proc; elsewhere: `ps`); empty when neither can be read. */
function processTable() {
    if (process.platform === 'linux') {
        const table = new Map();
        for (const name of (0,external_node_fs_.readdirSync)('/proc')) {
            if (!/^\d+$/.test(name))
                continue;
            try {
                const parent = parentFromStat((0,external_node_fs_.readFileSync)(`/proc/${name}/stat`, 'utf8'));
                if (parent !== undefined)
                    table.set(Number(name), parent);
            }
            catch {
                // It ended while the table was read.
            }
        }
        return table;
    }
    try {
        return tableFromPs(runProgramSync({ command: 'ps', args: ['-A', '-o', 'pid=', '-o', 'ppid='], cwd: process.cwd() }).stdout.toString('utf8'));
    }
    catch {
        return new Map();
    }
}
/** Rounds of looking for processes started while the tree was being stopped. */
const TREE_ROUNDS = 10;
/**
 * Kills the process group of `pid` (a program started detached) and every process below it, each
 * with its own group. The tree is frozen first (SIGSTOP), round by round until no new process turns
 * up, so that nothing in it can start another or be moved out of it before the kill. Windows: `taskkill /T`.
 */
function killProcessTree(pid) {
    const signal = (target, name) => {
        try {
            process.kill(target, name);
        }
        catch {
            // Gone already, or not a process group.
        }
    };
    if (process.platform === 'win32') {
        runProgramSync({ command: 'taskkill', args: ['/PID', String(pid), '/T', '/F'], cwd: process.cwd() });
        return;
    }
    signal(-pid, 'SIGSTOP');
    const frozen = new Set();
    for (let round = 0; round < TREE_ROUNDS; round++) {
        const found = descendantsOf(pid, processTable()).filter((p) => !frozen.has(p));
        if (found.length === 0)
            break;
        for (const p of found) {
            signal(p, 'SIGSTOP');
            frozen.add(p);
        }
    }
    for (const p of frozen) {
        signal(-p, 'SIGKILL');
        signal(p, 'SIGKILL');
    }
    signal(-pid, 'SIGKILL');
    signal(pid, 'SIGKILL');
}
/**
 * Runs a program through the door. Resolves with its status and output whatever the status is;
 * rejects only when it cannot be started (not found, refused).
 */
function runProgram(request) {
    let prepared;
    try {
        prepared = prepare(request);
    }
    catch (error) {
        return Promise.reject(error);
    }
    const limit = request.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
    return new Promise((resolvePromise, reject) => {
        const child = (0,external_node_child_process_namespaceObject.spawn)(prepared.file, [...request.args], {
            cwd: request.cwd,
            env: prepared.env,
            // Its own process group, so that the group (and every child it started) can be killed.
            detached: process.platform !== 'win32',
            stdio: ['pipe', 'pipe', 'pipe'],
            windowsHide: true,
            ...(request.uid !== undefined ? { uid: request.uid } : {}),
            ...(request.gid !== undefined ? { gid: request.gid } : {}),
        });
        const out = new Bounded(limit);
        const err = new Bounded(limit);
        let timedOut = false;
        let overflowed = false;
        const kill = () => {
            if (request.killTree && child.pid !== undefined)
                killProcessTree(child.pid);
            else
                killGroup(child.pid, () => child.kill('SIGKILL'));
        };
        const take = (bounded) => (chunk) => {
            if (bounded.push(chunk) || overflowed)
                return;
            if (request.overflow !== 'tail') {
                overflowed = true;
                kill();
            }
        };
        child.stdout.on('data', take(out));
        child.stderr.on('data', take(err));
        if (request.onStderr)
            child.stderr.on('data', request.onStderr);
        const cancelTimer = request.timeoutMs === undefined ? undefined : (request.schedule ?? realSchedule)(() => {
            timedOut = true;
            kill();
        }, request.timeoutMs);
        let stopped = false;
        const stop = () => {
            if (stopped)
                return;
            stopped = true;
            kill();
        };
        if (request.signal?.aborted)
            stop();
        else
            request.signal?.addEventListener('abort', stop, { once: true });
        const settle = () => {
            cancelTimer?.();
            request.signal?.removeEventListener('abort', stop);
        };
        child.on('error', (error) => {
            settle();
            reject(error);
        });
        child.on('close', (status, signal) => {
            settle();
            // The group may have left children behind after the leader exited.
            if (!timedOut && !overflowed && !stopped && process.platform !== 'win32')
                killGroup(child.pid, () => undefined);
            resolvePromise({ status, signal, stdout: out.buffer, stderr: err.buffer, timedOut, droppedBytes: out.dropped + err.dropped, overflowed });
        });
        // A program that exits before reading its input must not fail the caller.
        child.stdin.on('error', () => undefined);
        child.stdin.end(request.input === undefined ? undefined : Buffer.from(request.input));
    });
}
/** The same door, synchronously, for the few checks that cannot wait (no process group, the timeout kills the child). */
function runProgramSync(request) {
    const { file, env } = prepare(request);
    const limit = request.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
    const result = (0,external_node_child_process_namespaceObject.spawnSync)(file, [...request.args], {
        cwd: request.cwd,
        env,
        ...(request.input !== undefined ? { input: Buffer.from(request.input) } : {}),
        maxBuffer: limit,
        ...(request.timeoutMs !== undefined ? { timeout: request.timeoutMs, killSignal: 'SIGKILL' } : {}),
        windowsHide: true,
        ...(request.uid !== undefined ? { uid: request.uid } : {}),
        ...(request.gid !== undefined ? { gid: request.gid } : {}),
    });
    const errorCode = result.error?.code;
    if (result.error && errorCode !== 'ETIMEDOUT' && errorCode !== 'ENOBUFS')
        throw result.error;
    return {
        status: result.status,
        signal: result.signal,
        stdout: result.stdout ?? Buffer.alloc(0),
        stderr: result.stderr ?? Buffer.alloc(0),
        timedOut: errorCode === 'ETIMEDOUT',
        droppedBytes: 0,
        overflowed: errorCode === 'ENOBUFS',
    };
}
/** True when `name` is found on the safe PATH of `cwd`. */
function hasProgram(name, cwd = process.cwd()) {
    try {
        prepare({ command: name, args: [], cwd });
        return true;
    }
    catch {
        return false;
    }
}
/** The last lines of what a failed program printed, or how it ended. */
function programFailure(request, result) {
    const text = result.stderr.toString('utf8').trim().split('\n').slice(-3).join(' ');
    const how = result.timedOut ? 'took too long and was stopped' : result.overflowed ? 'printed too much and was stopped' : `ended with ${result.signal ?? `status ${result.status}`}`;
    return `${request.command} ${request.args.slice(0, 3).join(' ')}${request.args.length > 3 ? ' ...' : ''} ${how}${text ? `: ${text.slice(-400)}` : ''}`;
}
/** Stdout of a program that must succeed; throws `programFailure`'s message otherwise. */
async function programOutput(request) {
    const result = await runProgram(request);
    if (result.status !== 0)
        throw new Error(programFailure(request, result));
    return result.stdout.toString('utf8');
}
/** Names of the parent's variables that start with `prefix` (a tool's own settings, e.g. `SWEEP_`). */
function envNamesWithPrefix(prefix, source = process.env) {
    return Object.keys(source).filter((name) => name.startsWith(prefix));
}


/***/ }),

/***/ 2711:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Kv: () => (/* binding */ inGitFolder),
/* harmony export */   _t: () => (/* binding */ comparableName),
/* harmony export */   iE: () => (/* binding */ CONFIG_PATHS),
/* harmony export */   zN: () => (/* binding */ protectedReason)
/* harmony export */ });
/* unused harmony exports PROTECTED_FOLDERS, PROTECTED_NAMES, CODEOWNERS_PATHS, comparablePath */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The one place that decides which repository paths Sweep never changes, whatever a plan, an edit
 * block or a comment says: `.git/` (at any depth), `.github/workflows/` and `.github/actions/`
 * (code that workflows run with the repository's secrets), any `action.yml` / `action.yaml` (an
 * action's definition), `.gitmodules`, `CODEOWNERS` (at the root, in `.github/` or `docs/`), Sweep's
 * own configuration files, git hook folders (`.husky/`, `.githooks/` and the folder `core.hooksPath`
 * names, given by the caller: hooks run on the machine of whoever checks the branch out or commits),
 * and the folders the configuration lists in `blocked_dirs`.
 *
 * Paths are compared as a case-insensitive file system and Windows would see them: `\` is a
 * separator, `.` and `..` segments are resolved, case is ignored, and trailing dots and spaces and
 * anything from a `:` on (an NTFS stream name) are dropped from each segment; the characters HFS+
 * ignores in names are dropped too, and NTFS's short name `GIT~1` is `.git` (as git itself judges
 * them). So `.GitHub/Workflows/x`, `./.github//workflows/x`, `src/../.github/workflows/x`,
 * `.github./workflows/x`, `.g\u200cit/config` and `git~1/config` are all protected.
 * Pure.
 */

/** Folders, relative to the root, whose whole content is protected. */
const PROTECTED_FOLDERS = {
    '.github/workflows': 'workflows run with the repository\'s secrets',
    '.github/actions': 'local actions run by workflows',
    '.husky': 'git hooks, run on the machines of whoever commits or checks the branch out',
    '.githooks': 'git hooks, run on the machines of whoever commits or checks the branch out',
};
/** File names protected in every folder. */
const PROTECTED_NAMES = {
    'action.yml': 'an action definition, run by workflows',
    'action.yaml': 'an action definition, run by workflows',
    '.gitmodules': 'the submodule configuration',
};
/** Where Sweep reads its configuration, first found wins (config/sweep-config.ts reads them in this order). */
const CONFIG_PATHS = ['.github/sweep.yaml', '.github/sweep.yml', 'sweep.yaml', 'sweep.yml'];
/** Where GitHub reads a CODEOWNERS file. */
const CODEOWNERS_PATHS = ['CODEOWNERS', '.github/CODEOWNERS', 'docs/CODEOWNERS'];
/** Characters HFS+ ignores in file names (`.g\u200cit` is `.git` there): git's own list. */
const HFS_IGNORED = /[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g;
/** NTFS's 8.3 short name of `.git`. */
const GIT_SHORT_NAME = 'git~1';
/** One segment as a case-insensitive, Windows-like or HFS+ file system names it. */
function comparableSegment(segment) {
    const visible = segment.replace(HFS_IGNORED, '');
    const stream = visible.indexOf(':');
    const name = (stream === -1 ? visible : visible.slice(0, stream)).replace(/[. ]+$/, '');
    const lower = (name || visible).toLowerCase();
    return lower === GIT_SHORT_NAME ? '.git' : lower;
}
/**
 * One name as a file system that ignores letter case, Unicode normalization, trailing dots and
 * spaces or stream names (macOS, Windows) tells names apart: two names with the same form are one
 * file there.
 */
function comparableName(name) {
    return comparableSegment(name.normalize('NFC'));
}
/** True when `path` lies in a `.git` folder at any depth, however a file system could spell it. */
function inGitFolder(path) {
    return comparablePath(path).split('/').includes('.git');
}
/**
 * `path` as protection compares it: `/` separators, `.`, `..` and repeated separators resolved,
 * each segment lower-cased without trailing dots and spaces or a stream name. A path that leaves
 * the repository keeps its leading `..` segments.
 */
function comparablePath(path) {
    const normal = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(path.replace(/\\/g, '/')).replace(/^(?:\.\/)+/, '').replace(/\/+$/, '');
    return normal
        .split('/')
        .map((segment) => (segment === '..' || segment === '.' ? segment : comparableSegment(segment)))
        .join('/');
}
const CONFIG_FILES = new Set(CONFIG_PATHS.map(comparablePath));
const CODEOWNERS = new Set(CODEOWNERS_PATHS.map(comparablePath));
const FOLDERS = Object.entries(PROTECTED_FOLDERS).map(([folder, why]) => [comparablePath(folder), why]);
const NAMES = new Map(Object.entries(PROTECTED_NAMES).map(([name, why]) => [comparablePath(name), why]));
const inFolder = (path, folder) => path === folder || path.startsWith(`${folder}/`);
/**
 * Why `path` (relative to the repository root) may not be changed, or undefined when it may.
 * `blockedDirs` are the configuration's `blocked_dirs`, compared the same way.
 */
function protectedReason(path, blockedDirs = []) {
    const p = comparablePath(path);
    const segments = p.split('/');
    if (segments.includes('.git'))
        return `'${path}' is inside .git/, which Sweep never changes`;
    for (const [folder, why] of FOLDERS) {
        if (inFolder(p, folder))
            return `'${path}' is under ${folder}/ (${why}), which Sweep never changes`;
    }
    const name = segments[segments.length - 1] ?? '';
    const why = NAMES.get(name);
    if (why)
        return `'${path}' is ${why}, which Sweep never changes`;
    if (CODEOWNERS.has(p))
        return `'${path}' is a CODEOWNERS file (who must review changes), which Sweep never changes`;
    if (CONFIG_FILES.has(p))
        return `'${path}' is Sweep's own configuration, which Sweep never changes`;
    for (const dir of blockedDirs) {
        const folder = comparablePath(typeof dir === 'string' ? dir : dir.path);
        if (!folder || folder === '.' || folder.startsWith('../') || folder === '..' || !inFolder(p, folder))
            continue;
        return typeof dir === 'string' ? `'${path}' is under ${dir}/, which the repository's configuration blocks (blocked_dirs)` : `'${path}' is under ${dir.path}/ (${dir.why}), which Sweep never changes`;
    }
    return undefined;
}


/***/ }),

/***/ 3076:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q1: () => (/* binding */ checkRepoPath),
/* harmony export */   cu: () => (/* binding */ PathRefused),
/* harmony export */   op: () => (/* binding */ RepoFiles)
/* harmony export */ });
/* unused harmony exports MAX_LINK_ALIASES, linkAliases */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _classify_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8748);
/* harmony import */ var _git_run_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1867);
/* harmony import */ var _protected_paths_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(2711);
/**
 * The one door through which a repository file is read for a prompt or written: the CLI's `apply`,
 * the agent's working tree and every reader of file text for the model go through `RepoFiles`.
 *
 * - A path must be relative, `/`-separated, inside the repository and outside `.git/`.
 * - Symbolic links are followed only while they stay inside the repository: a path that is, or lies
 *   under, a link leading outside it (or into `.git/`, or to nothing) is never read and never written.
 * - A link inside the repository to a file inside it works as the file it points to: reads and writes
 *   go to the real file, which is the path reported (`path`); the link itself is never replaced by a
 *   regular file, and is never deleted.
 * - When opened with the paths git tracks (the Action), an existing file git does not track (one an
 *   earlier workflow step left in the checkout: credentials, `.env`) is never read nor changed; new
 *   files may still be created. So is a tracked file an earlier step changed (given as `uncommitted`):
 *   its text in the checkout is not the repository's, and committing the file would publish it.
 * - Writes are refused for protected paths (protected-paths.ts), checked on the path as written, on
 *   the real path it leads to, and on every other path that leads to that real file through the
 *   repository's links (`.github/actions -> ../ci/actions` protects `ci/actions/`, a link named
 *   `action.yml` protects the file it points to); they go through a temporary file and a rename,
 *   keeping the mode.
 */







/**
 * Other spellings of a real path looked for through links: enough for a monorepo whose every
 * package links a shared one from its `node_modules`; a file reached through more is not written.
 */
const MAX_LINK_ALIASES = 1024;
/**
 * Folders whose links are looked for only among their entries and those of their `@scope` folders,
 * where package managers put the links to a workspace's packages (a committed action's own
 * `node_modules` may hold one into the repository): the installed packages themselves are not walked.
 */
const PACKAGE_FOLDER = 'node_modules';
/** How the scan reads the folder `name` inside a folder it reads as `scan`; undefined: not at all. */
function innerScan(scan, name) {
    if (name === '.git')
        return undefined;
    if (scan === 'all')
        return name === PACKAGE_FOLDER ? 'scopes' : 'all';
    return scan === 'scopes' && name.startsWith('@') ? 'entries' : undefined;
}
/**
 * The other paths that lead to the real path `path` through `links` (a link to a folder leads to
 * everything under it; links to links are followed), at most `max`. Each name is made with each link
 * at most once: a link to a folder above it (`self -> .`) would otherwise give names without end
 * (`self/self/...`), none protected unless the first is. Pure.
 */
function linkAliases(path, links, max = MAX_LINK_ALIASES) {
    const seen = new Set([path]);
    const queue = [{ alias: path, used: new Set() }];
    const out = [];
    for (let at = 0; at < queue.length && out.length < max; at++) {
        const { alias: current, used } = queue[at];
        for (let i = 0; i < links.length && out.length < max; i++) {
            const link = links[i];
            if (used.has(i))
                continue;
            const under = link.target === '' ? `/${current}` : current === link.target ? '' : current.startsWith(`${link.target}/`) ? current.slice(link.target.length) : undefined;
            if (under === undefined)
                continue;
            const alias = `${link.path}${under}`;
            if (seen.has(alias))
                continue;
            seen.add(alias);
            out.push(alias);
            queue.push({ alias, used: new Set(used).add(i) });
        }
    }
    return out;
}
/** Why a tracked file an earlier workflow step changed is neither read nor changed. */
function uncommittedReason(path) {
    return `'${path}' has changes in the checkout that are not committed (made by an earlier step of the workflow, not part of the repository), so it is neither read nor changed`;
}
/** Characters no name Sweep writes may hold (NUL is refused for reading too). */
const CONTROL_CHARACTER = /[\u0001-\u001f\u007f]/;
/** A write or deletion the door refused; `reason` says why, for the model and the user. */
class PathRefused extends Error {
    path;
    reason;
    constructor(path, reason) {
        super(reason);
        this.path = path;
        this.reason = reason;
        this.name = 'PathRefused';
    }
}
/** A path as written, normalized, when it is relative, inside the repository and outside `.git/`. */
function checkRepoPath(path) {
    if (path.includes('\0'))
        return { ok: false, reason: `'${path}' holds a NUL character` };
    if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) {
        return { ok: false, reason: `'${path}' is an absolute path; write paths relative to the repository` };
    }
    if (path.includes('\\'))
        return { ok: false, reason: `'${path}' uses '\\'; write paths with '/' separators, relative to the repository` };
    const normal = node_path__WEBPACK_IMPORTED_MODULE_3__.posix.normalize(path).replace(/\/+$/, '');
    if (normal === '..' || normal.startsWith('../'))
        return { ok: false, reason: `'${path}' leads outside the repository` };
    if (normal === '.' || normal === '')
        return { ok: false, reason: `'${path}' does not name a file` };
    if ((0,_protected_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .inGitFolder */ .Kv)(normal)) {
        return { ok: false, reason: `'${path}' is inside .git/, which edits may not touch` };
    }
    return { ok: true, path: normal };
}
function isInside(root, target) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(root, target);
    return rel !== '' && rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_3__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(rel);
}
const toRepoPath = (root, real) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(root, real).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/');
const inGitDir = (root, real) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(root, real).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).some((p) => p.toLowerCase() === '.git');
/** The entry at `path` itself, a symbolic link not followed; undefined when nothing is there. */
function entryAt(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path);
    }
    catch {
        return undefined;
    }
}
/** The entry of the folder `dir` whose name is `name` to a file system of macOS or Windows (`comparableName`), or undefined. */
function caseTwin(dir, name) {
    const folded = (0,_protected_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .comparableName */ ._t)(name);
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(dir).find((entry) => entry !== name && (0,_protected_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .comparableName */ ._t)(entry) === folded);
    }
    catch {
        return undefined;
    }
}
function realPath(path) {
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(path);
    }
    catch {
        return undefined;
    }
}
/**
 * Writes through a temporary file in the same folder and a rename, so readers never see half a file.
 * The temporary name does not hold the target's: a name near the file system's limit (255 bytes)
 * must still be writable.
 */
async function writeAtomically(target, data, mode) {
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), `.sweep-${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(temp, data, { flag: 'wx' });
        if (mode !== null)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.chmod)(temp, mode);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temp, target);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temp, { force: true });
        throw error;
    }
}
class RepoFiles {
    root;
    configured;
    tracked;
    uncommitted;
    /** The repository's links, found on the first write check. */
    links;
    /** Files this door created: the run's own, so read, changed and removed even when git does not track them. */
    created = new Set();
    constructor(
    /** The repository's real absolute path. */
    root, 
    /** The configuration's `blocked_dirs`, protected with the built-in paths (and the hooks folder, see `blockedDirs`). */
    configured, 
    /** The paths git tracks, when only those may be read or changed (with new files). */
    tracked, 
    /** Tracked paths whose checkout differs from the commit: neither read nor changed. */
    uncommitted) {
        this.root = root;
        this.configured = configured;
        this.tracked = tracked;
        this.uncommitted = uncommitted;
    }
    /**
     * The door for the repository at `root`; throws when it is not a folder. With `tracked` (the paths
     * git tracks, relative to the root), existing files outside it are refused, and so are those in
     * `uncommitted` (tracked files whose checkout differs from the commit).
     */
    static open(root, blockedDirs = [], tracked, uncommitted) {
        const real = realPath(root);
        if (!real || !(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(real).isDirectory())
            throw new Error(`The repository folder '${root}' does not exist or is not a folder`);
        return new RepoFiles(real, blockedDirs, tracked, uncommitted);
    }
    protectedDirs;
    /**
     * The folders writes are refused in besides the built-in ones: `blocked_dirs`, and the hooks folder
     * git's configuration names (`core.hooksPath`), asked of git on the first write check (a reader
     * never starts git).
     */
    get blockedDirs() {
        if (!this.protectedDirs) {
            const hooks = (0,_git_run_js__WEBPACK_IMPORTED_MODULE_5__/* .configuredHooksFolder */ .vG)(this.root);
            this.protectedDirs = hooks ? [...this.configured, { path: hooks, why: "git's hooks folder (core.hooksPath): hooks run on the machines of whoever commits or checks the branch out" }] : this.configured;
        }
        return this.protectedDirs;
    }
    /** Where `path` really leads; refused when that is outside the repository, in `.git/`, or not a file. */
    resolve(path) {
        const checked = checkRepoPath(path);
        if (!checked.ok)
            return checked;
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.root, checked.path);
        const real = realPath(abs);
        // Where nothing was linked, the real path is the path itself and no lstat is needed.
        if (real !== undefined)
            return this.resolveExisting(path, real, real !== abs && entryAt(abs)?.isSymbolicLink() === true);
        if (entryAt(abs))
            return { ok: false, reason: `'${path}' is a symbolic link to nothing` };
        return this.resolveMissing(path, abs);
    }
    resolveExisting(path, real, isLink) {
        const where = isLink ? 'is a symbolic link' : 'lies under a symbolic link';
        if (!isInside(this.root, real))
            return { ok: false, reason: `'${path}' ${where} pointing outside the repository` };
        if (inGitDir(this.root, real))
            return { ok: false, reason: `'${path}' leads into .git/, which edits may not touch` };
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(real);
        if (!info.isFile())
            return { ok: false, reason: `'${path}' is not a regular file` };
        const repoPath = toRepoPath(this.root, real);
        if (this.tracked && !this.tracked.has(repoPath) && !this.created.has(repoPath)) {
            return { ok: false, reason: `'${path}' is not tracked by git (a file left in the checkout, not part of the repository), so it is neither read nor changed` };
        }
        if (this.uncommitted?.has(repoPath))
            return { ok: false, reason: uncommittedReason(path) };
        return { ok: true, path: repoPath, real, exists: true, mode: info.mode & 0o7777, isLink };
    }
    resolveMissing(path, abs) {
        const rest = [(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(abs)];
        let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(abs);
        while (dir !== this.root && !entryAt(dir)) {
            rest.unshift((0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(dir));
            dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(dir);
        }
        const realDir = realPath(dir);
        if (realDir === undefined)
            return { ok: false, reason: `'${path}' lies under a symbolic link to nothing` };
        if (realDir !== this.root && !isInside(this.root, realDir)) {
            return { ok: false, reason: `'${path}' lies under a symbolic link pointing outside the repository` };
        }
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(realDir).isDirectory())
            return { ok: false, reason: `'${path}' cannot be created: '${toRepoPath(this.root, dir)}' is a file` };
        const real = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(realDir, ...rest);
        if (inGitDir(this.root, real))
            return { ok: false, reason: `'${path}' leads into .git/, which edits may not touch` };
        const twin = caseTwin(realDir, rest[0]);
        return { ok: true, path: toRepoPath(this.root, real), real, exists: false, mode: null, isLink: false, ...(twin !== undefined ? { caseTwin: toRepoPath(this.root, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(realDir, twin)) } : {}) };
    }
    /**
     * Every symbolic link under the root (not followed; `.git/` left out, `node_modules/` only as
     * PACKAGE_FOLDER says) that leads inside the repository, or would once what it names is created:
     * a link to nothing is taken to lead where its text says.
     */
    repoLinks() {
        if (this.links)
            return this.links;
        const links = [];
        const visit = (dir, prefix, scan) => {
            let entries;
            try {
                entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(dir, { withFileTypes: true });
            }
            catch {
                return;
            }
            for (const entry of entries) {
                const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, entry.name);
                if (entry.isSymbolicLink()) {
                    const target = this.linkTarget(abs);
                    if (target !== undefined)
                        links.push({ path: prefix + entry.name, target });
                }
                else if (entry.isDirectory()) {
                    const inner = innerScan(scan, entry.name);
                    if (inner)
                        visit(abs, `${prefix}${entry.name}/`, inner);
                }
            }
        };
        visit(this.root, '', 'all');
        return (this.links = links);
    }
    /**
     * Where the link at `abs` leads, relative to the root ('' for the root itself), when inside the
     * repository: its real path, or for a link to nothing, the real path of the deepest folder of its
     * text that exists, with the rest of the text.
     */
    linkTarget(abs) {
        let real = realPath(abs);
        if (real === undefined) {
            let text;
            try {
                text = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)(abs);
            }
            catch {
                return undefined;
            }
            const lexical = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(abs), text);
            const rest = [];
            let dir = lexical;
            while (dir !== (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(dir) && realPath(dir) === undefined) {
                rest.unshift((0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(dir));
                dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(dir);
            }
            const base = realPath(dir);
            if (base === undefined)
                return undefined;
            real = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(base, ...rest);
        }
        return real === this.root || isInside(this.root, real) ? toRepoPath(this.root, real) : undefined;
    }
    /**
     * Why the real file at `real` (relative to the root) is protected under another name a link gives
     * it, or undefined. A file reached through more names than MAX_LINK_ALIASES is refused: the names
     * past the limit are not looked at.
     */
    protectedAlias(path, real) {
        const aliases = linkAliases(real, this.repoLinks(), MAX_LINK_ALIASES + 1);
        for (const alias of aliases.slice(0, MAX_LINK_ALIASES)) {
            const reason = (0,_protected_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .protectedReason */ .zN)(alias, this.blockedDirs);
            if (reason)
                return `'${path}' is also reached as '${alias}' through a symbolic link: ${reason}`;
        }
        if (aliases.length > MAX_LINK_ALIASES)
            return `'${path}' is reached through more than ${MAX_LINK_ALIASES} other paths by symbolic links; Sweep does not write a file it cannot tell is unprotected under every name`;
        return undefined;
    }
    /**
     * As `resolve`, and refused when the path as written, the real path it leads to, or another path
     * leading there through the repository's links is protected.
     */
    resolveForWrite(path) {
        // A name with a line break or another control character is legal on Linux, but in a plan it is
        // an injection (into logs, lists and commands that read names line by line), never a real file.
        if (CONTROL_CHARACTER.test(path))
            return { ok: false, reason: `${JSON.stringify(path)} holds a line break or another control character, which Sweep never writes into a file name` };
        const resolved = this.resolve(path);
        if (!resolved.ok)
            return resolved;
        const spelled = checkRepoPath(path);
        const reason = (0,_protected_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .protectedReason */ .zN)(spelled.ok ? spelled.path : path, this.blockedDirs) ??
            (0,_protected_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .protectedReason */ .zN)(resolved.path, this.blockedDirs) ??
            this.protectedAlias(path, resolved.path) ??
            (resolved.caseTwin !== undefined ? `'${path}' differs only in letter case (or Unicode form, trailing dots or spaces, a stream name) from '${resolved.caseTwin}', which exists: on macOS and Windows they would be one file` : undefined) ??
            this.otherRepository(path, resolved.path) ??
            (resolved.exists || this.created.has(resolved.path) ? undefined : this.ignoredByGit(path, resolved.path));
        return reason ? { ok: false, reason } : resolved;
    }
    /** Why `real` (relative to the root) lies in another git repository (a submodule, a nested clone), or undefined. */
    otherRepository(path, real) {
        const parts = real.split('/');
        for (let depth = 1; depth < parts.length; depth++) {
            const folder = parts.slice(0, depth).join('/');
            if (this.tracked?.has(folder) || entryAt((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.root, folder, '.git'))) {
                return `'${path}' lies inside '${folder}', another git repository (a submodule), whose files this repository's commits cannot hold`;
            }
        }
        return undefined;
    }
    /** Why a new file at `real` would not be committed (git ignores it), or undefined; nothing when git cannot tell. */
    ignoredByGit(path, real) {
        // check-ignore takes path names, not pathspecs: it refuses to run with literal pathspecs on.
        let status;
        try {
            status = (0,_git_run_js__WEBPACK_IMPORTED_MODULE_5__/* .runGitSync */ .bJ)(this.root, ['check-ignore', '-q', '--no-index', '--', real], { readOnly: true }).status;
        }
        catch {
            return undefined;
        }
        // 1: not ignored; anything else (no git, not a repository): nothing to say.
        if (status !== 0)
            return undefined;
        return `'${path}' is ignored by git (.gitignore or .git/info/exclude), so a new file there would not be committed`;
    }
    /** A file's bytes, read through the door; undefined when the path is refused or missing. */
    readBytes(path) {
        const read = this.readOrWhy(path);
        return read instanceof Uint8Array ? read : undefined;
    }
    /** A file's bytes, or why there are none: the door's refusal, a missing file or the error reading it. */
    readOrWhy(path) {
        const resolved = this.resolve(path);
        if (!resolved.ok)
            return { why: resolved.reason };
        if (!resolved.exists)
            return { why: 'the file is gone' };
        try {
            const bytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(resolved.real);
            return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        }
        catch (error) {
            return { why: error.code ?? error.message };
        }
    }
    /** A file's text for a prompt (UTF-8, else Latin-1, as the index decodes it); undefined when refused or missing. */
    readText(path) {
        const bytes = this.readBytes(path);
        return bytes === undefined ? undefined : (0,_classify_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeText */ .g7)(bytes).text;
    }
    /** A reader bound to this door, for code that takes `(path) => text`. */
    reader() {
        return (path) => this.readText(path);
    }
    /**
     * Writes `data` to `path` (created with its folders when missing, with `mode` when given); throws
     * PathRefused when the door refuses.
     */
    async write(path, data, mode) {
        const target = this.resolveForWrite(path);
        if (!target.ok)
            throw new PathRefused(path, target.reason);
        if (!target.exists)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target.real), { recursive: true });
        await writeAtomically(target.real, data, target.exists ? target.mode : (mode ?? null));
        if (!target.exists)
            this.created.add(target.path);
        return target;
    }
    /** As `resolveForWrite`, and refused when the path is itself a symbolic link (Sweep never deletes a link). */
    resolveForRemoval(path) {
        const target = this.resolveForWrite(path);
        if (target.ok && target.isLink)
            return { ok: false, reason: `'${path}' is a symbolic link; Sweep edits the file it points to, never the link itself` };
        return target;
    }
    /** Deletes the file at `path`; throws PathRefused when the door refuses; a missing file is no error. */
    async remove(path) {
        const target = this.resolveForRemoval(path);
        if (!target.ok)
            throw new PathRefused(path, target.reason);
        if (target.exists)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(target.real, { force: true });
    }
}


/***/ }),

/***/ 9760:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HT: () => (/* binding */ describeIndexed),
/* harmony export */   SO: () => (/* binding */ describeSkips),
/* harmony export */   Sy: () => (/* binding */ troubleNotice),
/* harmony export */   pq: () => (/* binding */ countOf)
/* harmony export */ });
/* unused harmony exports NOTICE_FILES, skipCounts */
/* harmony import */ var _classify_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8748);
/**
 * What the index holds and left out, told to the user: the indexed files by where their record came
 * from, what was left out by reason, and a notice naming the files left out because something went
 * wrong (unreadable, over the memory budget, analysis failed) rather than by a choice of the
 * repository or its settings (binary, generated, vendored, excluded, ...).
 */

/** Files named in a notice; the others are counted. */
const NOTICE_FILES = 5;
/** Characters of a skip's detail kept in a notice. */
const NOTICE_DETAIL_CHARS = 120;
/** How many files were left out for each reason, in the order of SKIP_REASONS (reasons with none left out). */
function skipCounts(skipped) {
    const counts = new Map();
    for (const s of skipped)
        counts.set(s.reason, (counts.get(s.reason) ?? 0) + 1);
    const out = {};
    for (const reason of _classify_js__WEBPACK_IMPORTED_MODULE_0__/* .SKIP_REASONS */ .eI) {
        const n = counts.get(reason);
        if (n)
            out[reason] = n;
    }
    return out;
}
/** `1 file`, `2 files`. */
function countOf(n, noun) {
    return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
/**
 * `229 files indexed: 229 reused, 0 re-hashed, 0 parsed`: the indexed files by where their record
 * came from (the persisted index unread, read and found known, or parsed now), adding up to the first
 * number; files left out are told apart (describeSkips).
 */
function describeIndexed(stats) {
    const from = stats.indexedFrom ?? { reused: 0, rehashed: 0, parsed: stats.files };
    return `${countOf(stats.files, 'file')} indexed: ${from.reused} reused, ${from.rehashed} re-hashed, ${from.parsed} parsed`;
}
/** `12 skipped (8 binary, 3 too-large, 1 unreadable)`, most first; `0 skipped` when none. */
function describeSkips(skipped) {
    if (skipped.length === 0)
        return '0 skipped';
    const parts = Object.entries(skipCounts(skipped))
        .sort((a, b) => b[1] - a[1])
        .map(([reason, n]) => `${n} ${reason}`);
    return `${skipped.length} skipped (${parts.join(', ')})`;
}
/**
 * One line naming the files left out because something went wrong, with why (the first
 * NOTICE_FILES, by path; the rest counted), or undefined when there are none. Such files are read
 * again by the next run.
 */
function troubleNotice(skipped) {
    const trouble = skipped.filter((s) => _classify_js__WEBPACK_IMPORTED_MODULE_0__/* .RETRIED_SKIPS */ .XW.has(s.reason)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    if (trouble.length === 0)
        return undefined;
    const named = trouble.slice(0, NOTICE_FILES).map((s) => `${s.path} (${s.reason}${s.detail ? `: ${shorten(s.detail)}` : ''})`);
    const more = trouble.length > NOTICE_FILES ? `, and ${trouble.length - NOTICE_FILES} more` : '';
    const files = trouble.length === 1 ? '1 file was' : `${trouble.length} files were`;
    return `${files} left out of the index: ${named.join(', ')}${more}. The next run reads them again.`;
}
function shorten(text) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > NOTICE_DETAIL_CHARS ? `${line.slice(0, NOTICE_DETAIL_CHARS - 1)}…` : line;
}


/***/ }),

/***/ 9673:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  VX: () => (/* binding */ gitDataFolder),
  Kd: () => (/* binding */ listingSettings),
  h6: () => (/* binding */ walkChanges),
  Mf: () => (/* binding */ walkRepo)
});

// UNUSED EXPORTS: leaveOutUncommitted

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __nccwpck_require__(298);
var ignore_default = /*#__PURE__*/__nccwpck_require__.n(ignore);
;// CONCATENATED MODULE: ./src/repo/attributes.ts
/**
 * The `linguist-generated` and `linguist-vendored` attributes of `.gitattributes` files: the way a
 * repository tells GitHub that committed bundles (`dist/** linguist-generated`) or third-party
 * copies are not its own source. Pure: the texts of the attribute files in, a classifier out.
 */

/** The value of a linguist attribute in one attribute token, or undefined when the token is another attribute. */
function attributeValue(token, kind) {
    const name = `linguist-${kind}`;
    if (token === name)
        return true;
    if (token === `-${name}` || token === `!${name}`)
        return false;
    if (token.startsWith(`${name}=`))
        return !/^(?:false|0|no|off)$/i.test(token.slice(name.length + 1));
    return undefined;
}
/** Rules of one `.gitattributes` file, in file order. `prefix` is its folder ('' for the root). */
function parseLinguistAttributes(text, prefix = '') {
    const rules = [];
    for (const raw of text.split(/\r?\n/)) {
        const line = raw.trim();
        if (!line || line.startsWith('#') || line.startsWith('[attr]'))
            continue;
        const [pattern, ...tokens] = line.split(/\s+/);
        // Negative patterns are not allowed in attribute files; git ignores them.
        if (!pattern || pattern.startsWith('!'))
            continue;
        for (const kind of ['generated', 'vendored']) {
            for (const token of tokens) {
                const value = attributeValue(token, kind);
                if (value !== undefined)
                    rules.push({ prefix, patterns: [pattern], kind, value });
            }
        }
    }
    return rules;
}
/**
 * A classifier over every attribute file: later lines win over earlier ones, deeper files over
 * shallower ones, as in git. Returns the kind the path is marked with, if any.
 */
function linguistClassifier(files) {
    const parsed = [...files]
        .map((f) => ({ prefix: f.path.slice(0, f.path.lastIndexOf('/') + 1), text: f.text }))
        .sort((a, b) => a.prefix.split('/').length - b.prefix.split('/').length)
        .flatMap((f) => parseLinguistAttributes(f.text, f.prefix));
    if (!parsed.length)
        return () => undefined;
    // Neighbouring rules that set the same value in the same folder act as one: a file listing
    // hundreds of generated paths costs one matcher, not hundreds.
    const groups = [];
    let patterns = [];
    parsed.forEach((rule, i) => {
        patterns.push(...rule.patterns);
        const next = parsed[i + 1];
        if (next && next.prefix === rule.prefix && next.kind === rule.kind && next.value === rule.value)
            return;
        groups.push({ prefix: rule.prefix, kind: rule.kind, value: rule.value, matcher: ignore_default()().add(patterns) });
        patterns = [];
    });
    return (path) => {
        const state = { generated: false, vendored: false };
        for (const group of groups) {
            if (!path.startsWith(group.prefix))
                continue;
            if (group.matcher.ignores(path.slice(group.prefix.length)))
                state[group.kind] = group.value;
        }
        return state.generated ? 'generated' : state.vendored ? 'vendored' : undefined;
    };
}

// EXTERNAL MODULE: ./src/repo/classify.ts
var classify = __nccwpck_require__(8748);
// EXTERNAL MODULE: ./src/repo/git-changes.ts
var git_changes = __nccwpck_require__(7060);
// EXTERNAL MODULE: ./src/repo/git-run.ts + 1 modules
var git_run = __nccwpck_require__(1867);
;// CONCATENATED MODULE: ./src/repo/walk.ts
/**
 * Lists the files of a repository that Sweep may read: git's view (tracked and untracked, minus
 * ignored) when the folder is a git work tree, else a walk honouring every `.gitignore`. Symlinks
 * are never followed; configured excludes, files `.gitattributes` marks `linguist-generated` or
 * `linguist-vendored`, and path-level skips (binary, lock files, too large) are recorded with a reason.
 * Given the previous listing, only the paths git says changed since are looked at (`walkChanges`).
 */








/** Folders never worth reading, whatever the ignore files say. */
const ALWAYS_EXCLUDED_DIRS = new Set(['.git', '.hg', '.svn', 'node_modules', '__pycache__', '.venv', '.tox', '.mypy_cache', '.pytest_cache']);
/** Why a file whose name is not UTF-8 is left out. */
const NAME_NOT_UTF8 = 'its name is not valid UTF-8';
/**
 * True for a path decoded from a name that is not UTF-8: U+FFFD stands in for its bad bytes, so no
 * file has that name, and git given it as a path finds nothing.
 */
function unnameable(path) {
    return path.includes('\uFFFD');
}
/** True when a folder on the path (not the file itself) is one of ALWAYS_EXCLUDED_DIRS. */
function inExcludedFolder(path) {
    let start = 0;
    for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', start)) {
        if (ALWAYS_EXCLUDED_DIRS.has(path.slice(start, slash)))
            return true;
        start = slash + 1;
    }
    return false;
}
/**
 * The files git lists, or none, with git's reason when it knows the folder as a repository and
 * refuses it (when the folder is no repository, or git is missing, the walk needs no word).
 */
async function gitListing(root, untracked) {
    try {
        const stdout = await (0,git_run/* readGit */.lX)(root, ['ls-files', '-z', '--cached', ...(untracked ? ['--others', '--exclude-standard'] : [])], { maxOutputBytes: 512 * 1024 * 1024 });
        return { files: [...new Set(stdout.split('\0').filter(Boolean))] };
    }
    catch (error) {
        const stderr = String(error.stderr ?? '');
        const first = stderr.split('\n').find((line) => line.trim())?.trim();
        return first && !/not a git repository/i.test(first) ? { refused: first.slice(0, 300) } : {};
    }
}
async function readIgnoreFile(dir) {
    try {
        return await (0,promises_.readFile)((0,external_node_path_.join)(dir, '.gitignore'), 'utf8');
    }
    catch {
        return undefined;
    }
}
function ignoredByScopes(scopes, path, isDir) {
    for (const scope of scopes) {
        const rel = path.slice(scope.prefix.length) + (isDir ? '/' : '');
        if (rel && scope.rules.ignores(rel))
            return true;
    }
    return false;
}
/** The patterns of `.git/info/exclude` at the root, which git applies beside the `.gitignore` files. */
async function readInfoExclude(root) {
    try {
        return [{ prefix: '', rules: ignore_default()().add(await (0,promises_.readFile)((0,external_node_path_.join)(root, '.git', 'info', 'exclude'), 'utf8')) }];
    }
    catch {
        return [];
    }
}
async function walkFilesystem(root) {
    const out = [];
    const visit = async (dir, prefix, scopes) => {
        const text = await readIgnoreFile(dir);
        const here = text === undefined ? scopes : [...scopes, { prefix, rules: ignore_default()().add(text) }];
        let entries;
        try {
            entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            const path = prefix + entry.name;
            if (entry.isDirectory()) {
                if (!ALWAYS_EXCLUDED_DIRS.has(entry.name) && !ignoredByScopes(here, path, true))
                    await visit((0,external_node_path_.join)(dir, entry.name), `${path}/`, here);
            }
            else if ((entry.isFile() || entry.isSymbolicLink()) && !ignoredByScopes(here, path, false)) {
                out.push(path);
            }
        }
    };
    await visit(root, '', await readInfoExclude(root));
    return out;
}
/** The `.gitattributes` files among the listed regular files, read (unreadable ones are left out). */
async function readAttributeFiles(root, entries) {
    const out = [];
    for (const entry of entries) {
        if (!entry || 'skip' in entry || !(entry.path === '.gitattributes' || entry.path.endsWith('/.gitattributes')))
            continue;
        if (entry.size > 1_000_000)
            continue;
        try {
            out.push({ path: entry.path, text: await (0,promises_.readFile)((0,external_node_path_.join)(root, entry.path), 'utf8') });
        }
        catch {
            // Gone since it was listed: it marks nothing.
        }
    }
    return out;
}
function isInside(root, target) {
    const rel = (0,external_node_path_.relative)(root, target);
    return !rel.startsWith('..') && !rel.startsWith(external_node_path_.sep) && !/^[A-Za-z]:/.test(rel);
}
/** Lists the readable files under `root`, sorted by path (with git's state, `current` when asked for already, when git listed them). */
async function walkRepo(root, options = {}, current) {
    await checkRoot(root);
    const [{ files: listed, refused } = {}, git] = options.useGit === false ? [] : await Promise.all([gitListing(root, options.untracked ?? true), current ?? (0,git_changes/* gitState */.mS)(root)]);
    const state = listed && git ? (0,git_changes/* recordedState */.Od)(git) : undefined;
    const source = listed ? 'git' : 'filesystem';
    const paths = (listed ?? (await walkFilesystem(root))).sort();
    const classified = await classifyPaths(root, paths, options, undefined);
    if (options.committedOnly && state?.dirty.length)
        leaveOutUncommitted(classified, state.dirty);
    return { ...classified, source, ...(state ? { state } : {}), ...(refused ? { gitRefused: refused } : {}) };
}
/** Moves the files among `dirty` (paths git's status names) from `listing.files` to its skips, in place. */
function leaveOutUncommitted(listing, dirty) {
    const changed = new Set(dirty);
    listing.files = listing.files.filter((file) => {
        if (!changed.has(file.path))
            return true;
        listing.skipped.push({ path: file.path, reason: 'uncommitted', detail: 'its checkout differs from the commit (changed by an earlier step of the workflow)' });
        return false;
    });
}
async function checkRoot(root) {
    let rootStat;
    try {
        rootStat = await (0,promises_.stat)(root);
    }
    catch {
        throw new Error(`The repository folder ${root} does not exist`);
    }
    if (!rootStat.isDirectory())
        throw new Error(`The repository path ${root} is not a folder`);
    const data = gitDataFolder(root);
    if (data)
        throw new Error(`The repository path ${root} ${data}`);
}
/** True when `path` is a folder. */
function isFolder(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
/**
 * Why the folder `root` holds git's own data rather than files to work on (a `.git` folder or
 * inside one, or a bare repository: HEAD naming a branch or commit beside `objects/` and `refs/`,
 * as git itself tells a repository folder), or undefined when it does not. Objects, hooks and
 * configuration are no source to search or change.
 */
function gitDataFolder(root) {
    if ((0,external_node_path_.resolve)(root).split(external_node_path_.sep).includes('.git'))
        return "is inside a .git folder (git's own data): give the folder that holds it";
    let head;
    try {
        head = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, 'HEAD'), 'utf8');
    }
    catch {
        return undefined;
    }
    if (!/^(?:ref: refs\/\S+|[0-9a-f]{40}|[0-9a-f]{64})\s*$/.test(head) || !isFolder((0,external_node_path_.join)(root, 'objects')) || !isFolder((0,external_node_path_.join)(root, 'refs')))
        return undefined;
    return "is a bare git repository (git's own data, no checked-out files): give the folder of a clone of it (git clone <bare> <folder>)";
}
/**
 * The listed `paths` (sorted) as files and skips: excluded folders and patterns, symlinks, what
 * `.gitattributes` marks, and path-level skips. The attribute files are those listed among `paths`,
 * or `attributeFiles` when given (the listing is then a part of the repository's).
 */
async function classifyPaths(root, paths, options, attributeFiles) {
    const realRoot = await (0,promises_.realpath)(root);
    const maxBytes = options.maxFileBytes ?? classify/* DEFAULT_MAX_FILE_BYTES */.CR;
    const excluded = options.exclude?.length ? ignore_default()().add([...options.exclude]) : undefined;
    const skipped = [];
    const candidates = paths.filter((path) => {
        if (inExcludedFolder(path))
            return false;
        if (!excluded?.ignores(path))
            return true;
        skipped.push({ path, reason: 'excluded', detail: 'matches an exclude pattern' });
        return false;
    });
    // Synchronous stats: thousands of tiny syscalls are far cheaper inline than through the thread pool.
    const stats = candidates.map((path) => {
        const full = (0,external_node_path_.join)(root, path);
        try {
            const info = (0,external_node_fs_.lstatSync)(full);
            if (info.isSymbolicLink()) {
                let target;
                try {
                    target = (0,external_node_fs_.realpathSync)(full);
                }
                catch {
                    target = undefined;
                }
                const inside = target !== undefined && isInside(realRoot, target);
                const skip = { path, reason: inside ? 'symlink' : 'symlink-outside', detail: target ? `-> ${target}` : 'broken link' };
                return { path, skip };
            }
            if (!info.isFile())
                return undefined;
            return { path, size: info.size, mtimeMs: Math.max(info.mtimeMs, info.ctimeMs) };
        }
        catch {
            // A name that is not UTF-8 comes decoded with U+FFFD in place of its bad bytes: no file has
            // that name, so it is told as left out rather than dropped without a word.
            if (unnameable(path))
                return { path, skip: { path, reason: 'unreadable', detail: NAME_NOT_UTF8 } };
            return undefined; // listed by git but gone from disk (deleted, or a submodule folder)
        }
    });
    const attributes = attributeFiles ? await readAttributePaths(root, attributeFiles) : await readAttributeFiles(root, stats);
    const linguist = linguistClassifier(attributes);
    const files = [];
    for (const entry of stats) {
        if (!entry)
            continue;
        if ('skip' in entry) {
            skipped.push(entry.skip);
            continue;
        }
        const kind = linguist(entry.path);
        const skip = kind
            ? { path: entry.path, reason: kind, detail: `linguist-${kind} in .gitattributes` }
            : (0,classify/* skipByPath */._q)(entry.path, entry.size, maxBytes);
        if (skip)
            skipped.push(skip);
        else
            files.push(entry);
    }
    return { files, skipped };
}
function isAttributeFile(path) {
    return path === '.gitattributes' || path.endsWith('/.gitattributes');
}
async function readAttributePaths(root, paths) {
    const out = [];
    for (const path of paths) {
        try {
            out.push({ path, text: await (0,promises_.readFile)((0,external_node_path_.join)(root, path), 'utf8') });
        }
        catch {
            // Gone since it was listed: it marks nothing.
        }
    }
    return out;
}
/** Changed paths beyond which a warm start lists everything again: this many at least... */
const MIN_CHANGES_TO_RELIST = 2_000;
/** ...and this share of the files. */
const MAX_CHANGED_SHARE = 0.2;
/** Identifies the options a listing depends on. */
function listingSettings(options) {
    return JSON.stringify([options.exclude ?? [], options.maxFileBytes ?? classify/* DEFAULT_MAX_FILE_BYTES */.CR, options.useGit !== false, options.untracked !== false, ...(options.committedOnly ? ['committed'] : [])]);
}
/** Files whose change lists the repository differently: every path is then listed again. */
function changesListing(path) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    return name === '.gitignore' || name === '.gitattributes';
}
/**
 * The listing `walkRepo` would give, from `previous` and what git says changed since: only the
 * changed paths are stated; the others keep their previous size and mtime. Undefined when git
 * cannot tell (then `walkRepo` lists everything): not a repository, the previous commit gone,
 * other options, another sparse checkout set, or a changed ignore or attributes file.
 */
async function walkChanges(root, options, previous, current) {
    // Only tracked files wanted: the full listing asks git for exactly those.
    if (options.useGit === false || options.untracked === false || previous.settings !== listingSettings(options))
        return undefined;
    await checkRoot(root);
    const since = await (0,git_changes/* changesSince */.sR)(root, previous.state, current);
    // Another sparse set: files came or went that no git command names.
    if (!since || since.now.sparse !== previous.state.sparse)
        return undefined;
    const changed = since.changed;
    // Past a share of the files, listing everything costs less than asking about each.
    if (changed.size > Math.max(MIN_CHANGES_TO_RELIST, previous.files.size * MAX_CHANGED_SHARE))
        return undefined;
    // Files left out last time for a reason that may not hold now (unreadable, past the index's
    // budget, an analysis that failed) are looked at again; a name that is not UTF-8 stays what it
    // was until git says the path changed.
    for (const s of previous.skipped)
        if (classify/* RETRIED_SKIPS */.XW.has(s.reason) && s.detail !== NAME_NOT_UTF8)
            changed.add(s.path);
    // Such a name cannot be given back to git (its decoded form names no file): the whole listing says
    // whether it is still there.
    if ([...changed].some((path) => changesListing(path) || unnameable(path)))
        return undefined;
    const listed = await (0,git_changes/* listedAmong */.cV)(root, [...changed]);
    if (!listed)
        return undefined;
    const attributeFiles = [...previous.files.keys()].filter(isAttributeFile);
    const fresh = await classifyPaths(root, [...listed].sort(), options, attributeFiles);
    const files = fresh.files;
    for (const [path, file] of previous.files)
        if (!changed.has(path))
            files.push({ path, size: file.size, mtimeMs: file.mtimeMs });
    const skipped = fresh.skipped;
    for (const s of previous.skipped)
        if (!changed.has(s.path))
            skipped.push(s);
    files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { files, skipped, source: 'git', state: since.now, changed: changed.size };
}


/***/ }),

/***/ 3673:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HA: () => (/* binding */ kindSources),
/* harmony export */   Mq: () => (/* binding */ kindsOrigin),
/* harmony export */   aR: () => (/* binding */ indexKinds),
/* harmony export */   mz: () => (/* binding */ storableKinds)
/* harmony export */ });
/* unused harmony exports BUILD_MIN_DEFINITIONS, BUILD_REPEATED_SHARE, BUILD_MIN_CONTAINED, CONTAINED_SHARE, MAX_COPIES, OUTPUT_FOLDER_SHARE, kindComputations, computeIndexKinds */
/* harmony import */ var _repo_classify_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8748);
/**
 * Kinds of files only the whole index can tell, worked out once per index (never per query): the
 * build outputs a repository commits (bundles and compiled copies of its sources) and the
 * declaration files whose names an implementation defines too. From one walk over the symbol
 * table's groups (names -> definition ids: no file's definitions are unpacked), the build banners
 * indexing recorded, the package.json files and the import links: all of them a function of the
 * indexed files' paths and contents (the tables' key), so the persisted index keeps the result with
 * its tables (store/stored-kinds.ts) and a warm start takes it from there.
 */

/** A script that repeats other files' definitions needs at least this many definitions, ... */
const BUILD_MIN_DEFINITIONS = 8;
/** ... this share of them defined in another file under the same qualified name (a specific one), ... */
const BUILD_REPEATED_SHARE = 0.6;
/**
 * ... and must hold at least this many other files: files at most half its size (in definitions)
 * with CONTAINED_SHARE of their definitions repeated in it. A bundle holds every module it was
 * built from; a base class and the subclasses overriding its methods share no qualified name.
 */
const BUILD_MIN_CONTAINED = 3;
const CONTAINED_SHARE = 0.6;
/** A qualified name defined in more files than this is common (`init`, `toString`), not a copy. */
const MAX_COPIES = 8;
/**
 * A folder a package.json names (`main`, `module`, `exports`, `browser`, `unpkg`, `files`) holds
 * build outputs when its code is scripts (no TypeScript or JSX: sources live there) repeating, as a
 * whole, BUILD_REPEATED_SHARE of their definitions from other files; when it is not where the
 * package's sources live: it holds less than this share of the package's code files, or the
 * package has at least as many TypeScript or JSX sources elsewhere (which a build compiles into
 * it); and when none of its files imports a file outside it (sources there would: `bin/cli.js`
 * requires `../lib`).
 */
const OUTPUT_FOLDER_SHARE = 0.5;
/** At most this many package.json files are read. */
const MAX_PACKAGES = 200;
/** At most this many paths are taken from one package.json. */
const MAX_PACKAGE_PATHS = 500;
const PACKAGE_FIELDS = ['main', 'module', 'exports', 'browser', 'unpkg', 'jsdelivr', 'files'];
/** What a build writes (`.js`, `.mjs`, `.cjs`). */
const SCRIPT = /\.[cm]?js$/;
/** What a package's build reads or writes: scripts, JSX and TypeScript. */
const PACKAGE_CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
/** Code only a source is written in (declarations are not counted as code). */
const SOURCE_ONLY = /\.(?:[cm]?ts|[jt]sx)$/;
const DECLARATION_SUFFIX = /\.d\.[cm]?ts$|\.pyi$/;
const IMPLEMENTATION_EXTENSIONS = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.jsx', '.tsx', '.py'];
/** Kinds of code that are not what a package builds from. */
const NOT_BUILT = new Set(['declaration', 'example', 'benchmark', 'build-config', 'docs-site', 'script', 'ci', 'template']);
const known = new WeakMap();
let computations = 0;
/**
 * The index's kinds, once per index whoever asks first (the search's features, the save): the
 * store's when the index came with them (`RepoIndex.storedKinds`), else worked out from `sources`
 * (asked for only then; `kindSources` by default).
 */
function indexKinds(index, sources = () => kindSources(index)) {
    return knownKinds(index, sources).kinds;
}
function knownKinds(index, sources) {
    let k = known.get(index);
    if (!k) {
        if (index.storedKinds)
            k = { kinds: index.storedKinds, origin: 'stored', complete: true };
        else {
            computations++;
            let complete = true;
            const given = typeof sources === 'function' ? sources() : sources;
            const watched = {
                kinds: given.kinds,
                readText: (path) => {
                    const text = given.readText(path);
                    if (text === undefined)
                        complete = false;
                    return text;
                },
                links: () => {
                    const links = given.links();
                    if (!links)
                        complete = false;
                    return links;
                },
            };
            const kinds = computeIndexKinds(index, watched);
            k = { kinds, origin: 'computed', complete };
        }
        known.set(index, k);
    }
    return k;
}
/** The kinds the store may keep for the index: worked out now if not yet, undefined when an input could not be read. */
function storableKinds(index) {
    const k = knownKinds(index, () => kindSources(index));
    return k.complete ? k.kinds : undefined;
}
/** Where the index's kinds came from, once asked for. */
function kindsOrigin(index) {
    return known.get(index)?.origin;
}
/** How many times this process has worked an index's kinds out (for tests: a warm start takes them from the store). */
function kindComputations() {
    return computations;
}
/** The index's own inputs: each path's kinds, the checked-out files, the links the index has or resolves. */
function kindSources(index, kinds) {
    return {
        kinds: kinds ?? index.files.map((f) => (0,_repo_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .fileKinds */ .mv)(f.path)),
        readText: (path) => index.readText(path),
        links: () => {
            try {
                return index.tables.links ?? index.links();
            }
            catch {
                // An index whose imports cannot be resolved names no folder of outputs.
                return undefined;
            }
        },
    };
}
/** The kinds worked out (see the module's comment). */
function computeIndexKinds(index, sources) {
    const { kinds } = sources;
    const declaration = (f) => kinds[f.id].includes('declaration');
    // Source scripts (which may repeat others' definitions), the large ones (which may hold other
    // files whole), declaration files.
    const scripts = new Uint8Array(index.files.length);
    const holders = new Uint8Array(index.files.length);
    let any = false;
    for (const f of index.files) {
        if (f.role === 'source' && SCRIPT.test(f.path) && f.definitionCount > 0)
            scripts[f.id] = 1;
        if (scripts[f.id] && f.definitionCount >= BUILD_MIN_DEFINITIONS)
            holders[f.id] = 1;
        if (scripts[f.id] || declaration(f))
            any = true;
    }
    const buildOutputs = new Map();
    const shadowed = new Map();
    const found = any ? symbolRepeats(index, scripts, holders, declaration) : { repeated: new Map(), held: new Map(), implemented: new Map() };
    if (any) {
        for (const f of repeatingScripts(index, found))
            buildOutputs.set(f, 'repeats');
        for (const f of index.files) {
            if (!declaration(f))
                continue;
            const share = siblingImplemented(index, f, declaration) ? 1 : f.definitionCount ? (found.implemented.get(f.id) ?? 0) / f.definitionCount : 0;
            if (share > 0)
                shadowed.set(f.id, share);
        }
    }
    for (const f of packageOutputs(index, sources, found))
        if (!buildOutputs.has(f))
            buildOutputs.set(f, 'package');
    for (const f of index.files)
        if (f.buildBanner && f.role === 'source' && !buildOutputs.has(f.id))
            buildOutputs.set(f.id, 'banner');
    return { buildOutputs, shadowed };
}
const SCRIPT_FILE = 1;
const DECLARATION_FILE = 2;
/** A source that is no declaration. */
const IMPLEMENTATION_FILE = 4;
/** Each definition id's file. */
function definitionFiles(index) {
    const last = index.files[index.files.length - 1];
    const out = new Int32Array(last ? last.firstDefinition + last.definitionCount : 0);
    for (const f of index.files)
        out.fill(f.id, f.firstDefinition, f.firstDefinition + f.definitionCount);
    return out;
}
function bump(map, key) {
    map.set(key, (map.get(key) ?? 0) + 1);
}
/**
 * One walk over the symbol table. A definition's identity is its qualified name's group when it has
 * one (`Axios.request`), else its name's group among the other unqualified definitions (top-level
 * functions): two files defining the same identity, in at most MAX_COPIES files, repeat each other.
 * A declaration's name that a source (no declaration) defines too is implemented.
 */
function symbolRepeats(index, scripts, holders, declaration) {
    const fileOf = definitionFiles(index);
    // Per file: SCRIPT_FILE, DECLARATION_FILE or IMPLEMENTATION_FILE bits.
    const roles = new Uint8Array(index.files.length);
    for (const f of index.files)
        roles[f.id] = (scripts[f.id] ? SCRIPT_FILE : 0) | (declaration(f) ? DECLARATION_FILE : f.role === 'source' ? IMPLEMENTATION_FILE : 0);
    const qualified = new Uint8Array(fileOf.length);
    const implementedIds = new Uint8Array(fileOf.length);
    const out = { repeated: new Map(), held: new Map(), implemented: new Map() };
    const files = [];
    const count = (ids, start, end) => {
        files.length = 0;
        for (let i = start; i < end; i++) {
            const f = fileOf[ids[i]];
            if (files.includes(f))
                continue;
            files.push(f);
            if (files.length > MAX_COPIES)
                return;
        }
        if (files.length < 2)
            return;
        for (let i = start; i < end; i++) {
            const g = fileOf[ids[i]];
            if (scripts[g])
                bump(out.repeated, g);
            for (const f of files) {
                if (f === g || !holders[f])
                    continue;
                let held = out.held.get(f);
                if (!held)
                    out.held.set(f, (held = new Map()));
                bump(held, g);
            }
        }
    };
    // Unqualified names' groups with a script in them, seen once every qualified definition is known.
    const later = [];
    index.symbols.forEachGroup((ids, start, end, dotted) => {
        if (dotted)
            for (let i = start; i < end; i++)
                qualified[ids[i]] = 1;
        if (end - start < 2)
            return;
        let seen = 0;
        for (let i = start; i < end; i++)
            seen |= roles[fileOf[ids[i]]];
        if ((seen & (DECLARATION_FILE | IMPLEMENTATION_FILE)) === (DECLARATION_FILE | IMPLEMENTATION_FILE)) {
            for (let i = start; i < end; i++)
                if (roles[fileOf[ids[i]]] & DECLARATION_FILE)
                    implementedIds[ids[i]] = 1;
        }
        if (!(seen & SCRIPT_FILE))
            return;
        if (dotted)
            count(ids, start, end);
        else
            later.push({ ids, start, end });
    });
    const own = [];
    for (const { ids, start, end } of later) {
        own.length = 0;
        for (let i = start; i < end; i++)
            if (!qualified[ids[i]])
                own.push(ids[i]);
        if (own.length > 1)
            count(own, 0, own.length);
    }
    for (let id = 0; id < implementedIds.length; id++)
        if (implementedIds[id])
            bump(out.implemented, fileOf[id]);
    return out;
}
/** The candidate scripts that repeat other files' definitions and hold several files whole. */
function repeatingScripts(index, found) {
    const out = [];
    for (const [f, repeated] of found.repeated) {
        const file = index.files[f];
        if (file.definitionCount < BUILD_MIN_DEFINITIONS || repeated < BUILD_REPEATED_SHARE * file.definitionCount)
            continue;
        let contained = 0;
        for (const [g, held] of found.held.get(f) ?? []) {
            const other = index.files[g];
            if (2 * other.definitionCount <= file.definitionCount && held >= CONTAINED_SHARE * other.definitionCount)
                contained++;
        }
        if (contained >= BUILD_MIN_CONTAINED)
            out.push(f);
    }
    return out.sort((a, b) => a - b);
}
/** A declaration file with an implementation of the same stem beside it. */
function siblingImplemented(index, file, declaration) {
    const stem = file.path.replace(DECLARATION_SUFFIX, '');
    return IMPLEMENTATION_EXTENSIONS.some((ext) => {
        const sibling = index.byPath.get(stem + ext);
        return sibling !== undefined && !declaration(sibling);
    });
}
function dirOf(path) {
    const slash = path.lastIndexOf('/');
    return slash === -1 ? '' : path.slice(0, slash);
}
/** The paths a package.json names in the fields that say what it publishes (strings at any depth of `exports`). */
function publishedPaths(json) {
    const out = [];
    const add = (value, depth) => {
        if (out.length >= MAX_PACKAGE_PATHS)
            return;
        if (typeof value === 'string')
            out.push(value);
        else if (value && typeof value === 'object' && depth < 8)
            for (const v of Object.values(value))
                add(v, depth + 1);
    };
    if (json && typeof json === 'object')
        for (const field of PACKAGE_FIELDS)
            add(json[field], 0);
    return out;
}
/**
 * The folder of the package at `prefix` a published path is in (`dist/index.js`, `./dist/`, `dist`
 * -> `<package>/dist`), or undefined for a file of the package's own folder, a pattern or a path
 * leaving the package.
 */
function publishedFolder(path, prefix, folders) {
    let rel = path.trim();
    while (rel.startsWith('./'))
        rel = rel.slice(2);
    if (!rel || rel.startsWith('/') || rel.startsWith('.') || rel.startsWith('!'))
        return undefined;
    const slash = rel.indexOf('/');
    const segment = slash === -1 ? rel : rel.slice(0, slash);
    if (!segment || /[*?{}[\]]/.test(segment))
        return undefined;
    const folder = prefix + segment;
    return folders.has(folder) ? folder : undefined;
}
/** A code file a package builds from or into: a source, not a declaration, example, script, ... */
function isPackageCode(f, kinds) {
    return f.role === 'source' && PACKAGE_CODE.test(f.path) && !kinds[f.id].some((k) => NOT_BUILT.has(k));
}
/** Per folder ('' the top), how many package code files are in it at any depth, and how many of them are TypeScript or JSX. */
function codeCounts(index, kinds) {
    const counts = new Map();
    for (const f of index.files) {
        if (!isPackageCode(f, kinds))
            continue;
        const source = SOURCE_ONLY.test(f.path) ? 1 : 0;
        for (let dir = dirOf(f.path);; dir = dirOf(dir)) {
            const c = counts.get(dir);
            if (c) {
                c.code++;
                c.sources += source;
            }
            else
                counts.set(dir, { code: 1, sources: source });
            if (!dir)
                break;
        }
    }
    return counts;
}
/** The code files under the folders package.json files publish that hold builds, not sources (see OUTPUT_FOLDER_SHARE). */
function packageOutputs(index, sources, found) {
    const packages = index.files.filter((f) => f.path === 'package.json' || f.path.endsWith('/package.json')).slice(0, MAX_PACKAGES);
    if (packages.length === 0)
        return [];
    // Outputs are scripts: a package, and a folder it publishes, without any is not looked into.
    const scriptFolders = new Set();
    for (const f of index.files) {
        if (!SCRIPT.test(f.path) || !isPackageCode(f, sources.kinds))
            continue;
        for (let dir = dirOf(f.path); !scriptFolders.has(dir); dir = dirOf(dir)) {
            scriptFolders.add(dir);
            if (!dir)
                break;
        }
    }
    const folders = new Map();
    for (const pkg of packages) {
        const dir = dirOf(pkg.path);
        if (!scriptFolders.has(dir))
            continue;
        let json;
        try {
            json = JSON.parse(sources.readText(pkg.path) ?? 'null');
        }
        catch {
            continue;
        }
        for (const path of publishedPaths(json)) {
            const folder = publishedFolder(path, dir ? `${dir}/` : '', scriptFolders);
            if (folder !== undefined)
                folders.set(folder, dir);
        }
    }
    if (folders.size === 0)
        return [];
    const counts = codeCounts(index, sources.kinds);
    const out = [];
    let links = null;
    for (const [folder, dir] of folders) {
        // A folder with TypeScript or JSX is where sources live: known from the counts, without a scan.
        if (counts.get(folder).sources > 0)
            continue;
        const inside = index.files.filter((f) => f.path.startsWith(`${folder}/`));
        const code = inside.filter((f) => isPackageCode(f, sources.kinds));
        if (code.length === 0 || code.some((f) => SOURCE_ONLY.test(f.path)))
            continue;
        let definitions = 0;
        let repeated = 0;
        for (const f of code) {
            definitions += f.definitionCount;
            repeated += found.repeated.get(f.id) ?? 0;
        }
        if (definitions === 0 || repeated < BUILD_REPEATED_SHARE * definitions)
            continue;
        const whole = counts.get(dir);
        if (!(code.length < OUTPUT_FOLDER_SHARE * whole.code || whole.sources >= code.length))
            continue;
        // Without the links, whether the folder's files import sources elsewhere is unknown: no outputs.
        if (links === null)
            links = sources.links();
        const edges = links;
        const leaves = (f) => {
            for (let p = edges.offsets[f.id]; p < edges.offsets[f.id + 1]; p++)
                if (!index.files[edges.targets[p]].path.startsWith(`${folder}/`))
                    return true;
            return false;
        };
        if (!edges || inside.some(leaves))
            continue;
        for (const f of inside)
            if (f.role === 'source' && PACKAGE_CODE.test(f.path))
                out.push(f.id);
    }
    return out;
}


/***/ }),

/***/ 7569:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  X: () => (/* binding */ buildIndex)
});

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:v8");
// EXTERNAL MODULE: ./src/repo/git-changes.ts
var git_changes = __nccwpck_require__(7060);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/repo/cochange.ts
var cochange = __nccwpck_require__(292);
// EXTERNAL MODULE: ./src/repo/git-run.ts + 1 modules
var git_run = __nccwpck_require__(1867);
;// CONCATENATED MODULE: ./src/repo/history.ts
/**
 * Git history as a retrieval prior: how often and how recently each file changed, from one
 * `git log` over the most recent commits. Absent (not a repository, shallow clone) means no prior.
 */





const HISTORY_COMMITS = 1_000;
/** Commits touching more files than this (mass renames, formatting) say nothing about one file. */
const MAX_FILES_PER_COMMIT = 50;
/**
 * Parses `git log -z --format=%x00%ct --name-only` output. Each commit is an empty field (the
 * format's NUL: a path is never empty), its time, then its paths, the first after a newline. Paths
 * are repository-relative and as they are: NUL-separated, git quotes none (tabs, newlines, quotes).
 */
function parseGitLog(output, prefix = '') {
    const files = new Map();
    const together = [];
    let scanned = 0;
    let newest = 0;
    const fields = output.split('\0');
    for (let at = fields.indexOf(''); at !== -1 && at < fields.length;) {
        let end = at + 2;
        while (end < fields.length && fields[end] !== '')
            end++;
        const time = Number(fields[at + 1]);
        const lines = fields.slice(at + 2, end);
        if (lines.length > 0)
            lines[0] = lines[0].replace(/^\n/, '');
        at = end;
        if (!Number.isFinite(time) || time <= 0)
            continue;
        scanned++;
        newest = Math.max(newest, time);
        if (lines.length > MAX_FILES_PER_COMMIT)
            continue;
        const changed = [];
        for (const line of lines) {
            if (prefix && !line.startsWith(prefix))
                continue;
            const path = line.slice(prefix.length);
            changed.push(path);
            const entry = files.get(path);
            if (entry) {
                entry.commits++;
                entry.lastCommit = Math.max(entry.lastCommit, time);
            }
            else {
                files.set(path, { commits: 1, lastCommit: time });
            }
        }
        if (changed.length >= 2 && changed.length <= cochange/* COCHANGE_MAX_FILES */.Ay)
            together.push(changed);
    }
    return { files, scanned, newest, coChange: (0,cochange/* coChangeFromCommits */.x5)(together) };
}
const HISTORY_FILE = 'history-v4.json';
async function readCached(cacheDir, head, prefix) {
    try {
        const cached = JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(cacheDir, HISTORY_FILE), 'utf8'));
        if (cached.head !== head || cached.prefix !== prefix)
            return undefined;
        return {
            scanned: cached.scanned,
            newest: cached.newest,
            files: new Map(cached.files.map(([p, c, l]) => [p, { commits: c, lastCommit: l }])),
            coChange: (0,cochange/* coChangeFromCommits */.x5)(cached.together ?? []),
        };
    }
    catch {
        return undefined;
    }
}
async function writeCached(cacheDir, head, prefix, stats) {
    const cached = {
        head,
        prefix,
        scanned: stats.scanned,
        newest: stats.newest,
        files: [...stats.files].map(([p, h]) => [p, h.commits, h.lastCommit]),
        together: (stats.coChange?.commits ?? []).map((c) => [...c]),
    };
    // A temporary file of its own (two reads of one history may overlap: a build started again after
    // its store was rejected), renamed whole into place or removed.
    const tmp = (0,external_node_path_.join)(cacheDir, `${HISTORY_FILE}.${process.pid}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`);
    try {
        await (0,promises_.mkdir)(cacheDir, { recursive: true });
        await (0,promises_.writeFile)(tmp, JSON.stringify(cached), { flag: 'wx' });
        await (0,promises_.rename)(tmp, (0,external_node_path_.join)(cacheDir, HISTORY_FILE));
    }
    catch {
        // A cache that cannot be written only costs time.
        await (0,promises_.rm)(tmp, { force: true }).catch(() => undefined);
    }
}
/** The commit checked out and the folder's place, or undefined when git has none. */
async function revisionOf(root) {
    try {
        const lines = (await (0,git_run/* readGit */.lX)(root, ['rev-parse', '--show-prefix', 'HEAD'])).split('\n');
        return { prefix: lines[0].trim(), head: lines[1].trim() };
    }
    catch {
        return undefined;
    }
}
/**
 * Reads the history of the repository containing `root`, or undefined when git has none (not a
 * repository, or no commits). With `cacheDir`, the result is kept per HEAD commit. `revision`, when
 * known already (`gitState` asked git for it), spares a command.
 */
async function readHistory(root, cacheDir, commits = HISTORY_COMMITS, revision) {
    const known = await revision;
    const { head, prefix } = known ?? (await revisionOf(root)) ?? {};
    if (head === undefined || prefix === undefined || !/^[0-9a-f]{40,64}$/.test(head))
        return undefined;
    if (cacheDir) {
        const cached = await readCached(cacheDir, head, prefix);
        if (cached)
            return cached;
    }
    try {
        const stdout = await (0,git_run/* readGit */.lX)(root, 
        // Names as they are, NUL-separated: git would otherwise quote any name with a tab, a newline, a
        // quote or a byte past ASCII (`"caf\303\251.py"`).
        ['log', '-z', `-n${commits}`, '--no-merges', '--format=%x00%ct', '--name-only', '--no-renames', head]);
        const stats = parseGitLog(stdout, prefix);
        if (stats.scanned === 0)
            return undefined;
        if (cacheDir)
            await writeCached(cacheDir, head, prefix, stats);
        return stats;
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/repo/walk.ts + 1 modules
var walk = __nccwpck_require__(9673);
;// CONCATENATED MODULE: ./src/search/index/analysis-cache.ts
/**
 * Budget in weight units: about one unit per term occurrence kept or 8 characters of packed text
 * (the terms' texts are shared by every file one thread analyzed, and not counted).
 */
const DEFAULT_CACHE_WEIGHT = 4_000_000;
function weightOf(content) {
    if ('skip' in content)
        return 16;
    return 64 + content.chunks.counts.length + (content.lineTokens.length >> 2) + ((content.core.definitions.length + content.details.length) >> 3);
}
class AnalysisLru {
    maxWeight;
    entries = new Map();
    weight = 0;
    constructor(maxWeight = DEFAULT_CACHE_WEIGHT) {
        this.maxWeight = maxWeight;
    }
    get(hash) {
        const entry = this.entries.get(hash);
        if (!entry)
            return undefined;
        // Re-insert to mark it most recently used.
        this.entries.delete(hash);
        this.entries.set(hash, entry);
        return entry.content;
    }
    set(hash, content) {
        const weight = weightOf(content);
        if (weight > this.maxWeight)
            return;
        const old = this.entries.get(hash);
        if (old) {
            this.entries.delete(hash);
            this.weight -= old.weight;
        }
        this.entries.set(hash, { content, weight });
        this.weight += weight;
        for (const [key, entry] of this.entries) {
            if (this.weight <= this.maxWeight)
                break;
            this.entries.delete(key);
            this.weight -= entry.weight;
        }
    }
    get size() {
        return this.entries.size;
    }
    get totalWeight() {
        return this.weight;
    }
}
/** The process-wide cache the indexer uses. */
const analysisCache = new AnalysisLru();

// EXTERNAL MODULE: ./src/repo/classify.ts
var classify = __nccwpck_require__(8748);
;// CONCATENATED MODULE: ./src/search/index/index-budget.ts
/**
 * Keeps an index within the memory it may use: past a budget of source bytes, the least relevant
 * files (documentation and other files before configuration, tests, then sources), largest first,
 * are left out with a recorded reason instead of the process running out of memory. Pure.
 */

/**
 * Heap an index takes per byte of source text it holds, its save included: the scale suite's
 * 50,000-file tree (186 MB of text) peaked at about 0.9 GB of heap.
 */
const MEMORY_PER_SOURCE_BYTE = 5;
/** Share of the heap an index may take; the rest is for search, context and the model's replies. */
const HEAP_SHARE = 0.6;
/** The first files left out are the last in this order. */
const ROLE_ORDER = { source: 0, test: 1, config: 2, doc: 3, other: 4 };
/** Source bytes an index may hold in a heap of `heapLimit` bytes. */
function defaultBudget(heapLimit) {
    return Math.floor((heapLimit * HEAP_SHARE) / MEMORY_PER_SOURCE_BYTE);
}
/** The files that fit `budget` bytes (in their order), and the others as skips saying why. */
function admitWithin(files, budget) {
    let total = 0;
    for (const f of files)
        total += f.size;
    if (total <= budget)
        return { admitted: [...files], over: [] };
    const ranked = [...files].sort((a, b) => ROLE_ORDER[(0,classify/* fileRole */.B3)(a.path)] - ROLE_ORDER[(0,classify/* fileRole */.B3)(b.path)] || a.size - b.size || (a.path < b.path ? -1 : 1));
    const kept = new Set();
    let used = 0;
    for (const f of ranked) {
        if (used + f.size > budget)
            break;
        kept.add(f.path);
        used += f.size;
    }
    const detail = `the index holds at most ${budget} bytes of text; ${total} were found (the largest and least relevant files are left out)`;
    return {
        admitted: files.filter((f) => kept.has(f.path)),
        over: files.filter((f) => !kept.has(f.path)).map((f) => ({ path: f.path, reason: 'over-budget', detail })),
    };
}

// EXTERNAL MODULE: ./src/repo/repo-files.ts
var repo_files = __nccwpck_require__(3076);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(3136);
;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:worker_threads");
// EXTERNAL MODULE: ./src/code/import-skeleton.ts
var import_skeleton = __nccwpck_require__(3822);
// EXTERNAL MODULE: ./src/search/store/record-codec.ts
var record_codec = __nccwpck_require__(7970);
// EXTERNAL MODULE: ./src/search/store/stored-analysis.ts + 1 modules
var stored_analysis = __nccwpck_require__(3480);
// EXTERNAL MODULE: ./src/search/terms/tokenizer.ts + 1 modules
var tokenizer = __nccwpck_require__(7435);
;// CONCATENATED MODULE: ./src/search/index/file-analysis.ts






function lineStarts(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return starts;
}
/** Where a chunk's lines start and end in a text of `length` characters whose lines start at `starts`. */
function chunkBounds(chunk, starts, length) {
    return [starts[chunk.startLine - 1] ?? length, starts[chunk.endLine] ?? length];
}
/** A file's text and its analysis, or why it is skipped. */
async function analyzeText(path, bytes) {
    if ((0,classify/* looksBinary */.Wb)(bytes))
        return { skip: { reason: 'binary', detail: 'NUL bytes in the content' } };
    const { text, encoding } = (0,classify/* decodeText */.g7)(bytes);
    const skip = (0,classify/* skipByContent */.Mn)(path, text);
    if (skip)
        return { skip: { reason: skip.reason, ...(skip.detail ? { detail: skip.detail } : {}) } };
    // The parser is loaded with the first file to parse: a warm start that parses nothing never loads it.
    const { analyzeOrFail, analyzeFile, analyzeImports } = await Promise.all(/* import() */[__nccwpck_require__.e(33), __nccwpck_require__.e(751)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9751));
    // Tests are most of many repositories' code: their imports link them to what they test, their
    // definitions are worked out when something asks for them (`FileAnalysis.importsOnly`).
    const analysis = await analyzeOrFail(path, text, (0,import_skeleton/* importsOnlyPath */.iS)(path) ? analyzeImports : analyzeFile);
    if ('failed' in analysis)
        return failedSkip(analysis.failed);
    if ((0,classify/* hasBuildBanner */.Pe)(path, text))
        analysis.buildBanner = true;
    return { analysis, encoding, text };
}
/** A file whose analysis failed: skipped for this run (the next one tries again, see RETRIED_SKIPS). */
function failedSkip(detail) {
    return { skip: { reason: 'analysis-failed', detail } };
}
/** Analyzes with the chunks' terms counted as texts (the form `sameTerms` checks stored records against). */
async function analyzeBytes(path, bytes) {
    const analyzed = await analyzeText(path, bytes);
    if ('skip' in analyzed)
        return analyzed;
    return { analysis: analyzed.analysis, encoding: analyzed.encoding, ...termCounts(analyzed.text, analyzed.analysis.chunks) };
}
/** Each chunk's term counts and the tokens on each line of `text`. */
function termCounts(text, chunks) {
    const starts = lineStarts(text);
    const lineTokens = new Uint32Array(starts.length);
    return { chunks: chunks.map((c) => (0,tokenizer/* countTokens */.ih)(text, ...chunkBounds(c, starts, text.length), starts, lineTokens)), lineTokens };
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
function packChunkTerms(chunks, numbers) {
    const total = chunks.reduce((n, c) => n + c.terms.length, 0);
    const refs = new Uint32Array(total);
    const counts = new Uint32Array(total);
    let at = 0;
    for (const c of chunks) {
        for (let k = 0; k < c.terms.length; k++) {
            refs[at] = numbers.number(c.terms[k]);
            counts[at++] = c.counts[k];
        }
    }
    return { refs, counts, sizes: Uint32Array.from(chunks, (c) => c.terms.length) };
}
/** The sent form of an analysis whose chunks' terms are numbered. */
function sendable(analysis, encoding, chunks, lineTokens) {
    return { encoding, core: (0,record_codec/* coreOf */.z2)(analysis), ...(0,record_codec/* packDetails */.qt)(analysis), chunks, lineTokens };
}
/** Sent content with the texts of its term numbers (the receiving side's `TermNumbers`). */
function withTerms(sent, terms) {
    return 'skip' in sent ? sent : { ...sent, terms };
}
/** Content analyzed with its terms as texts, packed in this thread (its own numbers). */
function packHere(content, numbers = new TermNumbers()) {
    if ('skip' in content)
        return content;
    return withTerms(sendable(content.analysis, content.encoding, packChunkTerms(content.chunks, numbers), content.lineTokens), numbers);
}
/**
 * Analyzes and packs: the job of a worker thread, its terms numbered by `numbers` as they are
 * counted (what `packHere` of `analyzeBytes` gives, without the terms' texts per file).
 */
async function analyzeToSend(path, bytes, numbers) {
    const analyzed = await analyzeText(path, bytes);
    if ('skip' in analyzed)
        return analyzed;
    try {
        return countAndSend(analyzed, numbers);
    }
    catch (error) {
        const { describeFailure } = await Promise.all(/* import() */[__nccwpck_require__.e(33), __nccwpck_require__.e(751)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9751));
        return failedSkip(describeFailure(error));
    }
}
/** The sent form of an analyzed text, its chunks' terms counted and numbered by `numbers`. */
function countAndSend({ analysis, encoding, text }, numbers) {
    const starts = lineStarts(text);
    const lineTokens = new Uint32Array(starts.length);
    const refs = [];
    const counts = [];
    const sizes = new Uint32Array(analysis.chunks.length);
    analysis.chunks.forEach((c, i) => {
        const chunk = (0,tokenizer/* countTokenNumbers */.nV)(text, ...chunkBounds(c, starts, text.length), starts, lineTokens, numbers);
        for (let k = 0; k < chunk.refs.length; k++) {
            refs.push(chunk.refs[k]);
            counts.push(chunk.counts[k]);
        }
        sizes[i] = chunk.refs.length;
    });
    return sendable(analysis, encoding, { refs: Uint32Array.from(refs), counts: Uint32Array.from(counts), sizes }, lineTokens);
}
/** Positions of a term within one chunk stay below this (a chunk is ~1,500 characters). */
const POSITION_SPAN = 2 ** 21;
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
/** Room for sorting one chunk's keys (a chunk's own array would be an allocation per chunk). */
let sortKeys = new Float64Array(1024);
/** The chunks' terms mapped to `vocab` ids, each chunk's pairs sorted by id. */
function termPairs(chunks, terms, vocab) {
    // The file's terms get their ids in the order they first come, as adding each chunk's in turn would.
    const ids = terms.idsIn(vocab, chunks.refs);
    const pairs = new Uint32Array(chunks.counts.length * 2);
    const offsets = new Uint32Array(chunks.sizes.length + 1);
    let at = 0;
    let term = 0;
    chunks.sizes.forEach((n, i) => {
        // Sorted by id without a pair object per term: each key is id * 2^21 + position, exact in a double.
        if (n > sortKeys.length)
            sortKeys = new Float64Array(Math.max(n, sortKeys.length * 2));
        const keys = sortKeys.subarray(0, n);
        for (let k = 0; k < n; k++)
            keys[k] = ids[term + k] * POSITION_SPAN + k;
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
    const { pairs, offsets } = termPairs(content.chunks, content.terms, vocab);
    const core = (0,record_codec/* checkCore */.ik)(content.core);
    const { details, importsEnd } = content;
    const analysis = new stored_analysis/* StoredAnalysis */.A({ hash, core: () => core, details: () => details, imports: () => (0,record_codec/* importsOf */.c5)(details, importsEnd, core.lineCount), trusted: true }, gate);
    const record = new FreshRecord(hash, analysis, { chunks: core.chunks.length >> 1, definitions: core.definitionCount }, pairs, offsets, content.lineTokens);
    if (content.encoding === 'latin1')
        record.encoding = 'latin1';
    return record;
}

// EXTERNAL MODULE: ./src/search/terms/term-numbers.ts
var term_numbers = __nccwpck_require__(9087);
;// CONCATENATED MODULE: ./src/search/index/analyze-pool.ts
/**
 * Parallel file analysis: a pool of worker threads (one per core, at most MAX_WORKERS) running
 * analyze-worker.js next to the bundle. Without that file (running from the TypeScript sources) or
 * with one core, files are analyzed in-process. Results are the same either way.
 */







const MAX_WORKERS = 4;
/** Below this many files, starting workers costs more than it saves. */
const MIN_FILES_FOR_WORKERS = 64;
const WORKER_FILE = 'analyze-worker.js';
/**
 * Each worker's young generation, in MB. The analysis allocates short-lived objects fast. Left to
 * grow (to 32 MB), it cost about 30 MB of peak memory per worker; at 8 MB it is collected so often
 * that analysing takes 1.4-2.6% more instructions than at 16 MB, which does as well as 32 MB for
 * about 15 MB of peak memory on a 1,000-file tree (none on a 1,300-file Python one, whose peak
 * comes after the workers are done).
 */
const WORKER_YOUNG_GENERATION_MB = 16;
/**
 * Analysis in this thread, its terms numbered by one `TermNumbers` for all the files until it holds
 * `maxTerms` (each result keeps the numbering it used).
 */
function inProcess(maxTerms = term_numbers/* MAX_TERM_NUMBERS */.R) {
    let numbers = new term_numbers/* TermNumbers */.z();
    const analyze = async (path, bytes) => {
        const used = numbers;
        const sent = await analyzeToSend(path, bytes, used);
        if (numbers === used && used.size >= maxTerms)
            numbers = new term_numbers/* TermNumbers */.z();
        return withTerms(sent, used);
    };
    return { analyze, parallelism: 1, close: async () => undefined };
}
/**
 * Jobs a worker holds at once: with a second one waiting in its queue it starts on it as soon as the
 * first is done, without waiting for the main thread (busy collecting garbage or mapping terms) to
 * hand it the next.
 */
const JOBS_PER_WORKER = 2;
/**
 * Workers started in place of stopped or retired ones, per worker the pool began with (a file that
 * stops its worker costs one or two). Past it a retiring worker carries on (its parser renewed),
 * and when every worker has stopped the jobs left fail with the last reason: something beyond a few
 * files is wrong.
 */
const REPLACEMENTS_PER_WORKER = 8;
/**
 * Worker threads analysing files. A worker that stops (an uncaught error, memory exhausted) on its
 * one job costs that file, skipped as `analysis-failed`; with more than one, each is sent again
 * alone, so the next stop names the file. A worker that stops before its code loaded blames no file.
 */
class WorkerPool {
    file;
    maxTermNumbers;
    slots = [];
    queue = [];
    pending = new Map();
    next = 0;
    /** Set when every worker has stopped: later jobs fail with it at once. */
    failure;
    replacementsLeft;
    /** Numberings the workers started after their first. */
    renumbered = 0;
    /** Workers started in place of others. */
    replaced = 0;
    constructor(file, count, maxTermNumbers) {
        this.file = file;
        this.maxTermNumbers = maxTermNumbers;
        this.replacementsLeft = count * REPLACEMENTS_PER_WORKER;
        for (let i = 0; i < count; i++)
            this.slots.push(this.start());
    }
    start() {
        const worker = new external_node_worker_threads_namespaceObject.Worker(this.file, {
            resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
            ...(this.maxTermNumbers !== undefined ? { workerData: { maxTermNumbers: this.maxTermNumbers } } : {}),
        });
        // This worker's term numbers, as received: a new numbering replaces them (the results already
        // given keep theirs).
        const slot = { worker, jobs: [], terms: new term_numbers/* TermNumbers */.z(), numbering: 0, ready: false, gone: false };
        worker.on('message', (msg) => {
            if (slot.gone)
                return;
            if ('ready' in msg) {
                slot.ready = true;
                return;
            }
            if (msg.numbering !== slot.numbering) {
                slot.terms = new term_numbers/* TermNumbers */.z();
                slot.numbering = msg.numbering;
                this.renumbered++;
            }
            // Every answer carries the worker's new term texts, in order: received before anything else.
            slot.terms.receive(msg.fresh);
            slot.jobs = slot.jobs.filter((job) => job.id !== msg.id);
            const p = this.pending.get(msg.id);
            this.pending.delete(msg.id);
            if (msg.retire && this.replacementsLeft > 0)
                this.replace(slot);
            else
                this.pump();
            if (msg.error !== undefined)
                p?.reject(new Error(msg.error));
            else
                p?.resolve(withTerms(msg.result, slot.terms));
        });
        worker.on('error', (error) => {
            slot.error = error.message;
        });
        worker.on('exit', (code) => {
            if (slot.gone)
                return;
            this.stopped(slot, slot.error ?? `exit code ${code}`);
        });
        return slot;
    }
    /** `slot`'s worker stopped on its own: a file alone in it is skipped; several are sent again, alone. */
    stopped(slot, reason) {
        if (slot.ready && slot.jobs.length === 1) {
            const culprit = slot.jobs.pop();
            const p = this.pending.get(culprit.id);
            this.pending.delete(culprit.id);
            p?.resolve({ skip: { reason: 'analysis-failed', detail: `the analysis thread stopped: ${reason}` } });
        }
        else if (slot.ready)
            for (const job of slot.jobs)
                job.suspect = true;
        if (this.replacementsLeft > 0)
            return this.replace(slot);
        slot.gone = true;
        this.queue.unshift(...slot.jobs);
        this.slots.splice(this.slots.indexOf(slot), 1);
        if (this.slots.length > 0)
            return this.pump();
        const error = (this.failure = new Error(`the analysis threads kept stopping (last: ${reason})`));
        for (const p of this.pending.values())
            p.reject(error);
        this.pending.clear();
        this.queue.length = 0;
    }
    /** A new worker in `slot`'s place, given the jobs it had not answered. */
    replace(slot) {
        slot.gone = true;
        this.replacementsLeft--;
        this.replaced++;
        this.queue.unshift(...slot.jobs);
        // A worker that stopped is gone already; one that retires is asked to.
        slot.worker.terminate().catch(() => undefined);
        this.slots[this.slots.indexOf(slot)] = this.start();
        this.pump();
    }
    get parallelism() {
        return this.slots.length * JOBS_PER_WORKER;
    }
    pump() {
        while (this.queue.length) {
            // The least busy worker, if any can take another job; a suspect job goes alone, to an idle one.
            const alone = this.queue[0].suspect === true;
            let best;
            for (const slot of this.slots) {
                const room = alone ? slot.jobs.length === 0 : slot.jobs.length < JOBS_PER_WORKER && !slot.jobs[0]?.suspect;
                if (room && (!best || slot.jobs.length < best.jobs.length))
                    best = slot;
            }
            if (!best)
                return;
            const job = this.queue.shift();
            best.jobs.push(job);
            const copy = new Uint8Array(job.bytes);
            best.worker.postMessage({ id: job.id, path: job.path, bytes: copy }, [copy.buffer]);
        }
    }
    analyze(path, bytes) {
        if (this.failure)
            return Promise.reject(this.failure);
        const id = this.next++;
        return new Promise((resolve, reject) => {
            this.pending.set(id, { resolve, reject });
            this.queue.push({ id, path, bytes });
            this.pump();
        });
    }
    async close() {
        for (const slot of this.slots)
            slot.gone = true;
        await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
    }
}
/**
 * An analyzer for `files` files: a worker pool when it pays off and can run, else in-process.
 * `options` name another worker file, number of cores or numbering size (tests).
 */
function createAnalyzer(files, options = {}) {
    const file = options.workerFile ?? (0,external_node_path_.join)((0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(__sweepModuleUrl)), WORKER_FILE);
    const cores = Math.min(MAX_WORKERS, options.cores ?? (0,external_node_os_.availableParallelism)());
    if (files < MIN_FILES_FOR_WORKERS || cores < 2 || !(0,external_node_fs_.existsSync)(file))
        return inProcess(options.maxTermNumbers);
    return new WorkerPool(file, cores, options.maxTermNumbers);
}

// EXTERNAL MODULE: ./src/search/store/store.ts
var store_store = __nccwpck_require__(7687);
;// CONCATENATED MODULE: ./src/search/index/index-analysis.ts
/**
 * Reads, hashes and analyzes the files an index does not know yet: content whose hash the persisted
 * index (or this process's cache) knows is not parsed again; the rest goes to worker threads, a
 * bounded number in flight. A record of an untrusted persisted index is checked against the bytes
 * just read; one that fails rejects the whole store (`StoreRejected`).
 */






/** A persisted index whose records are not what the files say. */
class StoreRejected extends Error {
    name = 'StoreRejected';
}
/** Files analyzed between two progress reports. */
const REPORT_EVERY = 25;
/** Rejects the store when a record it gave is not the file's: its text, and its term counts. */
function checkKnown(record, bytes, path, vocab) {
    if (!(record.analysis instanceof stored_analysis/* StoredAnalysis */.A))
        return;
    const problems = record.analysis.checkAgainst(bytes);
    try {
        if (!sameTerms(record, (0,classify/* decodeText */.g7)(bytes).text, vocab))
            problems.push('term counts');
    }
    catch (error) {
        problems.push(error.message);
    }
    if (problems.length)
        throw new StoreRejected(`its record of ${path} does not match the file (${problems.slice(0, 3).join('; ')})`);
}
/** Reads, hashes and (when new) analyzes `run.files`. */
async function analyzeFiles(run) {
    const analyzer = (run.analyzer ?? createAnalyzer)(run.files.length);
    const byHash = new Map();
    // Synchronous reads (for many small files far less main-thread time than promise-based ones, time
    // the workers then have for parsing), through the repository's file door: what is indexed
    // (signatures, docs, snippets) reaches prompts.
    const door = repo_files/* RepoFiles */.op.open(run.root);
    const inFlight = new Set();
    let done = 0;
    try {
        for (const file of run.files) {
            const t = run.now();
            const bytes = door.readOrWhy(file.path);
            run.timings.readMs += run.now() - t;
            if (!(bytes instanceof Uint8Array)) {
                run.progress(++done);
                run.skipped.push({ path: file.path, reason: 'unreadable', detail: bytes.why });
                continue;
            }
            const hash = (0,store_store/* recordKey */.Hy)(file.path, bytes);
            run.manifest.set(file.path, { size: file.size, mtimeMs: file.mtimeMs, hash });
            const known = run.records.get(hash);
            if (known) {
                if (run.untrusted)
                    checkKnown(known, bytes, file.path, run.vocab);
                run.stats.rehashed++;
                run.recordOf.set(file.path, known);
                run.progress(++done);
                continue;
            }
            let pending = byHash.get(hash);
            const remembered = pending ? undefined : run.memory?.get(hash);
            if (pending)
                run.stats.rehashed++;
            else if (remembered) {
                const record = toRecord(hash, remembered, run.vocab, run.gate);
                run.records.set(hash, record);
                run.stats.rehashed++;
                pending = Promise.resolve(record);
                byHash.set(hash, pending);
            }
            else {
                pending = analyzer.analyze(file.path, bytes).then((content) => {
                    // Left out of this run only: no record (stored, it would keep the file out for good).
                    if ('skip' in content && content.skip.reason === 'analysis-failed')
                        return { failed: content.skip };
                    run.memory?.set(hash, content);
                    const record = toRecord(hash, content, run.vocab, run.gate);
                    run.records.set(hash, record);
                    run.stats.analyzed++;
                    run.parsed?.add(file.path);
                    return record;
                });
                byHash.set(hash, pending);
            }
            const tracked = pending.then((outcome) => {
                if ('failed' in outcome) {
                    run.manifest.delete(file.path);
                    run.skipped.push({ path: file.path, ...outcome.failed });
                }
                else
                    run.recordOf.set(file.path, outcome);
                done++;
                if (done % REPORT_EVERY === 0)
                    run.progress(done);
                inFlight.delete(tracked);
            });
            inFlight.add(tracked);
            if (inFlight.size >= analyzer.parallelism * 2)
                await Promise.race(inFlight);
        }
        await Promise.all(inFlight);
    }
    finally {
        // Stopped without waiting for the worker threads to wind down (40-110 ms of freeing their
        // heaps, in which the index could be built instead): nothing is sent to them any more, and the
        // process ends after them.
        analyzer.close().catch(() => undefined);
    }
}

// EXTERNAL MODULE: ./src/background.ts
var background = __nccwpck_require__(3691);
// EXTERNAL MODULE: ./src/search/store/import-links.ts
var import_links = __nccwpck_require__(6469);
// EXTERNAL MODULE: ./src/search/index/index-kinds.ts
var index_kinds = __nccwpck_require__(3673);
// EXTERNAL MODULE: ./src/search/store/store-write.ts
var store_write = __nccwpck_require__(9425);
;// CONCATENATED MODULE: ./src/search/index/index-save.ts
/**
 * Saves an index as the persisted index's next generation, in the background: the caller goes on
 * (e.g. to wait for the model) and awaits `index.persisted` when it needs the files on disk. The
 * import links are resolved here, off the caller's path, for the files that need it (import-links.ts),
 * and the index kinds worked out (index-kinds.ts) unless the search did already.
 * A writer that loses to a newer one, or cannot write, costs a cache miss next time, never the run.
 */






/** Each indexed file's imports, resolved again where they may have changed; undefined if that fails. */
function linksOf(index, previous, changed) {
    const byPath = index.byPath;
    // Configuration files (tsconfig, go.mod, package.json, composer.json) through the repository's file door.
    const door = repo_files/* RepoFiles */.op.open(index.root);
    const readConfig = (path) => (byPath.has(path) ? door.readText(path) : undefined);
    try {
        const sources = index.files.map((f) => {
            const analysis = f.record.analysis;
            return {
                path: f.path,
                ...(f.language ? { language: f.language } : {}),
                imports: () => (analysis instanceof stored_analysis/* StoredAnalysis */.A ? analysis.storedImports() : (analysis?.imports ?? [])),
            };
        });
        const definitionsOf = (path) => byPath.get(path)?.record.analysis?.definitions;
        return (0,import_links/* computeLinks */.dH)(sources, readConfig, previous ? { previous, changed } : undefined, definitionsOf);
    }
    catch {
        // An index whose imports cannot be read is kept without links.
        return undefined;
    }
}
/**
 * The index's links resolved in full at most once, when first asked for, by the search's code graph
 * (through `index.links()`) or by the save (when `saving`). For a run without links to start from.
 * The save takes them with the lookup keys each file's resolution depended on; the index keeps only
 * the links.
 */
function sharedLinks(index, saving) {
    let computed = null;
    let links;
    const resolve = () => {
        if (computed !== null)
            return;
        computed = linksOf(index, undefined, new Set());
        links = computed?.links;
        // Without a save to take them, the lookup keys are not kept.
        if (!saving)
            computed = undefined;
    };
    index.shareLinks(() => {
        resolve();
        return links;
    });
    return () => {
        resolve();
        const taken = computed;
        computed = undefined;
        return taken ?? undefined;
    };
}
/** Starts writing after `delayMs`; settles when written (or given up). */
function saveInBackground(request) {
    return (0,background/* inBackground */.k)(startSave(request));
}
function startSave(request) {
    return new Promise((resolve) => {
        request.schedule(() => {
            if (!request.wanted())
                return resolve();
            const links = request.links ? request.links() : linksOf(request.index, request.previousLinks, request.changed);
            const order = request.index.files.map((f) => f.path);
            // Worked out here unless the search did already (or the store gave them): the next warm start reads them.
            const kinds = (0,index_kinds/* storableKinds */.mz)(request.index);
            (0,store_write/* writeStore */.l)(request.dir, { ...request.contents, index: { order, tables: request.index.tables, ...(links ? { links } : {}), ...(kinds ? { kinds } : {}) } })
                .catch((error) => request.warn(`Could not write the index to ${request.dir}: ${error.message}`))
                .finally(resolve);
        }, request.delayMs);
    });
}

// EXTERNAL MODULE: ./src/search/store/index-tables.ts
var index_tables = __nccwpck_require__(9654);
// EXTERNAL MODULE: ./src/search/terms/lexical.ts
var lexical = __nccwpck_require__(5536);
// EXTERNAL MODULE: ./src/search/terms/sort-strings.ts
var sort_strings = __nccwpck_require__(301);
;// CONCATENATED MODULE: ./src/search/store/table-update.ts
/**
 * The search tables of a changed set of files derived from the tables of the previous set, equal to
 * tables built anew from every record (`buildTables`), reading the records of the new and changed
 * files only. A file kept (same path, same content, in the same order relative to the other kept
 * files) keeps its chunk ranges, postings and definition names under its new chunk, file and
 * definition ids; the files that left are taken out; the new ones are merged in. Postings stay in
 * document order and symbol keys sorted, as a build gives them. The previous postings are checked
 * as they are read (documents ascending, counts adding up to each document's length): tables that
 * fail give no derived tables, and the caller builds them anew.
 */



const EMPTY = new Uint32Array(0);
const NONE = [];
/**
 * The previous position of each new file that is kept (-1 for the others), or undefined when the
 * kept files are not in their previous order.
 */
function keptFiles(previous, next) {
    const before = new Map();
    previous.forEach((f, i) => before.set(f.path, i));
    const kept = new Int32Array(next.length).fill(-1);
    let last = -1;
    for (let j = 0; j < next.length; j++) {
        const i = before.get(next[j].path);
        if (i === undefined || previous[i].hash !== next[j].hash)
            continue;
        if (i <= last)
            return undefined;
        kept[j] = last = i;
    }
    return kept;
}
/** Exclusive prefix sums of `counts`, with the total at the end. */
function starts(counts) {
    const out = new Uint32Array(counts.length + 1);
    for (let i = 0; i < counts.length; i++)
        out[i + 1] = out[i] + counts[i];
    return out;
}
/** Each previous file's chunk count, from the chunk arrays (files in order); undefined when they are not in order. */
function chunkCounts(chunkFile, files) {
    const counts = new Uint32Array(files);
    let last = 0;
    for (let c = 0; c < chunkFile.length; c++) {
        const f = chunkFile[c];
        if (f < last || f >= files)
            return undefined;
        counts[f]++;
        last = f;
    }
    return counts;
}
/**
 * The postings of `old` with its documents moved through `moves` (old document -> new one, -1 for
 * gone; ascending for those kept) and the `fresh` documents (ascending) merged in, over `docCount`
 * documents and `vocabSize` terms. Undefined when the old postings are not in document order or do
 * not add up to their documents' lengths.
 */
function mergePostings(old, moves, docCount, fresh, vocabSize) {
    const oldTerms = old.offsets.length - 1;
    if (oldTerms > vocabSize || moves.length !== old.lengths.length || old.postingDocs.length !== old.postingCounts.length)
        return undefined;
    const lengths = new Uint32Array(docCount);
    for (let d = 0; d < moves.length; d++)
        if (moves[d] >= 0)
            lengths[moves[d]] = old.lengths[d];
    // The fresh documents' postings grouped by term, in document order (a counting sort).
    const freshAt = new Uint32Array(vocabSize + 1);
    let freshTotal = 0;
    for (const { doc, terms } of fresh) {
        lengths[doc] = (0,lexical/* documentLength */.Ge)(terms);
        for (let i = 0; i < terms.length; i += 2) {
            if (terms[i] >= vocabSize)
                return undefined;
            freshAt[terms[i] + 1]++;
        }
        freshTotal += terms.length >> 1;
    }
    for (let t = 0; t < vocabSize; t++)
        freshAt[t + 1] += freshAt[t];
    const freshDocs = new Uint32Array(freshTotal);
    const freshCounts = new Uint32Array(freshTotal);
    const fill = freshAt.slice(0, vocabSize);
    for (const { doc, terms } of fresh) {
        for (let i = 0; i < terms.length; i += 2) {
            const at = fill[terms[i]]++;
            freshDocs[at] = doc;
            freshCounts[at] = terms[i + 1];
        }
    }
    const { offsets: oldOffsets, postingDocs: oldDocs, postingCounts: oldCounts } = old;
    const offsets = new Uint32Array(vocabSize + 1);
    const docs = new Uint32Array(oldDocs.length + freshTotal);
    const counts = new Uint32Array(oldDocs.length + freshTotal);
    // Per old document, the counts its postings add up to: checked against its length.
    const sums = new Float64Array(moves.length);
    let w = 0;
    for (let t = 0; t < vocabSize; t++) {
        let q = freshAt[t];
        const qEnd = freshAt[t + 1];
        if (t < oldTerms) {
            let previous = -1;
            for (let p = oldOffsets[t], pEnd = oldOffsets[t + 1]; p < pEnd; p++) {
                const d = oldDocs[p];
                const c = oldCounts[p];
                if (d <= previous || d >= moves.length || c === 0)
                    return undefined;
                previous = d;
                sums[d] += c;
                const moved = moves[d];
                if (moved < 0)
                    continue;
                while (q < qEnd && freshDocs[q] < moved) {
                    docs[w] = freshDocs[q];
                    counts[w++] = freshCounts[q++];
                }
                docs[w] = moved;
                counts[w++] = c;
            }
        }
        while (q < qEnd) {
            docs[w] = freshDocs[q];
            counts[w++] = freshCounts[q++];
        }
        offsets[t + 1] = w;
    }
    for (let d = 0; d < moves.length; d++)
        if (sums[d] !== old.lengths[d])
            return undefined;
    return { lengths, offsets, postingDocs: docs.subarray(0, w), postingCounts: counts.subarray(0, w) };
}
/** The lower-cased keys of definitions, as `SymbolTable` files them: each id under its name and, when another, its qualified name. */
function keysOf(names, firstId, into) {
    const add = (key, id) => {
        const ids = into.get(key);
        if (ids)
            ids.push(id);
        else
            into.set(key, [id]);
    };
    names.forEach((d, i) => {
        const name = d.name.toLowerCase();
        add(name, firstId + i);
        const qualified = d.qualifiedName.toLowerCase();
        if (qualified !== name)
            add(qualified, firstId + i);
    });
}
/**
 * The symbol table of `old` with its definition ids moved through `moves` (-1 for gone) and the
 * `fresh` keys' ids (each list ascending) merged in; keys left without ids are dropped. The old keys
 * (sorted) are not made strings one by one: the fresh keys find their places by bisection, and the
 * new keys are runs of the old packed keys with the fresh ones between them. Undefined when a key's
 * old ids are not ascending.
 */
function mergeSymbols(old, moves, fresh) {
    const sorted = old.sortedParts();
    const { offsets, ids } = sorted;
    const keys = sorted.keys instanceof lexical/* PackedTerms */.A1 ? sorted.keys : lexical/* PackedTerms */.A1.unpack(lexical/* PackedTerms */.A1.pack(sorted.keys));
    const freshKeys = (0,sort_strings/* sortStrings */.H)([...fresh.keys()]);
    const places = freshKeys.map((key) => keys.lowerBound(key));
    let freshIds = 0;
    for (const list of fresh.values())
        freshIds += list.length;
    const pieces = [];
    const outOffsets = [0];
    const outIds = new Uint32Array(ids.length + freshIds);
    let w = 0;
    /** The first old key of the run of kept keys not yet in `pieces`. */
    let run = 0;
    const flush = (end) => {
        if (end > run)
            pieces.push(keys.slice(run, end));
    };
    let k = 0;
    for (let i = 0; i <= keys.length; i++) {
        let added = NONE;
        for (; k < freshKeys.length && places[k] === i; k++) {
            const key = freshKeys[k];
            if (i < keys.length && keys.at(i) === key) {
                // Last of the keys placed here: merged with the old key.
                added = fresh.get(key);
                continue;
            }
            flush(i);
            run = i;
            pieces.push(`${key}\0`);
            for (const id of fresh.get(key))
                outIds[w++] = id;
            outOffsets.push(w);
        }
        if (i === keys.length)
            break;
        const start = w;
        let [a, last] = [0, -1];
        for (let p = offsets[i], pEnd = offsets[i + 1]; p < pEnd; p++) {
            const id = ids[p];
            if (id <= last || id >= moves.length)
                return undefined;
            last = id;
            const moved = moves[id];
            if (moved < 0)
                continue;
            while (a < added.length && added[a] < moved)
                outIds[w++] = added[a++];
            outIds[w++] = moved;
        }
        while (a < added.length)
            outIds[w++] = added[a++];
        if (w > start)
            outOffsets.push(w);
        else {
            // Left without ids: dropped.
            flush(i);
            run = i + 1;
        }
    }
    flush(keys.length);
    const outKeys = lexical/* PackedTerms */.A1.unpack(pieces.join(''), outOffsets.length - 1);
    return outKeys && index_tables/* SymbolTable */.Xy.fromParts(outKeys, Uint32Array.from(outOffsets), outIds.slice(0, w));
}
/** Where the kept files' chunks and definitions move, and the new files' first chunk and definition ids. */
function movesOf(previous, next, kept) {
    const oldChunkCounts = chunkCounts(previous.tables.chunkFile, previous.files.length);
    if (!oldChunkCounts)
        return undefined;
    const oldChunkStarts = starts(oldChunkCounts);
    const oldDefinitionStarts = starts(previous.files.map((f) => f.definitions));
    const chunkStarts = starts(next.map((f) => f.chunks));
    const definitionStarts = starts(next.map((f) => f.definitions));
    const moves = {
        files: new Int32Array(previous.files.length).fill(-1),
        chunks: new Int32Array(oldChunkStarts[previous.files.length]).fill(-1),
        definitions: new Int32Array(oldDefinitionStarts[previous.files.length]).fill(-1),
    };
    for (let j = 0; j < next.length; j++) {
        const i = kept[j];
        if (i < 0)
            continue;
        const file = next[j];
        if (oldChunkCounts[i] !== file.chunks || previous.files[i].definitions !== file.definitions)
            return undefined;
        moves.files[i] = j;
        for (let c = 0; c < file.chunks; c++)
            moves.chunks[oldChunkStarts[i] + c] = chunkStarts[j] + c;
        for (let d = 0; d < file.definitions; d++)
            moves.definitions[oldDefinitionStarts[i] + d] = definitionStarts[j] + d;
    }
    return { moves, oldChunkStarts, chunkStarts, definitionStarts };
}
/**
 * The tables of `next`, derived from `previous` (built with `vocab`, as `previous` was): path tokens
 * missing from `vocab` are added to it, in the order `buildTables` adds them. Undefined when the
 * previous tables do not fit their files or fail their checks; without links.
 */
function updateTables(previous, next, vocab) {
    const old = previous.tables;
    if (old.paths.docCount !== previous.files.length || old.chunkStart.length !== old.chunkFile.length || old.chunkEnd.length !== old.chunkFile.length)
        return undefined;
    const kept = keptFiles(previous.files, next);
    if (!kept)
        return undefined;
    const placed = movesOf(previous, next, kept);
    if (!placed)
        return undefined;
    const { moves, oldChunkStarts, chunkStarts, definitionStarts } = placed;
    const chunkCount = chunkStarts[next.length];
    const chunkFile = new Uint32Array(chunkCount);
    const chunkStart = new Uint32Array(chunkCount);
    const chunkEnd = new Uint32Array(chunkCount);
    const freshChunks = [];
    const freshPaths = [];
    const freshNames = new Map();
    const segmentIds = new Map();
    for (let j = 0; j < next.length; j++) {
        const file = next[j];
        const at = chunkStarts[j];
        chunkFile.fill(j, at, at + file.chunks);
        if (kept[j] >= 0) {
            const from = oldChunkStarts[kept[j]];
            chunkStart.set(old.chunkStart.subarray(from, from + file.chunks), at);
            chunkEnd.set(old.chunkEnd.subarray(from, from + file.chunks), at);
            continue;
        }
        const entry = file.entry();
        if (entry.chunks.length !== file.chunks)
            return undefined;
        entry.chunks.forEach((chunk, c) => {
            chunkStart[at + c] = chunk.startLine;
            chunkEnd[at + c] = chunk.endLine;
            freshChunks.push({ doc: at + c, terms: entry.chunkTerms?.[c] ?? EMPTY });
        });
        freshPaths.push({ doc: j, terms: (0,index_tables/* pathDocument */.FJ)(file.path, vocab, segmentIds) });
        const names = typeof entry.definitions === 'function' ? entry.definitions() : entry.definitions;
        if (names.length !== file.definitions)
            return undefined;
        keysOf(names, definitionStarts[j], freshNames);
    }
    const content = mergePostings(old.content.parts(), moves.chunks, chunkCount, freshChunks, vocab.size);
    const paths = content && mergePostings(old.paths.parts(), moves.files, next.length, freshPaths, vocab.size);
    const symbols = paths && mergeSymbols(old.symbols, moves.definitions, freshNames);
    if (!content || !paths || !symbols)
        return undefined;
    return { chunkFile, chunkStart, chunkEnd, content: new lexical/* Bm25Index */.TS(content), paths: new lexical/* Bm25Index */.TS(paths), symbols };
}

// EXTERNAL MODULE: ./src/code/graph.ts
var graph = __nccwpck_require__(8021);
;// CONCATENATED MODULE: ./src/search/index/repo-index.ts






/** A file with an analysis as the tables see it: a stored record's chunks unpacked without being kept unpacked, its definition names when first used. */
function tableEntry(path, record) {
    const analysis = record.analysis;
    const stored = analysis instanceof stored_analysis/* StoredAnalysis */.A ? analysis : undefined;
    const chunks = stored ? stored.chunkRanges() : analysis.chunks;
    // Unpacked when the symbol table is first used, if it is.
    const definitions = stored ? () => stored.definitionNames() : analysis.definitions;
    return { path, hash: record.hash, chunks, ...(record.chunkTerms ? { chunkTerms: record.chunkTerms } : {}), definitions };
}
class RepoIndex {
    root;
    skipped;
    history;
    stats;
    timings;
    files;
    byPath;
    vocab;
    /** Per chunk: owning file, 1-based start and end lines. */
    chunkFile;
    chunkStart;
    chunkEnd;
    content;
    paths;
    /** Lower-cased simple and qualified names -> definition ids. */
    symbols;
    /** The tables above as one value, as the persisted index keeps them. */
    tables;
    /** Settles when the persisted index (if any) has been written. */
    persisted;
    /** The build outputs and shadowed declarations the persisted index kept with its tables (index-kinds.ts uses them). */
    storedKinds;
    loadDetails;
    constructor(root, entries, vocab, skipped, history, stats, timings, options = {}) {
        this.root = root;
        this.skipped = skipped;
        this.history = history;
        this.stats = stats;
        this.timings = timings;
        this.vocab = vocab;
        this.storedKinds = options.tables ? options.kinds : undefined;
        this.loadDetails = options.loadDetails;
        this.persisted = options.persisted ?? Promise.resolve();
        this.files = [];
        const tableEntries = [];
        let chunks = 0;
        let definitions = 0;
        for (const { path, record } of entries) {
            const analysis = record.analysis;
            if (!analysis)
                continue;
            const file = {
                id: this.files.length,
                path,
                role: (0,classify/* fileRole */.B3)(path),
                language: analysis.language || undefined,
                lineCount: analysis.lineCount,
                parseError: Boolean(analysis.parseError),
                buildBanner: Boolean(analysis.buildBanner),
                record,
                firstChunk: chunks,
                chunkCount: record.sizes?.chunks ?? analysis.chunks.length,
                firstDefinition: definitions,
                definitionCount: record.sizes?.definitions ?? analysis.definitions.length,
            };
            chunks += file.chunkCount;
            definitions += file.definitionCount;
            this.files.push(file);
            // Tables kept by the store need neither chunks nor definitions: they stay packed until used.
            if (!options.tables)
                tableEntries.push(tableEntry(path, record));
        }
        this.definitionTotal = definitions;
        this.byPath = new Map(this.files.map((f) => [f.path, f]));
        this.tables = options.tables ?? (0,index_tables/* buildTables */.IU)(tableEntries, vocab);
        this.chunkFile = this.tables.chunkFile;
        this.chunkStart = this.tables.chunkStart;
        this.chunkEnd = this.tables.chunkEnd;
        this.content = this.tables.content;
        this.paths = this.tables.paths;
        this.symbols = this.tables.symbols;
    }
    codeGraph;
    definitionTotal;
    /** Entries made so far, by id. */
    definitionEntries = [];
    allDefinitions;
    /** Every definition, by id (files in order, each file's definitions in source order). */
    get definitions() {
        if (!this.allDefinitions) {
            const all = [];
            for (const file of this.files)
                all.push(...this.definitionsOf(file));
            this.allDefinitions = all;
        }
        return this.allDefinitions;
    }
    /** One definition by id; only its file's definitions are unpacked. */
    definition(id) {
        return this.entry(this.definitionFile(id), id);
    }
    /** The file holding a definition id, without unpacking anything. */
    definitionFile(id) {
        if (!(id >= 0 && id < this.definitionTotal))
            throw new RangeError(`No definition ${id} (the index has ${this.definitionTotal})`);
        let lo = 0;
        let hi = this.files.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.files[mid].firstDefinition <= id)
                lo = mid;
            else
                hi = mid - 1;
        }
        // The last file starting at or before `id`: files without definitions share their first id
        // with the next file, so this is the one that holds it.
        return this.files[lo];
    }
    entry(file, id) {
        return (this.definitionEntries[id] ??= { id, file: file.id, def: file.record.analysis.definitions[id - file.firstDefinition] });
    }
    /** A file's definitions as entries, ids ascending. */
    definitionsOf(file) {
        const out = [];
        for (let i = 0; i < file.definitionCount; i++)
            out.push(this.entry(file, file.firstDefinition + i));
        return out;
    }
    /**
     * Makes sure every definition has its signature, doc and members, and every file its imports and
     * references: each record's details are read when first used (a persisted record's checked
     * against its file first), and definitions handed out before are completed in place.
     */
    ensureDetails() {
        this.loadDetails?.();
    }
    graphDefinitions = [];
    graphDefinition(id) {
        let d = this.graphDefinitions[id];
        if (!d) {
            const entry = this.definition(id);
            d = { id, path: this.files[entry.file].path, def: entry.def };
            this.graphDefinitions[id] = d;
        }
        return d;
    }
    /**
     * The import and reference graph, built on first use. It reads definitions through this index
     * (only the files it asks about are unpacked) and, with tables from the store, each file's
     * dependencies as the store kept them.
     */
    graph() {
        this.ensureDetails();
        if (this.codeGraph)
            return this.codeGraph;
        const links = this.tables.links;
        const known = {
            definitionCount: this.definitionTotal,
            definition: (id) => this.graphDefinition(id),
            named: (name) => (this.symbols.get(name.toLowerCase()) ?? []).filter((id) => this.definition(id).def.name === name),
            definitionsIn: (path) => {
                const file = this.byPath.get(path);
                return file ? this.definitionsOf(file).map((e) => this.graphDefinition(e.id)) : [];
            },
            ...(links
                ? {
                    dependencies: (path) => {
                        const file = this.byPath.get(path);
                        if (!file)
                            return undefined;
                        return Array.from(links.targets.subarray(links.offsets[file.id], links.offsets[file.id + 1]), (t) => this.files[t].path);
                    },
                }
                : {}),
        };
        this.codeGraph = new graph/* CodeGraph */.S(this.files.map((f) => {
            const analysis = f.record.analysis;
            return {
                path: f.path,
                ...(f.language ? { language: f.language } : {}),
                get definitions() {
                    return analysis.definitions;
                },
                get references() {
                    return analysis.references;
                },
                get imports() {
                    return analysis.imports;
                },
            };
        }), (path) => this.readText(path), (name) => this.filesMentioning(name), known);
        return this.codeGraph;
    }
    /** Where `links` takes the links from before resolving through the graph (see `shareLinks`). */
    linkSource;
    /**
     * Has `links` take them from `source` (the links the run resolves for its save anyway), so that a
     * run resolving every file's imports does so once.
     */
    shareLinks(source) {
        this.linkSource = source;
    }
    /**
     * Each file's imports as file positions: the tables' links, else those `shareLinks` gives (kept as
     * the tables' from then on), else from the graph (resolving every file's imports).
     */
    links() {
        if (!this.tables.links) {
            const shared = this.linkSource?.();
            if (shared && shared.offsets.length === this.files.length + 1)
                this.tables.links = shared;
        }
        if (this.tables.links)
            return this.tables.links;
        const graph = this.graph();
        const offsets = new Uint32Array(this.files.length + 1);
        const targets = [];
        this.files.forEach((file, i) => {
            for (const dep of graph.dependencies(file.path)) {
                const target = this.byPath.get(dep);
                if (target)
                    targets.push(target.id);
            }
            offsets[i + 1] = targets.length;
        });
        return { offsets, targets: Uint32Array.from(targets) };
    }
    /** The file door of the repository, opened once (opening it asks git for its hooks folder). */
    door;
    /** An indexed file's text as it is checked out now, through the one file door (undefined when it cannot be read). */
    readText(path) {
        if (!this.byPath.has(path))
            return undefined;
        try {
            this.door ??= repo_files/* RepoFiles */.op.open(this.root);
            return this.door.readText(path);
        }
        catch {
            return undefined;
        }
    }
    /**
     * Files whose chunks contain `name` as a term: every file using the identifier, when the tokenizer
     * keeps the name whole (undefined when it does not: stop words, one-letter or non-ASCII names).
     */
    filesMentioning(name) {
        const term = name.toLowerCase();
        if (!(0,tokenizer/* tokenize */.qw)(name).includes(term))
            return undefined;
        const paths = new Set();
        const id = this.vocab.get(term);
        if (id === undefined)
            return paths;
        for (const chunk of this.content.documentsWith(id))
            paths.add(this.files[this.chunkFile[chunk]].path);
        return paths;
    }
    get chunkCount() {
        return this.chunkFile.length;
    }
    /** Chunks of a file as global chunk ids. */
    chunksOf(file) {
        return Array.from({ length: file.chunkCount }, (_, i) => file.firstChunk + i);
    }
}

// EXTERNAL MODULE: ./src/search/store/store-folder.ts
var store_folder = __nccwpck_require__(8624);
;// CONCATENATED MODULE: ./src/search/index/record-sources.ts
/**
 * The checked-out files behind an index's records, for checking a record's text against them before
 * use (stored-analysis.ts): every path a record serves must still have its content. A record that
 * fails marks the persisted index untrue: it is not written again, and it is removed.
 */





class RecordSources {
    paths = new Map();
    untrue = false;
    /** The checked-out files, read through the repository's file door. */
    door;
    gate;
    constructor(root, cacheDir, log) {
        this.door = repo_files/* RepoFiles */.op.open(root);
        this.gate = new stored_analysis/* DetailsGate */.y({
            source: (hash) => this.read(hash),
            onRejected: (hash, problems) => {
                this.untrue = true;
                log(`the persisted index does not match ${this.paths.get(hash)?.join(', ') ?? hash} (${problems.slice(0, 3).join('; ')}); its text was taken from the file, and the index will be rebuilt`);
                if (cacheDir)
                    void (0,background/* inBackground */.k)((0,store_folder/* discardStore */.MK)(cacheDir));
            },
            ...(cacheDir ? { where: cacheDir } : {}),
        });
    }
    /** Records that `path` has the content `hash`. */
    add(hash, path) {
        const paths = this.paths.get(hash);
        if (paths)
            paths.push(path);
        else
            this.paths.set(hash, [path]);
    }
    /** A record of the persisted index proved untrue while the index was used. */
    get rejected() {
        return this.untrue;
    }
    /** The content of the files whose record is `hash`, if every one of them still has the content it was keyed by (`recordKey`). */
    read(hash) {
        let bytes;
        for (const path of this.paths.get(hash) ?? []) {
            bytes = this.door.readBytes(path);
            if (!bytes)
                return undefined;
            if ((0,store_store/* recordKey */.Hy)(path, bytes) !== hash)
                return undefined;
        }
        return bytes;
    }
}

;// CONCATENATED MODULE: ./src/search/index/indexer.ts
/**
 * Builds a repository's index, reusing the persisted one: with git, only the paths changed since the
 * indexed commit are even stated; files whose size and mtime match the manifest are not read; files
 * whose content hash is known are not parsed; only new content is analyzed. Within a memory budget
 * (index-budget.ts). The steps: open the store, list the files, match them to the manifest, read
 * and analyze the rest (index-analysis.ts), assemble the index, save it in the background
 * (index-save.ts).
 */














async function buildIndex(root, options) {
    try {
        return await build(root, options, true);
    }
    catch (error) {
        if (!(error instanceof StoreRejected) || !options.cacheDir)
            throw error;
        logOf(options)(`the persisted index in ${options.cacheDir} was discarded: ${error.message}; indexing from scratch`);
        return build(root, options, false);
    }
}
function logOf(options) {
    return options.log ?? ((line) => process.emitWarning(line));
}
/**
 * Lists the files: from what git says changed since the stored listing when it can, else all.
 * `current` is git's state, asked for while the store was read.
 */
async function listFiles(root, options, store, current) {
    const commit = store?.listing.commit;
    if (store && commit && !options.untrusted) {
        const skipped = store.listing.walkSkips.map(([path, reason, detail]) => ({ path, reason, ...(detail !== undefined ? { detail } : {}) }));
        const changed = await (0,walk/* walkChanges */.h6)(root, options, { settings: store.listing.settings, state: commit, files: store.manifest, skipped }, current);
        if (changed)
            return changed;
    }
    return (0,walk/* walkRepo */.Mf)(root, options, current);
}
/**
 * Files whose manifest entry still matches (size and mtime): their records are used unread, put in
 * `manifest` and `recordOf`. Returns the others.
 */
function matchManifest(files, store, untrusted, manifest, recordOf) {
    const toRead = [];
    for (const file of files) {
        const entry = untrusted ? undefined : store?.manifest.get(file.path);
        const record = entry && entry.size === file.size && entry.mtimeMs === file.mtimeMs ? store.records.get(entry.hash) : undefined;
        if (record) {
            manifest.set(file.path, entry);
            recordOf.set(file.path, record);
        }
        else
            toRead.push(file);
    }
    return toRead;
}
/** True when the new manifest or listing state differs from the store's: a new generation is due. */
function differs(store, manifest, walked) {
    if (!store || store.manifest.size !== manifest.size)
        return true;
    for (const [path, e] of manifest) {
        const old = store.manifest.get(path);
        if (!old || old.hash !== e.hash || old.size !== e.size || old.mtimeMs !== e.mtimeMs)
            return true;
    }
    return JSON.stringify(store.listing.commit ?? null) !== JSON.stringify(walked.state ?? null);
}
/** Paths whose content is new or different since the store. */
function changedPaths(store, manifest) {
    const out = new Set();
    for (const [path, e] of manifest)
        if (store?.manifest.get(path)?.hash !== e.hash)
            out.add(path);
    return out;
}
async function build(root, options, useStore) {
    const now = options.now ?? (() => performance.now());
    const run = { root, options, now, start: now(), log: logOf(options), untrusted: Boolean(options.untrusted), timings: { walkMs: 0, readMs: 0, parseMs: 0, indexMs: 0, storeMs: 0 } };
    const sources = new RecordSources(root, options.cacheDir, run.log);
    const { store, history: historyRead, walked } = await openAndList(run, sources, useStore);
    const read = await readFiles(run, store, walked, sources);
    const history = await historyRead;
    const { entries, skipped } = assemble(walked, read, sources);
    let settle = () => undefined;
    const persisted = new Promise((resolve) => (settle = resolve));
    const index = await openIndex(run, store, entries, skipped, read, history, sources, persisted);
    const changedLinks = linkChanged(run, store, read, index);
    const saveTo = options.cacheDir && differs(store, read.manifest, walked) ? options.cacheDir : undefined;
    // Without links to start from, the search's code graph and the save share one resolution.
    const links = changedLinks ? () => changedLinks : index.stats.storedTables ? undefined : sharedLinks(index, saveTo !== undefined);
    if (saveTo)
        void save(run, saveTo, store, walked, read, index, sources, links).then(settle);
    else
        settle();
    return index;
}
/**
 * Reads the store, then lists the files, starting from the store's listing. The history is asked of
 * git at the same time and given as a promise: the files are read and analyzed while `git log` runs
 * (0.1-0.2 s on a repository with a long history, which a cold run waited for before parsing).
 */
async function openAndList(run, sources, useStore) {
    const { root, options } = run;
    // Git's state is asked for while the store is read: the listing starts from both.
    const current = options.useGit === false ? undefined : (0,git_changes/* gitState */.mS)(root);
    // A history kept in an untrusted store is not read (it is cheap to take from git again).
    const history = options.history === false ? Promise.resolve(undefined) : readHistory(root, run.untrusted ? false : options.cacheDir, HISTORY_COMMITS, current);
    const store = useStore && options.cacheDir ? await (0,store_store/* readStore */.uz)(options.cacheDir, { gate: sources.gate, log: run.log, untrusted: run.untrusted }).catch(() => undefined) : undefined;
    run.timings.storeMs = run.now() - run.start;
    const t = run.now();
    const walked = await listFiles(root, options, store, current);
    if (walked.gitRefused)
        run.log(`git did not list the files (${walked.gitRefused}); the folder is walked instead, with its .gitignore files and .git/info/exclude`);
    run.timings.walkMs = run.now() - t;
    return { store, history, walked };
}
/** Admits the files within the budget, reuses what the manifest knows, reads and analyzes the rest. */
async function readFiles(run, store, walked, sources) {
    const { options, now } = run;
    const budget = admitWithin(walked.files, options.maxIndexBytes ?? defaultBudget((0,external_node_v8_namespaceObject.getHeapStatistics)().heap_size_limit));
    const manifest = new Map();
    const recordOf = new Map();
    const toRead = matchManifest(budget.admitted, store, run.untrusted, manifest, recordOf);
    const reused = recordOf.size;
    const read = {
        admitted: budget.admitted,
        vocab: store?.vocab ?? new lexical/* Vocabulary */.VI(),
        records: store?.records ?? new Map(),
        manifest,
        recordOf,
        unread: [...budget.over],
        stats: { files: 0, reused, rehashed: 0, analyzed: 0, chunks: 0, definitions: 0, lines: 0 },
        reusedPaths: new Set(recordOf.keys()),
        parsedPaths: new Set(),
    };
    const report = (done) => options.onProgress?.({ done: reused + done, total: budget.admitted.length, analyzed: read.stats.analyzed, elapsedMs: now() - run.start });
    report(0);
    const loopStart = now();
    const memory = options.memory === undefined ? analysisCache : options.memory || undefined;
    await analyzeFiles({ ...read, root: run.root, files: toRead, gate: sources.gate, memory, untrusted: run.untrusted, skipped: read.unread, parsed: read.parsedPaths, progress: report, timings: run.timings, now, ...(options.analyzer ? { analyzer: options.analyzer } : {}) });
    if (toRead.length)
        run.timings.parseMs = Math.max(0, now() - loopStart - run.timings.readMs);
    report(toRead.length);
    return read;
}
/** The index's entries in listing order and every skip; counts the stats. */
function assemble(walked, read, sources) {
    const entries = [];
    const skipped = [...walked.skipped, ...read.unread];
    const stats = read.stats;
    const from = { reused: 0, rehashed: 0, parsed: 0 };
    for (const file of read.admitted) {
        const record = read.recordOf.get(file.path);
        if (!record)
            continue;
        sources.add(record.hash, file.path);
        if (record.skip) {
            skipped.push({ path: file.path, reason: record.skip.reason, ...(record.skip.detail ? { detail: record.skip.detail } : {}) });
            continue;
        }
        entries.push({ path: file.path, record });
        stats.files++;
        from[read.reusedPaths.has(file.path) ? 'reused' : read.parsedPaths.has(file.path) ? 'parsed' : 'rehashed']++;
        stats.chunks += record.sizes?.chunks ?? record.analysis?.chunks.length ?? 0;
        stats.definitions += record.sizes?.definitions ?? record.analysis?.definitions.length ?? 0;
        stats.lines += record.analysis?.lineCount ?? 0;
    }
    stats.indexedFrom = from;
    return { entries, skipped: skipped.sort((a, b) => (a.path < b.path ? -1 : 1)) };
}
/**
 * The index, with the store's search tables when they are for exactly these files (same paths,
 * contents, order), and the index kinds kept with them; else derived from the store's tables when it
 * has some, else built anew (the kinds are then worked out when first asked for).
 */
async function openIndex(run, store, entries, skipped, read, history, sources, persisted) {
    const t = run.now();
    const stats = read.stats;
    const indexed = entries.filter((e) => e.record.analysis);
    // An untrusted store's tables are neither used nor derived from: they are built from its checked records.
    const key = run.untrusted || !store ? undefined : (0,index_tables/* tablesKey */.ht)(indexed.map((e) => ({ path: e.path, hash: e.record.hash })));
    const tables = key === undefined ? undefined : await storedTables(store, key, indexed, read);
    // Tables built anew read every record's words: in one piece per segment rather than one by one.
    if (!tables)
        store?.base?.segments.forEach((s) => s.preload());
    // The index kinds kept with the tables, when these are the tables (derived ones are for other files).
    const kinds = key !== undefined && stats.storedTables ? store.kindsFor?.(key, indexed.length) : undefined;
    const index = new RepoIndex(run.root, entries, read.vocab, skipped, history, stats, run.timings, { loadDetails: () => sources.gate.open(), persisted, ...(tables ? { tables } : {}), ...(kinds ? { kinds } : {}) });
    run.timings.indexMs = run.now() - t;
    return index;
}
/** The store's tables for these files (`stats.storedTables`), or derived from its tables of the previous files (`stats.derivedTables`). */
async function storedTables(store, key, indexed, read) {
    const stats = read.stats;
    const stored = await store.tablesFor?.(key, { files: indexed.length, chunks: stats.chunks, definitions: stats.definitions });
    if (stored) {
        stats.storedTables = true;
        return stored;
    }
    const previous = store.previousTables?.();
    if (!previous)
        return undefined;
    const next = indexed.map(({ path, record }) => {
        const analysis = record.analysis;
        return { path, hash: record.hash, chunks: record.sizes?.chunks ?? analysis.chunks.length, definitions: record.sizes?.definitions ?? analysis.definitions.length, entry: () => tableEntry(path, record) };
    });
    let derived;
    try {
        derived = updateTables(previous, next, read.vocab);
    }
    catch {
        // Tables or records that prove damaged while read: the tables are built anew, which reads the records again.
    }
    if (derived)
        stats.derivedTables = true;
    return derived;
}
/**
 * After a change, the import links of the new index, resolved again only for the files that need it
 * (from the store's links): the code graph then need not read every file's imports. Undefined when
 * the store's tables were used (they hold the links), without stored links, or for an untrusted store.
 */
function linkChanged(run, store, read, index) {
    if (run.untrusted || index.stats.storedTables || !store?.links)
        return undefined;
    const previous = store.links();
    const links = previous ? linksOf(index, previous, changedPaths(store, read.manifest)) : undefined;
    if (links)
        index.tables.links = links.links;
    return links;
}
/** Writes the next generation in the background (on top of the store read, unless it is untrusted). */
function save(run, dir, store, walked, read, index, sources, links) {
    const trusted = run.untrusted ? undefined : store;
    const walkSkips = [...walked.skipped, ...read.unread].map((s) => (s.detail !== undefined ? [s.path, s.reason, s.detail] : [s.path, s.reason]));
    return saveInBackground({
        dir,
        contents: {
            vocab: read.vocab,
            manifest: read.manifest,
            records: read.records,
            listing: { settings: (0,walk/* listingSettings */.Kd)(run.options), ...(walked.state ? { commit: walked.state } : {}), walkSkips },
            ...(trusted?.base ? { base: trusted.base } : {}),
        },
        index,
        ...(trusted?.links ? { previousLinks: trusted.links() } : {}),
        ...(links ? { links } : {}),
        changed: changedPaths(trusted, read.manifest),
        delayMs: run.options.persistDelayMs ?? 0,
        schedule: run.options.schedule ?? ((fire, ms) => void setTimeout(fire, ms)),
        wanted: () => !sources.rejected,
        warn: run.log,
    });
}


/***/ }),

/***/ 2032:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ rankEntities),
/* harmony export */   Ci: () => (/* binding */ topFilesByScore),
/* harmony export */   RG: () => (/* binding */ entityCandidates),
/* harmony export */   uy: () => (/* binding */ ENTITY_MODEL)
/* harmony export */ });
/* unused harmony exports PREVIOUS_ENTITY_MODEL, ENTITY_CANDIDATE_FILES, ENTITY_EXACT_FILES, CLASS_BODY_SHARE, nameTerms, nameProbes, nameWeight, bestOverlappingChunk, entityKindFactor, scoreEntities */
/* harmony import */ var _terms_top_scores_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4551);
/* harmony import */ var _terms_tokenizer_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7435);


const PREVIOUS_ENTITY_MODEL = { file: 1.5, body: 1.0, bodyTitle: 0, name: 0.6, nameBm25: 0.3, method: 1, classLike: 1 };
const ENTITY_MODEL = { file: 2, body: 1.5, bodyTitle: 0.2, name: 0.5, nameBm25: 0.3, method: 1, classLike: 1 };
/** Candidate entities come from this many top files. */
const ENTITY_CANDIDATE_FILES = 20;
/** Entities of this many top files are scored on their exact text; the rest by their chunks. */
const ENTITY_EXACT_FILES = 5;
/** Classes contain their methods' text: their body score counts this much. */
const CLASS_BODY_SHARE = 0.6;
const ENTITY_KINDS = new Set(['function', 'method', 'class', 'interface', 'struct', 'enum']);
const CLASS_KINDS = new Set(['class', 'interface', 'struct', 'enum']);
/**
 * Token counts per line (prefix sums) and the positions of the query's terms in a file. With the
 * counts the index kept (`lineTokens`, when the text still has as many lines) only the query's
 * terms are looked for; otherwise the whole text is tokenized.
 */
function lineTermStats(text, queryTerms, lineTokens) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    // Tokens arrive mostly by ascending offset: the line is found by walking on from the previous one.
    let row = 0;
    const lineOf = (offset) => {
        if (offset < starts[row])
            row = 0;
        while (row + 1 < starts.length && starts[row + 1] <= offset)
            row++;
        return row;
    };
    const known = lineTokens?.length === starts.length ? lineTokens : undefined;
    const perLine = known ?? new Float64Array(starts.length);
    // Per query term k, hits before each line: hits[k * (rows + 1) + r] counts those on lines < r
    // once summed below, so any line range is two lookups.
    const rows = starts.length;
    const terms = Math.max(0, ...queryTerms.values()) + 1;
    const hits = new Uint32Array(terms * (rows + 1));
    if (known) {
        (0,_terms_tokenizer_js__WEBPACK_IMPORTED_MODULE_0__/* .forEachWantedToken */ .bs)(text, queryTerms, (t, offset) => hits[queryTerms.get(t) * (rows + 1) + lineOf(offset) + 1]++);
    }
    else {
        (0,_terms_tokenizer_js__WEBPACK_IMPORTED_MODULE_0__/* .forEachToken */ .qF)(text, (t, offset) => {
            const row = lineOf(offset);
            perLine[row]++;
            const k = queryTerms.get(t);
            if (k !== undefined)
                hits[k * (rows + 1) + row + 1]++;
        });
    }
    for (let k = 0; k < terms; k++)
        for (let r = 1; r <= rows; r++)
            hits[k * (rows + 1) + r] += hits[k * (rows + 1) + r - 1];
    const lengthPrefix = new Float64Array(rows + 1);
    for (let r = 0; r < rows; r++)
        lengthPrefix[r + 1] = lengthPrefix[r] + perLine[r];
    return {
        range(startLine, endLine) {
            const a = Math.max(0, startLine - 1);
            const b = Math.max(a, Math.min(rows, endLine));
            const counts = new Uint32Array(terms);
            for (let k = 0; k < terms; k++)
                counts[k] = hits[k * (rows + 1) + b] - hits[k * (rows + 1) + a];
            return { counts, length: lengthPrefix[b] - lengthPrefix[a] };
        },
    };
}
/**
 * The candidates: definitions in the `fileCount` best files and those the query names, with their
 * body scored on the exact text for files in `exactFiles` (read through `readText`) and by chunks otherwise.
 */
function entityCandidates(index, inputs, topFiles, exactFiles) {
    const { chunkScores, query, signals } = inputs;
    const named = new Set();
    for (const name of [...signals.symbols, ...signals.chains]) {
        for (const id of index.symbols.get(name.toLowerCase()) ?? [])
            named.add(id);
    }
    // Only the candidate files' definitions are unpacked; ids ascending, as in the index.
    const ids = new Set(named);
    for (const f of topFiles) {
        const file = index.files[f];
        for (let i = 0; i < file.definitionCount; i++)
            ids.add(file.firstDefinition + i);
    }
    const defs = [...ids]
        .sort((a, b) => a - b)
        .map((id) => index.definition(id))
        .filter((d) => ENTITY_KINDS.has(d.def.kind));
    if (defs.length === 0)
        return [];
    // Each read file is tokenized once into per-line counts of the query's terms, so nested entities
    // (a class and its methods) cost nothing extra. Tokens are matched by their text: only the
    // query's few terms matter, so no vocabulary lookup.
    const allTerms = [...query, ...(inputs.titleQuery ?? [])];
    const queryTerms = new Map();
    for (const q of allTerms) {
        const t = index.vocab.term(q.id);
        if (!queryTerms.has(t))
            queryTerms.set(t, queryTerms.size);
    }
    const lineStats = new Map();
    const statsOf = (fileId) => {
        if (!lineStats.has(fileId)) {
            const file = index.files[fileId];
            const text = exactFiles.has(fileId) ? inputs.readText?.(file.path) : undefined;
            lineStats.set(fileId, text === undefined ? undefined : lineTermStats(text, queryTerms, file.record.lineTokens));
        }
        return lineStats.get(fileId);
    };
    // Each query's terms as slots of the counts, their IDF worked out once.
    const slotted = (q) => index.content.weighQuery(q, (id) => queryTerms.get(index.vocab.term(id)));
    const bodyQuery = slotted(query);
    const titleQuery = inputs.titleQuery?.length ? slotted(inputs.titleQuery) : undefined;
    // Name overlap: the IDF-weighted query terms among the parts of the entity's name.
    const queryWeight = new Map();
    for (const q of query)
        queryWeight.set(index.vocab.term(q.id), q.weight * index.content.idf(q.id));
    const probes = nameProbes(queryWeight.keys());
    const symbolSet = new Set(signals.symbols);
    const chainSet = new Set(signals.chains.map((c) => c.toLowerCase()));
    return defs.map((cand) => {
        const file = index.files[cand.file];
        const def = cand.def;
        const stats = statsOf(cand.file);
        let bodyExact;
        let bodyTitle;
        if (stats) {
            const { counts, length } = stats.range(def.startLine, def.endLine);
            bodyExact = index.content.scoreWeighed(bodyQuery, counts, length);
            if (titleQuery)
                bodyTitle = index.content.scoreWeighed(titleQuery, counts, length);
        }
        const bodyChunk = bestOverlappingChunk(index, file, def.startLine, def.endLine, chunkScores);
        const nameBm25 = nameWeight(def.qualifiedName, queryWeight, probes);
        let nameMatch = 0;
        if (symbolSet.has(def.name))
            nameMatch = 1;
        else if (symbolSet.has(def.name.toLowerCase()))
            nameMatch = 0.6;
        for (const chain of chainSet)
            if (chain.endsWith(def.qualifiedName.toLowerCase()) && def.qualifiedName.includes('.'))
                nameMatch = 1.3;
        return { file: cand.file, def, bodyExact, bodyChunk, bodyTitle, nameMatch, nameBm25, named: named.has(cand.id) };
    });
}
const nameTermCache = new Map();
const NAME_TERM_CACHE_LIMIT = 100_000;
/**
 * The distinct terms of a qualified name, in order: each dotted part lower-cased, then its pieces
 * (names are identifiers: their pieces come from the identifier splitter, not a full tokenization).
 * Cached: a name's terms do not depend on the query.
 */
function nameTerms(qualifiedName) {
    let terms = nameTermCache.get(qualifiedName);
    if (!terms) {
        const seen = new Set();
        for (const part of qualifiedName.split('.')) {
            seen.add(part.toLowerCase());
            for (const piece of (0,_terms_tokenizer_js__WEBPACK_IMPORTED_MODULE_0__/* .splitIdentifier */ .a0)(part))
                seen.add(piece);
        }
        terms = [...seen];
        if (nameTermCache.size >= NAME_TERM_CACHE_LIMIT)
            nameTermCache.clear();
        nameTermCache.set(qualifiedName, terms);
    }
    return terms;
}
/**
 * What a lower-cased name must contain to have a term among `terms`: each term less its last letter.
 * A name's terms are its lower-cased parts and their pieces, which the stemmer leaves whole or cuts
 * after the letter before their last (`entries` -> `entry` keeps `entr`).
 */
function nameProbes(terms) {
    return [...terms].map((t) => t.slice(0, -1));
}
/** Plain ASCII: lower-casing a whole name and each of its parts then agree. */
const ASCII = /^[\x00-\x7f]*$/;
/**
 * The summed weight of a name's distinct terms (`nameTerms`) in `weights`. A name holding none of
 * the `probes` (see `nameProbes`) is not split: it has none of the terms.
 */
function nameWeight(qualifiedName, weights, probes) {
    if (ASCII.test(qualifiedName)) {
        const lower = qualifiedName.toLowerCase();
        if (!probes.some((p) => lower.includes(p)))
            return 0;
    }
    let sum = 0;
    for (const term of nameTerms(qualifiedName))
        sum += weights.get(term) ?? 0;
    return sum;
}
/**
 * The best score among a file's chunks that overlap lines `startLine..endLine`. A file's chunks
 * partition it in line order, so the first overlapping one is found by binary search and the walk
 * stops at the first chunk past the range (a file of many definitions would otherwise cost
 * definitions x chunks).
 */
function bestOverlappingChunk(index, file, startLine, endLine, chunkScores) {
    const end = file.firstChunk + file.chunkCount;
    let lo = file.firstChunk;
    let hi = end;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (index.chunkEnd[mid] < startLine)
            lo = mid + 1;
        else
            hi = mid;
    }
    let best = 0;
    for (let c = lo; c < end && index.chunkStart[c] <= endLine; c++)
        if (chunkScores[c] > best)
            best = chunkScores[c];
    return best;
}
/** Kind factor of a definition under a model. */
function entityKindFactor(model, kind) {
    if (CLASS_KINDS.has(kind))
        return model.classLike;
    return kind === 'method' ? model.method : 1;
}
/** Scores candidates under a model: each signal over its best value among the candidates. */
function scoreEntities(candidates, fileScores, maxFile, model) {
    const body = candidates.map((c) => (c.bodyExact ?? c.bodyChunk) * (CLASS_KINDS.has(c.def.kind) ? CLASS_BODY_SHARE : 1));
    const title = candidates.map((c) => (c.bodyTitle ?? 0) * (CLASS_KINDS.has(c.def.kind) ? CLASS_BODY_SHARE : 1));
    const maxBody = Math.max(0, ...body) || 1;
    const maxTitle = Math.max(0, ...title) || 1;
    const maxName = Math.max(0, ...candidates.map((c) => c.nameBm25)) || 1;
    return candidates.map((c, i) => ((model.file * fileScores[c.file]) / (maxFile || 1) +
        (model.body * body[i]) / maxBody +
        (model.bodyTitle * title[i]) / maxTitle +
        model.name * c.nameMatch +
        (model.nameBm25 * c.nameBm25) / maxName) *
        entityKindFactor(model, c.def.kind));
}
/** The best files by score (at most `count`, only files with a positive score). */
function topFilesByScore(index, fileScores, count) {
    const best = new _terms_top_scores_js__WEBPACK_IMPORTED_MODULE_1__/* .TopScores */ .Z(count);
    for (let f = 0; f < index.files.length; f++)
        best.offer(f, fileScores[f]);
    return best.sorted().map((s) => s.file);
}
function rankEntities(index, inputs) {
    const topFiles = topFilesByScore(index, inputs.fileScores, ENTITY_CANDIDATE_FILES);
    const maxFile = topFiles.length ? inputs.fileScores[topFiles[0]] : 1;
    const candidates = entityCandidates(index, inputs, topFiles, new Set(topFiles.slice(0, ENTITY_EXACT_FILES)));
    const scores = scoreEntities(candidates, inputs.fileScores, maxFile, inputs.model ?? ENTITY_MODEL);
    const ranked = candidates.map((cand, i) => ({
        path: index.files[cand.file].path,
        name: cand.def.qualifiedName,
        kind: cand.def.kind,
        startLine: cand.def.startLine,
        endLine: cand.def.endLine,
        score: scores[i],
    }));
    ranked.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : a.path > b.path ? 1 : a.startLine - b.startLine));
    return ranked.slice(0, inputs.top);
}


/***/ }),

/***/ 3203:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Gv: () => (/* binding */ FEATURES),
  rj: () => (/* binding */ computeFeatures),
  Un: () => (/* binding */ weightedQuery)
});

// UNUSED EXPORTS: definitionScores

// EXTERNAL MODULE: ./src/context/intent.ts
var context_intent = __nccwpck_require__(8005);
// EXTERNAL MODULE: ./src/repo/classify.ts
var classify = __nccwpck_require__(8748);
// EXTERNAL MODULE: ./src/repo/cochange.ts
var cochange = __nccwpck_require__(292);
// EXTERNAL MODULE: ./src/text-ends.ts
var text_ends = __nccwpck_require__(2767);
// EXTERNAL MODULE: ./src/search/index/index-kinds.ts
var index_kinds = __nccwpck_require__(3673);
// EXTERNAL MODULE: ./src/context/stack-traces.ts
var stack_traces = __nccwpck_require__(7690);
;// CONCATENATED MODULE: ./src/search/rank/mentions.ts
/**
 * Resolves what an issue names onto repository files: paths, stack frames, module chains
 * (`pvlib.iam.physical` -> `pvlib/iam.py`) and file stems (`L031` -> `rules/L031.py`).
 */

const INDEX_STEMS = new Set(['__init__', 'index', 'mod', 'main', '__main__']);
const STEM_MIN_LENGTH = 3;
function stripExtension(path) {
    const slash = path.lastIndexOf('/');
    const dot = path.lastIndexOf('.');
    return dot > slash + 1 ? path.slice(0, dot) : path;
}
/** Dotted module names a file answers to, most specific first (`a/b/__init__.py` -> `a.b`). */
function moduleNames(path) {
    let segments = stripExtension(path).split('/');
    if (segments.length > 1 && INDEX_STEMS.has(segments[segments.length - 1]))
        segments = segments.slice(0, -1);
    return [segments.join('.')];
}
class MentionResolver {
    paths;
    suffixIndex;
    /** Module-name suffix (`iam`, `pvlib.iam`) -> files. */
    moduleIndex;
    /** The most dot-separated parts a module-name suffix has. */
    moduleParts = 0;
    /** Lower-cased file stem -> files. */
    stemIndex;
    /** Each lookup table is made when a query first needs it (most name no path and no module). */
    constructor(paths) {
        this.paths = paths;
    }
    get suffixes() {
        return (this.suffixIndex ??= new stack_traces/* PathSuffixIndex */.vP(this.paths));
    }
    get modules() {
        if (!this.moduleIndex) {
            const modules = new Map();
            for (const path of this.paths) {
                for (const name of moduleNames(path)) {
                    const parts = name.split('.');
                    this.moduleParts = Math.max(this.moduleParts, parts.length);
                    for (let i = 0; i < parts.length; i++) {
                        const key = parts.slice(i).join('.');
                        const list = modules.get(key);
                        if (list)
                            list.push(path);
                        else
                            modules.set(key, [path]);
                    }
                }
            }
            this.moduleIndex = modules;
        }
        return this.moduleIndex;
    }
    get stems() {
        if (!this.stemIndex) {
            const stems = new Map();
            for (const path of this.paths) {
                const base = path.slice(path.lastIndexOf('/') + 1);
                const stem = stripExtension(base).toLowerCase();
                if (stem.length >= STEM_MIN_LENGTH && !INDEX_STEMS.has(stem)) {
                    const list = stems.get(stem);
                    if (list)
                        list.push(path);
                    else
                        stems.set(stem, [path]);
                }
            }
            this.stemIndex = stems;
        }
        return this.stemIndex;
    }
    /**
     * The files a module chain names: its longest leading part that is a module suffix. Leading parts
     * longer than any suffix are not tried (a chain of 50,000 parts would join 50,000 of them).
     */
    chainFiles(chain) {
        const parts = chain.split('.');
        const modules = this.modules;
        for (let n = Math.min(parts.length, this.moduleParts); n >= 1; n--) {
            const files = modules.get(parts.slice(0, n).join('.'));
            if (files)
                return { files, matched: n, of: parts.length };
        }
        return undefined;
    }
    resolve(signals) {
        const out = [];
        for (const path of signals.paths) {
            const file = this.suffixes.resolve(path);
            if (file)
                out.push({ file, kind: 'path', strength: 1, via: path });
        }
        const frames = signals.frames;
        frames.forEach((frame, i) => {
            const file = this.suffixes.resolve(frame.path);
            // Later frames are closer to where it broke (Python, Go); V8 and Java print the innermost first.
            const innermostLast = frame.format === 'python' || frame.format === 'go';
            const position = frames.length > 1 ? (innermostLast ? i : frames.length - 1 - i) / (frames.length - 1) : 1;
            if (file)
                out.push({ file, kind: 'frame', strength: 0.6 + 0.4 * position, via: `${frame.path}:${frame.line ?? ''}` });
        });
        for (const chain of signals.chains) {
            const hit = this.chainFiles(chain);
            if (!hit || hit.files.length > 3)
                continue;
            const strength = (hit.matched >= 2 ? 0.9 : 0.6) / Math.sqrt(hit.files.length);
            for (const file of hit.files)
                out.push({ file, kind: 'module', strength, via: chain });
        }
        // Parts of module chains were resolved above; as bare stems they would count twice.
        const seenStems = new Set(signals.chains.flatMap((c) => c.toLowerCase().split('.')));
        for (const word of [...signals.symbols, ...signals.words]) {
            const key = word.toLowerCase();
            if (seenStems.has(key))
                continue;
            seenStems.add(key);
            const files = this.stems.get(key);
            if (!files || files.length > 3)
                continue;
            for (const file of files)
                out.push({ file, kind: 'stem', strength: 0.5 / Math.sqrt(files.length), via: word });
        }
        return out;
    }
}

;// CONCATENATED MODULE: ./src/search/rank/propagate.ts
/**
 * Relevance flowing along imports: a personalized PageRank over the file graph (imports in either
 * direction), restarted at the files the query already points at. A file the best candidates import,
 * or that imports them, gains a share of their score.
 */
/** Probability of jumping back to the seeds at each step. */
const RESTART = 0.3;
/** Power iterations (the walk's mass beyond this many steps is negligible at this restart rate). */
const ITERATIONS = 12;
/** Undirected neighbour lists from directed edges, self-loops and repeats dropped. */
function undirected(edges, fileCount) {
    const degree = new Uint32Array(fileCount + 1);
    const forEachEdge = (visit) => {
        for (let a = 0; a < fileCount; a++) {
            for (let p = edges.offsets[a]; p < edges.offsets[a + 1]; p++) {
                const b = edges.targets[p];
                if (b !== a && b < fileCount)
                    visit(a, b);
            }
        }
    };
    forEachEdge((a, b) => {
        degree[a + 1]++;
        degree[b + 1]++;
    });
    for (let i = 0; i < fileCount; i++)
        degree[i + 1] += degree[i];
    const offsets = degree.slice();
    const targets = new Uint32Array(degree[fileCount]);
    const fill = degree.slice(0, fileCount);
    forEachEdge((a, b) => {
        targets[fill[a]++] = b;
        targets[fill[b]++] = a;
    });
    return { offsets, targets };
}
/**
 * Personalized PageRank: `seeds` (file -> weight, any scale) restart the walk; a file without
 * neighbours keeps its mass. Returns each file's stationary mass (summing to 1 when seeded).
 */
function personalizedPageRank(graph, fileCount, seeds, restart = RESTART, iterations = ITERATIONS) {
    const start = new Float64Array(fileCount);
    let total = 0;
    for (const [file, weight] of seeds)
        if (weight > 0 && file < fileCount)
            total += weight;
    if (total <= 0)
        return start;
    for (const [file, weight] of seeds)
        if (weight > 0 && file < fileCount)
            start[file] = weight / total;
    let mass = start.slice();
    for (let step = 0; step < iterations; step++) {
        const next = new Float64Array(fileCount);
        for (let f = 0; f < fileCount; f++) {
            const m = mass[f];
            if (m === 0)
                continue;
            const from = graph.offsets[f];
            const to = graph.offsets[f + 1];
            if (to === from) {
                next[f] += (1 - restart) * m;
                continue;
            }
            const share = ((1 - restart) * m) / (to - from);
            for (let p = from; p < to; p++)
                next[graph.targets[p]] += share;
        }
        for (let f = 0; f < fileCount; f++)
            next[f] += restart * start[f];
        mass = next;
    }
    return mass;
}

// EXTERNAL MODULE: ./src/search/rank/query.ts + 1 modules
var rank_query = __nccwpck_require__(7759);
// EXTERNAL MODULE: ./src/search/rank/rerank.ts
var rerank = __nccwpck_require__(7912);
// EXTERNAL MODULE: ./src/search/terms/top-scores.ts
var top_scores = __nccwpck_require__(4551);
// EXTERNAL MODULE: ./src/search/rank/templates.ts
var templates = __nccwpck_require__(9224);
;// CONCATENATED MODULE: ./src/search/rank/features.ts
/**
 * Every per-file signal the ranker can weigh, as raw values (0..1 for scores normalized by the best
 * file, strengths, indicators): lexical scores of the query and of its parts, what the issue names,
 * definitions, history, graph propagation, co-change, and the file's role and kind. `rerank.ts` turns
 * them into a score with named weights; `eval --dump` writes them for fitting those weights.
 */











const FEATURES = [
    /** Content BM25 of the query (template boilerplate removed): best chunk plus a share of the next two, over the best file's. */
    'content',
    /** The same for the query as written (kept for comparison with the ranker before template removal). */
    'content.raw',
    /** Content BM25 of the title alone, of the body's prose, of pasted code and logs, of quoted identifiers and strings. */
    'content.title',
    'content.prose',
    'content.code',
    'content.quoted',
    /** The best chunk alone. */
    'content.best',
    /** Path BM25 of the query, and of the title alone. */
    'path',
    'path.title',
    /** Strength of a path, stack frame, module chain or file stem the issue names. */
    'mention.path',
    'mention.frame',
    'mention.module',
    'mention.stem',
    /** How strongly the file defines the names the issue gives (specificity-weighted, shared among definers). */
    'defines',
    /** `Class.member` chains the issue names that the file defines. */
    'defines.qualified',
    /** Log-scaled commit count over the busiest file's. */
    'history',
    /** 1 / (1 + months since the file last changed, before the newest commit scanned). */
    'recency',
    /** Log-scaled line count over the longest file's. */
    'lines',
    /** Personalized PageRank mass from the seed files along imports, over the largest; and the seeds' weight one import away. */
    'graph.ppr',
    'graph.hop',
    /** Seed weight reaching the file through commits that changed both, over the largest. */
    'cochange',
    /** Role indicators (source is the reference); none for a file whose path the issue gives. */
    'role.test',
    'role.doc',
    'role.config',
    'role.other',
    /** The file is a test and the issue asks for tests (it then has no `role.test`). */
    'intent.test',
    /** Kind indicators; none for a file whose path the issue gives. */
    'kind.declaration',
    /** A declaration file whose names an implementation defines too (share of its definitions, or 1 for a sibling implementation). */
    'kind.declaration-shadowed',
    'kind.example',
    'kind.benchmark',
    'kind.build-config',
    'kind.template',
    'kind.docs-site',
    'kind.script',
    'kind.ci',
    /** A build output the repository commits (a bundle or compiled copy of its sources: see index-kinds.ts). */
    'kind.build-output',
];
const DEFINITION_KINDS_FOR_BOOST = new Set(['class', 'interface', 'struct', 'enum', 'function', 'method', 'type', 'constant', 'module']);
const TYPE_KINDS = new Set(['class', 'interface', 'struct', 'enum', 'type']);
const SECONDS_PER_MONTH = 30 * 24 * 3600;
/** Kind columns only the whole index tells (index-kinds.ts): made once per index, when a model weighs them. */
const INDEX_KIND_FEATURES = ['kind.build-output', 'kind.declaration-shadowed'];
function weightedQuery(index, terms) {
    const out = [];
    for (const [term, count] of terms) {
        const id = index.vocab.get(term);
        if (id !== undefined)
            out.push({ id, weight: (0,rerank/* queryTermWeight */.hS)(count) });
    }
    return out;
}
/** Per file: how strongly it defines what the query names, without weights (`defines`, `defines.qualified`). */
function definitionScores(index, signals) {
    const names = new Map();
    const qualified = new Map();
    const defined = new Map();
    const note = (file, name) => {
        const list = defined.get(file);
        if (!list)
            defined.set(file, [name]);
        else if (!list.includes(name))
            list.push(name);
    };
    const named = [
        ...signals.symbols.map((s) => ({ name: s, share: (0,rank_query/* isCodeShaped */.RV)(s) ? 1 : rerank/* PLAIN_SYMBOL_SHARE */.K })),
        ...signals.words.map((w) => ({ name: w, share: rerank/* WORD_SYMBOL_SHARE */.kM })),
    ];
    for (const { name, share: baseShare } of named) {
        let share = baseShare;
        let ids = index.symbols.get(name.toLowerCase());
        if (!ids && /[A-Za-z][0-9]+$/.test(name)) {
            // A numbered name the repository does not define (`PersonName3`) may be its base name renamed.
            ids = index.symbols.get((0,text_ends/* trimEndChars */.v)(name, text_ends/* DIGITS */.x).toLowerCase());
            share *= rerank/* NUMBERED_VARIANT_SHARE */.Vb;
        }
        if (!ids)
            continue;
        const defs = ids.map((id) => index.definition(id)).filter((d) => DEFINITION_KINDS_FOR_BOOST.has(d.def.kind));
        if (baseShare === rerank/* WORD_SYMBOL_SHARE */.kM && !defs.some((d) => TYPE_KINDS.has(d.def.kind)))
            continue;
        const files = new Set(defs.map((d) => d.file));
        if (files.size === 0)
            continue;
        // Exact-case matches are stronger than case-insensitive ones.
        const exact = defs.some((d) => d.def.name === name) ? 1 : 0.6;
        const termId = index.vocab.get(name.toLowerCase());
        const specificity = termId === undefined ? 1 : (0,rerank/* symbolSpecificity */.Dw)(index.content.idf(termId), index.content.docCount);
        const score = (share * exact * specificity) / Math.sqrt(files.size);
        for (const file of files) {
            names.set(file, (names.get(file) ?? 0) + score);
            note(file, name);
        }
    }
    for (const chain of signals.chains) {
        const parts = chain.split('.');
        for (let i = 0; i + 1 < parts.length; i++) {
            const ids = index.symbols.get(`${parts[i]}.${parts[i + 1]}`.toLowerCase());
            if (!ids)
                continue;
            const files = new Set(ids.map((id) => index.definition(id).file));
            for (const file of files) {
                qualified.set(file, (qualified.get(file) ?? 0) + 1 / Math.sqrt(files.size));
                note(file, `${parts[i]}.${parts[i + 1]}`);
            }
        }
    }
    return { names, qualified, defined };
}
/** Per file, its top chunks combined, over the best file's; and its best chunk alone, likewise. */
function fileContent(index, chunkScores) {
    const combined = new Float64Array(index.files.length);
    const best = new Float64Array(index.files.length);
    let maxCombined = 0;
    let maxBest = 0;
    for (const file of index.files) {
        // The file's three best chunk scores (0 for chunks it lacks), without sorting them all.
        let a = 0;
        let b = 0;
        let c = 0;
        for (let ch = file.firstChunk; ch < file.firstChunk + file.chunkCount; ch++) {
            const v = chunkScores[ch];
            if (v > a) {
                c = b;
                b = a;
                a = v;
            }
            else if (v > b) {
                c = b;
                b = v;
            }
            else if (v > c)
                c = v;
        }
        const value = (0,rerank/* combineChunkScores */.WO)([a, b, c]);
        combined[file.id] = value;
        best[file.id] = a;
        if (value > maxCombined)
            maxCombined = value;
        if (a > maxBest)
            maxBest = a;
    }
    normalize(combined, maxCombined);
    normalize(best, maxBest);
    return { combined, best };
}
function normalize(values, max) {
    if (max > 0)
        for (let i = 0; i < values.length; i++)
            values[i] /= max;
    return values;
}
function lexical(index, text) {
    const terms = weightedQuery(index, (0,rank_query/* countQueryTerms */.fg)(text));
    const chunks = new Float64Array(index.chunkCount);
    if (terms.length)
        index.content.score(terms, chunks);
    return { terms, chunks };
}
function pathScores(index, terms) {
    const scores = new Float64Array(index.files.length);
    if (terms.length === 0)
        return scores;
    index.paths.score(terms, scores);
    let max = 0;
    for (const v of scores)
        if (v > max)
            max = v;
    return normalize(scores, max);
}
/** Tables made once per index: every query of it shares them. */
const extrasOf = new WeakMap();
function extras(index) {
    let e = extrasOf.get(index);
    if (!e) {
        const kinds = index.files.map((f) => (0,classify/* fileKinds */.mv)(f.path));
        e = { resolver: new MentionResolver(index.files.map((f) => f.path)), kinds, fixed: fixedColumns(index, kinds) };
        extrasOf.set(index, e);
    }
    return e;
}
/**
 * Per file, what the query does not change: history (log-scaled commits over the busiest file's),
 * recency, lines (log-scaled over the longest file's), and 1 for each role but source and each
 * kind it has. The query only takes roles and kinds away (from files it names, from tests it asks for).
 */
function fixedColumns(index, kinds) {
    const n = index.files.length;
    const columns = new Map();
    const of = (name) => {
        let c = columns.get(name);
        if (!c)
            columns.set(name, (c = new Float64Array(n)));
        return c;
    };
    const history = index.history;
    let maxCommits = 0;
    if (history)
        for (const h of history.files.values())
            if (h.commits > maxCommits)
                maxCommits = h.commits;
    let maxLines = 0;
    for (const f of index.files)
        if (f.lineCount > maxLines)
            maxLines = f.lineCount;
    for (const file of index.files) {
        if (file.role !== 'source')
            of(`role.${file.role}`)[file.id] = 1;
        for (const kind of kinds[file.id])
            of(`kind.${kind}`)[file.id] = 1;
        const past = history?.files.get(file.path);
        if (past && past.commits > 0 && maxCommits > 0) {
            of('history')[file.id] = Math.log1p(past.commits) / Math.log1p(maxCommits);
            of('recency')[file.id] = 1 / (1 + Math.max(0, history.newest - past.lastCommit) / SECONDS_PER_MONTH);
        }
        if (maxLines > 0)
            of('lines')[file.id] = Math.log1p(file.lineCount) / Math.log1p(maxLines);
    }
    return columns;
}
/**
 * The role and kind columns for one query: a file whose path the issue gives is what it is about,
 * whatever its role or kind; tests are sources (`intent.test`) when the issue asks for tests.
 */
function roleColumns(fixed, named, testsWanted, needs) {
    const out = new Map();
    const namedFiles = [...named];
    for (const [name, column] of fixed) {
        if (!name.startsWith('role.') && !name.startsWith('kind.'))
            continue;
        if (INDEX_KIND_FEATURES.includes(name) && !needs(name))
            continue;
        if (testsWanted && name === 'role.test') {
            out.set('intent.test', column);
            continue;
        }
        let own = column;
        for (const f of namedFiles) {
            if (own[f] === 0)
                continue;
            if (own === column)
                own = column.slice();
            own[f] = 0;
        }
        out.set(name, own);
    }
    return out;
}
/** The repository's template lines, read once per index through `readText`. */
function templatesOf(index, readText) {
    const e = extras(index);
    if (!e.templates) {
        const paths = [...index.files.map((f) => f.path), ...index.skipped.map((s) => s.path)];
        const texts = paths.filter((p) => /(?:^|\/)(?:ISSUE_TEMPLATE|PULL_REQUEST_TEMPLATE|pull_request_template)/i.test(p)).flatMap((path) => {
            const text = readText(path);
            return text === undefined ? [] : [{ path, text }];
        });
        e.templates = texts.length ? (0,templates/* templateLines */.gs)(texts) : templates/* NO_TEMPLATE_LINES */.LZ;
    }
    return e.templates;
}
function graphOf(index, links) {
    const e = extras(index);
    if (!e.graph) {
        let edges = index.tables.links ?? links;
        if (!edges) {
            try {
                edges = index.links();
            }
            catch {
                // An index whose imports cannot be resolved propagates nothing.
            }
        }
        if (edges)
            e.graph = undirected(edges, index.files.length);
    }
    return e.graph;
}
/**
 * The index's build outputs and shadowed declarations (index-kinds.ts: the store's, or worked out
 * once per index), and their columns added to the fixed ones.
 */
function indexKindColumns(index, options) {
    const e = extras(index);
    if (e.indexKinds)
        return;
    const own = (0,index_kinds/* kindSources */.HA)(index, e.kinds);
    const found = (0,index_kinds/* indexKinds */.aR)(index, () => ({
        ...own,
        ...(options.readText ? { readText: options.readText } : {}),
        ...(options.links ? { links: () => index.tables.links ?? options.links } : {}),
    }));
    e.indexKinds = found;
    const n = index.files.length;
    const outputs = new Float64Array(n);
    for (const f of found.buildOutputs.keys())
        outputs[f] = 1;
    const shadowed = new Float64Array(n);
    for (const [f, share] of found.shadowed)
        shadowed[f] = share;
    e.fixed.set('kind.build-output', outputs);
    e.fixed.set('kind.declaration-shadowed', shadowed);
}
function computeFeatures(index, rawQuery, options = {}) {
    const e = extras(index);
    const template = options.readText ? templatesOf(index, options.readText) : templates/* NO_TEMPLATE_LINES */.LZ;
    const query = (0,templates/* stripTemplate */.Te)(rawQuery, template);
    const signals = (0,rank_query/* analyzeQuery */.FM)(query);
    const intent = (0,context_intent/* detectIntent */.k)(query);
    const parts = (0,rank_query/* splitQuery */.HB)(query);
    const n = index.files.length;
    const terms = weightedQuery(index, signals.terms);
    const lexicalChunkScores = new Float64Array(index.chunkCount);
    if (terms.length)
        index.content.score(terms, lexicalChunkScores);
    let chunkScores = lexicalChunkScores;
    if (options.extraChunkScores) {
        chunkScores = lexicalChunkScores.slice();
        for (let i = 0; i < chunkScores.length; i++)
            chunkScores[i] += options.extraChunkScores[i] ?? 0;
    }
    const needs = (name) => !options.needed || options.needed.has(name);
    const dense = new Map();
    const content = fileContent(index, chunkScores);
    dense.set('content', content.combined);
    if (needs('content.best'))
        dense.set('content.best', content.best);
    if (!options.needed)
        dense.set('content.raw', query === rawQuery ? content.combined : fileContent(index, lexical(index, rawQuery).chunks).combined);
    for (const [name, text] of [
        ['content.title', parts.title],
        ['content.prose', parts.prose],
        ['content.code', parts.code],
        ['content.quoted', parts.quoted],
    ]) {
        if (text.trim() && needs(name))
            dense.set(name, fileContent(index, lexical(index, text).chunks).combined);
    }
    dense.set('path', pathScores(index, terms));
    const titleTerms = weightedQuery(index, (0,rank_query/* countQueryTerms */.fg)(parts.title));
    if (titleTerms.length && needs('path.title'))
        dense.set('path.title', pathScores(index, titleTerms));
    const sparse = new Map();
    const sparseOf = (name) => {
        let m = sparse.get(name);
        if (!m)
            sparse.set(name, (m = new Map()));
        return m;
    };
    const mentions = e.resolver.resolve(signals);
    for (const m of mentions) {
        const file = index.byPath.get(m.file);
        if (!file)
            continue;
        const column = sparseOf(`mention.${m.kind}`);
        column.set(file.id, Math.max(column.get(file.id) ?? 0, m.strength));
    }
    const defs = definitionScores(index, signals);
    if (defs.names.size)
        sparse.set('defines', defs.names);
    if (defs.qualified.size)
        sparse.set('defines.qualified', defs.qualified);
    const value = (name, file) => {
        const d = dense.get(name);
        if (d)
            return d[file];
        return sparse.get(name)?.get(file) ?? 0;
    };
    const filesWith = (name) => {
        const d = dense.get(name);
        if (d) {
            const out = [];
            for (let f = 0; f < n; f++)
                if (d[f] !== 0)
                    out.push(f);
            return out;
        }
        return sparse.get(name)?.keys() ?? [];
    };
    const column = (name) => {
        const d = dense.get(name);
        if (d)
            return (file) => d[file];
        const m = sparse.get(name);
        return m ? (file) => m.get(file) ?? 0 : undefined;
    };
    // History, recency, lines, roles and kinds: made once per index; the query only takes roles and
    // kinds away from the files it names by path, and role.test from tests when it asks for tests.
    for (const name of ['history', 'recency', 'lines']) {
        const fixed = e.fixed.get(name);
        // The seeds weigh history whatever the model.
        if (fixed && (name === 'history' || needs(name)))
            dense.set(name, fixed);
    }
    const namedByPath = sparse.get('mention.path');
    if (INDEX_KIND_FEATURES.some(needs))
        indexKindColumns(index, options);
    for (const [name, column] of roleColumns(e.fixed, namedByPath?.keys() ?? [], intent.kind === 'TEST_WRITING', needs))
        dense.set(name, column);
    // Seeds: the best files by the previous ranker's fixed combination of the signals above (files
    // none of its relevance signals reaches score 0 under it).
    const seedScore = (0,rerank/* compileScore */.W2)(rerank/* PREVIOUS_MODEL */.Y6, column);
    const reached = new Uint8Array(n);
    for (const name of Object.keys(rerank/* PREVIOUS_MODEL */.Y6.relevance))
        for (const f of filesWith(name))
            reached[f] = 1;
    const best = new top_scores/* TopScores */.Z(rerank/* SEED_FILES */.yE);
    for (let f = 0; f < n; f++)
        if (reached[f])
            best.offer(f, seedScore(f));
    const seeds = new Map(best.sorted().map((s) => [s.file, s.score]));
    const graph = seeds.size && (needs('graph.ppr') || needs('graph.hop')) ? graphOf(index, options.links) : undefined;
    if (graph && needs('graph.ppr')) {
        // The PageRank iterations are the costly part: only when the model weighs them.
        const ppr = personalizedPageRank(graph, n, seeds);
        const pprColumn = new Map();
        let maxPpr = 0;
        for (let f = 0; f < n; f++)
            if (ppr[f] > maxPpr)
                maxPpr = ppr[f];
        for (let f = 0; f < n; f++)
            if (ppr[f] > maxPpr * 1e-3)
                pprColumn.set(f, ppr[f] / maxPpr);
        if (pprColumn.size)
            sparse.set('graph.ppr', pprColumn);
    }
    if (graph && needs('graph.hop')) {
        const hop = new Map();
        let total = 0;
        for (const w of seeds.values())
            total += w;
        for (const [seed, w] of seeds) {
            for (let p = graph.offsets[seed]; p < graph.offsets[seed + 1]; p++) {
                const t = graph.targets[p];
                hop.set(t, Math.max(hop.get(t) ?? 0, w / total));
            }
        }
        if (hop.size)
            sparse.set('graph.hop', hop);
    }
    const coChange = options.coChange ?? index.history?.coChange;
    if (coChange && seeds.size && needs('cochange')) {
        const byPath = new Map([...seeds].map(([f, w]) => [index.files[f].path, w]));
        const flows = (0,cochange/* coChangeScores */.E9)(coChange, byPath);
        let max = 0;
        for (const v of flows.values())
            if (v > max)
                max = v;
        const column = new Map();
        for (const [path, v] of flows) {
            const file = index.byPath.get(path);
            if (file && v > 0)
                column.set(file.id, v / max);
        }
        if (column.size)
            sparse.set('cochange', column);
    }
    return {
        intent,
        signals,
        query,
        terms,
        titleTerms,
        mentions,
        chunkScores,
        lexicalChunkScores,
        definedNames: defs.defined,
        fileCount: n,
        value,
        column,
        filesWith,
    };
}


/***/ }),

/***/ 7759:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  FM: () => (/* binding */ analyzeQuery),
  fg: () => (/* binding */ countQueryTerms),
  RV: () => (/* binding */ isCodeShaped),
  HB: () => (/* binding */ splitQuery)
});

// UNUSED EXPORTS: MAX_QUERY_CHARS

// EXTERNAL MODULE: ./src/context/stack-traces.ts
var stack_traces = __nccwpck_require__(7690);
;// CONCATENATED MODULE: ./src/search/rank/query-scan.ts
/**
 * Path mentions and called names in query text, found by scanning rather than by trying a pattern
 * at every character: a pattern tried at each character of a long run (`a/a/a/...`, `a.a.a...`,
 * `$a$a$a...`) reads the rest of the run each time, quadratic in the run's length. These give what
 * the patterns documented on each function give, in one pass. Pure.
 */
/** File extensions a path mention ends with, in the order they are tried at a dot. */
const PATH_EXTENSIONS = [
    ...['py', 'pyi', 'pyx', 'ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs', 'go', 'rs', 'java', 'kt', 'scala', 'rb'],
    ...['c', 'h', 'cc', 'cpp', 'cxx', 'hpp', 'hh', 'cs', 'php', 'swift', 'm', 'mm', 'json', 'yaml', 'yml', 'toml', 'md'],
    ...['rst', 'txt', 'cfg', 'ini', 'sql', 'sh', 'vue', 'svelte', 'css', 'scss', 'html'],
];
const code = (text, i) => text.charCodeAt(i);
const isDigit = (c) => c >= 48 && c <= 57;
const isLetter = (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** `\w`: what `\b` tells apart from the rest. */
const isWord = (c) => isLetter(c) || isDigit(c) || c === 95;
const isSeparator = (c) => c === 47 /* / */ || c === 92 /* \ */;
/** `[A-Za-z0-9_@$+-]`: a file name's first character. */
const isNameStart = (c) => isWord(c) || c === 64 /* @ */ || c === 36 /* $ */ || c === 43 /* + */ || c === 45 /* - */;
/** `[A-Za-z0-9_.@$+-]`: a file name's other characters. */
const isNameChar = (c) => isNameStart(c) || c === 46 /* . */;
/** `[A-Za-z0-9_@.$~+-]`: a folder name's characters. */
const isFolderChar = (c) => isNameChar(c) || c === 126 /* ~ */;
/** Where an extension after the dot at `dot` ends (the first of PATH_EXTENSIONS that ends a word there), or -1. */
function extensionEnd(text, dot) {
    for (const ext of PATH_EXTENSIONS) {
        const end = dot + 1 + ext.length;
        if (text.startsWith(ext, dot + 1) && (end === text.length || !isWord(code(text, end))))
            return end;
    }
    return -1;
}
/**
 * The path mentions of `text`, in order: what
 * `/(?:[A-Za-z0-9_@.$~+-]+[\\/])*[A-Za-z0-9_@$+-][A-Za-z0-9_.@$+-]*\.(?:EXT)\b/g` matches, EXT being
 * PATH_EXTENSIONS. At each place that pattern takes as many folders as let a file name follow, and in
 * a file name the last dot that an extension follows.
 */
function pathMentions(text) {
    const out = [];
    for (let start = 0; start < text.length;) {
        if (!isFolderChar(code(text, start)) && !isSeparator(code(text, start))) {
            start++;
            continue;
        }
        let end = start;
        while (end < text.length && (isFolderChar(code(text, end)) || isSeparator(code(text, end))))
            end++;
        // A mention lies inside one run of folder characters and separators.
        mentionsInRun(text, start, end, out);
        start = end;
    }
    return out;
}
function mentionsInRun(text, from, to, out) {
    // Per position, where a file name starting there ends (-1: none): the last dot in its run of
    // name characters that an extension follows, if the name starts before it.
    const nameEnd = new Int32Array(to - from).fill(-1);
    for (let run = from; run < to;) {
        if (!isNameChar(code(text, run))) {
            run++;
            continue;
        }
        let runEnd = run;
        while (runEnd < to && isNameChar(code(text, runEnd)))
            runEnd++;
        let dot = -1;
        let ext = -1;
        for (let d = runEnd - 1; d > run && ext < 0; d--) {
            if (code(text, d) === 46 /* . */) {
                ext = extensionEnd(text, d);
                dot = d;
            }
        }
        if (ext >= 0)
            for (let i = run; i < dot; i++)
                if (isNameStart(code(text, i)))
                    nameEnd[i - from] = ext;
        run = runEnd;
    }
    // Per separator, where a mention whose folders run through it ends: the deepest folder chain
    // from it that a file name follows, else a file name right after it (-1: none).
    const chainEnd = new Int32Array(to - from).fill(-1);
    let nextSeparator = -1;
    for (let i = to - 1; i >= from; i--) {
        if (!isSeparator(code(text, i)))
            continue;
        const name = i + 1 < to ? nameEnd[i + 1 - from] : -1;
        // Another folder follows when a non-empty name and a separator come next.
        const deeper = nextSeparator > i + 1 ? chainEnd[nextSeparator - from] : -1;
        chainEnd[i - from] = deeper >= 0 ? deeper : name;
        nextSeparator = i;
    }
    let separatorAfter = -1;
    const firstSeparator = new Int32Array(to - from).fill(-1);
    for (let i = to - 1; i >= from; i--) {
        if (isSeparator(code(text, i)))
            separatorAfter = i;
        firstSeparator[i - from] = separatorAfter;
    }
    for (let i = from; i < to;) {
        let end = -1;
        if (!isSeparator(code(text, i))) {
            const separator = firstSeparator[i - from];
            if (separator >= 0)
                end = chainEnd[separator - from];
            if (end < 0)
                end = nameEnd[i - from];
        }
        if (end < 0)
            i++;
        else {
            out.push(text.slice(i, end));
            i = end;
        }
    }
}
/**
 * The name called in `run`, a run of identifier characters (`[A-Za-z0-9_$]+`) that `(` follows: where
 * `/\b([A-Za-z_$][A-Za-z0-9_$]*)\s*\(/` starts in it (its first identifier start at a word boundary,
 * `$foo` giving `foo`), or undefined.
 */
function calledName(run) {
    for (let i = 0; i < run.length; i++) {
        const c = code(run, i);
        // Before the run is a character that is not a word character (or nothing).
        const boundary = i === 0 ? isWord(c) : isWord(code(run, i - 1)) !== isWord(c);
        if (boundary && (isLetter(c) || c === 95 || c === 36))
            return run.slice(i);
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/search/terms/tokenizer.ts + 1 modules
var tokenizer = __nccwpck_require__(7435);
;// CONCATENATED MODULE: ./src/search/rank/query.ts
/**
 * What an issue text says about code, before any index is consulted: its search terms, the paths,
 * module chains and code-shaped identifiers it names, and the file/line frames of pasted traces.
 */



/** Longest query we read; beyond this an issue is mostly pasted logs. */
const MAX_QUERY_CHARS = 100_000;
const IS_PATH = new RegExp(`^(?:[A-Za-z0-9_@.$~+-]+[\\\\/])*[A-Za-z0-9_@$+-][A-Za-z0-9_.@$+-]*\\.(?:${PATH_EXTENSIONS.join('|')})$`);
const CHAIN = /\b[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+\b/g;
const IDENTIFIER = /[A-Za-z_$][A-Za-z0-9_$]*/g;
const BACKTICKED = /`([^`\n]{1,200})`/g;
/** A run of identifier characters before `(` (the called name is found in it by `calledName`). */
const CALLED = /(?<![A-Za-z0-9_$])[A-Za-z0-9_$]+(?=\s*\()/g;
const CAPITALIZED = /(?<![.!?]\s|^|\n)\b[A-Z][a-z]{2,}[A-Za-z0-9]*\b/g;
const URL = /\bhttps?:\/\/\S+/g;
/** `snake_case`, `camelCase`, `PascalCase` with two capitals, `L031`, `__dunder__`: shapes prose rarely has. */
function isCodeShaped(word) {
    if (word.length < 3)
        return false;
    if (/^_|_$/.test(word) || /[a-z0-9]_[A-Za-z0-9]/.test(word))
        return true;
    if (/[a-z][A-Z]/.test(word))
        return true;
    if (/^[A-Z][a-z0-9]+[A-Z]/.test(word))
        return true;
    if (/^[A-Z]+[0-9]+$/.test(word) || /^[A-Za-z]+[0-9]+[A-Za-z]*$/.test(word))
        return /[0-9]/.test(word) && word.length >= 3;
    return false;
}
function unique(items) {
    return [...new Set(items)];
}
function analyzeQuery(raw) {
    const text = raw.length > MAX_QUERY_CHARS ? raw.slice(0, MAX_QUERY_CHARS) : raw;
    const noUrls = text.replace(URL, ' ');
    const terms = new Map();
    (0,tokenizer/* forEachToken */.qF)(noUrls, (t) => terms.set(t, (terms.get(t) ?? 0) + 1));
    const paths = unique(pathMentions(noUrls).map((m) => m.replace(/\\/g, '/').replace(/^(?:\.\/)+/, '')).filter((p) => !/^\d+(\.\d+)+$/.test(p)));
    const chains = unique([...noUrls.matchAll(CHAIN)]
        .map((m) => m[0])
        .filter((c) => !IS_PATH.test(c) && !/^(?:e\.g|i\.e|etc|vs)\b/i.test(c)));
    const symbols = new Set();
    for (const m of noUrls.matchAll(BACKTICKED)) {
        if (IS_PATH.test(m[1].trim()))
            continue;
        for (const id of m[1].matchAll(IDENTIFIER))
            if (id[0].length >= 2)
                symbols.add(id[0]);
    }
    for (const m of noUrls.matchAll(CALLED)) {
        const name = calledName(m[0]);
        if (name !== undefined && name.length >= 3)
            symbols.add(name);
    }
    for (const m of noUrls.matchAll(IDENTIFIER))
        if (isCodeShaped(m[0]))
            symbols.add(m[0]);
    for (const chain of chains)
        for (const part of chain.split('.'))
            if (part.length >= 2)
                symbols.add(part);
    const words = unique([...noUrls.matchAll(CAPITALIZED)].map((m) => m[0])).filter((w) => !symbols.has(w));
    return { terms, paths, chains, symbols: [...symbols], words, frames: (0,stack_traces/* parseFrames */.MU)(text) };
}
const FENCE = /^\s*(```|~~~)/;
/** Lines of pasted output: stack frames, `Error:` lines, prompts, log prefixes. */
const TRACE_LINE = /^\s*(?:at\s+\S.*[:(]\d+|File "[^"]+", line \d+|Traceback \(most recent call last\)|[\w.$]*(?:Error|Exception|Warning|Panic)(?:\s*\[\w+\])?:\s|\$ |>>> |\[\d{2}:\d{2}|\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}|(?:ERROR|WARN(?:ING)?|INFO|DEBUG|FATAL)\b|panicked at |thread '.*' panicked)/;
const QUOTED = /`([^`\n]{1,200})`|"([^"\n]{2,120})"|'([A-Za-z_$][\w$.]{1,80})'/g;
/** Splits the query into its parts (each part's lines in order). */
function splitQuery(raw) {
    const lines = raw.replace(/\r\n?/g, '\n').split('\n');
    const titleAt = lines.findIndex((l) => l.trim());
    const title = titleAt >= 0 ? lines[titleAt].trim() : '';
    const prose = [];
    const code = [];
    let fenced = false;
    for (let i = titleAt + 1; i < lines.length && titleAt >= 0; i++) {
        const line = lines[i];
        if (FENCE.test(line)) {
            fenced = !fenced;
            continue;
        }
        if (fenced || /^(?: {4}|\t)\S/.test(line) || TRACE_LINE.test(line))
            code.push(line);
        else
            prose.push(line);
    }
    const quoted = [];
    for (const text of [title, prose.join('\n')]) {
        for (const m of text.matchAll(QUOTED))
            quoted.push(m[1] ?? m[2] ?? m[3] ?? '');
    }
    return { title, prose: prose.join('\n'), code: code.join('\n'), quoted: quoted.join('\n') };
}
/** Token -> count in a text (URLs left out), as `analyzeQuery` counts the whole query. */
function countQueryTerms(raw) {
    const terms = new Map();
    (0,tokenizer/* forEachToken */.qF)(raw.replace(URL, ' '), (t) => terms.set(t, (terms.get(t) ?? 0) + 1));
    return terms;
}


/***/ }),

/***/ 7912:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ MODEL),
/* harmony export */   Dw: () => (/* binding */ symbolSpecificity),
/* harmony export */   K: () => (/* binding */ PLAIN_SYMBOL_SHARE),
/* harmony export */   Vb: () => (/* binding */ NUMBERED_VARIANT_SHARE),
/* harmony export */   W2: () => (/* binding */ compileScore),
/* harmony export */   WO: () => (/* binding */ combineChunkScores),
/* harmony export */   Y6: () => (/* binding */ PREVIOUS_MODEL),
/* harmony export */   hS: () => (/* binding */ queryTermWeight),
/* harmony export */   kM: () => (/* binding */ WORD_SYMBOL_SHARE),
/* harmony export */   yE: () => (/* binding */ SEED_FILES),
/* harmony export */   z7: () => (/* binding */ scoreWith)
/* harmony export */ });
/* unused harmony exports W_EXTRA_CHUNKS, SPECIFIC_CHUNK_SHARE, BUILD_OUTPUT_FACTOR, SHADOWED_DECLARATION_FACTOR */
/** Share of the second and third best chunks added to a file's content score. */
const W_EXTRA_CHUNKS = 0.25;
/** Plain words (`fix`, `value`) named in backticks or calls count this much of a code-shaped symbol. */
const PLAIN_SYMBOL_SHARE = 0.5;
/**
 * A symbol whose name occurs in few chunks is specific: its definition boost is scaled by its IDF
 * over the IDF of a term in 1/SPECIFIC_CHUNK_SHARE of the chunks (capped at 1).
 */
const SPECIFIC_CHUNK_SHARE = 20;
/** `Name3` naming the defined `Name` counts this much of an exact match. */
const NUMBERED_VARIANT_SHARE = 0.6;
/** Capitalized prose words that name a defined class count this much of a code-shaped symbol. */
const WORD_SYMBOL_SHARE = 0.35;
/**
 * The factor of a build output the repository commits (`kind.build-output`: a bundle or compiled
 * copy of its sources, index-kinds.ts): set by hand, not fitted (the dev pool's dumps predate the
 * signal), and mild, so a build output still ranks where nothing else matches.
 */
const BUILD_OUTPUT_FACTOR = 0.5;
/**
 * The factor of a declaration file an implementation shadows, raised to the share of its
 * definitions the implementation defines too (`kind.declaration-shadowed`): set by hand, not fitted
 * (the last fit, which could weigh it, gave it 0.9 while `kind.declaration` stayed at 1).
 */
const SHADOWED_DECLARATION_FACTOR = 0.5;
/**
 * The ranker before the dev pool: hand-set weights chosen on two small dev sets. It also picks the
 * seed files that graph propagation and co-change start from, so those signals do not
 * depend on the weights being fitted.
 */
const PREVIOUS_MODEL = {
    relevance: {
        content: 1.0,
        path: 0.35,
        'mention.path': 1.2,
        'mention.frame': 1.0,
        'mention.module': 0.8,
        'mention.stem': 0.6,
        defines: 0.7,
        'defines.qualified': 0.5,
    },
    definesCap: 1.5,
    prior: { history: 0.05 },
    factors: { 'role.test': 0.55, 'role.doc': 0.5, 'role.config': 0.5, 'role.other': 0.6, 'intent.test': 1.05 },
};
/** The shipped weights (see the header). */
const MODEL = {
    relevance: {
        content: 0.75,
        path: 0.5,
        'mention.path': 0.35,
        'mention.frame': 1,
        'mention.module': 0,
        'mention.stem': 0.1,
        defines: 0.5,
        'defines.qualified': 0.1,
        'content.title': 0.5,
        'content.prose': 0,
        'content.code': 0.02,
        'content.quoted': 0.2,
        'content.best': 0,
        'path.title': 0.2,
        'graph.ppr': 0,
        'graph.hop': 0.5,
        cochange: 0.2,
    },
    definesCap: 1,
    prior: {
        history: 0.2,
        recency: 0.15,
        lines: 0,
    },
    factors: {
        'role.test': 0.1,
        'role.doc': 0.1,
        'role.config': 0.1,
        'role.other': 0.1,
        'kind.declaration': 1,
        'kind.example': 0.7,
        'kind.benchmark': 1,
        'kind.build-config': 1,
        'kind.template': 0.1,
        'kind.docs-site': 0.8,
        'kind.script': 0.7,
        'kind.ci': 0.1,
        'intent.test': 1.05,
        // Not fitted: see their constants.
        'kind.build-output': BUILD_OUTPUT_FACTOR,
        'kind.declaration-shadowed': SHADOWED_DECLARATION_FACTOR,
    },
};
/** Graph propagation and co-change start from this many best files. */
const SEED_FILES = 10;
const DEFINES = ['defines', 'defines.qualified'];
/**
 * A file's score under `model`, or 0 when no relevance signal reaches it. `visit` receives each
 * contribution (`name`, weighted value) and each factor (`×name`, multiplier) for explanations.
 */
function scoreWith(model, value, visit) {
    let relevance = 0;
    let defines = 0;
    for (const name in model.relevance) {
        const v = value(name);
        if (v === 0)
            continue;
        const c = model.relevance[name] * v;
        if (DEFINES.includes(name))
            defines += c;
        else {
            relevance += c;
            visit?.(name, c);
        }
    }
    if (defines !== 0) {
        const capped = Math.min(defines, model.definesCap);
        relevance += capped;
        visit?.('defines', capped);
    }
    if (relevance <= 0)
        return 0;
    let score = relevance;
    for (const name in model.prior) {
        const v = value(name);
        if (v === 0)
            continue;
        const c = model.prior[name] * v;
        score += c;
        visit?.(name, c);
    }
    for (const name in model.factors) {
        const v = value(name);
        if (v === 0)
            continue;
        const f = model.factors[name] ** v;
        score *= f;
        visit?.(`×${name}`, f);
    }
    return score;
}
/**
 * `scoreWith` for many files: each signal's column is looked up once, not per file and name. The
 * arithmetic is `scoreWith`'s, term for term and in the same order, so scores are identical.
 */
function compileScore(model, column) {
    const pick = (group) => Object.entries(group).flatMap(([name, w]) => {
        const c = column(name);
        return c ? [{ name: name, w: w, c }] : [];
    });
    const relevance = pick(model.relevance);
    const plain = relevance.filter((t) => !DEFINES.includes(t.name));
    const defining = relevance.filter((t) => DEFINES.includes(t.name));
    const prior = pick(model.prior);
    const factors = pick(model.factors);
    return (file) => {
        let r = 0;
        for (const t of plain) {
            const v = t.c(file);
            if (v !== 0)
                r += t.w * v;
        }
        let d = 0;
        for (const t of defining) {
            const v = t.c(file);
            if (v !== 0)
                d += t.w * v;
        }
        if (d !== 0)
            r += Math.min(d, model.definesCap);
        if (r <= 0)
            return 0;
        let score = r;
        for (const t of prior) {
            const v = t.c(file);
            if (v !== 0)
                score += t.w * v;
        }
        for (const t of factors) {
            const v = t.c(file);
            if (v !== 0)
                score *= t.w ** v;
        }
        return score;
    };
}
/** 0..1: how specific a name is, from its IDF in a collection of `docCount` documents. */
function symbolSpecificity(idf, docCount) {
    const reference = Math.log(1 + docCount / SPECIFIC_CHUNK_SHARE);
    return reference > 0 ? Math.min(1, Math.max(0, idf / reference)) : 1;
}
/** Query term weight for a term seen `count` times. */
function queryTermWeight(count) {
    return 1 + Math.log(count);
}
/** Combines a file's top chunk scores: the best, plus a share of the next two. */
function combineChunkScores(sortedDescending) {
    const [a = 0, b = 0, c = 0] = sortedDescending;
    return a + W_EXTRA_CHUNKS * (b + c);
}


/***/ }),

/***/ 351:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ search),
/* harmony export */   S4: () => (/* binding */ fileScores),
/* harmony export */   ru: () => (/* binding */ featureValues)
/* harmony export */ });
/* unused harmony export modelFeatures */
/* harmony import */ var _entities_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2032);
/* harmony import */ var _features_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3203);
/* harmony import */ var _rerank_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7912);
/* harmony import */ var _snippets_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(5461);
/* harmony import */ var _terms_top_scores_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(4551);






/** The features a model gives a non-zero weight or a factor other than 1. */
function modelFeatures(model) {
    const out = new Set();
    for (const [name, w] of Object.entries(model.relevance))
        if (w)
            out.add(name);
    for (const [name, w] of Object.entries(model.prior))
        if (w)
            out.add(name);
    for (const [name, f] of Object.entries(model.factors))
        if (f !== 1)
            out.add(name);
    return out;
}
/** Every file's score under `model` (0 for files no relevance signal reaches). */
function fileScores(index, features, model) {
    const scores = new Float64Array(index.files.length);
    const reached = new Uint8Array(index.files.length);
    // A file only zero-weight signals reach scores 0: their files need not be listed.
    for (const [name, w] of Object.entries(model.relevance))
        if (w)
            for (const f of features.filesWith(name))
                reached[f] = 1;
    const score = (0,_rerank_js__WEBPACK_IMPORTED_MODULE_2__/* .compileScore */ .W2)(model, (name) => features.column(name));
    for (let f = 0; f < reached.length; f++)
        if (reached[f])
            scores[f] = score(f);
    return scores;
}
function search(index, queryText, options = {}) {
    const started = performance.now();
    const top = options.top ?? 10;
    const model = options.model ?? _rerank_js__WEBPACK_IMPORTED_MODULE_2__/* .MODEL */ .A2;
    const features = (0,_features_js__WEBPACK_IMPORTED_MODULE_1__/* .computeFeatures */ .rj)(index, queryText, {
        ...(options.readText ? { readText: options.readText } : {}),
        ...(options.extraChunkScores ? { extraChunkScores: options.extraChunkScores } : {}),
        ...(options.coChange ? { coChange: options.coChange } : {}),
        ...(options.links ? { links: options.links } : {}),
        ...(options.features ? {} : { needed: modelFeatures(model) }),
    });
    const scores = fileScores(index, features, model);
    // The best files, ties by path.
    const best = new _terms_top_scores_js__WEBPACK_IMPORTED_MODULE_3__/* .TopScores */ .Z(top, (a, b) => index.files[a].path < index.files[b].path);
    for (let f = 0; f < scores.length; f++)
        best.offer(f, scores[f]);
    const ranked = best.sorted().map(({ file: id }) => {
        const file = index.files[id];
        const signals = {};
        (0,_rerank_js__WEBPACK_IMPORTED_MODULE_2__/* .scoreWith */ .z7)(model, (name) => features.value(name, file.id), (name, amount) => (signals[name] = amount));
        return { path: file.path, score: scores[file.id], signals };
    });
    const entityModel = options.entityModel ?? _entities_js__WEBPACK_IMPORTED_MODULE_0__/* .ENTITY_MODEL */ .uy;
    const entities = (0,_entities_js__WEBPACK_IMPORTED_MODULE_0__/* .rankEntities */ .AB)(index, {
        fileScores: scores,
        chunkScores: features.chunkScores,
        query: features.terms,
        // The title's own body scores cost a second count per entity: only when they weigh.
        ...(entityModel.bodyTitle ? { titleQuery: features.titleTerms } : {}),
        signals: features.signals,
        model: entityModel,
        top,
        ...(options.readText ? { readText: options.readText } : {}),
    });
    const snippets = (0,_snippets_js__WEBPACK_IMPORTED_MODULE_4__/* .selectSnippets */ .HQ)(index, features.chunkScores, scores, options.snippets ?? top);
    return {
        intent: features.intent,
        files: ranked,
        chunkScores: features.lexicalChunkScores,
        entities,
        snippets,
        mentions: features.mentions,
        signals: features.signals,
        ...(options.features ? { features } : {}),
        queryMs: performance.now() - started,
    };
}
/** Every feature of a file with a non-zero value. */
function featureValues(features, file) {
    const out = {};
    for (const name of _features_js__WEBPACK_IMPORTED_MODULE_1__/* .FEATURES */ .Gv) {
        const v = features.value(name, file);
        if (v !== 0)
            out[name] = v;
    }
    return out;
}


/***/ }),

/***/ 5461:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HQ: () => (/* binding */ selectSnippets),
/* harmony export */   rx: () => (/* binding */ fuseSpans)
/* harmony export */ });
/* unused harmony exports SNIPPET_CONTEXT_LINES, SNIPPET_FILE_WEIGHT */
/* harmony import */ var _terms_top_scores_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4551);

const SNIPPET_CONTEXT_LINES = 25;
/** How much the file's rank counts against the chunk's own score. */
const SNIPPET_FILE_WEIGHT = 0.5;
/**
 * Extends spans by `context` lines, clips them to 1..lineCount, and fuses spans that overlap or
 * touch; a fused span keeps the best score. Input order does not matter; output is by start line.
 */
function fuseSpans(spans, lineCount, context = SNIPPET_CONTEXT_LINES) {
    const extended = spans
        .map((s) => ({
        startLine: Math.max(1, s.startLine - context),
        endLine: Math.min(Math.max(lineCount, 1), s.endLine + context),
        score: s.score,
    }))
        .sort((a, b) => a.startLine - b.startLine);
    const out = [];
    for (const s of extended) {
        const last = out[out.length - 1];
        if (last && s.startLine <= last.endLine + 1) {
            last.endLine = Math.max(last.endLine, s.endLine);
            last.score = Math.max(last.score, s.score);
        }
        else {
            out.push({ ...s });
        }
    }
    return out;
}
function selectSnippets(index, chunkScores, fileScores, count) {
    if (count <= 0)
        return [];
    let maxFile = 0;
    for (const v of fileScores)
        maxFile = Math.max(maxFile, v);
    let maxChunk = 0;
    for (const v of chunkScores)
        maxChunk = Math.max(maxChunk, v);
    if (maxChunk === 0)
        return [];
    // The best `count * 2` chunks, ties by the earlier chunk (no array of every chunk).
    const picked = new _terms_top_scores_js__WEBPACK_IMPORTED_MODULE_0__/* .TopScores */ .Z(count * 2);
    for (let c = 0; c < chunkScores.length; c++) {
        if (chunkScores[c] <= 0)
            continue;
        const file = index.chunkFile[c];
        picked.offer(c, chunkScores[c] / maxChunk + (SNIPPET_FILE_WEIGHT * fileScores[file]) / (maxFile || 1));
    }
    const byFile = new Map();
    for (const { file: chunk, score } of picked.sorted()) {
        const file = index.chunkFile[chunk];
        const list = byFile.get(file) ?? [];
        list.push({ startLine: index.chunkStart[chunk], endLine: index.chunkEnd[chunk], score });
        byFile.set(file, list);
    }
    const out = [];
    for (const [file, spans] of byFile) {
        const f = index.files[file];
        for (const s of fuseSpans(spans, f.lineCount))
            out.push({ path: f.path, ...s });
    }
    out.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1) || a.startLine - b.startLine);
    return out.slice(0, count);
}


/***/ }),

/***/ 9224:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LZ: () => (/* binding */ NO_TEMPLATE_LINES),
/* harmony export */   Te: () => (/* binding */ stripTemplate),
/* harmony export */   gs: () => (/* binding */ templateLines)
/* harmony export */ });
/* unused harmony exports normalizeLine, leadingLabel */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8815);
/* harmony import */ var _repo_classify_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8748);
/**
 * Issue and pull request template boilerplate: an issue written from the repository's template
 * repeats the template's headings, hints and checklists, and those words would make the template
 * (and every file sharing its vocabulary) look relevant. The template's lines are learned from the
 * repository's own templates (Markdown templates and YAML issue forms) and removed from the query.
 * Pure functions over texts; the caller reads the files.
 */


/** Template lines shorter than this (normalized characters) are too common to remove on their own. */
const MIN_LINE_CHARS = 3;
/** A line's leading label (`**OS**:`, `Version:`) is removed only when it is at least this long. */
const MIN_LABEL_CHARS = 2;
/** Label prefixes longer than this are sentences, not labels. */
const MAX_LABEL_WORDS = 6;
const NO_TEMPLATE_LINES = { lines: new Set(), labels: new Set() };
const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** Lower-case words of a line without Markdown marks, checkboxes and punctuation. */
function normalizeLine(line) {
    return line
        .toLowerCase()
        .replace(/\[[ x]\]/g, ' ')
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
}
/**
 * Labels after a line's Markdown marks (bullets, quote marks, heading hashes, stars, spaces between).
 * The marks are one character class under one quantifier: when the rest does not match, the run is
 * given back a character at a time (linear), never split into every combination of shorter runs
 * (`(?:[-*>#]+\s*)*` did that: time doubling with each mark, a line of 75 dashes never finished).
 * The longest run of marks that lets the rest match is taken, as before.
 */
const BOLD_LABEL = /^[-*>#\s]*\*\*([^*]+)\*\*/;
const UNDERSCORE_LABEL = /^[-*>#\s]*__([^_]+)__/;
const COLON_LABEL = /^[-*>#\s]*([^:`]{1,60}):(?:\s|$)/;
/** The line's marks and label, as `stripTemplate` removes them. */
const LABEL_PREFIX = /^[-*>#\s]*(?:\*\*[^*]+\*\*|__[^_]+__|[^:`]{1,60}:)\s*:?/;
/** The line's leading label: bold text, or words before a colon. */
function leadingLabel(line) {
    const bold = BOLD_LABEL.exec(line) ?? UNDERSCORE_LABEL.exec(line);
    const colon = COLON_LABEL.exec(line);
    const raw = bold?.[1] ?? colon?.[1];
    if (!raw)
        return undefined;
    const label = normalizeLine(raw);
    return label.length >= MIN_LABEL_CHARS && label.split(' ').length <= MAX_LABEL_WORDS ? label : undefined;
}
function addLine(out, line) {
    const normalized = normalizeLine(line);
    if (normalized.length >= MIN_LINE_CHARS)
        out.lines.add(normalized);
    const label = leadingLabel(line);
    if (label)
        out.labels.add(label);
}
function formStrings(value, visit) {
    if (typeof value === 'string')
        visit(value);
    else if (Array.isArray(value))
        for (const item of value)
            formStrings(item, visit);
    else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
            if (['label', 'description', 'placeholder', 'value', 'options', 'attributes', 'body', 'title', 'name', 'about'].includes(key))
                formStrings(item, visit);
        }
    }
}
/** The boilerplate lines of templates given as `{path, text}`; files that are not templates are ignored. */
function templateLines(templates) {
    const out = { lines: new Set(), labels: new Set() };
    for (const { path, text } of templates) {
        if (!(0,_repo_classify_js__WEBPACK_IMPORTED_MODULE_1__/* .isTemplatePath */ .OY)(path))
            continue;
        if (/\.ya?ml$/i.test(path)) {
            let form;
            try {
                form = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text);
            }
            catch {
                continue;
            }
            formStrings(form, (s) => {
                for (const line of s.split('\n'))
                    addLine(out, line);
                // A form's field label is shown as a `### Label` heading in the issue.
                out.lines.add(normalizeLine(s));
            });
            continue;
        }
        for (const line of text.replace(HTML_COMMENT, (c) => c.replace(/<!--|-->/g, '\n')).split('\n'))
            addLine(out, line);
    }
    return out;
}
/**
 * The query without template boilerplate: HTML comments (template instructions nobody sees on
 * GitHub), lines equal to a template line, and template labels that start a line (the rest of the
 * line is what the author wrote). The first line (the title) is kept unless it is a template line.
 */
function stripTemplate(query, template) {
    const text = query.replace(HTML_COMMENT, '');
    if (template.lines.size === 0 && template.labels.size === 0)
        return text;
    const out = [];
    for (const line of text.split('\n')) {
        const normalized = normalizeLine(line);
        if (normalized && template.lines.has(normalized))
            continue;
        const label = leadingLabel(line);
        if (label && template.labels.has(label)) {
            const rest = line.replace(LABEL_PREFIX, '');
            if (normalizeLine(rest))
                out.push(rest);
            continue;
        }
        out.push(line);
    }
    return out.join('\n');
}


/***/ }),

/***/ 6469:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ encodeLinks),
/* harmony export */   dH: () => (/* binding */ computeLinks),
/* harmony export */   qy: () => (/* binding */ decodeLinks)
/* harmony export */ });
/* harmony import */ var _code_imports_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3851);
/* harmony import */ var _code_path_lookups_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(448);
/* harmony import */ var _terms_lexical_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5536);



function previousIndex(previous) {
    const index = new Map();
    for (let i = 0; i < previous.paths.length; i++)
        index.set(previous.paths.at(i), i);
    return index;
}
/**
 * The keys whose lookups may now answer differently (paths that appeared or disappeared), or
 * undefined when everything must be resolved again (a resolution config changed).
 */
function affectedKeys(files, change, before) {
    const now = new Set(files.map((f) => f.path));
    const moved = [];
    for (const path of now)
        if (!before.has(path))
            moved.push(path);
    for (const path of before.keys())
        if (!now.has(path))
            moved.push(path);
    if (moved.some(_code_imports_js__WEBPACK_IMPORTED_MODULE_0__/* .isResolverConfig */ .T5) || [...change.changed].some(_code_imports_js__WEBPACK_IMPORTED_MODULE_0__/* .isResolverConfig */ .T5))
        return undefined;
    const keys = new Set(moved.flatMap(_code_path_lookups_js__WEBPACK_IMPORTED_MODULE_1__/* .keysOfPath */ .X2));
    // What a C# or PHP file declares is read by namespace resolutions: its change can change them.
    for (const path of [...moved, ...change.changed]) {
        const key = (0,_code_imports_js__WEBPACK_IMPORTED_MODULE_0__/* .namespaceKeyOf */ .kY)(path);
        if (key)
            keys.add(key);
    }
    return keys;
}
/**
 * What the previous links say of each file that kept its content, read through tables made once:
 * each previous path's position now, each key's text and whether it is affected (each made when
 * first needed), so that the files kept cost a few array reads each.
 */
class PreviousLinks {
    previous;
    affected;
    /** Per previous path, its position among the files now (-1: gone). */
    positions;
    /** Per key id, its text once made. */
    keyTexts = [];
    /** Per key id: 0 not asked yet, 1 not affected, 2 affected. */
    keyStates;
    constructor(previous, before, position, affected) {
        this.previous = previous;
        this.affected = affected;
        this.positions = new Int32Array(previous.paths.length).fill(-1);
        for (const [path, i] of before)
            this.positions[i] = position.get(path) ?? -1;
        this.keyStates = new Uint8Array(previous.keys.length);
    }
    key(id) {
        return (this.keyTexts[id] ??= this.previous.keys.at(id));
    }
    isAffected(id) {
        if (!this.keyStates[id])
            this.keyStates[id] = this.affected.has(this.key(id)) ? 2 : 1;
        return this.keyStates[id] === 2;
    }
    /**
     * The previous file `i`'s targets as positions now and the keys its resolution looked up, or
     * undefined when it must be resolved again (a target gone, or a key affected).
     */
    kept(i) {
        const { targetOffsets, targets, keyOffsets, keyIds } = this.previous;
        const out = [];
        for (let t = targetOffsets[i]; t < targetOffsets[i + 1]; t++) {
            const at = this.positions[targets[t]];
            if (at < 0)
                return undefined;
            out.push(at);
        }
        const keys = [];
        for (let k = keyOffsets[i]; k < keyOffsets[i + 1]; k++) {
            if (this.isAffected(keyIds[k]))
                return undefined;
            keys.push(this.key(keyIds[k]));
        }
        return { targets: out, keys };
    }
}
/** Resolves the imports of the files that need it; the others keep their previous links. */
function computeLinks(files, readConfig, change, definitionsOf) {
    const position = new Map(files.map((f, i) => [f.path, i]));
    const before = change ? previousIndex(change.previous) : new Map();
    const affected = change ? affectedKeys(files, change, before) : undefined;
    const previous = change && affected ? new PreviousLinks(change.previous, before, position, affected) : undefined;
    let resolver;
    const targets = [];
    const keys = [];
    let resolved = 0;
    for (const file of files) {
        const old = previous && !change.changed.has(file.path) ? before.get(file.path) : undefined;
        const kept = old === undefined ? undefined : previous.kept(old);
        if (kept) {
            targets.push(kept.targets);
            keys.push(kept.keys);
            continue;
        }
        resolver ??= new _code_imports_js__WEBPACK_IMPORTED_MODULE_0__/* .ImportResolver */ .QC(files.map((f) => f.path), readConfig, definitionsOf);
        const seen = new Set();
        const sink = (key) => seen.add(key);
        const language = file.language;
        const deps = language ? [...new Set(file.imports().flatMap((i) => resolver.resolve(file.path, language, i, sink).targets))].sort() : [];
        const list = [];
        for (const dep of deps) {
            const at = position.get(dep);
            if (at !== undefined)
                list.push(at);
        }
        targets.push(list);
        keys.push([...seen]);
        resolved++;
    }
    const offsets = new Uint32Array(files.length + 1);
    targets.forEach((list, i) => (offsets[i + 1] = offsets[i] + list.length));
    const all = new Uint32Array(offsets[files.length]);
    targets.forEach((list, i) => all.set(list, offsets[i]));
    return { links: { offsets, targets: all }, keys, resolved };
}
const MAGIC = 0x4b4e494c; // "LINK"
/** Magic, the two text lengths, the file count and the four section lengths. */
const HEAD_WORDS = 8;
/** The links of `paths` (one entry per path, in order) with their keys, as links.bin keeps them. */
function encodeLinks(paths, computed) {
    const keyIds = new Map();
    const names = [];
    const ids = [];
    const keyOffsets = new Uint32Array(paths.length + 1);
    computed.keys.forEach((list, i) => {
        for (const k of list) {
            let id = keyIds.get(k);
            if (id === undefined) {
                id = names.length;
                keyIds.set(k, id);
                names.push(k);
            }
            ids.push(id);
        }
        keyOffsets[i + 1] = ids.length;
    });
    const pathText = Buffer.from(_terms_lexical_js__WEBPACK_IMPORTED_MODULE_2__/* .PackedTerms */ .A1.pack(paths), 'utf8');
    const keyText = Buffer.from(_terms_lexical_js__WEBPACK_IMPORTED_MODULE_2__/* .PackedTerms */ .A1.pack(names), 'utf8');
    const sections = [computed.links.offsets, computed.links.targets, keyOffsets, Uint32Array.from(ids)];
    const textWords = Math.ceil((pathText.length + keyText.length) / 4);
    const out = new Uint32Array(HEAD_WORDS + textWords + sections.reduce((n, s) => n + s.length, 0));
    out.set([MAGIC, pathText.length, keyText.length, paths.length, ...sections.map((s) => s.length)]);
    const bytes = new Uint8Array(out.buffer);
    bytes.set(pathText, HEAD_WORDS * 4);
    bytes.set(keyText, HEAD_WORDS * 4 + pathText.length);
    let at = HEAD_WORDS + textWords;
    for (const s of sections) {
        out.set(s, at);
        at += s.length;
    }
    return bytes;
}
/** The links of `encodeLinks`; throws when `bytes` are not that, or out of bounds. */
function decodeLinks(bytes) {
    if (bytes.byteOffset % 4 !== 0 || bytes.byteLength % 4 !== 0 || bytes.byteLength < HEAD_WORDS * 4)
        throw new Error('links of the wrong size');
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
    if (words[0] !== MAGIC)
        throw new Error('not a links file');
    const [pathBytes, keyBytes, files] = [words[1], words[2], words[3]];
    const lengths = [words[4], words[5], words[6], words[7]];
    const textWords = Math.ceil((pathBytes + keyBytes) / 4);
    if (HEAD_WORDS + textWords + lengths.reduce((a, b) => a + b, 0) !== words.length)
        throw new Error('links whose sections do not add up');
    const text = (start, length) => Buffer.from(bytes.buffer, bytes.byteOffset + HEAD_WORDS * 4 + start, length).toString('utf8');
    const paths = _terms_lexical_js__WEBPACK_IMPORTED_MODULE_2__/* .PackedTerms */ .A1.unpack(text(0, pathBytes));
    const keys = _terms_lexical_js__WEBPACK_IMPORTED_MODULE_2__/* .PackedTerms */ .A1.unpack(text(pathBytes, keyBytes));
    if (!paths || !keys || paths.length !== files)
        throw new Error('links whose paths are not whole');
    let at = HEAD_WORDS + textWords;
    const [targetOffsets, targets, keyOffsets, keyIds] = lengths.map((n) => {
        const part = words.subarray(at, at + n);
        at += n;
        return part;
    });
    const monotone = (offsets, end) => offsets.length === files + 1 && offsets[0] === 0 && offsets[files] === end && offsets.every((v, i) => i === 0 || v >= offsets[i - 1]);
    if (!monotone(targetOffsets, targets.length) || !monotone(keyOffsets, keyIds.length))
        throw new Error('links whose offsets are out of order');
    if (targets.some((t) => t >= files) || keyIds.some((k) => k >= keys.length))
        throw new Error('links pointing outside their tables');
    return { paths, targetOffsets, targets, keyOffsets, keyIds, keys };
}


/***/ }),

/***/ 9654:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bo: () => (/* binding */ pathTerms),
/* harmony export */   CK: () => (/* binding */ buildTablesInSteps),
/* harmony export */   FJ: () => (/* binding */ pathDocument),
/* harmony export */   IU: () => (/* binding */ buildTables),
/* harmony export */   Xy: () => (/* binding */ SymbolTable),
/* harmony export */   fj: () => (/* binding */ encodeTableParts),
/* harmony export */   gb: () => (/* binding */ readTables),
/* harmony export */   ht: () => (/* binding */ tablesKey),
/* harmony export */   lm: () => (/* binding */ readTablePaths),
/* harmony export */   z5: () => (/* binding */ remappedTableParts)
/* harmony export */ });
/* unused harmony exports SCANNED_LOOKUPS, encodeTables, decodeTables */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _terms_lexical_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5536);
/* harmony import */ var _terms_sort_strings_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(301);
/* harmony import */ var _store_format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5533);
/* harmony import */ var _terms_tokenizer_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7435);
/**
 * The tables search reads, derived from a repository's file records: chunk line ranges, BM25 over
 * chunks and over paths, and the symbol table. Built from the records, or decoded from the binary
 * form the persisted index keeps of them, so a start on an unchanged repository rebuilds nothing.
 */





/**
 * Lookups a table built from records answers by going through every name before it builds its map:
 * a scan costs about as much as putting 1/100 of the names in a map, and a search asks a few keys.
 */
const SCANNED_LOOKUPS = 32;
const DOT = '.'.charCodeAt(0);
/** U+0307, which `toLowerCase` adds after the `i` of U+0130: the one case change of a string's length. */
const COMBINING_DOT = '\u0307';
/**
 * Lower-cased simple and qualified definition names -> definition ids. Read from a store: sorted
 * keys searched by bisection, no map to fill at start. Built from records: the names are unpacked
 * when the table is first used (a search without code-shaped words never needs them), the first
 * `SCANNED_LOOKUPS` lookups go through them, and a map is built for the lookups after those or when
 * the store's form is asked for (a writer, in the background), not before the first search.
 */
class SymbolTable {
    namesOf;
    sorted;
    byKey;
    nameList;
    scans = 0;
    constructor(namesOf, sorted) {
        this.namesOf = namesOf;
        this.sorted = sorted;
    }
    /** The table of a store: `keys` sorted, key `i`'s ids from `offsets[i]` to `offsets[i + 1]`. */
    static fromParts(keys, offsets, ids) {
        return new SymbolTable(undefined, { keys, offsets, ids });
    }
    /** Keys for each definition id, in id order: the files' names one after another, unpacked when first used. */
    static build(files) {
        const kept = files.slice();
        return new SymbolTable(() => {
            const names = [];
            for (const file of kept)
                for (const d of typeof file === 'function' ? file() : file)
                    names.push(d);
            return names;
        }, undefined);
    }
    /** Every definition's names, by id (unpacked once). */
    names() {
        if (!this.nameList) {
            this.nameList = this.namesOf();
            this.namesOf = undefined;
        }
        return this.nameList;
    }
    /** Ids grouped by key, ascending as they are met. */
    map() {
        if (!this.byKey) {
            const byKey = new Map();
            const add = (key, id) => {
                const ids = byKey.get(key);
                if (ids)
                    ids.push(id);
                else
                    byKey.set(key, [id]);
            };
            this.names().forEach((d, id) => {
                const name = d.name.toLowerCase();
                add(name, id);
                const qualified = d.qualifiedName.toLowerCase();
                if (qualified !== name)
                    add(qualified, id);
            });
            this.byKey = byKey;
            this.nameList = undefined;
        }
        return this.byKey;
    }
    /**
     * The ids `map()` has under `key`, found by going through the names. A name whose lower case has
     * another length than it holds U+0130 and lowers to a key with U+0307: only such a key needs every
     * name lower-cased, any other skips the names of another length.
     */
    scan(key) {
        const names = this.names();
        const anyLength = key.includes(COMBINING_DOT);
        const matches = (text) => (anyLength || text.length === key.length) && text.toLowerCase() === key;
        let ids;
        for (let id = 0; id < names.length; id++) {
            const d = names[id];
            if (matches(d.name) || (d.qualifiedName !== d.name && matches(d.qualifiedName)))
                (ids ??= []).push(id);
        }
        return ids;
    }
    find(key) {
        const { keys } = this.sorted;
        let lo = 0;
        let hi = keys.length - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >>> 1;
            const k = keys instanceof _terms_lexical_js__WEBPACK_IMPORTED_MODULE_3__/* .PackedTerms */ .A1 ? keys.at(mid) : keys[mid];
            if (k === key)
                return mid;
            if (k < key)
                lo = mid + 1;
            else
                hi = mid - 1;
        }
        return -1;
    }
    /** Definition ids under a lower-cased key, ascending. */
    get(key) {
        if (this.sorted && !this.byKey) {
            const at = this.find(key);
            const { offsets, ids } = this.sorted;
            return at < 0 ? undefined : Array.from(ids.subarray(offsets[at], offsets[at + 1]));
        }
        if (!this.byKey && this.scans < SCANNED_LOOKUPS) {
            this.scans++;
            return this.scan(key);
        }
        const ids = this.map().get(key);
        return ids ? [...ids] : undefined;
    }
    has(key) {
        return this.get(key) !== undefined;
    }
    /**
     * Every key's ids (ascending: `ids[start]` to `ids[end - 1]`) with whether the key holds a dot (a
     * qualified name, `Class.method`), without making the keys' strings of a table read from a store.
     */
    forEachGroup(visit) {
        if (this.sorted && !this.byKey) {
            const { keys, offsets, ids } = this.sorted;
            const count = keys.length;
            if (keys instanceof _terms_lexical_js__WEBPACK_IMPORTED_MODULE_3__/* .PackedTerms */ .A1)
                for (let i = 0; i < count; i++)
                    visit(ids, offsets[i], offsets[i + 1], keys.holds(i, DOT));
            else
                for (let i = 0; i < count; i++)
                    visit(ids, offsets[i], offsets[i + 1], keys[i].includes('.'));
            return;
        }
        for (const [key, ids] of this.map())
            visit(ids, 0, ids.length, key.includes('.'));
    }
    parts() {
        if (!this.sorted) {
            const byKey = this.map();
            const keys = (0,_terms_sort_strings_js__WEBPACK_IMPORTED_MODULE_4__/* .sortStrings */ .H)([...byKey.keys()]);
            const offsets = new Uint32Array(keys.length + 1);
            keys.forEach((key, i) => (offsets[i + 1] = offsets[i] + byKey.get(key).length));
            const ids = new Uint32Array(offsets[keys.length]);
            keys.forEach((key, i) => ids.set(byKey.get(key), offsets[i]));
            this.sorted = { keys, offsets, ids };
        }
        const { keys, offsets, ids } = this.sorted;
        return { keys: keys instanceof _terms_lexical_js__WEBPACK_IMPORTED_MODULE_3__/* .PackedTerms */ .A1 ? Array.from({ length: keys.length }, (_, i) => keys.at(i)) : keys, offsets, ids };
    }
    /** The sorted form as it is held (a store's keys stay packed), made first for a table built from records. */
    sortedParts() {
        if (!this.sorted)
            this.parts();
        return this.sorted;
    }
    /** The sorted keys as `PackedTerms.pack` writes them. */
    packedKeys() {
        const { keys } = this.sortedParts();
        return keys instanceof _terms_lexical_js__WEBPACK_IMPORTED_MODULE_3__/* .PackedTerms */ .A1 ? keys.slice(0, keys.length) : _terms_lexical_js__WEBPACK_IMPORTED_MODULE_3__/* .PackedTerms */ .A1.pack(keys);
    }
}
/** Builds the tables; path tokens missing from `vocab` are added to it. */
function buildTables(entries, vocab) {
    const steps = tableSteps(entries, vocab);
    for (let step = steps.next();; step = steps.next())
        if (step.done)
            return step.value;
}
/**
 * `buildTables` in steps of a few tens of milliseconds at most on large repositories, the caller
 * awaiting `between` after each (a background writer lets other work run).
 */
async function buildTablesInSteps(entries, vocab, between) {
    const steps = tableSteps(entries, vocab);
    for (let step = steps.next();; step = steps.next()) {
        if (step.done)
            return step.value;
        await between();
    }
}
function* tableSteps(entries, vocab) {
    const chunkDocs = [];
    const chunkFile = [];
    const chunkStart = [];
    const chunkEnd = [];
    const names = [];
    const empty = new Uint32Array(0);
    entries.forEach((entry, file) => {
        entry.chunks.forEach((chunk, i) => {
            chunkDocs.push(entry.chunkTerms?.[i] ?? empty);
            chunkFile.push(file);
            chunkStart.push(chunk.startLine);
            chunkEnd.push(chunk.endLine);
        });
        names.push(entry.definitions);
    });
    yield;
    // Folders repeat across paths: each segment is tokenized once.
    const segmentIds = new Map();
    const pathDocs = entries.map((entry) => pathDocument(entry.path, vocab, segmentIds));
    yield;
    const content = new _terms_lexical_js__WEBPACK_IMPORTED_MODULE_3__/* .Bm25Index */ .TS(chunkDocs, vocab.size);
    yield;
    const paths = new _terms_lexical_js__WEBPACK_IMPORTED_MODULE_3__/* .Bm25Index */ .TS(pathDocs, vocab.size);
    const symbols = SymbolTable.build(names);
    return {
        chunkFile: Uint32Array.from(chunkFile),
        chunkStart: Uint32Array.from(chunkStart),
        chunkEnd: Uint32Array.from(chunkEnd),
        content,
        paths,
        symbols,
    };
}
/**
 * A path as the path index's document: the tokens of its segments, those missing from `vocab` added
 * to it in turn; `segmentIds` keeps each segment's ids (folders repeat across paths).
 */
function pathDocument(path, vocab, segmentIds) {
    const ids = [];
    for (const segment of path.split('/')) {
        let known = segmentIds.get(segment);
        if (!known) {
            known = (0,_terms_tokenizer_js__WEBPACK_IMPORTED_MODULE_2__/* .pathTokens */ ._s)(segment).map((t) => vocab.add(t));
            segmentIds.set(segment, known);
        }
        for (const id of known)
            ids.push(id);
    }
    return (0,_terms_lexical_js__WEBPACK_IMPORTED_MODULE_3__/* .countIds */ .Es)(ids);
}
/**
 * A BM25 index's postings with its term ids renumbered through `remap` (old id -> new id below
 * `size`): the new offsets, and the postings as runs of the index's own arrays in the new order
 * (a view per term, nothing copied). Undefined when a term with postings has no new id.
 */
function movedPostings(index, remap, size) {
    const { lengths, offsets, postingDocs, postingCounts } = index.parts();
    const next = new Uint32Array(size + 1);
    /** Per new id, the old one (-1 for none). */
    const from = new Int32Array(size).fill(-1);
    for (let old = 0; old + 1 < offsets.length; old++) {
        const n = offsets[old + 1] - offsets[old];
        if (!n)
            continue;
        const id = remap[old];
        if (id === undefined || id >= size || from[id] !== -1)
            return undefined;
        next[id + 1] = n;
        from[id] = old;
    }
    for (let t = 0; t < size; t++)
        next[t + 1] += next[t];
    const moved = (values) => ({
        length: values.length,
        *runs() {
            for (let id = 0; id < size; id++) {
                const old = from[id];
                if (old === -1)
                    continue;
                yield new Uint8Array(values.buffer, values.byteOffset + offsets[old] * 4, (offsets[old + 1] - offsets[old]) * 4);
            }
        },
    });
    return { lengths, offsets: next, postingDocs: moved(postingDocs), postingCounts: moved(postingCounts) };
}
/**
 * `encodeTableParts` of the tables with their term ids renumbered (a store compacting its
 * vocabulary): postings move to the new ids, nothing else changes. The moved postings are written
 * as runs of the tables' own arrays, so the save of a big index never holds a second copy of them.
 * Undefined when a term in use has no new id.
 */
function remappedTableParts(tables, of, remap, size, toJson) {
    const content = movedPostings(tables.content, remap, size);
    const paths = movedPostings(tables.paths, remap, size);
    if (!content || !paths)
        return undefined;
    return partsOf(tables, of, toJson, sectionsOf(tables, content, paths));
}
/** The terms `buildTables` adds for the paths: a store keeps them in its vocabulary. */
function pathTerms(paths) {
    const terms = new Set();
    const segments = new Set();
    for (const path of paths) {
        for (const segment of path.split('/')) {
            if (segments.has(segment))
                continue;
            segments.add(segment);
            for (const t of (0,_terms_tokenizer_js__WEBPACK_IMPORTED_MODULE_2__/* .pathTokens */ ._s)(segment))
                terms.add(t);
        }
    }
    return terms;
}
/** Identifies the entries the tables were built from: their paths and content hashes, in order. */
function tablesKey(entries) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1');
    // Hashed in batches of entries: one call per entry costs more than the hashing.
    let batch = '';
    for (const e of entries) {
        batch += `${e.path}\0${e.hash}\n`;
        if (batch.length >= 1 << 16) {
            hash.update(batch);
            batch = '';
        }
    }
    return hash.update(batch).digest('hex');
}
const SECTIONS = [
    'chunkFile',
    'chunkStart',
    'chunkEnd',
    'contentLengths',
    'contentOffsets',
    'contentDocs',
    'contentCounts',
    'pathLengths',
    'pathOffsets',
    'pathDocs',
    'pathCounts',
    'symbolOffsets',
    'symbolIds',
    'linkOffsets',
    'linkTargets',
];
function sectionsOf(tables, content = tables.content.parts(), paths = tables.paths.parts()) {
    const symbols = tables.symbols.parts();
    return [
        tables.chunkFile,
        tables.chunkStart,
        tables.chunkEnd,
        content.lengths,
        content.offsets,
        content.postingDocs,
        content.postingCounts,
        paths.lengths,
        paths.offsets,
        paths.postingDocs,
        paths.postingCounts,
        symbols.offsets,
        symbols.ids,
        tables.links?.offsets ?? new Uint32Array(0),
        tables.links?.targets ?? new Uint32Array(0),
    ];
}
/**
 * Binary form: a word with the header's byte length, the header as JSON (`toJson` must give ASCII),
 * the symbol keys, padding to a word, the sections' words, then the files' paths, padded to a word
 * (read only to derive the next tables from these, see table-update.ts).
 */
function encodeTables(tables, of, toJson) {
    return Buffer.concat(encodeTableParts(tables, of, toJson));
}
/**
 * `encodeTables` as consecutive parts: the head (length word, header, symbol keys, padding), then
 * each section as a view of the tables' own arrays (no copy of the megabytes they hold), then the paths.
 */
function encodeTableParts(tables, of, toJson) {
    return [...partsOf(tables, of, toJson, sectionsOf(tables))];
}
/** The head made for `sections`, then the sections' words (arrays as views, runs as they come), then the paths. */
function* partsOf(tables, of, toJson, sections) {
    const symbolKeys = Buffer.from(tables.symbols.packedKeys(), 'utf8');
    const paths = Buffer.from(_terms_lexical_js__WEBPACK_IMPORTED_MODULE_3__/* .PackedTerms */ .A1.pack(of.paths), 'utf8');
    const header = { key: of.key, sections: sections.map((s) => s.length), symbolKeyBytes: symbolKeys.length, pathBytes: paths.length };
    const json = Buffer.from(toJson(header), 'latin1');
    const headerWords = 1 + Math.ceil((json.length + symbolKeys.length) / 4);
    const head = new Uint8Array(headerWords * 4);
    new DataView(head.buffer).setUint32(0, json.length, true);
    head.set(json, 4);
    head.set(symbolKeys, 4 + json.length);
    yield head;
    for (const section of sections) {
        if (section instanceof Uint32Array)
            yield new Uint8Array(section.buffer, section.byteOffset, section.byteLength);
        else
            yield* section.runs();
    }
    const tail = new Uint8Array(Math.ceil(paths.length / 4) * 4);
    tail.set(paths);
    yield tail;
}
/** Offsets that start at 0, never decrease and end at `end`. */
function monotone(offsets, end) {
    if (offsets[0] !== 0 || offsets[offsets.length - 1] !== end)
        return false;
    for (let i = 1; i < offsets.length; i++)
        if (offsets[i] < offsets[i - 1])
            return false;
    return true;
}
function below(values, limit) {
    for (let i = 0; i < values.length; i++)
        if (values[i] >= limit)
            return false;
    return true;
}
function words(bytes) {
    // A copy of its own when not on a word boundary (`new Uint8Array`: a Buffer's `slice` is a view).
    const aligned = bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes);
    return new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength / 4);
}
/**
 * The tables of `encodeTables`, if `bytes` holds them for `key`; undefined when not, or damaged.
 * With `limits`, every offset and id is checked to fit an index of that size.
 */
function decodeTables(bytes, key, limits) {
    return readTables({ size: bytes.byteLength, read: (at, length) => bytes.subarray(at, at + length) }, key, limits, false);
}
/** Sections of the content postings: read by term when `readTables` is told to (the bulk of the file). */
const CONTENT_DOCS = SECTIONS.indexOf('contentDocs');
const CONTENT_COUNTS = SECTIONS.indexOf('contentCounts');
function layoutOf(file, key) {
    if (file.size < 4 || file.size % 4 !== 0)
        return undefined;
    const jsonLength = words(file.read(0, 4))[0];
    if (4 + jsonLength > file.size)
        return undefined;
    const header = JSON.parse(Buffer.from(file.read(4, jsonLength)).toString('latin1'));
    if (header.key !== key || !Array.isArray(header.sections) || header.sections.length !== SECTIONS.length || !(header.symbolKeyBytes >= 0))
        return undefined;
    if (!header.sections.every((n) => Number.isSafeInteger(n) && n >= 0) || !(Number.isSafeInteger(header.pathBytes) && header.pathBytes >= 0))
        return undefined;
    if (4 + jsonLength + header.symbolKeyBytes > file.size)
        return undefined;
    const starts = [];
    let at = 1 + Math.ceil((jsonLength + header.symbolKeyBytes) / 4);
    for (const length of header.sections) {
        starts.push(at);
        at += length;
    }
    if ((at + Math.ceil(header.pathBytes / 4)) * 4 !== file.size)
        return undefined;
    return { header, jsonLength, starts, pathsAt: at * 4 };
}
/**
 * The paths of the files a table set of `key` is for, in order (what `encodeTables` was given);
 * undefined when the file does not hold them.
 */
function readTablePaths(file, key) {
    try {
        const layout = layoutOf(file, key);
        if (!layout)
            return undefined;
        const paths = _terms_lexical_js__WEBPACK_IMPORTED_MODULE_3__/* .PackedTerms */ .A1.unpack(Buffer.from(file.read(layout.pathsAt, layout.header.pathBytes)).toString('utf8'));
        return paths && paths.length === layout.header.sections[SECTIONS.indexOf('pathLengths')] ? paths : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * `decodeTables` from a file read in parts. With `lazyPostings`, the content postings (most of the
 * bytes) are read term by term as searches use them, each part checked against `limits` when read.
 */
function readTables(file, key, limits, lazyPostings) {
    try {
        const layout = layoutOf(file, key);
        if (!layout)
            return undefined;
        const { header, jsonLength, starts } = layout;
        // As many keys as the symbol offsets have entries, less one: the keys are found in one pass.
        const keyCount = header.sections[SECTIONS.indexOf('symbolOffsets')] - 1;
        const symbolKeys = keyCount >= 0 ? _terms_lexical_js__WEBPACK_IMPORTED_MODULE_3__/* .PackedTerms */ .A1.unpack(Buffer.from(file.read(4 + jsonLength, header.symbolKeyBytes)).toString('utf8'), keyCount) : undefined;
        if (!symbolKeys)
            return undefined;
        const lazy = (i) => lazyPostings && (i === CONTENT_DOCS || i === CONTENT_COUNTS);
        const parts = header.sections.map((length, i) => (lazy(i) || length === 0 ? new Uint32Array(0) : words(file.read(starts[i] * 4, length * 4))));
        const [chunkFile, chunkStart, chunkEnd, cl, co, cd, cc, pl, po, pd, pc, so, si, lo, lt] = parts;
        const [contentPostings, contentCounts] = [header.sections[CONTENT_DOCS], header.sections[CONTENT_COUNTS]];
        const chunks = chunkFile.length;
        if (chunkStart.length !== chunks || chunkEnd.length !== chunks || cl.length !== chunks)
            return undefined;
        if (contentPostings !== contentCounts || pd.length !== pc.length || so.length !== symbolKeys.length + 1)
            return undefined;
        if (co[co.length - 1] !== contentPostings || po[po.length - 1] !== pd.length || so[so.length - 1] !== si.length)
            return undefined;
        const files = pl.length;
        const hasLinks = lo.length > 0;
        if (hasLinks && (lo.length !== files + 1 || lo[files] !== lt.length || lt.some((t) => t >= files)))
            return undefined;
        if (limits) {
            if (files !== limits.files || chunks !== limits.chunks || !below(chunkFile, files))
                return undefined;
            if (!monotone(co, contentPostings) || !monotone(po, pd.length) || !monotone(so, si.length) || (hasLinks && !monotone(lo, lt.length)))
                return undefined;
            if ((!lazyPostings && !below(cd, chunks)) || !below(pd, files) || !below(si, limits.definitions))
                return undefined;
        }
        const postings = {
            read(from, to) {
                const docs = words(file.read((starts[CONTENT_DOCS] + from) * 4, (to - from) * 4));
                const counts = words(file.read((starts[CONTENT_COUNTS] + from) * 4, (to - from) * 4));
                if (limits && !below(docs, chunks))
                    throw (0,_store_format_js__WEBPACK_IMPORTED_MODULE_1__/* .damagedIndex */ .SQ)('postings past the last chunk');
                return { docs, counts };
            },
        };
        return {
            ...(hasLinks ? { links: { offsets: lo, targets: lt } } : {}),
            chunkFile,
            chunkStart: chunkStart,
            chunkEnd: chunkEnd,
            content: lazyPostings ? new _terms_lexical_js__WEBPACK_IMPORTED_MODULE_3__/* .Bm25Index */ .TS({ lengths: cl, offsets: co, postings }) : new _terms_lexical_js__WEBPACK_IMPORTED_MODULE_3__/* .Bm25Index */ .TS({ lengths: cl, offsets: co, postingDocs: cd, postingCounts: cc }),
            paths: new _terms_lexical_js__WEBPACK_IMPORTED_MODULE_3__/* .Bm25Index */ .TS({ lengths: pl, offsets: po, postingDocs: pd, postingCounts: pc }),
            symbols: SymbolTable.fromParts(symbolKeys, so, si),
        };
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 7970:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Np: () => (/* binding */ applyDetails),
/* harmony export */   XZ: () => (/* binding */ unpackReferences),
/* harmony export */   c5: () => (/* binding */ importsOf),
/* harmony export */   cz: () => (/* binding */ detailsOf),
/* harmony export */   du: () => (/* binding */ DamagedRecord),
/* harmony export */   iL: () => (/* binding */ asciiJson),
/* harmony export */   ik: () => (/* binding */ checkCore),
/* harmony export */   md: () => (/* binding */ parseDetails),
/* harmony export */   mu: () => (/* binding */ definitionsOf),
/* harmony export */   qt: () => (/* binding */ packDetails),
/* harmony export */   z2: () => (/* binding */ coreOf)
/* harmony export */ });
/* unused harmony exports MAX_TEXT, packReferences */
/* harmony import */ var _code_chunker_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(711);
/* harmony import */ var _code_definition_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1242);
/* harmony import */ var _code_languages_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3330);



/** A record that failed its checks. */
class DamagedRecord extends Error {
    name = 'DamagedRecord';
}
const KINDS = ['class', 'interface', 'struct', 'enum', 'function', 'method', 'type', 'constant', 'module', 'macro'];
/** Fails to compile when a kind is missing from KINDS. */
const EVERY_KIND = true;
void EVERY_KIND;
const KIND_SET = new Set(KINDS);
const LANGUAGE_SET = new Set(_code_languages_js__WEBPACK_IMPORTED_MODULE_1__/* .LANGUAGE_IDS */ .uD);
const IMPORT_KIND_LIST = ['module', 'mod', 'system', 'file'];
/** Fails to compile when an import kind is missing from IMPORT_KIND_LIST. */
const EVERY_IMPORT_KIND = true;
void EVERY_IMPORT_KIND;
const IMPORT_KINDS = new Set(IMPORT_KIND_LIST);
/** Longest name, signature, doc or import text a record may hold: a file the analyzers parse is no longer. */
const MAX_TEXT = _code_chunker_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_PARSE_CHARS */ .VF;
/** Most lines a file may have; more is not a record this program wrote. */
const MAX_LINES = 50_000_000;
const KIND_CODES = { call: 'c', type: 't', attribute: 'a', class: 'k' };
const CODE_KINDS = { c: 'call', t: 'type', a: 'attribute', k: 'class' };
/** `c name 3,9\nt Other 4`: one line per (kind, name) with its lines. */
function packReferences(references) {
    // Groups in the order they first come, found through a map per kind keyed by the name alone (no
    // key string made per reference).
    const groups = [];
    const byKind = new Map();
    for (const r of references) {
        let names = byKind.get(r.kind);
        if (!names)
            byKind.set(r.kind, (names = new Map()));
        const lines = names.get(r.name);
        if (lines)
            lines.push(r.line);
        else {
            const group = { code: KIND_CODES[r.kind], name: r.name, lines: [r.line] };
            names.set(r.name, group.lines);
            groups.push(group);
        }
    }
    return groups.map((g) => `${g.code} ${g.name} ${g.lines.join(',')}`).join('\n');
}
/** The references of `packReferences`; rows that are not what it writes are left out. */
function unpackReferences(packed, lineCount = MAX_LINES) {
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
        ...(a.buildBanner ? { buildBanner: true } : {}),
        ...(a.importsOnly ? { importsOnly: true } : {}),
        chunks: a.chunks.flatMap((c) => [c.startLine, c.endLine]),
        definitions: asciiJson(a.definitions.map((d) => [d.name, d.kind, d.startLine, d.endLine, d.parent ?? 0])),
        definitionCount: a.definitions.length,
    };
}
/** How details packed by `packDetails` start: their imports come first. */
const IMPORTS_HEAD = '{"imports":';
/**
 * `detailsOf(a)` as ASCII JSON with the imports first, and where the imports' JSON ends in it: the
 * imports can then be read alone (`importsOf`), without parsing every signature, doc and reference.
 */
function packDetails(a) {
    const { imports, ...rest } = detailsOf(a);
    const head = `${IMPORTS_HEAD}${asciiJson(imports)}`;
    return { details: `${head},${asciiJson(rest).slice(1)}`, importsEnd: head.length };
}
/** The imports of details `packDetails` gave, the imports' JSON ending at `importsEnd`, checked; throws DamagedRecord. */
function importsOf(details, importsEnd, lineCount) {
    if (!details.startsWith(IMPORTS_HEAD) || details[importsEnd] !== ',')
        throw new DamagedRecord('details that do not start with their imports');
    let imports;
    try {
        imports = JSON.parse(details.slice(IMPORTS_HEAD.length, importsEnd));
    }
    catch (error) {
        throw new DamagedRecord(`imports that are not JSON (${error.message})`);
    }
    if (!Array.isArray(imports))
        throw new DamagedRecord('imports that are not a list');
    for (const i of imports)
        checkImport(i, lineCount);
    return imports;
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
function checkCore(value) {
    const c = value;
    if (!c || typeof c !== 'object')
        throw new DamagedRecord('a record core is not an object');
    if (c.language !== undefined && !LANGUAGE_SET.has(c.language))
        throw new DamagedRecord(`unknown language ${String(c.language).slice(0, 40)}`);
    if (!Number.isInteger(c.lineCount) || c.lineCount < 0 || c.lineCount > MAX_LINES)
        throw new DamagedRecord('a line count out of range');
    if (c.parseError !== undefined && c.parseError !== true)
        throw new DamagedRecord('a parse flag that is not true');
    if (c.buildBanner !== undefined && c.buildBanner !== true)
        throw new DamagedRecord('a build banner flag that is not true');
    if (c.importsOnly !== undefined && c.importsOnly !== true)
        throw new DamagedRecord('an imports-only flag that is not true');
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
function definitionsOf(core) {
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
function parseDetails(text, core) {
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
function applyDetails(definitions, details) {
    definitions.forEach((def, i) => {
        def.signature = details.signatures[i] ?? '';
        def.nameLine = details.nameLines[i] ?? def.startLine;
        const doc = details.docs[i];
        if (doc)
            def.doc = doc;
        else
            delete def.doc;
    });
    (0,_code_definition_text_js__WEBPACK_IMPORTED_MODULE_0__/* .fillMembers */ .x$)(definitions);
}


/***/ }),

/***/ 8624:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $g: () => (/* binding */ defaultCacheDir),
/* harmony export */   BH: () => (/* binding */ newGeneration),
/* harmony export */   Ev: () => (/* binding */ currentGeneration),
/* harmony export */   L7: () => (/* binding */ linkOrCopy),
/* harmony export */   MK: () => (/* binding */ discardStore),
/* harmony export */   qF: () => (/* binding */ publishGeneration)
/* harmony export */ });
/* unused harmony exports STALE_TEMP_MS, removeSuperseded */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _store_format_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(5533);
/**
 * Where persisted indexes live and how a new one replaces the old: each generation is written into a
 * temporary folder and made current by one rename to `v<version>-<generation>` (readers take the
 * newest), so a reader sees a whole generation or none. Two writers at once both succeed, the newer
 * wins; temporary folders left by a writer that died are removed once stale, and generations older
 * than the current one when a new one is published (a reader that still has their files open keeps
 * reading them). Segments of the previous generation are hard-linked into the next, not copied.
 */





/** A temporary folder untouched this long belongs to a writer that is gone. */
const STALE_TEMP_MS = 60 * 60 * 1000;
const TEMP_PREFIX = 'tmp-';
const GENERATION_DIR = /^v(\d+)-([0-9a-z]{1,16}-[0-9a-f]{8})$/;
/** Files of the single-folder stores written before generations (version 9 and older). */
const OLD_FILES = /^index-v\d+\.(?:json|bin|details\.json|tables\.bin|vocab)(?:\..*\.tmp)?$/;
const TIME_DIGITS = 10;
/** A per-repository folder in the user's cache directory (never inside the repository). */
function defaultCacheDir(repoRoot, env = process.env) {
    const base = env.SWEEP_CACHE_DIR || env.XDG_CACHE_HOME || (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.homedir)(), '.cache');
    const key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(repoRoot)).digest('hex').slice(0, 16);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(base, 'sweep-action', key);
}
/** A new generation's name: the time (so names sort by age), then a random part. */
function newGeneration(now = Date.now()) {
    return `${now.toString(36).padStart(TIME_DIGITS, '0')}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}`;
}
/** The current generation of this store version in `dir`: the newest. */
async function currentGeneration(dir) {
    let names;
    try {
        names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir);
    }
    catch {
        return undefined;
    }
    let best;
    for (const name of names) {
        const m = GENERATION_DIR.exec(name);
        if (m && Number(m[1]) === _store_format_js__WEBPACK_IMPORTED_MODULE_4__/* .STORE_VERSION */ .Bk && (best === undefined || m[2] > best))
            best = m[2];
    }
    return best === undefined ? undefined : { name: best, path: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, `v${_store_format_js__WEBPACK_IMPORTED_MODULE_4__/* .STORE_VERSION */ .Bk}-${best}`) };
}
/**
 * Writes a generation with `fill` (given an empty folder) and publishes it by one rename; then
 * removes what it supersedes. Returns the published generation, or undefined when the folder could
 * not be made current (what was written is removed).
 */
async function publishGeneration(dir, name, fill) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
    const temp = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, TEMP_PREFIX));
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, `v${_store_format_js__WEBPACK_IMPORTED_MODULE_4__/* .STORE_VERSION */ .Bk}-${name}`);
    try {
        await fill(temp);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, path);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { recursive: true, force: true });
        if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST')
            return undefined;
        throw error;
    }
    await removeSuperseded(dir);
    return { name, path };
}
/**
 * Removes older generations (any version) than the newest of this version, stale temporary folders
 * and the files of the old single-folder format. Best effort: what cannot be removed now (open
 * elsewhere, gone already) is left for the next writer.
 */
async function removeSuperseded(dir, now = Date.now()) {
    const current = await currentGeneration(dir);
    let names;
    try {
        names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir);
    }
    catch {
        return;
    }
    for (const name of names) {
        const full = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, name);
        let remove = OLD_FILES.test(name);
        const m = GENERATION_DIR.exec(name);
        if (m)
            remove = Number(m[1]) !== _store_format_js__WEBPACK_IMPORTED_MODULE_4__/* .STORE_VERSION */ .Bk || (current !== undefined && m[2] < current.name);
        if (name.startsWith(TEMP_PREFIX)) {
            try {
                remove = now - (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(full)).mtimeMs > STALE_TEMP_MS;
            }
            catch {
                remove = false;
            }
        }
        if (remove)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(full, { recursive: true, force: true }).catch(() => undefined);
    }
}
/** `to` becomes the file `from` (a hard link; a copy where links are not possible). */
async function linkOrCopy(from, to) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(from, to);
    }
    catch {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(from, to);
    }
}
/** Removes the generations of a store whose records proved untrue or damaged: the next run indexes anew. */
async function discardStore(dir) {
    const current = await currentGeneration(dir);
    if (current)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(current.path, { recursive: true, force: true }).catch(() => undefined);
    await removeSuperseded(dir);
}


/***/ }),

/***/ 5533:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  iX: () => (/* binding */ BUILD_BANNER),
  cu: () => (/* binding */ DamagedIndexError),
  Lq: () => (/* binding */ HEAD_BYTES),
  A9: () => (/* binding */ IMPORTS_ONLY),
  dv: () => (/* binding */ KINDS_FILE),
  w$: () => (/* binding */ LATIN1),
  ZM: () => (/* binding */ LINKS_FILE),
  fg: () => (/* binding */ META_FILE),
  to: () => (/* binding */ PARSE_ERROR),
  uz: () => (/* binding */ RECORD_CHECKSUM),
  rF: () => (/* binding */ STORE_BUILD),
  Bk: () => (/* binding */ STORE_VERSION),
  HU: () => (/* binding */ TABLES_FILE),
  cM: () => (/* binding */ checksum),
  SQ: () => (/* binding */ damagedIndex),
  Jk: () => (/* binding */ decodeHead),
  bX: () => (/* binding */ encodeHead),
  By: () => (/* binding */ parseMeta),
  CI: () => (/* binding */ partsOf),
  AX: () => (/* binding */ segmentFile),
  Yt: () => (/* binding */ serializeMeta)
});

// UNUSED EXPORTS: totalBytes

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: ./src/repo/classify.ts
var classify = __nccwpck_require__(8748);
;// CONCATENATED MODULE: ./src/version.ts
/** This program's version, as package.json gives it (a test keeps the two equal). */
const VERSION = '0.1.0';

;// CONCATENATED MODULE: ./src/search/store/store-format.ts
/**
 * The persisted index's file format. A generation is a folder holding:
 *  - `meta.json`: version and build, the indexed commit, the manifest (path -> size, mtime, content
 *    hash), the directory of records (hash -> where its parts are, and what the index needs of it
 *    at start), the paths the walk skipped, and the list of segments;
 *  - `seg-N.bin`, one per segment: a head (magic, lengths, the checksum of its vocabulary), the
 *    records' words (chunk term pairs, then per-line token counts), their cores (JSON), the terms
 *    the segment added to the vocabulary (by id), their details (JSON), and in the first segment the
 *    vocabulary's order (its ids sorted by term, for lookups by bisection: ids are kept as the run
 *    that wrote them numbered the terms, so writing renumbers nothing unless dead terms are dropped).
 *    Only the head, the vocabulary and its order are read at start; a record's core and words are read when
 *    first used and checked against the checksum its directory entry holds, its details against
 *    the one in its core;
 *  - `tables.bin` (the search tables of the indexed files and their paths, index-tables.ts) and `links.bin` (each
 *    file's resolved imports and the lookups they depend on, import-links.ts), and `kinds.json` (the
 *    build outputs and shadowed declarations of the tables' files, stored-kinds.ts).
 * A new generation appends one segment and links the old ones in, until compaction writes one.
 * Reading checks everything for type and bounds (`parseMeta`, `decodeHead`): a store that fails is
 * not used. Pure functions.
 */



/** A persisted index that proved damaged while it was used: what is wrong, and the store's folder. */
class DamagedIndexError extends Error {
    reason;
    folder;
    constructor(reason, folder) {
        super(`The persisted index${folder ? ` in ${folder}` : ''} is damaged (${reason}); run again with --no-cache or delete that folder`);
        this.reason = reason;
        this.folder = folder;
    }
}
/** The error a persisted index that proves damaged when used gives (an error that already is one stays as it is). */
function damagedIndex(reason, where) {
    return reason instanceof DamagedIndexError ? reason : new DamagedIndexError(reason, where);
}
/** Bump when the tokenizer, chunker, queries or record layout change: old stores are then ignored. */
const STORE_VERSION = 16;
/** The program that wrote a store: another version's store is not read. */
const STORE_BUILD = `${VERSION}+store${STORE_VERSION}`;
const META_FILE = 'meta.json';
const TABLES_FILE = 'tables.bin';
const LINKS_FILE = 'links.bin';
const KINDS_FILE = 'kinds.json';
function segmentFile(id) {
    return `seg-${id}.bin`;
}
const MAGIC = 0x53575045; // "SWPE"
const SEGMENT_FORMAT = 2;
/** Bytes of a segment's head: eight 32-bit words and a 20-byte checksum, padded. */
const HEAD_BYTES = 64;
const CHECKSUM_AT = 32;
const MAX_SEGMENTS = 64;
/** Where a segment's parts start: words, cores, vocabulary, details, order; and its end. */
function partsOf(head) {
    const words = HEAD_BYTES;
    const cores = words + head.words * 4;
    const vocab = cores + head.coreBytes;
    const details = vocab + head.vocabBytes;
    const order = details + head.detailsBytes;
    return { words, cores, vocab, details, order, end: order + head.orderWords * 4 };
}
function totalBytes(head) {
    return partsOf(head).end;
}
function encodeHead(head) {
    const out = Buffer.alloc(HEAD_BYTES);
    [MAGIC, SEGMENT_FORMAT, head.words, head.coreBytes, head.vocabBytes, head.detailsBytes, head.orderWords].forEach((v, i) => out.writeUInt32LE(v, i * 4));
    out.write(head.checksum, CHECKSUM_AT, 20, 'hex');
    return out;
}
/** The head of a segment file of `fileBytes` bytes, or why it is not one. */
function decodeHead(bytes, fileBytes) {
    if (bytes.byteLength < HEAD_BYTES)
        return 'a segment shorter than its head';
    const b = Buffer.from(bytes.buffer, bytes.byteOffset, HEAD_BYTES);
    if (b.readUInt32LE(0) !== MAGIC || b.readUInt32LE(4) !== SEGMENT_FORMAT)
        return 'a segment of another format';
    const head = { words: b.readUInt32LE(8), coreBytes: b.readUInt32LE(12), vocabBytes: b.readUInt32LE(16), detailsBytes: b.readUInt32LE(20), orderWords: b.readUInt32LE(24), checksum: b.toString('hex', CHECKSUM_AT, CHECKSUM_AT + 20) };
    if (totalBytes(head) !== fileBytes)
        return `a segment of ${fileBytes} bytes whose head says ${totalBytes(head)}`;
    return head;
}
function checksum(...parts) {
    const hash = (0,external_node_crypto_.createHash)('sha1');
    for (const part of parts)
        hash.update(part);
    return hash.digest('hex');
}
const RECORD_CHECKSUM = 16;
const PARSE_ERROR = 1;
const LATIN1 = 2;
const BUILD_BANNER = 4;
const IMPORTS_ONLY = 8;
/** Numbers of a record entry kept in one flat list: its first ten fields. */
const ENTRY_NUMBERS = 10;
const HASH_HEX = 40;
function serializeMeta(meta, toJson) {
    const languages = [...new Set([...meta.records.values()].map((e) => e[10]))];
    const file = {
        ...meta,
        manifest: { paths: [...meta.manifest.keys()], sizes: [], mtimes: [], hashes: '' },
        records: { hashes: [...meta.records.keys()].join(''), numbers: [], languages, language: [], flags: [], sums: '' },
        skips: Object.fromEntries(meta.skips),
    };
    const hashes = [];
    for (const { size, mtimeMs, hash } of meta.manifest.values()) {
        file.manifest.sizes.push(size);
        file.manifest.mtimes.push(mtimeMs);
        hashes.push(hash);
    }
    file.manifest.hashes = hashes.join('');
    const sums = [];
    for (const e of meta.records.values()) {
        for (let i = 0; i < ENTRY_NUMBERS; i++)
            file.records.numbers.push(e[i]);
        file.records.language.push(languages.indexOf(e[10]));
        file.records.flags.push(e[11]);
        sums.push(e[12]);
    }
    file.records.sums = sums.join('');
    return toJson(file);
}
const HASH = /^[0-9a-f]{40}$/;
const HEX = /^[0-9a-f]*$/;
const GENERATION = /^[0-9a-z]{1,16}-[0-9a-f]{8}$/;
/** Skip reasons a record or a walk entry may carry. */
const KNOWN_SKIPS = new Set(classify/* SKIP_REASONS */.eI);
const MAX_DETAIL = 512;
function isCount(v) {
    return Number.isInteger(v) && v >= 0 && v <= 0xffffffff;
}
/** A segment that is empty, `.` or `..`, or a NUL anywhere. */
const BAD_PATH = /(?:^|\/)\.{0,2}(?:\/|$)|\0/;
function isPath(v) {
    return typeof v === 'string' && v.length > 0 && v.length <= 4096 && !BAD_PATH.test(v);
}
function checkSkip(value) {
    const s = value;
    if (!s || typeof s !== 'object' || !KNOWN_SKIPS.has(s.reason))
        throw new Error('a skip reason that is not known');
    if (s.detail !== undefined && !(typeof s.detail === 'string' && s.detail.length <= MAX_DETAIL))
        throw new Error('a skip detail that is not short text');
    return s;
}
/** Hex text of `count` items of `width` digits each. */
function isHexRun(v, count, width) {
    return typeof v === 'string' && v.length === count * width && HEX.test(v);
}
/** The record entries of the columns, each checked. */
function recordsOf(r, segments) {
    if (!r || typeof r !== 'object' || !Array.isArray(r.numbers) || !Array.isArray(r.languages) || !Array.isArray(r.language) || !Array.isArray(r.flags))
        throw new Error('no records');
    const count = r.flags.length;
    if (!isHexRun(r.hashes, count, HASH_HEX) || !isHexRun(r.sums, count, RECORD_CHECKSUM) || r.numbers.length !== count * ENTRY_NUMBERS || r.language.length !== count)
        throw new Error('record columns of different lengths');
    if (!r.languages.every((l) => typeof l === 'string' && l.length <= 32))
        throw new Error('record languages of the wrong shape');
    const numbers = r.numbers;
    for (const v of numbers)
        if (!isCount(v))
            throw new Error('a record entry with a bad number');
    const out = new Map();
    for (let i = 0, at = 0; i < count; i++, at += ENTRY_NUMBERS) {
        const seg = numbers[at];
        if (seg >= segments || numbers[at + 1] > numbers[at + 2] || numbers[at + 3] > numbers[at + 4] || numbers[at + 5] > numbers[at + 6])
            throw new Error('a record entry out of order');
        const language = r.language[i] === -1 ? '' : r.languages[r.language[i]];
        const flags = r.flags[i];
        if (language === undefined || !isCount(flags) || flags > (PARSE_ERROR | LATIN1 | BUILD_BANNER | IMPORTS_ONLY))
            throw new Error('a record entry with bad flags');
        const sum = r.sums.slice(i * RECORD_CHECKSUM, (i + 1) * RECORD_CHECKSUM);
        out.set(r.hashes.slice(i * HASH_HEX, (i + 1) * HASH_HEX), [seg, numbers[at + 1], numbers[at + 2], numbers[at + 3], numbers[at + 4], numbers[at + 5], numbers[at + 6], numbers[at + 7], numbers[at + 8], numbers[at + 9], language, flags, sum]);
    }
    return out;
}
/** The manifest of the columns, each entry checked and its record known. */
function manifestOf(m, known) {
    if (!m || typeof m !== 'object' || !Array.isArray(m.paths) || !Array.isArray(m.sizes) || !Array.isArray(m.mtimes))
        throw new Error('no manifest');
    const count = m.paths.length;
    if (m.sizes.length !== count || m.mtimes.length !== count || !isHexRun(m.hashes, count, HASH_HEX))
        throw new Error('manifest columns of different lengths');
    const out = new Map();
    for (let i = 0; i < count; i++) {
        const [path, size, mtimeMs, hash] = [m.paths[i], m.sizes[i], m.mtimes[i], m.hashes.slice(i * HASH_HEX, (i + 1) * HASH_HEX)];
        if (!isPath(path) || !isCount(size) || typeof mtimeMs !== 'number' || !Number.isFinite(mtimeMs))
            throw new Error('a manifest entry of the wrong shape');
        if (!known(hash))
            throw new Error('a manifest entry without its record');
        out.set(path, { size, mtimeMs, hash });
    }
    return out;
}
/** A generation's meta, checked for type and bounds (segment contents are checked when read); throws. */
function parseMeta(text, generation) {
    const m = JSON.parse(text);
    if (!m || typeof m !== 'object')
        throw new Error('a meta file that is not an object');
    if (m.version !== STORE_VERSION || m.build !== STORE_BUILD)
        throw new Error(`written by another version (${String(m.build).slice(0, 40)})`);
    if (m.generation !== generation || !GENERATION.test(generation))
        throw new Error('a meta file of another generation');
    if (typeof m.settings !== 'string')
        throw new Error('no listing settings');
    if (m.commit !== undefined && !(m.commit && /^[0-9a-f]{40,64}$/.test(m.commit.head) && Array.isArray(m.commit.dirty) && m.commit.dirty.every(isPath) && (m.commit.sparse === undefined || typeof m.commit.sparse === 'string')))
        throw new Error('an indexed commit of the wrong shape');
    if (!Array.isArray(m.segments) || m.segments.length === 0 || m.segments.length > MAX_SEGMENTS || !m.segments.every(isCount))
        throw new Error('a segment list of the wrong shape');
    if (!isCount(m.baseTerms))
        throw new Error('no vocabulary size');
    const records = recordsOf(m.records, m.segments.length);
    if (!m.skips || typeof m.skips !== 'object')
        throw new Error('no skips');
    const skips = new Map();
    for (const [hash, skip] of Object.entries(m.skips)) {
        if (!HASH.test(hash))
            throw new Error('a skip key that is not a content hash');
        skips.set(hash, checkSkip(skip));
    }
    const manifest = manifestOf(m.manifest, (hash) => records.has(hash) || skips.has(hash));
    if (!Array.isArray(m.walkSkips) || !m.walkSkips.every((w) => Array.isArray(w) && isPath(w[0]) && (w.length === 2 || w.length === 3) && checkSkip({ reason: w[1], ...(w[2] !== undefined ? { detail: w[2] } : {}) })))
        throw new Error('walk skips of the wrong shape');
    if (m.tables !== undefined && !(typeof m.tables === 'string' && HASH.test(m.tables)))
        throw new Error('a tables key of the wrong shape');
    if (m.links !== undefined && m.links !== true)
        throw new Error('a links flag of the wrong shape');
    if (m.kinds !== undefined && !(typeof m.kinds === 'string' && m.kinds === m.tables))
        throw new Error('a kinds key of the wrong shape');
    return { ...m, manifest, records, skips };
}


/***/ }),

/***/ 3488:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HB: () => (/* binding */ DETAILS_CHECKSUM),
/* harmony export */   je: () => (/* binding */ StoredRecord),
/* harmony export */   uz: () => (/* binding */ readStore)
/* harmony export */ });
/* unused harmony export Segment */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _index_tables_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9654);
/* harmony import */ var _import_links_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(6469);
/* harmony import */ var _terms_lexical_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(5536);
/* harmony import */ var _record_codec_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(7970);
/* harmony import */ var _stored_analysis_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(3480);
/* harmony import */ var _store_folder_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(8624);
/* harmony import */ var _stored_kinds_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(6941);
/* harmony import */ var _store_format_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(5533);
/**
 * Reads the current generation of a persisted index (store-format.ts), checking it before any of it
 * is used: meta, segment heads, lengths, record bounds and the vocabulary with its checksum. A store
 * that fails is not used (the reason is logged) and gets rebuilt. Only that is read at start (and
 * the search tables, when asked for); each record's core and words are read from its segment (the
 * file stays open) when first used and checked against their checksum, its details likewise, and its
 * text against the checked-out file (stored-analysis.ts).
 */











/** Hex digits of a record's details checksum. */
const DETAILS_CHECKSUM = 12;
function closeQuietly(fd) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    catch {
        // Closed already.
    }
}
/** Closes the file of an object no longer referenced (see `HeldFile`). */
const heldFiles = new FinalizationRegistry(closeQuietly);
/**
 * A file kept open for reading while its object is referenced: closed explicitly, or when the object
 * is collected. Everything that reads a segment or a tables file holds the object itself (records,
 * details, search tables, the base of the next generation), so the file stays open exactly as long
 * as something can still read it.
 */
class HeldFile {
    fd;
    constructor(fd) {
        this.fd = fd;
        heldFiles.register(this, fd, this);
    }
    close() {
        // Unregistered first: a later finalizer must not close the number once another file reuses it.
        if (heldFiles.unregister(this))
            closeQuietly(this.fd);
    }
}
/** One open segment: its head and vocabulary, read at start; the rest read from its file when used. */
class Segment extends HeldFile {
    path;
    head;
    vocab;
    order;
    parts;
    constructor(path, fd, head, vocab, 
    /** The vocabulary's ids sorted by term (the first segment's; empty in the others). */
    order) {
        super(fd);
        this.path = path;
        this.head = head;
        this.vocab = vocab;
        this.order = order;
        this.parts = (0,_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .partsOf */ .CI)(head);
    }
    /** `length` bytes at `at` of the file. */
    bytes(at, length) {
        const out = Buffer.alloc(length);
        let done = 0;
        while (done < length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(this.fd, out, done, length - done, at + done);
            if (n === 0)
                throw new _record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .DamagedRecord */ .du(`${this.path} is shorter than its head says`);
            done += n;
        }
        return out;
    }
    /** The words and cores of every record, when read in one piece (see `preload`). */
    loaded;
    /** Reads the words and cores of all records at once: cheaper than record by record when most are needed. */
    preload() {
        this.loaded ??= this.bytes(this.parts.words, this.parts.vocab - this.parts.words);
    }
    /** A record's core text and words, checked against the checksum of its entry. */
    record(entry) {
        const [, coreStart, coreEnd, wordStart, wordEnd] = entry;
        const [coreAt, wordAt] = [this.parts.cores + coreStart, this.parts.words + wordStart * 4];
        const from = (at, length) => (this.loaded ? this.loaded.subarray(at - this.parts.words, at - this.parts.words + length) : this.bytes(at, length));
        const core = from(coreAt, coreEnd - coreStart);
        // The words start at a multiple of 4 in the segment (and in a buffer of their own): aligned for the 32-bit view.
        const words = from(wordAt, (wordEnd - wordStart) * 4);
        if ((0,_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .checksum */ .cM)(core, words).slice(0, _store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .RECORD_CHECKSUM */ .uz) !== entry[12])
            throw new _record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .DamagedRecord */ .du('a record that does not match its checksum');
        return { core: core.toString('latin1'), words: new Uint32Array(words.buffer, words.byteOffset, words.byteLength / 4) };
    }
    /** Bytes `start` to `end` of the details part, as text. */
    details(start, end) {
        return this.bytes(this.parts.details + start, end - start).toString('latin1');
    }
}
function readAt(fd, at, length) {
    // Not zeroed first: every byte is read, or it throws.
    const out = Buffer.allocUnsafeSlow(length);
    let done = 0;
    while (done < length) {
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, out, done, length - done, at + done);
        if (n === 0)
            throw new Error('a file shorter than its head says');
        done += n;
    }
    return out;
}
function openSegment(folder, id, bytes) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, (0,_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .segmentFile */ .AX)(id));
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
    try {
        const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).size;
        if (size !== bytes)
            throw new Error(`${(0,_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .segmentFile */ .AX)(id)} has ${size} bytes, the meta says ${bytes}`);
        const head = (0,_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .decodeHead */ .Jk)(readAt(fd, 0, Math.min(size, _store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .HEAD_BYTES */ .Lq)), size);
        if (typeof head === 'string')
            throw new Error(`${(0,_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .segmentFile */ .AX)(id)}: ${head}`);
        const parts = (0,_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .partsOf */ .CI)(head);
        const vocab = readAt(fd, parts.vocab, head.vocabBytes);
        // In a buffer of its own: aligned for the 32-bit view.
        const order = readAt(fd, parts.order, head.orderWords * 4);
        if ((0,_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .checksum */ .cM)(vocab, order) !== head.checksum)
            throw new Error(`${(0,_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .segmentFile */ .AX)(id)} does not match its checksum`);
        return new Segment(path, fd, head, vocab.toString('utf8'), new Uint32Array(order.buffer, order.byteOffset, head.orderWords));
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw error;
    }
}
/** The vocabulary: the first segment's terms with their order, then each later segment's in turn. */
function vocabularyOf(segments, baseTerms, checkOrder) {
    const packed = segments.map((s, i) => {
        const terms = i === 0 ? _terms_lexical_js__WEBPACK_IMPORTED_MODULE_9__/* .PackedTerms */ .A1.unpack(s.vocab, baseTerms) : _terms_lexical_js__WEBPACK_IMPORTED_MODULE_9__/* .PackedTerms */ .A1.unpack(s.vocab);
        if (!terms)
            throw new Error(i === 0 ? 'a vocabulary of another size' : `the vocabulary of ${(0,_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .segmentFile */ .AX)(i)} is not whole`);
        if (s.order.length !== (i === 0 ? baseTerms : 0))
            throw new Error(`an order of ${s.order.length} terms in ${(0,_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .segmentFile */ .AX)(i)}`);
        return terms;
    });
    const [base, order] = [packed[0], segments[0].order];
    // Ordered by the writer; checked when the store came from elsewhere (lookups bisect it).
    if (checkOrder && !base.ascending(order))
        throw new Error('a vocabulary whose order does not sort it');
    const vocab = new _terms_lexical_js__WEBPACK_IMPORTED_MODULE_9__/* .Vocabulary */ .VI(base, { order });
    for (const terms of packed.slice(1)) {
        for (let i = 0; i < terms.length; i++) {
            const before = vocab.size;
            if (vocab.add(terms.at(i)) !== before)
                throw new Error('a term added twice to the vocabulary');
        }
    }
    return vocab;
}
function parseStoredCore(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new _record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .DamagedRecord */ .du(`a record core that is not JSON (${error.message})`);
    }
    if (!value || typeof value !== 'object' || !Array.isArray(value.t) || typeof value.d !== 'string')
        throw new _record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .DamagedRecord */ .du('a record core of the wrong shape');
    return { c: (0,_record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .checkCore */ .ik)(value.c), t: value.t, d: value.d };
}
/**
 * A record of a segment: its core and words read when first used, each part checked. It is its
 * analysis's source of packed parts itself (a warm start makes one per indexed file).
 */
class StoredRecord {
    hash;
    entry;
    segment;
    vocabSize;
    gate;
    analysis;
    sizes;
    trusted = false;
    summary;
    encoding;
    loaded;
    views;
    lines;
    constructor(hash, entry, segment, vocabSize, gate) {
        this.hash = hash;
        this.entry = entry;
        this.segment = segment;
        this.vocabSize = vocabSize;
        this.gate = gate;
        const [, , coreEnd, , wordEnd, , detailsEnd, lineCount, chunks, definitions, language, flags] = entry;
        if (coreEnd > segment.head.coreBytes || wordEnd > segment.head.words || detailsEnd > segment.head.detailsBytes)
            throw new Error('a record past the end of its segment');
        this.sizes = { chunks, definitions };
        if (flags & _store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .LATIN1 */ .w$)
            this.encoding = 'latin1';
        this.summary = { language: (language || undefined), lineCount, parseError: flags & _store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .PARSE_ERROR */ .to ? true : undefined, buildBanner: flags & _store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .BUILD_BANNER */ .iX ? true : undefined, importsOnly: flags & _store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .IMPORTS_ONLY */ .A9 ? true : undefined };
        this.analysis = new _stored_analysis_js__WEBPACK_IMPORTED_MODULE_6__/* .StoredAnalysis */ .A(this, gate);
    }
    /** The checked core (see `PackedParts`). */
    core() {
        return this.load().core.c;
    }
    /** The core and words, read and checked once. */
    load() {
        if (this.loaded)
            return this.loaded;
        const [, , , , , , , lineCount, chunks, definitions] = this.entry;
        const { core: text, words } = this.segment.record(this.entry);
        const s = parseStoredCore(text);
        const pairs = s.t.reduce((n, t) => n + (Number.isInteger(t) && t >= 0 ? t : Number.NaN), 0);
        if (s.c.lineCount !== lineCount || s.c.chunks.length !== chunks * 2 || s.c.definitionCount !== definitions || s.t.length !== chunks)
            throw new _record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .DamagedRecord */ .du('a record core that does not match its entry');
        if (!(pairs * 2 <= words.length) || words.length - pairs * 2 > lineCount + 1)
            throw new _record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .DamagedRecord */ .du('record words that do not match its chunks');
        return (this.loaded = { core: s, words });
    }
    /** The details' text, checked against the checksum in the core (see `PackedParts`). */
    details() {
        const [, , , , , detailsStart, detailsEnd] = this.entry;
        const text = this.segment.details(detailsStart, detailsEnd);
        if ((0,_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .checksum */ .cM)(Buffer.from(text, 'latin1')).slice(0, DETAILS_CHECKSUM) !== this.load().core.d)
            throw new _record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .DamagedRecord */ .du('details that do not match their checksum');
        return text;
    }
    /**
     * A view per chunk, made at each use and not kept (a whole repository's would be millions of
     * small objects); the term ids are checked the first time.
     */
    get chunkTerms() {
        if (this.views)
            return this.views;
        let loaded;
        try {
            loaded = this.load();
        }
        catch (error) {
            throw this.gate.damaged(error);
        }
        if (!this.termsChecked) {
            const pairs = loaded.core.t.reduce((n, t) => n + t, 0) * 2;
            for (let i = 0; i < pairs; i += 2)
                if (loaded.words[i] >= this.vocabSize)
                    throw this.gate.damaged(new _record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .DamagedRecord */ .du('a term outside the vocabulary'));
            this.termsChecked = true;
        }
        const out = [];
        let at = 0;
        for (const n of loaded.core.t) {
            out.push(loaded.words.subarray(at, at + n * 2));
            at += n * 2;
        }
        this.lines ??= loaded.words.subarray(at);
        return out;
    }
    set chunkTerms(value) {
        this.views = value;
    }
    termsChecked = false;
    get lineTokens() {
        if (!this.lines)
            void this.chunkTerms;
        return this.lines;
    }
    set lineTokens(value) {
        this.lines = value;
    }
    /** Where the record is in its segment (for a writer linking the segment into a new generation). */
    get location() {
        return this.entry;
    }
}
function skipRecord(hash, skip) {
    return { hash, skip: { reason: skip.reason, ...(skip.detail !== undefined ? { detail: skip.detail } : {}) } };
}
/** Reads the current generation, or returns undefined when there is none or it cannot be used. */
async function readStore(dir, options) {
    const generation = await (0,_store_folder_js__WEBPACK_IMPORTED_MODULE_7__/* .currentGeneration */ .Ev)(dir);
    if (!generation)
        return undefined;
    const segments = [];
    try {
        const meta = (0,_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .parseMeta */ .By)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(generation.path, _store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .META_FILE */ .fg), 'latin1'), generation.name);
        meta.segments.forEach((bytes, id) => segments.push(openSegment(generation.path, id, bytes)));
        const vocab = vocabularyOf(segments, meta.baseTerms, Boolean(options.untrusted));
        const vocabSize = vocab.size;
        const records = new Map();
        for (const [hash, entry] of meta.records)
            records.set(hash, new StoredRecord(hash, entry, segments[entry[0]], vocabSize, options.gate));
        for (const [hash, skip] of meta.skips)
            records.set(hash, skipRecord(hash, skip));
        const contents = {
            vocab,
            manifest: meta.manifest,
            records,
            base: { generation: generation.name, folder: generation.path, meta, segments, vocabSize },
            listing: { settings: meta.settings, ...(meta.commit ? { commit: meta.commit } : {}), walkSkips: meta.walkSkips },
            ...(meta.tables ? { tablesFor: tablesReader((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(generation.path, _store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .TABLES_FILE */ .HU), meta.tables), previousTables: previousReader((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(generation.path, _store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .TABLES_FILE */ .HU), meta, meta.tables) } : {}),
            ...(meta.links ? { links: linksReader((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(generation.path, _store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .LINKS_FILE */ .ZM)) } : {}),
            ...(meta.kinds ? { kindsFor: kindsReader((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(generation.path, _store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .KINDS_FILE */ .dv), meta.kinds, options.log) } : {}),
        };
        return contents;
    }
    catch (error) {
        segments.forEach((s) => s.close());
        if (error.code !== 'ENOENT')
            options.log?.(`the persisted index in ${dir} was not used (${error.message}); indexing again`);
        return undefined;
    }
}
/**
 * The search tables of a generation, read when asked for: all but the content postings at once,
 * those term by term as searches use them (most of the file, of which a search reads a few terms').
 * A file that cannot be read is no tables.
 */
function tablesReader(path, key) {
    return async (wanted, limits) => {
        if (wanted !== key)
            return undefined;
        let file;
        try {
            file = TablesFile.open(path);
        }
        catch {
            return undefined;
        }
        const tables = (0,_index_tables_js__WEBPACK_IMPORTED_MODULE_3__/* .readTables */ .gb)(file, key, limits, true);
        if (!tables)
            file.close();
        return tables;
    };
}
/**
 * The search tables of a generation with the files they are for: their paths from the tables file,
 * each one's content and definition count from the meta, checked against the tables' key; the
 * tables checked against the sizes of those files. Undefined when any of it fails.
 */
function previousReader(path, meta, key) {
    return () => {
        let file;
        try {
            file = TablesFile.open(path);
        }
        catch {
            return undefined;
        }
        const files = filesOf((0,_index_tables_js__WEBPACK_IMPORTED_MODULE_3__/* .readTablePaths */ .lm)(file, key), meta);
        const limits = files && { files: files.length, chunks: 0, definitions: 0 };
        for (const f of files ?? []) {
            limits.chunks += meta.records.get(f.hash)[8];
            limits.definitions += f.definitions;
        }
        const tables = files && (0,_index_tables_js__WEBPACK_IMPORTED_MODULE_3__/* .tablesKey */ .ht)(files) === key ? (0,_index_tables_js__WEBPACK_IMPORTED_MODULE_3__/* .readTables */ .gb)(file, key, limits, true) : undefined;
        if (!tables) {
            file.close();
            return undefined;
        }
        return { files: files, tables };
    };
}
/** The files at `paths` as the meta knows them; undefined when one has no record. */
function filesOf(paths, meta) {
    if (!paths)
        return undefined;
    const files = [];
    for (let i = 0; i < paths.length; i++) {
        const path = paths.at(i);
        const hash = meta.manifest.get(path)?.hash;
        const entry = hash === undefined ? undefined : meta.records.get(hash);
        if (!entry)
            return undefined;
        files.push({ path, hash: hash, definitions: entry[9] });
    }
    return files;
}
/** A generation's tables file, read in parts; open as long as the tables read from it are referenced. */
class TablesFile extends HeldFile {
    path;
    size;
    constructor(path, fd, size) {
        super(fd);
        this.path = path;
        this.size = size;
    }
    static open(path) {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
        try {
            return new TablesFile(path, fd, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).size);
        }
        catch (error) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            throw error;
        }
    }
    read(at, length) {
        if (at < 0 || length < 0 || at + length > this.size)
            throw (0,_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .damagedIndex */ .SQ)(`${_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .TABLES_FILE */ .HU} read past its end`, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(this.path)));
        try {
            return readAt(this.fd, at, length);
        }
        catch (error) {
            throw (0,_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .damagedIndex */ .SQ)(error.message, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(this.path)));
        }
    }
}
/**
 * The index kinds of a generation, read when asked for and checked against the tables' key, the
 * number of files and their own bounds; a file that cannot be read, or fails, is no kinds.
 */
function kindsReader(path, key, log) {
    return (wanted, files) => {
        if (wanted !== key)
            return undefined;
        let text;
        try {
            const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
            try {
                const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).size;
                if (size > (0,_stored_kinds_js__WEBPACK_IMPORTED_MODULE_10__/* .maxKindsBytes */ .hH)(files))
                    throw new Error(`${_store_format_js__WEBPACK_IMPORTED_MODULE_8__/* .KINDS_FILE */ .dv} of ${size} bytes`);
                text = readAt(fd, 0, size).toString('latin1');
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            }
        }
        catch (error) {
            log?.(`the index kinds in ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path)} were not used (${error.message}); working them out again`);
            return undefined;
        }
        const kinds = (0,_stored_kinds_js__WEBPACK_IMPORTED_MODULE_10__/* .decodeKinds */ .sM)(text, key, files);
        if (typeof kinds === 'string') {
            log?.(`the index kinds in ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path)} were not used (${kinds}); working them out again`);
            return undefined;
        }
        return kinds;
    };
}
function linksReader(path) {
    let links = null;
    return () => {
        if (links === null) {
            try {
                links = (0,_import_links_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeLinks */ .qy)(readFileSyncAligned(path));
            }
            catch {
                links = undefined;
            }
        }
        return links;
    };
}
/** A file's bytes in a buffer of its own (aligned for 32-bit views). */
function readFileSyncAligned(path) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
    try {
        return readAt(fd, 0, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).size);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 9425:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ writeStore)
/* harmony export */ });
/* unused harmony export breather */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _import_links_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6469);
/* harmony import */ var _index_tables_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9654);
/* harmony import */ var _terms_lexical_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(5536);
/* harmony import */ var _record_codec_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(7970);
/* harmony import */ var _store_folder_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(8624);
/* harmony import */ var _store_format_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(5533);
/* harmony import */ var _store_read_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(3488);
/* harmony import */ var _terms_sort_strings_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(301);
/* harmony import */ var _stored_kinds_js__WEBPACK_IMPORTED_MODULE_12__ = __nccwpck_require__(6941);
/* harmony import */ var _stored_analysis_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(3480);
/**
 * Writes the next generation of a persisted index (store-format.ts): on top of the current one, a
 * segment of the records it lacks (the previous segments linked in, term ids kept), or, when the
 * dead records or the segments have grown too many, everything compacted into one segment (term ids
 * kept unless many terms are dead). Either way the generation is published by one rename (store-folder.ts)
 * and the work is done in slices, so a writer in the background does not hold up its process.
 */













/** Records read between two breathers while writing. */
const BREATHE_EVERY = 64;
/** Bytes gathered before they are written out. */
const WRITE_BATCH = 4 << 20;
/** Positions of a term within one chunk stay below this. */
const PAIR_SPAN = 2 ** 21;
/** Compact when the records no file uses anymore reach this share of the live ones... */
const MAX_DEAD_SHARE = 0.5;
/** ...or when this many segments would be linked... */
const MAX_SEGMENTS = 8;
/** ...or the terms added since the last compaction reach this share of its vocabulary. */
const MAX_ADDED_TERMS_SHARE = 0.5;
/** Lets pending I/O callbacks and timers run. */
function breather() {
    return new Promise((resolve) => setImmediate(resolve));
}
/** The live records, in manifest order, each once. */
function liveRecords(input) {
    const seen = new Set();
    const out = [];
    for (const { hash } of input.manifest.values()) {
        const record = input.records.get(hash);
        if (!record || seen.has(hash))
            continue;
        seen.add(hash);
        out.push(record);
    }
    return out;
}
/** Record bytes in segments, by whether a file still uses them. */
function recordBytes(entry) {
    return entry[2] - entry[1] + (entry[4] - entry[3]) * 4 + entry[6] - entry[5];
}
/** Whether the next generation can be the base plus one segment. */
function canAppend(input, live) {
    const base = input.base;
    if (!base || !input.index?.tables || base.segments.length + 1 > MAX_SEGMENTS)
        return false;
    if (input.vocab.size - base.meta.baseTerms > base.meta.baseTerms * MAX_ADDED_TERMS_SHARE)
        return false;
    const liveHashes = new Set(live.map((r) => r.hash));
    let dead = 0;
    let kept = 0;
    for (const [hash, entry] of base.meta.records) {
        if (liveHashes.has(hash))
            kept += recordBytes(entry);
        else
            dead += recordBytes(entry);
    }
    // Every stored record used again must be the base's own (its words use the base's term ids).
    return dead <= kept * MAX_DEAD_SHARE && live.every((r) => !base.meta.records.has(r.hash) || (r instanceof _store_read_js__WEBPACK_IMPORTED_MODULE_8__/* .StoredRecord */ .je && base.meta.records.get(r.hash) === r.location));
}
/** A record's packed core and details text. */
function packedOf(analysis) {
    if (analysis instanceof _stored_analysis_js__WEBPACK_IMPORTED_MODULE_9__/* .StoredAnalysis */ .A)
        return { core: analysis.core, details: analysis.detailsText() };
    return { core: (0,_record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .coreOf */ .z2)(analysis), details: (0,_record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .asciiJson */ .iL)((0,_record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .detailsOf */ .cz)(analysis)) };
}
/** The term pairs of one chunk with ids mapped through `remap` and sorted again. */
function remapped(terms, remap) {
    const n = terms.length >> 1;
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++)
        keys[i] = remap[terms[2 * i]] * PAIR_SPAN + i;
    keys.sort();
    const out = new Uint32Array(terms.length);
    for (let k = 0; k < n; k++) {
        const i = keys[k] % PAIR_SPAN;
        out[2 * k] = (keys[k] - i) / PAIR_SPAN;
        out[2 * k + 1] = terms[2 * i + 1];
    }
    return out;
}
/** Appends parts to a file in batches, after room left for its head (none with `at` 0). */
class BatchedFile {
    file;
    at;
    batch = [];
    batched = 0;
    constructor(file, at = _store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .HEAD_BYTES */ .Lq) {
        this.file = file;
        this.at = at;
    }
    async add(part) {
        // A big part is written as it is, not copied into a batch.
        if (part.byteLength >= WRITE_BATCH) {
            await this.flush();
            await this.write(part);
            return;
        }
        this.batch.push(part);
        this.batched += part.byteLength;
        if (this.batched >= WRITE_BATCH)
            await this.flush();
    }
    async flush() {
        if (!this.batched)
            return;
        await this.write(Buffer.concat(this.batch, this.batched));
        this.batch = [];
        this.batched = 0;
    }
    async write(bytes) {
        for (let done = 0; done < bytes.byteLength;)
            done += (await this.file.write(bytes, done, bytes.byteLength - done, this.at + done)).bytesWritten;
        this.at += bytes.byteLength;
    }
    /** Writes the head; returns the file's size. */
    async finish(head) {
        await this.flush();
        await this.file.write(head, 0, head.length, 0);
        return this.at;
    }
}
/**
 * Writes `records` as segment `id` to `path` (term ids through `remap` when given, the segment's
 * vocabulary part `vocab`, and for the first segment the vocabulary's `order`): each record's words
 * go out as it is read, its core and details after.
 * Returns the file's size and where each record is.
 */
async function writeSegment(path, records, id, remap, vocab, order = new Uint32Array(0)) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'w');
    try {
        const out = new BatchedFile(file);
        const entries = new Map();
        const cores = [];
        const details = [];
        let words = 0;
        let coreBytes = 0;
        let detailsBytes = 0;
        let done = 0;
        for (const record of records) {
            if (++done % BREATHE_EVERY === 0)
                await breather();
            if (!record.analysis)
                continue;
            const packed = packedOf(record.analysis);
            const chunkTerms = record.chunkTerms ?? [];
            const wordStart = words;
            const { core } = packed;
            const coreJson = (0,_record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .asciiJson */ .iL)({ c: core, t: chunkTerms.map((t) => t.length >> 1), d: (0,_store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .checksum */ .cM)(Buffer.from(packed.details, 'latin1')).slice(0, _store_read_js__WEBPACK_IMPORTED_MODULE_8__/* .DETAILS_CHECKSUM */ .HB) });
            const recordSum = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(Buffer.from(coreJson, 'latin1'));
            for (const t of chunkTerms) {
                const pairs = remap ? remapped(t, remap) : t;
                const part = Buffer.from(pairs.buffer, pairs.byteOffset, pairs.byteLength);
                recordSum.update(part);
                await out.add(part);
                words += pairs.length;
            }
            const lineTokens = record.lineTokens ?? new Uint32Array(0);
            const lineBytes = Buffer.from(lineTokens.buffer, lineTokens.byteOffset, lineTokens.byteLength);
            recordSum.update(lineBytes);
            await out.add(lineBytes);
            words += lineTokens.length;
            const flags = (core.parseError ? _store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .PARSE_ERROR */ .to : 0) | (record.encoding === 'latin1' ? _store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .LATIN1 */ .w$ : 0) | (core.buildBanner ? _store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .BUILD_BANNER */ .iX : 0) | (core.importsOnly ? _store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .IMPORTS_ONLY */ .A9 : 0);
            entries.set(record.hash, [id, coreBytes, coreBytes + coreJson.length, wordStart, words, detailsBytes, detailsBytes + packed.details.length, core.lineCount, core.chunks.length >> 1, core.definitionCount, core.language ?? '', flags, recordSum.digest('hex').slice(0, _store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .RECORD_CHECKSUM */ .uz)]);
            cores.push(coreJson);
            coreBytes += coreJson.length;
            details.push(packed.details);
            detailsBytes += packed.details.length;
        }
        for (const core of cores)
            await out.add(Buffer.from(core, 'latin1'));
        const vocabBytes = Buffer.from(_terms_lexical_js__WEBPACK_IMPORTED_MODULE_10__/* .PackedTerms */ .A1.pack(vocab), 'utf8');
        await out.add(vocabBytes);
        for (const text of details)
            await out.add(Buffer.from(text, 'latin1'));
        const orderBytes = Buffer.from(order.buffer, order.byteOffset, order.byteLength);
        await out.add(orderBytes);
        const bytes = await out.finish((0,_store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .encodeHead */ .bX)({ words, coreBytes, vocabBytes: vocabBytes.length, detailsBytes, orderWords: order.length, checksum: (0,_store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .checksum */ .cM)(vocabBytes, orderBytes) }));
        return { bytes, entries };
    }
    finally {
        await file.close();
    }
}
/** Term ids no term maps to when renumbering. */
const NO_ID = 0xffffffff;
/**
 * Compaction keeps every term's id (dead terms kept with the rest) while the terms no live record
 * and no path uses stay at most this share of the vocabulary; past it, the live terms are numbered
 * anew, densely.
 */
const MAX_DEAD_TERMS_SHARE = 0.25;
/**
 * The terms of the compacted segment: the index's own ids when few terms are dead (nothing to
 * renumber: the cold save writes what it has), else the live terms sorted and numbered densely.
 * Path terms are kept too: the tables' path index refers to them.
 */
function compactedTerms(live, vocab, order) {
    // One flag per id: millions of term pairs are marked without a set's hashing.
    const used = new Uint8Array(vocab.size);
    for (const record of live)
        for (const terms of record.chunkTerms ?? [])
            for (let i = 0; i < terms.length; i += 2)
                used[terms[i]] = 1;
    const paths = order ? (0,_index_tables_js__WEBPACK_IMPORTED_MODULE_4__/* .pathTerms */ .Bo)(order) : new Set();
    const pathOnly = [];
    for (const term of paths) {
        const id = vocab.get(term);
        if (id !== undefined)
            used[id] = 1;
        else
            pathOnly.push(term);
    }
    let dead = 0;
    for (let id = 0; id < used.length; id++)
        if (!used[id])
            dead++;
    if (dead <= vocab.size * MAX_DEAD_TERMS_SHARE)
        return { terms: vocab.terms.concat(pathOnly), order: vocab.sortedIds(pathOnly) };
    const terms = [];
    for (let id = 0; id < used.length; id++)
        if (used[id])
            terms.push(vocab.term(id));
    for (const term of pathOnly)
        terms.push(term);
    (0,_terms_sort_strings_js__WEBPACK_IMPORTED_MODULE_11__/* .sortStrings */ .H)(terms);
    // Each used id's new one found through the vocabulary's own lookup: no second map of every term
    // (about 100 MB at 50,000 files, at the save's peak of memory).
    const remap = new Uint32Array(vocab.size).fill(NO_ID);
    for (let i = 0; i < terms.length; i++) {
        const id = vocab.get(terms[i]);
        if (id !== undefined)
            remap[id] = i;
    }
    return { terms, order: Uint32Array.from(terms, (_, i) => i), remap };
}
/**
 * Tables for the index's files with the compacted segment's term ids: the index's own tables (their
 * postings moved to the new ids when renumbered), or (without them) built from the records' terms.
 */
async function compactedTables(order, input, compacted) {
    const records = [];
    for (const path of order) {
        const hash = input.manifest.get(path)?.hash;
        const record = hash === undefined ? undefined : input.records.get(hash);
        if (!record?.analysis)
            return undefined;
        records.push(record);
    }
    const key = (0,_index_tables_js__WEBPACK_IMPORTED_MODULE_4__/* .tablesKey */ .ht)(order.map((path, i) => ({ path, hash: records[i].hash })));
    const links = input.index?.links?.links;
    const withLinks = ({ links: _, ...tables }) => (links && links.offsets.length === order.length + 1 ? { ...tables, links } : tables);
    const { terms, remap } = compacted;
    const own = input.index?.tables;
    const of = { key, paths: order };
    const moved = own ? (remap ? (0,_index_tables_js__WEBPACK_IMPORTED_MODULE_4__/* .remappedTableParts */ .z5)(withLinks(own), of, remap, terms.length, _record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .asciiJson */ .iL) : (0,_index_tables_js__WEBPACK_IMPORTED_MODULE_4__/* .encodeTableParts */ .fj)(withLinks(own), of, _record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .asciiJson */ .iL)) : undefined;
    if (moved)
        return { key, parts: moved };
    const entries = records.map((record, i) => ({
        path: order[i],
        hash: record.hash,
        chunks: record.analysis.chunks,
        chunkTerms: (record.chunkTerms ?? []).map((t) => (remap ? remapped(t, remap) : t)),
        definitions: record.analysis.definitions,
    }));
    await breather();
    const tables = await (0,_index_tables_js__WEBPACK_IMPORTED_MODULE_4__/* .buildTablesInSteps */ .CK)(entries, new _terms_lexical_js__WEBPACK_IMPORTED_MODULE_10__/* .Vocabulary */ .VI(terms, { order: compacted.order }), breather);
    await breather();
    return { key, parts: (0,_index_tables_js__WEBPACK_IMPORTED_MODULE_4__/* .encodeTableParts */ .fj)(withLinks(tables), of, _record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .asciiJson */ .iL) };
}
/** The index's own tables (same term ids as the store), with its links. */
function currentTables(input) {
    const index = input.index;
    if (!index?.tables)
        return undefined;
    const entries = index.order.map((path) => ({ path, hash: input.manifest.get(path)?.hash ?? '' }));
    if (entries.some((e) => !e.hash))
        return undefined;
    const key = (0,_index_tables_js__WEBPACK_IMPORTED_MODULE_4__/* .tablesKey */ .ht)(entries);
    const links = index.links?.links;
    const tables = links && links.offsets.length === index.order.length + 1 ? { ...index.tables, links } : { ...index.tables };
    if (!links)
        delete tables.links;
    return { key, parts: (0,_index_tables_js__WEBPACK_IMPORTED_MODULE_4__/* .encodeTableParts */ .fj)(tables, { key, paths: index.order }, _record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .asciiJson */ .iL) };
}
function metaOf(input, generation, segments, baseTerms, records, tables) {
    const manifest = new Map();
    const skips = new Map();
    for (const [path, e] of input.manifest) {
        const record = input.records.get(e.hash);
        if (!record || (!record.skip && !records.has(e.hash)))
            continue;
        manifest.set(path, e);
        if (record.skip)
            skips.set(e.hash, { reason: record.skip.reason, ...(record.skip.detail !== undefined ? { detail: record.skip.detail } : {}) });
    }
    return {
        version: _store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .STORE_VERSION */ .Bk,
        build: _store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .STORE_BUILD */ .rF,
        generation,
        settings: input.listing.settings,
        ...(input.listing.commit ? { commit: input.listing.commit } : {}),
        segments,
        baseTerms,
        manifest,
        records,
        skips,
        walkSkips: input.listing.walkSkips,
        ...(tables ? { tables } : {}),
        ...(input.index?.links ? { links: true } : {}),
        ...(tables && input.index?.kinds ? { kinds: tables } : {}),
    };
}
/** Writes the extra files of a generation into `folder`. */
async function writeExtras(folder, meta, tables, input) {
    if (tables) {
        const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, _store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .TABLES_FILE */ .HU), 'w');
        try {
            // Parts come as views (moved postings: one per term), gathered into writes of WRITE_BATCH bytes.
            const out = new BatchedFile(file, 0);
            for (const part of tables.parts)
                await out.add(part);
            await out.flush();
        }
        finally {
            await file.close();
        }
    }
    if (input.index?.links)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, _store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .LINKS_FILE */ .ZM), (0,_import_links_js__WEBPACK_IMPORTED_MODULE_3__/* .encodeLinks */ .Gu)(input.index.order, input.index.links));
    if (meta.kinds && input.index?.kinds)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, _store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .KINDS_FILE */ .dv), (0,_stored_kinds_js__WEBPACK_IMPORTED_MODULE_12__/* .encodeKinds */ .mB)(input.index.kinds, meta.kinds, input.index.order.length), 'latin1');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, _store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .META_FILE */ .fg), (0,_store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .serializeMeta */ .Yt)(meta, _record_codec_js__WEBPACK_IMPORTED_MODULE_5__/* .asciiJson */ .iL), 'latin1');
}
/** Everything in one segment, with the vocabulary's order (dead terms dropped when they are many). */
async function writeCompacted(dir, input, live) {
    const order = input.index?.order;
    const compacted = compactedTerms(live, input.vocab, order);
    await breather();
    const tables = order ? await compactedTables(order, input, compacted) : undefined;
    const generation = (0,_store_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .newGeneration */ .BH)();
    const published = await (0,_store_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .publishGeneration */ .qF)(dir, generation, async (folder) => {
        const { bytes, entries } = await writeSegment((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, (0,_store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .segmentFile */ .AX)(0)), live, 0, compacted.remap, compacted.terms, compacted.order);
        await writeExtras(folder, metaOf(input, generation, [bytes], compacted.terms.length, entries, tables?.key), tables, input);
    });
    return published ? 'compacted' : 'superseded';
}
/** The base's segments linked in, one more with the records it lacks. */
async function writeAppended(dir, input, live, base) {
    const fresh = live.filter((r) => !base.meta.records.has(r.hash) && r.analysis);
    const id = base.segments.length;
    const tables = currentTables(input);
    const added = input.vocab.termsFrom(base.vocabSize);
    const generation = (0,_store_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .newGeneration */ .BH)();
    const published = await (0,_store_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .publishGeneration */ .qF)(dir, generation, async (folder) => {
        for (let i = 0; i < base.segments.length; i++)
            await (0,_store_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .linkOrCopy */ .L7)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(base.folder, (0,_store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .segmentFile */ .AX)(i)), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, (0,_store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .segmentFile */ .AX)(i)));
        const segment = await writeSegment((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, (0,_store_format_js__WEBPACK_IMPORTED_MODULE_7__/* .segmentFile */ .AX)(id)), fresh, id, undefined, added);
        const entries = new Map();
        for (const r of live) {
            const entry = base.meta.records.get(r.hash);
            if (entry)
                entries.set(r.hash, entry);
        }
        for (const [hash, entry] of segment.entries)
            entries.set(hash, entry);
        await writeExtras(folder, metaOf(input, generation, [...base.meta.segments, segment.bytes], base.meta.baseTerms, entries, tables?.key), tables, input);
    });
    return published ? 'appended' : 'superseded';
}
/**
 * Writes the records the manifest uses as the store's next generation: appended to the generation
 * they were read from when that stays small, else compacted. With `compact`, always compacted.
 */
async function writeStore(dir, input, options = {}) {
    const live = liveRecords(input);
    await breather();
    if (!options.compact && input.base && canAppend(input, live)) {
        try {
            return await writeAppended(dir, input, live, input.base);
        }
        catch (error) {
            // The base may have been removed by a newer writer since it was read: its records are still
            // readable through the open segments, so everything is written anew.
            if (error.code !== 'ENOENT')
                throw error;
        }
    }
    return writeCompacted(dir, input, live);
}


/***/ }),

/***/ 7687:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $g: () => (/* reexport safe */ _store_folder_js__WEBPACK_IMPORTED_MODULE_4__.$g),
/* harmony export */   Bk: () => (/* reexport safe */ _store_format_js__WEBPACK_IMPORTED_MODULE_3__.Bk),
/* harmony export */   Hy: () => (/* binding */ recordKey),
/* harmony export */   uz: () => (/* reexport safe */ _store_read_js__WEBPACK_IMPORTED_MODULE_5__.uz)
/* harmony export */ });
/* unused harmony export hashContent */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _code_import_skeleton_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3822);
/* harmony import */ var _record_codec_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7970);
/* harmony import */ var _store_format_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5533);
/* harmony import */ var _store_folder_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8624);
/* harmony import */ var _store_read_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(3488);
/* harmony import */ var _store_write_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(9425);
/**
 * The persisted index, in one place for its users: records keyed by content hash, a manifest of
 * path -> (size, mtime, hash), and the indexed commit, so that a start reads only what changed;
 * written as generations of append-only segments published by one rename, read with every part
 * checked, the text of its records checked against the files before use. The parts: the format
 * (store-format.ts), the folder policy (store-folder.ts), reading (store-read.ts), writing
 * (store-write.ts), the packed records (record-codec.ts, stored-analysis.ts, verify-text.ts).
 */







function hashContent(bytes) {
    return createHash('sha1').update(bytes).digest('hex');
}
/** Appended to the content of a file analyzed for its imports only before it is hashed. */
const IMPORTS_ONLY_KEY = '\0imports-only';
/**
 * The key of the record for the file at `path` with content `bytes`: the content's hash, told apart
 * for a file analyzed for its imports only (`importsOnlyPath`), so that the same content at a test's
 * path and at a source's has two records, each what its path asks for.
 */
function recordKey(path, bytes) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(bytes);
    if ((0,_code_import_skeleton_js__WEBPACK_IMPORTED_MODULE_1__/* .importsOnlyPath */ .iS)(path))
        hash.update(IMPORTS_ONLY_KEY);
    return hash.digest('hex');
}


/***/ }),

/***/ 3480:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  y: () => (/* binding */ DetailsGate),
  A: () => (/* binding */ StoredAnalysis)
});

// EXTERNAL MODULE: ./src/code/definition-text.ts
var definition_text = __nccwpck_require__(1242);
// EXTERNAL MODULE: ./src/repo/classify.ts
var classify = __nccwpck_require__(8748);
// EXTERNAL MODULE: ./src/search/store/record-codec.ts
var record_codec = __nccwpck_require__(7970);
// EXTERNAL MODULE: ./src/search/store/store-format.ts + 1 modules
var store_format = __nccwpck_require__(5533);
;// CONCATENATED MODULE: ./src/search/store/verify-text.ts
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
class SourceText {
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
            const text = this.text.split('\n').map(definition_text/* xmlDocText */.TG).join('\n');
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
function textProblems(source, definitions, imports) {
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
function fallbackDefinitions(source, definitions) {
    return definitions.map((d) => {
        const line = source.lines(d.startLine, d.startLine);
        const name = /[\p{L}_$][\p{L}\p{N}_$]*/u.exec(line)?.[0] ?? `line${d.startLine}`;
        const flat = line.replace(/\s+/g, ' ').trim();
        const signature = flat.length > FALLBACK_SIGNATURE ? `${flat.slice(0, FALLBACK_SIGNATURE - 1)}${ELLIPSIS}` : flat;
        return { name, qualifiedName: name, kind: d.kind, signature, startLine: d.startLine, endLine: d.endLine, nameLine: d.startLine };
    });
}

;// CONCATENATED MODULE: ./src/search/store/stored-analysis.ts





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
        return (0,store_format/* damagedIndex */.SQ)(error instanceof store_format/* DamagedIndexError */.cu ? error : error.message, this.options.where);
    }
}
class StoredAnalysis {
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
    get buildBanner() {
        const summary = this.coreValue ? undefined : this.parts.summary;
        return summary ? summary.buildBanner : this.core.buildBanner;
    }
    get importsOnly() {
        const summary = this.coreValue ? undefined : this.parts.summary;
        return summary ? summary.importsOnly : this.core.importsOnly;
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
                this.definitionList = (0,record_codec/* definitionsOf */.mu)(this.core);
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
            return (0,record_codec/* definitionsOf */.mu)(this.core);
        }
        catch (error) {
            throw this.gate.damaged(error);
        }
    }
    get imports() {
        if (!this.gate.isOpen)
            return [];
        // A record made from the file itself (or checked against it) holds the file's imports: its
        // definitions need not be unpacked for them (resolving a repository's imports asks every file).
        if (this.parts.trusted || this.checked)
            return this.storedImports();
        this.complete();
        return (this.importList ??= this.detailValue?.imports ?? []);
    }
    get references() {
        if (!this.gate.isOpen)
            return [];
        this.complete();
        return (this.referenceList ??= (0,record_codec/* unpackReferences */.XZ)(this.detailValue?.references ?? '', this.core.lineCount));
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
                this.detailValue = (0,record_codec/* parseDetails */.md)(this.detailsText(), this.core);
            }
            catch (error) {
                throw this.gate.damaged(error);
            }
        }
        return this.detailValue;
    }
    /** The imports as stored, without opening the gate (for resolving links; they name no text). */
    storedImports() {
        if (!this.parts.imports)
            return this.packedDetails().imports;
        try {
            return (this.storedImportList ??= this.parts.imports());
        }
        catch (error) {
            throw this.gate.damaged(error);
        }
    }
    /** The imports read alone (details packed with their imports first). */
    storedImportList;
    /**
     * Gives the definitions (if unpacked) their details, in place, once: checked against the file for
     * an untrusted record, and replaced by the file's own lines when the check fails.
     */
    complete() {
        if (this.completed)
            return;
        this.completed = true;
        const details = this.packedDetails();
        const definitions = (this.definitionList ??= (0,record_codec/* definitionsOf */.mu)(this.core));
        (0,record_codec/* applyDetails */.Np)(definitions, details);
        if (this.parts.trusted || this.checked)
            return;
        const problems = this.check(definitions, details.imports);
        if (!problems.length)
            return;
        this.gate.options.onRejected?.(this.parts.hash, problems);
        const bytes = this.readSource();
        const fallback = bytes ? fallbackDefinitions(new SourceText((0,classify/* decodeText */.g7)(bytes).text), definitions) : definitions.map((d) => ({ ...d, name: `line${d.startLine}`, qualifiedName: `line${d.startLine}`, signature: '', nameLine: d.startLine }));
        // In place: the objects may already be held elsewhere.
        definitions.forEach((def, i) => {
            const f = fallback[i];
            delete def.parent;
            delete def.doc;
            Object.assign(def, { name: f.name, qualifiedName: f.qualifiedName, signature: f.signature, nameLine: f.nameLine });
        });
        (0,definition_text/* fillMembers */.x$)(definitions);
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
            details = (0,record_codec/* parseDetails */.md)(this.detailsText(), this.core);
            definitions = (0,record_codec/* definitionsOf */.mu)(this.core);
        }
        catch (error) {
            return [error.message];
        }
        (0,record_codec/* applyDetails */.Np)(definitions, details);
        const problems = textProblems(new SourceText((0,classify/* decodeText */.g7)(bytes).text), definitions, details.imports);
        if (!problems.length)
            this.checked = true;
        return problems;
    }
    /** Checked already against the file (`checkAgainst`). */
    checked = false;
    readSource() {
        return this.gate.options.source?.(this.parts.hash);
    }
    /** What in the text is not the file's (everything, when the file is not there or has changed). */
    check(definitions, imports) {
        if (!definitions.length && !imports.length)
            return [];
        const bytes = this.readSource();
        if (!bytes)
            return ['the file is not there with this content'];
        return textProblems(new SourceText((0,classify/* decodeText */.g7)(bytes).text), definitions, imports);
    }
}


/***/ }),

/***/ 6941:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   hH: () => (/* binding */ maxKindsBytes),
/* harmony export */   mB: () => (/* binding */ encodeKinds),
/* harmony export */   sM: () => (/* binding */ decodeKinds)
/* harmony export */ });
/* unused harmony export KINDS_RULES */
/**
 * The index kinds (index/index-kinds.ts: build outputs and shadowed declarations) as a generation
 * keeps them beside its tables, in `kinds.json`: tied to the tables' key (the indexed files' paths
 * and contents, in order, which is all the kinds are worked out from) and to the rules' version.
 * Reading checks everything (a store may come from elsewhere): the key, the rules, file ids in
 * range and each given once, the reasons, shares finite in [0, 1], sizes bounded. Anything wrong
 * gives no kinds, never part of them: they are then worked out again. Pure functions.
 */
/**
 * The version of the rules index/index-kinds.ts works the kinds out by: bump it when they change,
 * and kinds a store kept by other rules are not used.
 */
const KINDS_RULES = 1;
const WHYS = ['repeats', 'package', 'banner'];
/** Bytes a kinds file may have per indexed file (an id, a reason or a share, and their separators), and beyond. */
const BYTES_PER_FILE = 64;
const BYTES_BASE = 1024;
/** The most bytes a kinds file for `files` files can take: a longer one is not read. */
function maxKindsBytes(files) {
    return BYTES_BASE + BYTES_PER_FILE * files;
}
/** The kinds of an index of `files` files whose tables have key `key`, as `kinds.json` holds them. */
function encodeKinds(kinds, key, files) {
    const outputs = [...kinds.buildOutputs.keys()].sort((a, b) => a - b);
    const shadowed = [...kinds.shadowed.keys()].sort((a, b) => a - b);
    const file = { rules: KINDS_RULES, key, files, outputs, why: outputs.map((f) => kinds.buildOutputs.get(f)), shadowed, shares: shadowed.map((f) => kinds.shadowed.get(f)) };
    return JSON.stringify(file);
}
/** Ids each an integer in [0, files), each given once. */
function checkIds(ids, files) {
    if (!Array.isArray(ids) || ids.length > files)
        return false;
    const seen = new Set();
    for (const id of ids) {
        if (!Number.isInteger(id) || id < 0 || id >= files || seen.has(id))
            return false;
        seen.add(id);
    }
    return true;
}
/**
 * The kinds a `kinds.json` text holds for the tables of key `key` over `files` files, or why they
 * cannot be used.
 */
function decodeKinds(text, key, files) {
    if (text.length > maxKindsBytes(files))
        return 'a kinds file longer than its index allows';
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return 'a kinds file that is not JSON';
    }
    if (!value || typeof value !== 'object' || Array.isArray(value))
        return 'a kinds file that is not an object';
    if (value.rules !== KINDS_RULES)
        return 'kinds worked out by other rules';
    if (value.key !== key || value.files !== files)
        return 'kinds of other files';
    const { outputs, why, shadowed, shares } = value;
    if (!checkIds(outputs, files) || !checkIds(shadowed, files))
        return 'kinds with file ids out of range or repeated';
    if (!Array.isArray(why) || why.length !== outputs.length || !why.every((w) => WHYS.includes(w)))
        return 'build outputs without a known reason';
    if (!Array.isArray(shares) || shares.length !== shadowed.length || !shares.every((s) => typeof s === 'number' && Number.isFinite(s) && s >= 0 && s <= 1))
        return 'shadowed shares out of range';
    return { buildOutputs: new Map(outputs.map((f, i) => [f, why[i]])), shadowed: new Map(shadowed.map((f, i) => [f, shares[i]])) };
}


/***/ }),

/***/ 5536:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ PackedTerms),
/* harmony export */   Es: () => (/* binding */ countIds),
/* harmony export */   Ge: () => (/* binding */ documentLength),
/* harmony export */   TS: () => (/* binding */ Bm25Index),
/* harmony export */   VI: () => (/* binding */ Vocabulary),
/* harmony export */   lF: () => (/* binding */ countTerms)
/* harmony export */ });
/* unused harmony exports BM25_K1, BM25_B */
/* harmony import */ var _sort_strings_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(301);
/**
 * BM25 over term-id documents: a shared vocabulary, compact forward lists (what the persisted index
 * stores) and an inverted index built from them in one counting pass.
 */

const BM25_K1 = 1.2;
const BM25_B = 0.75;
/**
 * Sorted terms in one string, each followed by a NUL (no term has one: tokens are identifier
 * characters, path terms come from file names): a persisted vocabulary is read as one string, and a
 * term becomes a string of its own only when asked for.
 */
class PackedTerms {
    text;
    starts;
    constructor(text, 
    /** Where each term starts, plus the end. */
    starts) {
        this.text = text;
        this.starts = starts;
    }
    static pack(terms) {
        return terms.length ? `${terms.join('\0')}\0` : '';
    }
    /**
     * Undefined when `text` is not what `pack` writes (of `count` terms, when given: then the terms are
     * found in one pass instead of being counted first).
     */
    static unpack(text, count) {
        if (text.length && !text.endsWith('\0'))
            return undefined;
        if (count === undefined) {
            // Counted first, then filled: no growing array of hundreds of thousands of numbers.
            count = 0;
            for (let at = text.indexOf('\0'); at !== -1; at = text.indexOf('\0', at + 1))
                count++;
        }
        const starts = new Uint32Array(count + 1);
        let i = 0;
        for (let at = text.indexOf('\0'); at !== -1; at = text.indexOf('\0', at + 1)) {
            if (i === count)
                return undefined;
            starts[++i] = at + 1;
        }
        return i === count ? new PackedTerms(text, starts) : undefined;
    }
    /**
     * Whether every term is below the next (as `<` compares strings), compared in place; with
     * `order`, the terms taken in that order (which must then name each term once).
     */
    ascending(order) {
        const { text, starts } = this;
        const n = starts.length - 1;
        if (order) {
            if (order.length !== n)
                return false;
            const seen = new Uint8Array(n);
            for (let i = 0; i < n; i++) {
                const id = order[i];
                if (id >= n || seen[id])
                    return false;
                seen[id] = 1;
            }
        }
        for (let i = 1; i < n; i++) {
            const [p, q] = order ? [order[i - 1], order[i]] : [i - 1, i];
            const a = starts[p];
            const b = starts[q];
            const aEnd = starts[p + 1] - 1;
            const bEnd = starts[q + 1] - 1;
            let k = 0;
            while (a + k < aEnd && b + k < bEnd && text.charCodeAt(a + k) === text.charCodeAt(b + k))
                k++;
            // Below: a proper prefix of the next, or a smaller code unit where they first differ.
            const below = a + k === aEnd ? b + k < bEnd : b + k < bEnd && text.charCodeAt(a + k) < text.charCodeAt(b + k);
            if (!below)
                return false;
        }
        return true;
    }
    get length() {
        return this.starts.length - 1;
    }
    at(i) {
        return this.text.slice(this.starts[i], this.starts[i + 1] - 1);
    }
    /** Terms `from` to `to` (exclusive) as `pack` writes them. */
    slice(from, to) {
        return this.text.slice(this.starts[from], this.starts[to]);
    }
    /** The index of the first term not below `term` (as `<` compares strings; the terms sorted), or the count. */
    lowerBound(term) {
        let [lo, hi] = [0, this.length];
        while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (this.at(mid) < term)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    }
    /** Whether term `i` holds the character with code `code`, looked for in place. */
    holds(i, code) {
        const end = this.starts[i + 1] - 1;
        for (let at = this.starts[i]; at < end; at++)
            if (this.text.charCodeAt(at) === code)
                return true;
        return false;
    }
}
/**
 * Term strings <-> dense ids. A vocabulary read from the persisted index is its terms by id with
 * their sorted order (`order`: the ids by term), or terms already sorted, and is looked up by binary
 * search instead of being loaded into a hash map (the map would cost more than the search it
 * serves); terms added later live in a small map of their own.
 */
class Vocabulary {
    ids = new Map();
    /** The terms searched by bisection (ids 0 to their count - 1), then the ones added since. */
    base;
    /** The base's ids in the order of their terms; none when the base is sorted itself. */
    order;
    added = [];
    constructor(terms = [], options = {}) {
        if (options.order && options.order.length !== terms.length)
            throw new Error('a vocabulary order of another size than its terms');
        if (options.sorted || options.order || terms instanceof PackedTerms) {
            this.base = terms instanceof PackedTerms ? terms : [...terms];
            this.order = options.order;
        }
        else {
            this.base = [];
            this.order = undefined;
            for (const t of terms)
                this.add(t);
        }
    }
    baseAt(id) {
        return this.base instanceof PackedTerms ? this.base.at(id) : this.base[id];
    }
    /** The id of the base's term of rank `rank` in sorted order. */
    idAt(rank) {
        return this.order ? this.order[rank] : rank;
    }
    search(term) {
        let lo = 0;
        let hi = this.base.length - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >>> 1;
            const id = this.idAt(mid);
            const t = this.baseAt(id);
            if (t === term)
                return id;
            if (t < term)
                lo = mid + 1;
            else
                hi = mid - 1;
        }
        return undefined;
    }
    add(term) {
        let id = this.get(term);
        if (id === undefined) {
            id = this.size;
            this.ids.set(term, id);
            this.added.push(term);
        }
        return id;
    }
    get(term) {
        return this.ids.get(term) ?? (this.base.length ? this.search(term) : undefined);
    }
    /** The term with id `id`. */
    term(id) {
        if (id < 0 || id >= this.size)
            return undefined;
        return id < this.base.length ? this.baseAt(id) : this.added[id - this.base.length];
    }
    /** Every term, by id (a new array: made only to write a store or to inspect). */
    get terms() {
        return this.termsFrom(0);
    }
    /** The terms of id `start` on, by id (a new array). */
    termsFrom(start) {
        const out = [];
        for (let i = start; i < this.base.length; i++)
            out.push(this.baseAt(i));
        return out.concat(start <= this.base.length ? this.added : this.added.slice(start - this.base.length));
    }
    get size() {
        return this.base.length + this.added.length;
    }
    /**
     * The ids of every term and of `extra` (terms it lacks, given the ids after its own, in turn),
     * sorted by term: the base's order merged with the other terms sorted (a term is never in both).
     */
    sortedIds(extra = []) {
        const first = this.base.length;
        const restSorted = (0,_sort_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .sortStrings */ .H)(this.added.concat(extra));
        // The added terms' ids are in `ids` already; only the extra ones need numbering here.
        const extraIds = new Map(extra.map((term, i) => [term, this.size + i]));
        const out = new Uint32Array(this.size + extra.length);
        let [b, r, w] = [0, 0, 0];
        let baseTerm = first ? this.baseAt(this.idAt(0)) : undefined;
        while (baseTerm !== undefined || r < restSorted.length) {
            if (baseTerm !== undefined && (r === restSorted.length || baseTerm < restSorted[r])) {
                out[w++] = this.idAt(b++);
                baseTerm = b < first ? this.baseAt(this.idAt(b)) : undefined;
            }
            else {
                const term = restSorted[r++];
                out[w++] = this.ids.get(term) ?? extraIds.get(term);
            }
        }
        return out;
    }
}
/** Counts the tokens of one document into interleaved id/count pairs. */
function countTerms(tokens, vocab) {
    const ids = [];
    for (const t of tokens)
        ids.push(vocab.add(t));
    return countIds(ids);
}
/** Term ids (any order, repeats allowed) -> sorted (id, count) pairs. Sorts `ids` in place. */
function countIds(ids) {
    ids.sort((a, b) => a - b);
    let distinct = 0;
    for (let i = 0; i < ids.length; i++)
        if (i === 0 || ids[i] !== ids[i - 1])
            distinct++;
    const out = new Uint32Array(distinct * 2);
    let at = -2;
    for (let i = 0; i < ids.length; i++) {
        if (i === 0 || ids[i] !== ids[i - 1]) {
            at += 2;
            out[at] = ids[i];
        }
        out[at + 1]++;
    }
    return out;
}
function documentLength(terms) {
    let n = 0;
    for (let i = 1; i < terms.length; i += 2)
        n += terms[i];
    return n;
}
/** Terms whose postings a lazily read index keeps once read. */
const POSTING_CACHE_TERMS = 4096;
/** An inverted BM25 index over `docs.length` documents. */
class Bm25Index {
    docCount;
    avgLength;
    lengths;
    offsets;
    /** All postings in memory, or read by term from `source` (and kept for the last terms used). */
    postingDocs;
    postingCounts;
    source;
    termsRead = new Map();
    constructor(source, vocabSize = 0) {
        const parts = Array.isArray(source) ? invert(source, vocabSize) : source;
        this.lengths = parts.lengths;
        this.offsets = parts.offsets;
        if ('postings' in parts)
            this.source = parts.postings;
        else {
            this.postingDocs = parts.postingDocs;
            this.postingCounts = parts.postingCounts;
        }
        this.docCount = parts.lengths.length;
        let sumLength = 0;
        for (let d = 0; d < this.docCount; d++)
            sumLength += parts.lengths[d];
        this.avgLength = this.docCount ? sumLength / this.docCount || 1 : 1;
    }
    /** Every array, postings included (read whole if they were read by term until now). */
    parts() {
        if (!this.postingDocs || !this.postingCounts) {
            const all = this.source.read(0, this.offsets[this.offsets.length - 1]);
            this.postingDocs = all.docs;
            this.postingCounts = all.counts;
            this.termsRead.clear();
        }
        return { lengths: this.lengths, offsets: this.offsets, postingDocs: this.postingDocs, postingCounts: this.postingCounts };
    }
    /** A term's postings (documents and counts). */
    postings(id) {
        const from = this.offsets[id];
        const to = this.offsets[id + 1];
        if (this.postingDocs && this.postingCounts)
            return { docs: this.postingDocs.subarray(from, to), counts: this.postingCounts.subarray(from, to) };
        let got = this.termsRead.get(id);
        if (!got) {
            got = this.source.read(from, to);
            if (this.termsRead.size >= POSTING_CACHE_TERMS)
                this.termsRead.clear();
            this.termsRead.set(id, got);
        }
        return got;
    }
    /** Number of term ids the index knows (ids past it occur in no document). */
    get termCount() {
        return this.offsets.length - 1;
    }
    documentFrequency(id) {
        return id < this.termCount ? this.offsets[id + 1] - this.offsets[id] : 0;
    }
    idf(id) {
        const df = this.documentFrequency(id);
        return Math.log(1 + (this.docCount - df + 0.5) / (df + 0.5));
    }
    /** Adds each document's BM25 score for the weighted query terms into `scores`. */
    score(query, scores, k1 = BM25_K1, b = BM25_B) {
        for (const { id, weight } of query) {
            if (this.documentFrequency(id) === 0)
                continue;
            const idf = this.idf(id) * weight;
            const { docs, counts } = this.postings(id);
            for (let p = 0; p < docs.length; p++) {
                const d = docs[p];
                const tf = counts[p];
                const norm = k1 * (1 - b + (b * this.lengths[d]) / this.avgLength);
                scores[d] += (idf * tf * (k1 + 1)) / (tf + norm);
            }
        }
    }
    /**
     * A query made ready for `scoreWeighed`: each term's IDF times its weight (worked out once for
     * every document scored), and the slot its count will have in the count arrays given there (`slotOf`).
     */
    weighQuery(query, slotOf) {
        return { slots: Uint32Array.from(query, (q) => slotOf(q.id)), weights: Float64Array.from(query, (q) => this.idf(q.id) * q.weight) };
    }
    /** BM25 of one outside document, given its counts by slot, against this index's statistics. */
    scoreWeighed(query, counts, length, k1 = BM25_K1, b = BM25_B) {
        let score = 0;
        const norm = k1 * (1 - b + (b * length) / this.avgLength);
        for (let i = 0; i < query.slots.length; i++) {
            const tf = counts[query.slots[i]];
            if (!tf)
                continue;
            score += (query.weights[i] * tf * (k1 + 1)) / (tf + norm);
        }
        return score;
    }
    /** The documents containing a term. */
    *documentsWith(id) {
        if (id >= this.termCount)
            return;
        yield* this.postings(id).docs;
    }
}
/** Postings of `docs` grouped by term, in one counting pass. */
function invert(docs, vocabSize) {
    const lengths = new Uint32Array(docs.length);
    const offsets = new Uint32Array(vocabSize + 1);
    let total = 0;
    docs.forEach((terms, d) => {
        lengths[d] = documentLength(terms);
        for (let i = 0; i < terms.length; i += 2)
            offsets[terms[i] + 1]++;
        total += terms.length / 2;
    });
    for (let t = 0; t < vocabSize; t++)
        offsets[t + 1] += offsets[t];
    const postingDocs = new Uint32Array(total);
    const postingCounts = new Uint32Array(total);
    const fill = offsets.slice(0, vocabSize);
    docs.forEach((terms, d) => {
        for (let i = 0; i < terms.length; i += 2) {
            const at = fill[terms[i]]++;
            postingDocs[at] = d;
            postingCounts[at] = terms[i + 1];
        }
    });
    return { lengths, offsets, postingDocs, postingCounts };
}


/***/ }),

/***/ 301:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ sortStrings)
/* harmony export */ });
/* unused harmony export prefixKey */
/**
 * Sorting large arrays of strings in the order `Array.prototype.sort()` gives (UTF-16 code units,
 * equal strings in their first order) with far fewer string comparisons: the strings are ordered by
 * two code units at a time, as numbers in a typed array sorted natively, a level deeper for each
 * long run sharing them, and only short runs are sorted by comparing strings. Pure.
 */
const UNIT = 0x10000;
/** Positions folded into the keys: 2 x 16 bits of prefix and 21 bits of position stay exact in a double. */
const POSITION_SPAN = 2 ** 21;
/** Runs of strings sharing their leading units that are sorted by the next units first, when longer. */
const MIN_RUN = 32;
/** Deepest level (in pairs of units) ordered by keys; below, runs are sorted by string comparison. */
const MAX_DEPTH = 6;
/**
 * The number of a string's two code units from `at`: a missing unit counts as 0, so a string's key
 * is never above the key of a string it is a prefix of (equal keys are left to the next level).
 */
function prefixKey(s, at = 0) {
    return (s.length > at ? s.charCodeAt(at) : 0) * UNIT + (s.length > at + 1 ? s.charCodeAt(at + 1) : 0);
}
/** `strings` sorted in place as `strings.sort()` sorts them; returns it. */
function sortStrings(strings) {
    const sorted = sortFrom(strings, 0);
    for (let i = 0; i < sorted.length; i++)
        strings[i] = sorted[i];
    return strings;
}
/** `strings`, which share their first `depth` pairs of units (a missing one as 0), sorted (a new array). */
function sortFrom(strings, depth) {
    const n = strings.length;
    if (n < MIN_RUN || n >= POSITION_SPAN || depth >= MAX_DEPTH)
        return strings.slice().sort();
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++)
        keys[i] = prefixKey(strings[i], 2 * depth) * POSITION_SPAN + i;
    keys.sort();
    const out = [];
    for (let start = 0; start < n;) {
        const prefix = Math.floor(keys[start] / POSITION_SPAN);
        let end = start + 1;
        while (end < n && Math.floor(keys[end] / POSITION_SPAN) === prefix)
            end++;
        // Within a run, positions ascend: equal strings stay in their first order.
        const run = [];
        for (let k = start; k < end; k++)
            run.push(strings[keys[k] % POSITION_SPAN]);
        for (const r of run.length === 1 ? run : sortFrom(run, depth + 1))
            out.push(r);
        start = end;
    }
    return out;
}


/***/ }),

/***/ 9087:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ MAX_TERM_NUMBERS),
/* harmony export */   z: () => (/* binding */ TermNumbers)
/* harmony export */ });
const NO_ID = -1;
/**
 * Terms one numbering holds before the analyzing thread starts a new one: bounds the memory of its
 * table (about 100 bytes a term) on a repository of millions of distinct terms, at the cost of
 * sending again the texts of terms met after the change.
 */
const MAX_TERM_NUMBERS = 1_000_000;
class TermNumbers {
    /** Text -> number, on the analyzing side. */
    numbers = new Map();
    /** Text of each number. */
    texts = [];
    /** Texts before this one have been taken by `takeFresh`. */
    sent = 0;
    /** Per vocabulary: number -> id, NO_ID where not looked up yet. */
    ids = new WeakMap();
    /** The number of `term`, a new one the first time. */
    number(term) {
        let n = this.numbers.get(term);
        if (n === undefined) {
            n = this.texts.length;
            this.numbers.set(term, n);
            this.texts.push(term);
        }
        return n;
    }
    /** The texts numbered since the last call, each followed by a NUL. */
    takeFresh() {
        if (this.sent === this.texts.length)
            return '';
        let out = '';
        for (let n = this.sent; n < this.texts.length; n++)
            out += `${this.texts[n]}\0`;
        this.sent = this.texts.length;
        return out;
    }
    /** Appends texts `takeFresh` gave on the analyzing side: they get the next numbers, in order. */
    receive(fresh) {
        if (!fresh)
            return;
        if (!fresh.endsWith('\0'))
            throw new Error('term texts that do not end with a NUL');
        const parts = fresh.split('\0');
        for (let i = 0; i + 1 < parts.length; i++)
            this.texts.push(parts[i]);
    }
    /** The text of term number `n`. */
    text(n) {
        const text = this.texts[n];
        if (text === undefined)
            throw new Error(`term number ${n} was never received`);
        return text;
    }
    /** How many terms are numbered. */
    get size() {
        return this.texts.length;
    }
    /**
     * Each of `refs` (numbers) as an id of `vocab`; terms `vocab` lacks are added to it in the order
     * they first come in `refs`.
     */
    idsIn(vocab, refs) {
        let map = this.ids.get(vocab);
        if (!map || map.length < this.texts.length) {
            const grown = new Int32Array(Math.max(this.texts.length, map ? map.length * 2 : 1024)).fill(NO_ID);
            if (map)
                grown.set(map);
            map = grown;
            this.ids.set(vocab, map);
        }
        const out = new Uint32Array(refs.length);
        for (let k = 0; k < refs.length; k++) {
            const n = refs[k];
            let id = map[n];
            if (id === NO_ID)
                id = map[n] = vocab.add(this.text(n));
            out[k] = id;
        }
        return out;
    }
}


/***/ }),

/***/ 7435:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  nV: () => (/* binding */ countTokenNumbers),
  ih: () => (/* binding */ countTokens),
  qF: () => (/* binding */ forEachToken),
  bs: () => (/* binding */ forEachWantedToken),
  _s: () => (/* binding */ pathTokens),
  ls: () => (/* binding */ plainTokens),
  a0: () => (/* binding */ splitIdentifier),
  qw: () => (/* binding */ tokenize)
});

// UNUSED EXPORTS: STOP_WORDS, forEachMemberChain, forEachWord, stem, tokensOfWord

// EXTERNAL MODULE: ./src/search/terms/term-numbers.ts
var term_numbers = __nccwpck_require__(9087);
;// CONCATENATED MODULE: ./src/search/terms/word-table.ts
/**
 * The words counting has met, each with its tokens' numbers, in one open-addressing table of typed
 * arrays: a word of a text is found from where it lies in that text, without cutting a string out of
 * it or asking a Map (whose lookups, a string's hash then its entry, its key and its value scattered
 * over the heap, were most of the time of counting a chunk's terms). A slot holds everything a
 * repeated word needs (its hash, length, up to 12 characters, how many tokens it gives, its count in
 * the chunk being counted), so a word met again costs one cache line. Longer words keep their
 * characters in a pool. Words are ASCII (what the tokenizer's scanners cut: a character is 8 bits of
 * a slot or a byte of the pool); each thread counting has its own tables (see tokenizer.ts).
 */
/** Int32 fields of one slot. */
const SLOT = 8;
/** The fields, by offset in a slot. */
const HASH = 0;
/** Length in bits 0-7 (0: an empty slot), number of tokens in the bits above. */
const META = 1;
/** Characters 0-11, four to an int (ASCII); for a longer word, field CHARS is its pool offset. */
const CHARS = 2;
const PASS = 5;
const COUNT = 6;
const ID = 7;
/** Words up to this long are compared in their slot. */
const INLINE_CHARS = 12;
const NOT_NUMBERED = -1;
/** Longest word the table holds (its length is 8 bits of a slot). */
const MAX_WORD = 255;
class WordTable {
    tokensOf;
    slots;
    mask;
    used = 0;
    pool = new Uint8Array(1 << 16);
    poolEnd = 0;
    /** The numbering `numbers` holds numbers of. */
    numbering;
    /** Per id: where its tokens' numbers start in `numbers`, NOT_NUMBERED before they are worked out. */
    numbered = new Int32Array(1024).fill(NOT_NUMBERED);
    /** The tokens' numbers of the words met since `numbering` became the current one. */
    numbers = new Uint32Array(1 << 14);
    numbersEnd = 0;
    /**
     * `tokensOf` gives a word's tokens (the same every time it is asked): they are numbered when the
     * word is first met and not kept; a new numbering asks for them again.
     */
    constructor(tokensOf, capacity = 1 << 14) {
        this.tokensOf = tokensOf;
        this.slots = new Int32Array(capacity * SLOT);
        this.mask = capacity - 1;
    }
    /**
     * Where the numbers (in `numbering`) of the tokens of the word in the slot at `at` start in
     * `numbers`, worked out once per numbering. The array may be replaced by the call: read `numbers`
     * after it.
     */
    numbersOf(at, numbering) {
        this.use(numbering);
        const id = this.slots[at + ID];
        const known = this.numbered[id];
        return known !== NOT_NUMBERED ? known : this.number(id, this.tokensOf(this.wordAt(at)), numbering);
    }
    /** Starts numbering with `numbering` when it is another one than the last. */
    use(numbering) {
        if (numbering === this.numbering)
            return;
        this.numbering = numbering;
        this.numbered.fill(NOT_NUMBERED);
        this.numbersEnd = 0;
    }
    /** Numbers `tokens`, the tokens of word `id`, in `numbering`; returns where they start. */
    number(id, tokens, numbering) {
        if (id >= this.numbered.length) {
            const grown = new Int32Array(Math.max(id + 1, this.numbered.length * 2)).fill(NOT_NUMBERED);
            grown.set(this.numbered);
            this.numbered = grown;
        }
        if (this.numbersEnd + tokens.length > this.numbers.length) {
            const grown = new Uint32Array(Math.max(this.numbersEnd + tokens.length, this.numbers.length * 2));
            grown.set(this.numbers);
            this.numbers = grown;
        }
        const start = this.numbersEnd;
        for (let k = 0; k < tokens.length; k++)
            this.numbers[this.numbersEnd++] = numbering.number(tokens[k]);
        this.numbered[id] = start;
        return start;
    }
    /** The word in the slot at `at`, from its characters. */
    wordAt(at) {
        const len = this.slots[at + META] & 0xff;
        const codes = [];
        if (len > INLINE_CHARS) {
            const from = this.slots[at + CHARS];
            for (let k = 0; k < len; k++)
                codes.push(this.pool[from + k]);
        }
        else
            for (let k = 0; k < len; k++)
                codes.push((this.slots[at + CHARS + (k >> 2)] >>> (8 * (k & 3))) & 0xff);
        return String.fromCharCode(...codes);
    }
    /** Words held. */
    get size() {
        return this.used;
    }
    /** Slot fields, for the counting loop to read and write in place. */
    get data() {
        return this.slots;
    }
    /**
     * Makes room for `more` new words, so that no slot moves before the next call. When the slots had
     * to move, gives each old slot's new offset (by old offset / SLOT_FIELDS.SIZE).
     */
    reserve(more) {
        if ((this.used + more) * 2 <= this.mask + 1)
            return undefined;
        let capacity = this.mask + 1;
        while ((this.used + more) * 2 > capacity)
            capacity *= 2;
        const old = this.slots;
        const moved = new Int32Array(old.length / SLOT);
        this.slots = new Int32Array(capacity * SLOT);
        this.mask = capacity - 1;
        for (let at = 0; at < old.length; at += SLOT) {
            if ((old[at + META] & 0xff) === 0)
                continue;
            let i = old[at + HASH] & this.mask;
            while ((this.slots[i * SLOT + META] & 0xff) !== 0)
                i = (i + 1) & this.mask;
            for (let k = 0; k < SLOT; k++)
                this.slots[i * SLOT + k] = old[at + k];
            moved[at / SLOT] = i * SLOT;
        }
        return moved;
    }
    /**
     * The offset in `data` of the slot of the word `text.slice(start, end)` (1 to MAX_WORD ASCII
     * characters), added when new, its tokens numbered in `numbering`. `reserve` must have made room
     * for it.
     */
    slotOf(text, start, end, numbering) {
        const len = end - start;
        let h = 0x811c9dc5;
        let w0 = 0;
        let w1 = 0;
        let w2 = 0;
        for (let k = 0; k < len; k++) {
            const c = text.charCodeAt(start + k);
            h = Math.imul(h ^ c, 0x01000193);
            if (k < 4)
                w0 |= c << (8 * k);
            else if (k < 8)
                w1 |= c << (8 * (k - 4));
            else if (k < 12)
                w2 |= c << (8 * (k - 8));
        }
        h ^= h >>> 16;
        h = Math.imul(h, 0x85ebca6b);
        h ^= h >>> 13;
        const slots = this.slots;
        const mask = this.mask;
        for (let i = h & mask;; i = (i + 1) & mask) {
            const at = i * SLOT;
            const meta = slots[at + META];
            if ((meta & 0xff) === 0)
                return this.add(at, h, text, start, len, w0, w1, w2, numbering);
            if (slots[at + HASH] !== h || (meta & 0xff) !== len)
                continue;
            if (len <= INLINE_CHARS) {
                if (slots[at + CHARS] === w0 && slots[at + CHARS + 1] === w1 && slots[at + CHARS + 2] === w2)
                    return at;
            }
            else if (this.poolHolds(slots[at + CHARS], text, start, len))
                return at;
        }
    }
    poolHolds(offset, text, start, len) {
        const pool = this.pool;
        for (let k = 0; k < len; k++)
            if (pool[offset + k] !== text.charCodeAt(start + k))
                return false;
        return true;
    }
    add(at, h, text, start, len, w0, w1, w2, numbering) {
        const tokens = this.tokensOf(text.slice(start, start + len));
        const id = this.used;
        this.use(numbering);
        this.number(id, tokens, numbering);
        const slots = this.slots;
        slots[at + HASH] = h;
        slots[at + META] = len | (tokens.length << 8);
        if (len <= INLINE_CHARS) {
            slots[at + CHARS] = w0;
            slots[at + CHARS + 1] = w1;
            slots[at + CHARS + 2] = w2;
        }
        else {
            if (this.poolEnd + len > this.pool.length) {
                const grown = new Uint8Array(this.pool.length * 2);
                grown.set(this.pool);
                this.pool = grown;
            }
            for (let k = 0; k < len; k++)
                this.pool[this.poolEnd + k] = text.charCodeAt(start + k);
            slots[at + CHARS] = this.poolEnd;
            this.poolEnd += len;
        }
        slots[at + PASS] = 0;
        slots[at + COUNT] = 0;
        slots[at + ID] = id;
        this.used++;
        return at;
    }
}
/** Offsets of the slot fields the counting loop reads and writes (`WordTable.data`). */
const SLOT_FIELDS = { META, PASS, COUNT, ID, SIZE: SLOT };

;// CONCATENATED MODULE: ./src/search/terms/tokenizer.ts
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
    const parts = identifierParts(identifier);
    if (partCache.size >= PART_CACHE_LIMIT)
        partCache.clear();
    partCache.set(identifier, parts);
    return parts;
}
/** `splitIdentifier` without its cache (for callers that keep each word's tokens themselves). */
function identifierParts(identifier) {
    const parts = [];
    if (isLowerWord(identifier)) {
        // Most words of code and prose: one part, no pattern matching needed.
        if (identifier.length >= MIN_PART && !STOP_WORDS.has(identifier))
            parts.push(stem(identifier));
        return parts;
    }
    const add = (lower) => {
        if (lower.length >= MIN_PART && !STOP_WORDS.has(lower))
            parts.push(stem(lower));
    };
    if (!/[0-9]/.test(identifier)) {
        forEachLetterPart(identifier, (start, end) => add(identifier.slice(start, end).toLowerCase()));
        return parts;
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
    return parts;
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
    forEachWordSpan(text, 0, text.length, (start, end) => visit(text.slice(start, end), start));
}
/** `forEachWord` of `text.slice(lo, hi)`, each word given as where it starts and ends in `text`. */
function forEachWordSpan(text, lo, hi, visit) {
    let i = lo;
    while (i < hi) {
        const c = text.charCodeAt(i);
        const start = i;
        if (isIdentifierStart(c)) {
            i++;
            for (;;) {
                while (i < hi && isIdentifierChar(text.charCodeAt(i)))
                    i++;
                // A hyphen and a letter continue the word (kebab-case).
                if (i + 1 >= hi || text.charCodeAt(i) !== 45 /* - */ || !isLetter(text.charCodeAt(i + 1)))
                    break;
                i += 2;
            }
            visit(start, i);
        }
        else if (isDigit(c)) {
            i++;
            while (i < hi && isDigit(text.charCodeAt(i)))
                i++;
            visit(start, i);
        }
        else
            i++;
    }
}
/** Tokens of the words queries and snippets are split into (counting has its own tables, below). */
const wordCache = new Map();
const WORD_CACHE_LIMIT = 200_000;
/** The tokens of one word (a match of WORD): words repeat heavily, their tokens are worked out once. */
function cachedTokens(word) {
    let tokens = wordCache.get(word);
    if (tokens === undefined) {
        tokens = tokensOfWord(word);
        if (wordCache.size >= WORD_CACHE_LIMIT)
            wordCache.clear();
        wordCache.set(word, tokens);
    }
    return tokens;
}
/** The tokens of one word (a match of WORD) at `offset`. */
function wordTokens(word, offset, emit) {
    const tokens = cachedTokens(word);
    for (let i = 0; i < tokens.length; i++)
        emit(tokens[i], offset);
}
/** Which count is under way: marks the word slots met in it. */
let countPass = 0;
/** Per term number, its count in the text being counted; zero again after each count. */
let tally = new Uint32Array(1024);
/** The terms of one count in the order they first come, each with its count (kept in `tally`). */
class TermTally {
    refs = [];
    add(n, count) {
        if (n >= tally.length) {
            const grown = new Uint32Array(Math.max(n + 1, tally.length * 2));
            grown.set(tally);
            tally = grown;
        }
        if (tally[n] === 0)
            this.refs.push(n);
        tally[n] = tally[n] + count;
    }
    /** The terms and their counts, `tally` zeroed again for the next count. */
    take() {
        const counts = this.refs.map((n) => tally[n]);
        for (const n of this.refs)
            tally[n] = 0;
        return { refs: this.refs, counts };
    }
}
/** The numbering `countTokens` counts with before giving the terms back as texts. */
let textNumbering = new term_numbers/* TermNumbers */.z();
/**
 * How many times each token of the text from `start` to `end` comes (the tokens `forEachToken` gives
 * for that slice, each term where it first comes), each token also added to its line's count in
 * `lineTokens`, lines starting at `starts` (ascending offsets into `text`, the first 0). Each
 * distinct word's tokens are counted once, times the word's count, instead of once per occurrence.
 */
function countTokens(text, start, end, starts, lineTokens) {
    // One numbering for every call (started again past MAX_TERM_NUMBERS): a word's token numbers are
    // then worked out once, not once per chunk.
    if (textNumbering.size >= term_numbers/* MAX_TERM_NUMBERS */.R)
        textNumbering = new term_numbers/* TermNumbers */.z();
    const numbering = textNumbering;
    const { refs, counts } = countTokenNumbers(text, start, end, starts, lineTokens, numbering);
    return { terms: refs.map((n) => numbering.text(n)), counts };
}
/** The words and the member chains `countTokenNumbers` has met (each started again past WORD_CACHE_LIMIT). */
let words = new WordTable(tokensOfWord);
let chains = new WordTable(chainPairs);
/** `countTokens` with each term given as its number in `numbering`. */
function countTokenNumbers(text, start, end, starts, lineTokens, numbering) {
    // Kept in a slot's 32-bit field: wraps, skipping 0 (a new slot's).
    const pass = (countPass = (countPass + 1) | 0 || 1);
    if (words.size >= WORD_CACHE_LIMIT)
        words = new WordTable(tokensOfWord);
    if (chains.size >= WORD_CACHE_LIMIT)
        chains = new WordTable(chainPairs);
    let first = 0;
    while (first + 1 < starts.length && starts[first + 1] <= start)
        first++;
    const lines = { starts, first, lineTokens };
    const terms = new TermTally();
    // Terms in the order they first come: a word's tokens first come where the word first does.
    const seen = countWords(text, start, end, lines, pass, numbering);
    const slots = words.data;
    for (const at of seen) {
        const n = slots[at + SLOT_FIELDS.META] >>> 8;
        const count = slots[at + SLOT_FIELDS.COUNT];
        const from = words.numbersOf(at, numbering);
        const numbers = words.numbers;
        for (let k = 0; k < n; k++)
            terms.add(numbers[from + k], count);
    }
    // Member chains come after the words (their pairs, holding a dot, are never a word's token).
    countChains(text, start, end, lines, numbering, terms);
    return terms.take();
}
/**
 * Characters whose words (or chains) a table makes room for at once, one per character at most:
 * room for a whole chunk at once would size the table by the chunk's length.
 */
const ROOM_STEP = 4096;
/**
 * Makes room in `table` for the words of ROOM_STEP more characters, `seen` (slot offsets) following
 * the slots that move; gives the table's slots.
 */
function roomFor(table, seen) {
    const moved = table.reserve(ROOM_STEP + 1);
    if (moved)
        for (let k = 0; k < seen.length; k++)
            seen[k] = moved[seen[k] / SLOT_FIELDS.SIZE];
    return table.data;
}
/**
 * The slots of the words of the slice (each found in place) that give tokens, each once, with the
 * word's count in this pass in its slot; their tokens added to their lines.
 */
function countWords(text, start, end, { starts, first, lineTokens }, pass, numbering) {
    let slots = words.data;
    const seen = [];
    let row = first;
    let roomUntil = start;
    forEachWordSpan(text, start, end, (from, to) => {
        if (from >= roomUntil) {
            slots = roomFor(words, seen);
            roomUntil = from + ROOM_STEP;
        }
        // A word longer than MAX_TOKEN gives no token.
        if (to - from > MAX_TOKEN)
            return;
        const at = words.slotOf(text, from, to, numbering);
        const tokens = slots[at + SLOT_FIELDS.META] >>> 8;
        if (tokens === 0)
            return;
        while (row + 1 < starts.length && starts[row + 1] <= from)
            row++;
        lineTokens[row] += tokens;
        if (slots[at + SLOT_FIELDS.PASS] !== pass) {
            slots[at + SLOT_FIELDS.PASS] = pass;
            slots[at + SLOT_FIELDS.COUNT] = 0;
            seen.push(at);
        }
        slots[at + SLOT_FIELDS.COUNT]++;
    });
    return seen;
}
/** Adds the pairs of each member chain of the slice to `terms` and to their lines. */
function countChains(text, start, end, { starts, first, lineTokens }, numbering, terms) {
    let slots = chains.data;
    let row = first;
    let roomUntil = start;
    forEachChainSpan(text, start, end, (chainStart, chainEnd) => {
        if (chainStart >= roomUntil) {
            slots = roomFor(chains, []);
            roomUntil = chainStart + ROOM_STEP;
        }
        if (chainStart < starts[row])
            row = first;
        while (row + 1 < starts.length && starts[row + 1] <= chainStart)
            row++;
        if (chainEnd - chainStart > MAX_WORD) {
            // Too long for the table: its pairs are numbered one by one.
            for (const pair of chainPairs(text.slice(chainStart, chainEnd))) {
                lineTokens[row]++;
                terms.add(numbering.number(pair), 1);
            }
            return;
        }
        const at = chains.slotOf(text, chainStart, chainEnd, numbering);
        const n = slots[at + SLOT_FIELDS.META] >>> 8;
        if (n === 0)
            return;
        lineTokens[row] += n;
        const from = chains.numbersOf(at, numbering);
        const numbers = chains.numbers;
        for (let k = 0; k < n; k++)
            terms.add(numbers[from + k], 1);
    });
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
    // Each word's tokens are kept by the caller (the word tables, the word cache): no second cache.
    const parts = identifierParts(word);
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
        for (const pair of chainPairs(chain))
            emit(pair, offset);
    });
}
/** The tokens of one member chain: its dotted pairs, lower-cased (`a.B.c` -> `a.b`, `b.c`). */
function chainPairs(chain) {
    const names = chain.split('.');
    const out = [];
    for (let i = 0; i + 1 < names.length; i++) {
        const pair = `${names[i]}.${names[i + 1]}`.toLowerCase();
        if (pair.length <= MAX_TOKEN)
            out.push(pair);
    }
    return out;
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
    forEachChainSpan(text, 0, text.length, (start, end) => visit(text.slice(start, end), start));
}
/** `forEachMemberChain` of `text.slice(lo, hi)`, each chain given as where it starts and ends in `text`. */
function forEachChainSpan(text, lo, hi, visit) {
    let from = lo;
    for (let dot = text.indexOf('.', from); dot !== -1 && dot < hi; dot = text.indexOf('.', from)) {
        from = dot + 1;
        if (dot + 1 >= hi || !isIdentifierStart(text.charCodeAt(dot + 1)))
            continue;
        // The identifier before the dot starts at the first letter of its run of identifier characters
        // (a run of digits alone is none).
        let run = dot;
        while (run > lo && isIdentifierChar(text.charCodeAt(run - 1)))
            run--;
        let start = run;
        while (start < dot && !isIdentifierStart(text.charCodeAt(start)))
            start++;
        if (start === dot)
            continue;
        let end = dot + 1;
        for (;;) {
            while (end < hi && isIdentifierChar(text.charCodeAt(end)))
                end++;
            if (end + 1 >= hi || text.charCodeAt(end) !== 46 /* . */ || !isIdentifierStart(text.charCodeAt(end + 1)))
                break;
            end++;
        }
        visit(start, end);
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


/***/ }),

/***/ 4551:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ TopScores)
/* harmony export */ });
/**
 * The best few of many scored items (files, chunks) without sorting them all: kept in order as they
 * are offered, best score first, ties broken by `before` (default: the lower id).
 */
class TopScores {
    count;
    before;
    kept = [];
    constructor(count, before = (a, b) => a < b) {
        this.count = count;
        this.before = before;
    }
    /** Keeps `file` if its score is positive and among the best so far. */
    offer(file, score) {
        if (!(score > 0) || this.count <= 0)
            return;
        const kept = this.kept;
        if (kept.length === this.count && !this.better(file, score, kept[kept.length - 1]))
            return;
        let at = kept.length;
        while (at > 0 && this.better(file, score, kept[at - 1]))
            at--;
        kept.splice(at, 0, { file, score });
        if (kept.length > this.count)
            kept.pop();
    }
    /** The kept files, best first. */
    sorted() {
        return [...this.kept];
    }
    better(file, score, than) {
        return score > than.score || (score === than.score && this.before(file, than.file));
    }
}


/***/ }),

/***/ 2767:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ trimEndChars),
/* harmony export */   x: () => (/* binding */ DIGITS)
/* harmony export */ });
/**
 * Trailing runs of characters removed by scanning back from the end. `text.replace(/x+$/, '')` tries
 * the pattern at every character of a long run that does not end the text and reads the rest of the
 * run each time (quadratic: 100,000 newlines before a word take seconds); this reads each trailing
 * character once. Pure.
 */
/** `text` without the run of characters from `chars` at its end (`trimEndChars('a//', '/')` is `a`). */
function trimEndChars(text, chars) {
    let end = text.length;
    while (end > 0 && chars.includes(text[end - 1]))
        end--;
    return end === text.length ? text : text.slice(0, end);
}
/** The decimal digits `trimEndChars` removes for a trailing number. */
const DIGITS = '0123456789';


/***/ }),

/***/ 3935:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  fF: () => (/* binding */ ISOLATION_SETTINGS),
  Ep: () => (/* binding */ openSandbox),
  E: () => (/* binding */ processPrivileges)
});

// UNUSED EXPORTS: IsolationUnavailable, TEST_USER

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
// EXTERNAL MODULE: ./src/repo/programs.ts + 2 modules
var programs = __nccwpck_require__(4634);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./src/verify/user-lock.ts
/**
 * One run of the test user at a time on a machine. After each run every process the test user has
 * is killed (sandbox.ts): two runs at once (two runners on one host, two Sweep jobs in one
 * container) would end each other's tests. The lock is a file created exclusively in a folder only
 * this process's user can write (`sweep-action-<uid>` in the temporary folder, mode 700, checked to
 * be its own): the test user, whose tests could otherwise plant a lock that never goes, cannot
 * reach it. A lock whose holder has ended is taken over.
 */



/** How often a run waiting for the lock looks again. */
const LOCK_POLL_MS = 100;
const LOCK_FILE = 'test-user.lock';
/** The default lock folder: this user's, not writable by anyone else. */
function lockDir() {
    return (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), `sweep-action-${process.getuid?.() ?? 'user'}`);
}
function processAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: it runs, as another user.
        return error.code === 'EPERM';
    }
}
/** Makes `dir` if missing; throws unless it is a folder of this user that no one else can write. */
function ownFolder(dir) {
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true, mode: 0o700 });
    const stat = (0,external_node_fs_.lstatSync)(dir);
    const uid = process.getuid?.();
    if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid) || (stat.mode & 0o022) !== 0) {
        throw new Error(`${dir} is not a folder only this user can write: the test user's runs cannot be kept apart`);
    }
}
/**
 * Takes the lock, waiting while another live process holds it; gives its release, or undefined when
 * `signal` aborted the wait.
 */
async function lockTestUser(options = {}) {
    const dir = options.dir ?? lockDir();
    const pid = options.pid ?? process.pid;
    const alive = options.alive ?? processAlive;
    const wait = options.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    ownFolder(dir);
    const path = (0,external_node_path_.join)(dir, LOCK_FILE);
    for (;;) {
        if (options.signal?.aborted)
            return undefined;
        // Written whole beside it, then linked into place: a lock file never exists without its pid.
        const mine = `${path}.${pid}`;
        (0,external_node_fs_.writeFileSync)(mine, String(pid), { mode: 0o600 });
        let taken = false;
        try {
            (0,external_node_fs_.linkSync)(mine, path);
            taken = true;
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
        }
        finally {
            (0,external_node_fs_.unlinkSync)(mine);
        }
        if (taken) {
            return () => {
                try {
                    if ((0,external_node_fs_.readFileSync)(path, 'utf8') === String(pid))
                        (0,external_node_fs_.unlinkSync)(path);
                }
                catch {
                    // Already gone.
                }
            };
        }
        const holder = holderOf(path);
        if (holder === undefined || (holder !== pid && !alive(holder))) {
            // Left by a process that ended (or not a lock this program wrote): taken over.
            try {
                (0,external_node_fs_.unlinkSync)(path);
            }
            catch {
                // Another waiter took it over first.
            }
            continue;
        }
        await wait(LOCK_POLL_MS);
    }
}
/** The pid a lock file names, or undefined when it names none. */
function holderOf(path) {
    try {
        const text = (0,external_node_fs_.readFileSync)(path, 'utf8');
        return /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/verify/sandbox.ts
/**
 * Where the repository's test command runs. The Action's process holds its tokens in its
 * environment, and any program of the same user can read `/proc/<pid>/environ` of its ancestors:
 * so the command runs as another, unprivileged user (`sweep-test`, created when missing) where the
 * runner allows it: as root (a container job) Sweep starts it with that user's ids; with
 * passwordless sudo (GitHub-hosted runners) through `sudo -n -u`. That user owns only the copy of the
 * checkout the tests run in, and every process it left behind is killed after each run (so runs of
 * that user on one machine take turns: user-lock.ts). Where
 * neither is possible (a self-hosted runner without sudo, macOS, Windows), or `test_isolation` is
 * `none`, the command runs as the runner's own user, and the log says what it can reach.
 *
 * Every program here starts through the one door (repo/programs.ts).
 */



const ISOLATION_SETTINGS = ['auto', 'user', 'none'];
/** The unprivileged account the tests run as. */
const TEST_USER = 'sweep-test';
class IsolationUnavailable extends Error {
    name = 'IsolationUnavailable';
}
const SHELL = '/bin/sh';
/** Where the sandbox's own commands (id, useradd, chown, rm) run: they read no file of the repository. */
const ROOT = (0,external_node_os_.tmpdir)();
async function ok(request) {
    return (0,programs/* runProgram */.mB)({ cwd: ROOT, timeoutMs: 60_000, maxOutputBytes: 1 << 20, ...request });
}
async function must(request, what) {
    const result = await ok(request);
    if (result.status !== 0)
        throw new IsolationUnavailable(`${what} failed: ${result.stderr.toString('utf8').trim().split('\n').slice(-2).join(' ') || `status ${result.status}`}`);
    return result.stdout.toString('utf8').trim();
}
/** A command run with the privileges to manage users and files: as it is when root, else through sudo. */
function privileged(asRoot, args) {
    return asRoot ? { command: args[0], args: args.slice(1) } : { command: 'sudo', args: ['-n', ...args] };
}
/** The test user's uid and gid, creating the user when it does not exist. */
async function testUser(asRoot) {
    const exists = await ok({ command: 'id', args: ['-u', TEST_USER] });
    if (exists.status !== 0) {
        await must(privileged(asRoot, ['useradd', '--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', TEST_USER]), `creating the user ${TEST_USER}`);
    }
    const uid = Number(await must({ command: 'id', args: ['-u', TEST_USER] }, `looking up ${TEST_USER}`));
    const gid = Number(await must({ command: 'id', args: ['-g', TEST_USER] }, `looking up ${TEST_USER}'s group`));
    if (!Number.isInteger(uid) || uid === 0 || !Number.isInteger(gid))
        throw new IsolationUnavailable(`${TEST_USER} has uid ${uid}: not an unprivileged user`);
    return { uid, gid };
}
function exposure(kind, why) {
    return kind === 'user'
        ? `The test command runs as the unprivileged user ${TEST_USER} on a copy of the checkout it owns: it cannot read the Action's process (whose environment holds github-token and the model's key), and the checkout's git credentials are taken out of git's configuration while it runs.`
        : `The test command runs as the runner's own user (${why}): its environment holds no token or key and the checkout's git credentials are taken out of git's configuration while it runs, but it can read /proc/<pid>/environ of the Action's process, which holds github-token and the model's key as inputs. Use test_isolation: user on a Linux runner that is root or has passwordless sudo.`;
}
/** The runner's own user: the door's process group kill ends the command and what it started. */
function sameUser(why) {
    return {
        kind: 'none',
        describe: exposure('none', why),
        own: async () => undefined,
        run: (script, cwd, env, timeoutMs, maxOutputBytes, schedule) => (0,programs/* runProgram */.mB)({ command: SHELL, args: ['-c', script], cwd, env, sourceEnv: {}, timeoutMs, maxOutputBytes, overflow: 'tail', ...(schedule ? { schedule } : {}) }),
        remove: async (dir) => {
            await ok({ command: 'rm', args: ['-rf', '--', dir] });
        },
    };
}
/** Another user: started with its ids (as root) or through sudo; every process it has is killed after a run. */
function otherUser(asRoot, ids) {
    const asUser = (command, args) => asRoot ? { command, args, uid: ids.uid, gid: ids.gid } : { command: 'sudo', args: ['-n', '-u', TEST_USER, '--', command, ...args] };
    // `kill -1` as that user signals every process the user has: the tests' servers and children too.
    const killAll = async () => {
        await ok(asUser('kill', ['-KILL', '-1']));
    };
    return {
        kind: 'user',
        describe: exposure('user', ''),
        own: async (dir) => {
            await must(privileged(asRoot, ['chown', '-R', `${ids.uid}:${ids.gid}`, '--', dir]), `giving ${dir} to ${TEST_USER}`);
        },
        run: async (script, cwd, env, timeoutMs, maxOutputBytes, schedule = programs/* realSchedule */.yM) => {
            // The environment is given whole on the command line of `env -i` through sudo, which would
            // otherwise make its own; as root it is the spawned process's own.
            const pairs = Object.entries(env).map(([k, v]) => `${k}=${v}`);
            const request = asRoot
                ? { command: SHELL, args: ['-c', script], uid: ids.uid, gid: ids.gid, env, sourceEnv: {} }
                : { command: 'sudo', args: ['-n', '-u', TEST_USER, '--', 'env', '-i', ...pairs, SHELL, '-c', script] };
            let timedOut = false;
            let running = false;
            const waiting = new AbortController();
            // The door cannot kill another user's processes: the limit kills them as that user. The time
            // spent waiting for another run of the test user on this machine counts.
            const cancelTimer = schedule(() => {
                timedOut = true;
                waiting.abort();
                if (running)
                    void killAll();
            }, timeoutMs);
            const release = await lockTestUser({ signal: waiting.signal });
            if (!release) {
                cancelTimer();
                const why = `another run of ${TEST_USER}'s tests on this machine did not end before the time limit`;
                return { status: null, signal: null, stdout: Buffer.alloc(0), stderr: Buffer.from(why), timedOut: true, droppedBytes: 0, overflowed: false };
            }
            running = true;
            try {
                const result = await (0,programs/* runProgram */.mB)({ ...request, cwd, maxOutputBytes, overflow: 'tail' });
                return { ...result, timedOut: result.timedOut || timedOut };
            }
            finally {
                cancelTimer();
                await killAll();
                release();
            }
        },
        remove: async (dir) => {
            await ok(privileged(asRoot, ['rm', '-rf', '--', dir]));
        },
    };
}
/**
 * The sandbox `setting` asks for: `user` fails when another user is not possible, `none` runs as
 * the runner's user, `auto` takes another user when possible and says why not otherwise.
 */
async function openSandbox(setting, privileges) {
    if (setting === 'none')
        return sameUser('test_isolation: none');
    let why;
    if (privileges.platform !== 'linux')
        why = `another user is only set up on Linux, not ${privileges.platform}`;
    else {
        const asRoot = privileges.uid === 0;
        if (asRoot || (await privileges.sudo())) {
            try {
                return otherUser(asRoot, await testUser(asRoot));
            }
            catch (error) {
                why = error.message;
            }
        }
        else
            why = 'the runner is not root and has no passwordless sudo';
    }
    if (setting === 'user')
        throw new IsolationUnavailable(`test_isolation is user, but the tests cannot run as another user: ${why}`);
    return sameUser(why);
}
/** The privileges of this process. */
function processPrivileges() {
    return {
        platform: process.platform,
        uid: process.getuid?.(),
        sudo: async () => (await ok({ command: 'sudo', args: ['-n', 'true'], timeoutMs: 10_000 }).catch(() => undefined))?.status === 0,
    };
}


/***/ }),

/***/ 3550:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

var x = (y) => {
	var x = {}; __nccwpck_require__.d(x, y); return x
} 
var y = (x) => (() => (x))
module.exports = x({ ["createRequire"]: () => (__WEBPACK_EXTERNAL_MODULE_module__.createRequire) });

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("buffer");

/***/ }),

/***/ 1943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("fs/promises");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:crypto");

/***/ }),

/***/ 1553:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:dns/promises");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:http");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:https");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:module");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:path");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:string_decoder");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("node:url");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(__sweepModuleUrl)("process");

/***/ }),

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveBlockMap = __nccwpck_require__(7103);
var resolveBlockSeq = __nccwpck_require__(334);
var resolveFlowCollection = __nccwpck_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(3021);
var composeNode = __nccwpck_require__(5937);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var composeCollection = __nccwpck_require__(7349);
var composeScalar = __nccwpck_require__(5413);
var resolveEnd = __nccwpck_require__(7788);
var utilEmptyScalarPosition = __nccwpck_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var directives = __nccwpck_require__(1342);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var identity = __nccwpck_require__(1127);
var composeDoc = __nccwpck_require__(3683);
var resolveEnd = __nccwpck_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilFlowIndentCheck = __nccwpck_require__(4051);
var utilMapIncludes = __nccwpck_require__(1187);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(2223);
var resolveProps = __nccwpck_require__(4631);
var utilFlowIndentCheck = __nccwpck_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilMapIncludes = __nccwpck_require__(1187);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var resolveEnd = __nccwpck_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var toJS = __nccwpck_require__(4043);
var Schema = __nccwpck_require__(5840);
var stringifyDocument = __nccwpck_require__(6829);
var anchors = __nccwpck_require__(1596);
var applyReviver = __nccwpck_require__(3661);
var createNode = __nccwpck_require__(2404);
var directives = __nccwpck_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var Schema = __nccwpck_require__(5840);
var errors = __nccwpck_require__(1464);
var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);
var publicApi = __nccwpck_require__(4047);
var visit = __nccwpck_require__(204);



__webpack_unused_export__ = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
exports.XT = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
__webpack_unused_export__ = identity.isAlias;
__webpack_unused_export__ = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
__webpack_unused_export__ = identity.isMap;
__webpack_unused_export__ = identity.isNode;
__webpack_unused_export__ = identity.isPair;
__webpack_unused_export__ = identity.isScalar;
__webpack_unused_export__ = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
__webpack_unused_export__ = Scalar.Scalar;
__webpack_unused_export__ = YAMLMap.YAMLMap;
__webpack_unused_export__ = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
__webpack_unused_export__ = lineCounter.LineCounter;
__webpack_unused_export__ = parser.Parser;
exports.qg = publicApi.parse;
__webpack_unused_export__ = publicApi.parseAllDocuments;
__webpack_unused_export__ = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
__webpack_unused_export__ = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var visit = __nccwpck_require__(204);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(3661);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyPair = __nccwpck_require__(9748);
var addPairToJSMap = __nccwpck_require__(7104);
var identity = __nccwpck_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(1212);
var addPairToJSMap = __nccwpck_require__(7104);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyCollection = __nccwpck_require__(1212);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var toJS = __nccwpck_require__(4043);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(7249);
var merge = __nccwpck_require__(452);
var stringify = __nccwpck_require__(2148);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 4043:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);
var errors = __nccwpck_require__(1464);
var stringifyString = __nccwpck_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(110);
var cstStringify = __nccwpck_require__(1733);
var cstVisit = __nccwpck_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var log = __nccwpck_require__(7249);
var identity = __nccwpck_require__(1127);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var tags = __nccwpck_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLMap = __nccwpck_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLSeq = __nccwpck_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);
var schema = __nccwpck_require__(896);
var schema$1 = __nccwpck_require__(3559);
var binary = __nccwpck_require__(6083);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var schema$2 = __nccwpck_require__(5913);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(181);
var Scalar = __nccwpck_require__(3301);
var stringifyString = __nccwpck_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var pairs = __nccwpck_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLSeq = __nccwpck_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var binary = __nccwpck_require__(6083);
var bool = __nccwpck_require__(8398);
var float = __nccwpck_require__(5782);
var int = __nccwpck_require__(873);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var identity = __nccwpck_require__(1127);
var stringifyComment = __nccwpck_require__(9799);
var stringifyString = __nccwpck_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var foldFlowLines = __nccwpck_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


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
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', __sweepModuleUrl).pathname).slice(__sweepModuleUrl.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
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
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "cli-main." + chunkId + ".js";
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
/******/ 	if (typeof __sweepModuleUrl === "string") scriptUrl = __sweepModuleUrl
/******/ 	// When supporting browsers where an automatic publicPath is not supported you must specify an output.publicPath manually via configuration
/******/ 	// or pass an empty string ("") and set the __webpack_public_path__ variable from your code to use your own logic.
/******/ 	if (!scriptUrl) throw new Error("Automatic publicPath is not supported in this browser");
/******/ 	scriptUrl = scriptUrl.replace(/#.*$/, "").replace(/\?.*$/, "").replace(/\/[^\/]+$/, "/");
/******/ 	__nccwpck_require__.p = scriptUrl;
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	__nccwpck_require__.b = new URL("./", __sweepModuleUrl);
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = __sweepImport(new URL(__nccwpck_require__.u(chunkId), __sweepModuleUrl).href).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
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
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(91);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

})
