import type { Profile, UpdateProfileInput } from '@inkwell/domain/users/user.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { routes } from '../../../test/app-routes.ts';
import { buildProfile, reviewPage } from '../../../test/fixtures/profiles.ts';
import { signInAs, testBuyer } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json, problem, type StubbedCall } from '../../../test/responses.ts';

type Handlers = Parameters<typeof signInAs>[1];

/** A stored profile the domain schema accepts as it is (the view tests' fixture has an unsafe GitHub link). */
const storedProfile = (overrides: Partial<Profile> = {}) =>
  buildProfile({
    social: { linkedin: 'https://linkedin.example.com/in/noah', twitter: '', github: '', website: '' },
    ...overrides,
  });

/** The owner of the profile, signed in. */
const owner = (profile: Profile) => ({
  ...testBuyer,
  _id: profile._id,
  username: profile.username,
  email: profile.email ?? '',
});

function openOwnProfile(profile: Profile, handlers: Handlers = {}) {
  const saved: UpdateProfileInput[] = [];
  const stub = signInAs(owner(profile), {
    [`GET /api/users/${profile._id}`]: () => json(200, profile),
    [`GET /api/user-reviews/${profile._id}`]: () => json(200, reviewPage([], { average: null, count: 0 })),
    [`PUT /api/users/${profile._id}`]: (call: StubbedCall) => {
      const body = JSON.parse(String(call.body)) as UpdateProfileInput;
      saved.push(body);
      return json(200, { ...profile, ...body });
    },
    ...handlers,
  });
  return { ...stub, saved, ...renderRoute(routes, `/profile/${profile._id}`) };
}

/** The first render loads the page's code, which can take a while on a busy machine. */
const LOADED = { timeout: 5000 };

async function startEditing(user: ReturnType<typeof openOwnProfile>['user']) {
  const toggle = await screen.findByRole('button', { name: 'Edit Profile' }, LOADED);
  expect(toggle.getAttribute('aria-pressed')).toBe('false');
  await user.click(toggle);
  expect(toggle.getAttribute('aria-pressed')).toBe('true');
  return within(screen.getByRole('form', { name: 'Edit your profile' }));
}

