// A synthetic repository of N files for the bench's scale suite, the same for every N up to its
// prefix (the 5k-file tree holds the 1k-file one): JavaScript and TypeScript from this project's
// node_modules (each file copied into several package folders, every copy made distinct by a header
// line), and Python, Java, Go, Rust, Ruby and C++ files written from templates in the style of the
// fixtures, named with identifiers taken from those sources (never a word one of those languages
// reserves: every generated file parses). Every generated file imports modules no file of the tree
// defines (`java.util.*`, JUnit, `numpy`, `github.com/...`) beside ones it does. Deterministic: the
// same N gives the same bytes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SOURCE = /\.(?:js|mjs|cjs|ts|mts|cts)$/;
/** Share of each kind of file, in tenths of a percent; the rest is JavaScript/TypeScript. */
const MIX = [
  ['python', 150],
  ['java', 150],
  ['go', 100],
  ['rust', 50],
  ['ruby', 50],
  ['cpp', 50],
];
/** Lines of the generated files: about the average of the copied ones. */
const MIN_UNITS = 3;
const MAX_UNITS = 15;

/** mulberry32: a small deterministic generator. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function* walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  } catch {
    return;
  }
  for (const e of entries) {
    const full = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules') yield* walk(full);
    } else if (e.isFile() && SOURCE.test(e.name) && !e.name.endsWith('.min.js')) yield full;
  }
}

/** The node_modules sources worth copying: indexable (not minified, not huge), de-duplicated. */
function scriptSources(root) {
  const seen = new Set();
  const out = [];
  const base = join(root, 'node_modules');
  for (const full of walk(base)) {
    const size = statSync(full).size;
    if (size < 200 || size > 200_000) continue;
    const text = readFileSync(full, 'utf8');
    if (seen.has(text) || /^.{1000}/m.test(text) || /@generated|DO NOT EDIT|__nccwpck_require__/.test(text.slice(0, 2000))) continue;
    seen.add(text);
    out.push({ path: relative(base, full), text });
  }
  return out;
}

/**
 * Words of four letters or more that some template language reserves (Python, Java, Go, Rust, Ruby,
 * C++): as a name they make the file a syntax error (`def run(self, while)`), which real code is not;
 * its tree then holds error nodes where definitions and calls should be.
 */
const RESERVED = new Set(`abstract alias alignas alignof assert async auto await become begin bitand bitor bool boolean break
byte case catch chan char class compl concept const consteval constexpr constinit continue crate
decltype default defer defined delete double elif else elsif ensure enum except explicit export
extends extern fallthrough false final finally float friend from func global goto impl implements
import inline instanceof interface lambda long loop macro match module move mutable namespace native
next noexcept nonlocal null nullptr operator override package pass permits priv private protected
public raise range record redo register requires rescue retry return sealed select self short signed
sizeof static strictfp struct super switch synchronized template then this throw throws trait
transient true type typedef typeid typename typeof undef union unless unsafe unsigned unsized until
using virtual void volatile when where while with yield`.split(/\s+/));

/** Identifier-like words from the sources, for names (none a reserved word of a template language). */
function wordsOf(sources) {
  const words = new Set();
  for (const { text } of sources.slice(0, 400)) {
    for (const m of text.matchAll(/\b[a-z][a-z]{3,11}\b/g)) {
      if (RESERVED.has(m[0])) continue;
      words.add(m[0]);
      if (words.size >= 4000) return [...words];
    }
  }
  return [...words];
}

class Namer {
  constructor(words, rand) {
    this.words = words;
    this.rand = rand;
  }
  word() {
    return this.words[Math.floor(this.rand() * this.words.length)];
  }
  pascal(n = 2) {
    return Array.from({ length: n }, () => this.word())
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join('');
  }
  camel(n = 2) {
    const p = this.pascal(n);
    return p[0].toLowerCase() + p.slice(1);
  }
  snake(n = 2) {
    return Array.from({ length: n }, () => this.word()).join('_');
  }
  sentence(n = 6) {
    const s = Array.from({ length: n }, () => this.word()).join(' ');
    return s[0].toUpperCase() + s.slice(1);
  }
  int(lo, hi) {
    return lo + Math.floor(this.rand() * (hi - lo + 1));
  }
}

