import { expect } from '@open-wc/testing';
import type { ProcessedCssRule } from '../../types';
import { outweighingContext, overridingRule, ruleRef, settingRule, subjectTag, type StyleTarget } from './winning-rule';

const rule = (selector: string, styles: Record<string, string>, extra: Partial<ProcessedCssRule> = {}): ProcessedCssRule => ({
  filename: 'style[0]',
  selector,
  styles,
  applied: true,
  removable: false,
  allowChanges: true,
  specificity: [0, 1, 0],
  ...extra,
});
const INLINE = rule('element.style', {}, { specificity: undefined });
const TARGET: StyleTarget = { states: [], screen: false, ownSelectors: [], forced: null };

describe('editor/inspector/winning-rule: does the element\'s own rule win?', () => {
  it('the Contents heading: `.policy__toc h2` (0,1,1) sets its size and outweighs a class rule (0,1,0)', () => {
    const toc = rule('.policy__toc h2', { 'font-size': 'var(--step-1)' }, { specificity: [0, 1, 1] });
    const rules = [INLINE, toc, rule('h2', { 'font-size': 'var(--step-3)' }, { specificity: [0, 0, 1], applied: false }), rule('body', { 'font-size': '16px' }, { inherited: true })];
    const over = overridingRule(rules, 'font-size', TARGET);
    expect(over?.why).to.equal('specific');
    expect(over?.rule).to.equal(toc);
    expect(over?.ref).to.deep.equal({ selector: '.policy__toc h2', media: null });
    // Nothing sets its colour: inherited values lose to any rule of the element's own.
    expect(overridingRule(rules, 'color', TARGET)).to.equal(null);
  });

  it('a rule as heavy wins when written later, unless the other sits in a media query (later in the sheet)', () => {
    expect(overridingRule([INLINE, rule('.button', { color: 'white' })], 'color', TARGET)).to.equal(null);
    const wide = rule('.hero', { 'padding-top': '4rem' }, { within: ['@media (min-width: 64rem)'] });
    expect(overridingRule([INLINE, wide], 'padding-top', TARGET)).to.deep.include({ why: 'media', ref: { selector: '.hero', media: '(min-width: 64rem)' } });
    // Writing for that screen size goes into a media query too: no conflict.
    expect(overridingRule([INLINE, wide], 'padding-top', { ...TARGET, screen: true })).to.equal(null);
  });

  it('the element\'s own class rule is the target itself', () => {
    const own = rule('.card__title', { 'font-size': '1rem' });
    expect(overridingRule([INLINE, own], 'font-size', { ...TARGET, ownSelectors: ['.card__title'] })).to.equal(null);
  });

  it('an inline style, an id rule, a shorthand with var() and !important keep winning; a state rule counts only while forced', () => {
    const inline = rule('element.style', { 'font-size': '12px' }, { specificity: undefined });
    expect(overridingRule([inline], 'font-size', TARGET)).to.deep.include({ why: 'inline', ref: null });
    // The runtime lists a shorthand's longhands; one written with var() stays a shorthand.
    const id = rule('#main p', { 'font-size': '20px' }, { specificity: [1, 0, 1] });
    expect(overridingRule([INLINE, id], 'font-size', TARGET)?.rule).to.equal(id);
    const shorthand = rule('.hero .x', { background: 'var(--tint)' }, { specificity: [0, 2, 0] });
    expect(overridingRule([INLINE, shorthand], 'background-color', TARGET)?.rule).to.equal(shorthand);
    const important = rule('.a', { color: 'red !important' }, { specificity: [0, 1, 0] });
    const heavier = rule('.b .c', { color: 'blue' }, { specificity: [0, 2, 0] });
    expect(overridingRule([INLINE, heavier, important], 'color', TARGET)).to.deep.include({ why: 'important', rule: important });
    const hover = rule('.x .y:hover', { color: 'red' }, { specificity: [0, 3, 0], modifiers: { hover: true } });
    expect(overridingRule([INLINE, hover], 'color', TARGET)).to.equal(null);
    expect(overridingRule([INLINE, hover], 'color', { ...TARGET, states: ['hover'], forced: 'hover' })?.rule).to.equal(hover);
    expect(settingRule([INLINE, hover], 'color', 'hover')?.rule).to.equal(hover);
  });

  it('a rule for the element\'s own class inside the winner\'s context outweighs it when the winner ends in a bare type', () => {
    const over = (selector: string, why: 'specific' | 'media' = 'specific') => ({ rule: rule(selector, {}), why, ref: null });
    expect(outweighingContext(over('.policy__toc h2'))).to.equal('.policy__toc');
    expect(outweighingContext(over('.policy__section > h2'))).to.equal('.policy__section');
    expect(outweighingContext(over('main .toc ol > li'))).to.equal('main .toc ol');
    expect(outweighingContext(over('.policy__section > .policy__heading'))).to.equal(null);
    expect(outweighingContext(over('h1, .x h2'))).to.equal(null);
    expect(outweighingContext(over('#main'))).to.equal(null);
    expect(outweighingContext(over('.toc h2', 'media'))).to.equal(null);
  });

  it('names a rule for STYLE_RULE only at the top level or in one media query, from a readable sheet', () => {
    expect(ruleRef(rule('.a', {}, { within: ['@supports (display: grid)'] }))).to.equal(null);
    expect(ruleRef(rule('.a', {}, { within: ['@media print', '@media (min-width: 1px)'] }))).to.equal(null);
    expect(ruleRef(rule('.a', {}, { allowChanges: false }))).to.equal(null);
    expect(subjectTag('.policy__toc h2')).to.equal('h2');
    expect(subjectTag('.site-footer > a.link:hover')).to.equal('a');
    expect(subjectTag('.card .title')).to.equal(null);
  });
});
