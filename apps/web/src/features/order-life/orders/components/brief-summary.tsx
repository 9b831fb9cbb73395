import type { AcademicBrief } from '@inkwell/domain/bids/academic-brief.schema';
import { useTranslation } from 'react-i18next';
import { linkClass } from '../../../../components/form/styles.ts';
import { DownloadIcon } from '../../../../components/ui/icons.tsx';
import { fileUrl } from '../../delivery/api/upload-file.ts';

/**
 * A bid's academic brief in a few lines, for the seller's lists: type, subject, level,
 * citation style, length, language, then the buyer's files as links. The order's page has the full one.
 */
export function BriefSummary({ brief }: { brief: AcademicBrief }) {
  const { t, i18n } = useTranslation(['orders', 'bid']);
  const language =
    brief.language === 'other'
      ? t('bid:brief.otherLanguage')
      : (new Intl.DisplayNames([i18n.language], { type: 'language' }).of(brief.language) ?? brief.language);
  const facts: [string, string][] = [
    [t('bid:brief.workType'), t(`bid:brief.workTypes.${brief.workType}`)],
    [t('bid:brief.subject'), brief.subject],
    [t('bid:brief.level'), t(`bid:brief.levels.${brief.level}`)],
    [t('bid:brief.citationStyle'), t(`bid:brief.citationStyles.${brief.citationStyle}`)],
    [
      t('bid:brief.length'),
      `${new Intl.NumberFormat(i18n.language).format(brief.length.value)} ${t(`bid:brief.units.${brief.length.unit}`)}`,
    ],
    [t('bid:brief.language'), language],
  ];
  return (
    <div role="group" aria-label={t('orders:brief.title')} className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
      <p className="font-semibold text-slate-900">{t('orders:brief.title')}</p>
      <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-1">
            <dt className="shrink-0 text-slate-600">{label}:</dt>
            <dd className="min-w-0 font-medium wrap-anywhere text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {brief.attachments.length > 0 ? (
        <ul aria-label={t('orders:brief.files')} className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {brief.attachments.map((file) => (
            <li key={file._id} className="flex min-w-0 items-center gap-1.5">
              <DownloadIcon className="size-4 shrink-0 text-slate-500" />
              <a href={fileUrl(file._id)} download={file.name} className={`min-w-0 wrap-anywhere ${linkClass}`}>
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
