import { expect } from '@open-wc/testing';
import { isTyping } from './draft';

describe('inspector/draft: fresh values never replace what the designer is typing', () => {
  it('keeps a draft typed in the focused field', () => {
    expect(isTyping({ focused: true, draft: '#0000c8', shown: '#c80000', applied: null })).to.equal(true);
  });
  it('takes fresh values when the field is not focused, shows what it was set from, or holds what it applied', () => {
    expect(isTyping({ focused: false, draft: '#0000c8', shown: '#c80000', applied: null })).to.equal(false);
    expect(isTyping({ focused: true, draft: '#c80000', shown: '#c80000', applied: null })).to.equal(false);
    expect(isTyping({ focused: true, draft: '#0000c8', shown: '#c80000', applied: '#0000c8' })).to.equal(false);
  });
});
