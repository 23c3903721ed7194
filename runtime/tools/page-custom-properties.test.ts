import { expect } from '@open-wc/testing';
import { RUNTIME_STYLE_ATTRIBUTE } from '../shared/injected';
import { pageCustomProperties } from './page-custom-properties';

describe('page-custom-properties: the tokens a scope\'s own rules declare', () => {
  it('lists each custom property once, sorted, with its value at the root, and skips the runtime\'s own', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>
      :host { --zz-space: 2rem; --zz-accent: #1d4ed8; }
      @media (min-width: 1px) { .x { --zz-step: clamp(1rem, 2vw, 3rem); } }
      .dark { --zz-accent: #000; }
    </style><style ${RUNTIME_STYLE_ATTRIBUTE}>.r { --zz-runtime: 1px; }</style>`;
    const style = document.createElement('style');
    style.textContent = ':root { --zz-space: 3rem; }';
    document.head.append(style);
    try {
      expect(pageCustomProperties([root], document.documentElement, () => {})).to.deep.equal([
        // Declared in the shadow root only: its declared text. The root element has --zz-space: 3rem.
        { name: '--zz-accent', value: '#1d4ed8' },
        { name: '--zz-space', value: '3rem' },
        { name: '--zz-step', value: 'clamp(1rem, 2vw, 3rem)' },
      ]);
    } finally {
      host.remove();
      style.remove();
    }
  });
});
