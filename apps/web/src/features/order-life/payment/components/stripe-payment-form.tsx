import type { PaymentIntentResult } from '@inkwell/domain/payments/payment.schema';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/form-alert.tsx';
import { SubmitButton } from '../../../../components/form/submit-button.tsx';
import { formatPrice } from '../../../../lib/format.ts';

/**
 * Stripe Elements, when the server's gateway is Stripe: the card never touches Inkwell. Stripe.js
 * confirms the intent and sends the browser to /success with the intent in the address; only a
 * refused card or a form error comes back here (docs/product.md#user-facing-sentences: its message, else "An unexpected
 * error occurred"). Loaded only on this page, and only for the Stripe gateway.
 */

const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

function StripeCardForm({ intent }: { intent: PaymentIntentResult }) {
  const { t, i18n } = useTranslation('payments');
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<{ message: string; at: number } | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPending(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/success` },
    });
    const known = result.error.type === 'card_error' || result.error.type === 'validation_error';
    setError({
      message: known && result.error.message ? result.error.message : t('errors.unexpected'),
      at: Date.now(),
    });
    setPending(false);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="card-title" className="space-y-5">
      <h2 id="card-title" className="text-lg font-semibold text-slate-900">
        {t('pay.card.title')}
      </h2>
      {error ? (
        <FormAlert key={error.at} tone="error">
          {error.message}
        </FormAlert>
      ) : null}
      <PaymentElement />
      <fieldset disabled={pending || !stripe}>
        <SubmitButton
          pending={pending}
          label={t('pay.card.submit', { amount: formatPrice(intent.amount, i18n.language) })}
          pendingLabel={t('pay.card.paying')}
        />
      </fieldset>
    </form>
  );
}

export function StripePaymentForm({ intent }: { intent: PaymentIntentResult }) {
  const { i18n } = useTranslation();
  return (
    <Elements
      stripe={stripeFor(intent.publishableKey ?? '')}
      options={{
        clientSecret: intent.clientSecret,
        locale: (i18n.language.split('-')[0] ?? 'auto') as StripeElementLocale,
      }}
    >
      <StripeCardForm intent={intent} />
    </Elements>
  );
}
