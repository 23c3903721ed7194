import { expect } from '@open-wc/testing';
import { inNotationOf, stepValue, toHex, unusualValue, withDefaultUnit } from './css-values';

describe('editor/lib/css-values', () => {
  it('reads a bare number as pixels for lengths, and leaves other values as typed', () => {
    expect(withDefaultUnit('font-size', '24')).to.equal('24px');
    expect(withDefaultUnit('margin-top', ' -8.5 ')).to.equal('-8.5px');
    expect(withDefaultUnit('padding', '0')).to.equal('0');
    expect(withDefaultUnit('font-size', '1.5rem')).to.equal('1.5rem');
    expect(withDefaultUnit('font-weight', '700')).to.equal('700');
    expect(withDefaultUnit('line-height', '1.4')).to.equal('1.4');
    expect(withDefaultUnit('width', 'auto')).to.equal('auto');
  });

  it('steps a number keeping its unit and its precision; refuses what is not one number', () => {
    expect(stepValue('24px', 1)).to.equal('25px');
    expect(stepValue('24px', -10)).to.equal('14px');
    expect(stepValue('1.5rem', 1)).to.equal('2.5rem');
    expect(stepValue('0.25em', 0.1)).to.equal('0.35em');
    expect(stepValue('50%', 10)).to.equal('60%');
    expect(stepValue('3', -1)).to.equal('2');
    expect(stepValue('auto', 1)).to.equal(null);
    expect(stepValue('1px 2px', 1)).to.equal(null);
  });

  it('turns rgb() and hex colours into #rrggbb, and writes a picked colour in the page\'s notation', () => {
    expect(toHex('rgb(29, 78, 216)')).to.equal('#1d4ed8');
    expect(toHex('rgba(0, 0, 0, 0.5)')).to.equal('#000000');
    expect(toHex('#ABC')).to.equal('#aabbcc');
    expect(toHex('red')).to.equal(null);
    expect(inNotationOf('rgb(0, 0, 0)', '#1d4ed8')).to.equal('rgb(29, 78, 216)');
    expect(inNotationOf('#000', '#1d4ed8')).to.equal('#1d4ed8');
  });

  it('warns about sizes larger than any screen, which are valid CSS, and nothing else', () => {
    expect(unusualValue('99999px')).to.equal('99999px is larger than any screen: is that what you meant?');
    expect(unusualValue(' -20000PX ')).to.equal('-20000PX is larger than any screen: is that what you meant?');
    expect(unusualValue('700rem')).to.match(/larger than any screen/);
    for (const value of ['9999px', '600rem', '100vw', 'auto', '1px 99999px', 'var(--x)', '700', '']) expect(unusualValue(value), value).to.equal(null);
  });
});
