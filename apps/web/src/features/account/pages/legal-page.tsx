import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClass } from '../../../components/form/styles.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

/** The sections of each document, in order (keys of the legal namespace: <doc>.sections.<key>.title and .body). */
const TERMS_SECTIONS = [
  'service',
  'accounts',
  'integrity',
  'orders',
  'payments',
  'content',
  'conduct',
  'ending',
  'liability',
  'changes',
] as const;
const PRIVACY_SECTIONS = ['controller', 'basis', 'sharing', 'rights', 'security', 'contact'] as const;
/** The rows of the privacy policy's table: what is stored, why, and for how long. */
const PRIVACY_ROWS = [
  'account',
  'profile',
  'gigs',
  'bids',
  'orders',
  'messages',
  'files',
  'ledger',
  'sessions',
  'mail',
  'logs',
] as const;

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split('\n\n').map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
          {paragraph}
        </p>
      ))}
    </>
  );
}

function LegalFrame({ doc, children }: { doc: 'terms' | 'privacy'; children: ReactNode }) {
  const { t } = useTranslation('legal');
  useDocumentTitle(t(`${doc}.title`));
  const other = doc === 'terms' ? 'privacy' : 'terms';
  return (
    <article className="container-page max-w-3xl py-8 sm:py-12">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(`${doc}.title`)}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('updated')}</p>
        <Paragraphs text={t(`${doc}.intro`)} />
      </header>
      {children}
      <p className="mt-10 border-t border-slate-200 pt-6 text-sm text-slate-600">
        <Link to={`/${other}`} className={linkClass}>
          {t(`${other}.title`)}
        </Link>
      </p>
    </article>
  );
}

function Sections({ doc, keys }: { doc: 'terms' | 'privacy'; keys: readonly string[] }) {
  const { t } = useTranslation('legal');
  return (
    <>
      {keys.map((key, index) => (
        <section key={key} aria-labelledby={`${doc}-${key}`} className="mt-8">
          <h2 id={`${doc}-${key}`} className="text-lg font-semibold text-slate-900">
            {index + 1}. {t(`${doc}.sections.${key}.title`)}
          </h2>
          <Paragraphs text={t(`${doc}.sections.${key}.body`)} />
        </section>
      ))}
    </>
  );
}

/** /terms: the terms of service, in the reader's language. */
export function TermsPage() {
  return (
    <LegalFrame doc="terms">
      <Sections doc="terms" keys={TERMS_SECTIONS} />
    </LegalFrame>
  );
}

/** /privacy: what Inkwell stores, why and for how long, and how to take or delete one's data. */
export function PrivacyPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalFrame doc="privacy">
      <section className="mt-8">
        <h2 id="privacy-stored" className="text-lg font-semibold text-slate-900">
          {t('privacy.table.title')}
        </h2>
        <div
          className="mt-4 overflow-x-auto rounded-xl border border-slate-200"
          tabIndex={0}
          role="region"
          aria-labelledby="privacy-stored"
        >
          {/* The table scrolls sideways on a phone: the region can take the focus to scroll by keyboard. */}
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  {t('privacy.table.what')}
                </th>
                <th scope="col" className="p-3 font-semibold">
                  {t('privacy.table.why')}
                </th>
                <th scope="col" className="p-3 font-semibold">
                  {t('privacy.table.howLong')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top text-slate-700">
              {PRIVACY_ROWS.map((row) => (
                <tr key={row}>
                  <th scope="row" className="p-3 font-medium text-slate-900">
                    {t(`privacy.rows.${row}.what`)}
                  </th>
                  <td className="p-3">{t(`privacy.rows.${row}.why`)}</td>
                  <td className="p-3">{t(`privacy.rows.${row}.howLong`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="privacy-yours" className="mt-8">
        <h2 id="privacy-yours" className="text-lg font-semibold text-slate-900">
          {t('privacy.yours.title')}
        </h2>
        <Paragraphs text={t('privacy.yours.body')} />
        <p className="mt-3">
          <Link to="/settings#data" className={linkClass}>
            {t('privacy.yours.link')}
          </Link>
        </p>
      </section>
      <Sections doc="privacy" keys={PRIVACY_SECTIONS} />
    </LegalFrame>
  );
}
