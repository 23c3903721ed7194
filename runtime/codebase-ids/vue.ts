// Codebase ids in Vue single-file components: every HTML and SVG element of the `<template>` gets
// the id as a static class (Vue merges a static `class` with a bound `:class`). Components,
// `<template>`, `<slot>` and Vue's built-ins (`<Transition>`, `<KeepAlive>`, …) get none: the
// elements they render carry their own. Parsed with the project's `vue/compiler-sfc`.
import { projectModule } from './compilers';
import { codebaseIdFor, componentNameOfFile, type FoundElement, lineColumnFinder, type Splicer, type TextPart, textPartsWhenBound } from './scheme';

const ELEMENT = 1;
const TEXT = 2;
const COMMENT = 3;
const INTERPOLATION = 5;
const ATTRIBUTE = 6;
const PLAIN_ELEMENT = 0;

/** Where a node of Vue's template AST is: offsets in the file, and its text. */
interface VueLocation {
  start: { offset: number };
  end: { offset: number };
  source: string;
}
/** What the scan reads of a node of Vue's template AST (`@vue/compiler-core`'s node types, by number). */
interface VueNode {
  type: number;
  loc: VueLocation;
  children?: VueNode[];
}
interface VueElement extends VueNode {
  tagType: number;
  tag: string;
  props: VueProp[];
  children: VueNode[];
}
interface VueText extends VueNode {
  content: string;
}
interface VueInterpolation extends VueNode {
  content: { loc: VueLocation };
}
/** An attribute (type ATTRIBUTE) or a directive. */
interface VueProp {
  type: number;
  name: string;
  loc: VueLocation;
  value?: { content: string; loc: VueLocation } | undefined;
}
/** What the scan uses of `vue/compiler-sfc`. */
interface VueCompiler {
  parse(
    code: string,
    options: { filename: string; sourceMap: boolean; ignoreEmpty: boolean },
  ): { descriptor: { template: { lang?: string | undefined; src?: string | undefined; ast?: VueNode | undefined } | null }; errors: Array<{ message?: string } | string> };
}

const isElement = (node: VueNode): node is VueElement => node.type === ELEMENT;
const textOf = (node: VueNode): string => (node as VueText).content;

/** The splice that adds `id` to the element's static `class`, or a `class` attribute after its tag name. */
function classSplice(code: string, node: VueElement, id: string): (out: Splicer) => void {
  return (out) => {
    const attribute = node.props.find((prop) => prop.type === ATTRIBUTE && prop.name === 'class');
    if (!attribute) return void out.appendLeft(node.loc.start.offset + 1 + node.tag.length, ` class="${id}"`);
    const value = attribute.value;
    if (!value) return void out.appendLeft(attribute.loc.end.offset, `="${id}"`);
    const { offset: start } = value.loc.start;
    const { offset: end } = value.loc.end;
    const quoted = (code[start] === '"' || code[start] === "'") && code[end - 1] === code[start];
    if (quoted) out.appendLeft(end - 1, value.content.trim() ? ` ${id}` : id);
    else out.overwrite(start, end, `"${value.content} ${id}"`);
  };
}

/** The element's text as literal parts and `{{ expressions }}`, when its children are only those and one is an expression; else undefined. */
function textPartsOf(node: VueElement): TextPart[] | undefined {
  const parts: TextPart[] = [];
  for (const child of node.children) {
    if (child.type === TEXT) parts.push({ literal: textOf(child) });
    else if (child.type === INTERPOLATION) parts.push({ bound: (child as VueInterpolation).content.loc.source });
    else if (child.type !== COMMENT) return undefined;
  }
  return textPartsWhenBound(parts);
}

/** Every id-carrying element of a `.vue` file (`file` is its project path), in source order, each with its splice. */
export function scanVue(code: string, file: string, root: string): FoundElement[] {
  const { parse } = projectModule<VueCompiler>(root, 'vue/compiler-sfc', 'Vue single-file components need the project\'s "vue" package (npm install vue)');
  const { descriptor, errors } = parse(code, { filename: file, sourceMap: false, ignoreEmpty: false });
  if (errors.length) {
    const first = errors[0];
    throw new Error(String((typeof first === 'object' ? first?.message : undefined) ?? first));
  }
  const template = descriptor.template;
  if (!template) return [];
  if (template.lang && template.lang !== 'html') throw new Error(`<template lang="${template.lang}"> is not HTML: only HTML templates get codebase ids`);
  if (template.src) return [];
  const position = lineColumnFinder(code);
  const component = componentNameOfFile(file);
  const found: FoundElement[] = [];
  const visit = (parent: VueNode | undefined): void => {
    for (const node of parent?.children ?? []) {
      if (isElement(node) && node.tagType === PLAIN_ELEMENT) {
        const start = node.loc.start.offset;
        const { line, column } = position(start);
        const id = codebaseIdFor(file, line, column);
        const staticText = node.children.length > 0 && node.children.every((child) => child.type === TEXT) && node.children.some((child) => textOf(child).trim() !== '');
        found.push({ element: { id, file, line, column, start, tag: node.tag, library: null, component, staticText, textParts: textPartsOf(node) }, splice: classSplice(code, node, id) });
      }
      visit(node);
    }
  };
  visit(template.ast);
  return found;
}
