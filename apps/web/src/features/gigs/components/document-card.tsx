import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { DownloadIcon, ExternalLinkIcon, FileTextIcon } from '../../../components/ui/icons.tsx';
import { formatFileSize } from '../../../lib/format.ts';
import { gigDocumentUrl } from '../api/gig-document-url.ts';

/** The supporting document: a PDF opens in a new tab, any other type downloads. */
export function DocumentCard({ gig }: { gig: Pick<Gig, '_id' | 'document'> }) {
  const { t, i18n } = useTranslation('gig');
  const { document } = gig;
  if (!document) return null;
  const isPdf = document.mimeType === 'application/pdf';
  const extension = document.name.includes('.')
    ? document.name.slice(document.name.lastIndexOf('.') + 1).toUpperCase()
    : '';
  return (
    <section aria-labelledby="document-title" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="document-title" className="text-base font-semibold text-slate-900">
        {t('document.title')}
      </h2>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <span
            className={
              'inline-flex size-10 shrink-0 items-center justify-center ' +
              'rounded-lg bg-white text-accent-700 ring-1 ring-slate-200'
            }
          >
            <FileTextIcon className="size-5" />
          </span>
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium text-slate-900">{document.name}</span>
            <span className="block text-sm text-slate-600">
              {[extension, formatFileSize(document.size, i18n.language)].filter(Boolean).join(' · ')}
            </span>
          </span>
        </div>
        {isPdf ? (
          <a href={gigDocumentUrl(gig._id)} target="_blank" rel="noopener" className={buttonClasses('secondary', 'sm')}>
            <ExternalLinkIcon className="size-4" />
            {t('document.view')}
            <span className="sr-only">{t('document.newTab')}</span>
          </a>
        ) : (
          <a href={gigDocumentUrl(gig._id)} download={document.name} className={buttonClasses('secondary', 'sm')}>
            <DownloadIcon className="size-4" />
            {t('document.download')}
          </a>
        )}
      </div>
    </section>
  );
}
