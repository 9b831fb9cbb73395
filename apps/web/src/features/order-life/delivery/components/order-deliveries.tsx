import type { Delivery } from '@inkwell/domain/orders/order.schema';
import { useTranslation } from 'react-i18next';
import { MaskedText } from '../../../../components/contact-masking.tsx';
import { linkClass } from '../../../../components/form/styles.ts';
import { DownloadIcon } from '../../../../components/ui/icons.tsx';
import { formatFileSize } from '../../../../lib/format.ts';
import { fileUrl } from '../api/upload-file.ts';
import { OriginalityEvidence } from './originality-evidence.tsx';

/**
 * The seller's deliveries, the newest first: the message, each file to download
 * (the order's people only), the honor code's notice and its originality evidence.
 */
export function OrderDeliveries({ deliveries }: { deliveries: Delivery[] }) {
  const { t, i18n } = useTranslation(['orders', 'common']);
  if (deliveries.length === 0) return null;
  const newestFirst = [...deliveries].reverse();
  const at = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <section
      aria-labelledby="order-deliveries"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id="order-deliveries" className="text-lg font-semibold text-slate-900">
        {t('deliveries.title')}
      </h2>
      <ol className="mt-3 space-y-4">
        {newestFirst.map((delivery, index) => (
          <li key={delivery._id} className="rounded-xl border border-slate-200 p-3 sm:p-4">
            <h3 className="text-sm font-semibold text-slate-900">
              {t('deliveries.one', { number: deliveries.length - index })}{' '}
              <span className="font-normal text-slate-600">· {at(delivery.at)}</span>
            </h3>
            <p className="mt-2 text-sm leading-relaxed wrap-anywhere whitespace-pre-line text-slate-800">
              <MaskedText text={delivery.message} />
            </p>
            <ul aria-label={t('deliveries.files')} className="mt-3 space-y-2">
              {delivery.files.map((file) => (
                <li key={file._id} className="flex min-w-0 items-center gap-2 text-sm">
                  <DownloadIcon className="size-4 shrink-0 text-slate-500" />
                  <a href={fileUrl(file._id)} download={file.name} className={`min-w-0 wrap-anywhere ${linkClass}`}>
                    {file.name}
                  </a>
                  <span className="shrink-0 text-slate-600">({formatFileSize(file.size, i18n.language)})</span>
                </li>
              ))}
            </ul>
            <p className="mt-3 rounded-lg bg-amber-50 p-2.5 text-sm text-amber-900">
              {t('common:honor.notice')}{' '}
              <a href="/honor-code" className="font-medium underline">
                {t('common:honor.link')}
              </a>
            </p>
            <OriginalityEvidence originality={delivery.originality} />
          </li>
        ))}
      </ol>
    </section>
  );
}
