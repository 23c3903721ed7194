// The inspector's style fields, as data: which properties a designer edits, how each is typed, and
// where its current value is read (a shorthand shows one of its longhands' computed values).

export type FieldKind = 'color' | 'length' | 'number' | 'choice' | 'text';

export interface StyleField {
  /** The property a change writes. */
  prop: string;
  label: string;
  kind: FieldKind;
  /** The computed property shown as the current value, when it is not `prop` itself. */
  read?: string;
  options?: readonly string[];
}

export interface StyleSection {
  title: string;
  fields: readonly StyleField[];
}

export const STYLE_SECTIONS: readonly StyleSection[] = [
  {
    title: 'Text',
    fields: [
      { prop: 'color', label: 'Colour', kind: 'color' },
      { prop: 'font-size', label: 'Size', kind: 'length' },
      { prop: 'font-weight', label: 'Weight', kind: 'choice', options: ['300', '400', '500', '600', '700', '800', '900'] },
      { prop: 'line-height', label: 'Line height', kind: 'length' },
      { prop: 'letter-spacing', label: 'Letter spacing', kind: 'length' },
      { prop: 'text-align', label: 'Align', kind: 'choice', options: ['start', 'left', 'center', 'right', 'justify'] },
      { prop: 'text-transform', label: 'Case', kind: 'choice', options: ['none', 'uppercase', 'lowercase', 'capitalize'] },
    ],
  },
  {
    title: 'Fill and border',
    fields: [
      { prop: 'background-color', label: 'Background', kind: 'color' },
      { prop: 'opacity', label: 'Opacity', kind: 'number' },
      { prop: 'border-radius', label: 'Radius', kind: 'length', read: 'border-top-left-radius' },
      { prop: 'border-width', label: 'Border', kind: 'length', read: 'border-top-width' },
      { prop: 'border-color', label: 'Border colour', kind: 'color', read: 'border-top-color' },
      { prop: 'box-shadow', label: 'Shadow', kind: 'text' },
    ],
  },
  {
    title: 'Layout',
    fields: [
      { prop: 'display', label: 'Display', kind: 'choice', options: ['block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid', 'none'] },
      { prop: 'width', label: 'Width', kind: 'length' },
      { prop: 'height', label: 'Height', kind: 'length' },
      { prop: 'max-width', label: 'Max width', kind: 'length' },
      { prop: 'flex-direction', label: 'Direction', kind: 'choice', options: ['row', 'column', 'row-reverse', 'column-reverse'] },
      { prop: 'justify-content', label: 'Justify', kind: 'choice', options: ['normal', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'] },
      { prop: 'align-items', label: 'Align items', kind: 'choice', options: ['normal', 'stretch', 'flex-start', 'center', 'flex-end', 'baseline'] },
      { prop: 'gap', label: 'Gap', kind: 'length' },
    ],
  },
];

export const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** Pseudo states the inspector can force and style. */
export const STATES = ['hover', 'focus', 'active'] as const;
