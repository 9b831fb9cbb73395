import { useTranslation } from 'react-i18next';
import { SITE_NAME } from '../../../components/use-document-title.ts';
import { useSiteOrigin } from '../../../lib/site-origin.ts';

/**
 * schema.org data for search engines: the site with its gig search, and the organisation.
 * A data block (type application/ld+json) is not a script the browser runs, so the CSP allows it.
 */
export function StructuredData() {
  const { t, i18n } = useTranslation('home');
  const origin = useSiteOrigin();
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        url: `${origin}/`,
        name: SITE_NAME,
        description: t('meta.description'),
        inLanguage: i18n.resolvedLanguage,
        publisher: { '@id': `${origin}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/gigs?search={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
      {
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: SITE_NAME,
        url: `${origin}/`,
        logo: `${origin}/img/logo.svg`,
        description: t('meta.description'),
      },
    ],
  };
  // "<" is escaped so that no text in the data can close the element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
