import type { FileDto } from '@inkwell/domain/files/file.schema';
import { useTranslation } from 'react-i18next';
import { linkClass } from '../../../components/form/styles.ts';
import { DownloadIcon } from '../../../components/ui/icons.tsx';
import { formatFileSize } from '../../../lib/format.ts';
import { fileDownloadUrl } from '../operator-format.ts';

/** Private files to download, each with its size. */
export function FileLinks({ files, label }: { files: FileDto[]; label: string }) {
  const { i18n } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-2 space-y-1.5">
      {files.map((file) => (
        <li key={file._id} className="flex min-w-0 items-center gap-2 text-sm">
          <DownloadIcon className="size-4 shrink-0 text-slate-500" />
          <a href={fileDownloadUrl(file._id)} download={file.name} className={`min-w-0 wrap-anywhere ${linkClass}`}>
            {file.name}
          </a>
          <span className="shrink-0 text-slate-600">({formatFileSize(file.size, i18n.language)})</span>
        </li>
      ))}
    </ul>
  );
}
