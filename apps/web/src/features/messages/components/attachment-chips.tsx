import { DOCUMENT_MAX_BYTES } from '@inkwell/domain/uploads/upload.rules';
import { useTranslation } from 'react-i18next';
import { CloseIcon, FileTextIcon } from '../../../components/ui/icons.tsx';
import { formatFileSize } from '../../../lib/format.ts';
import { problemText } from '../../../lib/problem-text.ts';
import type { Attachment, AttachmentProblem } from '../use-attachments.ts';

interface AttachmentChipsProps {
  items: Attachment[];
  onRemove: (key: number) => void;
  onRetry: (key: number) => void;
}

/**
 * The files attached to the message being written, as chips: the name and size, then the upload's
 * progress, "Attached", or why it failed with Try again; each has a Remove button named after its file.
 */
export function AttachmentChips({ items, onRemove, onRetry }: AttachmentChipsProps) {
  const { t, i18n } = useTranslation('messages');
  const problemOf = (problem: AttachmentProblem) =>
    problem.kind === 'type'
      ? t('files.type')
      : problem.kind === 'size'
        ? t('files.size', { size: formatFileSize(DOCUMENT_MAX_BYTES, i18n.language) })
        : problemText(t, problem.error, t('files.uploadFailed'));
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });

  if (items.length === 0) return null;
  return (
    <ul aria-label={t('files.chosen')} className="mb-2 flex flex-wrap gap-2">
      {items.map((item) => {
        const name = item.file.name;
        const failed = item.state === 'failed';
        return (
          <li
            key={item.key}
            className={
              `flex max-w-full min-w-0 items-start gap-2 rounded-lg ` +
              `border py-1.5 pr-1 pl-2.5 text-sm sm:max-w-[20rem] ` +
              `${failed ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-slate-50'}`
            }
          >
            <FileTextIcon className={`mt-0.5 size-4 shrink-0 ${failed ? 'text-red-700' : 'text-slate-500'}`} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900" title={name}>
                {name}
              </p>
              <p className="text-xs text-slate-600">
                {formatFileSize(item.file.size, i18n.language)}
                {' · '}
                {/* The state is announced when it changes; the percentage
                   is for the eye (the bar below carries it too). */}
                <span
                  role="status"
                  className={
                    failed ? 'font-medium text-red-700' : item.state === 'done' ? 'text-emerald-800' : undefined
                  }
                >
                  {item.state === 'uploading'
                    ? t('files.uploading')
                    : item.state === 'done'
                      ? t('files.attached')
                      : problemOf(item.problem)}
                </span>
                {item.state === 'uploading' ? <span aria-hidden="true"> {percent.format(item.progress)}</span> : null}
              </p>
              {item.state === 'uploading' ? (
                <progress
                  max={1}
                  value={item.progress}
                  aria-label={t('files.progress', { name })}
                  className={
                    'mt-1 block h-1 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-accent-600 ' +
                    '[&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-accent-600'
                  }
                />
              ) : null}
              {failed && item.problem.kind === 'upload' ? (
                <button
                  type="button"
                  onClick={() => onRetry(item.key)}
                  aria-label={t('files.retryName', { name })}
                  className={
                    'mt-0.5 text-xs font-semibold text-accent-800 underline underline-offset-2 ' +
                    'hover:text-accent-900 focus-visible:outline-2 focus-visible:outline-accent-600'
                  }
                >
                  {t('files.retry')}
                </button>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => onRemove(item.key)}
              className={
                'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 ' +
                'hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600'
              }
            >
              <CloseIcon className="size-4" />
              <span className="sr-only">{t('files.remove', { name })}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
