// The reference editor: layers or site styles | toolbar, banners and canvas | inspector and changes.
import { useRef } from 'react';
import { Canvas } from './canvas/Canvas';
import { Inspector } from './inspector/Inspector';
import { Banners } from './panels/Banners';
import { Changes } from './panels/Changes';
import { ContextMenu } from './panels/ContextMenu';
import { LeftColumn } from './panels/LeftColumn';
import { Toolbar } from './panels/Toolbar';
import { useEditor } from './state/useEditor';

export function App() {
  const iframe = useRef<HTMLIFrameElement>(null);
  const editor = useEditor(iframe);
  return (
    <div className="editor">
      <LeftColumn editor={editor} />
      <main className="canvas-column">
        <h1 className="visually-hidden">Reference editor</h1>
        <Toolbar editor={editor} />
        {/* The banners float over the canvas: one that comes or goes never moves the page under the pointer (a drag). */}
        <div className="canvas-area">
          <Banners editor={editor} />
          <Canvas editor={editor} iframe={iframe} />
        </div>
      </main>
      <aside className="side">
        <Inspector key={editor.state.selected ?? 'none'} editor={editor} />
        <Changes editor={editor} />
      </aside>
      <ContextMenu editor={editor} iframe={iframe} />
    </div>
  );
}
