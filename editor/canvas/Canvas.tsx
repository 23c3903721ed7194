// The canvas: the preview frame at its device width, scaled to fit or zoomed, inside its own scroll
// area (the editor page itself never scrolls). Leaving it clears the hover the page set. For the
// keyboard the canvas is one Tab stop (the site's own links inside are not: the frame is out of the
// Tab order), where the arrow keys move the selection.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Editor } from '../state/useEditor';
import { canvasScale, frameHeight } from './fit';

/** The canvas's inner size, kept current as the window or the panels change. */
function useSize(ref: RefObject<HTMLElement>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function Canvas({ editor, iframe }: { editor: Editor; iframe: RefObject<HTMLIFrameElement> }) {
  const { state, actions, dispatch } = editor;
  const area = useRef<HTMLDivElement>(null);
  const size = useSize(area);
  const { width, zoom } = state.canvas;
  const scale = canvasScale(zoom, width, size.width);
  const height = frameHeight(size.height, scale);
  useEffect(() => dispatch({ type: 'scale', scale }), [dispatch, scale]);
  // The pointer over any of the editor's own elements has left the page. (React's onMouseLeave never
  // fires here: the pointer comes out of the cross-origin frame without a related target.)
  useEffect(() => {
    const doc = area.current?.ownerDocument;
    if (!doc) return;
    const over = (event: MouseEvent) => {
      if (event.target !== iframe.current) actions.pointerOverEditor();
    };
    doc.addEventListener('mouseover', over);
    return () => doc.removeEventListener('mouseover', over);
  }, [actions, iframe]);
  return (
    <div
      ref={area}
      className="canvas"
      data-testid="canvas"
      data-canvas-stop=""
      role="region"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas is one Tab stop; the arrow keys move the selection inside it (useEditor).
      tabIndex={0}
      aria-label="Canvas: the arrow keys move the selection, Escape clears it"
      data-drop={state.drag ? (state.drag.allowed ? 'allowed' : 'refused') : undefined}
    >
      {/* Over the canvas, not in its flow: the frame must not move under the pointer while dragging. */}
      {state.drag && (
        <p className="drag-status" role="status" data-testid="drag-status" data-allowed={state.drag.allowed}>
          {state.drag.message}
        </p>
      )}
      <div className="stage" style={{ width: width * scale, height: height * scale }}>
        <iframe
          ref={iframe}
          title="Preview"
          // Out of the Tab order: the canvas around it is the one stop (the page's links are the site's, not the editor's).
          tabIndex={-1}
          width={width}
          height={height}
          style={{ transform: `scale(${scale})` }}
          data-status={state.status.kind}
          data-scale={scale}
          data-scroll={`${state.scroll.x},${state.scroll.y}`}
          data-page-loads={state.pageLoads}
          data-hot-updates={state.hotUpdates}
          data-lookups={state.lookupsStale ? 'stale' : 'fresh'}
        />
      </div>
    </div>
  );
}
