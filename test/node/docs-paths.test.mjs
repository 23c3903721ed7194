// The docs are doors: a path they name must lead somewhere. Every repository path a guide names in
// backticks (`server/http/guard.ts`, `site/content/`) and every relative link must exist, so a file
// that moves or goes takes its mentions with it.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';

const repo = join(import.meta.dirname, '../..');
const guides = ['README.md', 'ARCHITECTURE.md', 'bench/README.md', 'runtime/README.md', ...readdirSync(join(repo, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
/** Folders of this repository a named path starts with; other backticked text (`npm test`, `div.card`) is not a path. */
const FOLDERS = /^(?:site|runtime|server|editor|types|test|scripts|bench|docs)\//;
/** What tests and builds make (git-ignored), which a guide may name before it exists. */
const MADE = /^(?:test\/screenshots\/|runtime\/dist\/)/;

/** The repository paths `text` names in backticks: without a line (`:12`), an anchor or closing punctuation; patterns and placeholders left out. */
function namedPaths(text) {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1].replace(/[:#].*$/, '').replace(/[),.;]+$/, ''))
    .filter((path) => FOLDERS.test(path) && !MADE.test(path) && !/[*<>{}$…]/.test(path));
}

describe('the guides name files that exist', () => {
  for (const guide of guides) {
    it(guide, () => {
      const text = readFileSync(join(repo, guide), 'utf8');
      const missing = namedPaths(text).filter((path) => !existsSync(join(repo, path)));
      const links = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1]).filter((target) => !/^[a-z]+:/.test(target));
      const broken = links.filter((target) => !existsSync(join(repo, dirname(guide), target)));
      assert.deepEqual([...new Set(missing)], [], `${guide} names paths that do not exist`);
      assert.deepEqual([...new Set(broken)], [], `${guide} links to files that do not exist`);
    });
  }
});
