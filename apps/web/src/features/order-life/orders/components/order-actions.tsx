import type { Order } from '@inkwell/domain/orders/order.schema';
import type { OrderUiAction } from '@inkwell/domain/orders/order.rules';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { CheckIcon, CreditCardIcon, StarIcon } from '../../../../components/ui/icons.tsx';
import { formatPrice } from '../../../../lib/format.ts';
import { problemText } from '../../../../lib/problem-text.ts';
import { useApproveBid } from '../../bidding/api/approve-bid.ts';
import { ActionDialog } from '../../bidding/components/dialogs.ts';
import { EndBidActions } from '../../bidding/components/end-bid-actions.tsx';
import { ReviewModal } from '../../../reviews/index.ts';
import { useOrderStep, type OrderStep } from '../api/order-steps.ts';
import { orderAsBid } from '../order-as-bid.ts';
import { DeliverForm } from '../../delivery/components/deliver-form.tsx';
import { OrderExtension } from './order-extension.tsx';

/** The steps taken in a dialog: what they send, whether they ask a reason, and how the confirm button looks. */
type DialogStep =
  | 'accept'
  | 'request_revision'
  | 'request_cancellation'
  | 'cancel_late'
  | 'withdraw_cancellation'
  | 'accept_cancellation'
  | 'dispute';
const DIALOG_STEPS: readonly DialogStep[] = [
  'accept',
  'request_revision',
  'request_cancellation',
  'cancel_late',
  'withdraw_cancellation',
  'accept_cancellation',
  'dispute',
];
const WITH_REASON: readonly DialogStep[] = ['request_revision', 'request_cancellation', 'cancel_late', 'dispute'];
const DANGER: readonly DialogStep[] = ['request_cancellation', 'cancel_late', 'accept_cancellation', 'dispute'];

function stepOf(action: DialogStep, reason: string): OrderStep {
  switch (action) {
    case 'accept':
      return { kind: 'accept' };
    case 'request_revision':
      return { kind: 'revision', reason };
    case 'request_cancellation':
    case 'cancel_late':
      return { kind: 'cancellation', reason };
    case 'withdraw_cancellation':
      return { kind: 'withdrawCancellation' };
    case 'accept_cancellation':
      return { kind: 'acceptCancellation' };
    case 'dispute':
      return { kind: 'dispute', reason };
  }
}

interface OrderActionsProps {
  order: Order;
  viewerId: string;
  titleId: string;
  /** Says what a step did, above the order (the focus goes there: the button is often gone). */
  onDone: (text: string) => void;
  noticeRef: RefObject<HTMLDivElement | null>;
}

/**
 * What the viewer may do now, exactly `order.actions` (orderActionsFor on the server): pay, approve,
 * decline, withdraw, cancel before payment, deliver with files, accept, ask a revision, ask to
 * cancel (or cancel a late order alone), withdraw or accept a cancellation request, open a dispute,
 * and review once completed. Each step but delivering and paying is confirmed in a dialog.
 */
