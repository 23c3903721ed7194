import { expect } from '@open-wc/testing';
import { classTokens, firstCodebaseIdIn } from '../../../runtime/shared/class-tokens';
import { random } from './seeded-random';
import { DUPLICATE_PLACEHOLDER_PREFIX, WRAP_IN_DIV_PLACEHOLDER, firstCodebaseIdClass } from '../../../runtime/shared/keys';

const A = 'tempo-0f8d6a1e-2b3c-4d5e-8f90-a1b2c3d4e5f6';
const B = 'tempo-1F8D6A1E-2B3C-4D5E-BF90-A1B2C3D4E5F6';
const DUP = `${DUPLICATE_PLACEHOLDER_PREFIX}3`;

/** What the attribute scan must answer: the first codebase id among the tokens `classList` would hold. */
const expected = (value: string): string | null => firstCodebaseIdClass(classTokens(value)) ?? null;

/** Numbers below `n`, from the fuzz tests' seeded generator. */
function seeded(seed: number): (n: number) => number {
  const next = random(seed);
  return (n) => Math.floor(next() * n);
}

describe('firstCodebaseIdIn', () => {
  it('finds the first codebase id as classList would, whatever separates the classes', () => {
    const cases: Array<[string, string | null]> = [
      ['', null],
      ['card', null],
      [A, A],
      [`card ${A}`, A],
      [`card\t${A}\nbig`, A],
      [`\f${A}\r`, A],
      [`${B} ${A}`, B],
      // Not at the start of a class, or longer than an id: not an id.
      [`x${A}`, null],
      [`${A}x`, null],
      [`${A}x ${B}`, B],
      // Right length, wrong form: version 6, variant c, not hex.
      ['tempo-0f8d6a1e-2b3c-6d5e-8f90-a1b2c3d4e5f6', null],
      ['tempo-0f8d6a1e-2b3c-4d5e-cf90-a1b2c3d4e5f6', null],
      ['tempo-0f8d6a1e-2b3c-4d5e-8f90-a1b2c3d4e5fg', null],
      ['tempo-', null],
      ['tempo-wrap', null],
      [`a ${WRAP_IN_DIV_PLACEHOLDER} ${A}`, WRAP_IN_DIV_PLACEHOLDER],
      [`${WRAP_IN_DIV_PLACEHOLDER}x ${A}`, A],
      [`${DUP}\t${A}`, DUP],
      [`${DUPLICATE_PLACEHOLDER_PREFIX}${'a'.repeat(14)} b`, `${DUPLICATE_PLACEHOLDER_PREFIX}${'a'.repeat(14)}`],
      [`${DUPLICATE_PLACEHOLDER_PREFIX}<x>`, `${DUPLICATE_PLACEHOLDER_PREFIX}<x>`],
      [`tempo-tempo-${A.slice(6)} ${A}`, A],
    ];
    for (const [value, id] of cases) {
      expect(firstCodebaseIdIn(value), JSON.stringify(value)).to.equal(id);
      expect(expected(value), `classList of ${JSON.stringify(value)}`).to.equal(id);
    }
  });

  it('agrees with classList on seeded random attributes', () => {
    const parts = [A, B, DUP, WRAP_IN_DIV_PLACEHOLDER, 'tempo-', 'tempo-x', 'card', 'x', A.slice(0, 30), `${A}0`, A.toUpperCase(), ''];
    const separators = [' ', '  ', '\t', '\n', '\f', '\r', ''];
    const next = seeded(26);
    for (let i = 0; i < 3000; i++) {
      let value = '';
      const count = next(5);
      for (let k = 0; k < count; k++) value += separators[next(separators.length)]! + parts[next(parts.length)]!;
      expect(firstCodebaseIdIn(value), JSON.stringify(value)).to.equal(expected(value));
    }
  });
});

describe('classTokens', () => {
  it('holds what the browser\'s classList holds, on seeded random attributes', () => {
    const element = document.createElement('div');
    const names = ['a', 'b', 'card', A, 'x-1', 'é', 'a'];
    const separators = [' ', '  ', '\t', '\n', '\f', '\r', ' \n '];
    const next = seeded(7);
    for (let i = 0; i < 2000; i++) {
      let value = next(4) === 0 ? separators[next(separators.length)]! : '';
      // Up to 24 classes: past 16 the repeats are found with a Set.
      const count = next(8) === 0 ? 17 + next(8) : next(6);
      for (let k = 0; k < count; k++) value += (k ? separators[next(separators.length)]! : '') + (count > 16 ? `${names[next(names.length)]!}${next(12)}` : names[next(names.length)]!);
      if (next(4) === 0) value += separators[next(separators.length)]!;
      element.setAttribute('class', value);
      expect(classTokens(value), JSON.stringify(value)).to.deep.equal([...element.classList]);
    }
  });
});
