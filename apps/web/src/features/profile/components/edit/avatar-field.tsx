import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@inkwell/domain/uploads/upload.rules';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/form/field.tsx';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { Avatar } from '../../../../components/ui/avatar.tsx';
import { problemText } from '../../../../lib/problem-text.ts';
import { useUploadImage } from '../../../uploads/index.ts';

interface AvatarFieldProps {
  value: string;
  onChange: (url: string) => void;
  /** Tells the form an upload is under way (saving waits for it). */
  onUploading: (uploading: boolean) => void;
  error?: string;
}

const IMAGE_MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * The profile picture: a chosen image is checked, sent to POST
 * /api/uploads at once, and shown; the default avatar when none.
 */
export function AvatarField({ value, onChange, onUploading, error }: AvatarFieldProps) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | undefined>();

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return setProblem(t('edit.avatarType'));
    if (file.size > IMAGE_MAX_BYTES) return setProblem(t('edit.avatarSize', { size: IMAGE_MAX_MB }));
    setProblem(undefined);
    onUploading(true);
    try {
      const { url } = await upload.mutateAsync(file);
      onChange(url);
    } catch (failure) {
      setProblem(problemText(t, failure, t('edit.avatarFailed')));
    } finally {
      onUploading(false);
    }
  };

  return (
    <Field
      id="profile-avatar"
      label={t('edit.avatar')}
      hint={t('edit.avatarHint', { size: IMAGE_MAX_MB })}
      error={problem ?? error}
    >
      {(control) => (
        <div className="flex flex-wrap items-center gap-4">
          <Avatar src={value} alt={t('edit.avatarPreview')} className="size-20" size={80} />
          <div className="flex flex-wrap items-center gap-3">
            {/* The real input lies, invisible, over its styled face: one label, native keyboard and drop. */}
            <div
              className={
                'relative rounded-lg has-[input:disabled]:opacity-60 has-[input:focus-visible]:outline-2 ' +
                'has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-600'
              }
            >
              <span aria-hidden="true" className={buttonClasses('secondary', 'sm')}>
                {upload.isPending ? t('edit.avatarUploading') : value ? t('edit.avatarChange') : t('edit.avatarChoose')}
              </span>
              <input
                id={control.id}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                ref={input}
                type="file"
                accept={IMAGE_ACCEPT}
                disabled={upload.isPending}
                onChange={(event) => void choose(event.target.files?.[0])}
                className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-wait"
              />
            </div>
            {value && !upload.isPending ? (
              <button type="button" onClick={() => onChange('')} className={buttonClasses('ghost', 'sm')}>
                {t('edit.avatarRemove')}
              </button>
            ) : null}
          </div>
          <p role="status" className="sr-only">
            {upload.isPending ? t('edit.avatarUploading') : ''}
          </p>
        </div>
      )}
    </Field>
  );
}
