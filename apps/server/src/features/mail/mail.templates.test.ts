import { LANGUAGES } from '@inkwell/domain/limits';
import { MAIL_TEMPLATE_NAMES, type MailTemplates } from '@inkwell/domain/mail/mail.schema';
import { NOTIFICATION_TYPES } from '@inkwell/domain/notifications/notification.schema';
import { describe, expect, test } from 'vitest';
import { MAIL_COPY } from './copy/index.ts';
import { renderMail } from './templates/render.ts';

const HOSTILE = '<script>alert(1)</script> & "Tom"';
const URL_WITH_QUERY = 'https://inkwell.example/reset-password?token=abc&x=1';

/** Every template's facts, each text field carrying markup that must come out as text. */
const DATA: { [Name in keyof MailTemplates]: MailTemplates[Name] } = {
  password_reset: { name: HOSTILE, url: URL_WITH_QUERY },
  password_changed: { name: HOSTILE, resetUrl: 'https://inkwell.example/forgot-password' },
  email_verification: { name: HOSTILE, url: 'https://inkwell.example/verify-email?token=xyz' },
  email_change_confirm: {
    name: HOSTILE,
    newEmail: `new${HOSTILE}@example.com`,
    url: 'https://inkwell.example/confirm-email-change?token=xyz',
  },
  email_change_requested: {
    name: HOSTILE,
    newEmail: `new${HOSTILE}@example.com`,
    url: 'https://inkwell.example/cancel-email-change?token=xyz',
  },
  order_step: {
    name: HOSTILE,
    type: 'bid_paid',
    actor: HOSTILE,
    gigTitle: HOSTILE,
    amount: 1234.5,
    url: 'https://inkwell.example/orders/1',
  },
  message_digest: {
    name: HOSTILE,
    conversations: [{ from: HOSTILE, count: 3, preview: HOSTILE }],
    url: 'https://inkwell.example/messages',
  },
};

/** The keys of a nested object, as dotted paths. */
const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('the copy of the mails', () => {
  test('has the same keys, all non-empty, in en, fr, de and es, and a line for every notification type', () => {
    const english = keysOf(MAIL_COPY.en).sort();
    for (const language of LANGUAGES) {
      expect(keysOf(MAIL_COPY[language]).sort(), language).toEqual(english);
      for (const key of english)
        expect(
          key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], MAIL_COPY[language]),
          `${language} ${key}`,
        ).not.toBe('');
      expect(Object.keys(MAIL_COPY[language].order_step.steps).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    }
  });
});

