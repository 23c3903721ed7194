// One module per mutation operation (docs/protocol.md §8); this table is checked against types/mutations.ts.
import type { MutationBodies, MutationOperation } from '../../types';
import { addClass } from './add-class';
import { addJsxElement } from './add-jsx-element';
import { changeElementTag } from './change-element-tag';
import { changePropValue } from './change-prop-value';
import type { Operation } from './context';
import { duplicate } from './duplicate';
import { editText } from './edit-text';
import { moveJsxElement } from './move-jsx-element';
import { removeClass } from './remove-class';
import { removeJsxElement } from './remove-jsx-element';
import { styleRule } from './style-rule';
import { styling } from './styling';
import { wrapInDiv } from './wrap-in-div';

export const OPERATIONS: { readonly [K in MutationOperation]: Operation<MutationBodies[K]> } = {
  styling,
  addJsxElement,
  moveJsxElement,
  removeJsxElement,
  changePropValue,
  wrapInDiv,
  duplicate,
  changeElementTag,
  addClass,
  removeClass,
  editText,
  styleRule,
};
