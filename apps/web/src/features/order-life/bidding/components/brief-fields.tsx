import {
  BRIEF_FILES_MAX,
  BRIEF_LANGUAGES,
  BRIEF_LENGTH_UNITS,
  BRIEF_LEVELS,
  BRIEF_WORK_TYPES,
  CITATION_STYLES,
} from '@inkwell/domain/bids/academic-brief.schema';
import type { PlaceBidFormValues } from '@inkwell/domain/bids/bid.schema';
import type { FileDto } from '@inkwell/domain/files/file.schema';
import { DOCUMENT_ACCEPT } from '@inkwell/domain/uploads/upload.rules';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { controlClass, controlState } from '../../../../components/form/styles.ts';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { fieldErrorText, problemText } from '../../../../lib/problem-text.ts';
import { uploadBriefFile } from '../api/upload-brief-file.ts';

/** The brief's fields as the server names them in a 400's `fields`. */
export const BRIEF_FORM_FIELDS = [
  'brief.workType',
  'brief.subject',
  'brief.level',
  'brief.citationStyle',
  'brief.length.value',
  'brief.length.unit',
  'brief.language',
  'brief.attachments',
] as const;

interface BriefFieldsProps {
  register: UseFormRegister<PlaceBidFormValues>;
  errors: FieldErrors<PlaceBidFormValues>;
  /** The brief's files, kept by the form so that a refusal keeps them. */
  files: FileDto[];
  onFilesChange: (files: FileDto[]) => void;
}

function Labelled({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The academic brief of a bid: type of work, subject, level, citation style, length,
 * language and the assignment's files (uploaded at once as private files, like a delivery's).
 */
export function BriefFields({ register, errors, files, onFilesChange }: BriefFieldsProps) {
  const { t, i18n } = useTranslation('bid');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const brief = errors.brief;
  const text = (error: Parameters<typeof fieldErrorText>[1]) => fieldErrorText(t, error, { form: 'bid' });
  const control = (error: unknown, id: string) => ({
    id,
    className: `${controlClass} ${controlState(Boolean(error))}`,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
  });
  const languageName = (code: string) =>
    code === 'other'
      ? t('brief.otherLanguage')
      : (new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])].slice(0, BRIEF_FILES_MAX - files.length);
    event.target.value = '';
    setUploadError(null);
    setUploading(true);
    const added: FileDto[] = [];
    for (const file of chosen) {
      try {
        added.push(await uploadBriefFile(file));
      } catch (error) {
        setUploadError(problemText(t, error, t('brief.uploadFailed')));
      }
    }
    setUploading(false);
    onFilesChange([...files, ...added]);
  };

  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{t('brief.title')}</legend>
      <p className="text-sm text-slate-600">{t('brief.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Labelled id="brief-work-type" label={t('brief.workType')} error={text(brief?.workType)}>
          <select {...control(brief?.workType, 'brief-work-type')} {...register('brief.workType')}>
            <option value="">{t('brief.choose')}</option>
            {BRIEF_WORK_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`brief.workTypes.${value}`)}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id="brief-subject" label={t('brief.subject')} error={text(brief?.subject)}>
          <input
            type="text"
            autoComplete="off"
            {...control(brief?.subject, 'brief-subject')}
            {...register('brief.subject')}
          />
        </Labelled>
        <Labelled id="brief-level" label={t('brief.level')} error={text(brief?.level)}>
          <select {...control(brief?.level, 'brief-level')} {...register('brief.level')}>
            <option value="">{t('brief.choose')}</option>
            {BRIEF_LEVELS.map((value) => (
              <option key={value} value={value}>
                {t(`brief.levels.${value}`)}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id="brief-citation" label={t('brief.citationStyle')} error={text(brief?.citationStyle)}>
          <select {...control(brief?.citationStyle, 'brief-citation')} {...register('brief.citationStyle')}>
            <option value="">{t('brief.choose')}</option>
            {CITATION_STYLES.map((value) => (
              <option key={value} value={value}>
                {t(`brief.citationStyles.${value}`)}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled
          id="brief-length"
          label={t('brief.length')}
          error={text(brief?.length?.value) ?? text(brief?.length?.unit)}
        >
          <div className="flex gap-2">
            <input
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              {...control(brief?.length?.value, 'brief-length')}
              {...register('brief.length.value')}
            />
            <select
              aria-label={t('brief.unit')}
              className={`${controlClass} ${controlState(Boolean(brief?.length?.unit))} w-32`}
              {...register('brief.length.unit')}
            >
              {BRIEF_LENGTH_UNITS.map((value) => (
                <option key={value} value={value}>
                  {t(`brief.units.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </Labelled>
        <Labelled id="brief-language" label={t('brief.language')} error={text(brief?.language)}>
          <select {...control(brief?.language, 'brief-language')} {...register('brief.language')}>
            {BRIEF_LANGUAGES.map((value) => (
              <option key={value} value={value}>
                {languageName(value)}
              </option>
            ))}
          </select>
        </Labelled>
      </div>
      <div className="space-y-2">
        <label htmlFor="brief-files" className="block text-sm font-medium text-slate-800">
          {t('brief.attachments')}
        </label>
        <p id="brief-files-hint" className="text-sm text-slate-500">
          {t('brief.attachmentsHint', { max: BRIEF_FILES_MAX })}
        </p>
        {files.length > 0 ? (
          <ul className="space-y-1">
            {files.map((file) => (
              <li
                key={file._id}
                className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1.5 text-sm"
              >
                <span className="min-w-0 truncate">{file.name}</span>
                <button
                  type="button"
                  className={buttonClasses('ghost', 'sm')}
                  onClick={() => onFilesChange(files.filter((item) => item._id !== file._id))}
                >
                  {t('brief.remove', { name: file.name })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {files.length < BRIEF_FILES_MAX ? (
          <input
            id="brief-files"
            type="file"
            multiple
            accept={DOCUMENT_ACCEPT}
            aria-describedby="brief-files-hint"
            disabled={uploading}
            onChange={(event) => void choose(event)}
            className={
              'block w-full text-sm text-slate-700 file:me-3 file:rounded-lg ' +
              'file:border-0 file:bg-slate-100 file:px-3 file:py-2'
            }
          />
        ) : null}
        <p role="status" className="text-sm text-slate-600">
          {uploading ? t('brief.uploading') : ''}
        </p>
        {uploadError || brief?.attachments ? (
          <p className="text-sm text-red-700">{uploadError ?? text(brief?.attachments as never)}</p>
        ) : null}
      </div>
    </fieldset>
  );
}
