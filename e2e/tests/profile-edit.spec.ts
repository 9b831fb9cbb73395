import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  SCREENSHOT_DIR,
  screenshot,
  unexpectedProblems,
} from '../support/browser.ts';
import { loadAllImages, sampleImage, signIn } from '../support/gigs.ts';
import {
  pdfPageSizes,
  pdfPageToPng,
  registerUser,
  signInWithPassword,
  updateProfile,
  type ApiUser,
} from '../support/profile.ts';

/** The owner edits every field of their profile; nobody else can; the CV downloads as an A4 PDF. */
let browser: Browser;
let owner: ApiUser;
let other: ApiUser;
let tmp: string;

/**
 * html2canvas adds one fixed <style> (hiding ::before/::after in its copy of the page) that the site's
 * Content Security Policy (style-src 'self') refuses; it paints pseudo-elements itself, so the PDF is
 * unaffected. The message names that style's hash.
 */
const HTML2CANVAS_STYLE = /UP0QZg7irvSMvOBz9mH2PIIE28\+57UiavRfeVea0l3g=/;

/** A4 portrait is 595.28 x 841.89 points; Chromium's own printing rounds to a few hundredths of a millimetre. */
function expectA4(size: string) {
  const [width, height] = size.split(' x ').map((part) => Number.parseFloat(part));
  expect(Math.abs((width ?? 0) - 595.28), size).toBeLessThan(0.5);
  expect(Math.abs((height ?? 0) - 841.89), size).toBeLessThan(0.5);
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await registerUser({ isSeller: true, country: 'GB' });
  other = await registerUser({ isSeller: false });
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-profile-'));
});

