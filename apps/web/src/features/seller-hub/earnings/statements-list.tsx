import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { dateTimeFormat } from '../../../lib/format.ts';
import { statementUrl, useStatementMonths } from '../api/payout-statements.ts';

/** "November 2026" in the reader's language: a statement's month is a UTC calendar month. */
const monthName = (month: string, locale: string) =>
  dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/**
 * The seller's monthly statements, newest first: each month a link that downloads its PDF (the
 * server answers it as an attachment in the seller's language).
 */
export function StatementsList({ viewerId }: { viewerId: string }) {
  const { t, i18n } = useTranslation('earnings');
  const statements = useStatementMonths(viewerId);
  const padded = 'px-4 py-4 text-sm sm:px-5';
  if (statements.isPending) return <p className={`${padded} text-slate-600`}>{t('statements.loading')}</p>;
  if (statements.isError && !statements.data)
    return (
      <p role="alert" className={`${padded} text-red-800`}>
        {t('statements.loadFailed')}
      </p>
    );
  const { months } = statements.data;
  if (months.length === 0) return <p className={`${padded} text-slate-600`}>{t('statements.empty')}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {months.map((month) => {
        const name = monthName(month, i18n.language);
        return (
          <li key={month} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 sm:px-5">
            <span className="font-medium text-slate-900 first-letter:uppercase">{name}</span>
            <a
              href={statementUrl(month)}
              download={`inkwell-statement-${month}.pdf`}
              aria-label={t('statements.downloadLabel', { month: name })}
              className={buttonClasses('secondary', 'sm')}
            >
              {t('statements.download')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
