import { expect } from '@open-wc/testing';
import { changeValues } from './change-values';

const PATH = 'canvases/site/parseAndMutate/mutate/';

describe('editor/lib/change-values', () => {
  it('says what a style change sets, in designer words', () => {
    expect(changeValues(`${PATH}styling`, JSON.stringify({ styling: { color: 'red', 'font-size': '2rem' } }))).to.equal('colour: red; font size: 2rem');
  });

  it('shows the changed words of a long text edit, not two texts cut at the same place', () => {
    const oldText = 'Learn to turn raw product data into decisions your team trusts, with weekly projects and reviews from working analysts.';
    const newText = oldText.replace('weekly', 'daily');
    expect(changeValues(`${PATH}editText`, JSON.stringify({ newText, oldText }))).to.equal('“…team trusts, with weekly projects and reviews…” → “…team trusts, with daily projects and reviews…”');
  });

  it('says nothing for a change its label describes, or a body it cannot read', () => {
    expect(changeValues(`${PATH}removeJsxElement`, JSON.stringify({ elementsToRemove: [] }))).to.equal(null);
    expect(changeValues(`${PATH}styling`, 'not json')).to.equal(null);
  });
});
