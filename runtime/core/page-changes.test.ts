import { expect } from '@open-wc/testing';
import { createPageChangeSource, type PageChange, type PageChangeSource } from './page-changes';

describe('core/page-changes: the one source of page changes', () => {
  let own: HTMLElement;
  let page: HTMLElement;
  let source: PageChangeSource;
  let heard: PageChange[];
  beforeEach(() => {
    own = document.createElement('div');
    page = document.createElement('div');
    page.innerHTML = '<div class="scroller" style="height:40px;overflow:auto"><div style="height:400px">tall</div></div>';
    document.body.append(own, page);
    source = createPageChangeSource(document, (node) => node === own || own.contains(node));
    heard = [];
    source.listen((change) => heard.push(change));
  });
  afterEach(() => {
    source.stop();
    own.remove();
    page.remove();
  });

  it('hands every listener the page’s mutations, flushed on demand, leaving out the runtime’s own', () => {
    let second = 0;
    const stop = source.listen((change) => (second += change.type === 'mutations' ? change.records.length : 0));
    own.append(document.createElement('span'));
    own.setAttribute('data-x', '1');
    source.flush();
    expect(heard).to.deep.equal([]);
    page.setAttribute('data-y', '2');
    source.flush();
    expect(heard.map((change) => change.type)).to.deep.equal(['mutations']);
    const [change] = heard;
    expect(change?.type === 'mutations' && change.records.map((record) => record.attributeName)).to.deep.equal(['data-y']);
    expect(second).to.equal(1);
    stop();
    page.setAttribute('data-y', '3');
    source.flush();
    expect(second).to.equal(1);
    // Adding or removing only the runtime's own node (the overlay's host) is no page change either.
    own.remove();
    document.body.append(own);
    source.flush();
    expect(heard).to.have.length(2);
  });

  it('watches inside an open shadow root once asked to', () => {
    const host = document.createElement('div');
    page.append(host);
    const root = host.attachShadow({ mode: 'open' });
    source.flush();
    heard = [];
    root.append(document.createElement('p'));
    source.flush();
    expect(heard).to.deep.equal([]);
    source.observe(root);
    root.append(document.createElement('p'));
    source.flush();
    expect(heard.map((change) => change.type)).to.deep.equal(['mutations']);
  });

  it('tells of scrolled elements and window resizes, and nothing after stop()', async () => {
    const scroller = page.querySelector('.scroller')!;
    const scrolled = new Promise((resolve) => scroller.addEventListener('scroll', resolve, { once: true }));
    scroller.scrollTop = 100;
    await scrolled;
    window.dispatchEvent(new Event('resize'));
    expect(heard).to.deep.equal([{ type: 'scroll', target: scroller }, { type: 'resize' }]);
    source.stop();
    window.dispatchEvent(new Event('resize'));
    page.setAttribute('data-z', '1');
    expect(heard).to.have.length(2);
  });
});
