import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { MessageIcon } from '../../../components/ui/icons.tsx';
import { openFailure } from '../message-errors.ts';
import { useOpenConversation } from '../use-open-conversation.ts';

interface ContactSellerButtonProps {
  viewerId: string;
  sellerId: string;
  label: string;
}

/**
 * Contact Seller on a gig: opens the conversation with the gig's owner, starting it when there is none
 * (SPEC.md section 7), then shows the chat. A failure says the server's text, else SPEC.md's sentence.
 */
export function ContactSellerButton({ viewerId, sellerId, label }: ContactSellerButtonProps) {
  const { t } = useTranslation('messages');
  const open = useOpenConversation(viewerId, 'main');
  return (
    <>
      <button
        type="button"
        onClick={() => open.mutate(sellerId)}
        disabled={open.isPending}
        className={buttonClasses('secondary', 'lg', 'w-full disabled:cursor-wait')}
      >
        <MessageIcon className="size-5" />
        {open.isPending ? t('contact.opening') : label}
      </button>
      {open.isError ? (
        <FormAlert key={open.failureCount} tone="error">
          {openFailure(t, open.error)}
        </FormAlert>
      ) : null}
    </>
  );
}
