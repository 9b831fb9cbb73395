import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { MessageIcon } from '../../../components/ui/icons.tsx';
import { problemText } from '../../../lib/problem-text.ts';
import { OpenConversationError, useOpenConversation } from '../use-open-conversation.ts';

interface ContactSellerButtonProps {
  viewerId: string;
  sellerId: string;
  label: string;
}

/**
 * Contact Seller on a gig: opens the conversation with the gig's owner, starting it when there is none
 * (docs/product.md#endpoints), then shows the chat. A refusal is said in the reader's language, else
 * docs/product.md#messages's sentence for the step that failed (Failed to open / start conversation).
 */
export function ContactSellerButton({ viewerId, sellerId, label }: ContactSellerButtonProps) {
  const { t } = useTranslation('messages');
  const open = useOpenConversation(viewerId, 'main');
  return (
    <>
      <button
        type="button"
        // The visitor's "Contact seller" link has the same name: a tap made on it before the app
        // knew who reads is played here (app/early-input.ts).
        data-early-action="contact-seller"
        onClick={() => open.mutate(sellerId)}
        disabled={open.isPending}
        className={buttonClasses('secondary', 'lg', 'w-full disabled:cursor-wait')}
      >
        <MessageIcon className="size-5" />
        {open.isPending ? t('contact.opening') : label}
      </button>
      {open.isError ? (
        <FormAlert key={open.failureCount} tone="error">
          {problemText(
            t,
            open.error,
            t(
              open.error instanceof OpenConversationError && open.error.step === 'start'
                ? 'errors.startFallback'
                : 'errors.openFallback',
            ),
            'contactSeller',
          )}
        </FormAlert>
      ) : null}
    </>
  );
}
