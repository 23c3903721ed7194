// The canvas toolbar: undo and redo saying what they do, page navigation and the page path (a typed
// path opens on Enter), drive mode, the device width and the zoom, and Publish (Publish.tsx).
import { useEffect, useState, type FormEvent } from 'react';
import { redoLabel, undoLabel } from '../lib/labels';
import { DEVICES } from '../state/model';
import { MAX_WIDTH, MIN_WIDTH } from '../state/reducer';
import type { Editor } from '../state/useEditor';
import { Publish } from './Publish';

const pathOf = (href: string) => {
  try {
    const url = new URL(href);
    return url.pathname + url.search + url.hash;
  } catch {
    return href;
  }
};

/** The page path: shows where the preview is, and opens the path typed into it on Enter. */
function PagePath({ editor }: { editor: Editor }) {
  const shown = pathOf(editor.state.href);
  const [value, setValue] = useState(shown);
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // While the designer types, the field is theirs; otherwise it follows the preview.
  useEffect(() => {
    if (!editing) setValue(shown);
  }, [shown, editing]);
  const go = (event: FormEvent) => {
    event.preventDefault();
    const why = editor.navigate(value);
    setProblem(why);
    if (!why) setEditing(false);
  };
  return (
    <form className="path-form" onSubmit={go}>
      <label>
        <span className="visually-hidden">Page path</span>
        <input
          className="path"
          data-testid="path"
          value={value}
          placeholder="/"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'path-problem' : undefined}
          title="The page shown in the preview: type a path and press Enter to open it"
          onFocus={() => setEditing(true)}
          onChange={(e) => {
            setValue(e.target.value);
            setProblem(null);
          }}
          onBlur={() => {
            setEditing(false);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            setValue(shown);
            setProblem(null);
          }}
        />
      </label>
      {problem ? (
        <p className="path-problem" id="path-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/** A width the designer types; applied on Enter or when the field loses focus. */
function CustomWidth({ width, onWidth }: { width: number; onWidth: (width: number) => void }) {
  const [value, setValue] = useState(String(width));
  useEffect(() => setValue(String(width)), [width]);
  const commit = (event?: FormEvent) => {
    event?.preventDefault();
    const next = Number(value);
    if (Number.isFinite(next) && next > 0) onWidth(next);
    else setValue(String(width));
  };
  return (
    <form className="width" onSubmit={commit}>
      <label>
        <span className="visually-hidden">Frame width in pixels</span>
        <input type="number" min={MIN_WIDTH} max={MAX_WIDTH} value={value} onChange={(e) => setValue(e.target.value)} onBlur={() => commit()} />
      </label>
      <span className="muted word">px</span>
    </form>
  );
}

export function Toolbar({ editor }: { editor: Editor }) {
  const { state, actions, dispatch } = editor;
  const ready = state.status.kind === 'ready';
  const last = state.history.past[state.history.past.length - 1];
  const next = state.history.future[state.history.future.length - 1];
  const undoTitle = last ? `${undoLabel(last.label)} (Ctrl+Z)` : 'Nothing to undo';
  const redoTitle = next ? `${redoLabel(next.label)} (Ctrl+Y or Ctrl+Shift+Z)` : 'Nothing to redo';
  const zoomPercent = Math.round((state.canvas.zoom === 'fit' ? state.scale : state.canvas.zoom) * 100);
  return (
    <div className="toolbar" role="toolbar" aria-label="Canvas">
      <div className="group">
        <button type="button" onClick={() => void actions.undo()} disabled={!ready || !last} title={undoTitle} aria-label={last ? undoLabel(last.label) : 'Undo'}>
          ↶ <span className="word">Undo</span>
        </button>
        <button type="button" onClick={() => void actions.redo()} disabled={!ready || !next} title={redoTitle} aria-label={next ? redoLabel(next.label) : 'Redo'}>
          ↷ <span className="word">Redo</span>
        </button>
      </div>
      <div className="group nav">
        <button type="button" onClick={() => void actions.goBack()} disabled={!ready} aria-label="Back" title="Back">←</button>
        <button type="button" onClick={() => void actions.goForward()} disabled={!ready} aria-label="Forward" title="Forward">→</button>
        <button type="button" onClick={() => void actions.refresh()} disabled={!ready} aria-label="Refresh" title="Reload the preview">⟳</button>
        <PagePath editor={editor} />
      </div>
      <div className="group" role="group" aria-label="Device width">
        {DEVICES.map((device) => (
          <button
            key={device.id}
            type="button"
            aria-pressed={state.canvas.device === device.id}
            title={`${device.label}: ${device.width} px wide`}
            onClick={() => dispatch({ type: 'device', device: device.id })}
          >
            {device.label}
          </button>
        ))}
        <CustomWidth width={state.canvas.width} onWidth={(width) => dispatch({ type: 'device', device: 'custom', width })} />
      </div>
      <div className="group zoom">
        <button type="button" aria-pressed={state.canvas.zoom === 'fit'} onClick={() => dispatch({ type: 'zoom', zoom: 'fit' })} title="Show the whole width">
          Fit
        </button>
        <label>
          <span className="visually-hidden">Zoom</span>
          <input
            type="range"
            min={50}
            max={200}
            step={10}
            value={zoomPercent}
            onChange={(e) => dispatch({ type: 'zoom', zoom: Number(e.target.value) / 100 })}
            aria-valuetext={`${zoomPercent} %`}
          />
        </label>
        <output aria-label="Zoom level">{zoomPercent} %</output>
      </div>
      <label className="toggle" title="Use the page as a visitor: clicks follow links instead of selecting">
        <input type="checkbox" checked={state.driveMode} disabled={!ready} onChange={() => actions.setDriveMode(!state.driveMode)} /> Drive
        <span className="narrow-hidden"> mode</span>
      </label>
      <Publish editor={editor} />
      {state.busy && <span className="busy" role="status">Applying…</span>}
    </div>
  );
}
