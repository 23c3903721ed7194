// Codebase ids in Vue single-file components: every HTML and SVG element of the `<template>` gets
// the id as a static class (Vue merges a static `class` with a bound `:class`). Components,
// `<template>`, `<slot>` and Vue's built-ins (`<Transition>`, `<KeepAlive>`, …) get none: the
// elements they render carry their own. Parsed with the project's `vue/compiler-sfc`.
import { projectModule } from './compilers.mjs';
import { codebaseIdFor, componentNameOfFile, lineColumnFinder, textPartsWhenBound } from './scheme.mjs';

const ELEMENT = 1;
const TEXT = 2;
const COMMENT = 3;
const INTERPOLATION = 5;
const ATTRIBUTE = 6;
const PLAIN_ELEMENT = 0;

/** The splice that adds `id` to the element's static `class`, or a `class` attribute after its tag name. */
function classSplice(code, node, id) {
  return (out) => {
    const attribute = node.props.find((prop) => prop.type === ATTRIBUTE && prop.name === 'class');
    if (!attribute) return out.appendLeft(node.loc.start.offset + 1 + node.tag.length, ` class="${id}"`);
    const value = attribute.value;
    if (!value) return out.appendLeft(attribute.loc.end.offset, `="${id}"`);
    const { offset: start } = value.loc.start;
    const { offset: end } = value.loc.end;
    const quoted = (code[start] === '"' || code[start] === "'") && code[end - 1] === code[start];
    if (quoted) out.appendLeft(end - 1, value.content.trim() ? ` ${id}` : id);
    else out.overwrite(start, end, `"${value.content} ${id}"`);
  };
}

/** Every id-carrying element of a `.vue` file (`file` is its project path), in source order, each with its splice. */
/** The element's text as literal parts and `{{ expressions }}`, when its children are only those and one is an expression; else undefined. */
function textPartsOf(node) {
  const parts = [];
  for (const child of node.children) {
    if (child.type === TEXT) parts.push({ literal: child.content });
    else if (child.type === INTERPOLATION) parts.push({ bound: child.content.loc.source });
    else if (child.type !== COMMENT) return undefined;
  }
  return textPartsWhenBound(parts);
}

export function scanVue(code, file, root) {
  const { parse } = projectModule(root, 'vue/compiler-sfc', 'Vue single-file components need the project\'s "vue" package (npm install vue)');
  const { descriptor, errors } = parse(code, { filename: file, sourceMap: false, ignoreEmpty: false });
  if (errors.length) throw new Error(String(errors[0]?.message ?? errors[0]));
  const template = descriptor.template;
  if (!template) return [];
  if (template.lang && template.lang !== 'html') throw new Error(`<template lang="${template.lang}"> is not HTML: only HTML templates get codebase ids`);
  if (template.src) return [];
  const position = lineColumnFinder(code);
  const component = componentNameOfFile(file);
  const found = [];
  const visit = (parent) => {
    for (const node of parent.children ?? []) {
      if (node.type === ELEMENT && node.tagType === PLAIN_ELEMENT) {
        const start = node.loc.start.offset;
        const { line, column } = position(start);
        const id = codebaseIdFor(file, line, column);
        const staticText = node.children.length > 0 && node.children.every((child) => child.type === TEXT) && node.children.some((child) => child.content.trim() !== '');
        found.push({ element: { id, file, line, column, start, tag: node.tag, library: null, component, staticText, textParts: textPartsOf(node) }, splice: classSplice(code, node, id) });
      }
      visit(node);
    }
  };
  visit(template.ast);
  return found;
}
