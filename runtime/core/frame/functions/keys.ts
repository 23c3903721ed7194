// The element keys a function is handed: checked against the project (initProject's storyboard id)
// and found in the page, or refused with the code an editor acts on (types/protocol.ts ErrorCode).
import type { ErrorCode } from '../../../../types';
import { parseElementKey } from '../../../shared/keys';
import { expectString } from '../../../shared/validate';
import type { FrameServices } from './table';

/** No element has `key` now. */
export const unknownKey = (key: unknown): Error => Object.assign(new Error(`No element with key ${String(key)} in the page`), { code: 'unknown-key' satisfies ErrorCode });

export type Keys = ReturnType<typeof createKeys>;

export function createKeys({ state, tree, selection }: Pick<FrameServices, 'state' | 'tree' | 'selection'>) {
  const { elementFor } = selection;

  function requireStoryboard(): string {
    if (!state.storyboardId) throw new Error('initProject has not been called');
    return state.storyboardId;
  }

  function checkKey(key: string | null): string | null {
    if (key !== null) parseElementKey(key, requireStoryboard());
    return key;
  }

  return {
    requireStoryboard,
    checkKey,
    /**
     * `key` when an element has it now. The tree may lag behind a change just made (an instant update
     * whose new elements the editor selects at once): it is built again before the key is refused.
     */
    existingKey(key: string | null): string | null {
      if (checkKey(key) === null || elementFor(key)) return key;
      tree.rebuildNow();
      if (!elementFor(key)) throw unknownKey(key);
      return key;
    },
    /** The element a function acts on, named by its key argument. */
    selectedElement(keyArg: unknown, name = 'selectedElementKey'): Element {
      const key = checkKey(expectString(keyArg, name))!;
      const element = elementFor(key);
      if (!element) throw unknownKey(key);
      return element;
    },
  };
}
