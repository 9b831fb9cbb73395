import { Email, type CurrentUser } from '@inkwell/domain/users/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '../../../components/form/field.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { api } from '../../../lib/api-client.ts';
import { fieldResolver } from '../../../lib/field-resolver.ts';
import { fieldErrorText, problemText, serverFieldProblems, toFieldError } from '../../../lib/problem-text.ts';
import { authKeys } from '../../../lib/query-keys.ts';

const ChangeEmailSchema = z.object({ email: Email });
type ChangeEmailValues = z.infer<typeof ChangeEmailSchema>;

/**
 * A new address for the account, from the settings page: PUT /api/users/{id} { email }.
 * The server mails a link to the new address and tells the old one; until the link is opened the
 * address is unverified and the banner asks for it.
 */
export function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('password');
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (email: string) => api<unknown>(`/users/${user._id}`, { method: 'PUT', body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  });
  const { register, handleSubmit, formState, setError, setFocus } = useForm<ChangeEmailValues>({
    resolver: fieldResolver(ChangeEmailSchema),
    defaultValues: { email: user.email },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    if (email.toLowerCase() === user.email.toLowerCase()) {
      setError('email', { type: 'same', message: t('email.same') });
      return;
    }
    try {
      await change.mutateAsync(email);
    } catch (error) {
      const [problem] = serverFieldProblems(error, ['email'] as const);
      if (problem) {
        setError('email', toFieldError(problem.problem));
        flushSync(() => undefined);
        setFocus('email');
      }
    }
  });
  const general = change.isError && serverFieldProblems(change.error, ['email'] as const).length === 0;
  const error = formState.errors.email;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="change-email-title" className="space-y-5">
      <h2 id="change-email-title" className="text-lg font-semibold text-slate-900">
        {t('email.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('email.subtitle')}</p>
      {change.isSuccess ? <FormAlert tone="success">{t('email.done', { email: change.variables })}</FormAlert> : null}
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
            error?.type === 'same' ? error.message : fieldErrorText(t, error, { form: 'register', field: 'email' })
          }
        >
          {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" />}
        </Field>
        <SubmitButton pending={change.isPending} label={t('email.submit')} pendingLabel={t('email.submitting')} />
      </fieldset>
    </form>
  );
}
