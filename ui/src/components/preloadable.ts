import { createElement, type FunctionComponent, type ReactNode } from "react";

/**
 * A component loaded on demand, as with React.lazy, that can also be loaded ahead of its first
 * render (`preload`), and then renders at once instead of suspending. This matters for speed:
 * React reveals what a suspended boundary waited for no sooner than 300 ms after it showed the
 * fallback (so that content does not pop in piece by piece), so every page that suspended on its
 * own chunk appeared 300 ms late, a form inside a page 600 ms late, although its chunk was there
 * within a few milliseconds. Loaded ahead (main.tsx loads the first page's before the first
 * render; a page starts its inner form's when it starts to load its data), nothing suspends.
 */
export interface Preloadable<P extends object = object> extends FunctionComponent<P> {
  /** Loads the component's chunk, once; answers when it is there (a failed load is thrown at render). */
  preload(): Promise<void>;
}

export function preloadable<P extends object>(
  load: () => Promise<{ readonly default: (props: P) => ReactNode }>,
): Preloadable<P> {
  let component: ((props: P) => ReactNode) | undefined;
  let failure: { readonly error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    loading ??= load().then(
      (loaded) => {
        component = loaded.default;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per chunk at a module's top level
  function Preloaded(props: P) {
    // As React.lazy: a chunk that failed to load goes to the nearest error boundary.
    if (failure) throw failure.error;
    // Not there yet: suspend until it is (the nearest Suspense shows its fallback meanwhile).
    if (!component) throw preload();
    return createElement(component, props);
  }
  return Object.assign(Preloaded, { preload });
}
