import { Suspense, useState, type ComponentType } from 'react';

/** What a control loaded on demand is given: opened at once when it replaces a stand-in that was used. */
export interface OpenedProps {
  defaultOpen?: boolean;
}

/** What a stand-in spreads on its button: reaching for it fetches the code, using it opens the control. */
export interface StandInHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

/**
 * A control (a menu, a side sheet) whose code is fetched only when someone reaches for it
 * (docs/decisions/031-web-bundle.md, "Everything fetched before idle"): until then `standIn` shows
 * the very same button, server-rendered and hydrated like any markup. Pointing at it or focusing it
 * fetches the code; using it (a click, Enter, Space) puts the control in its place, opened. Once
 * the code is there, the control is rendered directly. `preload()` lets tests have it at once.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P & OpenedProps>>,
  StandIn: ComponentType<P & { reach: StandInHandlers }>,
) {
  let loaded: ComponentType<P & OpenedProps> | undefined;
  let loading: Promise<ComponentType<P & OpenedProps>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (the network dropped) is tried again at the next reach.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function OnDemand(props: P) {
    // A control is shown only in the state it started in or once used: the stand-in is not replaced
    // under the pointer or the keyboard's focus merely because the code has arrived.
    const [shown, setShown] = useState<{ Control: ComponentType<P & OpenedProps>; open: boolean } | undefined>(() =>
      loaded ? { Control: loaded, open: false } : undefined,
    );
    const warm = () => void preload().catch(() => undefined);
    // Texts it asks for later (a person signs in: their links' texts) show the stand-in meanwhile.
    if (shown) {
      return (
        <Suspense fallback={<StandIn {...props} reach={{ onPointerEnter: warm, onFocus: warm, onClick: warm }} />}>
          <shown.Control {...props} defaultOpen={shown.open} />
        </Suspense>
      );
    }
    const use = () => {
      preload().then(
        (Control) => setShown({ Control, open: true }),
        () => undefined,
      );
    };
    return <StandIn {...props} reach={{ onPointerEnter: warm, onFocus: warm, onClick: use }} />;
  }
  return Object.assign(OnDemand, { preload });
}
