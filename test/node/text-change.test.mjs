// changedWords: a long text edit shows the words that changed, never two identical shortened texts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourceModule } from './helpers/source-module.mjs';

const { changedWords } = await sourceModule(import.meta.url, '../../types/text-change.ts');

const LONG = 'Learn to turn raw product data into decisions your team trusts, with weekly projects, reviews from working analysts and a final capstone you can show.';

describe('changedWords', () => {
  it('gives short texts whole', () => {
    assert.deepEqual(changedWords('Skip to content', 'Skip to the content'), { before: 'Skip to content', after: 'Skip to the content' });
  });

  it('shows the changed word of a long text with three words each side', () => {
    const after = LONG.replace('weekly projects', 'daily projects');
    assert.deepEqual(changedWords(LONG, after), {
      before: '…team trusts, with weekly projects, reviews from…',
      after: '…team trusts, with daily projects, reviews from…',
    });
  });

  it('spans every change, and marks only the ends that were cut', () => {
    const after = LONG.replace('Learn', 'Learning').replace('capstone you can show.', 'capstone to show.');
    const change = changedWords(LONG, after);
    assert.ok(change.before.startsWith('Learn to turn'), change.before);
    assert.ok(change.before.endsWith('capstone you can show.'), change.before);
    assert.ok(change.after.startsWith('Learning to turn'), change.after);
    assert.notEqual(change.before, change.after);
  });

  it('shows words added at the end and removed at the start', () => {
    assert.deepEqual(changedWords(LONG, `${LONG} Enrol today.`), { before: '…you can show.', after: '…you can show. Enrol today.' });
    const trimmed = LONG.slice('Learn to '.length);
    assert.deepEqual(changedWords(LONG, trimmed), { before: 'Learn to turn raw product…', after: 'turn raw product…' });
  });
});
