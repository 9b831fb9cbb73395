import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { SATISFACTION_DEFAULT, STARS_DEFAULT } from '@inkwell/domain/limits';
import { BuyerReviewFields, type BuyerReviewFormValues } from '@inkwell/domain/reviews/review.schema';
import type { RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useCompleteBid } from '../../bids/index.ts';
import { fieldResolver } from '../../../lib/field-resolver.ts';
import { fieldErrorText, problemText, serverFieldProblems, toFieldError } from '../../../lib/problem-text.ts';
import { CommentField, SatisfactionField, StarsField } from './review-fields.tsx';
import { ReviewDialog, ReviewDialogActions } from './review-dialog.tsx';

interface CompleteOrderModalProps {
  bid: Bid;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the order is completed; the dialog closes itself. */
  onCompleted: (bid: Bid) => void;
  /** Where the focus goes once the order is completed (the Complete button is gone then): an element that exists only then. */
  finalFocus?: RefObject<HTMLElement | null>;
}

const ID = 'complete-review';
const FIELDS = ['stars', 'satisfaction', 'comment'] as const;

/**
 * Complete (the gig's owner): the review of the buyer of docs/product.md#reviews (stars 1-5 default 5,
 * satisfaction default excellent, an optional comment sent as "-" when empty), checked with the
 * server's own schema and sent with POST /bids/complete/{bidId}. A refusal says why and keeps
 * everything typed, even if the dialog is closed and opened again; while sending it is locked.
 */
export function CompleteOrderModal({ bid, open, onOpenChange, onCompleted, finalFocus }: CompleteOrderModalProps) {
  const { t } = useTranslation('reviews');
  const complete = useCompleteBid();
  const { register, handleSubmit, formState, setError, control } = useForm<BuyerReviewFormValues, unknown, BuyerReviewFields>({
    resolver: fieldResolver(BuyerReviewFields),
    defaultValues: { stars: String(STARS_DEFAULT), satisfaction: SATISFACTION_DEFAULT, comment: '' },
  });
  const stars = Number(useWatch({ control, name: 'stars' }));
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const pending = complete.isPending;
  const errors = Object.fromEntries(FIELDS.map((field) => [field, fieldErrorText(t, formState.errors[field], { form: 'review', field })]));
  const failure = complete.isError && !FIELDS.some((field) => formState.errors[field]) ? problemText(t, complete.error, t('failure.complete.generic')) : null;
  const buyer = bid.bidderProfile.fullName || bid.bidderUsername;

  const onSubmit = handleSubmit((review) => {
    complete.mutate(
      { bidId: bid._id, review },
      {
        onSuccess: (answer) => {
          onCompleted(answer);
          onOpenChange(false);
        },
        onError: (error) => {
          for (const { field, problem } of serverFieldProblems(error, FIELDS)) setError(field, toFieldError(problem));
        },
      },
    );
  });

  return (
    <ReviewDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('complete.title')}
      description={t('complete.description', { buyer, title: bid.gig.title })}
      pending={pending}
      initialFocusId={`${ID}-stars`}
      focusOnClose={() => finalFocus?.current}
    >
      <form noValidate onSubmit={onSubmit} aria-busy={pending} className="mt-5 space-y-5">
        {failure ? (
          <FormAlert key={complete.submittedAt} tone="error">
            {failure}
          </FormAlert>
        ) : null}
        <fieldset disabled={pending} className="space-y-5">
          <StarsField idPrefix={ID} legend={t('complete.stars', { buyer })} registration={register('stars')} value={stars} error={errors.stars} />
          <SatisfactionField id={`${ID}-satisfaction`} registration={register('satisfaction')} error={errors.satisfaction} />
          <CommentField
            id={`${ID}-comment`}
            label={t('fields.comment')}
            placeholder={t('complete.commentPlaceholder')}
            registration={register('comment')}
            value={comment}
            error={errors.comment}
          />
          <ReviewDialogActions pending={pending} submitLabel={t('complete.submit')} pendingLabel={t('complete.submitting')} />
        </fieldset>
      </form>
    </ReviewDialog>
  );
}
