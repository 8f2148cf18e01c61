import { describe, expect, it } from '@jest/globals';
import { importHeader } from '../../src/agent/import-header.js';

const header = (path: string, text: string) => importHeader(path, text.split('\n'));

describe('importHeader', () => {
  it('finds Python imports after the docstring, with parenthesized and continued statements, comments and blank lines between', () => {
    const text = ['"""Totals."""', '', 'import math', 'from typing import (', '    Any,', ')', '', '# money', 'from decimal import Decimal, \\', '    ROUND_HALF_UP', '', 'TAX = 0.2', 'import late'].join('\n');
    expect(header('shop/totals.py', text)).toEqual({ start: 3, end: 10 });
  });

  it('finds JavaScript and TypeScript imports, requires and re-exports, not dynamic imports or calls', () => {
    const ts = ["'use strict';", "import {", '  a,', "} from './a';", "import type { B } from './b';", "export * from './c';", "const fs = require('node:fs');", '', 'export const x = 1;'].join('\n');
    expect(header('src/x.ts', ts)).toEqual({ start: 2, end: 7 });
    expect(header('src/y.js', ["importantThing();", "import('./lazy');"].join('\n'))).toBeUndefined();
  });

  it('finds Go, Java, Rust, C, C#, Ruby and PHP imports', () => {
    expect(header('main.go', ['package main', '', 'import (', '\t"fmt"', '\tstr "strings"', ')', '', 'func main() {}'].join('\n'))).toEqual({ start: 3, end: 6 });
    expect(header('A.java', ['package a;', '', 'import java.util.List;', 'import static java.lang.Math.max;', '', 'class A {}'].join('\n'))).toEqual({ start: 3, end: 4 });
    expect(header('lib.rs', ['//! Docs.', 'use std::{', '    fmt,', '};', 'mod util;', '', 'fn main() {}'].join('\n'))).toEqual({ start: 2, end: 5 });
    expect(header('a.c', ['/* A. */', '#include <stdio.h>', '#ifdef X', '#include "x.h"', '#endif', 'int main(void);'].join('\n'))).toEqual({ start: 2, end: 4 });
    expect(header('A.cs', ['using System;', 'using IO = System.IO;', 'namespace A {}'].join('\n'))).toEqual({ start: 1, end: 2 });
    expect(header('a.rb', ["require 'json'", "require_relative 'b'", 'class A; end'].join('\n'))).toEqual({ start: 1, end: 2 });
    expect(header('a.php', ['<?php', 'namespace App;', 'use App\\Models\\User;', "require_once 'x.php';", 'class A {}'].join('\n'))).toEqual({ start: 3, end: 4 });
  });

  it('gives none for a file without imports, or a language it does not know', () => {
    expect(header('a.py', 'x = 1\n')).toBeUndefined();
    expect(header('notes.txt', 'import this\n')).toBeUndefined();
    expect(header('a.py', ['def f():', '    import os'].join('\n'))).toBeUndefined();
  });
});
