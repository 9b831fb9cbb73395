import { DemoCardFields, type PaymentIntentResult } from '@inkwell/domain/payments/payment.schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '../../../../components/form/field.tsx';
import { FormAlert } from '../../../../components/form/form-alert.tsx';
import { SubmitButton } from '../../../../components/form/submit-button.tsx';
import { fieldResolver } from '../../../../lib/field-resolver.ts';
import { formatPrice } from '../../../../lib/format.ts';
import { fieldErrorText, fieldText, problemText, serverFieldProblems } from '../../../../lib/problem-text.ts';
import { useConfirmDemoCard } from '../api/confirm-demo-card.ts';
import { formatCardNumber, formatExpiry } from '../card-format.ts';
import { successPath } from '../success-path.ts';
import { DemoCardsNotice } from './demo-cards-notice.tsx';

const CARD_FIELDS = ['number', 'expiry', 'cvc'] as const;
type CardField = (typeof CARD_FIELDS)[number];

/**
 * The demo gateway's card form: number, expiry and CVC, checked in the browser with the server's own
 * schema, then confirmed by the gateway. Like Stripe, a confirmed payment goes on to /success with
 * the intent in the address; a refused card stays here with its message in the reader's language
 * (docs/product.md#user-facing-sentences: a card or validation error
 * says what it is, anything else "An unexpected error occurred").
 */
export function DemoCardForm({ intent }: { intent: PaymentIntentResult }) {
  const { t, i18n } = useTranslation('payments');
  const navigate = useNavigate();
  const confirm = useConfirmDemoCard();
  const { register, handleSubmit, formState, setValue } = useForm<DemoCardFields>({
    resolver: fieldResolver(DemoCardFields),
    defaultValues: { number: '', expiry: '', cvc: '' },
  });
  const serverFields = serverFieldProblems(confirm.error, CARD_FIELDS, true);
  const fieldError = (field: CardField) =>
    fieldErrorText(t, formState.errors[field], { form: 'card', field }) ??
    fieldText(t, serverFields.find((found) => found.field === field)?.problem, { form: 'card', field });
  const fields = {
    number: register('number', { onChange: (event) => setValue('number', formatCardNumber(event.target.value)) }),
    expiry: register('expiry', {
      onChange: (event) =>
        setValue(
          'expiry',
          formatExpiry(event.target.value, (event.nativeEvent as InputEvent).inputType?.startsWith('delete') ?? false),
        ),
    }),
    cvc: register('cvc', {
      onChange: (event) => setValue('cvc', String(event.target.value).replace(/\D/g, '').slice(0, 4)),
    }),
  };
  const pending = confirm.isPending || confirm.isSuccess;
  const alert =
    confirm.isError && serverFields.length === 0 ? problemText(t, confirm.error, t('errors.unexpected')) : null;

  const onSubmit = handleSubmit((card) => {
    confirm.mutate(
      { clientSecret: intent.clientSecret, ...card },
      {
        onSuccess: (result) =>
          navigate(successPath(result.paymentIntent, intent.clientSecret, result.status), { replace: true }),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="card-title" className="space-y-5">
      <h2 id="card-title" className="text-lg font-semibold text-slate-900">
        {t('pay.card.title')}
      </h2>
      <DemoCardsNotice />
      {alert ? (
        <FormAlert key={confirm.submittedAt} tone="error">
          {alert}
        </FormAlert>
      ) : null}
      <fieldset disabled={pending} className="space-y-5">
        <Field id="card-number" label={t('pay.card.number')} error={fieldError('number')}>
          {(control) => (
            <input
              {...control}
              {...fields.number}
              type="text"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              spellCheck={false}
            />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
          <Field id="card-expiry" label={t('pay.card.expiry')} error={fieldError('expiry')}>
            {(control) => (
              <input
                {...control}
                {...fields.expiry}
                type="text"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={t('pay.card.expiryPlaceholder')}
              />
            )}
          </Field>
          <Field id="card-cvc" label={t('pay.card.cvc')} error={fieldError('cvc')}>
            {(control) => (
              <input
                {...control}
                {...fields.cvc}
                type="text"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
              />
            )}
          </Field>
        </div>
        <SubmitButton
          pending={pending}
          label={t('pay.card.submit', { amount: formatPrice(intent.amount, i18n.language) })}
          pendingLabel={t('pay.card.paying')}
        />
      </fieldset>
      <p className="text-xs text-slate-500">{t('pay.card.secure')}</p>
    </form>
  );
}
