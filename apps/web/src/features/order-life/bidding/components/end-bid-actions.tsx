import type { BidStatus } from '@inkwell/domain/bids/bid.process';
import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { orderActionsFor } from '@inkwell/domain/orders/order.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { problemText } from '../../../../lib/problem-text.ts';
import { useEndBid, useRefreshAfterEnd, type EndBidVariables } from '../api/end-bid.ts';
import { ActionDialog } from './dialogs.ts';

type EndKind = EndBidVariables['kind'];

/** Which ends of a bid this side may choose now, by the order rules of the domain (before payment only). */
export function endBidKinds(status: BidStatus, role: 'buyer' | 'seller'): EndKind[] {
  const facts = { status, dueAt: null, revisionsLeft: 0, deliveries: 0, cancellationBy: null, reviewed: true };
  const actions = orderActionsFor(facts, role, new Date());
  const kinds: [EndKind, (typeof actions)[number]][] = [
    ['withdraw', 'withdraw'],
    ['decline', 'decline'],
    ['cancel', 'cancel_unpaid'],
  ];
  return kinds.filter(([, action]) => actions.includes(action)).map(([kind]) => kind);
}

interface EndBidActionsProps {
  bid: { _id: string; status: BidStatus; gigTitle: string };
  role: 'buyer' | 'seller';
  /** The id of the title these buttons act on (their context for screen readers). */
  titleId?: string;
  /** Called with the bid as the server answered it, once it has ended. */
  onEnded?: (kind: EndKind, bid: Bid) => void;
  size?: 'sm' | 'md';
}

/**
 * Withdraw (the buyer, a pending bid), Decline with a reason the buyer sees (the seller, a pending
 * bid) and Cancel (either side, an approved bid not paid yet), each confirmed in a dialog that says
 * what happens; a refusal is said in the dialog, which keeps the reason typed (the lists are refreshed when it closes).
 */
export function EndBidActions({ bid, role, titleId, onEnded, size = 'md' }: EndBidActionsProps) {
  const { t } = useTranslation('orders');
  const end = useEndBid();
  const refresh = useRefreshAfterEnd();
  const [open, setOpen] = useState<EndKind | null>(null);
  const kinds = endBidKinds(bid.status, role);
  const [shown, setShown] = useState<EndKind | null>(null);
  if (kinds.length === 0 && shown === null) return null;

  const choose = (kind: EndKind) => {
    end.reset();
    setShown(kind);
    setOpen(kind);
  };
  const confirm = (reason: string) => {
    if (!shown) return;
    const variables: EndBidVariables =
      shown === 'decline' ? { kind: 'decline', bidId: bid._id, reason } : { kind: shown, bidId: bid._id };
    end.mutate(variables, {
      onSuccess: (answer) => {
        setOpen(null);
        onEnded?.(shown, answer);
      },
    });
  };

  return (
    <>
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          aria-haspopup="dialog"
          aria-describedby={titleId}
          onClick={() => choose(kind)}
          className={buttonClasses('secondary', size)}
        >
          {t(`end.${kind}.button`)}
        </button>
      ))}
      {shown ? (
        <ActionDialog
          open={open === shown}
          onOpenChange={(next) => {
            setOpen(next ? shown : null);
            // A refusal refreshes the lists only once its dialog closes:
            // the card, and the dialog with it, may leave the list.
            if (!next && end.isError) void refresh();
          }}
          title={t(`end.${shown}.title`)}
          description={t(`end.${shown}.${role}Description`, { title: bid.gigTitle })}
          confirmLabel={t(`end.${shown}.confirm`)}
          pendingLabel={t(`end.${shown}.pending`)}
          reasonLabel={shown === 'decline' ? t('end.decline.reason') : undefined}
          tone="danger"
          pending={end.isPending}
          error={end.isError ? problemText(t, end.error, t(`end.${shown}.failed`)) : null}
          onConfirm={confirm}
        />
      ) : null}
    </>
  );
}
