// Layers panel: the frame's nav tree. Hover and selection sync both ways; shift-click extends the
// selection; component instances and elements rendered several times are marked.
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import type { NavTreeNode } from '../../types';
import { instanceOf } from '../lib/components';
import { ancestors, describe, flatten, keyOf } from '../lib/tree';
import { selectionOf } from '../state/model';
import type { Editor } from '../state/useEditor';

/** The row's element id, for aria-activedescendant (keys hold only letters, digits, `-` and `_`). */
const rowId = (key: string) => `layer-${key}`;

export function Layers({ editor }: { editor: Editor }) {
  const { state, actions, index } = editor;
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const selectedSet = new Set(selectionOf(state));
  // The selection's ancestors stay open so its row is visible.
  const forcedOpen = new Set(state.selected ? ancestors(index, state.selected) : []);
  /** How many elements of the page each source element renders. */
  const renderings = useMemo(() => {
    const counts = new Map<string, number>();
    for (const node of flatten(state.tree)) counts.set(node.tempoElement.codebaseId, (counts.get(node.tempoElement.codebaseId) ?? 0) + 1);
    return counts;
  }, [state.tree]);
  const toggle = (key: string) =>
    setCollapsed((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const onClick = (event: MouseEvent, key: string) => {
    if (event.shiftKey) actions.toggleInSelection(key);
    else actions.select(key, { scroll: true });
  };

  // Keep the selected row in view, whether it was chosen in the canvas or with the arrow keys.
  useEffect(() => {
    if (state.selected) document.getElementById(rowId(state.selected))?.firstElementChild?.scrollIntoView({ block: 'nearest' });
  }, [state.selected]);

  const row = (node: NavTreeNode) => {
    const key = keyOf(node);
    const open = !collapsed.has(key) || forcedOpen.has(key);
    const box = node.pageBoundingBox;
    const instance = instanceOf(state.lookups, node, node.parent ? index.get(node.parent) : undefined);
    const count = renderings.get(node.tempoElement.codebaseId) ?? 1;
    return (
      <li key={key} id={rowId(key)} role="treeitem" aria-selected={selectedSet.has(key)} aria-expanded={node.children.length ? open : undefined}>
        <div
          className={`layer${state.hovered === key ? ' is-hovered' : ''}${node.displayType === 'none' ? ' is-hidden' : ''}`}
          data-display={node.displayType}
          style={{ paddingLeft: 4 + node.level * 12 }}
          data-key={key}
          data-box={`${box.pageX},${box.pageY},${box.width},${box.height}`}
          onMouseEnter={() => actions.hover(key)}
          onMouseLeave={() => actions.hover(null)}
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
          {instance && <span className="badge component" title={`An instance of the component ${instance}`}>◇ {instance}</span>}
          <span className={node.isComponent ? 'name is-component' : 'name'}>{describe(node)}</span>
          {count > 1 && <span className="badge count" title={`One source element, rendered ${count} times on this page: an edit changes every one`}>×{count}</span>}
          {node.displayType === 'none' && <span className="muted small"> hidden</span>}
        </div>
        {node.children.length > 0 && open && <ul role="group">{node.children.map(row)}</ul>}
      </li>
    );
  };

  return (
    <nav className="panel layers" aria-label="Layers">
      <h2>Layers</h2>
      {state.tree ? (
        // One Tab stop; the arrow keys move the selection (handled with the editor's other keys).
        <ul role="tree" tabIndex={0} aria-label="Page elements" aria-multiselectable="true" aria-activedescendant={state.selected ? rowId(state.selected) : undefined}>
          {row(state.tree)}
        </ul>
      ) : (
        <p className="muted">No tree yet.</p>
      )}
    </nav>
  );
}
