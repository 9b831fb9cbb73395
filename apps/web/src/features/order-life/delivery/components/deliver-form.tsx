import type { FileDto } from '@inkwell/domain/files/file.schema';
import { DELIVERY_FILES_MAX, DELIVERY_MESSAGE_MAX } from '@inkwell/domain/orders/order.rules';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '@inkwell/domain/uploads/upload.rules';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/form-alert.tsx';
import { controlClass, controlState, linkClass } from '../../../../components/form/styles.ts';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { ButtonSpinner } from '../../../../components/ui/button-spinner.tsx';
import { TrashIcon, UploadIcon } from '../../../../components/ui/icons.tsx';
import { formatFileSize } from '../../../../lib/format.ts';
import { problemText } from '../../../../lib/problem-text.ts';
import { uploadFile } from '../api/upload-file.ts';

type Attachment =
  | { key: number; file: File; state: 'uploading' }
  | { key: number; file: File; state: 'done'; uploaded: FileDto }
  | { key: number; file: File; state: 'failed'; error: string };

interface DeliverFormProps {
  pending: boolean;
  /** Why the last delivery was refused, in the reader's language. */
  error: string | null;
  onDeliver: (input: { message: string; files: string[] }) => void;
}

let nextKey = 0;

/**
 * The seller's delivery: a message and 1 to DELIVERY_FILES_MAX documents. Each file is uploaded as
 * soon as it is chosen (POST /api/files), with its own state (uploading, attached, failed with
 * Try again) and a Remove button; a refused delivery keeps the message and the files.
 */
export function DeliverForm({ pending, error, onDeliver }: DeliverFormProps) {
  const { t, i18n } = useTranslation('orders');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [checked, setChecked] = useState(false);
  const [tooMany, setTooMany] = useState(false);

  const update = (key: number, next: Attachment) =>
    setFiles((all) => all.map((item) => (item.key === key ? next : item)));
  const upload = (key: number, file: File) => {
    if (file.size > DOCUMENT_MAX_BYTES) {
      update(key, { key, file, state: 'failed', error: t('deliver.tooBig') });
      return;
    }
    update(key, { key, file, state: 'uploading' });
    uploadFile(file).then(
      (uploaded) => update(key, { key, file, state: 'done', uploaded }),
      (failure: unknown) =>
        update(key, { key, file, state: 'failed', error: problemText(t, failure, t('deliver.uploadFailed')) }),
    );
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = DELIVERY_FILES_MAX - files.length;
    setTooMany(chosen.length > room);
    const added = chosen
      .slice(0, Math.max(0, room))
      .map((file) => ({ key: ++nextKey, file, state: 'uploading' as const }));
    setFiles((all) => [...all, ...added]);
    for (const item of added) upload(item.key, item.file);
  };

  const uploaded = files.flatMap((item) => (item.state === 'done' ? [item.uploaded._id] : []));
  const uploading = files.some((item) => item.state === 'uploading');
  const messageError = checked && message.trim() === '' ? t('deliver.messageRequired') : null;
  const filesError = checked && uploaded.length === 0 && !uploading ? t('deliver.filesRequired') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (message.trim() === '') return document.getElementById(`${id}-message`)?.focus();
    if (uploading || uploaded.length === 0 || files.some((item) => item.state === 'failed'))
      return input.current?.focus();
    onDeliver({ message: message.trim(), files: uploaded });
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={pending} className="space-y-4">
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <div className="space-y-1.5">
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800">
          {t('deliver.message')}
        </label>
        <textarea
          id={`${id}-message`}
          value={message}
          rows={5}
          maxLength={DELIVERY_MESSAGE_MAX}
          disabled={pending}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={messageError !== null}
          aria-describedby={messageError ? `${id}-message-error` : undefined}
          className={`${controlClass} ${controlState(messageError !== null)}`}
        />
        {messageError ? (
          <p id={`${id}-message-error`} className="text-sm text-red-700">
            {messageError}
          </p>
        ) : null}
      </div>
      <div className="space-y-2">
        <label htmlFor={`${id}-files`} className="block text-sm font-medium text-slate-800">
          {t('deliver.files')}
        </label>
        <p id={`${id}-files-hint`} className="text-sm text-slate-600">
          {t('deliver.filesHint', { max: DELIVERY_FILES_MAX })}
        </p>
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          disabled={pending || files.length >= DELIVERY_FILES_MAX}
          onChange={choose}
          aria-describedby={`${id}-files-hint${filesError ? ` ${id}-files-error` : ''}`}
          className={
            'block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border ' +
            'file:border-slate-300 file:bg-white file:px-4 file:py-2 file:text-sm ' +
            'file:font-semibold file:text-slate-900 hover:file:bg-slate-50'
          }
        />
        {filesError ? (
          <p id={`${id}-files-error`} className="text-sm text-red-700">
            {filesError}
          </p>
        ) : null}
        {tooMany ? <p className="text-sm text-red-700">{t('deliver.tooMany', { max: DELIVERY_FILES_MAX })}</p> : null}
        {files.length > 0 ? (
          <ul aria-label={t('deliver.chosen')} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {files.map((item) => (
              <li key={item.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <UploadIcon className="size-4 shrink-0 text-slate-500" />
                <span className="min-w-0 flex-1 wrap-anywhere text-slate-900">
                  {item.file.name}{' '}
                  <span className="text-slate-600">({formatFileSize(item.file.size, i18n.language)})</span>
                </span>
                <span
                  role="status"
                  className={
                    item.state === 'failed'
                      ? 'text-red-700'
                      : item.state === 'done'
                        ? 'text-emerald-800'
                        : 'text-slate-600'
                  }
                >
                  {item.state === 'uploading'
                    ? t('deliver.uploading')
                    : item.state === 'done'
                      ? t('deliver.uploaded')
                      : item.error}
                </span>
                {item.state === 'failed' ? (
                  <button
                    type="button"
                    onClick={() => upload(item.key, item.file)}
                    disabled={pending}
                    aria-label={`${t('deliver.retry')} ${item.file.name}`}
                    className={`text-sm ${linkClass}`}
                  >
                    {t('deliver.retry')}
                  </button>
                ) : null}
                <button
                  type="button"
                  onClick={() => setFiles((all) => all.filter((other) => other.key !== item.key))}
                  disabled={pending}
                  className={buttonClasses('ghost', 'sm', 'px-2')}
                >
                  <TrashIcon className="size-4" />
                  <span className="sr-only">{t('deliver.remove', { name: item.file.name })}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="rounded-lg bg-amber-50 p-2.5 text-sm text-amber-900">{t('common:honor.reminder')}</p>
      <button type="submit" disabled={pending} className={buttonClasses('primary', 'md', 'disabled:cursor-wait')}>
        {pending ? <ButtonSpinner /> : null}
        {pending ? t('deliver.sending') : t('deliver.submit')}
      </button>
      <p role="status" className="sr-only">
        {pending ? t('deliver.sending') : uploading ? t('deliver.uploading') : ''}
      </p>
    </form>
  );
}
