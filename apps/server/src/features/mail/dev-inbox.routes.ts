import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { escapeHtml, linksOf, listKeptMail, readKeptMail } from './dev-inbox.ts';

/**
 * The dev inbox: with no SMTP_URL, mail is kept as .eml files in DATA_DIR/mail; these
 * pages list them so that a person trying Inkwell locally can open the reset link. Only when
 * config.mail.devInbox (NODE_ENV=development set explicitly, or MAIL_DEV_INBOX=true): otherwise every
 * page is 404. The server says at start that it is on, and warns when it listens beyond this machine.
 * A mail's page shows its text and its links as plain anchors; its own HTML is served on its own
 * address under a policy of its own (sandboxed: no script, no form, its inline styles allowed).
 */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ` +
  `content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" ` +
  `href="data:,"><link rel="stylesheet" ` +
  `href="/dev/mail.css"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;

/**
 * The mail's HTML part alone: sandboxed (no script, no form, an opaque
 * origin), its inline styles allowed, framed by this site only.
 */
const MAIL_HTML_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'self'; " +
  'sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

/** The pages' few styles, from this site (the site's policy refuses inline styles). */
const STYLES = `body{font-family:system-ui,sans-serif;line-height:1.5;margin:1rem;color:#1f2933}main{max-width:60rem}
a,dd,td{overflow-wrap:anywhere}table{border-collapse:collapse;width:100%}caption{text-align:left;font-weight:bold}
th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #d9e2ec;vertical-align:top}
iframe{width:100%;height:36rem;border:1px solid #d9e2ec}pre{white-space:pre-wrap;overflow-wrap:anywhere}
dt{font-weight:bold}
`;

const notFound = (reply: FastifyReply) =>
  reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');

/** True when HOST takes connections from this machine only: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return name === 'localhost' || name === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(name);
}

export const devInboxRoutes: FastifyPluginAsync = async (app) => {
  const { dir, devInbox, smtpUrl } = app.config.mail;
  if (devInbox) {
    app.log.info(
      `the development inbox is on (NODE_ENV=development or MAIL_DEV_INBOX=true): every kept mail, ` +
        `reset and verification links included, is listed at ${app.config.publicUrl}/dev/mail`,
    );
    if (!isLoopbackHost(app.config.host)) {
      app.log.warn(
        `the development inbox is on and the server listens on ${app.config.host}, beyond this machine: anyone ` +
          `who reaches it can read every kept mail at /dev/mail, reset links included. Set MAIL_DEV_INBOX=false ` +
          `(or NODE_ENV=production), or HOST=127.0.0.1`,
      );
    }
  }
  const hide = { schema: { hide: true } };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/dev/mail.css', hide, async (_request, reply) => {
    if (!devInbox) return notFound(reply);
    return reply.type('text/css; charset=utf-8').send(STYLES);
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
      : `<p>No SMTP_URL is set: Inkwell keeps each mail as an .eml file ` +
        `in ${escapeHtml(dir)} instead of sending it. Newest first.</p>`;
    const rows = mails
      .map(
        (mail) =>
          `<tr><td><a ` +
          `href="/dev/mail/${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</a></td><td>${escapeHtml(mail.to)}` +
          `</td><td><time datetime="${escapeHtml(mail.date)}">${escapeHtml(mail.date)}</time></td></tr>`,
      )
      .join('');
    const table =
      mails.length > 0
        ? `<table><caption>Kept mail</caption><thead><tr><th scope="col">Subject</th><th ` +
          `scope="col">To</th><th scope="col">Sent</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No mail yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .send(page('Mail kept by Inkwell', `<h1>Mail kept by Inkwell</h1>${where}${table}`));
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
      `<h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>`,
      `<p><a href="/dev/mail/${escapeHtml(mail.id)}/html">The mail as HTML</a> (sandboxed: no script runs)</p>`,
    ].join('');
    return reply.type('text/html; charset=utf-8').send(page(mail.subject, body));
  });

  app.get<{ Params: { id: string } }>('/dev/mail/:id/html', hide, async (request, reply) => {
    const mail = devInbox ? await readKeptMail(dir, request.params.id) : null;
    if (!mail) return notFound(reply);
    // Its sandbox gives it an opaque origin: it cannot be origin-keyed like the site's pages.
    reply.removeHeader('origin-agent-cluster');
    return reply
      .header('content-security-policy', MAIL_HTML_POLICY)
      .header('x-frame-options', 'SAMEORIGIN')
      .type('text/html; charset=utf-8')
      .send(mail.html);
  });
};
