import { BID_MESSAGE_COLLAPSE } from '@inkwell/domain/limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactMaskedNotice, MaskedText } from '../../../../components/contact-masking.tsx';
import { linkClass } from '../../../../components/form/styles.ts';
import { truncate } from '../../../../lib/format.ts';

/** Whether a bid's message is long enough to collapse (docs/product.md#limits: beyond 160 characters). */
export function collapses(message: string): boolean {
  return message.trim().length > BID_MESSAGE_COLLAPSE;
}

/**
 * The bid's proposal, collapsed beyond BID_MESSAGE_COLLAPSE characters with Show more / Show less.
 * When contact details were hidden from it (`masked`), a note says why: to the buyer who wrote it
 * (`writer`), what was hidden; to the seller, that paying outside Inkwell loses its protection.
 */
export function BidMessage({
  message,
  masked = false,
  writer = false,
}: {
  message: string;
  masked?: boolean;
  writer?: boolean;
}) {
  const { t } = useTranslation('orders');
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const long = collapses(message);
  return (
    <div className="mt-4">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('card.message')}</p>
      <p id={id} className="mt-1 text-sm leading-relaxed wrap-anywhere whitespace-pre-line text-slate-800">
        <MaskedText text={long && !expanded ? truncate(message, BID_MESSAGE_COLLAPSE) : message.trim()} />
      </p>
      {masked ? <ContactMaskedNotice writer={writer} className="mt-2" /> : null}
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className={`mt-1 text-sm ${linkClass}`}
        >
          {expanded ? t('card.showLess') : t('card.showMore')}
        </button>
      ) : null}
    </div>
  );
}
