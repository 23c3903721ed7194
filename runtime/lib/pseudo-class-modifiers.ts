// The modifiers that are real pseudo-classes (SPEC.md §5): instant updates write them into their
// rules, and the CSS rule processor reads them from the page's rules.
export const PSEUDO_CLASS_MODIFIERS: readonly string[] = ['hover', 'required', 'focus', 'active', 'invalid', 'disabled'];
