import { processRulesForElement } from '../../../runtime/lib/css-rules';
import { collectRules } from '../../../runtime/lib/css-rules/collect';
import { MODIFIER_PATTERN, branchesOf, safeMatches } from '../../../runtime/lib/css-rules/selectors';

it('perf breakdown', () => {
  const css: string[] = [];
  for (let i = 0; i < 5000; i++) css.push(`.perf-${i} .perf-x${i % 50} > span.k${i % 7}${i % 3 ? ':hover' : ''} { color: red; margin-top: ${i}px; }`);
  let html = '<span class="perf-hit k0">x</span>';
  for (let d = 0; d < 12; d++) html = `<div class="perf-depth${d}">${html}</div>`;
  const style = document.createElement('style'); style.textContent = css.join('\n'); document.head.append(style);
  const root = document.createElement('div'); root.innerHTML = html; document.body.append(root);
  const target = root.querySelector('.perf-hit')!;
  const parent = target.parentElement!;
  const time = (name: string, run: () => void) => {
    run();
    const samples: number[] = [];
    for (let i = 0; i < 15; i++) { const s = performance.now(); run(); samples.push(performance.now() - s); }
    console.log(name, samples.sort((a, b) => a - b)[7]!.toFixed(2));
  };
  const sheetRules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((r): r is CSSStyleRule => r instanceof CSSStyleRule);
  time('floor', () => { for (const r of sheetRules) target.matches(r.selectorText); });
  time('selectorText only', () => { for (const r of sheetRules) void r.selectorText; });
  time('walk+selectorText', () => collectRules(document, (r) => void r.selectorText, () => {}));
  time('walk+matches', () => collectRules(document, (r) => void safeMatches(target, r.selectorText), () => {}));
  time('walk+matches+regex', () => collectRules(document, (r) => { const s = r.selectorText; if (!safeMatches(target, s)) MODIFIER_PATTERN.test(s); }, () => {}));
  time('walk+closest', () => collectRules(document, (r) => void parent.closest(r.selectorText), () => {}));
  time('walk+forced', () => collectRules(document, (r) => { const s = r.selectorText; if (MODIFIER_PATTERN.test(s)) { const b = branchesOf(s); if (b?.[0]?.forced) safeMatches(target, b[0].forced); } }, () => {}));
  time('full', () => processRulesForElement({ element: target }));
  style.remove(); root.remove();
});
