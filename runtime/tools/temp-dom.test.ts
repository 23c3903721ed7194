import { expect } from '@open-wc/testing';
import { createTempDom } from './temp-dom';

describe('temp-dom: renameCodebaseIds', () => {
  it('renames all at once: a map that swaps two ids swaps them, and a chain moves each id one step', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p class="id-a x"></p><p class="id-b"></p><p class="id-c"></p>';
    document.body.append(root);
    try {
      const [a, b, c] = [...root.children];
      const changed = createTempDom(document).renameCodebaseIds(document, new Map([['id-a', 'id-b'], ['id-b', 'id-a'], ['id-c', 'id-d']]));
      expect(changed).to.equal(3);
      expect([a!.className, b!.className, c!.className]).to.deep.equal(['id-b x', 'id-a', 'id-d']);
    } finally {
      root.remove();
    }
  });
});
