// The build-error panel of a preview: which file, line and column, the message and the source line,
// over the last good page (dimmed, still there) or alone on a fresh load. It lives in a shadow root
// on <html>, outside <body>: page CSS cannot restyle it, and the editing runtime's tree (built from
// <body>) does not list it. Text only goes in through textContent: messages quote source code.
import type { LiveBuildProblem } from '../../../types/live';

export const PANEL_TAG = 'live-build-errors';

const STYLE = `
:host { all: initial; position: fixed; inset: 0; z-index: 2147483647; display: block; }
.backdrop { position: absolute; inset: 0; overflow: auto; padding: 24px 16px; box-sizing: border-box; background: rgba(17, 24, 39, 0.55); }
.panel { box-sizing: border-box; max-width: 880px; margin: 0 auto; padding: 20px 24px; border-radius: 8px; border-top: 6px solid #b91c1c;
  background: #ffffff; color: #111827; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; box-shadow: 0 10px 30px rgba(0, 0, 0, 0.3); }
h2 { margin: 0 0 8px; font-size: 22px; line-height: 1.3; color: #b91c1c; }
p { margin: 0 0 12px; }
ol { margin: 0; padding: 0; list-style: none; }
li { margin: 16px 0 0; padding: 12px 0 0; border-top: 1px solid #d1d5db; }
.where { font-weight: 600; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 14px; }
.message { white-space: pre-wrap; overflow-wrap: anywhere; }
pre { margin: 0; padding: 12px; overflow-x: auto; border-radius: 6px; background: #f3f4f6; color: #111827; }
`;

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** `site/x.tsx:12:5`, or null when the problem names no file. */
export function locationOf(problem: LiveBuildProblem): string | null {
  if (!problem.file) return null;
  return [problem.file, problem.line, problem.column].filter((part) => part !== null).join(':');
}

/** The source line (without its indentation) with a caret under the column, like a compiler's code frame. */
export function codeFrame(problem: LiveBuildProblem): string | null {
  if (problem.lineText === null || problem.line === null) return null;
  const code = problem.lineText.trimStart();
  const indent = problem.lineText.length - code.length;
  const gutter = `${problem.line} | `;
  const caret = problem.column === null ? '' : `\n${' '.repeat(gutter.length - 2)}| ${' '.repeat(Math.max(0, problem.column - 1 - indent))}^`;
  return `${gutter}${code}${caret}`;
}

function panelHost(doc: Document): HTMLElement | null {
  const found = doc.documentElement.querySelector(`:scope > ${PANEL_TAG}`);
  return found instanceof HTMLElement ? found : null;
}

/** Shows (or replaces) the panel. `pageUnderneath`: an earlier build's page is open below it. */
export function showBuildErrors(doc: Document, problems: readonly LiveBuildProblem[], pageUnderneath: boolean): void {
  const host = panelHost(doc) ?? doc.documentElement.appendChild(doc.createElement(PANEL_TAG));
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const style = element(doc, 'style', STYLE);
  const backdrop = element(doc, 'div', undefined, 'backdrop');
  const panel = element(doc, 'section', undefined, 'panel');
  panel.setAttribute('role', 'alert');
  panel.setAttribute('aria-labelledby', 'live-build-errors-title');
  const title = element(doc, 'h2', problems.length > 1 ? `Build failed: ${problems.length} errors` : 'Build failed');
  title.id = 'live-build-errors-title';
  const lead = element(
    doc,
    'p',
    `${pageUnderneath ? 'The page below is the last build that worked.' : 'There is no page to show until the build works again.'} Fix the source and save: this page reloads by itself.`,
  );
  const list = element(doc, 'ol');
  for (const problem of problems) {
    const item = element(doc, 'li');
    const where = locationOf(problem);
    if (where) {
      const line = element(doc, 'p', undefined, 'where');
      line.append(element(doc, 'code', where));
      item.append(line);
    }
    item.append(element(doc, 'p', problem.message, 'message'));
    const frame = codeFrame(problem);
    if (frame) {
      const pre = element(doc, 'pre');
      pre.append(element(doc, 'code', frame));
      item.append(pre);
    }
    list.append(item);
  }
  panel.append(title, lead, list);
  backdrop.append(panel);
  shadow.replaceChildren(style, backdrop);
  host.hidden = false;
}

export function hideBuildErrors(doc: Document): void {
  panelHost(doc)?.remove();
}
