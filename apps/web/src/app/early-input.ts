/**
 * Taps that come before the app has taken over the server's markup (docs/decisions/032, "Start-up
 * in small tasks"). A page rendered on the server is on screen before its JavaScript has run, and
 * the app hydrates it in slices between which the browser stays free to answer. A click on a button
 * or a form sent in that time would reach markup nothing listens to yet, and be lost (or a form
 * would be sent natively). Until the app says it is in charge, such clicks and submissions are held
 * here, and played again on the same elements once it is. Text typed meanwhile is in the fields
 * but not in the app's state: it is handed to the app as if typed again.
 *
 * The server renders every page as a visitor's, and the app is in charge only once it knows who is
 * reading (main.tsx): a signed-in reader's early tap on "Contact seller" is played on what the app
 * shows them there (the button that opens the chat), not on the visitor's link to sign in. An
 * element that changes with the reader carries the same `data-early-action` in each of its forms;
 * a held tap whose element is gone is played on the one that now has its name. Links inside the
 * app are held too (the visitor's link then keeps the page to come back to after signing in);
 * one opened elsewhere (another tab or site, a download) is the browser's.
 */

/** What the person did: a click on a button or a link, or a form sent. */
type HeldInput =
  { kind: 'click'; target: HTMLElement; action: string | null } | { kind: 'submit'; form: HTMLFormElement };

/** The elements other than links whose click the app answers itself. */
const ACTIVE =
  'button, [role="button"], input[type="button"], input[type="submit"], ' +
  'input[type="checkbox"], input[type="radio"], summary';

/** The attribute on <html> once the app answers the page itself (e2e tests wait for it). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** What an element does, the same on each of its forms (a visitor's link, a reader's button). */
export const EARLY_ACTION_ATTRIBUTE = 'data-early-action';

/** How long a played tap waits for its element to be ready (aria-busy: the app is still asking). */
const BUSY_WAIT_MS = 5_000;

const held: HeldInput[] = [];
/** Fields typed in while held (their text is on screen; the app's state does not have it yet). */
const typedIn = new Set<HTMLInputElement | HTMLTextAreaElement>();
let holding = false;

function onInput(event: Event) {
  if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)
    typedIn.add(event.target);
}

/**
 * Gives the app a field's text as if typed now. React keeps the last value it knows of each field
 * and answers an input event only when the field's value differs from it: the field is emptied
 * through React's own setter (so it knows "") and given its text back with the element's native
 * setter, then an input event tells the app.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement) {
  const text = field.value;
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const nativeSetter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!nativeSetter) return;
  field.value = '';
  nativeSetter.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A plain click on a link to a page of the app, which the app would follow itself. */
function isAppLink(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  return (
    plain &&
    (link.target === '' || link.target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin
  );
}

function onClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  const link = event.target.closest<HTMLAnchorElement>('a[href]');
  const target = link ?? event.target.closest<HTMLElement>(ACTIVE);
  if (!target || (link && !isAppLink(event, link))) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push({ kind: 'click', target, action: target.getAttribute(EARLY_ACTION_ATTRIBUTE) });
}

function onSubmit(event: SubmitEvent) {
  // A form sent by a click on its button was held with the click (the click's default, sending it,
  // was prevented); this is a form sent another way (Enter in a form with no submit button).
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push({ kind: 'submit', form: event.target });
}

/** Starts holding clicks and submissions (the page's first script calls it on a server-rendered page). */
export function holdEarlyInput(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onInput, true);
}

/** The next turn of the event loop: React applies what an event changed in a microtask, before it. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The element a held tap is for now: its own, or the one that took over its action's name. */
function currentTarget(input: Extract<HeldInput, { kind: 'click' }>): HTMLElement | null {
  if (input.target.isConnected) return input.target;
  if (input.action === null) return null;
  const named = document.querySelectorAll<HTMLElement>(`[${EARLY_ACTION_ATTRIBUTE}]`);
  return [...named].find((element) => element.getAttribute(EARLY_ACTION_ATTRIBUTE) === input.action) ?? null;
}

async function play(input: HeldInput) {
  if (input.kind === 'submit') {
    if (input.form.isConnected) input.form.requestSubmit();
    return;
  }
  const until = Date.now() + BUSY_WAIT_MS;
  let target = currentTarget(input);
  while (target?.getAttribute('aria-busy') === 'true' && Date.now() < until) {
    await nextTurn();
    target = currentTarget(input);
  }
  target?.click();
}

/**
 * Stops holding and plays what was held, in order, on the elements still on the page (hydration
 * keeps the server's elements) or on those that took over their action; one the app has since
 * removed otherwise has nothing left to answer. Typed text first; each tap then in a turn of its
 * own, so that it meets the page as the app has updated it after the previous one (as a person's
 * taps would).
 */
export async function releaseEarlyInput(): Promise<void> {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  if (!holding) return;
  holding = false;
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('submit', onSubmit, true);
  document.removeEventListener('input', onInput, true);
  for (const field of typedIn) if (field.isConnected && field.value !== '') retype(field);
  typedIn.clear();
  for (const input of held.splice(0)) {
    await nextTurn();
    await play(input);
  }
}
