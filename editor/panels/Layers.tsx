// Layers panel: the frame's nav tree; hover and selection sync both ways.
import { useEffect, useState, type MouseEvent } from 'react';
import type { NavTreeNode } from '../../types';
import { ancestors, describe, keyOf } from '../lib/tree';
import type { Editor } from '../state/useEditor';

/** The row's element id, for aria-activedescendant (keys hold only letters, digits, `-` and `_`). */
const rowId = (key: string) => `layer-${key}`;

export function Layers({ editor }: { editor: Editor }) {
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const selectedSet = new Set(editor.multi.length ? editor.multi : editor.selected ? [editor.selected] : []);
  // The selection's ancestors stay open so its row is visible.
  const forcedOpen = new Set(editor.selected ? ancestors(editor.index, editor.selected) : []);
  const toggle = (key: string) =>
    setCollapsed((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const onClick = (event: MouseEvent, key: string) => {
    if (event.shiftKey && editor.selected) {
      const keys = editor.multi.length ? editor.multi : [editor.selected];
      editor.multiSelect(keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]);
    } else editor.select(key);
  };

  // Keep the selected row in view, whether it was chosen in the canvas or with the arrow keys.
  useEffect(() => {
    if (editor.selected) document.getElementById(rowId(editor.selected))?.firstElementChild?.scrollIntoView({ block: 'nearest' });
  }, [editor.selected]);

  const row = (node: NavTreeNode) => {
    const key = keyOf(node);
    const open = !collapsed.has(key) || forcedOpen.has(key);
    const box = node.pageBoundingBox;
    return (
      <li key={key} id={rowId(key)} role="treeitem" aria-selected={selectedSet.has(key)} aria-expanded={node.children.length ? open : undefined}>
        <div
          className={`layer${editor.hovered === key ? ' is-hovered' : ''}${node.displayType === 'none' ? ' is-hidden' : ''}`}
          data-display={node.displayType}
          style={{ paddingLeft: 4 + node.level * 12 }}
          data-key={key}
          data-box={`${box.pageX},${box.pageY},${box.width},${box.height}`}
          onMouseEnter={() => editor.hover(key)}
          onMouseLeave={() => editor.hover(null)}
          onClick={(e) => onClick(e, key)}
        >
          {node.children.length ? (
            // Out of the Tab order: the tree is one stop, moved through with the arrow keys.
            <button type="button" tabIndex={-1} className="twisty" aria-expanded={open} aria-label={open ? 'Collapse' : 'Expand'} onClick={(e) => (e.stopPropagation(), toggle(key))}>
              {open ? '▾' : '▸'}
            </button>
          ) : (
            <span className="twisty" />
          )}
          <span className={node.isComponent ? 'name is-component' : 'name'}>{node.isComponent ? '◇ ' : ''}{describe(node)}</span>
          {node.displayType === 'none' && <span className="muted small"> hidden</span>}
        </div>
        {node.children.length > 0 && open && <ul role="group">{node.children.map(row)}</ul>}
      </li>
    );
  };

  return (
    <nav className="panel layers" aria-label="Layers">
      <h2>Layers</h2>
      {editor.tree ? (
        // One Tab stop; the arrow keys move the selection (handled with the editor's other keys).
        <ul role="tree" tabIndex={0} aria-label="Page elements" aria-multiselectable="true" aria-activedescendant={editor.selected ? rowId(editor.selected) : undefined}>
          {row(editor.tree)}
        </ul>
      ) : (
        <p className="muted">No tree yet.</p>
      )}
    </nav>
  );
}
