// The page's styles as a whole, for the editor's site styles: class names, custom properties, the
// styles of each kind of text, how many elements selectors match. The open shadow roots are the ones
// the last tree build walked (the overlay's own root is never among them).
import { expectStringArray } from '../../../shared/validate';
import type { FrameServices, Functions } from './table';

type SiteStyleNames = 'getPageClassNames' | 'getPageCustomProperties' | 'getSiteStyles' | 'countMatchingElements';

export function siteStyleFunctions({ win, log, ids, tools }: Pick<FrameServices, 'win' | 'log' | 'ids' | 'tools'>): Functions<SiteStyleNames> {
  const doc = win.document;
  const roots = () => [doc, ...ids.shadowRoots()];
  const getTools = tools.get;
  return {
    async getPageClassNames() {
      return (await getTools()).module.pageClassNames(roots(), log.debug);
    },
    async getPageCustomProperties() {
      return (await getTools()).module.pageCustomProperties(roots(), doc.documentElement, log.debug);
    },
    async getSiteStyles(kindProperties) {
      const properties = kindProperties === undefined || kindProperties === null ? null : expectStringArray(kindProperties, 'kindProperties');
      if (properties && properties.length > 20) throw new Error('kindProperties takes at most 20 properties');
      const bad = properties?.find((name) => !/^-?[a-z][a-z0-9-]*$/.test(name));
      if (bad !== undefined) throw new Error(`kindProperties[${properties!.indexOf(bad)}] must be a CSS property name like "font-size"`);
      const { module } = await getTools();
      return module.siteStyles(roots(), doc, properties ?? module.DEFAULT_KIND_PROPERTIES, log.debug);
    },
    async countMatchingElements(selectors) {
      const list = expectStringArray(selectors, 'selectors');
      if (list.length > 200) throw new Error('selectors takes at most 200 selectors');
      const long = list.findIndex((selector) => selector.length > 2000);
      if (long >= 0) throw new Error(`selectors[${long}] is longer than 2000 characters`);
      return (await getTools()).module.countMatchingElements(roots(), list);
    },
  };
}
