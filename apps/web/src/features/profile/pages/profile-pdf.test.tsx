import { PDF_AUTO_TRIGGER_MS, PDF_WINDOW_CLOSE_MS } from '@inkwell/domain/limits';
import type { Profile } from '@inkwell/domain/users/user.schema';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../../test/app-routes.ts';
import { asVisitorSees, buildProfile, reviewPage } from '../../../test/fixtures/profiles.ts';
import { signInAs } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json } from '../../../test/responses.ts';
import { PDF_JPEG_QUALITY, PDF_MARGIN_MM } from '../pdf-export.ts';

/** html2pdf.js, replaced: it records what it was asked to make, and can be told to fail. */
const pdf = vi.hoisted(() => ({
  calls: [] as { options: Record<string, unknown>; source: HTMLElement; at: number }[],
  fail: false,
}));

vi.mock('html2pdf.js', () => ({
  default: () => {
    const call: { options: Record<string, unknown>; source: HTMLElement; at: number } = {
      options: {},
      source: document.createElement('div'),
      at: 0,
    };
    const worker = {
      set(options: Record<string, unknown>) {
        call.options = options;
        return worker;
      },
      from(source: HTMLElement) {
        call.source = source;
        return worker;
      },
      save: async () => {
        call.at = Date.now();
        pdf.calls.push(call);
        if (pdf.fail) throw new Error('canvas too large');
      },
    };
    return worker;
  },
}));

beforeEach(() => {
  pdf.calls.length = 0;
  pdf.fail = false;
  window.print = vi.fn();
  window.close = vi.fn();
});

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"/></svg>';

function openProfile(profile: Profile, path = `/profile/${profile._id}`) {
  const stub = signInAs(null, {
    [`GET /api/users/${profile._id}`]: () => json(200, profile),
    [`GET /api/user-reviews/${profile._id}`]: () => json(200, reviewPage([], { average: null, count: 0 })),
    'GET /img/default-avatar.svg': () =>
      new Response(SVG, { status: 200, headers: { 'content-type': 'image/svg+xml' } }),
  });
  return { ...stub, ...renderRoute(routes, path) };
}

test(
  'Download PDF makes an A4 portrait PDF with 10 mm margins ' +
    'and JPEG at 0.98, named after the user, without the buttons',
  async () => {
    const { user } = openProfile(asVisitorSees(buildProfile({ fullName: 'Sofía Romero' })));
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }, { timeout: 5000 }));

    await waitFor(() => expect(pdf.calls).toHaveLength(1));
    const [{ options, source }] = pdf.calls as [(typeof pdf.calls)[number]];
    expect(options).toMatchObject({
      margin: PDF_MARGIN_MM,
      filename: 'Sofía-Romero-CV.pdf',
      image: { type: 'jpeg', quality: PDF_JPEG_QUALITY },
      jsPDF: { unit: 'mm', format: 'a4', orientation: 'portrait' },
    });
    expect([PDF_MARGIN_MM, PDF_JPEG_QUALITY]).toEqual([10, 0.98]);
    expect(source.querySelector('h1')?.textContent).toBe('Sofía Romero');
    expect(source.querySelectorAll('button')).toHaveLength(0);
    expect(source.textContent).not.toContain('Email and phone are private');
    expect(screen.getByText(/Email and phone are private/)).toBeTruthy();
    // The default avatar is drawn from a copy that has a size of its own.
    expect(source.querySelector('header img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(window.print).not.toHaveBeenCalled();
    // The page itself keeps its buttons.
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  },
  20_000,
);

test('if the PDF cannot be made, the browser print dialog opens instead', async () => {
  pdf.fail = true;
  const { user } = openProfile(buildProfile());
  await user.click(await screen.findByRole('button', { name: 'Download PDF' }, { timeout: 5000 }));

  await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
  expect((screen.getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement).disabled).toBe(false);
}, 20_000);

test('?download=1 starts the PDF 400 ms after the page is ready and closes the window 600 ms later', async () => {
  const profile = buildProfile();
  const opened = Date.now();
  openProfile(profile, `/profile/${profile._id}?download=1`);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  expect(pdf.calls).toHaveLength(0);

  await waitFor(() => expect(pdf.calls).toHaveLength(1), { timeout: 3000 });
  const saved = pdf.calls[0]!.at;
  expect(saved - opened).toBeGreaterThanOrEqual(PDF_AUTO_TRIGGER_MS);
  expect(window.close).not.toHaveBeenCalled();
  await waitFor(() => expect(window.close).toHaveBeenCalledTimes(1), { timeout: 3000 });
  expect(Date.now() - saved).toBeGreaterThanOrEqual(PDF_WINDOW_CLOSE_MS - 20);
  // Once only, however often the page renders.
  expect(pdf.calls).toHaveLength(1);
}, 20_000);

test('?print=1 starts the PDF too but leaves the window open', async () => {
  const profile = buildProfile();
  openProfile(profile, `/profile/${profile._id}?print=1`);

  await waitFor(() => expect(pdf.calls).toHaveLength(1), { timeout: 5000 });
  await new Promise((resolve) => setTimeout(resolve, PDF_WINDOW_CLOSE_MS + 100));
  expect(window.close).not.toHaveBeenCalled();
}, 20_000);
