// What the Publish panel says, as plain sentences: how much changed ("3 changes in 2 files"), each
// step of a publish, and when something happened.
import type { PublishChanges, PublishRun, PublishStage } from '../../types/publish';
import { PUBLISH_STAGES } from '../../types/publish';

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "3 changes in 2 files", "1 file changed outside the editor", or "Nothing has changed". */
export function changesSummary(changes: PublishChanges): string {
  const count = changes.changes.length + changes.undone.length;
  const files = changes.files.length;
  if (count === 0 && files === 0) return 'Nothing has changed';
  if (count === 0) return `${plural(files, 'file')} changed outside the editor`;
  if (files === 0) return `${plural(count, 'change')}, which leave every file as it was`;
  return `${plural(count, 'change')} in ${plural(files, 'file')}`;
}

/** Each step of a publish, as the panel lists it. */
export const STAGE_LABELS: Record<PublishStage, string> = {
  sources: 'Copy the edited sources',
  compile: 'Check the code and compile it',
  prerender: 'Write the pages',
  compress: 'Compress the files',
  swap: 'Switch the site to the new version',
};

/** "step 3 of 5". */
export const stepOf = (stage: PublishStage): string => `step ${PUBLISH_STAGES.indexOf(stage) + 1} of ${PUBLISH_STAGES.length}`;

/** Where each step stands in a run: done (with its time), running, failed, or still to come. */
export function stageStates(run: PublishRun): { stage: PublishStage; state: 'done' | 'running' | 'failed' | 'waiting'; seconds: number | null }[] {
  return PUBLISH_STAGES.map((stage) => {
    const time = run.stages.find((entry) => entry.stage === stage);
    if (!time) return { stage, state: 'waiting', seconds: null };
    const seconds = time.durationMs === null ? null : Math.round(time.durationMs / 100) / 10;
    if (run.state === 'failed' && run.stage === stage) return { stage, state: 'failed', seconds };
    if (time.durationMs === null && run.state === 'running') return { stage, state: 'running', seconds };
    return { stage, state: 'done', seconds };
  });
}

/** "at 14:05" today, "on 1 Dec, 14:05" another day (in the designer's own locale and time zone). */
export function whenText(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'at an unknown time';
  const time = date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  if (date.toDateString() === now.toDateString()) return `at ${time}`;
  return `on ${date.toLocaleDateString([], { day: 'numeric', month: 'short' })}, ${time}`;
}
