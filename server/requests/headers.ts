// The request headers the API reads besides Authorization (types/mutations.ts MUTATION_HEADERS).
import type { IncomingMessage } from 'node:http';
import { MUTATION_HEADERS } from '../../types';
import { badRequest } from '../http/errors';
import type { RenderingsHint } from '../project/renderings';
import { PAGE_PATH } from '../../types/request-schemas';
import { expectUuid } from './fields';

function single(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  if (Array.isArray(value)) throw badRequest(`The header ${name} is sent more than once; send it once.`);
  return value;
}

export function changeItemIdOf(req: IncomingMessage): string {
  const value = single(req, MUTATION_HEADERS.changeItemId);
  if (value === undefined) throw badRequest(`The header X-Change-Item-Id is missing; send the change item's id (a uuid), which names the change for undo and redo.`);
  return expectUuid(value, 'The header X-Change-Item-Id');
}

/** The editor tab that makes the change (X-Editor-Tab, a uuid), or null when the caller does not say. */
export function editorTabOf(req: IncomingMessage): string | null {
  const value = single(req, MUTATION_HEADERS.editorTab);
  return value === undefined ? null : expectUuid(value, 'The header X-Editor-Tab');
}

export function renderingsHintOf(req: IncomingMessage): RenderingsHint {
  const count = single(req, MUTATION_HEADERS.renderings);
  const pagePath = single(req, MUTATION_HEADERS.pagePath);
  if (count !== undefined && !/^\d{1,6}$/.test(count)) throw badRequest(`The header X-Renderings must be a whole number of elements (0 to 999999), got "${count}".`);
  if (pagePath !== undefined && !PAGE_PATH.test(pagePath)) {
    throw badRequest(`The header X-Page-Path must be a page path like "/privacy-policy", got "${pagePath.slice(0, 80)}".`);
  }
  return { count: count === undefined ? null : Number(count), pagePath: pagePath ?? null };
}
