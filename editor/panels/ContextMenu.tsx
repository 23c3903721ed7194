// The selection's context menu (a right click in the canvas or on a layers row): Move up, Move down,
// Duplicate and Delete, each disabled with the reason when the code would not take it. A menu as the
// platform's are: an item is active (the first that can run, then as the arrow keys move), Enter runs
// it, Escape or a click elsewhere closes the menu and leaves the selection as it is. The items and
// the keys live in the store's actions (state/context-menu.ts), so a key pressed in the preview,
// whose window may keep the keyboard after the right click, works the menu too.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Editor } from '../state/useEditor';

export function ContextMenu({ editor, iframe }: { editor: Editor; iframe: RefObject<HTMLIFrameElement> }) {
  const { state, actions } = editor;
  const at = state.contextMenu;
  const menu = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  const opened = at !== null;

  // Where it opens on the editor's page: a point of the preview goes through the canvas's scale; the
  // menu stays inside the window.
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed when it opens (the active item moving keeps it there).
  useLayoutEffect(() => {
    const element = menu.current;
    if (!at || !element) return setPlace(null);
    let { x, y } = at;
    const frame = iframe.current;
    if (at.inPreview && frame) {
      const box = frame.getBoundingClientRect();
      const scale = box.width / (Number(frame.getAttribute('width')) || box.width);
      x = box.left + at.x * scale;
      y = box.top + at.y * scale;
    }
    const view = element.ownerDocument.documentElement;
    setPlace({ left: Math.max(4, Math.min(x, view.clientWidth - element.offsetWidth - 4)), top: Math.max(4, Math.min(y, view.clientHeight - element.offsetHeight - 4)) });
  }, [at?.x, at?.y, at?.inPreview, opened, iframe]);

  // The active item has the focus once the menu is placed (a hidden menu takes none). Where the
  // preview's window keeps the keyboard (WebKit after a right click in it), the keys still reach the
  // menu through the preview, and the active item shows which one Enter runs.
  const active = at?.active ?? -1;
  useLayoutEffect(() => {
    if (!place || active < 0) return;
    menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')[active]?.focus();
  }, [place, active]);

  // A press anywhere else, or a click going into the preview (the editor's window loses the keyboard), closes it.
  useEffect(() => {
    if (!opened) return;
    const doc = menu.current?.ownerDocument ?? document;
    const outside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) actions.closeContextMenu();
    };
    doc.addEventListener('pointerdown', outside, true);
    return () => doc.removeEventListener('pointerdown', outside, true);
  }, [actions, opened]);

  if (!at || !state.selected) return null;
  const items = actions.menuItems();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The editor's own keys (Escape deselects, arrows walk the tree) stay out while the menu is open.
    event.stopPropagation();
    if (actions.menuKey(event.key)) event.preventDefault();
  };

  return (
    <div
      ref={menu}
      role="menu"
      aria-label="Selection"
      className="context-menu"
      data-testid="context-menu"
      style={place ? { left: place.left, top: place.top } : { visibility: 'hidden' }}
      onKeyDown={onKeyDown}
    >
      {items.map((item, i) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          tabIndex={i === active ? 0 : -1}
          className={i === active ? 'is-active' : undefined}
          disabled={!!item.refused}
          title={item.refused ?? undefined}
          onClick={() => void actions.runMenuItem(i)}
        >
          <span>{item.label}</span>
          <kbd>{item.shortcut}</kbd>
        </button>
      ))}
    </div>
  );
}
