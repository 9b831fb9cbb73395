import { useEffect } from 'react';

/**
 * Keeps the page behind a dialog from scrolling while `locked`. Set on the body's style by script,
 * not with an injected <style> element, which the Content Security Policy (style-src 'self') refuses.
 */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
