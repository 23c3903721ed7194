// The site stays a project of its own (the editing server and its tests copy site/ alone), so it
// declares the parts its renderDocument takes itself; the live build describes the same parts in
// types/document.ts. `npm run typecheck` fails here when the two drift apart, either way.
import type { DocumentParts as ServerParts, RouteMeta as ServerMeta } from '../../types/document';
import type { RouteMeta as SiteMeta } from '../../site/content/types';
import type { DocumentParts as SiteParts } from '../../site/document';

// Exactly the same type (an optional field on one side only counts too).
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export const partsAgree: Same<SiteParts, ServerParts> = true;
export const metaAgrees: Same<SiteMeta, ServerMeta> = true;
