// prevIdToNewIdMap: ids are made from positions, so code that moves changes them. An element keeps
// its identity when the splices only shifted it; elements an edit took away and put back elsewhere
// (a move) are paired in order when the same tags come back.
import { indexFile } from '../project/id-index';
import { parseSource } from '../project/snapshot';
import type { ProjectSnapshot } from '../project/snapshot';
import { mapOffset, type Edit } from './splice';

export function idMapForFile(snapshot: ProjectSnapshot, file: string, edits: readonly Edit[], newText: string): Record<string, string> {
  if (!file.endsWith('.tsx')) return {};
  const before = snapshot.index.inFile(file);
  const after = indexFile(file, parseSource(file, newText));
  const afterByStart = new Map(after.map((entry) => [entry.opening.getStart(entry.sourceFile), entry]));
  const matched = new Set<string>();
  const map: Record<string, string> = {};
  const unmatchedBefore: typeof before[number][] = [];
  for (const entry of before) {
    const moved = mapOffset(entry.opening.getStart(entry.sourceFile), edits);
    const found = moved === null ? undefined : afterByStart.get(moved);
    if (!found) {
      unmatchedBefore.push(entry);
      continue;
    }
    matched.add(found.id);
    if (found.id !== entry.id) map[entry.id] = found.id;
  }
  const unmatchedAfter = after.filter((entry) => !matched.has(entry.id));
  const tags = (list: readonly { tag: string }[]): string => list.map((entry) => entry.tag).join(' ');
  if (unmatchedBefore.length && tags(unmatchedBefore) === tags(unmatchedAfter)) {
    unmatchedBefore.forEach((entry, i) => {
      const found = unmatchedAfter[i]!;
      if (found.id !== entry.id) map[entry.id] = found.id;
    });
  }
  return map;
}