function python(n, i, folder) {
  const cls = n.pascal();
  const lines = [`"""${n.sentence(8)}."""`, 'import os', 'import numpy as np', `from django.db import models`, `from requests.adapters import ${n.pascal()}`];
  lines.push(`from synth.pkg${i % 40}.${n.snake(1)} import ${n.snake()}`, `from . import ${n.snake(1)}`, '', `${n.snake(2).toUpperCase()} = ${n.int(1, 999)}`, '');
  lines.push(`class ${cls}(${n.pascal()}):`, `    """${n.sentence(7)}."""`, '', '    def __init__(self, client, limit=None):', '        self.client = client', '        self.limit = limit', '');
  for (let u = n.int(MIN_UNITS, MAX_UNITS); u > 0; u--) {
    const arg = n.snake(1);
    lines.push(`    def ${n.snake()}(self, ${arg}, *args, **kwargs):`, `        """${n.sentence(6)}."""`, `        result = self.client.${n.snake()}(${arg}, self.limit)`);
    lines.push('        if result is None:', `            raise ValueError("${n.sentence(5)}")`, `        for item in result.${n.snake(1)}():`, `            np.${n.word()}(item, os.sep)`, '        return result', '');
  }
  lines.push(`def ${n.snake()}(${n.snake(1)}, ${n.snake(1)}=0):`, `    return ${cls}(${n.int(0, 9)}).${n.snake(1)}`);
  return { path: `${folder}/synth/pkg${i % 40}/${n.snake(1)}_${i}.py`, text: `${lines.join('\n')}\n` };
}

function java(n, i, folder) {
  const pkg = `com.synth.p${i % 60}.${n.word()}`;
  const cls = `${n.pascal()}${i}`;
  const lines = [`package ${pkg};`, '', 'import java.util.List;', 'import java.util.*;', 'import org.junit.jupiter.api.Test;', `import org.${n.word()}.${n.word()}.${n.pascal()};`, `import com.synth.p${(i + 7) % 60}.${n.word()}.*;`, ''];
  lines.push(`/** ${n.sentence(8)}. */`, `public class ${cls} extends ${n.pascal()} implements ${n.pascal()} {`, `  private final int ${n.camel()};`, `  public static final int ${n.snake(2).toUpperCase()} = ${n.int(1, 99)};`, '');
  for (let u = n.int(MIN_UNITS, MAX_UNITS); u > 0; u--) {
    const arg = n.camel(1);
    lines.push(`  /** ${n.sentence(6)}. */`, `  public List<String> ${n.camel()}(String ${arg}) throws ${n.pascal()}Exception {`, '    List<String> out = new ArrayList<>();');
    lines.push(`    for (int i = 0; i < ${n.int(2, 50)}; i++) {`, `      out.add(${arg} + ${n.camel()}(i));`, '    }', `    if (out.isEmpty()) throw new IllegalStateException("${n.sentence(4)}");`, '    return out;', '  }', '');
  }
  lines.push('}');
  return { path: `${folder}/src/main/java/${pkg.replace(/\./g, '/')}/${cls}.java`, text: `${lines.join('\n')}\n` };
}

function go(n, i, folder) {
  const pkg = n.word();
  const typ = n.pascal();
  const lines = [`// Package ${pkg} ${n.sentence(6).toLowerCase()}.`, `package ${pkg}`, '', 'import (', '\t"fmt"', '\t"strings"', `\t"github.com/${n.word()}/${n.word()}/v2/${n.word()}"`, `\t"example.com/synth/pkg${(i + 3) % 30}/${n.word()}"`, ')', ''];
  lines.push(`// ${typ} ${n.sentence(6).toLowerCase()}.`, `type ${typ} struct {`, `\t${n.pascal(1)} int`, `\t${n.camel(1)} string`, '}', '');
  for (let u = n.int(MIN_UNITS, MAX_UNITS); u > 0; u--) {
    const fn = n.pascal();
    lines.push(`// ${fn} ${n.sentence(5).toLowerCase()}.`, `func (s *${typ}) ${fn}(${n.camel(1)} string) (string, error) {`, `\tif s == nil {`, `\t\treturn "", fmt.Errorf("${n.sentence(4).toLowerCase()}")`, '\t}');
    lines.push(`\tparts := strings.Split(s.${n.camel(1)}, "${n.word()}")`, '\treturn strings.Join(parts, ","), nil', '}', '');
  }
  return { path: `${folder}/pkg${i % 30}/${pkg}/${n.snake(1)}_${i}.go`, text: `${lines.join('\n')}\n` };
}

function rust(n, i, folder) {
  const typ = n.pascal();
  const lines = ['use std::collections::HashMap;', `use serde::{Deserialize, Serialize};`, `use crate::${n.word()}::${n.pascal()};`, '', `/// ${n.sentence(6)}.`, `pub struct ${typ} {`, `    ${n.snake(1)}: HashMap<String, u32>,`, '}', '', `impl ${typ} {`];
  for (let u = n.int(MIN_UNITS, MAX_UNITS); u > 0; u--) {
    lines.push(`    /// ${n.sentence(5)}.`, `    pub fn ${n.snake()}(&self, ${n.snake(1)}: &str) -> Option<u32> {`, `        let v = self.${n.snake(1)}.get("${n.word()}")?;`, `        Some(*v + ${n.int(1, 9)})`, '    }', '');
  }
  lines.push('}');
  return { path: `${folder}/crate${i % 10}/src/${n.snake(1)}_${i}.rs`, text: `${lines.join('\n')}\n` };
}

