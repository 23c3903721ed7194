// Backend requests for change items (docs/protocol.md §8): each operation's body, as types/mutations.ts types it.
import type { ActivityBodies, ActivityOperation, ChangeItemData, ElementReference, MutationBodies, MutationOperation, RenderingReference, TreeElement, TreeElementLookup } from '../../../types';
import { isRecord } from '../validate';
import { expectCanvasId, readChangeItem } from './item';

export interface MutationRequest {
  /** Relative to the backend's API root. */
  urlPath: string;
  /** Typed by the mutation server's own table (types/mutations.ts), so both sides check one contract. */
  body: MutationBodies[MutationOperation] | ActivityBodies[ActivityOperation];
  /** Shown by the editor when the call succeeds; only some operations have one. */
  successToastMessage?: string;
}

export type { ElementReference } from '../../../types';

function lookupEntry(lookup: TreeElementLookup | null | undefined, codebaseId: string): TreeElement | undefined {
  // Own keys only: `constructor` is a valid codebase id and must not find Object.prototype's.
  if (!lookup || !Object.hasOwn(lookup, codebaseId)) return undefined;
  const entry = lookup[codebaseId];
  return isRecord(entry) ? entry : undefined;
}

export function buildRequest(changeItem: ChangeItemData, canvasId: string, treeElementLookup: TreeElementLookup | null | undefined): MutationRequest {
  const canvas = expectCanvasId(canvasId);
  // Items may come straight from JSON: check them, and build bodies from a copy that nothing else holds.
  const item = readChangeItem(changeItem);
  const mutate = <K extends MutationOperation>(operation: K, body: MutationBodies[K], successToastMessage?: string): MutationRequest => ({
    urlPath: `canvases/${canvas}/parseAndMutate/mutate/${operation}`,
    body,
    ...(successToastMessage === undefined ? {} : { successToastMessage }),
  });
  const activity = <K extends ActivityOperation>(operation: K, body: ActivityBodies[K]): MutationRequest => ({
    urlPath: `canvases/${canvas}/parseAndMutate/activities/${operation}`,
    body,
  });
  // The item's id wins over any `codebaseId` a lookup entry carries: it names the element to change.
  const ref = (codebaseId: string): ElementReference => ({ ...lookupEntry(treeElementLookup, codebaseId), codebaseId });
  // The backend reads null as "none", so absent optional elements and fields are sent as null, never left out.
  // A named rendering (a card, types/renderings.ts RenderingReference) rides along in the reference.
  const refTo = (codebaseId: string, rendering: RenderingReference | undefined): ElementReference => (rendering ? { ...ref(codebaseId), rendering } : ref(codebaseId));
  const refOrNull = (codebaseId: string | undefined, rendering?: RenderingReference): ElementReference | null => (codebaseId === undefined ? null : refTo(codebaseId, rendering));
  // One reference per named rendering of an id (a card each), else one for the element.
  const refsOf = (ids: readonly string[], renderings: Record<string, RenderingReference[]> | undefined): ElementReference[] =>
    ids.flatMap((id) => (renderings && Object.hasOwn(renderings, id) ? renderings[id]!.map((rendering) => refTo(id, rendering)) : [ref(id)]));

  switch (item.type) {
    case 'STYLING': {
      const f = item.changeFields;
      return mutate('styling', {
        reactElement: ref(f.codebaseId),
        styling: f.stylingChanges,
        stylingFramework: f.stylingFramework,
        modifiers: f.modifiers,
        customProperties: f.customProperties,
        scope: f.scope ?? null,
        renderedIn: f.renderedIn ?? null,
        // Only when set: a server without it refuses unknown fields, and most styles need none.
        ...(f.context === undefined ? {} : { context: f.context }),
      });
    }
    case 'ADD_JSX': {
      const f = item.changeFields;
      const hasInstantUpdate = f.htmlForInstantUpdate !== undefined;
      const componentName = f.addCodebaseId === undefined ? undefined : lookupEntry(treeElementLookup, f.addCodebaseId)?.name;
      return mutate(
        'addJsxElement',
        {
          destinationElement: ref(f.codebaseIdToAddTo),
          beforeElement: refOrNull(f.beforeCodebaseId),
          afterElement: refOrNull(f.afterCodebaseId),
          newElement: {
            type: 'native',
            nativeTag: f.addNativeTag ?? null,
            componentName: typeof componentName === 'string' ? componentName : null,
            propsToSet: f.propsToSet ?? null,
          },
          canvasId: canvas,
          deletedStoryboardId: f.deletedStoryboardId ?? null,
          fileContentsToSourceFrom: f.fileContentsToSourceFrom ?? null,
          fileContentsSourceFilename: f.fileContentsSourceFilename ?? null,
          hasInstantUpdate,
        },
        // With an instant update the designer already sees the element, so no toast.
        hasInstantUpdate ? undefined : 'Successfully added',
      );
    }
    case 'MOVE_JSX': {
      const f = item.changeFields;
      return mutate('moveJsxElement', {
        elementToMove: refTo(f.codebaseIdToMove, f.renderingToMove),
        newContainerElement: ref(f.codebaseIdToMoveTo),
        afterElement: refOrNull(f.afterCodebaseId, f.afterRendering),
        beforeElement: refOrNull(f.beforeCodebaseId, f.beforeRendering),
        expectedCurrentParent: refOrNull(f.expectedCurrentParentCodebaseId),
      });
    }
    case 'REMOVE_JSX':
      return mutate('removeJsxElement', { elementsToRemove: refsOf(item.changeFields.codebaseIdsToRemove, item.changeFields.renderings) });
    case 'CHANGE_PROP': {
      const f = item.changeFields;
      return mutate('changePropValue', { elementToModify: refTo(f.codebaseIdToChange, f.rendering), propName: f.propName, propValue: f.propValue }, 'Prop changed');
    }
    case 'WRAP_DIV':
      return mutate('wrapInDiv', { reactElements: item.changeFields.codebaseIdsToWrap.map(ref) });
    case 'DUPLICATE':
      return mutate('duplicate', { reactElements: refsOf(item.changeFields.codebaseIdsToDuplicate, item.changeFields.renderings) });
    case 'CHANGE_TAG':
      return mutate('changeElementTag', { elementToModify: ref(item.changeFields.codebaseIdToChange), newTag: item.changeFields.newTagName });
    case 'ADD_CLASS': {
      const f = item.changeFields;
      return mutate('addClass', {
        reactElement: ref(f.codebaseIdToAddClass),
        className: f.className,
        stylingFramework: f.addingTailwindClass ? 'TAILWIND' : null,
        modifiers: f.modifiers,
        customProperties: f.customProperties,
      });
    }
    case 'REMOVE_CLASS':
      return mutate('removeClass', { reactElement: ref(item.changeFields.codebaseIdToRemoveClass), className: item.changeFields.className });
    case 'EDIT_TEXT': {
      const f = item.changeFields;
      return mutate('editText', { element: refTo(f.codebaseIdToEditText, f.rendering), newText: f.newText, oldText: f.oldText ?? null });
    }
    case 'STYLE_RULE': {
      const f = item.changeFields;
      return mutate('styleRule', { selector: f.selector, media: f.media ?? null, styling: f.stylingChanges });
    }
    case 'UNDO':
      return activity('undoChangeToFiles', { latestUuid: item.changeFields.changeToUndo.id });
    case 'REDO':
      return activity('redoChangeToFiles', { changeToRedoId: item.changeFields.changeToRedo.id });
    case 'UNKNOWN':
      throw new Error('Unsupported operation');
    default: {
      const unhandled: never = item;
      throw new Error(`Unknown change type: ${String((unhandled as { type: unknown }).type)}`);
    }
  }
}
