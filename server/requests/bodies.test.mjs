// The body readers, from source: the schemas' structure (types/request-schemas.ts) and the server's
// own checks, each failure a 400 naming the field; odd input never crashes a reader nor passes
// unchecked, and "__proto__" keys stay harmless.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { BODY_READERS, ACTIVITY_READERS } = await sourceModule(import.meta.url, './bodies.ts');

const element = { codebaseId: 'tempo-3f2a', name: 'h2' };
const styling = (fields = {}) => ({ reactElement: element, styling: { color: 'red' }, stylingFramework: 'CSS', modifiers: [], customProperties: [], scope: null, renderedIn: null, ...fields });
const refusal = (read, body) => {
  try {
    read(body);
  } catch (error) {
    return [error.status ?? (error.kind === 'invalid-input' ? 400 : 500), error.message];
  }
  return null;
};

describe('request body readers', () => {
  it('read a valid body as its contract type, passing lookup data on and defaulting what older clients leave out', () => {
    const body = BODY_READERS.styling({ ...styling(), scope: undefined, renderedIn: undefined, reactElement: { ...element, rendering: { pagePath: '/', index: 1, count: 3 } } });
    assert.deepEqual(body, { ...styling(), reactElement: { codebaseId: 'tempo-3f2a', rendering: { pagePath: '/', index: 1, count: 3 }, name: 'h2' } });
    assert.deepEqual(BODY_READERS.editText({ element, newText: 'x', oldText: null }), { element: { codebaseId: 'tempo-3f2a', rendering: null, name: 'h2' }, newText: 'x', oldText: null });
    assert.deepEqual(ACTIVITY_READERS.undoChangeToFiles({ latestUuid: '1B9D6BCD-BBFD-4B2D-9B5D-AB8DFBBD4BED' }), { latestUuid: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' });
  });

  it('name the field of the first problem: its path, nested, in an array or a record', () => {
    const cases = [
      [BODY_READERS.styling, [1], 'The body must be a JSON object, got [1].'],
      [BODY_READERS.styling, styling({ reactElement: [] }), 'reactElement must be a JSON object, got [].'],
      [BODY_READERS.styling, styling({ reactElement: { name: 'h2' } }), 'reactElement.codebaseId must be a string, got undefined.'],
      [BODY_READERS.styling, styling({ reactElement: { codebaseId: 'a', rendering: { pagePath: '/', index: 2, count: 2 } } }), 'reactElement.rendering.index is 2, but the page shows 2 (count); the index counts from 0, so it must be below the count.'],
      [BODY_READERS.styling, styling({ reactElement: { codebaseId: 'a', rendering: { pagePath: '/', index: 0, count: 1, x: 1 } } }), 'reactElement.rendering has an unknown field "x"; it takes pagePath, index, count.'],
      [BODY_READERS.styling, styling({ styling: { color: 5 } }), 'styling["color"] must be a string or null, got 5.'],
      [BODY_READERS.styling, styling({ scope: 'this-use', renderedIn: ['a', 'b c'] }), 'renderedIn[1] must be a codebase id (letters, digits, "-" and "_", like "tempo-…"), got "b c".'],
      [BODY_READERS.styling, styling({ scope: 'this-use', renderedIn: Array.from({ length: 501 }, (_, i) => `id-${i}`) }), 'renderedIn has 501 entries; at most 500 are accepted.'],
      [BODY_READERS.styling, styling({ scope: 'this-use', renderedIn: ['a', 'a'] }), 'renderedIn names a twice; an element sits inside each one once.'],
      [BODY_READERS.editText, { element, newText: 'x' }, 'oldText is missing; send null for none.'],
      [BODY_READERS.editText, { element, newText: 'x'.repeat(100_001), oldText: null }, 'newText is 100001 characters long; at most 100000 are accepted.'],
      [BODY_READERS.removeJsxElement, { elementsToRemove: [element, 7] }, 'elementsToRemove[1] must be a JSON object, got 7.'],
      [BODY_READERS.changePropValue, { elementToModify: element, propName: 'href' }, 'propValue is missing; send the new value (a string, number, boolean, JSON object/array, or null to remove the prop).'],
      [BODY_READERS.addClass, { reactElement: element, className: 'tempo-x', stylingFramework: null, modifiers: [], customProperties: [] }, 'className "tempo-x" starts with "tempo-", which is reserved for codebase ids.'],
      [ACTIVITY_READERS.redoChangeToFiles, { changeToRedoId: 'x', more: 1 }, 'changeToRedoId must be a change item\'s id (a uuid like 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed), got "x".'],
    ];
    for (const [read, body, message] of cases) assert.deepEqual(refusal(read, body), [400, message], message);
  });

  it('refuse "__proto__" keys as no CSS property and no prop, and never let one reach an object\'s prototype', () => {
    const proto = (json) => JSON.parse(json);
    assert.match(refusal(BODY_READERS.styling, styling({ styling: proto('{"__proto__": "red"}') }))[1], /^styling: "__proto__" is not a CSS property name/);
    assert.match(refusal(BODY_READERS.styleRule, { selector: 'h2', media: null, styling: proto('{"color": "red", "__proto__": null}') })[1], /"__proto__" is not a CSS property name/);
    const add = { destinationElement: element, beforeElement: null, afterElement: null, canvasId: 'site', deletedStoryboardId: null, fileContentsToSourceFrom: null, fileContentsSourceFilename: null, hasInstantUpdate: false };
    assert.match(refusal(BODY_READERS.addJsxElement, { ...add, newElement: { type: 'native', nativeTag: 'p', componentName: null, propsToSet: proto('{"__proto__": {"polluted": 1}}') } })[1], /^“__proto__” is not an attribute/);
    const body = BODY_READERS.editText(proto(`{"element": {"codebaseId": "a", "__proto__": {"polluted": 1}}, "newText": "x", "oldText": null}`));
    assert.equal(Object.getPrototypeOf(body.element), Object.prototype);
    assert.equal({}.polluted, undefined);
    assert.equal(refusal(BODY_READERS.editText, proto('{"element": {"codebaseId": "a"}, "newText": "x", "oldText": null, "__proto__": 1}'))[0], 400);
  });

  it('answer 400 to odd values in every field of every operation, never crash', () => {
    const odd = [undefined, null, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, '', 'x', '__proto__', true, [], [null], {}, { __proto__: null }, JSON.parse('{"__proto__": 1}'), 'a'.repeat(2000)];
    const valid = {
      styling: styling(),
      addJsxElement: { destinationElement: element, beforeElement: null, afterElement: null, newElement: { type: 'native', nativeTag: 'p', componentName: null, propsToSet: null }, canvasId: 'site', deletedStoryboardId: null, fileContentsToSourceFrom: null, fileContentsSourceFilename: null, hasInstantUpdate: false },
      moveJsxElement: { elementToMove: element, newContainerElement: { codebaseId: 'b' }, afterElement: null, beforeElement: null, expectedCurrentParent: null },
      removeJsxElement: { elementsToRemove: [element] },
      changePropValue: { elementToModify: element, propName: 'href', propValue: '/x' },
      wrapInDiv: { reactElements: [element] },
      duplicate: { reactElements: [element] },
      changeElementTag: { elementToModify: element, newTag: 'section' },
      addClass: { reactElement: element, className: 'x', stylingFramework: null, modifiers: [], customProperties: [] },
      removeClass: { reactElement: element, className: 'x' },
      styleRule: { selector: 'h2', media: null, styling: { color: 'red' } },
      editText: { element, newText: 'x', oldText: null },
    };
    assert.deepEqual(Object.keys(valid).sort(), Object.keys(BODY_READERS).sort());
    for (const [operation, body] of Object.entries(valid)) {
      assert.doesNotThrow(() => BODY_READERS[operation](body), operation);
      for (const field of Object.keys(body)) {
        for (const value of odd) {
          const outcome = refusal(BODY_READERS[operation], { ...body, [field]: value });
          if (outcome) assert.equal(outcome[0], 400, `${operation}.${field} = ${JSON.stringify(value)}: ${outcome[1]}`);
        }
      }
    }
  });
});
