// DOM reads and writes that an element's own markup cannot redirect. A <form> answers `form.x` with
// its control named `x` before its built-in (`<input name="attributes">` makes `form.attributes`
// that input), so code that must see the real attributes, children or tag calls the prototypes.

const getter = <T>(proto: object, name: string) => Object.getOwnPropertyDescriptor(proto, name)!.get as (this: unknown) => T;

const localName = getter<string>(Element.prototype, 'localName');
const attributes = getter<NamedNodeMap>(Element.prototype, 'attributes');
const childNodes = getter<NodeListOf<ChildNode>>(Node.prototype, 'childNodes');
const parentNode = getter<ParentNode | null>(Node.prototype, 'parentNode');
const nextSibling = getter<ChildNode | null>(Node.prototype, 'nextSibling');
const textContent = getter<string | null>(Node.prototype, 'textContent');

export const localNameOf = (el: Element): string => localName.call(el);

export const textOf = (node: Node): string => textContent.call(node) ?? '';

/** The element's attributes as Attr nodes (a copy: removing one does not shift the rest). */
export const attributeNodes = (el: Element): Attr[] => Array.from(attributes.call(el));

export const valueOf = (el: Element, name: string): string | null => Element.prototype.getAttribute.call(el, name);

export const removeAttributeNode = (el: Element, attr: Attr): void => void Element.prototype.removeAttributeNode.call(el, attr);

export const childNodesOf = (node: Node): ChildNode[] => Array.from(childNodes.call(node));

/** Where `node` sits now: its parent and the sibling after it. */
export const positionOf = (node: Node): [parent: ParentNode | null, next: ChildNode | null] => [parentNode.call(node), nextSibling.call(node)];

export const insertBefore = (parent: ParentNode, node: Node, next: Node | null): void => void Node.prototype.insertBefore.call(parent, node, next);

export function removeNode(node: Node): void {
  const parent = parentNode.call(node);
  if (parent) Node.prototype.removeChild.call(parent, node);
}
