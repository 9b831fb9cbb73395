import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { fieldErrorText, problemText, serverFieldProblems, toFieldError } from '../../../lib/problem-text.ts';
import { fieldResolver } from '../../../lib/field-resolver.ts';
import { useChangePassword } from '../api/account.ts';
import { ChangePasswordForm as ChangePasswordSchema, type ChangePasswordFormValues } from '../password-forms.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PasswordField } from './password-field.tsx';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * Change one's password with the current one: the other devices are signed out, this one
 * stays. Placed on the settings page, and on its own at /settings/password.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('password');
  const change = useChangePassword();
  const { register, handleSubmit, formState, setError, setFocus, reset } = useForm<ChangePasswordFormValues>({
    resolver: fieldResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const { errors } = formState;
  // Registered in screen order, so a failed submit focuses the first field in error.
  const fields = {
    currentPassword: register('currentPassword'),
    newPassword: register('newPassword'),
    confirm: register('confirm'),
  };

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset();
    } catch (error) {
      const problems = serverFieldProblems(error, FIELDS);
      for (const { field, problem } of problems) setError(field, toFieldError(problem));
      flushSync(() => undefined);
      if (problems[0]) setFocus(problems[0].field);
    }
  });
  const general = change.isError && serverFieldProblems(change.error, FIELDS).length === 0;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="change-password-title" className="space-y-5">
      <h2 id="change-password-title" className="text-lg font-semibold text-slate-900">
        {t('change.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('change.subtitle')}</p>
      {change.isSuccess ? <FormAlert tone="success">{t('change.done')}</FormAlert> : null}
      {general ? (
        <FormAlert key={change.submittedAt} tone="error">
          {problemText(t, change.error, t('change.failed'))}
        </FormAlert>
      ) : null}
      <fieldset disabled={change.isPending} className="space-y-5">
        <PasswordField
          id="change-current"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          error={fieldErrorText(t, errors.currentPassword)}
          {...fields.currentPassword}
        />
        <NewPasswordFields
          idPrefix="change"
          password={fields.newPassword}
          confirm={fields.confirm}
          passwordError={fieldErrorText(t, errors.newPassword, { form: 'register', field: 'password' })}
          confirmError={errors.confirm ? t('fields.mismatch') : undefined}
        />
        <SubmitButton pending={change.isPending} label={t('change.submit')} pendingLabel={t('change.submitting')} />
      </fieldset>
    </form>
  );
}
