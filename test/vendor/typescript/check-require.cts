// A vendor's CommonJS (a Jest test, a Node tool): the entries resolve through `require` with their own types.
import { connectFrame, createChangeItem, type FrameClient } from 'visual-editing-runtime/host';
import { isGeneratedId, parseElementKey } from 'visual-editing-runtime';
import { codebaseIdFor } from 'visual-editing-runtime/codebase-ids';

export async function editorFromCommonJs(iframe: HTMLIFrameElement): Promise<FrameClient> {
  const frame = await connectFrame(iframe, { origin: 'https://preview.example' });
  const item = createChangeItem('EDIT_TEXT', { codebaseIdToEditText: codebaseIdFor('src/App.tsx', 3, 7), newText: 'Hello' });
  const result = await frame.applyChangeItemToDocument(item);
  if (!result.instantUpdateSuccessful) console.log(isGeneratedId('gen-x'), parseElementKey('tempo-x_storyboard_0-0', 'storyboard'));
  return frame;
}
