// getPageClassNames: the class names the page's own style rules use, for class suggestions in an
// editor. Every readable sheet of the document and of its open shadow roots counts; the runtime's
// own <style> elements are skipped by the walk, and its class names and codebase ids are dropped.
import { AttributeAction, parse, SelectorType, type Selector } from 'css-what';
import { walkStyleSheets, type StyleScope } from './css-rules/collect';
import { isPageClass } from '../shared/injected';

/** Adds the class names of parsed selectors: `.x`, `[class~=x]`, and inside `:is()`, `:host()`, `::slotted()`, `:nth-child(… of S)`. */
function addClasses(selectors: Selector[][], out: Set<string>): void {
  for (const tokens of selectors) {
    for (const token of tokens) {
      if (token.type === SelectorType.Attribute && token.name === 'class' && token.action === AttributeAction.Element) out.add(token.value);
      else if (token.type === SelectorType.Pseudo && Array.isArray(token.data)) addClasses(token.data, out);
      else if ((token.type === SelectorType.Pseudo || token.type === SelectorType.PseudoElement) && typeof token.data === 'string') {
        // css-what leaves these arguments as text: `::slotted(.x)`, `:nth-child(2n of .x)`.
        addClassesOf(token.data.replace(/^.*?\sof\s+/is, ''), out);
      }
    }
  }
}

function addClassesOf(selector: string, out: Set<string>): void {
  try {
    addClasses(parse(selector), out);
  } catch {
    // Text that is no selector (`2n+1`, a selector the parser does not know) names no class.
  }
}

/** The class names the style rules of `scopes` use, sorted, each once, without the runtime's own. */
export function pageClassNames(scopes: readonly StyleScope[], log: (message: string, error?: unknown) => void): string[] {
  const names = new Set<string>();
  const selectors = new Set<string>();
  for (const scope of scopes) walkStyleSheets(scope, [], log, (rule) => selectors.add(rule.selectorText));
  for (const selector of selectors) addClassesOf(selector, names);
  return [...names].filter(isPageClass).sort();
}
