// Layers panel: the frame's nav tree. Hover and selection sync both ways; shift-click extends the
// selection; component instances and elements rendered several times are marked. Above
// WINDOW_ABOVE rows the panel draws only the rows in view (a windowed flat list with aria-level):
// React would otherwise reconcile every row of a 10,000-element page on each change.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { keyOf, type NavTreeNode } from '../../types';
import { instanceOf } from '../lib/components';
import { regionHint } from '../lib/block-names';
import { pageName } from '../lib/labels';
import { ancestors, describe } from '../lib/tree';
import { renderingCounts } from '../state/selectors';
import { selectionOf } from '../state/model';
import type { Editor } from '../state/useEditor';
import { useLayerDrag } from './useLayerDrag';

/** The row's element id, for aria-activedescendant (keys hold only letters, digits, `-` and `_`). */
const rowId = (key: string) => `layer-${key}`;

/** Row counts above this are windowed. */
export const WINDOW_ABOVE = 1000;
/** A row's height in px (`.layer` in styles.css). */
const ROW_HEIGHT = 24;
/** Rows drawn beyond each edge of the view, so a fast scroll shows rows rather than blank space. */
const OVERSCAN = 20;

interface Row {
  node: NavTreeNode;
  key: string;
  open: boolean;
  depth: number;
}