test('only the owner sees Edit Profile', async () => {
  const profile = storedProfile();
  signInAs(testBuyer, {
    [`GET /api/users/${profile._id}`]: () => json(200, profile),
    [`GET /api/user-reviews/${profile._id}`]: () => json(200, reviewPage([], { average: null, count: 0 })),
  });
  renderRoute(routes, `/profile/${profile._id}`);

  expect(await screen.findByRole('button', { name: 'Download PDF' }, LOADED)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
}, 20_000);

test('the form shows the stored profile; email is shown but not editable; the bio counts live up to 1000', async () => {
  const { user } = openOwnProfile(storedProfile());
  const form = await startEditing(user);

  const email = form.getByLabelText('Email') as HTMLInputElement;
  expect(email.value).toBe('noah@example.com');
  expect(email.disabled).toBe(true);
  expect((form.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Noah Bennett');
  expect((form.getByRole('combobox', { name: /^Country/ }) as HTMLInputElement).value).toBe('United States');
  expect((form.getByRole('combobox', { name: /^Nationality/ }) as HTMLInputElement).value).toBe('Germany');
  expect((form.getByLabelText(/^Experience/) as HTMLTextAreaElement).value).toBe(
    'Member service representative, credit union\nSummer intern, municipal budget office',
  );

  const bio = form.getByLabelText(/^Bio/) as HTMLTextAreaElement;
  expect(bio.maxLength).toBe(1000);
  expect(bio.placeholder).toMatch(/up to 400 words/);
  expect(form.getByText('42/1000 characters')).toBeTruthy();
  await user.clear(bio);
  await user.type(bio, 'Hello');
  expect(form.getByText('5/1000 characters')).toBeTruthy();
  // Sellers alone have a tagline.
  expect(form.queryByLabelText(/^Tagline/)).toBeNull();
}, 20_000);

test('email and phone stay private until the owner ticks Show my email and phone; the choice is saved', async () => {
  const { user, saved } = openOwnProfile(storedProfile({ showContact: false }));
  expect(
    await screen.findByText("Hidden from other members: only the owner and Inkwell's operators see them.", {}, LOADED),
  ).toBeTruthy();
  const form = await startEditing(user);

  const show = form.getByRole('checkbox', { name: 'Show my email and phone on my public profile' }) as HTMLInputElement;
  expect(show.checked).toBe(false);
  expect(show.getAttribute('aria-describedby')).toBe('profile-show-contact-hint');
  expect(form.getByText("When this is off, only you and Inkwell's operators see them.")).toBeTruthy();
  await user.click(show);
  await user.click(form.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('Your profile is saved.')).toBeTruthy();
  expect(saved[0]).toMatchObject({ showContact: true });
  expect(screen.queryByText(/Hidden from other members/)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await user.click(screen.getByRole('checkbox', { name: 'Show my email and phone on my public profile' }));
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  await waitFor(() => expect(saved).toHaveLength(2));
  expect(saved[1]).toMatchObject({ showContact: false });
}, 20_000);

test('lists are one per line, blank lines dropped; rows are added and removed; blank rows are dropped', async () => {
  const profile = storedProfile({ education: [], certifications: [] });
  const { user, saved } = openOwnProfile(profile);
  const form = await startEditing(user);

  const hobbies = form.getByLabelText(/^Hobbies and interests/);
  await user.clear(hobbies);
  await user.type(hobbies, 'Chess{Enter}{Enter}  {Enter}Rowing{Enter}');
  await user.click(form.getByRole('button', { name: 'Add education' }));
  await user.type(form.getByLabelText(/^Institution/), 'Boston College');
  await user.type(form.getByLabelText(/^Qualification/), 'MBA');
  await user.click(form.getByRole('button', { name: 'Add education' }));
  expect(form.getAllByLabelText(/^Institution/)).toHaveLength(2);
  await user.click(form.getByRole('button', { name: 'Add certification' }));
  await user.type(form.getByLabelText(/^Title/), 'Will be removed');
  await user.click(form.getByRole('button', { name: 'Remove Certification 1' }));
  expect(form.queryByLabelText(/^Title/)).toBeNull();

  await user.click(form.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('Your profile is saved.')).toBeTruthy();
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({
    hobbies: ['Chess', 'Rowing'],
    education: [{ institution: 'Boston College', qualification: 'MBA', grade: '', start: '', end: '' }],
    certifications: [],
  });
  expect(saved[0]).not.toHaveProperty('email');
  // The form closes and the page shows what was stored.
  expect(screen.queryByRole('form', { name: 'Edit your profile' })).toBeNull();
  expect(
    within(screen.getByRole('region', { name: 'Hobbies and interests' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Chess', 'Rowing']);
}, 20_000);

test('social links and credential links must be web addresses; nothing is sent until they are', async () => {
  const { user, saved } = openOwnProfile(storedProfile());
  const form = await startEditing(user);

  const github = form.getByLabelText(/^GitHub/);
  await user.clear(github);
  await user.type(github, 'github.com/noah');
  await user.clear(form.getByLabelText(/^Link to the credential/));
  await user.type(form.getByLabelText(/^Link to the credential/), 'javascript:alert(1)');
  await user.click(form.getByRole('button', { name: 'Save profile' }));

  expect(await screen.findByText('Please check the highlighted fields.')).toBeTruthy();
  expect(form.getAllByText('Please enter a web address starting with https://')).toHaveLength(2);
  expect(github.getAttribute('aria-invalid')).toBe('true');
  expect(saved).toHaveLength(0);

  await user.clear(github);
  await user.type(github, 'https://github.com/noah');
  await user.clear(form.getByLabelText(/^Link to the credential/));
  await user.click(form.getByRole('button', { name: 'Save profile' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]?.social).toMatchObject({ github: 'https://github.com/noah' });
}, 20_000);

test("a refused save says why, on its field too, in the reader's words, and keeps everything typed", async () => {
  const profile = storedProfile();
  const { user } = openOwnProfile(profile, {
    [`PUT /api/users/${profile._id}`]: () =>
      problem(
        400,
        'VALIDATION_FAILED',
        'At most 100 characters',
        { 'education.0.institution': ['At most 100 characters'] },
        {
          'education.0.institution': [{ code: 'too_long', params: { maximum: 100 } }],
        },
      ),
  });
  const form = await startEditing(user);

  const name = form.getByLabelText(/^Full name/) as HTMLInputElement;
  await user.clear(name);
  await user.type(name, 'Noah B. Bennett');
  await user.click(form.getByRole('button', { name: 'Save profile' }));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('Some fields are not valid.');
  expect(form.getByText('Please use at most 100 characters.')).toBeTruthy();
  expect(name.value).toBe('Noah B. Bennett');
  expect(screen.getByRole('form', { name: 'Edit your profile' })).toBeTruthy();
  expect((form.getByRole('button', { name: 'Save profile' }) as HTMLButtonElement).disabled).toBe(false);
}, 20_000);

test('country and nationality are searched and named in the interface language, and saved as codes', async () => {
  await i18n.changeLanguage('de');
  const { user, saved } = openOwnProfile(storedProfile());
  const toggle = await screen.findByRole('button', { name: 'Profil bearbeiten' }, LOADED);
  await user.click(toggle);
  const form = within(screen.getByRole('form', { name: 'Ihr Profil bearbeiten' }));

  const country = form.getByRole('combobox', { name: /^Land/ }) as HTMLInputElement;
  expect(country.value).toBe('Vereinigte Staaten');
  await user.clear(country);
  await user.type(country, 'oster');
  expect(country.getAttribute('aria-expanded')).toBe('true');
  const options = within(screen.getAllByRole('listbox', { name: 'Länder' })[0]!).getAllByRole('option');
  expect(options[0]?.textContent).toBe('Österreich');
  await user.keyboard('{Enter}');
  expect(country.value).toBe('Österreich');
  expect(country.getAttribute('aria-expanded')).toBe('false');

  const nationality = form.getByRole('combobox', { name: /^Staatsangehörigkeit/ }) as HTMLInputElement;
  await user.clear(nationality);
  await user.type(nationality, 'Schweiz');
  await user.tab();
  expect(nationality.value).toBe('Schweiz');

  await user.click(form.getByRole('button', { name: 'Profil speichern' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toMatchObject({ country: 'AT', nationality: 'CH' });
}, 20_000);

test('leaving the country search with text that names no country keeps the chosen one; clearing it: none', async () => {
  const { user, saved } = openOwnProfile(storedProfile());
  const form = await startEditing(user);

  const country = form.getByRole('combobox', { name: /^Country/ }) as HTMLInputElement;
  await user.clear(country);
  await user.type(country, 'Atlantis');
  expect(screen.getAllByText('No country matches.').length).toBeGreaterThan(0);
  await user.keyboard('{Escape}');
  expect(country.value).toBe('United States');

  const nationality = form.getByRole('combobox', { name: /^Nationality/ }) as HTMLInputElement;
  await user.clear(nationality);
  await user.tab();
  expect(nationality.value).toBe('');

  await user.click(form.getByRole('button', { name: 'Save profile' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toMatchObject({ country: 'US', nationality: '' });
}, 20_000);

test('a new picture is uploaded at once and saved with the profile; a file that is not an image: refused', async () => {
  const upload = '/uploads/0196a1c2-0000-7000-8000-0000000000ff.webp';
  const { user, saved, calls } = openOwnProfile(storedProfile(), {
    'POST /api/uploads': () => json(201, { url: upload, secure_url: upload }),
  });
  const form = await startEditing(user);

  const input = form.getByLabelText(/^Profile picture/) as HTMLInputElement;
  // A file dropped or chosen with "All files" skips the accept filter.
  await userEvent
    .setup({ applyAccept: false })
    .upload(input, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
  expect(form.getByText('Please choose a PNG, JPEG, GIF or WebP image.')).toBeTruthy();
  expect(calls.some((call) => call.path === '/api/uploads')).toBe(false);

  await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
  await waitFor(() => expect(form.getByAltText('Your profile picture').getAttribute('src')).toBe(upload));
  expect(form.queryByText('Please choose a PNG, JPEG, GIF or WebP image.')).toBeNull();
  await user.click(form.getByRole('button', { name: 'Save profile' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]?.img).toBe(upload);
}, 20_000);