export function OrderActions({ order, viewerId, titleId, onDone, noticeRef }: OrderActionsProps) {
  const { t, i18n } = useTranslation('orders');
  const step = useOrderStep(order._id, viewerId);
  const approve = useApproveBid();
  const [open, setOpen] = useState<DialogStep | null>(null);
  const [shown, setShown] = useState<DialogStep | null>(null);
  const [reviewOpen, setReviewOpen] = useState(false);
  const deliverRef = useRef<HTMLElement>(null);
  const can = (action: OrderUiAction) => order.actions.includes(action);
  const role = order.viewerRole === 'operator' ? null : order.viewerRole;
  const amount = formatPrice(order.amount, i18n.language);
  const values = {
    amount,
    seller: order.seller.username,
    buyer: order.buyer.username,
    left: order.revisionsLeft,
    title: order.gig.title,
  };
  // A buyer who may cancel a late order alone has no need to ask: both send the same request.
  const dialogs = DIALOG_STEPS.filter(
    (action) => can(action) && !(action === 'request_cancellation' && can('cancel_late')),
  );
  const lastStep = step.variables?.kind;
  const failure = (fallback: string) => (step.isError ? problemText(t, step.error, fallback) : null);

  const choose = (action: DialogStep) => {
    step.reset();
    setShown(action);
    setOpen(action);
  };
  const confirm = (reason: string) => {
    if (!shown) return;
    step.mutate(stepOf(shown, reason), {
      onSuccess: () => {
        setOpen(null);
        onDone(t(`step.${shown}.done`, values));
      },
    });
  };

  const nothing = order.actions.length === 0;
  return (
    <section
      aria-labelledby="order-actions"
      className="rounded-2xl border border-accent-200 bg-accent-50/40 p-4 shadow-xs sm:p-6"
    >
      <h2 id="order-actions" className="text-lg font-semibold text-slate-900">
        {t('step.title')}
      </h2>
      {nothing ? <p className="mt-2 text-sm text-slate-600">{t(`step.nothing.${order.status}`)}</p> : null}
      <div className="mt-3 flex flex-wrap gap-3">
        {can('pay') ? (
          <Link to={`/pay/${order._id}`} aria-describedby={titleId} className={buttonClasses('primary', 'md')}>
            <CreditCardIcon className="size-5" />
            {t('actions.pay', { amount })}
          </Link>
        ) : null}
        {can('approve') ? (
          <button
            type="button"
            disabled={approve.isPending}
            aria-describedby={titleId}
            onClick={() =>
              approve.mutate(order._id, {
                onSuccess: () => onDone(t('notice.approved', { name: order.buyer.username, title: order.gig.title })),
                onError: (error) => onDone(problemText(t, error, t('approveFailure.generic'))),
              })
            }
            className={buttonClasses('primary', 'md', 'disabled:cursor-wait')}
          >
            <CheckIcon className="size-5" />
            {approve.isPending ? t('actions.approving') : t('actions.approve')}
          </button>
        ) : null}
        {role ? (
          <EndBidActions
            bid={{ _id: order._id, status: order.status, gigTitle: order.gig.title }}
            role={role}
            titleId={titleId}
            onEnded={(kind) => onDone(t(`end.${kind}.done`, values))}
          />
        ) : null}
        {dialogs.map((action) => (
          <button
            key={action}
            type="button"
            aria-haspopup="dialog"
            aria-describedby={titleId}
            onClick={() => choose(action)}
            className={buttonClasses(action === 'accept' ? 'primary' : 'secondary', 'md')}
          >
            {action === 'accept' ? <CheckIcon className="size-5" /> : null}
            {t(`step.${action}.button`, values)}
          </button>
        ))}
        {can('review') && role ? (
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setReviewOpen(true)}
            className={buttonClasses('primary', 'md')}
          >
            <StarIcon className="size-5" />
            {role === 'buyer' ? t('actions.reviewGig') : t('actions.reviewBuyer')}
          </button>
        ) : null}
        {can('resolve') ? (
          <Link to="/operator/disputes" className={buttonClasses('primary', 'md')}>
            {t('step.resolve')}
          </Link>
        ) : null}
      </div>
      {can('deliver') ? (
        <section ref={deliverRef} aria-labelledby="order-deliver" className="mt-5 border-t border-accent-200 pt-5">
          <h3 id="order-deliver" className="text-base font-semibold text-slate-900">
            {order.deliveries.length > 0 ? t('deliver.titleAgain') : t('deliver.title')}
          </h3>
          <p className="mt-1 mb-4 text-sm text-slate-600">{t('deliver.intro')}</p>
          <DeliverForm
            pending={step.isPending && lastStep === 'deliver'}
            error={lastStep === 'deliver' ? failure(t('deliver.failed')) : null}
            onDeliver={(input) =>
              step.mutate({ kind: 'deliver', input }, { onSuccess: () => onDone(t('deliver.done', values)) })
            }
          />
        </section>
      ) : null}
      <OrderExtension order={order} step={step} onDone={onDone} />
      {shown ? (
        <ActionDialog
          open={open === shown}
          onOpenChange={(next) => setOpen(next ? shown : null)}
          title={t(`step.${shown}.title`, values)}
          description={t(`step.${shown}.description`, values)}
          confirmLabel={t(`step.${shown}.confirm`, values)}
          pendingLabel={t(`step.${shown}.pending`)}
          reasonLabel={WITH_REASON.includes(shown) ? t(`step.${shown}.reason`) : undefined}
          tone={DANGER.includes(shown) ? 'danger' : 'primary'}
          pending={step.isPending}
          error={lastStep !== 'deliver' ? failure(t(`step.${shown}.failed`)) : null}
          onConfirm={confirm}
        />
      ) : null}
      {role === 'buyer' && (can('review') || reviewOpen) ? (
        <ReviewModal
          kind="gig"
          bid={orderAsBid(order)}
          open={reviewOpen}
          onOpenChange={setReviewOpen}
          onReviewed={() => onDone(t('notice.gigReviewed', { title: order.gig.title }))}
          finalFocus={noticeRef}
        />
      ) : null}
      {role === 'seller' && (can('review') || reviewOpen) ? (
        <ReviewModal
          kind="buyer"
          bid={orderAsBid(order)}
          open={reviewOpen}
          onOpenChange={setReviewOpen}
          onReviewed={() => onDone(t('notice.buyerReviewed', { name: order.buyer.username }))}
          finalFocus={noticeRef}
        />
      ) : null}
    </section>
  );
}
