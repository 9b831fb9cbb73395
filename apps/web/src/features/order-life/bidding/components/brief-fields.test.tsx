import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { GOOD_PROPOSAL } from '../../../../test/fixtures/bids.ts';
import { findPriceCard, openGigPage } from '../../../../test/fixtures/gig-page.ts';
import { buildGig } from '../../../../test/fixtures/gigs.ts';
import { testBuyer } from '../../../../test/fixtures/users.ts';
import { json, problem, type StubbedCall } from '../../../../test/responses.ts';

/** The academic brief of the Place Bid form: its fields, their problems, its files, the refusals about it. */

type Handlers = NonNullable<Parameters<typeof openGigPage>[2]>['handlers'];

async function openForm(handlers: Handlers = {}) {
  const gig = buildGig({ deliveryTime: 5 });
  const page = openGigPage(gig, testBuyer, { handlers, bidCount: 0 });
  await findPriceCard();
  const button = screen.getByRole('button', { name: 'Place Bid' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  await page.user.click(button);
  const form = within(await screen.findByRole('dialog', { name: 'Place a bid' }));
  await page.user.click(form.getByLabelText('Proposal'));
  await page.user.paste(GOOD_PROPOSAL);
  return { ...page, gig, form };
}

async function fillBrief(user: Awaited<ReturnType<typeof openForm>>['user'], form: ReturnType<typeof within>) {
  await user.selectOptions(form.getByLabelText('Type of work'), 'case_study');
  await user.click(form.getByLabelText('Subject'));
  await user.paste('Marketing');
  await user.selectOptions(form.getByLabelText('Academic level'), 'masters');
  await user.selectOptions(form.getByLabelText('Citation style'), 'harvard');
  await user.click(form.getByLabelText('Length'));
  await user.paste('12');
  await user.selectOptions(form.getByLabelText('Unit'), 'pages');
  await user.selectOptions(form.getByLabelText('Language of the work'), 'de');
}

const posts = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/api/bids');
const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

test('an empty brief is not sent: each of its fields is marked and says what is missing', async () => {
  const { form, user, calls } = await openForm();
  await user.click(form.getByRole('button', { name: 'Place Bid' }));
  const required = 'This field is required.';
  for (const [label, sentence] of [
    ['Type of work', required],
    ['Subject', required],
    ['Academic level', required],
    ['Citation style', required],
    ['Length', 'Please enter a number.'],
  ] as const) {
    const control = form.getByLabelText(label);
    await waitFor(() => expect(control.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(control)).toBe(sentence);
  }
  expect(posts(calls)).toEqual([]);
});

test('a file is uploaded as a private file at once, listed with a remove button; its id joins the brief', async () => {
  const { form, user, calls, gig } = await openForm({
    'POST /api/files': () =>
      json(201, { _id: 'file-9', name: 'assignment.pdf', size: 2048, contentType: 'application/pdf' }),
    'POST /api/bids': () => json(201, {}),
  });
  await fillBrief(user, form);
  await user.upload(
    form.getByLabelText('Attachments'),
    new File(['%PDF-1.4'], 'assignment.pdf', { type: 'application/pdf' }),
  );
  expect(await form.findByRole('button', { name: 'Remove assignment.pdf' })).toBeTruthy();
  expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/files')).toHaveLength(1);
  await user.click(form.getByRole('button', { name: 'Place Bid' }));
  await waitFor(() => expect(posts(calls)).toHaveLength(1));
  expect(JSON.parse(String(posts(calls)[0]?.body))).toMatchObject({
    gigId: gig._id,
    brief: {
      workType: 'case_study',
      subject: 'Marketing',
      level: 'masters',
      citationStyle: 'harvard',
      length: { unit: 'pages', value: 12 },
      language: 'de',
      attachments: ['file-9'],
    },
  });
});

test('a removed file does not go; a refused upload says why from its code', async () => {
  let uploads = 0;
  const { form, user, calls } = await openForm({
    'POST /api/files': () => {
      uploads += 1;
      return uploads === 1
        ? json(201, { _id: 'file-1', name: 'old.pdf', size: 10, contentType: 'application/pdf' })
        : problem(413, 'FILE_TOO_LARGE', 'The file is too large.');
    },
    'POST /api/bids': () => json(201, {}),
  });
  await fillBrief(user, form);
  await user.upload(form.getByLabelText('Attachments'), new File(['%PDF'], 'old.pdf', { type: 'application/pdf' }));
  await user.click(await form.findByRole('button', { name: 'Remove old.pdf' }));
  await user.upload(form.getByLabelText('Attachments'), new File(['%PDF'], 'huge.pdf', { type: 'application/pdf' }));
  expect(await form.findByText('The file is too large.')).toBeTruthy();
  await user.click(form.getByRole('button', { name: 'Place Bid' }));
  await waitFor(() => expect(posts(calls)).toHaveLength(1));
  expect((JSON.parse(String(posts(calls)[0]?.body)) as { brief: { attachments: string[] } }).brief.attachments).toEqual(
    [],
  );
});

test.each([
  [
    'a purpose its country does not allow',
    () => problem(403, 'PURPOSE_NOT_ALLOWED_IN_COUNTRY', 'Model answers cannot be ordered from GB.'),
    'This kind of work cannot be ordered from your country.',
  ],
  [
    "a file that is not the buyer's",
    () => problem(400, 'FILE_NOT_ATTACHABLE', 'x'),
    'You can only attach files you uploaded yourself.',
  ],
])("%s is refused in the buyer's words, the brief kept", async (_name, answer, sentence) => {
  const { form, user } = await openForm({ 'POST /api/bids': answer });
  await fillBrief(user, form);
  await user.click(form.getByRole('button', { name: 'Place Bid' }));
  expect((await form.findByRole('alert')).textContent).toBe(sentence);
  expect(form.getByLabelText('Subject')).toHaveProperty('value', 'Marketing');
  expect(form.getByLabelText('Type of work')).toHaveProperty('value', 'case_study');
});

test('a brief field the server refuses is marked on that field', async () => {
  const { form, user } = await openForm({
    'POST /api/bids': () =>
      problem(
        400,
        'VALIDATION_FAILED',
        'Subject is required',
        { 'brief.subject': ['Subject is required'] },
        { 'brief.subject': [{ code: 'required' }] },
      ),
  });
  await fillBrief(user, form);
  await user.click(form.getByRole('button', { name: 'Place Bid' }));
  const subject = form.getByLabelText('Subject');
  await waitFor(() => expect(subject.getAttribute('aria-invalid')).toBe('true'));
  expect(errorOf(subject)).toBeTruthy();
});
