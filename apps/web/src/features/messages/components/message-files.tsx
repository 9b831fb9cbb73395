import type { FileDto } from '@inkwell/domain/files/file.schema';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../components/ui/icons.tsx';
import { formatFileSize } from '../../../lib/format.ts';
import { fileUrl } from '../api/upload-file.ts';

/**
 * The files a message carries, as download links (GET /api/files/{id}:
 * the conversation's two people only) with their name and size.
 */
export function MessageFiles({ files, mine }: { files: FileDto[]; mine: boolean }) {
  const { t, i18n } = useTranslation('messages');
  if (files.length === 0) return null;
  return (
    <ul aria-label={t('files.label')} className="mt-1.5 space-y-1">
      {files.map((file) => (
        <li key={file._id}>
          <a
            href={fileUrl(file._id)}
            download={file.name}
            className={
              `flex min-w-0 items-center gap-2 rounded-lg px-2.5 py-1.5 ` +
              `text-sm focus-visible:outline-2 focus-visible:outline-offset-2 ` +
              `${
                mine
                  ? 'bg-white/15 text-white hover:bg-white/25 focus-visible:outline-white'
                  : 'border border-slate-200 bg-slate-50 text-slate-900 hover:bg-slate-100 ' +
                    'focus-visible:outline-accent-600'
              }`
            }
          >
            <DownloadIcon className="size-4 shrink-0" />
            <span className="sr-only">{t('files.download')} </span>
            <span className="min-w-0 flex-1 truncate font-medium underline-offset-2 hover:underline" title={file.name}>
              {file.name}
            </span>
            <span className={`shrink-0 text-xs tabular-nums ${mine ? 'text-white/85' : 'text-slate-600'}`}>
              {formatFileSize(file.size, i18n.language)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
