import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '@inkwell/domain/limits';
import { PasswordField } from './password-field.tsx';

interface NewPasswordFieldsProps {
  idPrefix: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmError: string | undefined;
}

/** A new password typed twice (reset and change), with registration's hint. */
export function NewPasswordFields({
  idPrefix,
  password,
  confirm,
  passwordError,
  confirmError,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('password');
  return (
    <>
      <PasswordField
        id={`${idPrefix}-new`}
        label={t('fields.newPassword')}
        hint={t('fields.newPasswordHint', { min: PASSWORD_MIN })}
        autoComplete="new-password"
        error={passwordError}
        {...password}
      />
      <PasswordField
        id={`${idPrefix}-confirm`}
        label={t('fields.confirm')}
        autoComplete="new-password"
        error={confirmError}
        {...confirm}
      />
    </>
  );
}
