// Drags the editor drives: the selected element dragged by the pointer, and the temporary DOM of a
// move or an insertion in progress (a moved element, a placeholder, the guide of a new parent).
import { assertValidId } from '../../../shared/keys';
import { expectFiniteNumber, expectString } from '../../../shared/validate';
import { unknownKey, type Keys } from './keys';
import type { FrameServices, Functions } from './table';

type DraggingNames = 'triggerDragStart' | 'triggerDragCancel' | 'tempMoveElement' | 'tempAddDiv' | 'tempMoveToNewParent';

export function draggingFunctions({ state, ids, tools, selection, surface }: Pick<FrameServices, 'state' | 'ids' | 'tools' | 'selection' | 'surface'>, keys: Keys): Functions<DraggingNames> {
  const { elementFor } = selection;
  const getTools = tools.get;
  return {
    async triggerDragStart() {
      const { selected } = state.selection;
      if (!selected || !elementFor(selected)) throw new Error('Nothing is selected to drag');
      // Loaded since initProject, so at once; the selection is read again after the wait.
      await getTools();
      const element = elementFor(state.selection.selected);
      if (state.selection.selected !== selected || !element) throw new Error('Nothing is selected to drag');
      const pointer = surface()?.pointer;
      // Only a stopped runtime has tools and no pointer: nothing is dragged, and the editor hears why.
      if (!pointer) throw new Error('The runtime was stopped');
      pointer.startDrag(selected, element);
      return undefined;
    },
    triggerDragCancel() {
      surface()?.pointer.finishDrag('DRAG_CANCEL_EVENT');
      return undefined;
    },
    async tempMoveElement(key, newIndex) {
      const { tempDom } = await getTools();
      tempDom.moveToIndex(keys.selectedElement(key, 'elementKey'), expectFiniteNumber(newIndex, 'newIndex'));
      return undefined;
    },
    async tempAddDiv(parentCodebaseId, indexInParent, width, height) {
      assertValidId('codebase id', parentCodebaseId);
      const parent = ids.elementsFor(parentCodebaseId)[0];
      if (!parent) throw new Error(`No element with codebase id ${parentCodebaseId} in the page`);
      const { tempDom } = await getTools();
      tempDom.addPlaceholder(parent, expectFiniteNumber(indexInParent, 'indexInParent'), expectFiniteNumber(width, 'width'), expectFiniteNumber(height, 'height'));
      return undefined;
    },
    tempMoveToNewParent(width, height, x, y, parentElementKey, clear) {
      if (clear === true) {
        surface()?.overlay.setMoveGuide(null);
        return undefined;
      }
      const bar = {
        width: expectFiniteNumber(width, 'width'),
        height: expectFiniteNumber(height, 'height'),
        x: expectFiniteNumber(x, 'x'),
        y: expectFiniteNumber(y, 'y'),
      };
      const parent = selection.targetFor(keys.checkKey(expectString(parentElementKey, 'parentElementKey')));
      if (!parent) throw unknownKey(parentElementKey);
      surface()?.overlay.setMoveGuide({ parent, bar });
      return undefined;
    },
  };
}
