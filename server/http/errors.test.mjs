// The one place refusals become statuses (errors.ts), from source.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { statusOfRefusal } = await sourceModule(import.meta.url, './errors.ts');
const { conflict, cannotEdit, invalidInput, notInSource } = await sourceModule(import.meta.url, '../refusals.ts');

describe('statusOfRefusal', () => {
  it('maps each kind of refusal to its status', () => {
    assert.deepEqual(
      [invalidInput('a'), notInSource('b'), conflict('c'), cannotEdit('d')].map((refusal) => [refusal.message, statusOfRefusal(refusal.kind)]),
      [['a', 400], ['b', 404], ['c', 409], ['d', 422]],
    );
  });
});
