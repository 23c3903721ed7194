// Whether an attribute value could be saved, said at the field before any request: the rules every
// side shares (types/attributes.ts: no code in addresses, no handlers, no prototype names), and the
// shape a value worked out from a part written elsewhere can take.
import { attributeValueProblem, propNameProblem, sharedIdProblem, type AttributeSource } from '../../types';
import { formWords, writtenPart } from './source-origins';

/** A value (null: remove the attribute) that may be sent, or why not: said at the field, and nothing is sent. */
export function attributeProblem(name: string, value: string | null, source: AttributeSource | null, renderings = 1): string | null {
  const problem = propNameProblem(name) ?? attributeValueProblem(name, value);
  if (problem) return problem;
  if (name === 'id' && value !== null && renderings > 1 && (source?.kind === 'absent' || source?.kind === 'written')) return sharedIdProblem(renderings);
  if (source?.kind === 'computed') return source.why;
  if (source?.kind === 'data') {
    if (value === null) return `This value is written ${source.where}; it cannot be removed from here. Change it there instead.`;
    if (writtenPart(source.forms, value) === null) return `This value is worked out from a part written ${source.where}, so it can only be ${source.forms.map(formWords).join(' or ')}; “${value}” is not.`;
  }
  return null;
}
