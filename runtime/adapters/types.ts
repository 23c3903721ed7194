// Component introspection is pluggable: the runtime imports no framework (docs/protocol.md §2).

/** A component instance found in the page, as an adapter sees it. */
export interface ComponentInstance {
  name: string;
  props: Record<string, unknown>;
  state: unknown;
}

export interface ComponentAdapter {
  /** Short name for logs, e.g. `react`. */
  readonly name: string;
  /** The nearest component named `componentName` that rendered `element` (walking up), or null. */
  findComponentForElement(element: Element, componentName: string): ComponentInstance | null;
  /** Any mounted component named `componentName` in the document, or null. */
  findComponentByName(doc: Document, componentName: string): ComponentInstance | null;
  /** The props of the component or element that rendered `element`, or null when the adapter does not know it. */
  propsOfElement(element: Element): Record<string, unknown> | null;
}
