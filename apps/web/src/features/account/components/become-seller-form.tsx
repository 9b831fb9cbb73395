import { BecomeSellerInput } from '@inkwell/domain/users/account.schema';
import { DESC_MAX } from '@inkwell/domain/limits';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { fieldResolver } from '../../../lib/field-resolver.ts';
import { fieldErrorText, problemText, serverFieldProblems, toFieldError } from '../../../lib/problem-text.ts';
import { becomeSeller, useSellerSwitch } from '../api/seller-switch.ts';

const FIELDS = ['phone', 'desc'] as const;

/**
 * "Become a seller": a buyer's phone and description (the seller's
 * fields of registration), then the Seller Hub is theirs.
 */
export function BecomeSellerForm() {
  const { t } = useTranslation(['account', 'errors']);
  const mutation = useSellerSwitch(becomeSeller);
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: fieldResolver(BecomeSellerInput),
    defaultValues: { phone: '', desc: '' },
  });
  const onSubmit = handleSubmit((input) =>
    mutation.mutate(input, {
      onError: (error) => {
        for (const { field, problem } of serverFieldProblems(error, FIELDS))
          setError(field, toFieldError(problem), { shouldFocus: true });
      },
    }),
  );
  const { errors } = formState;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="become-seller-title" className="space-y-5">
      <div>
        <h3 id="become-seller-title" className="text-base font-semibold text-slate-900">
          {t('account:seller.becomeTitle')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('account:seller.becomeIntro')}</p>
      </div>
      {mutation.isError && serverFieldProblems(mutation.error, FIELDS).length === 0 ? (
        <FormAlert key={mutation.submittedAt} tone="error">
          {problemText(t, mutation.error, t('account:seller.failed'))}
        </FormAlert>
      ) : null}
      <fieldset disabled={mutation.isPending} className="space-y-5">
        <Field
          id="seller-phone"
          label={t('account:seller.phone')}
          note={t('account:seller.optional')}
          error={fieldErrorText(t, errors.phone)}
        >
          {(control) => <input {...control} {...register('phone')} type="tel" autoComplete="tel" inputMode="tel" />}
        </Field>
        <Field
          id="seller-desc"
          label={t('account:seller.desc')}
          note={t('account:seller.optional')}
          error={fieldErrorText(t, errors.desc)}
        >
          {(control) => (
            <textarea
              {...control}
              {...register('desc')}
              rows={4}
              maxLength={DESC_MAX}
              placeholder={t('account:seller.descPlaceholder')}
              className={`${control.className} resize-y`}
            />
          )}
        </Field>
      </fieldset>
      <SubmitButton
        pending={mutation.isPending}
        label={t('account:seller.submit')}
        pendingLabel={t('account:seller.submitting')}
      />
    </form>
  );
}
