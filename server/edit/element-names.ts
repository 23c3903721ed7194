// Elements named in a refusal's sentence as the designer sees them on the page ("the heading
// “Contents”", "the link “Get Started”"), and where they are written, for the refusal's details: a
// designer selected what the page shows and never saw the file and line that write it.
import ts from 'typescript';
import type { IndexedElement } from '../project/id-index';
import { quoteText, tagWord } from '../../types/element-words';
import { describe } from './jsx-nodes';

/** "heading", "link"; a component keeps its name ("SectionLink"), a library's use site too ("Link"). */
export function nounOf(tag: string): string {
  const last = tag.split('.').pop() ?? tag;
  return tagWord(last) ?? (/^[A-Z]/.test(last) ? last : 'element');
}

/** The words the element writes as its own text in the source (JSX text and string literals), or ''. */
function writtenText(entry: IndexedElement): string {
  if (!ts.isJsxElement(entry.element)) return '';
  const parts: string[] = [];
  for (const child of entry.element.children) {
    if (ts.isJsxText(child)) parts.push(child.text);
    else if (ts.isJsxExpression(child) && child.expression && ts.isStringLiteralLike(child.expression)) parts.push(child.expression.text);
  }
  return quoteText(parts.join(' '));
}

/** "the heading “Contents”", or "the list item" when the source gives it no text of its own. */
export function named(entry: IndexedElement): string {
  const text = writtenText(entry);
  return `the ${nounOf(entry.tag)}${text ? ` ${text}` : ''}`;
}

/** The same, to start a sentence: "The heading “Contents”". */
export function Named(entry: IndexedElement): string {
  const name = named(entry);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * As `named`, with the text one rendering shows when it comes from elsewhere: "the link “Get
 * Started”" for SectionLink's `<a>{children}</a>`, whose source writes no words of its own.
 */
export function namedShowing(entry: IndexedElement, shown: string | null): string {
  const text = shown ? quoteText(shown) : '';
  return text ? `the ${nounOf(entry.tag)} ${text}` : named(entry);
}

/** Where the elements are written, for a refusal's details: "<h2> at site/components/PolicyView.tsx:12:5". */
export function writtenAt(...entries: IndexedElement[]): string {
  return `Written at: ${entries.map(describe).join('; ')}.`;
}

/**
 * A change's message with its elements named as a designer sees them: `<div> at site/x.tsx:9:9`
 * becomes "the box" (for a refusal's sentence; the message as it is goes into the details).
 */
export function withoutPositions(message: string): string {
  return message.replace(/<([A-Za-z][\w.-]*)> at [^\s,;:()]+:\d+:\d+/g, (_, tag: string) => `the ${nounOf(tag)}`);
}

/** A sentence's words with a capital first letter. */
export const startCase = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
