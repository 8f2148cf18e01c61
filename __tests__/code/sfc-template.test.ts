import { describe, expect, it } from '@jest/globals';
import { declaredComponentName, templateReferences } from '../../src/code/sfc-template.js';
import { sfcScript } from '../../src/code/sfc.js';

const refs = (text: string, format: 'vue' | 'svelte'): string[] => templateReferences(text, format).map((r) => `${r.kind} ${r.name} ${r.line}`);

describe('templateReferences', () => {
  it('reads a Vue template: components in both spellings, handlers, bindings and interpolations, on their lines', () => {
    const text = [
      '<template>',
      '  <div class="card" :title="titleOf(item)">',
      '    <UserCard v-if="isOpen(item)" @click="save" @close="store.close" />',
      '    <user-badge v-on:hover="onHover($event, 1)">{{ format(item.date) }} and {{ count }}</user-badge>',
      '    <button @click="count++">+</button>',
      '  </div>',
      '</template>',
      '<script setup>',
      'import UserCard from "./UserCard.vue"',
      'const draw = () => helper(1)',
      '</script>',
      '<style>.card > p { color: red }</style>',
    ].join('\n');
    expect(refs(text, 'vue')).toEqual([
      'call titleOf 2',
      'class UserCard 3',
      'class user-card 3',
      'call isOpen 3',
      'call save 3',
      'call close 3',
      'class user-badge 4',
      'class UserBadge 4',
      'call onHover 4',
      'call format 4',
    ]);
  });

  it('reads Svelte markup: braces in attributes and between tags, arrows inside a tag', () => {
    const text = [
      '<script>',
      '  let n = 0; const f = () => compute(n);',
      '</script>',
      '<Counter on:click={() => n > 1 && reset()} onkeydown={handleKey} value={n} />',
      '{#each rows as row (row.id)}{label(row)}{/each}{#snippet cell(v = pick())}{/snippet}',
      '{#if isEven(n)}',
      '  <p>{@html render(n)}</p>',
      '{/if}',
      '<svelte:head><title>{title}</title></svelte:head>',
      '<style>p { margin: 0 }</style>',
    ].join('\n');
    expect(refs(text, 'svelte')).toEqual(['class Counter 4', 'class counter 4', 'call reset 4', 'call handleKey 4', 'call label 5', 'call pick 5', 'call isEven 6', 'call render 7']);
  });

  it('reads nothing in comments, scripts and styles, and nothing from HTML elements', () => {
    const text = '<!-- <Old @click="gone" /> -->\n<template><p :x="a.b">{{ x }}</p><br/></template>\n<script>\nconst s = "<Fake @click=\\"no\\" />"\n</script>\n<style>a::after { content: "<Nope/>" }</style>\n';
    expect(refs(text, 'vue')).toEqual([]);
  });

  it('reads unclosed tags and interpolations in one scan, and what came before them', () => {
    expect(refs('<template><A/>{{ go() }}' + '{{ x'.repeat(20_000), 'vue')).toEqual(['class A 1', 'class a 1', 'call go 1']);
    expect(refs('<B/>{ run() }' + '{ {'.repeat(20_000), 'svelte')).toEqual(['class B 1', 'class b 1', 'call run 1']);
    expect(refs('<template><C/>\n<p title="' + 'x'.repeat(100_000), 'vue')).toEqual(['class C 1', 'class c 1']);
  });

  it('leaves keywords and member owners out of calls', () => {
    expect(refs('<template><p v-for="x in list()" :a="typeof y === \'f\' ? api.user.fetch(1) : 0"/></template>', 'vue')).toEqual(['call list 1', 'call fetch 1']);
    // A quoted value may hold `>`: the tag goes on to its real end.
    expect(refs('<template><p :a="n > 1 && go()" @b="stop"/><Next/></template>', 'vue')).toEqual(['call go 1', 'call stop 1', 'class Next 1', 'class next 1']);
  });
});

describe('declaredComponentName', () => {
  const code = (text: string): string => sfcScript(text)!.code;

  it('reads defineOptions and the first option of export default, with or without defineComponent', () => {
    expect(declaredComponentName(code('<script setup lang="ts">\ndefineOptions({ inheritAttrs: false, name: "ElButton" })\n</script>'))).toBe('ElButton');
    expect(declaredComponentName(code("<script>\nexport default {\n  name: 'q-demo',\n  data: () => ({})\n}\n</script>"))).toBe('q-demo');
    expect(declaredComponentName(code('<script lang="ts">\nexport default defineComponent({ name: `Picker`, props: {} })\n</script>'))).toBe('Picker');
  });

  it('takes no name from data rows, nested objects or the template', () => {
    expect(declaredComponentName(code("<template><p name='x'/></template>\n<script>\nexport default {\n  data () { return { rows: [{ name: 'Frozen Yogurt' }] } }\n}\n</script>"))).toBeUndefined();
    expect(declaredComponentName(code("<script setup>\ndefineOptions({ props: { name: 'Inner' } })\nconst row = { name: 'Row' }\n</script>"))).toBeUndefined();
  });
});
