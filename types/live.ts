// The live-reload contract of `npm start`: the event stream `GET /__live` (text/event-stream, on any
// host of the server: the dev-domain previews and the editor's origin alike). The server writes each
// event as `event: <name>` + `data: <JSON payload>`; previews reload on it and editors show build
// errors from it. docs/server.md "Live reload" describes it for people.
import type { TypeCheck } from './mutations';

/** Where the stream is served, on every host of the server. */
export const LIVE_EVENTS_PATH = '/__live';

/** The script the dev-domain pages load to follow the stream (served beside it). */
export const LIVE_CLIENT_PATH = '/__live/client.js';

/** Marks the `<style>` element of the site's stylesheet in the dev-domain pages: the one a CSS-only build swaps. */
export const LIVE_STYLESHEET_ATTRIBUTE = 'data-live-stylesheet';

/** One problem of a failed build, as esbuild reports it (1-based line and column). */
export interface LiveBuildProblem {
  /** What is wrong, e.g. `Expected "}" but found ")"` or `Could not resolve "./Missing"`. */
  message: string;
  /** Project-relative path of the file (`site/sections/HeroSection.tsx`); null when no file is to blame. */
  file: string | null;
  /** 1-based line in `file`, or null. */
  line: number | null;
  /** 1-based column in `file`, or null. */
  column: number | null;
  /** The text of that source line (for a code frame), or null. */
  lineText: string | null;
}

/** What made the server rebuild: a write of the mutation server, or a change seen on disk (an edit by hand). */
export type LiveTrigger = 'edit' | 'watch';

/** The state of the live build: serving a good build, building a new one, or the last build failed. */
export type LiveState = 'ready' | 'building' | 'failed';

/** The modules a page re-imports to show a new build in place (LiveEvents['ready']). */
export interface LiveModuleSwap {
  /** URL of the React Refresh entry the page ran first: its `refresh()` re-renders what registered again. */
  refresh: string;
  /** URLs of the changed lazily loaded chunks (under /assets/), each imported again with the new version as its query. */
  urls: string[];
}

/** Event name → JSON payload of `GET /__live`. */
export interface LiveEvents {
  /** Sent first on every connection: the state now. A page built from another version reloads (when `state` is ready); `errors` is non-empty while the latest finished build failed (also during the next build). */
  status: { state: LiveState; version: string | null; errors: LiveBuildProblem[] };
  /** A rebuild started because these project-relative paths changed. */
  building: { trigger: LiveTrigger; paths: string[] };
  /**
   * A new build is served: pages built from another version reload. `durationMs` is the rebuild's own
   * time. When only the stylesheet changed since the build `from`, `css` is the new stylesheet: a page
   * of version `from` swaps it in place (no reload: its state and scroll stay) and is then `version`.
   * With `modules`, the build also changed lazily loaded modules only: such a page swaps the stylesheet,
   * re-imports `urls` and has React re-render them from `refresh` (React Refresh: components keep their
   * state), reloading only if that fails.
   */
  ready: { version: string; durationMs: number; paths: string[]; from?: string; css?: string; modules?: LiveModuleSwap };
  /** The rebuild failed: open pages keep the last good build under an error panel; fresh loads get the panel alone. (Not `error`: EventSource fires its own `error` on connection problems.) */
  failed: { errors: LiveBuildProblem[]; durationMs: number; paths: string[] };
  /** The type check after a write of the mutation server finished: the change it followed (its id, and whether the write was the change, its undo or its redo) and the outcome. */
  checked: { activityId: string; kind: 'mutate' | 'undo' | 'redo'; message: string; typeCheck: TypeCheck };
}

export type LiveEventName = keyof LiveEvents;

/** Every event name, in the order a rebuild sends them (after `status`). */
export const LIVE_EVENT_NAMES: readonly LiveEventName[] = ['status', 'building', 'ready', 'failed', 'checked'];
