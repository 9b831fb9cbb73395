import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { escapeHtml, linksOf, listKeptMail, readKeptMail } from './dev-inbox.ts';

/**
 * The dev inbox (issue 16): with no SMTP_URL, mail is kept as .eml files in DATA_DIR/mail; these
 * pages list them so that a person trying Inkwell locally can open the reset link. Only when
 * config.mail.devInbox (MAIL_DEV_INBOX; on outside production): otherwise every page is 404. The
 * mail's own HTML is served on its own address with a policy of its own (no script, sandboxed,
 * framed by this site only) and shown in a sandboxed frame; its links open outside the frame.
 */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;

/** The mail's HTML part alone: no script, its styles allowed, framed by /dev/mail/:id only, links open at the top. */
const MAIL_HTML_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation";

const notFound = (reply: FastifyReply) => reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');

export const devInboxRoutes: FastifyPluginAsync = async (app) => {
  const { dir, devInbox, smtpUrl } = app.config.mail;
  const hide = { schema: { hide: true } };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get<{ Querystring: { to?: string } }>('/dev/mail.json', hide, async (request, reply) => {
    if (!devInbox) return notFound(reply);
    const to = typeof request.query.to === 'string' ? request.query.to : undefined;
    return reply.send(await listKeptMail(dir, { to }));
  });

  app.get('/dev/mail', hide, async (_request, reply) => {
    if (!devInbox) return notFound(reply);
    const mails = await listKeptMail(dir);
    const where = smtpUrl
      ? '<p>Mail is sent through SMTP (SMTP_URL), so none is kept here.</p>'
      : `<p>No SMTP_URL is set: Inkwell keeps each mail as an .eml file in ${escapeHtml(dir)} instead of sending it. Newest first.</p>`;
    const rows = mails
      .map((mail) => `<tr><td><a href="/dev/mail/${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</a></td><td>${escapeHtml(mail.to)}</td><td><time datetime="${escapeHtml(mail.date)}">${escapeHtml(mail.date)}</time></td></tr>`)
      .join('');
    const table = mails.length > 0 ? `<table><caption>Kept mail</caption><thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Sent</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No mail yet.</p>';
    return reply.type('text/html; charset=utf-8').send(page('Mail kept by Inkwell', `<h1>Mail kept by Inkwell</h1>${where}${table}`));
  });

  app.get<{ Params: { id: string } }>('/dev/mail/:id', hide, async (request, reply) => {
    const mail = devInbox ? await readKeptMail(dir, request.params.id) : null;
    if (!mail) return notFound(reply);
    const links = linksOf(mail.html)
      .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
      .join('');
    const headers = Object.entries({ From: mail.from, To: mail.to, Date: mail.date, ...mail.headers })
      .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
      .join('');
    const body = [
      `<p><a href="/dev/mail">All kept mail</a></p>`,
      `<h1>${escapeHtml(mail.subject)}</h1>`,
      `<dl>${headers}</dl>`,
      `<h2>Links</h2><ul>${links}</ul>`,
      `<h2>HTML</h2><iframe title="The mail as HTML" src="/dev/mail/${escapeHtml(mail.id)}/html" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" width="640" height="560"></iframe>`,
      `<h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>`,
    ].join('');
    return reply.type('text/html; charset=utf-8').send(page(mail.subject, body));
  });

  app.get<{ Params: { id: string } }>('/dev/mail/:id/html', hide, async (request, reply) => {
    const mail = devInbox ? await readKeptMail(dir, request.params.id) : null;
    if (!mail) return notFound(reply);
    // Links open in the whole window, not inside the frame (the site's pages refuse to be framed).
    const html = mail.html.replace(/<head>/i, '<head><base target="_top">');
    return reply.header('content-security-policy', MAIL_HTML_POLICY).header('x-frame-options', 'SAMEORIGIN').type('text/html; charset=utf-8').send(html);
  });
};
