// The editing tools: instant updates, the CSS rule processor, forced pseudo-class states, computed
// values, component inspection, drag previews, in-place text editing, scrolling to an element and the
// page's class names, the nav tree's patches, and which framework renders the page (for `adapter: 'auto'`). Built as a separate module (dist/runtime/runtime-tools.mjs) that the runtime
// loads once an editor connects, so a preview page's first load carries only the core runtime.
export { prepareRules, processRulesForElement, ruleMatchesElement } from './lib/css-rules';
export { createModifierForcer, type ModifierForcer } from './lib/force-modifiers';
export { detectFramework } from './adapters/detect';
export { createInstantUpdater, type InstantUpdater } from './lib/instant';
export { applyChangeItemRequest, renameCodebaseIdsRequest } from './lib/instant/requests';
export { animationsSettled, cssEvalsFor } from './lib/css-evals';
export { decodeCompressedArgs } from './lib/decode-args';
export { hydrationStatus } from './lib/hydration-status';
export { pageClassNames } from './lib/page-class-names';
export { scrollToElement } from './lib/scroll-to';
export { inspectElement, stateAndProps } from './lib/inspect';
export { createTempDom, type TempDom } from './lib/temp-dom';
export { startTextEdit } from './lib/text-editing';
export { createNavTreePatcher, type NavTreePatcher } from './lib/nav-tree-patches';
export { adapterNavProps } from './lib/nav-props';