function ruby(n, i, folder) {
  const lines = ["require 'json'", `require '${n.word()}/${n.word()}'`, `require_relative '${n.snake(1)}'`, '', `module ${n.pascal()}`, `  # ${n.sentence(6)}.`, `  class ${n.pascal()} < ${n.pascal()}`];
  for (let u = n.int(MIN_UNITS, MAX_UNITS); u > 0; u--) {
    lines.push(`    # ${n.sentence(5)}.`, `    def ${n.snake()}(${n.snake(1)})`, `      ${n.snake(1)}.each { |x| ${n.snake()}(x) }`, `      raise ArgumentError, '${n.sentence(3)}' if ${n.snake(1)}.nil?`, '    end', '');
  }
  lines.push('  end', 'end');
  return { path: `${folder}/lib/${n.word()}/${n.snake(1)}_${i}.rb`, text: `${lines.join('\n')}\n` };
}

function cpp(n, i, folder) {
  const cls = n.pascal();
  const lines = ['#include <vector>', '#include <string>', `#include "${n.word()}/${n.snake(1)}.h"`, '', `namespace ${n.word()} {`, '', `// ${n.sentence(6)}.`, `class ${cls} : public ${n.pascal()} {`, ' public:'];
  for (let u = n.int(MIN_UNITS, MAX_UNITS); u > 0; u--) {
    lines.push(`  // ${n.sentence(5)}.`, `  int ${n.camel()}(const std::string& ${n.camel(1)}) const {`, `    std::vector<int> v(${n.int(1, 9)});`, `    return static_cast<int>(v.size()) + ${n.int(1, 99)};`, '  }', '');
  }
  lines.push('};', '', '}  // namespace');
  return { path: `${folder}/src/${n.word()}/${n.snake(1)}_${i}.cpp`, text: `${lines.join('\n')}\n` };
}

const WRITERS = { python, java, go, rust, ruby, cpp };

/** The kind of the i-th file: the MIX shares spread evenly over the sequence. */
function kindOf(i) {
  let slot = (i * 389) % 1000;
  for (const [kind, share] of MIX) {
    if (slot < share) return kind;
    slot -= share;
  }
  return 'script';
}

/**
 * Writes the first `count` files of the sequence into `dir` (an empty folder) and commits them.
 * Returns the number of lines written.
 */
export function writeScaleCorpus(root, dir, count) {
  const sources = scriptSources(root);
  if (!sources.length) throw new Error(`no JavaScript/TypeScript sources found under ${join(root, 'node_modules')}`);
  const words = wordsOf(sources);
  let lines = 0;
  let script = 0;
  const write = (path, text) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
    lines += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  };
  write('go/go.mod', 'module example.com/synth\n\ngo 1.22\n');
  for (let i = 0; i < count; i++) {
    const kind = kindOf(i);
    if (kind === 'script') {
      const source = sources[script % sources.length];
      const copy = Math.floor(script / sources.length);
      script++;
      // Copies after the first differ by a header line: a distinct file for the index, not a duplicate.
      write(`js/copy${copy}/${source.path}`, copy ? `// copy ${copy}\n${source.text}` : source.text);
      continue;
    }
    const { path, text } = WRITERS[kind](new Namer(words, random(i + 1)), i, kind);
    write(path, text);
  }
  const env = { ...process.env, GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'bench@example.invalid', GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'bench@example.invalid' };
  const git = (...args) => execFileSync('git', ['-C', dir, ...args], { stdio: 'ignore', env });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'corpus');
  return { files: count + 1, lines };
}

/** A Python tree of `count` files of about `linesPerFile` lines each (the sympy-sized case). */
export function writePythonCorpus(root, dir, count, linesPerFile) {
  const words = wordsOf(scriptSources(root));
  let lines = 0;
  for (let i = 0; i < count; i++) {
    const n = new Namer(words, random(1_000_003 + i));
    const parts = [];
    let length = 0;
    // Modules of the template joined until the file is long enough.
    for (let k = 0; length < linesPerFile; k++) {
      const { text } = python(n, i * 31 + k, 'py');
      const body = k ? text.split('\n').filter((l) => !/^(?:import|from) /.test(l)).join('\n') : text;
      parts.push(body);
      length += body.split('\n').length - 1;
    }
    // Cut at the last blank line within `linesPerFile` lines (between two methods), so the tree has
    // the size asked for rather than up to a module more per file.
    const all = parts.join('\n').split('\n');
    let cut = Math.min(all.length, linesPerFile);
    while (cut > 1 && all[cut - 1] !== '') cut--;
    const text = `${all.slice(0, cut - 1).join('\n')}\n`;
    const path = `pysynth/sub${i % 37}/${n.snake(1)}_${i}.py`;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
    lines += cut - 1;
  }
  const env = { ...process.env, GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'bench@example.invalid', GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'bench@example.invalid' };
  const git = (...args) => execFileSync('git', ['-C', dir, ...args], { stdio: 'ignore', env });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'corpus');
  return { files: count, lines };
}
