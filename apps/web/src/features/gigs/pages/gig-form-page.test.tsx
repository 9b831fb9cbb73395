import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { routes } from '../../../test/app-routes.ts';
import { gigPageCalls } from '../../../test/fixtures/gig-page.ts';
import { buildGig } from '../../../test/fixtures/gigs.ts';
import { signInAs, testSeller } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { deferred, json, problem, type StubbedCall } from '../../../test/responses.ts';

type Handlers = Parameters<typeof signInAs>[1];
type User = ReturnType<typeof renderRoute>['user'];

const COVER_URL = '/uploads/0196a1c2-0000-7000-8000-0000000c0ee1.webp';
const saved = buildGig({ _id: '0196a1c2-0000-7000-8000-0000000005a7' });

function openForm(path = '/seller/add', handlers: Handlers = {}) {
  const stub = signInAs(testSeller, { ...gigPageCalls(saved), ...handlers });
  return { ...stub, ...renderRoute(routes, path) };
}

const png = (name = 'cover.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const bodyOf = (call: StubbedCall | undefined) => JSON.parse(String(call?.body)) as Record<string, unknown>;
/** The form and the gig page are lazy routes: their first load in a file can take a while on a busy machine. */
const LAZY_PAGE = { timeout: 5000 };
const alertText = async () => (await screen.findByRole('alert')).textContent;

async function fillRequired(user: User) {
  await user.type(await screen.findByLabelText('Title'), 'Dissertation proposals in economics');
  await user.selectOptions(screen.getByLabelText('Category'), 'dissertation-writing');
  await user.click(screen.getByRole('radio', { name: /Tutoring and coaching/ }));
  await user.type(screen.getByLabelText(/^Description/), 'I help you turn a topic into a research question.');
  await user.type(screen.getByLabelText('Delivery time (days)'), '5');
}

test('an empty form says "Please select a category", then "Please fill in all required fields"; no send', async () => {
  const { user, calls } = openForm();
  const publish = await screen.findByRole('button', { name: 'Publish gig' }, LAZY_PAGE);

  await user.click(publish);
  expect(await alertText()).toBe('Please select a category');
  expect(screen.getByLabelText('Category').getAttribute('aria-invalid')).toBe('true');

  await user.selectOptions(screen.getByLabelText('Category'), 'essay-writing');
  await user.click(publish);
  await waitFor(async () => expect(await alertText()).toBe('Please fill in all required fields'));
  expect(document.activeElement).toBe(screen.getByLabelText('Title'));
  expect(screen.getByLabelText('Delivery time (days)').getAttribute('aria-invalid')).toBe('true');
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('the maximum price must be greater than the minimum; the range placeholders are 10 and 20', async () => {
  const { user } = openForm();
  await fillRequired(user);
  expect(screen.getByLabelText('Minimum price ($)').getAttribute('placeholder')).toBe('10');
  expect(screen.getByLabelText('Maximum price ($)').getAttribute('placeholder')).toBe('20');

  await user.type(screen.getByLabelText('Minimum price ($)'), '20');
  await user.type(screen.getByLabelText('Maximum price ($)'), '10');
  await user.click(screen.getByRole('button', { name: 'Publish gig' }));

  expect(await alertText()).toBe('Maximum price must be greater than minimum price');
  expect(screen.getAllByText('Maximum price must be greater than minimum price')).toHaveLength(2);
});

test('price per page and total follow the delivery time and pages as they are typed', async () => {
  const { user } = openForm();
  const summary = () => (screen.getByText('Price per page').closest('dl')?.textContent ?? '').replace(/\s+/g, ' ');
  expect(await screen.findByLabelText('Pages')).toHaveProperty('value', '1');
  expect(summary()).toBe('Price per page$0Total price$0');

  await user.type(screen.getByLabelText('Delivery time (days)'), '1');
  expect(summary()).toBe('Price per page$18Total price$18');
  await user.clear(screen.getByLabelText('Pages'));
  await user.type(screen.getByLabelText('Pages'), '3');
  expect(summary()).toBe('Price per page$18Total price$54');
  await user.type(screen.getByLabelText('Delivery time (days)'), '4');
  expect(summary()).toBe('Price per page$10Total price$30');
});

test('the discount fields appear with the switch; the amount takes cents and cannot be negative', async () => {
  const { user } = openForm();
  await fillRequired(user);
  expect(screen.queryByLabelText('Discount amount ($)')).toBeNull();

  await user.click(screen.getByLabelText('Offer a discount'));
  const amount = screen.getByLabelText('Discount amount ($)');
  expect(amount.getAttribute('min')).toBe('0');
  expect(amount.getAttribute('step')).toBe('0.01');
  await user.type(amount, '-1');
  await user.click(screen.getByRole('button', { name: 'Publish gig' }));
  expect(await screen.findByText('The amount cannot be negative.')).toBeTruthy();
});

test('the cover uploads only after a file is chosen, locks while uploading, and shows a preview', async () => {
  const upload = deferred<Response>();
  const { user, calls } = openForm('/seller/add', { 'POST /api/uploads': () => upload.promise });
  const coverInput = await screen.findByLabelText(/^Cover image/);
  const uploadButton = screen.getByRole('button', { name: 'Upload cover' });
  expect(uploadButton).toHaveProperty('disabled', true);

  await user.upload(coverInput, png());
  expect(screen.getByAltText('Preview of the cover')).toBeTruthy();
  expect(screen.getByText('Not uploaded yet')).toBeTruthy();
  await user.click(uploadButton);
  expect(screen.getAllByText('Uploading…').length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Uploading…' })).toHaveProperty('disabled', true);

  upload.resolve(json(201, { url: COVER_URL, secure_url: COVER_URL }));
  await waitFor(() => expect(screen.getByAltText('Preview of the cover').getAttribute('src')).toBe(COVER_URL));
  expect(screen.queryByText('Not uploaded yet')).toBeNull();
  expect(screen.getByRole('button', { name: 'Upload cover' })).toHaveProperty('disabled', true);
  expect(calls.filter((call) => call.path === '/api/uploads')).toHaveLength(1);
});

test('a cover that is not an image is refused before anything is sent', async () => {
  const { calls } = openForm();
  const coverInput = await screen.findByLabelText(/^Cover image/);
  // As if the browser let any file through: the screen checks it again.
  fireEvent.change(coverInput, { target: { files: [new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' })] } });

  expect(await screen.findByText('Please choose a PNG, JPG, GIF or WebP image.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Upload cover' })).toHaveProperty('disabled', true);
  expect(calls.filter((call) => call.path === '/api/uploads')).toEqual([]);
});

test('a gig is published as JSON with the uploaded cover, and the seller lands on it', async () => {
  const { user, calls, router } = openForm('/seller/add', {
    'POST /api/uploads': () => json(201, { url: COVER_URL, secure_url: COVER_URL }),
    'POST /api/gigs': () => json(201, saved),
  });
  await fillRequired(user);
  await user.upload(screen.getByLabelText(/^Cover image/), png());
  await user.click(screen.getByRole('button', { name: 'Upload cover' }));
  await waitFor(() => expect(screen.getByAltText('Preview of the cover').getAttribute('src')).toBe(COVER_URL));
  await user.click(screen.getByRole('button', { name: 'Publish gig' }));

  expect(await screen.findByText('Your gig is published.', {}, LAZY_PAGE)).toBeTruthy();
  expect(router.state.location.pathname).toBe(`/gig/${saved._id}`);
  expect(bodyOf(calls.find((call) => call.method === 'POST' && call.path === '/api/gigs'))).toEqual({
    title: 'Dissertation proposals in economics',
    purpose: 'tutoring',
    cat: 'dissertation-writing',
    desc: 'I help you turn a topic into a research question.',
    language: 'en',
    deliveryTime: 5,
    pages: 1,
    revisions: 2,
    priceMin: 0,
    priceMax: 0,
    discountEnabled: false,
    discountAmount: 0,
    discountCondition: '',
    cover: COVER_URL,
    images: [],
  });
});

test('revisions start at 2, say their limit, refuse more than 10 on the field, and go with the gig', async () => {
  const { user, calls } = openForm('/seller/add', { 'POST /api/gigs': () => json(201, saved) });
  await fillRequired(user);
  const revisions = screen.getByLabelText('Revisions included');
  expect(revisions).toHaveProperty('value', '2');
  expect(screen.getByText('How many times a buyer may ask you to rework a delivery, from 0 to 10.')).toBeTruthy();

  await user.clear(revisions);
  await user.type(revisions, '11');
  await user.click(screen.getByRole('button', { name: 'Publish gig' }));
  await waitFor(() => expect(revisions.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('Please enter at most 10.')).toBeTruthy();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

  await user.clear(revisions);
  await user.type(revisions, '0');
  await user.click(screen.getByRole('button', { name: 'Publish gig' }));
  await screen.findByText('Your gig is published.', {}, LAZY_PAGE);
  expect(bodyOf(calls.find((call) => call.method === 'POST' && call.path === '/api/gigs'))).toMatchObject({
    revisions: 0,
  });
});

test('an image chosen but not uploaded stops the save with a clear message', async () => {
  const { user, calls } = openForm();
  await fillRequired(user);
  await user.upload(screen.getByLabelText(/^More images/), [png('a.png'), png('b.png')]);
  expect(screen.getByRole('button', { name: 'Upload 2 images' })).toHaveProperty('disabled', false);
  await user.click(screen.getByRole('button', { name: 'Publish gig' }));

  expect(await alertText()).toBe('Upload the images you chose, or remove them, before saving.');
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('with a document the form goes as multipart, the file in the field "document"', async () => {
  const { user, calls } = openForm('/seller/add', { 'POST /api/gigs': () => json(201, saved) });
  await fillRequired(user);
  const document = new File(['%PDF-1.4'], 'sample-chapter.pdf', { type: 'application/pdf' });
  await user.upload(screen.getByLabelText(/^Document/), document);
  expect(screen.getByText('sample-chapter.pdf')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Publish gig' }));

  await screen.findByText('Your gig is published.', {}, LAZY_PAGE);
  const body = calls.find((call) => call.method === 'POST' && call.path === '/api/gigs')?.body;
  expect(body).toBeInstanceOf(FormData);
  const form = body as FormData;
  expect((form.get('document') as File).name).toBe('sample-chapter.pdf');
  expect(form.get('title')).toBe('Dissertation proposals in economics');
  expect(form.get('deliveryTime')).toBe('5');
  expect(form.get('images')).toBe('[]');
});

test('a document of another type is refused with the allowed types', async () => {
  openForm();
  fireEvent.change(await screen.findByLabelText(/^Document/), { target: { files: [new File(['MZ'], 'setup.exe')] } });
  expect(await screen.findByText('Documents must be PDF, DOC, DOCX, TXT, ZIP, XLS or XLSX files.')).toBeTruthy();
  expect(screen.getByLabelText(/^Document/).getAttribute('accept')).toBe('.pdf,.doc,.docx,.txt,.zip,.xls,.xlsx');
});

test('a refused save says why on each field, in the reader’s words, keeps what was typed, focuses it', async () => {
  const { user } = openForm('/seller/add', {
    'POST /api/gigs': () =>
      problem(
        400,
        'VALIDATION_FAILED',
        'Title must be at most 120 characters',
        { title: ['Title must be at most 120 characters'], 'images.0': ['Images must be uploaded to this site first'] },
        { title: [{ code: 'too_long', params: { maximum: 120 } }], 'images.0': [{ code: 'not_uploaded' }] },
      ),
  });
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: 'Publish gig' }));

  expect(await alertText()).toBe('Some fields are not valid.');
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));
  expect(screen.getByText('Please use at most 120 characters.')).toBeTruthy();
  expect(screen.getByText('Images must be uploaded to this site first.')).toBeTruthy();
  expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Dissertation proposals in economics');
  expect(screen.getByLabelText('Delivery time (days)')).toHaveProperty('value', '5');
  expect(screen.getByRole('button', { name: 'Publish gig' })).toHaveProperty('disabled', false);
});

test('a refused document (415) is explained on the document field', async () => {
  const { user } = openForm('/seller/add', {
    'POST /api/gigs': () =>
      problem(415, 'DOCUMENT_TYPE_NOT_ALLOWED', 'Documents must be PDF, DOC, DOCX, TXT, ZIP, XLS or XLSX files.'),
  });
  await fillRequired(user);
  await user.upload(
    screen.getByLabelText(/^Document/),
    new File(['not really'], 'fake.pdf', { type: 'application/pdf' }),
  );
  await user.click(screen.getByRole('button', { name: 'Publish gig' }));

  await waitFor(() =>
    expect(screen.getAllByText('Documents must be PDF, DOC, DOCX, TXT, ZIP, XLS or XLSX files.')).toHaveLength(2),
  );
  expect(screen.getByLabelText(/^Document/).getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('fake.pdf')).toBeTruthy();
});

function editable(overrides: Partial<Gig> = {}) {
  return buildGig({
    _id: saved._id,
    userId: testSeller._id,
    title: 'Old title',
    cat: 'thesis-writing',
    language: 'fr',
    desc: 'Old description',
    pages: 4,
    deliveryTime: 3,
    priceMin: 10,
    priceMax: 20,
    discountEnabled: true,
    discountAmount: 2.5,
    discountCondition: 'this month',
    revisions: 4,
    cover: COVER_URL,
    hasDocument: true,
    document: { name: 'old.pdf', mimeType: 'application/pdf', size: 2048 },
    ...overrides,
  });
}

test('editing fills the form with the gig and saves it with PATCH', async () => {
  const gig = editable();
  const { user, calls, router } = openForm(`/seller/add?edit=${gig._id}`, {
    ...gigPageCalls(gig),
    [`PATCH /api/gigs/${gig._id}`]: () => json(200, { ...gig, title: 'New title' }),
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'Edit gig' })).toBeTruthy();
  const title = await screen.findByLabelText('Title');
  expect(title).toHaveProperty('value', 'Old title');
  expect(screen.getByLabelText('Category')).toHaveProperty('value', 'thesis-writing');
  expect(screen.getByLabelText('Language of the gig')).toHaveProperty('value', 'fr');
  expect(screen.getByLabelText('Discount amount ($)')).toHaveProperty('value', '2.5');
  expect(screen.getByLabelText('Revisions included')).toHaveProperty('value', '4');
  expect(screen.getByAltText('Preview of the cover').getAttribute('src')).toBe(COVER_URL);
  expect(screen.getByText('old.pdf')).toBeTruthy();

  await user.clear(title);
  await user.type(title, 'New title');
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  expect(screen.getByText('old.pdf will be removed when you save.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Your changes are saved.', {}, LAZY_PAGE)).toBeTruthy();
  expect(router.state.location.pathname).toBe(`/gig/${gig._id}`);
  expect(bodyOf(calls.find((call) => call.method === 'PATCH'))).toMatchObject({
    title: 'New title',
    cat: 'thesis-writing',
    pages: 4,
    deliveryTime: 3,
    priceMin: 10,
    priceMax: 20,
    discountEnabled: true,
    discountAmount: 2.5,
    revisions: 4,
    removeDocument: true,
  });
});

test("a seller cannot edit another seller's gig; an unknown gig says it does not exist", async () => {
  const other = editable({ userId: 'someone-else' });
  openForm(`/seller/add?edit=${other._id}`, { [`GET /api/gigs/single/${other._id}`]: () => json(200, other) });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('You can only edit your own gigs.')).toBeTruthy();
  expect(screen.queryByLabelText('Title')).toBeNull();
});

test('an unknown gig to edit says it does not exist', async () => {
  openForm('/seller/add?edit=gone', {
    'GET /api/gigs/single/gone': () => problem(404, 'GIG_NOT_FOUND', 'This gig does not exist.'),
  });
  expect(await screen.findByText('This gig does not exist or has been deleted.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to my gigs' }).getAttribute('href')).toBe('/seller/mygigs');
});

test("the form speaks the reader's language", async () => {
  const { i18n } = await import('../../../i18n/index.ts');
  await i18n.changeLanguage('fr');
  const { user } = openForm();
  await user.click(await screen.findByRole('button', { name: 'Publier la mission' }));
  expect(await alertText()).toBe('Veuillez choisir une catégorie');
  expect(screen.getByLabelText('Langue de la mission')).toHaveProperty('value', 'fr');
});
