// Selector specificity from css-what's parse (pure: no DOM).
import { parse, SelectorType, type Selector } from 'css-what';

export type Specificity = [number, number, number];

const ZERO: Specificity = [0, 0, 0];

/** Positive when `a` is more specific than `b`. */
export function compareSpecificity(a: Specificity, b: Specificity): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function max(list: Selector[][]): Specificity {
  let best = ZERO;
  for (const tokens of list) {
    const s = specificityOfTokens(tokens);
    if (compareSpecificity(s, best) > 0) best = s;
  }
  return best;
}

/** Specificity of one parsed complex selector (Selectors Level 4 rules). */
export function specificityOfTokens(tokens: Selector[]): Specificity {
  const s: Specificity = [0, 0, 0];
  const add = (o: Specificity) => { s[0] += o[0]; s[1] += o[1]; s[2] += o[2]; };
  for (const t of tokens) {
    switch (t.type) {
      case SelectorType.Attribute:
        // `#x` and `[id=x]` parse alike; only the shorthand carries ignoreCase "quirks".
        if (t.name === 'id' && t.ignoreCase === 'quirks') s[0]++;
        else s[1]++;
        break;
      case SelectorType.Tag:
      case SelectorType.PseudoElement:
        s[2]++;
        break;
      case SelectorType.Pseudo: {
        if (t.name === 'where') break;
        if (Array.isArray(t.data)) {
          // :is/:not/:has/:matches take their most specific argument; :host(...) also counts itself.
          add(max(t.data));
          if (t.name.startsWith('host')) s[1]++;
          break;
        }
        s[1]++;
        // :nth-child(An+B of S) adds S's specificity; css-what leaves the argument as text.
        const of = typeof t.data === 'string' && t.name.startsWith('nth-') ? /\sof\s+(.+)$/is.exec(t.data) : null;
        if (of?.[1]) add(max(parse(of[1])));
        break;
      }
      default:
        break; // universal selector and combinators count nothing
    }
  }
  return s;
}

/** Parses a selector, throwing the documented message when it is invalid. */
export function parseSelector(selector: string): Selector[][] {
  let list: Selector[][];
  try {
    list = parse(selector);
  } catch {
    list = [];
  }
  if (list.length === 0) throw new Error(`Invalid selector: ${JSON.stringify(selector)}`);
  return list;
}

/** [a, b, c] specificity of ONE complex selector; a list (`a, b`) cannot be ranked as one. */
export function specificityOf(selector: string): Specificity {
  const list = parseSelector(selector);
  if (list.length > 1) throw new Error(`A selector list cannot be compared by specificity: ${JSON.stringify(selector)}`);
  return specificityOfTokens(list[0]!);
}
