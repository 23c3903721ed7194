// The element's own class for the CSS styling framework: a class in its className that no other
// JSX element of the site writes (components included), so a rule for it styles this source element
// only. Without one, a new class named after the component and tag (`card-grid__span`,
// `footer__link` for a library component's use site), unique in the source and the stylesheet.
import ts from 'typescript';
import type { IndexedElement } from '../project/id-index';
import { staticClasses } from './class-names';

export function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[^A-Za-z0-9_-]+/g, '-').toLowerCase();
}

export interface OwnClass {
  className: string;
  /** True when the element does not have it yet (it must be added to its className). */
  created: boolean;
}

/** How many `className` attributes of the site write each class token (in any string or template part). */
export function classUsage(sourceFiles: Iterable<ts.SourceFile>): Map<string, number> {
  const usage = new Map<string, number>();
  for (const sourceFile of sourceFiles) {
    const visit = (node: ts.Node): void => {
      if (ts.isJsxAttribute(node) && node.name.getText() === 'className' && node.initializer) {
        const tokens = new Set<string>();
        const collect = (part: ts.Node): void => {
          if (ts.isStringLiteral(part) || ts.isNoSubstitutionTemplateLiteral(part) || ts.isTemplateHead(part) || ts.isTemplateMiddle(part) || ts.isTemplateTail(part)) {
            for (const token of part.text.split(/\s+/)) if (token) tokens.add(token);
          }
          ts.forEachChild(part, collect);
        };
        collect(node.initializer);
        for (const token of tokens) usage.set(token, (usage.get(token) ?? 0) + 1);
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return usage;
}

export function ownClassOf(entry: IndexedElement, usage: ReadonlyMap<string, number>, stylesheetClasses: ReadonlySet<string>): OwnClass {
  const own = (staticClasses(entry) ?? []).find((token) => usage.get(token) === 1 && !token.startsWith('tempo-'));
  if (own) return { className: own, created: false };
  // A library component's tag can be `Lib.Link`: kebab-cased, it makes a valid class name (`lib-link`).
  const tag = entry.library === null ? entry.tag.toLowerCase() : kebab(entry.tag);
  const base = `${kebab(entry.component ?? entry.file.split('/').pop()!.replace(/\.tsx$/, ''))}__${tag}`;
  return { className: freeClassName(base, usage, stylesheetClasses), created: true };
}

/** A class name not yet written in the source nor the stylesheet: `base`, else `base-2`, `base-3`, … */
export function freeClassName(base: string, usage: ReadonlyMap<string, number>, stylesheetClasses: ReadonlySet<string>): string {
  let name = base;
  for (let n = 2; usage.has(name) || stylesheetClasses.has(name); n++) name = `${base}-${n}`;
  return name;
}

/** `hero-section__section-link`: the class of one use of a component, named after where it is used. */
export function perUseClassBase(writtenIn: string, component: string): string {
  return `${kebab(writtenIn)}__${kebab(component)}`;
}

/** True when `token` is a use class of `component` (`…__section-link`, `…__section-link-2`). */
export function isUseClassOf(token: string, component: string): boolean {
  const suffix = `__${kebab(component)}`;
  const base = token.replace(/-\d+$/, '');
  return base.endsWith(suffix) && base.length > suffix.length;
}
