// The values a change sets, in designer words, read from the request the editor sent: what the
// changes list shows before the server has said what it wrote (while saving, in preview only, or
// when the save failed). Long texts show the changed words, not two texts cut at the same place.
import { changedWords } from '../../types/text-change';
import { propertyWord } from './labels';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `“old” → “new”`, the changed words of a long text. */
export function textChange(before: string, after: string): string {
  const change = changedWords(before, after);
  return `“${change.before}” → “${change.after}”`;
}

/** What a request sets ("colour: red; font size: 2rem"), or null when its label says it all. */
export function changeValues(urlPath: string, body: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  switch (urlPath.slice(urlPath.lastIndexOf('/') + 1)) {
    case 'styling': {
      if (!isRecord(data.styling)) return null;
      const values = Object.entries(data.styling).map(([prop, value]) => `${propertyWord(prop)}: ${String(value)}`);
      return values.length ? values.join('; ') : null;
    }
    case 'editText':
      return typeof data.newText === 'string' ? textChange(typeof data.oldText === 'string' ? data.oldText : '', data.newText) : null;
    case 'changePropValue':
      return typeof data.propName === 'string' ? `${data.propName}: ${JSON.stringify(data.propValue)}` : null;
    default:
      return null;
  }
}
