// What each change is called in the history and the changes list ("Background colour on h1"), so an
// undo button can say what it undoes ("Undo background colour on h1").
import type { ChangeItemData, NavTreeNode } from '../../types';
import { screenLabel } from './screen-words';

/** Designers' words for CSS properties. */
const WORDS: Record<string, string> = {
  color: 'colour',
  'background-color': 'background colour',
  'border-color': 'border colour',
  'font-size': 'font size',
  'font-weight': 'font weight',
  'line-height': 'line height',
  'letter-spacing': 'letter spacing',
  'text-align': 'text alignment',
};

export const propertyWord = (prop: string): string => WORDS[prop] ?? prop.replace(/-/g, ' ');

/** Designers' words for attributes (a link's `target` is whether it opens in a new tab). */
const ATTRIBUTE_WORDS: Record<string, string> = { href: 'link destination', src: 'image source', alt: 'image description', 'aria-label': 'accessible label', id: 'id', title: 'title' };

export function attributeWord(name: string, value: unknown): string {
  if (name === 'target') return value === '_blank' ? 'open in new tab' : 'open in the same tab';
  return ATTRIBUTE_WORDS[name] ?? `attribute ${name}`;
}

/** The element as the layers panel names it: its tag, and its first class when it has one. */
export const elementName = (node: NavTreeNode | undefined): string => {
  if (!node) return 'element';
  // The root's wire name is `Storyboard` (docs/protocol.md): a designer knows it as the page.
  if (node.parent === null) return 'the page';
  return `${node.name}${node.directlySetClassList[0] ? `.${node.directlySetClassList[0]}` : ''}`;
};

/** The page as the layers' root names it: "Page /courses/data" (the path the preview shows). */
export function pageName(href: string): string {
  try {
    const { pathname } = new URL(href);
    return `Page ${decodeURIComponent(pathname)}`;
  } catch {
    return 'Page';
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowered = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** `what` applied to one element or several. */
const on = (targets: readonly (NavTreeNode | undefined)[]) => (targets.length === 1 ? elementName(targets[0]) : `${targets.length} elements`);

/** A change's label; `targets` are the elements it acts on (for several, one label for the group). */
export function labelFor(item: ChangeItemData, targets: readonly (NavTreeNode | undefined)[]): string {
  const who = on(targets);
  switch (item.type) {
    case 'STYLING': {
      const props = Object.keys(item.changeFields.stylingChanges).map(propertyWord).join(', ');
      const at = item.changeFields.modifiers.length ? ` (${item.changeFields.modifiers.map(screenLabel).join(', ')})` : '';
      return capitalised(`${props}${at} on ${who}`);
    }
    case 'ADD_CLASS':
      return `Class ${item.changeFields.className} on ${who}`;
    case 'REMOVE_CLASS':
      return `Remove class ${item.changeFields.className} from ${who}`;
    case 'EDIT_TEXT':
      return `Text of ${who}`;
    case 'CHANGE_TAG':
      return `Tag of ${who} → ${item.changeFields.newTagName}`;
    case 'REMOVE_JSX':
      return `Delete ${who}`;
    case 'DUPLICATE':
      return `Duplicate ${who}`;
    case 'WRAP_DIV':
      return `Wrap ${who} in a div`;
    case 'MOVE_JSX':
      return `Move ${who}`;
    case 'ADD_JSX':
      return `New <${item.changeFields.addNativeTag ?? 'element'}> after ${who}`;
    case 'CHANGE_PROP':
      return `${capitalised(attributeWord(item.changeFields.propName, item.changeFields.propValue))} of ${who}`;
    default:
      return item.changeName;
  }
}

export const undoLabel = (label: string): string => `Undo ${lowered(label)}`;
export const redoLabel = (label: string): string => `Redo ${lowered(label)}`;
