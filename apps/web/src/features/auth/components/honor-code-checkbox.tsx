import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClass } from '../../../components/form/styles.ts';
import type { RegisterFormInput } from '../register-form-schema.ts';

/** Registration's required checkbox: the honor code, with a link to read it first. */
export function HonorCodeCheckbox({
  register,
  error,
}: {
  register: UseFormRegister<RegisterFormInput>;
  error: string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id="register-honor-code"
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'register-honor-code-error' : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300"
          {...register('acceptHonorCode')}
        />
        <div className="text-sm">
          <label htmlFor="register-honor-code" className="font-medium text-slate-800">
            {t('register.honorCode')}
          </label>{' '}
          <Link to="/honor-code" target="_blank" className={linkClass}>
            {t('register.honorCodeLink')}
          </Link>
        </div>
      </div>
      {error ? (
        <p id="register-honor-code-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
