// Elements named as a designer sees them, for sentences: "the heading “Contents”", "3 headings",
// "every h2 heading". The layers panel keeps the technical name (`h2.policy__toc`); words a designer
// reads name the kind of thing and its text.
import type { NavTreeNode } from '../../types';
import { quoteText, tagWord } from '../../types/element-words';

/** The kind of element a tag makes: `heading` (or `headings`), `element` for tags without a word of their own. */
export function kindWord(tag: string, count = 1): string {
  return tagWord(tag, count) ?? (count === 1 ? 'element' : 'elements');
}

/** `3 headings`, `1 heading`. */
export const countOf = (count: number, tag: string): string => `${count} ${kindWord(tag, count)}`;

/**
 * "the heading “Contents”", or "the section" for an element without text of its own; a component
 * keeps its own name ("the SectionLink “Buy Now”"), and the tree's root is "the page".
 */
export function plainName(node: Pick<NavTreeNode, 'name' | 'literalChildren'> & { parent?: string | null } | undefined): string {
  if (!node) return 'the element';
  if (node.parent === null) return 'the page';
  const text = quoteText(node.literalChildren.map((child) => child.value).join(' '));
  const known = kindWord(node.name);
  const kind = known !== 'element' ? known : /^[A-Z]/.test(node.name) ? node.name : `${node.name} element`;
  return text ? `the ${kind} ${text}` : `the ${kind}`;
}

/** A kind of text as the typography panel titles it: "Body text", "Heading 2", "Paragraphs", "Links". */
export function kindLabel(tag: string): string {
  const name = tag.toLowerCase();
  if (name === 'body') return 'Body text';
  const heading = /^h([1-6])$/.exec(name);
  if (heading) return `Heading ${heading[1]}`;
  const word = kindWord(name, 2);
  return word === 'elements' ? `${name} elements` : word.charAt(0).toUpperCase() + word.slice(1);
}
