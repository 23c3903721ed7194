import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyPage {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts (or reuses) the chunk download; the client awaits it before hydrating the first page. */
  preload: () => Promise<unknown>;
}

/** A route page in its own chunk, loadable ahead of render so hydration does not wait on the network. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (pending ??= load().catch((error: unknown) => {
      // A failed download must not poison later attempts (the visitor may retry after a network blip).
      pending = undefined;
      throw error;
    }));
  return { Component: lazy(preload), preload };
}
