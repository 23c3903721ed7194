// "Move up" and "Move down": the selection one place among its siblings, as Alt+↑ and Alt+↓ do. A
// place the server would refuse (or none further) disables the button, with the reason as its tooltip.
import type { Editor } from '../state/useEditor';

export function MoveButtons({ editor }: { editor: Editor }) {
  const { state, actions } = editor;
  const key = state.multi.length ? null : state.selected;
  if (!key) return null;
  const up = actions.whyNotStep('up');
  const down = actions.whyNotStep('down');
  return (
    <>
      <button type="button" onClick={() => void actions.moveSelection('up')} disabled={!!up} title={up ?? 'Move one place up (Alt+↑)'}>
        Move up
      </button>
      <button type="button" onClick={() => void actions.moveSelection('down')} disabled={!!down} title={down ?? 'Move one place down (Alt+↓)'}>
        Move down
      </button>
    </>
  );
}
