// The reference editor: layers | canvas | inspector and request log.
import { useRef } from 'react';
import { Inspector } from './panels/Inspector';
import { Layers } from './panels/Layers';
import { Changes } from './panels/Changes';
import { Toolbar } from './panels/Toolbar';
import { useEditor } from './state/useEditor';

const FRAME_WIDTH = 1280;
const FRAME_HEIGHT = 800;

export function App() {
  const iframe = useRef<HTMLIFrameElement>(null);
  const editor = useEditor(iframe);
  const { status, zoom } = editor;
  return (
    <div className="editor">
      <Layers editor={editor} />
      <main className="canvas-column">
        <h1 className="visually-hidden">Reference editor</h1>
        <Toolbar editor={editor} />
        {status.kind === 'error' && (
          <div role="alert" className="alert">
            <strong>The preview did not answer.</strong> {status.message}
            <button type="button" onClick={editor.retry}>Retry</button>
          </div>
        )}
        {status.kind === 'connecting' && <p role="status" className="muted connecting">Connecting to the preview…</p>}
        {editor.lastError && <p role="status" className="warning">{editor.lastError}</p>}
        <div className="canvas">
          <div className="stage" style={{ width: FRAME_WIDTH * zoom, height: FRAME_HEIGHT * zoom }}>
            <iframe
              ref={iframe}
              title="Preview"
              width={FRAME_WIDTH}
              height={FRAME_HEIGHT}
              style={{ transform: `scale(${zoom})` }}
              data-status={status.kind}
              data-scroll={`${editor.scroll.x},${editor.scroll.y}`}
            />
          </div>
        </div>
      </main>
      <aside className="side">
        <Inspector key={editor.selected ?? 'none'} editor={editor} />
        <Changes editor={editor} />
      </aside>
    </div>
  );
}
