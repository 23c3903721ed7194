// The editor's left column: the page's layers, or the site's styles (tokens and typography, for every
// page), as two tabs. The layers stay mounted while hidden, so their folding and scroll survive a look
// at the site styles.
import type { KeyboardEvent } from 'react';
import type { LeftPanel } from '../state/site-styles';
import type { Editor } from '../state/useEditor';
import { Layers } from './Layers';
import { SiteStyles } from './SiteStyles';

const TABS: { id: LeftPanel; label: string }[] = [
  { id: 'layers', label: 'Layers' },
  { id: 'site-styles', label: 'Site styles' },
];

export function LeftColumn({ editor }: { editor: Editor }) {
  const panel = editor.state.siteStyles.panel;
  const show = (id: LeftPanel) => editor.actions.showPanel(id);
  // The tabs are one stop: the arrow keys (and Home, End) move between them, as in any tab list.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.findIndex((tab) => tab.id === panel);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[(next + TABS.length) % TABS.length]!;
    show(tab.id);
    document.getElementById(`left-tab-${tab.id}`)?.focus();
  };
  return (
    <div className="left-column">
      <div className="panel-tabs" role="tablist" aria-label="Left panel" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            id={`left-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={panel === tab.id}
            aria-controls={`left-panel-${tab.id}`}
            tabIndex={panel === tab.id ? 0 : -1}
            onClick={() => show(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="tab-body" id="left-panel-layers" role="tabpanel" aria-labelledby="left-tab-layers" hidden={panel !== 'layers'}>
        <Layers editor={editor} />
      </div>
      {panel === 'site-styles' && (
        <div className="tab-body" id="left-panel-site-styles" role="tabpanel" aria-labelledby="left-tab-site-styles">
          <SiteStyles editor={editor} />
        </div>
      )}
    </div>
  );
}
