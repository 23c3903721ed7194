// What the server knows about the project it edits: the site (docs/protocol.md §8, "It edits one project").

/** The canvas id of the site; any other canvas answers 404. */
export const CANVAS_ID = 'site';
/** The folder every edited file lives in. */
export const SITE_DIR = 'site';
/** The site's stylesheet: where the CSS styling framework writes rules. */
export const STYLESHEET = 'site/styles/site.css';
/** The component the whole site renders from (site/entry-server.tsx renders `<App ssrPath>`). */
export const ROOT_COMPONENT = { file: 'site/App.tsx', name: 'App' } as const;
/** The TypeScript settings the site is built with; the server checks edits against them. */
export const SITE_TSCONFIG = 'tsconfig.build.json';
