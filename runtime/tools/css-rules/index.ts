// The CSS rule processor: the one entry the runtime imports.
export { processRulesForElement, type ProcessOptions } from './process';
export { prepareRules } from './rule-index';
export { ruleMatchesElement } from './selectors';
export { compareSpecificity, specificityOf, type Specificity } from './specificity';
export { isInherited } from './inheritable';
