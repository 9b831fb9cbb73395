import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * docs/product.md#main-layout: every navigation starts at the top of the new page. A link to a fragment
 * (/how-it-works#faq) goes to that part of the page instead.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target && typeof target.scrollIntoView === 'function') {
      target.scrollIntoView();
      return;
    }
    const scroller = document.scrollingElement ?? document.documentElement;
    scroller.scrollTop = 0;
    scroller.scrollLeft = 0;
  }, [pathname, hash]);

  return null;
}
