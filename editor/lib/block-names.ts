// Names for blocks a designer moves, in the words they see on the page: "the section “Learning
// Process”", "the card “Marketers”" — the element's kind and the heading (or text) it shows — and
// where one goes relative to another ("above", "below", "before", "after").
import type { NavTreeNode } from '../../types';
import { tagWord } from '../../types/element-words';
import { elementName } from './labels';

const HEADING = /^h[1-6]$/;
/** How deep a block's heading may sit (a section's h2 is inside its container and head). */
const HEADING_DEPTH = 4;
const MAX_TEXT = 28;

const ownText = (node: NavTreeNode): string => node.literalChildren.map((child) => child.value).join(' ').replace(/\s+/g, ' ').trim();

/** The first heading's text within a few levels of `node`, in page order. */
function headingText(node: NavTreeNode, depth = 0): string | null {
  for (const child of node.children) {
    if (HEADING.test(child.name)) {
      const text = ownText(child);
      if (text) return text;
    }
    if (depth + 1 < HEADING_DEPTH) {
      const found = headingText(child, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** The text a designer recognises the element by: its own heading's or its own text, shortened. */
export function recognisedText(node: NavTreeNode): string | null {
  const text = (HEADING.test(node.name) ? ownText(node) : null) || headingText(node) || ownText(node);
  if (!text) return null;
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1).trimEnd()}…` : text;
}

/** The element's kind as a designer says it: a card (a class named for one), else by its tag. */
export function kindOf(node: NavTreeNode): string | null {
  if (node.directlySetClassList.some((name) => name === 'card' || name.endsWith('-card') || name.endsWith('__card'))) return 'card';
  return tagWord(node.name);
}

/** "the section “Learning Process”"; an element without text a designer would know keeps its layer name ("div.hero__art"). */
export function blockName(node: NavTreeNode | undefined): string {
  if (!node) return 'the element';
  const text = recognisedText(node);
  const kind = kindOf(node);
  if (!text) return elementName(node);
  return kind ? `the ${kind} “${text}”` : `${elementName(node)} “${text}”`;
}

/** The other element of a move, named as briefly as the sentence allows: the text alone when both are of one kind. */
export function otherName(node: NavTreeNode, moved: NavTreeNode): string {
  const text = recognisedText(node);
  if (text && kindOf(node) !== null && kindOf(node) === kindOf(moved)) return `“${text}”`;
  return blockName(node);
}

/** Where `moved` goes relative to `sibling`, as a designer reads the page: above/below in a column, before/after in a row. */
export function placeWord(sibling: NavTreeNode, moved: NavTreeNode, position: 'before' | 'after'): string {
  const a = sibling.pageBoundingBox;
  const b = moved.pageBoundingBox;
  const overlapY = Math.min(a.pageY + a.height, b.pageY + b.height) - Math.max(a.pageY, b.pageY);
  const stacked = overlapY <= 0;
  if (!stacked) return position;
  return position === 'before' ? 'above' : 'below';
}

/** Page regions the layers name by their heading, since their rows would otherwise all read alike ("section.section"). */
const REGIONS = new Set(['section', 'article']);

/** The heading a region of the page shows, for its layers row; null for other elements, or one with text of its own. */
export function regionHint(node: NavTreeNode): string | null {
  if (!REGIONS.has(node.name) || ownText(node)) return null;
  return headingText(node);
}

/** `text` as the start of a sentence: its first letter a capital. */
export const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "Move the section “Learning Process” above “What Will You Get From Th…”": the label of a move. */
export function moveLabel(moved: NavTreeNode, sibling: NavTreeNode, position: 'before' | 'after'): string {
  return `Move ${blockName(moved)} ${placeWord(sibling, moved, position)} ${otherName(sibling, moved)}`;
}
