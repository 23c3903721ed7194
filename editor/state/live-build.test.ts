import { expect } from '@open-wc/testing';
import type { LiveBuildProblem } from '../../types/live';
import { checkedOf, describeProblem } from './live-build';

const problem = (message: string, file: string | null, line: number | null = null, column: number | null = null): LiveBuildProblem => ({
  message,
  file,
  line,
  column,
  lineText: null,
});

describe('editor/state/live-build: describeProblem', () => {
  it('prefixes the message with as much of file:line:column as the problem has', () => {
    expect(describeProblem(problem('Expected "}" but found ")"', 'site/sections/Hero.tsx', 12, 7))).to.equal('site/sections/Hero.tsx:12:7 Expected "}" but found ")"');
    expect(describeProblem(problem('m', 'a.ts', 3))).to.equal('a.ts:3 m');
    expect(describeProblem(problem('m', 'a.ts'))).to.equal('a.ts m');
    expect(describeProblem(problem('m', null))).to.equal('m');
    expect(describeProblem(problem('m', null, 3, 1)), 'a position without a file says nothing').to.equal('m');
    expect(describeProblem(problem('m', 'a.ts', null, 4)), 'a column without a line is left out').to.equal('a.ts m');
  });
});

describe('editor/state/live-build: checkedOf', () => {
  it('reads a `checked` event, and refuses what types/live.ts does not say', () => {
    const problems = [{ file: 'site/App.tsx', line: 4, column: 2, message: "Type 'number' is not assignable to type 'string'." }];
    const event = { activityId: 'a', kind: 'mutate', message: 'm', typeCheck: { state: 'problems', problems } };
    expect(checkedOf(JSON.stringify(event))).to.deep.equal(event);
    expect(checkedOf(JSON.stringify({ ...event, typeCheck: { state: 'passed' } }))?.typeCheck).to.deep.equal({ state: 'passed' });
    expect(checkedOf(JSON.stringify({ ...event, typeCheck: { state: 'maybe' } }))).to.equal(null);
    expect(checkedOf(JSON.stringify({ ...event, typeCheck: { state: 'problems', problems: [{ line: 1 }] } }))).to.equal(null);
    expect(checkedOf(JSON.stringify({ typeCheck: { state: 'passed' } }))).to.equal(null);
    expect(checkedOf('not json')).to.equal(null);
  });
});
