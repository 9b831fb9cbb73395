import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '@inkwell/domain/uploads/upload.rules';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/form/field.tsx';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { FileTextIcon } from '../../../../components/ui/icons.tsx';
import { formatFileSize } from '../../../../lib/format.ts';
import { FileChooser } from './cover-field.tsx';

export const DOCUMENT_MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);
const EXTENSIONS = DOCUMENT_ACCEPT.split(',');

export type DocumentProblem = 'type' | 'size';

/** PDF, DOC/DOCX, TXT, ZIP, XLS/XLSX of at most 20 MB; the server checks the bytes again. */
export function documentProblem(file: File): DocumentProblem | null {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) return 'type';
  if (file.size > DOCUMENT_MAX_BYTES) return 'size';
  return null;
}

interface DocumentFieldProps {
  /** The stored document of the gig being edited. */
  stored: Gig['document'];
  chosen: File | null;
  onChoose: (file: File | null) => void;
  removeStored: boolean;
  onRemoveStored: (remove: boolean) => void;
  problem: DocumentProblem | null;
  onProblem: (problem: DocumentProblem | null) => void;
  serverError?: string;
}

/** The optional supporting document, sent with the form as multipart field `document`. */
export function DocumentField({
  stored,
  chosen,
  onChoose,
  removeStored,
  onRemoveStored,
  problem,
  onProblem,
  serverError,
}: DocumentFieldProps) {
  const { t, i18n } = useTranslation('gigForm');
  const input = useRef<HTMLInputElement>(null);
  const error = problem ? t(`document.problems.${problem}`, { size: DOCUMENT_MAX_MB }) : serverError;
  const keepsStored = stored && !removeStored && !chosen;

  const clear = () => {
    if (input.current) input.current.value = '';
    onChoose(null);
    onProblem(null);
  };

  return (
    <Field
      id="gig-document"
      label={t('document.label')}
      note={t('optional')}
      hint={t('document.hint', { size: DOCUMENT_MAX_MB })}
      error={error}
    >
      {(control) => (
        <div className="space-y-3">
          {keepsStored || chosen ? (
            <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5">
              <FileTextIcon className="size-5 shrink-0 text-accent-700" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">
                  {chosen?.name ?? stored?.name}
                </span>
                <span className="block text-xs text-slate-600">
                  {formatFileSize(chosen?.size ?? stored?.size ?? 0, i18n.language)} ·{' '}
                  {chosen ? t('document.willUpload') : t('document.current')}
                </span>
              </span>
              <button
                type="button"
                onClick={chosen ? clear : () => onRemoveStored(true)}
                className={buttonClasses('ghost', 'sm')}
              >
                {t('document.remove')}
              </button>
            </div>
          ) : null}
          {stored && removeStored && !chosen ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              {t('document.willRemove', { name: stored.name })}
              <button
                type="button"
                onClick={() => onRemoveStored(false)}
                className="font-semibold text-accent-700 underline-offset-4 hover:underline"
              >
                {t('document.keep')}
              </button>
            </p>
          ) : null}
          <FileChooser
            id={control.id}
            ref={input}
            accept={DOCUMENT_ACCEPT}
            invalid={control['aria-invalid']}
            describedBy={control['aria-describedby']}
            label={chosen || keepsStored ? t('document.replace') : t('document.choose')}
            onFiles={([file]) => {
              const found = file ? documentProblem(file) : null;
              onProblem(found);
              onChoose(found ? null : (file ?? null));
              return !found;
            }}
          />
        </div>
      )}
    </Field>
  );
}
