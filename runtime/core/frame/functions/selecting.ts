// Hover and selection set by the editor: every change goes through the selection service's reducer.
import { expectStringArray, expectStringOrNull } from '../../../shared/validate';
import type { Keys } from './keys';
import type { FrameServices, Functions } from './table';

export function selectingFunctions({ selection }: Pick<FrameServices, 'selection'>, keys: Keys): Functions<'setHoveredElement' | 'setSelectedElement' | 'setMultiselectedElementKeys'> {
  const { existingKey } = keys;
  const { change } = selection;
  return {
    setHoveredElement(key) {
      change({ type: 'hover', key: existingKey(expectStringOrNull(key, 'elementKey')), byEditor: true });
      return undefined;
    },
    setSelectedElement(key) {
      const next = existingKey(expectStringOrNull(key, 'elementKey'));
      change({ type: 'select', key: next, byEditor: true });
      return { renderings: selection.renderingsOf(next).length };
    },
    setMultiselectedElementKeys(elementKeys) {
      const list = expectStringArray(elementKeys, 'elementKeys');
      list.forEach(keys.checkKey);
      list.forEach(existingKey);
      change({ type: 'selectMany', keys: list });
      return undefined;
    },
  };
}
