import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { linkClass } from '../../../components/form/styles.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { fieldResolver } from '../../../lib/field-resolver.ts';
import { fieldErrorText, problemText, serverFieldProblems, toFieldError } from '../../../lib/problem-text.ts';
import { useResetPassword } from '../api/account.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { ResetPasswordForm } from '../password-forms.ts';

/** /reset-password?token=...: the new password twice; success signs in and goes home (sellers: their dashboard). */
export function ResetPasswordPage() {
  const { t } = useTranslation('password');
  useDocumentTitle(t('reset.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { register, handleSubmit, formState, setError, setFocus } = useForm<ResetPasswordForm>({
    resolver: fieldResolver(ResetPasswordForm),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const user = await reset.mutateAsync({ token, password });
      await navigate(user.isSeller ? '/seller/dashboard' : '/', { replace: true, state: { passwordReset: true } });
    } catch (error) {
      const problem = serverFieldProblems(error, ['password'] as const)[0];
      if (problem) {
        setError('password', toFieldError(problem.problem));
        flushSync(() => undefined);
        setFocus('password');
      }
    }
  });

  const askAgain = (
    <Link to="/forgot-password" className={linkClass}>
      {t('reset.askAgain')}
    </Link>
  );
  const linkProblem = reset.isError && serverFieldProblems(reset.error, ['password'] as const).length === 0;

  return (
    <AuthCard titleId="reset-title" title={t('reset.title')} subtitle={t('reset.subtitle')} footer={askAgain}>
      {token === '' ? (
        <FormAlert tone="error">{t('reset.noToken')}</FormAlert>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby="reset-title" className="space-y-5">
          {linkProblem ? (
            <FormAlert key={reset.submittedAt} tone="error">
              {problemText(t, reset.error, t('reset.failed'))}
            </FormAlert>
          ) : null}
          <fieldset disabled={reset.isPending} className="space-y-5">
            <NewPasswordFields
              idPrefix="reset"
              password={register('password')}
              confirm={register('confirm')}
              passwordError={fieldErrorText(t, errors.password, { form: 'register', field: 'password' })}
              confirmError={errors.confirm ? t('fields.mismatch') : undefined}
            />
            <SubmitButton pending={reset.isPending} label={t('reset.submit')} pendingLabel={t('reset.submitting')} />
          </fieldset>
        </form>
      )}
    </AuthCard>
  );
}
