import { GIG_IMAGES_MAX } from '@inkwell/domain/limits';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/form/field.tsx';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { CloseIcon, UploadIcon } from '../../../../components/ui/icons.tsx';
import { problemText } from '../../../../lib/problem-text.ts';
import { IMAGE_MAX_MB, type ImageUploads } from '../../use-image-uploads.ts';
import { FileChooser } from './cover-field.tsx';

interface ImagesFieldProps {
  /** The uploaded images' URLs. */
  value: string[];
  onChange: (urls: string[]) => void;
  uploads: ImageUploads;
  error?: string;
}

/** Extra images shown in the gig's gallery: choose several, upload them, remove any. */
export function ImagesField({ value, onChange, uploads, error }: ImagesFieldProps) {
  const { t } = useTranslation('gigForm');
  const input = useRef<HTMLInputElement>(null);
  const room = GIG_IMAGES_MAX - value.length;
  const problem = uploads.problem
    ? t(`images.problems.${uploads.problem}`, { size: IMAGE_MAX_MB, max: room })
    : uploads.failure
      ? problemText(t, uploads.failure, t('images.uploadFailed'))
      : error;

  const upload = async () => {
    const urls = await uploads.upload();
    if (urls) {
      onChange([...value, ...urls]);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Field
      id="gig-images"
      label={t('images.label')}
      note={t('optional')}
      hint={t('images.hint', { max: GIG_IMAGES_MAX, size: IMAGE_MAX_MB })}
      error={problem}
    >
      {(control) => (
        <div className="space-y-3">
          {value.length > 0 || uploads.chosen.length > 0 ? (
            <ul className="flex flex-wrap gap-3">
              {value.map((url, index) => (
                <li key={url} className="relative">
                  <img
                    src={url}
                    alt={t('images.alt', { index: index + 1 })}
                    className="h-20 w-28 rounded-lg border border-slate-200 object-cover"
                  />
                  <button
                    type="button"
                    onClick={() => onChange(value.filter((other) => other !== url))}
                    aria-label={t('images.remove', { index: index + 1 })}
                    className={
                      'absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full ' +
                      'border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-100'
                    }
                  >
                    <CloseIcon className="size-4" />
                  </button>
                </li>
              ))}
              {uploads.chosen.map((image) => (
                <li key={image.previewUrl} className="relative">
                  <img
                    src={image.previewUrl}
                    alt={image.file.name}
                    className="h-20 w-28 rounded-lg border border-dashed border-amber-400 object-cover opacity-80"
                  />
                  <span
                    className={
                      'absolute bottom-1 left-1 rounded-full bg-white/95 ' +
                      'px-2 py-0.5 text-[0.7rem] font-semibold text-amber-800'
                    }
                  >
                    {t('images.notUploaded')}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <FileChooser
              id={control.id}
              ref={input}
              multiple
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby']}
              label={t('images.choose')}
              disabled={uploads.uploading || room <= 0}
              onFiles={(files) => uploads.choose(files)}
            />
            <button
              type="button"
              onClick={() => void upload()}
              disabled={uploads.chosen.length === 0 || uploads.uploading}
              className={buttonClasses('primary', 'sm')}
            >
              <UploadIcon className="size-4" />
              {uploads.uploading
                ? t('images.uploading')
                : uploads.chosen.length > 0
                  ? t('images.upload', { count: uploads.chosen.length })
                  : t('images.uploadNone')}
            </button>
          </div>
          <p role="status" className="sr-only">
            {uploads.uploading ? t('images.uploading') : ''}
          </p>
        </div>
      )}
    </Field>
  );
}
