// Publish: the editor's way to make the production site (what `http://localhost:PORT/` serves to
// visitors) show the edited sources, without restarting the server. `POST …/publish` starts a build
// of the production site from a snapshot of the sources and answers at once; `GET …/publish` says
// how it goes (the editor polls it while one runs). docs/server.md "Publish" describes it for people.

/** Where the publish endpoints are, under the API's base (`/api/`): `canvases/{canvasId}/publish`. */
export const PUBLISH_PATH = 'publish';

/**
 * The steps of a publish, in order: copy the edited sources (a consistent snapshot, between two
 * edits), check their types and compile them, write the pages, compress them, and switch the site
 * to the new build.
 */
export const PUBLISH_STAGES = ['sources', 'compile', 'prerender', 'compress', 'swap'] as const;
export type PublishStage = (typeof PUBLISH_STAGES)[number];

/** A change of the edit history, as a publish names it. */
export interface PublishChange {
  /** The change's id in the history (`GET …/activities`). */
  id: string;
  /** What it did, in the history's words. */
  message: string;
  /** The project-relative files it wrote. */
  files: string[];
  /** When it was made (ISO 8601). */
  createdAt: string;
}

/** A source file whose bytes differ from the published ones. */
export interface PublishFileChange {
  /** Project-relative (`site/sections/HeroSection.tsx`). */
  path: string;
  change: 'added' | 'changed' | 'removed';
  /** True when no change of the history listed beside it wrote the file: it was edited outside the editor. */
  byHand: boolean;
}

/** What differs between two versions of the sources: the published ones and the ones now (or the next published). */
export interface PublishChanges {
  /** Changes of the history applied now that the published sources did not include, oldest first. */
  changes: PublishChange[];
  /** Changes the published sources included that are undone now, oldest first. */
  undone: PublishChange[];
  /** The source files that differ, by path. */
  files: PublishFileChange[];
}

/** A version of the site that was made live: the build `npm start` made, or a Publish. */
export interface Publication {
  /** When it became what visitors get (ISO 8601); for the build made at start, when that build was made. */
  publishedAt: string;
  /** `start`: the build made by `npm run build` / `npm start`; `publish`: a Publish. */
  source: 'start' | 'publish';
  /** The newest change of the history its sources included, or null (none). */
  activityId: string | null;
  /** sha256 (hex) of its sources: every file's path and bytes. */
  sourcesHash: string;
}

/** Why a build failed, as the compiler said it. */
export interface PublishProblem {
  /** The compiler's message (`Type 'number' is not assignable to type 'string'.`). */
  message: string;
  /** Its code (`TS2322`), or null. */
  code: string | null;
  /** Project-relative file, or null when no file is to blame. */
  file: string | null;
  /** 1-based line and column in `file`, or null. */
  line: number | null;
  column: number | null;
  /** The source lines around it, as the compiler framed them, or null. */
  frame: string | null;
}

/** How long a step took; `durationMs` is null while it runs. */
export interface PublishStageTime {
  stage: PublishStage;
  startedAt: string;
  durationMs: number | null;
}

interface PublishRunBase {
  /** Names this publish (the build's folder is named after it). */
  id: string;
  startedAt: string;
  /** The steps begun so far, in order. */
  stages: PublishStageTime[];
}

/** A publish: running, done (the site serves its build), or failed (the site serves what it served before). */
export type PublishRun =
  | (PublishRunBase & { state: 'running'; stage: PublishStage })
  | (PublishRunBase & {
      state: 'published';
      finishedAt: string;
      /** The version the site serves now. */
      publication: Publication;
      /** What it changed for visitors: the differences from the version served before it. */
      included: PublishChanges;
    })
  | (PublishRunBase & {
      state: 'failed';
      finishedAt: string;
      /** The step that failed. */
      stage: PublishStage;
      /** A sentence for a person: what failed, and that visitors still get the version served before. */
      reason: string;
      /** The compiler's problem, when a build step failed on the sources. */
      problem: PublishProblem | null;
      /** Everything the failed step said (the compiler's message with its place, or the error), for a disclosure. */
      details: string;
    });

/** 200 answer of `GET …/publish`: what the site serves, what changed since, and the latest publish of this server. */
export interface PublishStatus {
  /** The production site's address (`http://localhost:4173/`). */
  siteUrl: string;
  /** What visitors get now. */
  last: Publication;
  /** What a publish now would change: the edits since `last`. */
  pending: PublishChanges;
  /** The publish running now, or the last one this server ran (null: none since it started). */
  run: PublishRun | null;
}

/** 202 answer of `POST …/publish` (body `{}` or none): the status, with the run it started or, while one runs, that one. */
export interface PublishAnswer extends PublishStatus {
  /** True when this request started the publish; false when it joined the one that was running. */
  started: boolean;
  run: PublishRun;
}
