// The inspector's Copy styles / Paste styles buttons: the same as Ctrl/Cmd+Alt+C and Ctrl/Cmd+Alt+V
// (style-copy.ts), for a designer who does not know the keys; Paste says whose styles it pastes.
import type { Editor } from '../state/useEditor';

export function StyleCopyButtons({ editor, single }: { editor: Editor; single: boolean }) {
  const { state, actions } = editor;
  const clipboard = state.styleClipboard;
  const count = clipboard ? Object.keys(clipboard.styles).length : 0;
  return (
    <>
      <button type="button" onClick={() => void actions.copyStyles()} disabled={!single} title={single ? 'Copy this element’s own styles (Ctrl+Alt+C, ⌘⌥C on a Mac)' : 'Styles are copied from one element: select only one'}>
        Copy styles
      </button>
      <button
        type="button"
        onClick={() => void actions.pasteStyles()}
        disabled={!clipboard}
        title={clipboard ? `Give the selection the ${count} style${count === 1 ? '' : 's'} of ${clipboard.from} (Ctrl+Alt+V, ⌘⌥V on a Mac)` : 'Copy an element’s styles first (Ctrl+Alt+C)'}
      >
        Paste styles
      </button>
    </>
  );
}
