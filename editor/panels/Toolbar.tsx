// Canvas toolbar: history, navigation, the page path, drive mode and zoom.
import type { Editor } from '../state/useEditor';

export function Toolbar({ editor }: { editor: Editor }) {
  let path = '';
  try {
    const url = new URL(editor.href);
    path = url.pathname + url.search + url.hash;
  } catch {
    path = editor.href;
  }
  const ready = editor.status.kind === 'ready';
  return (
    <div className="toolbar" role="toolbar" aria-label="Canvas">
      <button type="button" onClick={() => void editor.undo()} disabled={!ready || !editor.history.past.length} title="Undo (Ctrl+Z)">Undo</button>
      <button type="button" onClick={() => void editor.redo()} disabled={!ready || !editor.history.future.length} title="Redo (Shift+Ctrl+Z)">Redo</button>
      <span className="sep" />
      <button type="button" onClick={editor.goBack} disabled={!ready} aria-label="Back">←</button>
      <button type="button" onClick={editor.goForward} disabled={!ready} aria-label="Forward">→</button>
      <button type="button" onClick={editor.refresh} disabled={!ready} aria-label="Refresh">⟳</button>
      <output className="path" aria-label="Page path" data-testid="path">{path || '—'}</output>
      <label className="toggle">
        <input type="checkbox" checked={editor.driveMode} disabled={!ready} onChange={() => void editor.toggleDriveMode()} /> Drive mode
      </label>
      <label className="zoom">
        Zoom
        <input type="range" min={50} max={200} step={10} value={Math.round(editor.zoom * 100)} disabled={!ready} onChange={(e) => editor.setZoom(Number(e.target.value) / 100)} />
        <output>{Math.round(editor.zoom * 100)} %</output>
      </label>
      {editor.busy && <span className="busy">Applying…</span>}
    </div>
  );
}
