import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The element a fragment (/how-it-works#faq) names, when it is on the page. */
function fragmentTarget(hash: string): HTMLElement | null {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  return target && typeof target.scrollIntoView === 'function' ? target : null;
}

/**
 * docs/product.md#main-layout: every navigation starts at the top of the new page. A link to a fragment
 * (/how-it-works#faq) goes to that part of the page instead.
 *
 * The page the browser loaded is not a navigation of the app's: the browser has placed it (at the top,
 * where a reload or Back left it, or at its fragment), and a server-rendered page may have been
 * scrolled before the app started. Moving it then would throw the reader back to the top and send
 * the tap they were making to whatever the jump put under their finger. Only a fragment the browser
 * could not find (the app renders it) is scrolled to, and only if the reader has not scrolled yet.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const loaded = useRef(`${pathname}${hash}`);

  useLayoutEffect(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const target = fragmentTarget(hash);
    if (loaded.current === `${pathname}${hash}`) {
      if (target && scroller.scrollTop === 0) target.scrollIntoView();
      return;
    }
    loaded.current = '';
    if (target) {
      target.scrollIntoView();
      return;
    }
    scroller.scrollTop = 0;
    scroller.scrollLeft = 0;
  }, [pathname, hash]);

  return null;
}
