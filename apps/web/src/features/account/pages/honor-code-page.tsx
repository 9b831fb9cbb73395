import { HONOR_CODE_VERSION } from '@inkwell/domain/integrity/integrity.constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClass } from '../../../components/form/styles.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

const RULES = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'] as const;

/** /honor-code: the code everyone accepts at registration, in plain words, with its version. */
export function HonorCodePage() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('honorCode.documentTitle'));
  return (
    <article className="container-page max-w-3xl py-8 sm:py-12">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('honorCode.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('honorCode.version', { version: HONOR_CODE_VERSION })}</p>
        <p className="mt-3 leading-relaxed text-slate-700">{t('honorCode.intro')}</p>
      </header>
      <ol className="mt-6 list-decimal space-y-3 ps-6 leading-relaxed text-slate-800">
        {RULES.map((rule) => (
          <li key={rule}>{t(`honorCode.rules.${rule}`)}</li>
        ))}
      </ol>
      <p className="mt-10 border-t border-slate-200 pt-6 text-sm text-slate-600">
        <Link to="/terms" className={linkClass}>
          {t('terms.title')}
        </Link>
      </p>
    </article>
  );
}
