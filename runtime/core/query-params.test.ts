import { expect } from '@open-wc/testing';
import { readPageParams } from './query-params';

describe('readPageParams', () => {
  it('reads nothing from an empty query', () => {
    expect(readPageParams('')).to.deep.equal({ storyboard: false, storyboardType: null, framework: null, debugLog: false });
  });

  it('reads every parameter, with or without the leading "?"', () => {
    const expected = { storyboard: true, storyboardType: 'STORY', framework: 'VITE', debugLog: true };
    expect(readPageParams('?storyboard=true&type=STORY&framework=VITE&debugLog=true')).to.deep.equal(expected);
    expect(readPageParams('debugLog=true&framework=VITE&type=STORY&storyboard=true')).to.deep.equal(expected);
    expect(readPageParams('?type=COMPONENT').storyboardType).to.equal('COMPONENT');
  });

  it('takes only the exact values: no case folding, no truthy strings, no APPLICATION type', () => {
    const params = readPageParams('?storyboard=1&type=story&framework=vite&debugLog=TRUE');
    expect(params).to.deep.equal({ storyboard: false, storyboardType: null, framework: null, debugLog: false });
    expect(readPageParams('?type=APPLICATION').storyboardType).to.equal(null);
    expect(readPageParams('?storyboard=').storyboard).to.equal(false);
  });

  it('reads the first of repeated parameters and decodes encoded ones', () => {
    expect(readPageParams('?storyboard=true&storyboard=false').storyboard).to.equal(true);
    expect(readPageParams('?%74ype=%53TORY').storyboardType).to.equal('STORY');
  });
});
