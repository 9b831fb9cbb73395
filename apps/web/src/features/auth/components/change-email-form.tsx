import { ChangeEmailInput } from '@inkwell/domain/users/email-change.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { fieldResolver } from '../../../lib/field-resolver.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { fieldErrorText, problemText, serverFieldProblems, toFieldError } from '../../../lib/problem-text.ts';
import { usePendingEmailChange, useRequestEmailChange } from '../api/email-change.ts';
import { PasswordField } from './password-field.tsx';

const FIELDS = ['email', 'password'] as const;

/**
 * "Change email" on the settings page: the new address and the current password
 * (POST /api/auth/email/change). Nothing changes until the link mailed to the new address is opened;
 * the form shows the address waiting for it, and the old address gets a link that cancels.
 */
export function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation('password');
  const pending = usePendingEmailChange();
  const change = useRequestEmailChange();
  const { register, handleSubmit, formState, setError, setFocus, reset } = useForm<ChangeEmailInput>({
    resolver: fieldResolver(ChangeEmailInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  // Registered in screen order, so a failed submit focuses the first field in error.
  const fields = { email: register('email'), password: register('password') };

  const onSubmit = handleSubmit(async (input) => {
    if (input.email.toLowerCase() === user.email.toLowerCase()) {
      setError('email', { type: 'email_same', message: 'email_same' });
      setFocus('email');
      return;
    }
    try {
      await change.mutateAsync(input);
      reset();
    } catch (error) {
      const problems = serverFieldProblems(error, FIELDS);
      for (const { field, problem } of problems) setError(field, toFieldError(problem));
      flushSync(() => undefined);
      if (problems[0]) setFocus(problems[0].field);
    }
  });
  const general = change.isError && serverFieldProblems(change.error, FIELDS).length === 0;
  const waiting = pending.data?.pendingEmail ? pending.data : null;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="change-email-title" className="space-y-5">
      <h2 id="change-email-title" className="text-lg font-semibold text-slate-900">
        {t('email.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('email.current', { email: user.email })}</p>
      <p className="text-sm text-slate-600">{t('email.subtitle')}</p>
      {waiting ? (
        <FormAlert tone={change.isSuccess ? 'success' : 'info'}>
          {t('email.pending', {
            email: waiting.pendingEmail,
            until: formatDateTime(waiting.expiresAt ?? '', i18n.language),
            current: user.email,
          })}
        </FormAlert>
      ) : null}
      {general ? (
        <FormAlert key={change.submittedAt} tone="error">
          {problemText(t, change.error, t('email.failed'))}
        </FormAlert>
      ) : null}
      <fieldset disabled={change.isPending} className="space-y-5">
        <Field
          id="change-email"
          label={t('email.label')}
          error={
            // Sign-up's sentence for a taken address speaks of a new account; this form says it its own way.
            errors.email?.type === 'email_unavailable'
              ? t('email.unavailable')
              : fieldErrorText(t, errors.email, { form: 'register', field: 'email' })
          }
        >
          {(control) => <input {...control} {...fields.email} type="email" autoComplete="email" />}
        </Field>
        <PasswordField
          id="change-email-password"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          error={fieldErrorText(t, errors.password)}
          {...fields.password}
        />
        <SubmitButton pending={change.isPending} label={t('email.submit')} pendingLabel={t('email.submitting')} />
      </fieldset>
    </form>
  );
}
