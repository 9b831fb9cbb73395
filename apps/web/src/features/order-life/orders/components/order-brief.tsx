import type { Order } from '@inkwell/domain/orders/order.schema';
import { useTranslation } from 'react-i18next';
import { linkClass } from '../../../../components/form/styles.ts';
import { DownloadIcon } from '../../../../components/ui/icons.tsx';
import { formatFileSize } from '../../../../lib/format.ts';
import { fileUrl } from '../../delivery/api/upload-file.ts';

/**
 * The order's academic brief: what the gig is for, the type of work, subject, level,
 * citation style, length, language and the buyer's files; old orders have none (the proposal is the brief).
 */
export function OrderBrief({ order }: { order: Pick<Order, 'brief' | 'gig'> }) {
  const { t, i18n } = useTranslation(['orders', 'bid', 'common']);
  const brief = order.brief;
  const language = (code: string) =>
    code === 'other'
      ? t('bid:brief.otherLanguage')
      : (new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code);
  const rows: [string, string][] = brief
    ? [
        [t('common:purpose.label'), t(`common:purpose.${order.gig.purpose}`)],
        [t('bid:brief.workType'), t(`bid:brief.workTypes.${brief.workType}`)],
        [t('bid:brief.subject'), brief.subject],
        [t('bid:brief.level'), t(`bid:brief.levels.${brief.level}`)],
        [t('bid:brief.citationStyle'), t(`bid:brief.citationStyles.${brief.citationStyle}`)],
        [
          t('bid:brief.length'),
          `${new Intl.NumberFormat(i18n.language).format(brief.length.value)} ` +
            `${t(`bid:brief.units.${brief.length.unit}`)}`,
        ],
        [t('bid:brief.language'), language(brief.language)],
      ]
    : [[t('common:purpose.label'), t(`common:purpose.${order.gig.purpose}`)]];
  return (
    <div className="mt-3 space-y-3">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium wrap-anywhere text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {brief === null ? <p className="text-sm text-slate-600">{t('orders:brief.none')}</p> : null}
      {brief && brief.attachments.length > 0 ? (
        <ul aria-label={t('orders:brief.files')} className="space-y-2">
          {brief.attachments.map((file) => (
            <li key={file._id} className="flex min-w-0 items-center gap-2 text-sm">
              <DownloadIcon className="size-4 shrink-0 text-slate-500" />
              <a href={fileUrl(file._id)} download={file.name} className={`min-w-0 wrap-anywhere ${linkClass}`}>
                {file.name}
              </a>
              <span className="shrink-0 text-slate-600">({formatFileSize(file.size, i18n.language)})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