afterAll(async () => {
  await Promise.all([owner?.api.dispose(), other?.api.dispose()]);
  await browser?.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

const main = (page: Page) => page.getByRole('main');

async function openProfile(page: Page, id: string) {
  await page.goto(`/profile/${id}`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible(), { timeout: 10_000 }).toBe(true);
}

/** Types into a country search and picks the one option it leaves. */
async function chooseCountry(page: Page, label: string, search: string, name: string) {
  const box = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await box.fill(search);
  await page.getByRole('option', { name, exact: true }).click();
  expect(await box.inputValue()).toBe(name);
}

describe("editing one's profile", () => {
  test('the owner edits every field, a refused save loses nothing, and all of it is there after a reload', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInWithPassword(page, owner.username);
    await openProfile(page, owner._id);

    const toggle = page.getByRole('button', { name: 'Edit Profile' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const form = page.getByRole('form', { name: 'Edit your profile' });
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(await form.getByLabel('Email', { exact: true }).isDisabled()).toBe(true);
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe(owner.email);

    await form
      .getByLabel(/^Profile picture/)
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await sampleImage('#7c3aed', 400, 400) });
    await expect
      .poll(() => form.getByAltText('Your profile picture').getAttribute('src'))
      .toMatch(/^\/uploads\/[\w-]+\.webp$/);
    await form.getByLabel(/^Full name/).fill('Hannah Okoye');
    await form.getByLabel(/^Phone/).fill('+44 7700 900123');
    const showContact = form.getByRole('checkbox', { name: 'Show my email and phone on my public profile' });
    expect(await showContact.isChecked()).toBe(false);
    await showContact.check();
    await chooseCountry(page, 'Country', 'germ', 'Germany');
    await chooseCountry(page, 'Nationality', 'niger', 'Nigeria');
    const bio = form.getByLabel(/^Bio/);
    expect(await bio.getAttribute('placeholder')).toMatch(/up to 400 words/);
    expect(await bio.getAttribute('maxlength')).toBe('1000');
    await bio.fill('Sociologist and editor. I help students plan, write and polish qualitative research.');
    expect(await form.getByText('84/1000 characters').isVisible()).toBe(true);
    await form.getByLabel(/^Tagline/).fill('Qualitative research and careful editing.');
    await form.getByLabel(/^Languages/).fill('English\n\nYoruba\n');
    await form
      .getByLabel(/^Experience/)
      .fill('Editor, university press, 2019 to present\n\n\nResearch assistant, 2016 to 2019');
    await form.getByLabel(/^Hobbies and interests/).fill('Choir\n \nGardening');

    await form.getByRole('button', { name: 'Add education' }).click();
    await form.getByLabel(/^Institution/).fill('University of Lagos');
    await form.getByLabel(/^Qualification/).fill('MSc Sociology');
    await form.getByLabel(/^Grade/).fill('Distinction');
    await form.getByLabel(/^Start/).fill('2014');
    await form.getByLabel(/^End/).fill('2016');
    await form.getByRole('button', { name: 'Add certification' }).click();
    await form.getByRole('button', { name: 'Add certification' }).click();
    await form
      .getByLabel(/^Title/)
      .nth(0)
      .fill('To be removed');
    await form.getByRole('button', { name: 'Remove Certification 1' }).click();
    await form.getByLabel(/^Title/).fill('Qualitative Data Analysis');
    await form.getByLabel(/^Issuer/).fill('Methods Institute');
    await form.getByLabel(/^Issued on/).fill('May 2022');
    await form.getByLabel(/^Credential ID/).fill('MI-2201');
    await form.getByLabel(/^Link to the credential/).fill('https://verify.example.org/mi/2201');
    await form.getByLabel(/^LinkedIn/).fill('https://linkedin.example.com/in/hannah');
    await form.getByLabel(/^GitHub/).fill('github.com/hannah');

    // Not a web address: the form says so on the field and sends nothing.
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts += 1;
    });
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => form.getByText('Please enter a web address starting with https://').isVisible()).toBe(true);
    expect(await page.getByRole('alert').first().innerText()).toBe('Please check the highlighted fields.');
    expect(puts).toBe(0);
    await expectNoAxeViolations(page);
    await form.getByLabel(/^GitHub/).fill('https://github.com/hannah');

    // The server refuses once: the refusal and the field's problem show in the reader's language
    // (from their codes, never the server's English), and everything typed stays.
    let refused = false;
    await page.route(`**/api/users/${owner._id}`, async (route) => {
      if (route.request().method() !== 'PUT' || refused) return route.fallback();
      refused = true;
      await route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          status: 400,
          title: 'Bad Request',
          detail: 'Phone is not valid here',
          code: 'VALIDATION_FAILED',
          errors: { phone: ['Phone is not valid here'] },
          fields: { phone: [{ code: 'invalid_format', params: { format: 'regex' } }] },
        }),
      });
    });
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => page.getByRole('alert').first().innerText()).toBe('Some fields are not valid.');
    expect(await form.getByText('Phone may only use digits, spaces and + ( ) - .').isVisible()).toBe(true);
    expect(await form.getByLabel(/^Phone/).inputValue()).toBe('+44 7700 900123');
    expect(await form.getByLabel(/^Credential ID/).inputValue()).toBe('MI-2201');
    expect(await bio.inputValue()).toMatch(/^Sociologist/);
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'profile-edit-1280');

    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => page.getByText('Your profile is saved.').isVisible()).toBe(true);
    expect(await form.count()).toBe(0);

    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Hannah Okoye' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    const cv = main(page);
    expect(await cv.locator('header img').first().getAttribute('src')).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    expect(await cv.getByText('Qualitative research and careful editing.').isVisible()).toBe(true);
    const contact = cv.getByRole('region', { name: 'Contact' });
    expect(await contact.getByText('Germany').isVisible()).toBe(true);
    expect(await contact.getByText('Nigeria').isVisible()).toBe(true);
    expect(await contact.getByRole('link', { name: '+44 7700 900123' }).isVisible()).toBe(true);
    expect(await contact.getByText(/Hidden from other members/).count()).toBe(0);
    expect(
      await cv
        .getByRole('region', { name: 'About Hannah Okoye' })
        .getByText(/^Sociologist and editor/)
        .isVisible(),
    ).toBe(true);
    expect(await cv.getByRole('region', { name: 'Experience' }).getByRole('listitem').allInnerTexts()).toEqual([
      'Editor, university press, 2019 to present',
      'Research assistant, 2016 to 2019',
    ]);
    expect(
      await cv.getByRole('region', { name: 'Hobbies and interests' }).getByRole('listitem').allInnerTexts(),
    ).toEqual(['Choir', 'Gardening']);
    expect(await cv.getByRole('region', { name: 'At a glance' }).getByText('English, Yoruba').isVisible()).toBe(true);
    const education = cv.getByRole('region', { name: 'Education' });
    expect(await education.innerText()).toMatch(
      /University of Lagos\s+MSc Sociology\s+Grade: Distinction · 2014 – 2016/,
    );
    const certifications = cv.getByRole('region', { name: 'Certifications' });
    expect(await certifications.getByText('To be removed').count()).toBe(0);
    expect(await certifications.innerText()).toMatch(
      /Qualitative Data Analysis[\s\S]*Methods Institute[\s\S]*May 2022[\s\S]*MI-2201/,
    );
    expect(await certifications.getByRole('link', { name: /Show credential/ }).getAttribute('href')).toBe(
      'https://verify.example.org/mi/2201',
    );
    const links = cv.getByRole('region', { name: 'Links' });
    expect(await links.getByRole('link', { name: /GitHub/ }).getAttribute('href')).toBe('https://github.com/hannah');
    expect(await links.getByRole('link', { name: /LinkedIn/ }).getAttribute('href')).toBe(
      'https://linkedin.example.com/in/hannah',
    );

    // Opening the form again starts from what is stored.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    expect(await form.getByLabel(/^Experience/).inputValue()).toBe(
      'Editor, university press, 2019 to present\nResearch assistant, 2016 to 2019',
    );
    expect(await page.getByRole('combobox', { name: /^Country/ }).inputValue()).toBe('Germany');
    await expectNoAxeViolations(page);
    expect(unexpectedProblems(problems, [/status of 400/])).toEqual([]);
    await context.close();
  });

  test('the form at 360 px, in French with country names in French', async () => {
    const { page, context, problems } = await openPage(browser, { width: 360 });
    await signInWithPassword(page, owner.username);
    // The language as the app keeps a choice: in storage and in the cookie the server reads (decision 033).
    await page.evaluate(
      "localStorage.setItem('inkwell.language', 'fr'); document.cookie = 'inkwell_lang=fr; path=/; SameSite=Lax'",
    );
    await openProfile(page, owner._id);
    await page.getByRole('button', { name: 'Modifier le profil' }).click();
    const country = page.getByRole('combobox', { name: /^Pays/ });
    await expect.poll(() => country.inputValue()).toBe('Allemagne');
    await country.fill('roy');
    await expect.poll(() => page.getByRole('option').first().innerText()).toBe('Royaume-Uni');
    await country.press('ArrowDown');
    await country.press('Enter');
    expect(await country.inputValue()).toBe('Royaume-Uni');
    await expectNoAxeViolations(page);
    await loadAllImages(page);
    await screenshot(page, 'profile-edit-fr-360');
    await page.getByRole('button', { name: 'Annuler' }).click();
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  test('nobody else sees Edit Profile, and the server refuses their writes', async () => {
    const visitor = await openPage(browser);
    await openProfile(visitor.page, owner._id);
    expect(await visitor.page.getByRole('button', { name: 'Download PDF' }).isVisible()).toBe(true);
    expect(await visitor.page.getByRole('button', { name: 'Edit Profile' }).count()).toBe(0);
    await visitor.context.close();

    const { page, context, problems } = await openPage(browser);
    await signIn(page, 'noah.bennett');
    await openProfile(page, owner._id);
    expect(await page.getByRole('button', { name: 'Edit Profile' }).count()).toBe(0);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();

    const refused = await other.api.put(`/api/users/${owner._id}`, { data: { fullName: 'Not Hannah' } });
    expect(refused.status()).toBe(403);
    await updateProfile(other, { fullName: 'Only my own' });
  });
});

