import type { Language } from '@inkwell/domain/limits';
import { LANGUAGES } from '@inkwell/domain/limits';
import { MAIL_TEMPLATE_NAMES, type MailTemplateName, type MailTemplates } from '@inkwell/domain/mail/mail.schema';
import { NOTIFICATION_TYPES, type NotificationType } from '@inkwell/domain/notifications/notification.schema';
import { fill, MAIL_COPY, type MailCopy } from '../copy/index.ts';
import { renderLayout, type MailContent } from './layout.ts';

export const SITE_NAME = 'Inkwell';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * What the sender knows of a queued mail: its template, the reader's
 * language, the facts, and its unsubscribe link if it has a topic.
 */
export interface MailToRender {
  template: string;
  language: string;
  data: Record<string, unknown>;
  unsubscribeUrl: string | null;
}

export class UnknownTemplateError extends Error {
  override name = 'UnknownTemplateError';
}

const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
/** A header line: no line breaks, no runs of spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

type Builder<Name extends MailTemplateName> = (
  copy: MailCopy,
  data: MailTemplates[Name],
  language: Language,
) => Omit<MailContent, 'language' | 'footer' | 'unsubscribe' | 'greeting'> & { subject: string };

const builders: { [Name in MailTemplateName]: Builder<Name> } = {
  password_reset: (copy, data) => ({
    subject: copy.password_reset.subject,
    title: copy.password_reset.subject,
    paragraphs: [copy.password_reset.intro],
    action: { label: copy.password_reset.action, url: str(data.url), fallback: copy.linkFallback },
    after: [copy.password_reset.expiry, copy.password_reset.ignore],
  }),
  password_changed: (copy, data) => ({
    subject: copy.password_changed.subject,
    title: copy.password_changed.subject,
    paragraphs: [copy.password_changed.intro, copy.password_changed.notYou],
    action: { label: copy.password_changed.action, url: str(data.resetUrl), fallback: copy.linkFallback },
  }),
  email_verification: (copy, data) => ({
    subject: copy.email_verification.subject,
    title: copy.email_verification.subject,
    paragraphs: [copy.email_verification.intro],
    action: { label: copy.email_verification.action, url: str(data.url), fallback: copy.linkFallback },
    after: [copy.email_verification.ignore],
  }),
  email_change_confirm: (copy, data) => ({
    subject: copy.email_change_confirm.subject,
    title: copy.email_change_confirm.subject,
    paragraphs: [fill(copy.email_change_confirm.intro, { newEmail: str(data.newEmail) })],
    action: { label: copy.email_change_confirm.action, url: str(data.url), fallback: copy.linkFallback },
    after: [copy.email_change_confirm.expiry, copy.email_change_confirm.ignore],
  }),
  email_change_requested: (copy, data) => ({
    subject: copy.email_change_requested.subject,
    title: copy.email_change_requested.subject,
    paragraphs: [
      fill(copy.email_change_requested.intro, { newEmail: str(data.newEmail) }),
      copy.email_change_requested.notYou,
    ],
    action: { label: copy.email_change_requested.action, url: str(data.url), fallback: copy.linkFallback },
    after: [copy.email_change_requested.expiry],
  }),
  order_step: (copy, data) => {
    const known = (NOTIFICATION_TYPES as readonly string[]).includes(str(data.type));
    const step = known ? copy.order_step.steps[data.type as NotificationType] : copy.order_step.other;
    const values = { actor: str(data.actor) || copy.someone, gigTitle: str(data.gigTitle), reason: str(data.reason) };
    const amount =
      typeof data.amount === 'number' && Number.isFinite(data.amount)
        ? new Intl.NumberFormat(copy.locale, { style: 'currency', currency: 'USD' }).format(data.amount)
        : null;
    return {
      // A step about no gig (a payout, the payout account) is named by its title alone.
      subject: values.gigTitle
        ? fill(copy.order_step.subject, { step: step.title, gigTitle: values.gigTitle })
        : step.title,
      title: step.title,
      paragraphs: [fill(step.line, values), ...(amount ? [fill(copy.order_step.amount, { amount })] : [])],
      action: { label: copy.order_step.action, url: str(data.url), fallback: copy.linkFallback },
    };
  },
  message_digest: (copy, data) => ({
    subject: copy.message_digest.subject,
    title: copy.message_digest.subject,
    paragraphs: [copy.message_digest.intro],
    items: (Array.isArray(data.conversations) ? data.conversations : []).map((conversation) =>
      fill(copy.message_digest.conversation, {
        from: str(conversation.from),
        count: str(conversation.count),
        preview: str(conversation.preview),
      }),
    ),
    action: { label: copy.message_digest.action, url: str(data.url), fallback: copy.linkFallback },
  }),
};

/**
 * Writes one queued mail in its reader's language: subject, HTML and text. Everything from `data`
 * is text (escaped by React in the HTML); a template this version does not know is an error
 * (the sender retries it, then gives up and logs it).
 */
export async function renderMail(mail: MailToRender): Promise<RenderedMail> {
  if (!(MAIL_TEMPLATE_NAMES as readonly string[]).includes(mail.template))
    throw new UnknownTemplateError(`no mail template is called "${mail.template}"`);
  const language: Language = (LANGUAGES as readonly string[]).includes(mail.language)
    ? (mail.language as Language)
    : 'en';
  const copy = MAIL_COPY[language];
  const build = builders[mail.template as MailTemplateName] as Builder<MailTemplateName>;
  const { subject, ...content } = build(copy, mail.data as unknown as MailTemplates[MailTemplateName], language);
  const { html, text } = await renderLayout({
    ...content,
    language,
    greeting: fill(copy.greeting, { name: str(mail.data.name) }),
    footer: fill(copy.footer, { site: SITE_NAME }),
    unsubscribe: mail.unsubscribeUrl ? { label: copy.unsubscribe, url: mail.unsubscribeUrl } : null,
  });
  return { subject: oneLine(subject), html, text };
}
