// The codebase ids of the elements a change acts on: every `codebaseId…` field (string or list), in
// field order, not the siblings that only position it (`afterCodebaseId`). What the frame drops
// temporary state for after a refresh, and what an editor checks before it sends a change.

export function codebaseIdsOf(changeFields: unknown): string[] {
  const ids: string[] = [];
  if (typeof changeFields !== 'object' || changeFields === null) return ids;
  for (const [name, value] of Object.entries(changeFields)) {
    if (!name.startsWith('codebaseId')) continue;
    if (typeof value === 'string') ids.push(value);
    else if (Array.isArray(value)) ids.push(...value.filter((item): item is string => typeof item === 'string'));
  }
  return ids;
}
