import { expect } from '@open-wc/testing';
import { effectOfSave, effectSentence, effectsReducer, initialEffects, latestEffectFor, type SaveEffect } from './save-effects';
import { initialSiteStyles, siteStylesReducer } from './site-styles';

const heading = { kind: 'element' as const, codebaseId: 'tempo-a', nth: 0, name: 'the heading “Contents”', prop: 'font-size', read: 'font-size' };

describe('editor/state/save-effects: did a saved style take effect?', () => {
  it('adds checks newest first, numbered, and updates one by id', () => {
    let state = effectsReducer(initialEffects, { type: 'add', effect: { saveSeq: 3, target: heading, asked: '24px', preview: '24px', status: 'checking' } });
    state = effectsReducer(state, { type: 'add', effect: { saveSeq: 4, target: { kind: 'token', name: '--accent' }, asked: '#c2410c', preview: null, status: 'checking' } });
    expect(state.list.map((effect) => effect.id)).to.deep.equal([2, 1]);
    state = effectsReducer(state, { type: 'update', id: 1, update: { status: 'missed', shown: '18px', winner: '.policy__toc h2' } });
    expect(latestEffectFor(state.list, 'tempo-a', 'font-size')?.status).to.equal('missed');
    expect(effectOfSave(state.list, 4)?.target).to.deep.equal({ kind: 'token', name: '--accent' });
    expect(effectsReducer(state, { type: 'update', id: 9, update: { status: 'shows' } })).to.equal(state);
  });

  it('says what happened in a designer\'s words', () => {
    const base: SaveEffect = { id: 1, saveSeq: 1, target: heading, asked: '24px', preview: '24px', status: 'missed', shown: '18px', winner: '.policy__toc h2' };
    expect(effectSentence(base)).to.equal('Saved, but the heading “Contents” still shows 18px (asked 24px): .policy__toc h2 sets its font size and wins over the saved rule.');
    expect(effectSentence({ ...base, status: 'shows', shown: '24px' })).to.equal('The page shows it: 24px on the heading “Contents”.');
    expect(effectSentence({ ...base, target: { kind: 'elements', tag: 'h2', prop: 'font-family' }, status: 'shows', counts: { showing: 18, of: 18 } })).to.equal('All 18 headings (h2) on this page show it.');
    expect(effectSentence({ ...base, target: { kind: 'elements', tag: 'h2', prop: 'font-size' }, counts: { showing: 17, of: 18 } })).to.equal(
      'Saved, but 1 of the 18 headings (h2) on this page still shows 18px: rules of their own set their font size and win.',
    );
    expect(effectSentence({ ...base, status: 'unknown', reason: 'the preview did not reload with the saved source' })).to.match(/could not be checked: the preview did not reload/);
  });

  it('the site styles panel keeps only the latest read\'s answer', () => {
    let state = siteStylesReducer(initialSiteStyles, { type: 'panel', panel: 'site-styles' });
    state = siteStylesReducer(state, { type: 'reading' });
    state = siteStylesReducer(state, { type: 'reading' });
    const data = { tokens: [], kinds: [] };
    expect(siteStylesReducer(state, { type: 'read', read: 1, data })).to.equal(state);
    state = siteStylesReducer(state, { type: 'read', read: 2, data });
    expect([state.panel, state.reading, state.data]).to.deep.equal(['site-styles', false, data]);
    expect(siteStylesReducer(state, { type: 'panel', panel: 'site-styles' })).to.equal(state);
  });
});
