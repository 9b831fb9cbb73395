import { LoginInput } from '@inkwell/domain/users/user.schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLogin } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { Field } from '../../../components/form/field.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { linkClass } from '../../../components/form/styles.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { loginNotice, redirectTarget } from '../redirect-target.ts';
import { fieldResolver } from '../../../lib/field-resolver.ts';
import { fieldErrorText, problemText } from '../../../lib/problem-text.ts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * /login: docs/product.md#screens-and-routes; a refusal in the
 * reader's language (lib/problem-text.ts), else our own sentence.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.documentTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: fieldResolver(LoginInput),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = formState;
  // Registered in screen order, so a failed submit focuses the first field in error.
  const fields = { username: register('username'), password: register('password') };
  const fromRegistration = (location.state as { fromRegistration?: unknown } | null)?.fromRegistration === true;
  // Why the user was sent here (e.g. "Please login to contact the seller"), from the page they left.
  const notice = loginNotice(location.state);
  const pending = loginMutation.isPending;
  // A suspended account is told so with the operators' own message (not translated: they wrote it).
  const failure = loginMutation.error;
  const suspension =
    failure instanceof ApiError && failure.code === 'ACCOUNT_SUSPENDED'
      ? failure.errors.suspensionMessage?.[0]
      : undefined;

  const onSubmit = handleSubmit((input) => {
    loginMutation.mutate(input, {
      onSuccess: () => navigate(redirectTarget(location.state), { replace: true }),
    });
  });

  return (
    <AuthCard
      titleId="login-title"
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to="/register" className={linkClass}>
            {t('login.join')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} aria-labelledby="login-title" className="space-y-5">
        {fromRegistration && !loginMutation.isError ? (
          <FormAlert tone="success">{t('login.registered')}</FormAlert>
        ) : null}
        {notice && !loginMutation.isError ? <FormAlert tone="info">{t(`login.notices.${notice}`)}</FormAlert> : null}
        {loginMutation.isError ? (
          <FormAlert key={loginMutation.submittedAt} tone="error">
            {problemText(t, loginMutation.error, t('login.failed'))}
            {suspension ? <> {t('errors:alerts.suspensionMessage', { message: suspension })}</> : null}
          </FormAlert>
        ) : null}
        <fieldset disabled={pending} className="space-y-5">
          <Field
            id="login-username"
            label={t('login.username')}
            error={fieldErrorText(t, errors.username, { form: 'login', field: 'username' })}
          >
            {(control) => (
              <input
                {...control}
                {...fields.username}
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </Field>
          <PasswordField
            id="login-password"
            label={t('login.password')}
            autoComplete="current-password"
            error={fieldErrorText(t, errors.password, { form: 'login', field: 'password' })}
            {...fields.password}
          />
          <p className="-mt-2 text-end text-sm">
            <Link to="/forgot-password" className={linkClass}>
              {t('login.forgot')}
            </Link>
          </p>
          <SubmitButton pending={pending} label={t('login.submit')} pendingLabel={t('login.submitting')} />
        </fieldset>
      </form>
    </AuthCard>
  );
}
