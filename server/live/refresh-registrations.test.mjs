// React Refresh registrations (refresh-registrations.ts): which declarations are registered under
// which ids, the hook signatures that decide whether state is kept, and a module with neither.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { refreshRegistrations, REFRESH_REGISTRY } = await sourceModule(import.meta.url, './refresh-registrations.ts');

const lines = (code) => code.trim().split('\n');

describe('refresh registrations', () => {
  it('registers each top-level component by file and name, whatever its form', () => {
    const code = refreshRegistrations(
      [
        "import { memo, forwardRef } from 'react';",
        'export function Hero() { return <h1>Hi</h1>; }',
        'const Card = ({ title }) => <p>{title}</p>;',
        'export const Quiet = memo(function Quiet() { return null; });',
        'export const Field = forwardRef((props, ref) => <input ref={ref} />);',
        'export default function Page() { return <Hero />; }',
        'const helper = () => 1;',
        'export const TITLE = "x";',
        'function inner() { function Nested() { return null; } return Nested; }',
      ].join('\n'),
      'site/sections/Hero.tsx',
      true,
    );
    assert.deepEqual(lines(code), [
      `import { register as __refreshRegister, sign as __refreshSign } from ${JSON.stringify(REFRESH_REGISTRY)};`,
      '__refreshRegister(Hero, "site/sections/Hero.tsx Hero");',
      '__refreshRegister(Card, "site/sections/Hero.tsx Card");',
      '__refreshRegister(Quiet, "site/sections/Hero.tsx Quiet");',
      '__refreshRegister(Field, "site/sections/Hero.tsx Field");',
      '__refreshRegister(Page, "site/sections/Hero.tsx Page");',
    ]);
  });

  it('signs components and hooks with the hooks they call, in order; a state hook with its initial value', () => {
    const code = refreshRegistrations(
      [
        "import { useState, useEffect } from 'react';",
        "import { useReveal } from '../lib/useReveal';",
        'export function Menu() {',
        '  const [open, setOpen] = useState(false);',
        '  useEffect(() => { const inner = () => useState(1); }, []);',
        '  const ref = useReveal();',
        '  return <nav ref={ref} />;',
        '}',
        'export function useToggle(start) { return useState(start); }',
      ].join('\n'),
      'site/components/Menu.tsx',
      true,
    );
    assert.deepEqual(lines(code).slice(1), [
      '__refreshRegister(Menu, "site/components/Menu.tsx Menu");',
      `__refreshSign(Menu, ${JSON.stringify('useState{[open, setOpen](false)}\nuseEffect{}\nuseReveal{ref}')}, () => [useReveal]);`,
      `__refreshSign(useToggle, ${JSON.stringify('useState{(start)}')});`,
    ]);
  });

  it('a custom hook the module cannot name (a parameter) makes the component remount', () => {
    const code = refreshRegistrations('export function List({ useItems }) { const items = useItems(); return <ul />; }', 'site/List.tsx', true);
    assert.match(code, /__refreshSign\(List, "useItems\{items\}", undefined, true\);/);
  });

  it('a module without components or hooks gets nothing', () => {
    assert.equal(refreshRegistrations('export const course = { title: "Analytics" };\nexport function format(x) { return x; }', 'site/content/course.ts', false), null);
  });
});
