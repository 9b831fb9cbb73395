import { ForgotPasswordInput } from '@inkwell/domain/users/password.schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../../components/form/field.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { linkClass } from '../../../components/form/styles.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { fieldResolver } from '../../../lib/field-resolver.ts';
import { fieldErrorText, problemText } from '../../../lib/problem-text.ts';
import { useForgotPassword } from '../api/account.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** /forgot-password: the address, then the same message whether it has an account or not. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('password');
  useDocumentTitle(t('forgot.documentTitle'));
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState, getValues } = useForm<ForgotPasswordInput>({
    resolver: fieldResolver(ForgotPasswordInput),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(({ email }) => forgot.mutate(email));
  const footer = (
    <Link to="/login" className={linkClass}>
      {t('forgot.backToLogin')}
    </Link>
  );

  return (
    <AuthCard titleId="forgot-title" title={t('forgot.title')} subtitle={t('forgot.subtitle')} footer={footer}>
      {forgot.isSuccess ? (
        <FormAlert tone="success">{t('forgot.sent', { email: getValues('email') })}</FormAlert>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby="forgot-title" className="space-y-5">
          {forgot.isError ? (
            <FormAlert key={forgot.submittedAt} tone="error">
              {problemText(t, forgot.error, t('forgot.failed'))}
            </FormAlert>
          ) : null}
          <fieldset disabled={forgot.isPending} className="space-y-5">
            <Field id="forgot-email" label={t('forgot.email')} error={fieldErrorText(t, formState.errors.email)}>
              {(control) => (
                <input
                  {...control}
                  {...register('email')}
                  type="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              )}
            </Field>
            <SubmitButton pending={forgot.isPending} label={t('forgot.submit')} pendingLabel={t('forgot.submitting')} />
          </fieldset>
        </form>
      )}
    </AuthCard>
  );
}
