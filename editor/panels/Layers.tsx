// Layers panel: the frame's nav tree; hover and selection sync both ways.
import { useState, type MouseEvent } from 'react';
import type { NavTreeNode } from '../../types';
import { ancestors, describe, keyOf } from '../lib/tree';
import type { Editor } from '../state/useEditor';

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

  const row = (node: NavTreeNode) => {
    const key = keyOf(node);
    const open = !collapsed.has(key) || forcedOpen.has(key);
    const box = node.pageBoundingBox;
    return (
      <li key={key} role="treeitem" aria-selected={selectedSet.has(key)} aria-expanded={node.children.length ? open : undefined}>
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
            <button type="button" className="twisty" aria-expanded={open} aria-label={open ? 'Collapse' : 'Expand'} onClick={(e) => (e.stopPropagation(), toggle(key))}>
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
      {editor.tree ? <ul role="tree" aria-label="Page elements" aria-multiselectable="true">{row(editor.tree)}</ul> : <p className="muted">No tree yet.</p>}
    </nav>
  );
}
