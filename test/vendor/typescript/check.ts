// A vendor's TypeScript: the package's two entries must typecheck as documented.
import { start, reactAdapter, isGeneratedId, parseElementKey, type NavTreeNode, type RuntimeHandle } from 'visual-editing-runtime';
import { buildRequest, connectFrame, createChangeItem, type FrameClient } from 'visual-editing-runtime/host';

export function startInPage(): RuntimeHandle {
  return start({ allowedOrigins: ['https://editor.example'], adapter: reactAdapter });
}

export async function editor(iframe: HTMLIFrameElement): Promise<FrameClient> {
  const frame = await connectFrame(iframe, { origin: 'https://preview.example' });
  frame.on('NAV_TREE', ({ navTree }) => {
    const first: NavTreeNode | undefined = navTree?.children[0];
    if (first && isGeneratedId(first.tempoElement.codebaseId)) console.log('no source mapping for', first.name);
  });
  await frame.initProject('storyboard');
  const classes: string[] = await frame.getElementClassList('tempo-x_storyboard_0-0');
  console.log(classes, parseElementKey('tempo-x_storyboard_0-0', 'storyboard'));
  const item = createChangeItem('STYLING', { codebaseId: 'tempo-x', stylingChanges: { color: 'red' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] });
  const result = await frame.applyChangeItemToDocument(item);
  if (result.instantUpdateSuccessful) console.log(buildRequest(item, 'site', null).urlPath);
  return frame;
}
