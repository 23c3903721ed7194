// The styles of one element, for the inspector: computed values (after its transitions settle when
// asked), its classes, the CSS rules that apply to it, forced states (:hover…), a rule's match.
import { isPageClass } from '../../../shared/injected';
import { expectBoolean, expectRecordOrNull, expectString, expectStringArray, isRecord } from '../../../shared/validate';
import type { Keys } from './keys';
import { Later, type FrameServices, type Functions } from './table';

type ElementStyleNames = 'getCssEvals' | 'getElementClassList' | 'processRulesForSelectedElement' | 'setModifiersForSelectedElement' | 'ruleMatchesElement';

export function elementStyleFunctions({ messenger, log, signal, tools }: Pick<FrameServices, 'messenger' | 'log' | 'signal' | 'tools'>, keys: Keys): Functions<ElementStyleNames> {
  const { selectedElement } = keys;
  const getTools = tools.get;
  return {
    async getCssEvals(key, cssEvalsOptions) {
      const settle = expectRecordOrNull(cssEvalsOptions, 'options')?.settle;
      if (settle !== undefined) expectBoolean(settle, 'options.settle');
      const element = selectedElement(key);
      const { module } = await getTools();
      const read = () => {
        const evals = module.cssEvalsFor(element);
        messenger.post('CSS_EVALS_FOR_ELEMENT', evals);
        return evals;
      };
      return settle ? new Later(module.animationsSettled(element, signal).then(read)) : read();
    },
    getElementClassList(key) {
      const classList = [...selectedElement(key).classList].filter(isPageClass);
      messenger.post('ELEMENT_CLASS_LIST', { classList });
      return classList;
    },
    async processRulesForSelectedElement(cssElementLookup, key) {
      const { module } = await getTools();
      const element = selectedElement(key);
      const lookup = expectRecordOrNull(cssElementLookup, 'cssElementLookup');
      const processedCssRules = module.processRulesForElement({ element, cssElementLookup: lookup, log: (message, error) => log.warn(message, error) });
      messenger.post('PROCESSED_CSS_RULES_FOR_ELEMENT', { processedCssRules });
      return processedCssRules;
    },
    async setModifiersForSelectedElement(modifiers, key) {
      const { forcer } = await getTools();
      forcer.set(selectedElement(key), expectStringArray(modifiers, 'modifiers'));
      return undefined;
    },
    async ruleMatchesElement(messageId, rule, key) {
      const { module } = await getTools();
      const id = expectString(messageId, 'messageId');
      // A rule is its selector text, or an object carrying one (as processed rules do).
      const selector = typeof rule === 'string' ? rule : isRecord(rule) && typeof rule.selector === 'string' ? rule.selector : null;
      if (selector === null) throw new Error('rule must be a selector or an object with a selector');
      const matches = module.ruleMatchesElement(selector, selectedElement(key));
      messenger.send({ id, matches });
      return matches;
    },
  };
}
