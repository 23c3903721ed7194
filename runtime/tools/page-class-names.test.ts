import { expect } from '@open-wc/testing';
import { isInjectedClass, isPageClass, RUNTIME_STYLE_ATTRIBUTE } from '../shared/injected';
import { pageClassNames } from './page-class-names';

describe('page-class-names: the classes of a scope\'s own rules', () => {
  it('reads class names wherever a selector can hold one, unescaped, and nothing else', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>
      .a.b > .c ~ .d + .e {}
      :is(.f, :not(.g)):where(.h):has(> .i) {}
      :host(.j) ::slotted(.k) {}
      :host-context(.l) {}
      li:nth-child(2n + 1 of .m) {}
      .n\\:o, .p\\/2, .\\31 q {}
      [class~="r"] [class^="not-this"] a[href$=".pdf"] #id-not-a-class {}
      @media (min-width: 1px) { @supports (display: grid) { .s {} } }
      @layer base { .t {} }
      .a {}
      .tempo-8f0d6a1e-2b3c-4d5e-8f90-a1b2c3d4e5f6, .arb89-styling-3, .tempo-force-hover {}
    </style>`;
    // :host-context() is Chromium's alone: Firefox and WebKit drop that rule while parsing the sheet,
    // so the page has no rule naming .l there, and .l is rightly not listed.
    const hostContext = CSS.supports('selector(:host-context(.x))');
    try {
      expect(pageClassNames([root], () => {})).to.deep.equal(
        ['1q', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', ...(hostContext ? ['l'] : []), 'm', 'n:o', 'p/2', 'r', 's', 't'],
      );
    } finally {
      host.remove();
    }
  });

  it('skips the runtime\'s own <style> elements', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>.page-own {}</style><style ${RUNTIME_STYLE_ATTRIBUTE}>.runtime-own {}</style>`;
    try {
      expect(pageClassNames([root], () => {})).to.deep.equal(['page-own']);
    } finally {
      host.remove();
    }
  });

  it('tells the runtime\'s classes and codebase ids from the page\'s', () => {
    for (const name of ['arb89-styling-1', 'arb89-temp-div', 'tempo-force-hover', 'tempo-add-jsx-placeholder-4']) {
      expect(isInjectedClass(name), name).to.equal(true);
      expect(isPageClass(name), name).to.equal(false);
    }
    for (const name of ['tempo-8f0d6a1e-2b3c-4d5e-8f90-a1b2c3d4e5f6', 'tempo-wrap-in-div-placeholder', 'tempo-duplicate-placeholder-2']) {
      expect(isInjectedClass(name), name).to.equal(false);
      expect(isPageClass(name), name).to.equal(false);
    }
    for (const name of ['card', 'tempo-notauuid', 'art', 'tempo-forced', 'arb89']) expect(isPageClass(name), name).to.equal(true);
  });
});
