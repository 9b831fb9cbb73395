import { DESC_MAX } from '@inkwell/domain/limits';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegisterFormInput } from '../register-form-schema.ts';
import { Field } from '../../../components/form/field.tsx';

interface SellerFieldsProps {
  id: string;
  register: UseFormRegister<RegisterFormInput>;
  message: (field: 'phone' | 'desc') => string | undefined;
}

/** Phone and description: shown, checked and sent only when the seller switch is on. */
export function SellerFields({ id, register, message }: SellerFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <div id={id} className="space-y-5 border-t border-slate-200 pt-5">
      <Field id="register-phone" label={t('register.phone')} note={t('register.optional')} error={message('phone')}>
        {(control) => <input {...control} {...register('phone')} type="tel" autoComplete="tel" inputMode="tel" />}
      </Field>
      <Field id="register-desc" label={t('register.desc')} note={t('register.optional')} error={message('desc')}>
        {(control) => (
          <textarea
            {...control}
            {...register('desc')}
            rows={4}
            maxLength={DESC_MAX}
            placeholder={t('register.descPlaceholder')}
            className={`${control.className} resize-y`}
          />
        )}
      </Field>
    </div>
  );
}
