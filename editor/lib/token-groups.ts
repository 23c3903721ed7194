// The site's tokens in the groups a designer looks for them in: colours, fonts, type sizes, spacing,
// and the rest. A token's group comes from what it is and where the site uses it: a colour value is a
// colour; a stack of font families, or a use in `font-family`, is a font; a size the site uses for
// `font-size` is a type size, one it uses for margins, paddings and gaps is spacing. Names only
// decide for a token the site does not use.
import type { SiteToken } from '../../types';

export type TokenGroupId = 'colours' | 'fonts' | 'type' | 'spacing' | 'other';

export interface TokenGroup {
  id: TokenGroupId;
  title: string;
  tokens: SiteToken[];
}

const TITLES: Record<TokenGroupId, string> = { colours: 'Colours', fonts: 'Fonts', type: 'Type sizes', spacing: 'Spacing', other: 'Other' };
const ORDER: TokenGroupId[] = ['colours', 'fonts', 'type', 'spacing', 'other'];

const GENERIC_FAMILY = /(?:^|,)\s*(?:serif|sans-serif|monospace|cursive|fantasy|system-ui|ui-serif|ui-sans-serif|ui-monospace|ui-rounded|math|emoji|fangsong)\s*$/i;
const TYPE_PROPS = /^(?:font-size|line-height|letter-spacing|font)$/;
const SPACE_PROPS = /^(?:margin|padding|gap|row-gap|column-gap|inset|top|right|bottom|left|scroll-margin|scroll-padding)(?:-|$)/;

/** The group a token belongs in; `isColour` is the browser's judgement (CSS.supports). */
export function groupOf(token: SiteToken, isColour: (value: string) => boolean): TokenGroupId {
  const properties = token.uses.flatMap((use) => use.properties);
  if (isColour(token.value)) return 'colours';
  if (GENERIC_FAMILY.test(token.value) || properties.some((property) => property === 'font-family')) return 'fonts';
  if (!/\d/.test(token.value)) return 'other';
  const type = properties.filter((property) => TYPE_PROPS.test(property)).length;
  const space = properties.filter((property) => SPACE_PROPS.test(property)).length;
  if (type || space) return type > space ? 'type' : space > type ? 'spacing' : 'other';
  if (/step|font|text|type|size/i.test(token.name)) return 'type';
  if (/space|gap|gutter/i.test(token.name)) return 'spacing';
  return 'other';
}

const byName = (a: SiteToken, b: SiteToken) => a.name.localeCompare(b.name, 'en', { numeric: true });

/** The groups that have tokens, in a designer's order; each group's tokens by name (`--space-2` before `--space-10`). */
export function groupTokens(tokens: readonly SiteToken[], isColour: (value: string) => boolean): TokenGroup[] {
  const groups = new Map<TokenGroupId, SiteToken[]>();
  for (const token of tokens) {
    const id = groupOf(token, isColour);
    groups.set(id, [...(groups.get(id) ?? []), token]);
  }
  return ORDER.filter((id) => groups.has(id)).map((id) => ({ id, title: TITLES[id], tokens: [...groups.get(id)!].sort(byName) }));
}

/** "used by 14 rules", "used by 1 rule", "not used by any rule". */
export function usageWords(token: SiteToken): string {
  const rules = token.uses.length;
  if (!rules) return 'not used by any rule';
  return `used by ${rules} rule${rules === 1 ? '' : 's'}`;
}
