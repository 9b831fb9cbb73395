import { createElement as h, type ReactElement } from 'react';
import { firstUse } from '../../../lib/first-use.ts';

/**
 * react-email (its render brings prettier and html-to-text) loads with the first mail to render,
 * not at start (decision 030): a server that only answers reads never needs its ~8 MB of
 * JavaScript heap. Each package is imported with import() of its own name: the compiled server
 * leaves packages out of its bundle, and a static import of one, even in a module the bundle only
 * reaches through import(), would still load it when the bundle starts.
 */
async function loadReactEmail() {
  const [body, button, container, head, heading, hr, html, link, preview, render, section, text] = await Promise.all([
    import('@react-email/body'),
    import('@react-email/button'),
    import('@react-email/container'),
    import('@react-email/head'),
    import('@react-email/heading'),
    import('@react-email/hr'),
    import('@react-email/html'),
    import('@react-email/link'),
    import('@react-email/preview'),
    import('@react-email/render'),
    import('@react-email/section'),
    import('@react-email/text'),
  ]);
  return {
    Body: body.Body,
    Button: button.Button,
    Container: container.Container,
    Head: head.Head,
    Heading: heading.Heading,
    Hr: hr.Hr,
    Html: html.Html,
    Link: link.Link,
    Preview: preview.Preview,
    render: render.render,
    Section: section.Section,
    Text: text.Text,
  };
}

type ReactEmail = Awaited<ReturnType<typeof loadReactEmail>>;
const reactEmail = firstUse(loadReactEmail);

/**
 * What one mail says, already in the reader's language, as plain text (React escapes every string
 * it writes into the HTML). One layout renders it twice: HTML, and the plain-text part from that
 * same tree (react-email's render with plainText), so the two parts cannot say different things.
 */
export interface MailContent {
  language: string;
  title: string;
  greeting: string;
  paragraphs: string[];
  /** Lines shown as a list (the conversations of a digest). */
  items?: string[];
  action?: { label: string; url: string; fallback: string };
  /** Paragraphs after the button. */
  after?: string[];
  footer: string;
  unsubscribe?: { label: string; url: string } | null;
}

const colors = { ink: '#1f2933', muted: '#52606d', accent: '#1d4ed8', line: '#d9e2ec' };

function layout(
  { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text }: ReactEmail,
  content: MailContent,
): ReactElement {
  const paragraph = (text: string, key: string) =>
    h(Text, { key, style: { color: colors.ink, fontSize: '15px', lineHeight: '24px' } }, text);
  return h(
    Html,
    { lang: content.language },
    h(Head, null),
    h(Preview, null, content.paragraphs[0] ?? content.title),
    h(
      Body,
      {
        style: {
          backgroundColor: '#f5f7fa',
          fontFamily: 'Helvetica, Arial, sans-serif',
          margin: '0',
          padding: '24px 0',
        },
      },
      h(
        Container,
        {
          style: {
            backgroundColor: '#ffffff',
            border: `1px solid ${colors.line}`,
            borderRadius: '8px',
            maxWidth: '560px',
            padding: '24px 32px',
          },
        },
        h(Heading, { as: 'h1', style: { color: colors.ink, fontSize: '20px', margin: '0 0 16px' } }, content.title),
        paragraph(content.greeting, 'greeting'),
        ...content.paragraphs.map((text, index) => paragraph(text, `p${index}`)),
        content.items && content.items.length > 0
          ? h(
              Section,
              { key: 'items' },
              h(
                'ul',
                { style: { color: colors.ink, fontSize: '15px', lineHeight: '24px', paddingLeft: '20px' } },
                ...content.items.map((item, index) => h('li', { key: `i${index}` }, item)),
              ),
            )
          : null,
        content.action
          ? h(
              Section,
              { key: 'action', style: { margin: '24px 0' } },
              h(
                Button,
                {
                  href: content.action.url,
                  style: {
                    backgroundColor: colors.accent,
                    borderRadius: '6px',
                    color: '#ffffff',
                    fontSize: '15px',
                    fontWeight: 'bold',
                    padding: '12px 20px',
                  },
                },
                content.action.label,
              ),
              h(
                Text,
                { style: { color: colors.muted, fontSize: '13px', lineHeight: '20px' } },
                content.action.fallback,
                ' ',
                h(Link, { href: content.action.url, style: { color: colors.accent } }, content.action.url),
              ),
            )
          : null,
        ...(content.after ?? []).map((text, index) => paragraph(text, `a${index}`)),
        h(Hr, { style: { borderColor: colors.line, margin: '24px 0 16px' } }),
        h(
          Text,
          { style: { color: colors.muted, fontSize: '12px', lineHeight: '18px' } },
          content.footer,
          content.unsubscribe
            ? [
                ' ',
                h(
                  Link,
                  {
                    key: 'unsubscribe',
                    href: content.unsubscribe.url,
                    style: { color: colors.muted, textDecoration: 'underline' },
                  },
                  content.unsubscribe.label,
                ),
              ]
            : null,
        ),
      ),
    ),
  );
}

/** The HTML and the plain-text parts of one mail, from the one layout. */
export async function renderLayout(content: MailContent): Promise<{ html: string; text: string }> {
  const components = await reactEmail();
  const { render } = components;
  const element = layout(components, content);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
