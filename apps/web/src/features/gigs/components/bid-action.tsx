import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { linkClass } from '../../../components/form/styles.ts';
import { buttonClasses } from '../../../components/ui/button.ts';
import { EndBidActions, orderPath, PlaceBidModal, useMyGigBid } from '../../order-life/index.ts';
import { gigAction, needsMyBid, VIEW_BIDS_PATH, type GigAction, type MyBidLookup } from '../gig-actions.ts';

const primary = buttonClasses('primary', 'lg', 'w-full');
/**
 * Each form of the action's button has this name: a tap made before the
 * app knew the reader is played on the form they get (app/early-input.ts).
 */
const PLACE_BID = 'place-bid';
const myBidButton = buttonClasses('primary', 'lg', 'w-full h-auto min-h-12 py-2.5 text-center');

/**
 * The gig page's main action (gigAction): View Bids, Place Bid with its form, sign in first, or a
 * disabled button that says why (the buyer's own bid, a seller, a gig that is taken), with the
 * reason under it. The buyer's own bid links to its order page and offers Withdraw (pending) or
 * Cancel (approved, unpaid). After a bid is placed the page says so and the focus moves to that message.
 */
export function BidAction({ gig, viewer }: { gig: Gig; viewer: CurrentUser | null }) {
  const { t } = useTranslation(['gig', 'bid', 'orders']);
  const location = useLocation();
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [placed, setPlaced] = useState(false);
  const placedRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const buyer = needsMyBid(gig, viewer);
  const myBidQuery = useMyGigBid(gig._id, viewer?._id ?? '', { enabled: buyer });
  const myBid: MyBidLookup = myBidQuery.isPending
    ? { status: 'loading' }
    : myBidQuery.isError
      ? { status: 'error' }
      : { status: 'loaded', bid: myBidQuery.data };
  const action = gigAction(gig, viewer, myBid);
  const [ended, setEnded] = useState<string | null>(null);

  return (
    <div>
      <ActionButton
        action={action}
        noteId={noteId}
        onPlaceBid={() => setOpen(true)}
        openerRef={openerRef}
        from={location}
      />
      <ActionNote action={action} noteId={noteId} onRetry={() => void myBidQuery.refetch()} />
      {action.kind === 'myBid' && myBidQuery.data ? (
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <EndBidActions
            bid={{ _id: myBidQuery.data._id, status: myBidQuery.data.status, gigTitle: gig.title }}
            role="buyer"
            size="sm"
            onEnded={(kind) => setEnded(t(`orders:end.${kind}.done`, { title: gig.title }))}
          />
        </div>
      ) : null}
      {ended ? (
        <div className="mt-3">
          <FormAlert tone="success">{ended}</FormAlert>
        </div>
      ) : null}
      {placed ? (
        <div ref={placedRef} tabIndex={-1} className="mt-3 focus:outline-none">
          <FormAlert tone="success">{t('bid:placed')}</FormAlert>
        </div>
      ) : null}
      {buyer && viewer ? (
        <PlaceBidModal
          gig={gig}
          viewerId={viewer._id}
          open={open}
          onOpenChange={setOpen}
          onPlaced={() => setPlaced(true)}
          finalFocus={placed ? placedRef : openerRef}
        />
      ) : null}
    </div>
  );
}

interface ActionButtonProps {
  action: GigAction;
  noteId: string;
  onPlaceBid: () => void;
  openerRef: RefObject<HTMLButtonElement | null>;
  from: ReturnType<typeof useLocation>;
}

function ActionButton({ action, noteId, onPlaceBid, openerRef, from }: ActionButtonProps) {
  const { t } = useTranslation(['gig', 'bid']);
  switch (action.kind) {
    case 'viewBids':
      return (
        <Link to={VIEW_BIDS_PATH} className={primary}>
          {t('actions.viewBids')}
        </Link>
      );
    case 'signIn':
      return (
        <Link
          to="/login"
          state={{ from, notice: 'placeBid' }}
          aria-describedby={noteId}
          data-early-action={PLACE_BID}
          className={primary}
        >
          {t('actions.placeBid')}
        </Link>
      );
    case 'placeBid':
      return (
        <button
          ref={openerRef}
          type="button"
          data-early-action={PLACE_BID}
          onClick={onPlaceBid}
          aria-haspopup="dialog"
          aria-describedby={action.earlier ? noteId : undefined}
          className={primary}
        >
          {t('actions.placeBid')}
        </button>
      );
    case 'myBid':
      // The state's label may be long ("Approved – awaiting payment", longer in German): it wraps on a phone.
      return (
        <button type="button" disabled aria-describedby={noteId} className={myBidButton}>
          <span className="whitespace-normal">{t(`bid:mine.label.${action.state}`)}</span>
        </button>
      );
    default:
      return (
        <button
          type="button"
          disabled
          aria-describedby={noteId}
          aria-busy={action.kind === 'checking'}
          data-early-action={PLACE_BID}
          className={primary}
        >
          {t('actions.placeBid')}
        </button>
      );
  }
}

function ActionNote({ action, noteId, onRetry }: { action: GigAction; noteId: string; onRetry: () => void }) {
  const { t } = useTranslation(['gig', 'bid']);
  const note = 'mt-2 text-center text-sm';
  switch (action.kind) {
    case 'viewBids':
      return null;
    case 'placeBid':
      return action.earlier ? (
        <p id={noteId} className={`${note} text-slate-600`}>
          {t('bid:mine.again', { state: t(`bid:mine.label.${action.earlier.state}`) })}{' '}
          <Link to={orderPath(action.earlier.bidId)} className={linkClass}>
            {t('bid:mine.viewEarlier')}
          </Link>
        </p>
      ) : null;
    case 'signIn':
      return (
        <p id={noteId} className={`${note} text-slate-600`}>
          {t('actions.signInToBid')}
        </p>
      );
    case 'blocked':
      return (
        <p id={noteId} className={`${note} text-slate-600`}>
          {t(`actions.placeBidDisabled.${action.reason}`)}
        </p>
      );
    case 'myBid':
      return (
        <p id={noteId} className={`${note} text-slate-600`}>
          {t(`bid:mine.hint.${action.state}`)}{' '}
          <Link to={orderPath(action.bidId)} className={linkClass}>
            {t('bid:mine.viewOrder')}
          </Link>
        </p>
      );
    case 'checking':
      return (
        <p id={noteId} className={`${note} text-slate-600`}>
          {t('actions.checking')}
        </p>
      );
    case 'checkFailed':
      return (
        <p id={noteId} role="alert" className={`${note} text-red-700`}>
          {t('actions.checkFailed')}{' '}
          <button type="button" onClick={onRetry} className={linkClass}>
            {t('actions.retry')}
          </button>
        </p>
      );
  }
}
