// The editing tools: the overlay that outlines what is hovered and selected, the pointer and keys
// while editing (hover, click to select, drag), instant updates, the CSS rule processor, forced pseudo-class states, computed
// values, component inspection, drag previews, in-place text editing, scrolling to an element and the
// page's class names, the nav tree's patches, and which framework renders the page (for `adapter: 'auto'`). Built as a separate module (dist/runtime/runtime-tools.mjs) that the runtime
// loads once an editor connects, so a preview page's first load carries only the core runtime.
export { prepareRules, processRulesForElement, ruleMatchesElement } from './tools/css-rules';
export { createModifierForcer, type ModifierForcer } from './tools/force-modifiers';
export { detect, detectFramework, type Detection } from './tools/detect';
export { createInstantUpdater, type InstantUpdater } from './tools/instant';
export { applyChangeItemRequest, renameCodebaseIdsRequest } from './tools/instant/requests';
export { animationsSettled, cssEvalsFor } from './tools/css-evals';
export { decodeCompressedArgs } from './tools/decode-args';
export { hydrationStatus } from './tools/hydration-status';
export { pageClassNames } from './tools/page-class-names';
export { pageCustomProperties } from './tools/page-custom-properties';
export { DEFAULT_KIND_PROPERTIES, siteStyles } from './tools/site-styles';
export { countMatchingElements } from './tools/matching-elements';
export { scrollToElement } from './tools/scroll-to';
export { inspectElement, stateAndProps } from './tools/inspect';
export { createTempDom, type TempDom } from './tools/temp-dom';
export { createNavTreePatcher, type NavTreePatcher } from './tools/nav-tree-patches';
export { adapterNavProps } from './tools/nav-props';
export type { OutlineTarget, OverlayLayer } from './tools/overlay/layer';
export { createEditingSurface, type EditingSurface, type SurfaceContext } from './tools/editing-surface';
