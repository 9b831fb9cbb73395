import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_READY_ATTRIBUTE, holdEarlyInput, releaseEarlyInput } from './early-input.ts';

/** Taps held while a server-rendered page waits for its app, and played once the app is in charge. */
afterEach(async () => {
  await releaseEarlyInput();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
});

function element<T extends HTMLElement>(html: string): T {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const node = template.content.firstElementChild as T;
  document.body.append(node);
  return node;
}

/** A click as a person makes it; true when nothing prevented its default (the browser would act on it). */
const tap = (target: Element, init: MouseEventInit = {}) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

describe('early input', () => {
  it('plays a held tap on the element that took over its action once the app is in charge', async () => {
    holdEarlyInput();
    const visitorsLink = element<HTMLAnchorElement>(
      '<a href="/login" data-early-action="contact-seller">Contact seller</a>',
    );
    expect(tap(visitorsLink)).toBe(false);

    // The app learns who reads: the visitor's link becomes the reader's button.
    const readersButton = element<HTMLButtonElement>(
      '<button type="button" data-early-action="contact-seller">Contact seller</button>',
    );
    const opened = vi.fn();
    readersButton.addEventListener('click', opened);
    visitorsLink.remove();

    await releaseEarlyInput();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(true);
  });

  it('waits while the element is busy, then plays the tap', async () => {
    holdEarlyInput();
    const button = element<HTMLButtonElement>(
      '<button type="button" aria-busy="true" disabled data-early-action="place-bid">Place a bid</button>',
    );
    const placed = vi.fn();
    button.addEventListener('click', placed);
    tap(button);
    setTimeout(() => {
      button.removeAttribute('aria-busy');
      button.disabled = false;
    }, 30);
    await releaseEarlyInput();
    expect(placed).toHaveBeenCalledTimes(1);
  });

  it('plays a tap on a link of the app on the same link, and drops one whose element left no successor', async () => {
    holdEarlyInput();
    const kept = element<HTMLAnchorElement>('<a href="/gigs">Browse</a>');
    const gone = element<HTMLButtonElement>('<button type="button">Sign in</button>');
    const followed = vi.fn((event: Event) => event.preventDefault());
    kept.addEventListener('click', followed);
    const pressed = vi.fn();
    gone.addEventListener('click', pressed);
    expect(tap(kept)).toBe(false);
    expect(tap(gone)).toBe(false);
    gone.remove();
    await releaseEarlyInput();
    expect(followed).toHaveBeenCalledTimes(1);
    expect(pressed).not.toHaveBeenCalled();
  });

  it('leaves to the browser a link to another site, another tab, or a click with a modifier key', () => {
    holdEarlyInput();
    const away = element<HTMLAnchorElement>('<a href="https://example.org/">Elsewhere</a>');
    const newTab = element<HTMLAnchorElement>('<a href="/gigs" target="_blank">Browse</a>');
    const inApp = element<HTMLAnchorElement>('<a href="/gigs">Browse</a>');
    // Not followed in jsdom; the test only asks whether the page held them.
    for (const link of [away, newTab, inApp])
      link.addEventListener('click', (event) => event.defaultPrevented || event.preventDefault());
    const heldOf = (link: HTMLAnchorElement, init?: MouseEventInit) => {
      let held = true;
      const seen = () => {
        held = false;
      };
      link.addEventListener('click', seen, { once: true });
      tap(link, init);
      link.removeEventListener('click', seen);
      return held;
    };
    expect(heldOf(away)).toBe(false);
    expect(heldOf(newTab)).toBe(false);
    expect(heldOf(inApp, { ctrlKey: true })).toBe(false);
    expect(heldOf(inApp)).toBe(true);
  });
});
