// Properties that inherit by default (CSS specs' "Inherited: yes"), as the CSSOM names longhands.
const INHERITED = new Set(
  (
    'azimuth border-collapse border-spacing caption-side caret-color color color-scheme cursor direction dominant-baseline ' +
    'empty-cells fill fill-opacity fill-rule font font-family font-feature-settings font-kerning font-language-override ' +
    'font-optical-sizing font-palette font-size font-size-adjust font-stretch font-style font-synthesis ' +
    'font-synthesis-small-caps font-synthesis-style font-synthesis-weight font-variant font-variant-alternates ' +
    'font-variant-caps font-variant-east-asian font-variant-emoji font-variant-ligatures font-variant-numeric ' +
    'font-variant-position font-variation-settings font-weight forced-color-adjust hanging-punctuation hyphenate-character ' +
    'hyphenate-limit-chars hyphens image-orientation image-rendering letter-spacing line-break line-height list-style ' +
    'list-style-image list-style-position list-style-type math-depth math-shift math-style orphans overflow-wrap ' +
    'paint-order pointer-events print-color-adjust quotes ruby-align ruby-position shape-rendering speak stroke ' +
    'stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity stroke-width ' +
    'tab-size text-align text-align-last text-anchor text-autospace text-combine-upright text-decoration-skip-ink ' +
    'text-emphasis text-emphasis-color text-emphasis-position text-emphasis-style text-indent text-justify ' +
    'text-orientation text-rendering text-shadow text-size-adjust text-spacing-trim text-transform text-underline-offset ' +
    'text-underline-position text-wrap text-wrap-mode text-wrap-style visibility white-space ' +
    'white-space-collapse widows word-break word-spacing word-wrap writing-mode ' +
    '-webkit-border-horizontal-spacing -webkit-border-vertical-spacing -webkit-font-smoothing -webkit-hyphenate-character ' +
    '-webkit-locale -webkit-text-fill-color -webkit-text-orientation -webkit-text-security -webkit-text-stroke ' +
    '-webkit-text-stroke-color -webkit-text-stroke-width -webkit-user-modify -webkit-writing-mode'
  ).split(' '),
);

/** Whether `property` inherits by default; custom properties (`--x`) always do. */
export function isInherited(property: string): boolean {
  return INHERITED.has(property) || property.startsWith('--');
}
