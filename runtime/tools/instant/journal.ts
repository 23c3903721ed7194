// Every DOM change a structural update makes goes through a journal: an update that throws half way
// (a page's custom element constructor, say) is rolled back and leaves the page as it was, and an
// update that ran is undone later by the same steps, once the journal has checked that the page
// still holds what the update left (a framework may have re-rendered over it since).
import { childNodesOf, insertBefore, positionOf, removeNode, valueOf } from './unclobbered';

export interface Journal {
  /** Puts `node` into `parent` before `next` (at the end when null), remembering where it was. */
  insert(parent: ParentNode, node: Node, next: Node | null): void;
  remove(node: Node): void;
  setData(node: CharacterData, data: string): void;
  /** Sets (or, with null, removes) an attribute, remembering its value. */
  setAttribute(el: Element, name: string, value: string | null): void;
  /**
   * Takes over a change made before the update (text typed in place): nothing changes now; undo
   * sets the node's data to `before`.
   */
  adopt(node: CharacterData, before: string): void;
  /** The update is over: what it left is what undo expects to find. */
  settle(): void;
  /** Why undo cannot run as recorded (the page moved or changed a node the update touched since), or null. */
  drift(): string | null;
  /** Reverts every change, newest first. */
  rollback(): void;
}

interface Step {
  undo(): void;
  /** The sibling undo inserts before, in the parent it inserts into (null for "at the end" or a removal). */
  ref: [parent: ParentNode, next: Node] | null;
}

function writeAttribute(el: Element, name: string, value: string | null): void {
  if (value === null) Element.prototype.removeAttribute.call(el, name);
  else Element.prototype.setAttribute.call(el, name, value);
}

const describe = (node: Node) => (node.nodeType === 1 ? `<${(node as Element).localName}>` : node.nodeType === 3 ? 'a text node' : node.nodeName);

export function createJournal(): Journal {
  const steps: Step[] = [];
  /** Every node a step moved or changed. */
  const touched = new Set<Node>();
  /** Where each touched node was, and its data, when the update was over. */
  let settled = new Map<Node, { parent: ParentNode | null; data: string | null }>();
  /** Attributes a step set, and their values when the update was over. */
  const attributes: Array<[el: Element, name: string, value: string | null]> = [];
  /** Every parent a step took a node from or put one into. */
  const parents = new Set<ParentNode>();
  /** What each of those parents held, in order, when the update was over. */
  let held = new Map<ParentNode, ChildNode[]>();

  const remember = (node: Node) => {
    const [parent, next] = positionOf(node);
    touched.add(node);
    if (parent) parents.add(parent);
    steps.push({
      undo: () => (parent ? insertBefore(parent, node, next) : removeNode(node)),
      ref: parent && next ? [parent, next] : null,
    });
  };
  const dataOf = (node: Node) => (node.nodeType === 3 || node.nodeType === 8 ? (node as CharacterData).data : null);

  return {
    insert(parent, node, next) {
      remember(node);
      parents.add(parent);
      insertBefore(parent, node, next);
    },
    remove(node) {
      remember(node);
      removeNode(node);
    },
    setData(node, data) {
      const old = node.data;
      touched.add(node);
      steps.push({ undo: () => void (node.data = old), ref: null });
      node.data = data;
    },
    setAttribute(el, name, value) {
      const old = valueOf(el, name);
      steps.push({ undo: () => writeAttribute(el, name, old), ref: null });
      attributes.push([el, name, value]);
      writeAttribute(el, name, value);
    },
    adopt(node, before) {
      touched.add(node);
      steps.push({ undo: () => void (node.data = before), ref: null });
    },
    settle() {
      settled = new Map([...touched].map((node) => [node, { parent: positionOf(node)[0], data: dataOf(node) }]));
      for (const entry of attributes) entry[2] = valueOf(entry[0], entry[1]);
      held = new Map([...parents].map((parent) => [parent, childNodesOf(parent)]));
    },
    drift() {
      for (const [node, was] of settled) {
        if (positionOf(node)[0] !== was.parent) return `${describe(node)} it placed has moved or left the page`;
        if (dataOf(node) !== was.data) return `the text it set has changed`;
      }
      for (const [el, name, value] of attributes) if (valueOf(el, name) !== value) return `the ${name} attribute it set has changed`;
      // A sibling undo puts a node back before: the nodes the update touched are put back by the
      // steps after it (undone first), so only the page's own nodes must still be where they were.
      for (const { ref } of steps) {
        if (ref && !touched.has(ref[1]) && positionOf(ref[1])[0] !== ref[0]) return `${describe(ref[1])} next to what it changed has moved or left the page`;
      }
      // A parent whose children changed in any way since (the app added, removed or reordered one) makes
      // undo's steps land somewhere else than recorded: "at the end" is no longer after the same node.
      for (const [parent, children] of held) {
        const now = childNodesOf(parent);
        if (now.length !== children.length || now.some((child, i) => child !== children[i])) return `the page changed what ${describe(parent)} holds`;
      }
      return null;
    },
    rollback() {
      for (const step of steps.splice(0).reverse()) {
        try {
          step.undo();
        } catch {
          // A page script moved a node during the update (custom element reactions): put back the rest.
        }
      }
      touched.clear();
      settled.clear();
      attributes.length = 0;
      parents.clear();
      held.clear();
    },
  };
}