describe('the CV as a PDF', () => {
  let writer: ApiUser;

  beforeAll(async () => {
    writer = await registerUser({ isSeller: true, country: 'ES' });
    await updateProfile(writer, {
      fullName: 'Sofía Romero',
      nationality: 'PT',
      desc: 'Legal researcher: case briefs and dissertations in EU and human rights law.',
      bio:
        'I qualified as a lawyer in Madrid and hold an LLM in Public International Law. I help law ' +
        'students with case briefs, problem questions and dissertations, referenced in OSCOLA or Bluebook.',
      languages: ['Spanish', 'English', 'Portuguese'],
      experience: [
        'Independent legal researcher, 2020 to present',
        'Associate, EU competition practice, Madrid, 2016 to 2020',
      ],
      hobbies: ['Flamenco guitar', 'Hiking in the Sierra de Guadarrama'],
      education: [
        {
          institution: 'Leiden University',
          qualification: 'LLM Public International Law',
          grade: 'Cum laude',
          start: '2014',
          end: '2015',
        },
        {
          institution: 'Universidad Complutense de Madrid',
          qualification: 'Degree in Law',
          grade: '8.7/10',
          start: '2009',
          end: '2014',
        },
      ],
      certifications: [
        {
          title: 'Legal English (TOLES Advanced)',
          issuer: 'Global Legal English',
          issuedOn: 'June 2016',
          credentialId: 'TOLES-5531',
          url: 'https://verify.example.org/toles/5531',
        },
      ],
      social: { linkedin: 'https://linkedin.example.com/in/sofia-romero', website: 'https://sofiaromero.example.org' },
    });
  });

  afterAll(async () => {
    await writer?.api.dispose();
  });

  test('Download PDF saves an A4 PDF named after the user', async () => {
    const { page, context, problems } = await openPage(browser);
    await openProfile(page, writer._id);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Sofía-Romero-CV.pdf');
    const file = path.join(tmp, 'cv.pdf');
    await download.saveAs(file);
    const bytes = await fs.readFile(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const sizes = await pdfPageSizes(file);
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expectA4(size);
    for (let number = 1; number <= Math.min(sizes.length, 2); number += 1) {
      await pdfPageToPng(file, path.join(SCREENSHOT_DIR, `profile-pdf-page${number}.png`), number);
    }
    expect(unexpectedProblems(problems, [HTML2CANVAS_STYLE])).toEqual([]);
    await context.close();
  });

  test('?download=1 starts the PDF by itself', async () => {
    const { page, context, problems } = await openPage(browser, { width: 360 });
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.goto(`/profile/${writer._id}?download=1`);
    expect((await download).suggestedFilename()).toBe('Sofía-Romero-CV.pdf');
    expect(unexpectedProblems(problems, [HTML2CANVAS_STYLE])).toEqual([]);
    await context.close();
  });

  test('when the PDF cannot be made, the print dialog opens; the print stylesheet shows the CV alone, A4', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.addInitScript('window.print = () => { window.__printed = (window.__printed || 0) + 1; }');
    await page.route('**/assets/html2pdf-*.js', (route) => route.abort());
    await openProfile(page, writer._id);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect.poll(() => page.evaluate('window.__printed ?? 0')).toBe(1);

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Download PDF' }).isVisible()).toBe(false);
    const printed = path.join(tmp, 'printed.pdf');
    await page.pdf({ path: printed, preferCSSPageSize: true, printBackground: true });
    for (const size of await pdfPageSizes(printed)) expectA4(size);
    await pdfPageToPng(printed, path.join(SCREENSHOT_DIR, 'profile-print-page1.png'));
    expect(
      unexpectedProblems(problems, [/html2pdf/, /Failed to fetch dynamically imported module/, /ERR_FAILED/]),
    ).toEqual([]);
    await context.close();
  });
});
