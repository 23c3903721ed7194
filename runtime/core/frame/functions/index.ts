// The function table (docs/protocol.md §4), composed of groups by capability. Each group takes only
// the services it uses (a Pick of FrameServices), checks all its arguments first — so a refused call
// changes nothing — and then calls them. `satisfies FunctionTable` makes sure every function has one.
import { changeFunctions } from './changes';
import { draggingFunctions } from './dragging';
import { elementStyleFunctions } from './element-styles';
import { hydrationFunctions } from './hydration';
import { createKeys } from './keys';
import { projectFunctions } from './project';
import { selectingFunctions } from './selecting';
import { siteStyleFunctions } from './site-styles';
import type { FrameServices, FunctionTable } from './table';
import { viewFunctions } from './view';

export { Later, ThenAfter, type FrameServices, type FunctionTable } from './table';

export function createFunctions(services: FrameServices) {
  const keys = createKeys(services);
  const view = viewFunctions(services, keys);
  return {
    ...projectFunctions({ ...services, setAiContext: view.setAiContext }, keys),
    ...selectingFunctions(services, keys),
    ...view,
    ...draggingFunctions(services, keys),
    ...changeFunctions(services),
    ...elementStyleFunctions(services, keys),
    ...siteStyleFunctions(services),
    ...hydrationFunctions(services),
  } satisfies FunctionTable;
}
