// A save can move source ids (the server answers prevIdToNewIdMap): the next change of the same
// action must name the elements by their new ids.
import type { ChangeItemData } from '../../types';

const namesId = (field: string) => field.startsWith('codebaseId') || field.endsWith('CodebaseId');

/** `item` with every codebase id field (targets and positioning siblings) passed through `map`. */
export function remapIds<T extends ChangeItemData>(item: T, map: Readonly<Record<string, string>>): T {
  const fields: Record<string, unknown> = { ...item.changeFields };
  for (const [name, value] of Object.entries(fields)) {
    if (!namesId(name)) continue;
    if (typeof value === 'string') fields[name] = map[value] ?? value;
    else if (Array.isArray(value)) fields[name] = value.map((id: unknown) => (typeof id === 'string' ? map[id] ?? id : id));
  }
  return { ...item, changeFields: fields as T['changeFields'] };
}
