// Answers the host's inspect requests (docs/protocol.md §2 inspectElement, §3 GET_STATE_AND_PROPS), apart
// from the messaging code. Payloads come off the wire, so their fields are checked, never trusted.
import type { InspectErrorMessage, InspectPayload } from '../../types';
import type { ComponentAdapter, ComponentInstance } from '../adapters/types';

export type InspectResult = { props: Record<string, unknown>; state: unknown } | { error: InspectErrorMessage };

export const OBJECT_MARKER = 'TEMPO_OBJECT_TYPE';
export const FUNCTION_MARKER = 'TEMPO_FUNCTION_TYPE';

/**
 * One value as reported: objects (arrays too) and functions become markers, since they cannot (or
 * should not) cross the wire as they are; `null` and primitives stay. A symbol is not structured-
 * cloneable and would make the whole answer fail to post, so it is sent as its description.
 */
export function toWireValue(value: unknown): unknown {
  if (typeof value === 'function') return FUNCTION_MARKER;
  if (typeof value === 'object' && value !== null) return OBJECT_MARKER;
  if (typeof value === 'symbol') return value.toString();
  return value;
}

/** Each own key's value in wire form. fromEntries defines own properties, so `__proto__` stays data. */
function wireRecord(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(record).map((key) => [key, toWireValue(record[key])]));
}

/** Wire form: each prop, and each entry of the state (array items or object keys; a primitive state as is). */
export function toWireValues(instance: Pick<ComponentInstance, 'props' | 'state'>): { props: Record<string, unknown>; state: unknown } {
  const props = wireRecord(typeof instance.props === 'object' && instance.props !== null ? instance.props : {});
  const { state } = instance;
  let wireState: unknown;
  if (Array.isArray(state)) wireState = state.map(toWireValue);
  else if (typeof state === 'object' && state !== null) wireState = wireRecord(state as Record<string, unknown>);
  else wireState = toWireValue(state);
  return { props, state: wireState };
}

function field(payload: unknown, key: string): unknown {
  return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[key] : undefined;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function answer(instance: ComponentInstance | null, notFound: InspectErrorMessage): InspectResult {
  if (!instance) return { error: notFound };
  try {
    return toWireValues(instance);
  } catch {
    // Props or state whose getters throw cannot be reported; the host gets an answer all the same.
    return { error: notFound };
  }
}

/** inspectElement (docs/protocol.md §2). `elementsFor(codebaseId)` returns the page elements carrying that codebase id. */
export function inspectElement(payload: InspectPayload, adapter: ComponentAdapter | null, elementsFor: (codebaseId: string) => Element[]): InspectResult {
  let componentName: string | null;
  let codebaseId: string | null;
  try {
    componentName = nonEmptyString(field(payload, 'componentName'));
    const componentElementId = field(payload, 'isComponent') === true ? nonEmptyString(field(payload, 'componentElementId')) : null;
    codebaseId = componentElementId ?? nonEmptyString(field(payload, 'tempoElementID'));
  } catch {
    // A payload whose getters throw is as good as one without the fields.
    return { error: 'No component name' };
  }
  if (!componentName) return { error: 'No component name' };
  if (!codebaseId) return { error: 'Could not find element' };

  let elements: Element[];
  try {
    elements = elementsFor(codebaseId);
  } catch {
    return { error: 'Could not find element' };
  }
  if (!Array.isArray(elements) || elements.length === 0) return { error: 'Could not find element' };
  if (!adapter) return { error: 'Could not find component' };

  // Several elements share a codebase id when a component renders in a list: the first with a match answers.
  for (const element of elements) {
    let instance: ComponentInstance | null = null;
    try {
      instance = adapter.findComponentForElement(element, componentName);
    } catch {
      // A third-party adapter that throws only means "not found here".
    }
    if (instance) return answer(instance, 'Could not find component');
  }
  return { error: 'Could not find component' };
}

/** GET_STATE_AND_PROPS (docs/protocol.md §3). */
export function stateAndProps(componentName: unknown, doc: Document, adapter: ComponentAdapter | null): InspectResult {
  const name = nonEmptyString(componentName);
  if (!name) return { error: 'No component name' };
  if (!adapter) return { error: 'No component found' };
  let instance: ComponentInstance | null = null;
  try {
    instance = adapter.findComponentByName(doc, name);
  } catch {
    // As above: a throwing adapter found nothing.
  }
  return answer(instance, 'No component found');
}
