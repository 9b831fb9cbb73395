import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field.tsx';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'className'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle (a pressed/not pressed button, so its name never changes). */
export function PasswordField({ id, label, hint, error, ...input }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...input}
            {...control}
            className={`${control.className} pe-11`}
            type={visible ? 'text' : 'password'}
          />
          <button
            type="button"
            aria-label={t('password.show')}
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((shown) => !shown)}
            className={
              'absolute inset-y-0 end-0 my-1 me-1 flex w-9 items-center justify-center rounded-md ' +
              'text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 ' +
              'focus-visible:outline-accent-600 disabled:pointer-events-none'
            }
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </Field>
  );
}

function EyeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" className="size-5">
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d={
          'M2.04 12.32a1 1 0 0 1 0-.64C3.42 7.51 7.36 4.5 12 4.5s8.57 3 9.96 ' +
          '7.18a1 1 0 0 1 0 .64C20.58 16.49 16.64 19.5 12 19.5s-8.57-3-9.96-7.18Z'
        }
      />
      <path strokeLinecap="round" strokeLinejoin="round" d="M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" className="size-5">
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d={
          'M3.98 8.22A10.48 10.48 0 0 0 1.93 12C3.23 16.34 7.24 19.5 12 19.5c.99 0 1.95-.14 2.86-.4M6.23 ' +
          '6.23A10.45 10.45 0 0 1 12 4.5c4.76 0 8.77 3.16 10.07 7.5a10.52 10.52 0 0 1-4.29 5.77M6.23 6.23 3 ' +
          '3m3.23 3.23 3.65 3.65m7.89 7.89L21 21m-3.23-3.23-3.65-3.65m0 0a3 3 0 1 0-4.24-4.24m4.24 4.24L9.88 9.88'
        }
      />
    </svg>
  );
}