export function Layers({ editor }: { editor: Editor }) {
  const { state, actions, index } = editor;
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const selectedSet = new Set(selectionOf(state));
  const panel = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [view, setView] = useState({ top: 0, height: 800 });
  /** Every row shown (open subtrees only), in order: what the windowed list draws a slice of. */
  const rows = useMemo(() => {
    // The selection's ancestors stay open so its row is visible.
    const forcedOpen = new Set(state.selected ? ancestors(index, state.selected) : []);
    const out: Row[] = [];
    const visit = (node: NavTreeNode, depth: number) => {
      const key = keyOf(node);
      const open = !collapsed.has(key) || forcedOpen.has(key);
      out.push({ node, key, open, depth });
      if (open) for (const child of node.children) visit(child, depth + 1);
    };
    if (state.tree) visit(state.tree.tree, 0);
    return out;
  }, [state.tree, index, state.selected, collapsed]);
  const windowed = rows.length > WINDOW_ABOVE;
  // Drag a row to reorder (useLayerDrag.ts).
  const layerDrag = useLayerDrag(editor, rows, ROW_HEIGHT, list, panel);
  const openByKey = useMemo(() => new Map(rows.map((row) => [row.key, row.open])), [rows]);
  /** How many elements of the page each source element renders (derived once per tree). */
  const renderings = renderingCounts(state.tree);
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

  // Keep the selected row in view, whether it was chosen in the canvas or with the arrow keys. A
  // windowed list may not have drawn it: scroll the panel to its place, and the row follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new selection scrolls, not every change of the rows.
  useEffect(() => {
    if (!state.selected) return;
    const element = panel.current;
    const at = windowed ? rows.findIndex((row) => row.key === state.selected) : -1;
    if (element && at >= 0) {
      const top = listTop(element) + at * ROW_HEIGHT;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (top + ROW_HEIGHT > element.scrollTop + element.clientHeight) element.scrollTop = top + ROW_HEIGHT - element.clientHeight;
      return;
    }
    document.getElementById(rowId(state.selected))?.firstElementChild?.scrollIntoView({ block: 'nearest' });
  }, [state.selected]);

  // What part of the list is in view: the windowed list draws those rows.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element || !windowed) return;
    const read = () => setView({ top: element.scrollTop - listTop(element), height: element.clientHeight });
    read();
    element.addEventListener('scroll', read, { passive: true });
    const resize = new ResizeObserver(read);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', read);
      resize.disconnect();
    };
  }, [windowed]);

  const layer = (node: NavTreeNode, key: string, open: boolean, depth: number) => {
    const box = node.pageBoundingBox;
    const instance = instanceOf(state.lookups, node, node.parent ? index.get(node.parent) : undefined);
    const count = renderings.get(node.tempoElement.codebaseId) ?? 1;
    // A section's row names its heading: the seven sections of one source element read alike otherwise.
    const hint = regionHint(node);
    return (
      <div
        className={`layer${state.hovered === key ? ' is-hovered' : ''}${node.displayType === 'none' ? ' is-hidden' : ''}`}
        data-display={node.displayType}
        style={{ paddingLeft: 4 + depth * 12 }}
        data-key={key}
        data-box={`${box.pageX},${box.pageY},${box.width},${box.height}`}
        onMouseEnter={() => actions.hover(key)}
        onMouseLeave={() => actions.hover(null)}
        onPointerDown={(e) => layerDrag.onRowPointerDown(e, key)}
        onClick={(e) => onClick(e, key)}
        onContextMenu={(e) => {
          e.preventDefault();
          actions.openContextMenu({ x: e.clientX, y: e.clientY, inPreview: false }, key);
        }}
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
        <span className={node.isComponent ? 'name is-component' : 'name'}>{node.parent === null ? pageName(state.href) : describe(node)}</span>
        {hint && <span className="hint" title={hint}>{hint}</span>}
        {count > 1 && <span className="badge count" title={`One source element, rendered ${count} times on this page: an edit changes every one`}>×{count}</span>}
        {node.displayType === 'none' && <span className="muted small"> hidden</span>}
      </div>
    );
  };

  const nested = (node: NavTreeNode, depth: number): ReactNode => {
    const key = keyOf(node);
    const open = openByKey.get(key) ?? true;
    return (
      <li key={key} id={rowId(key)} role="treeitem" aria-selected={selectedSet.has(key)} aria-expanded={node.children.length ? open : undefined}>
        {layer(node, key, open, depth)}
        {node.children.length > 0 && open && <ul role="group">{node.children.map((child) => nested(child, depth + 1))}</ul>}
      </li>
    );
  };

  const slice = () => {
    const first = Math.max(0, Math.floor(view.top / ROW_HEIGHT) - OVERSCAN);
    const last = Math.min(rows.length, Math.ceil((view.top + view.height) / ROW_HEIGHT) + OVERSCAN);
    return rows.slice(first, last).map(({ node, key, open, depth }, i) => (
      <li
        key={key}
        id={rowId(key)}
        role="treeitem"
        aria-level={depth + 1}
        aria-selected={selectedSet.has(key)}
        aria-expanded={node.children.length ? open : undefined}
        style={{ position: 'absolute', top: (first + i) * ROW_HEIGHT, left: 0, right: 0 }}
      >
        {layer(node, key, open, depth)}
      </li>
    ));
  };

  return (
    <nav className="panel layers" aria-label="Layers" ref={panel}>
      <h2>Layers</h2>
      {state.tree ? (
        // One Tab stop; the arrow keys move the selection (handled with the editor's other keys).
        <ul
          ref={list}
          role="tree"
          tabIndex={0}
          aria-label="Page elements"
          aria-multiselectable="true"
          aria-activedescendant={state.selected ? rowId(state.selected) : undefined}
          data-windowed={windowed ? '' : undefined}
          style={windowed ? { position: 'relative', height: rows.length * ROW_HEIGHT } : undefined}
        >
          {windowed ? slice() : nested(state.tree.tree, 0)}
        </ul>
      ) : (
        <p className="muted">No tree yet.</p>
      )}
      {/* Where a dragged row lands: placed by useLayerDrag as the pointer moves. */}
      <div ref={layerDrag.line} className="layer-drop-line" data-testid="layer-drop-line" hidden aria-hidden="true" />
    </nav>
  );
}

/** Where the list starts inside the scrolling panel (below its heading). */
function listTop(panel: HTMLElement): number {
  const list = panel.querySelector('[role="tree"]');
  return list ? list.getBoundingClientRect().top - panel.getBoundingClientRect().top + panel.scrollTop : 0;
}
