// Every DOM change a structural update makes goes through a journal, so an update that throws half
// way (a page's custom element constructor, say) is rolled back and leaves the page as it was.
import { insertBefore, positionOf, removeNode } from './unclobbered';

export interface Journal {
  /** Puts `node` into `parent` before `next` (at the end when null), remembering where it was. */
  insert(parent: ParentNode, node: Node, next: Node | null): void;
  remove(node: Node): void;
  setData(node: CharacterData, data: string): void;
  /** Reverts every change, newest first. */
  rollback(): void;
}

export function createJournal(): Journal {
  const undo: Array<() => void> = [];
  const remember = (node: Node) => {
    const [parent, next] = positionOf(node);
    undo.push(() => (parent ? insertBefore(parent, node, next) : removeNode(node)));
  };
  return {
    insert(parent, node, next) {
      remember(node);
      insertBefore(parent, node, next);
    },
    remove(node) {
      remember(node);
      removeNode(node);
    },
    setData(node, data) {
      const old = node.data;
      undo.push(() => { node.data = old; });
      node.data = data;
    },
    rollback() {
      for (const step of undo.splice(0).reverse()) {
        try {
          step();
        } catch {
          // A page script moved a node during the update (custom element reactions): put back the rest.
        }
      }
    },
  };
}
