import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '@inkwell/domain/uploads/upload.rules';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import type { Picture } from '../use-picture.ts';
import { Field } from '../../../components/form/field.tsx';

interface PictureFieldProps {
  picture: Picture | null;
  error?: string;
  /** Returns false when the file was refused, so the input is emptied again. */
  onChoose: (file: File | null) => boolean;
}

export const IMAGE_MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

/** The optional profile picture: a file input limited to images, with a round preview. */
export function PictureField({ picture, error, onChoose }: PictureFieldProps) {
  const { t } = useTranslation('auth');
  const input = useRef<HTMLInputElement>(null);

  function clear() {
    if (input.current) input.current.value = '';
    onChoose(null);
  }

  return (
    <Field
      id="register-picture"
      label={t('register.picture')}
      note={t('register.optional')}
      hint={t('register.pictureHint', { size: IMAGE_MAX_MB })}
      error={error}
    >
      {(control) => (
        <div className="flex items-center gap-4">
          <span
            className={
              'flex size-16 shrink-0 items-center justify-center overflow-hidden ' +
              'rounded-full border border-slate-200 bg-slate-100 text-slate-400'
            }
          >
            {picture ? (
              <img src={picture.previewUrl} alt={t('register.pictureAlt')} className="size-full object-cover" />
            ) : (
              <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-9">
                <path
                  fillRule="evenodd"
                  d={
                    'M7.5 6a4.5 4.5 0 1 1 9 0 4.5 4.5 0 0 1-9 0ZM3.75 20.1a8.25 8.25 0 0 1 16.5 0 .75.75 0 ' +
                    '0 1-.44.68A18.68 18.68 0 0 1 12 22.5c-2.79 0-5.43-.61-7.81-1.72a.75.75 0 0 1-.44-.68Z'
                  }
                  clipRule="evenodd"
                />
              </svg>
            )}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              {/* The real input lies, invisible, over its styled face: one label, native keyboard and drop. */}
              <div
                className={
                  'relative rounded-lg has-[input:disabled]:opacity-60 has-[input:focus-visible]:outline-2 ' +
                  'has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-600'
                }
              >
                <span aria-hidden="true" className={buttonClasses('secondary', 'sm')}>
                  {picture ? t('register.pictureChange') : t('register.pictureChoose')}
                </span>
                <input
                  {...control}
                  ref={input}
                  type="file"
                  accept={IMAGE_ACCEPT}
                  onChange={(event) => {
                    const accepted = onChoose(event.target.files?.[0] ?? null);
                    if (!accepted) event.target.value = '';
                  }}
                  className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                />
              </div>
              {picture ? (
                <button
                  type="button"
                  onClick={clear}
                  className={
                    'rounded-sm text-sm font-medium text-slate-600 underline-offset-4 ' +
                    'hover:text-slate-900 hover:underline focus-visible:outline-2 ' +
                    'focus-visible:outline-offset-2 focus-visible:outline-accent-600'
                  }
                >
                  {t('register.pictureRemove')}
                </button>
              ) : null}
            </div>
            {picture ? <p className="mt-1.5 truncate text-sm text-slate-600">{picture.file.name}</p> : null}
          </div>
        </div>
      )}
    </Field>
  );
}
