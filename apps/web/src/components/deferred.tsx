import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is not in the first download (docs/decisions/031-web-bundle.md): it loads
 * when first rendered, `fallback` (same size and look) holding its place meanwhile, or earlier
 * through `preload()` (tests preload them all, so a screen renders them at once).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, fallback: (props: P) => ReactNode) {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= await load();
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // The same Suspense boundary whether the code is loaded or not: a page rendered on the server (with
  // the code loaded) hydrates into it, waiting for the code in the browser instead of mismatching.
  // Each instance keeps the type it started with: switching from Lazy to the loaded component on a
  // later render would mount it anew and lose its state (what was typed in a dialog).
  function Deferred(props: P) {
    const [Loaded] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={fallback(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload });
}
