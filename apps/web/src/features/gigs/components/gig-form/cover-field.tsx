import { IMAGE_ACCEPT } from '@inkwell/domain/uploads/upload.rules';
import { useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/form/field.tsx';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { ImageIcon, UploadIcon } from '../../../../components/ui/icons.tsx';
import { problemText } from '../../../../lib/problem-text.ts';
import { IMAGE_MAX_MB, type ImageUploads } from '../../use-image-uploads.ts';

interface CoverFieldProps {
  /** The uploaded cover's URL, '' when none. */
  value: string;
  onChange: (url: string) => void;
  uploads: ImageUploads;
  error?: string;
}

/**
 * The cover: choose an image (PNG, JPG, GIF, WebP), see it, then Upload it. The Upload button
 * is disabled until a file is chosen and while it uploads (docs/product.md#gigs).
 */
export function CoverField({ value, onChange, uploads, error }: CoverFieldProps) {
  const { t } = useTranslation('gigForm');
  const input = useRef<HTMLInputElement>(null);
  const pending = uploads.chosen[0];
  const preview = pending?.previewUrl ?? value;
  const problem = uploads.problem
    ? t(`images.problems.${uploads.problem}`, { size: IMAGE_MAX_MB, max: 1 })
    : uploads.failure
      ? problemText(t, uploads.failure, t('images.uploadFailed'))
      : error;

  const upload = async () => {
    const urls = await uploads.upload();
    if (urls?.[0]) onChange(urls[0]);
    if (input.current && urls) input.current.value = '';
  };

  return (
    <Field
      id="gig-cover"
      label={t('cover.label')}
      note={t('optional')}
      hint={t('cover.hint', { size: IMAGE_MAX_MB })}
      error={problem}
    >
      {(control) => (
        <div className="space-y-3">
          <div
            className={
              'relative flex aspect-[16/9] w-full max-w-md items-center justify-center ' +
              'overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50'
            }
          >
            {preview ? (
              <img src={preview} alt={t('cover.previewAlt')} className="size-full object-cover" />
            ) : (
              <span className="flex flex-col items-center gap-2 text-sm text-slate-500">
                <ImageIcon className="size-8" />
                {t('cover.empty')}
              </span>
            )}
            {pending ? (
              <span
                className={
                  'absolute top-2 left-2 rounded-full bg-white/95 px-2.5 ' +
                  'py-0.5 text-xs font-semibold text-amber-800 shadow-sm'
                }
              >
                {t('images.notUploaded')}
              </span>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <FileChooser
              id={control.id}
              ref={input}
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby']}
              label={value || pending ? t('cover.change') : t('cover.choose')}
              disabled={uploads.uploading}
              onFiles={(files) => uploads.choose(files.slice(0, 1))}
            />
            <button
              type="button"
              onClick={() => void upload()}
              disabled={!pending || uploads.uploading}
              className={buttonClasses('primary', 'sm')}
            >
              <UploadIcon className="size-4" />
              {uploads.uploading ? t('images.uploading') : t('cover.upload')}
            </button>
            {value && !pending ? (
              <button type="button" onClick={() => onChange('')} className={buttonClasses('ghost', 'sm')}>
                {t('cover.remove')}
              </button>
            ) : null}
          </div>
          {pending ? <p className="truncate text-sm text-slate-600">{pending.file.name}</p> : null}
          <p role="status" className="sr-only">
            {uploads.uploading ? t('images.uploading') : ''}
          </p>
        </div>
      )}
    </Field>
  );
}

interface FileChooserProps {
  id: string;
  ref?: Ref<HTMLInputElement>;
  label: string;
  invalid: boolean;
  describedBy: string | undefined;
  disabled?: boolean;
  multiple?: boolean;
  accept?: string;
  /** Returns false when the files were refused, so the input is emptied again. */
  onFiles: (files: File[]) => boolean;
}

/** A file input for images that looks like a button and hands over the chosen files. */
export function FileChooser({
  id,
  ref,
  label,
  invalid,
  describedBy,
  disabled,
  multiple = false,
  accept = IMAGE_ACCEPT,
  onFiles,
}: FileChooserProps) {
  return (
    <div
      className={
        'relative rounded-lg has-[input:disabled]:opacity-60 has-[input:focus-visible]:outline-2 ' +
        'has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-600'
      }
    >
      <span aria-hidden="true" className={buttonClasses('secondary', 'sm')}>
        {label}
      </span>
      <input
        id={id}
        ref={ref}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => {
          const accepted = onFiles([...(event.target.files ?? [])]);
          if (!accepted) event.target.value = '';
        }}
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
    </div>
  );
}
