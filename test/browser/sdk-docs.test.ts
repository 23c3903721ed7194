// docs/host-sdk.md documents every export of `visual-editing-runtime/host` with an example. Each
// example runs here as it is (an ES module importing the installed package's host.mjs, beside an
// <iframe id="preview"> showing the quick start's preview page), and every `console.log(...) // → x`
// must print x. An export without a section fails the test too.
import { expect } from '@open-wc/testing';
import { errorMessage } from '../../types';

const PACKAGE_HOST = `${location.origin}/vendor/quick-start/node_modules/visual-editing-runtime/dist/host.mjs`;

interface Example {
  name: string;
  code: string;
  expected: string[];
}

function examples(markdown: string): Example[] {
  const found: Example[] = [];
  let name = '';
  for (const part of markdown.split(/^(### .+|```js example\n[\s\S]*?^```)$/m)) {
    if (part.startsWith('### ')) name = part.slice(4).trim();
    else if (part.startsWith('```js example')) {
      const code = part.replace(/^```js example\n/, '').replace(/```$/, '');
      found.push({ name, code, expected: [...code.matchAll(/\/\/ → (.*)$/gm)].map((m) => m[1]!) });
    }
  }
  return found;
}

/** `1 "a" [2, 3]` → the values, split at whitespace outside strings and brackets. */
function parseExpected(text: string): unknown[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      current += char;
      if (char === '\\') current += text[++i] ?? '';
      else if (char === '"') quoted = false;
    } else if (char === '"') {
      quoted = true;
      current += char;
    } else if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else {
      if ('[{'.includes(char)) depth++;
      if (']}'.includes(char)) depth--;
      current += char;
    }
  }
  if (current) parts.push(current);
  return parts.map((part) => JSON.parse(part) as unknown);
}

describe('docs/host-sdk.md', () => {
  let markdown = '';
  before(async () => {
    markdown = await (await fetch('/docs/host-sdk.md')).text();
    const preview = document.createElement('iframe');
    preview.id = 'preview';
    preview.src = `${location.origin}/vendor/quick-start/preview.html`;
    document.body.append(preview);
  });
  after(() => document.getElementById('preview')?.remove());

  it('has a section for every export of visual-editing-runtime/host', async () => {
    const sdk = (await import(PACKAGE_HOST)) as Record<string, unknown>;
    const documented = new Set(examples(markdown).map((example) => example.name));
    expect(Object.keys(sdk).filter((name) => !documented.has(name))).to.deep.equal([]);
  });

  it('every example runs as written and prints what its comments say', async () => {
    const list = examples(markdown);
    expect(list.length).to.be.greaterThan(20);
    const printed: unknown[][] = [];
    (window as unknown as { __docLog: (...args: unknown[]) => void }).__docLog = (...args) => printed.push(JSON.parse(JSON.stringify(args)) as unknown[]);
    for (const example of list) {
      printed.length = 0;
      const code = example.code.replaceAll("'visual-editing-runtime/host'", JSON.stringify(PACKAGE_HOST)).replaceAll('console.log(', '__docLog(');
      const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
      try {
        await import(url);
      } catch (error) {
        throw new Error(`The example for ${example.name} threw: ${errorMessage(error)}`);
      } finally {
        URL.revokeObjectURL(url);
      }
      expect(printed.length, `${example.name}: lines printed`).to.equal(example.expected.length);
      example.expected.forEach((expected, i) => expect(printed[i], `${example.name}, line ${i + 1}`).to.deep.equal(parseExpected(expected)));
    }
  });
});