describe('renderMail', () => {
  for (const language of LANGUAGES) {
    for (const template of MAIL_TEMPLATE_NAMES) {
      test(`${template} in ${language}: a subject, HTML and text from one template, the data escaped`, async () => {
        const mail = await renderMail({
          template,
          language,
          data: DATA[template] as unknown as Record<string, unknown>,
          unsubscribeUrl: null,
        });
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
        // Markup in the data is text in the HTML, never markup.
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
        // The text part says the same things, as text.
        expect(mail.text).toContain('<script>alert(1)</script>');
        expect(mail.text).not.toMatch(/<(p|a|table|td|div)\b/);
        expect(mail.text).toContain('Inkwell');
        const url =
          (DATA[template] as { url?: string; resetUrl?: string }).url ??
          (DATA[template] as { resetUrl?: string }).resetUrl;
        if (url) {
          expect(mail.html).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
          expect(mail.text).toContain(url);
        }
      });
    }
  }

  test("writes the copy of the reader's language", async () => {
    const data = DATA.password_reset as unknown as Record<string, unknown>;
    expect((await renderMail({ template: 'password_reset', language: 'fr', data, unsubscribeUrl: null })).subject).toBe(
      MAIL_COPY.fr.password_reset.subject,
    );
    expect(
      (await renderMail({ template: 'password_reset', language: 'de', data, unsubscribeUrl: null })).text,
    ).toContain(MAIL_COPY.de.password_reset.expiry);
    // An unknown language falls back to English.
    expect((await renderMail({ template: 'password_reset', language: 'xx', data, unsubscribeUrl: null })).subject).toBe(
      MAIL_COPY.en.password_reset.subject,
    );
  });

  test("order_step: one sentence per type, the amount in the reader's format, someone if no actor", async () => {
    const base = { name: 'Ana', actor: 'Priya', gigTitle: 'Thesis help', url: 'https://inkwell.example/orders/1' };
    const paid = await renderMail({
      template: 'order_step',
      language: 'de',
      data: { ...base, type: 'bid_paid', amount: 1234.5 },
      unsubscribeUrl: null,
    });
    expect(paid.subject).toBe('Zahlung erhalten: Thesis help');
    expect(paid.text).toContain('Priya hat den Auftrag „Thesis help“ bezahlt.');
    expect(paid.text).toContain('1.234,50');
    const byTimer = await renderMail({
      template: 'order_step',
      language: 'en',
      data: { ...base, type: 'revision_requested', actor: '', amount: null },
      unsubscribeUrl: null,
    });
    expect(byTimer.text).toContain('Someone asked for a revision of "Thesis help".');
    expect(byTimer.text).not.toContain('Amount');
    const unknown = await renderMail({
      template: 'order_step',
      language: 'es',
      data: { ...base, type: 'something_new', amount: null },
      unsubscribeUrl: null,
    });
    expect(unknown.text).toContain('Hay novedades sobre «Thesis help».');
  });

  test("a seller's money: the step alone as subject when about no gig, a failed payout's reason", async () => {
    const step = (language: string, data: Record<string, unknown>) =>
      renderMail({
        template: 'order_step',
        language,
        data: { name: 'Ana', actor: '', gigTitle: '', url: '/seller/earnings', amount: 66.66, ...data },
        unsubscribeUrl: null,
      });
    const failed = await step('fr', { type: 'payout_failed', reason: 'The bank said no.' });
    expect(failed.subject).toBe('Virement refusé');
    expect(failed.text).toContain('Votre banque a refusé le virement ; le montant est de nouveau disponible.');
    expect(failed.text).toContain('Motif : The bank said no.');
    expect(failed.text).toContain('66,66');
    const enabled = await step('de', { type: 'payout_account_enabled', amount: null });
    expect(enabled.subject).toBe('Auszahlungskonto bereit');
    expect(enabled.text).toContain('Ihr Auszahlungskonto ist aktiviert.');
    const cleared = await step('es', { type: 'funds_cleared', gigTitle: 'Thesis help', amount: 36 });
    expect(cleared.subject).toBe('Dinero disponible: Thesis help');
    expect(cleared.text).toContain('Sus ganancias del pedido de «Thesis help» se han liberado');
    const paid = await step('en', { type: 'payout_paid', amount: 20 });
    expect(paid.subject).toBe('Payout paid');
    expect(paid.text).toContain('Your payout was paid to your bank account.');
    expect(paid.text).toContain('$20.00');
  });

  test("a seller's share held by a card dispute, and its decision, in the seller's language", async () => {
    const step = (language: string, type: string) =>
      renderMail({
        template: 'order_step',
        language,
        data: { name: 'Ana', actor: '', gigTitle: 'Thesis help', url: '/orders/b-1', amount: 180, type },
        unsubscribeUrl: null,
      });
    const held = await step('en', 'chargeback_held');
    expect(held.subject).toBe('Card payment disputed: Thesis help');
    expect(held.text).toContain('Your earnings from it are held until Inkwell decides.');
    expect(held.text).toMatch(/Amount: US\$180\.00/);
    const won = await step('de', 'chargeback_won');
    expect(won.subject).toBe('Anfechtung zu Ihren Gunsten entschieden: Thesis help');
    expect(won.text).toContain('wieder ausstehend und werden wie üblich freigegeben');
    const lost = await step('fr', 'chargeback_lost');
    expect(lost.subject).toBe('Contestation tranchée pour l’acheteur : Thesis help');
    expect(lost.text).toContain('Les gains retenus lui sont rendus.');
    expect((await step('es', 'chargeback_held')).text).toContain('quedan retenidas hasta que Inkwell decida');
  });

  test('a mail with a topic has its unsubscribe link in the footer; account mail has none', async () => {
    const unsubscribeUrl = 'https://inkwell.example/api/mail/unsubscribe?token=t0k3n';
    const data = DATA.order_step as unknown as Record<string, unknown>;
    const withTopic = await renderMail({ template: 'order_step', language: 'es', data, unsubscribeUrl });
    expect(withTopic.html).toContain(`href="${unsubscribeUrl}"`);
    expect(withTopic.text).toContain(MAIL_COPY.es.unsubscribe);
    expect(withTopic.text).toContain(unsubscribeUrl);
    const account = await renderMail({
      template: 'password_reset',
      language: 'es',
      data: DATA.password_reset as unknown as Record<string, unknown>,
      unsubscribeUrl: null,
    });
    expect(account.html).not.toContain('unsubscribe');
    expect(account.text).not.toContain(MAIL_COPY.es.unsubscribe);
  });

  test('refuses a template it does not know', async () => {
    await expect(renderMail({ template: 'nope', language: 'en', data: {}, unsubscribeUrl: null })).rejects.toThrow(
      'no mail template is called "nope"',
    );
  });
});
