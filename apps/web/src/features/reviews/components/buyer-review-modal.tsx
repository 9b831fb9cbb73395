import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { SATISFACTION_DEFAULT, STARS_DEFAULT } from '@inkwell/domain/limits';
import { BuyerReviewFields, type BuyerReviewFormValues } from '@inkwell/domain/reviews/review.schema';
import type { RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { usePostUserReview } from '../api/post-user-review.ts';
import { fieldResolver } from '../../../lib/field-resolver.ts';
import { fieldErrorText, problemText, serverFieldProblems, toFieldError } from '../../../lib/problem-text.ts';
import { CommentField, SatisfactionField, StarsField } from './review-fields.tsx';
import { ReviewDialog, ReviewDialogActions } from './review-dialog.tsx';

interface BuyerReviewModalProps {
  bid: Bid;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the review is stored; the dialog closes itself. */
  onReviewed: (bid: Bid) => void;
  /** Where the focus goes once the review is stored (the Review button is gone then): an element that exists only then. */
  finalFocus?: RefObject<HTMLElement | null>;
}

const ID = 'buyer-review';
const FIELDS = ['stars', 'satisfaction', 'comment'] as const;

/**
 * Review the buyer (the gig's owner, once the order is completed): the review of docs/product.md#reviews
 * (stars 1-5 default 5, satisfaction default excellent, an optional comment sent as "-" when empty),
 * checked with the server's own schema and sent with POST /user-reviews. A refusal says why and
 * keeps everything typed, even if the dialog is closed and opened again; while sending it is locked.
 */
export function BuyerReviewModal({ bid, open, onOpenChange, onReviewed, finalFocus }: BuyerReviewModalProps) {
  const { t } = useTranslation('reviews');
  const postReview = usePostUserReview();
  const { register, handleSubmit, formState, setError, control } = useForm<BuyerReviewFormValues, unknown, BuyerReviewFields>({
    resolver: fieldResolver(BuyerReviewFields),
    defaultValues: { stars: String(STARS_DEFAULT), satisfaction: SATISFACTION_DEFAULT, comment: '' },
  });
  const stars = Number(useWatch({ control, name: 'stars' }));
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const pending = postReview.isPending;
  const errors = Object.fromEntries(FIELDS.map((field) => [field, fieldErrorText(t, formState.errors[field], { form: 'review', field })]));
  const failure = postReview.isError && !FIELDS.some((field) => formState.errors[field]) ? problemText(t, postReview.error, t('failure.buyerReview.generic')) : null;
  const buyer = bid.bidderProfile.fullName || bid.bidderUsername;

  const onSubmit = handleSubmit((review) => {
    postReview.mutate(
      { bidId: bid._id, ...review },
      {
        onSuccess: () => {
          onReviewed(bid);
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
      title={t('buyerReview.title')}
      description={t('buyerReview.description', { buyer, title: bid.gig.title })}
      pending={pending}
      initialFocusId={`${ID}-stars`}
      focusOnClose={() => finalFocus?.current}
    >
      <form noValidate onSubmit={onSubmit} aria-busy={pending} className="mt-5 space-y-5">
        {failure ? (
          <FormAlert key={postReview.submittedAt} tone="error">
            {failure}
          </FormAlert>
        ) : null}
        <fieldset disabled={pending} className="space-y-5">
          <StarsField idPrefix={ID} legend={t('buyerReview.stars', { buyer })} registration={register('stars')} value={stars} error={errors.stars} />
          <SatisfactionField id={`${ID}-satisfaction`} registration={register('satisfaction')} error={errors.satisfaction} />
          <CommentField
            id={`${ID}-comment`}
            label={t('fields.comment')}
            placeholder={t('buyerReview.commentPlaceholder')}
            registration={register('comment')}
            value={comment}
            error={errors.comment}
          />
          <ReviewDialogActions pending={pending} submitLabel={t('buyerReview.submit')} pendingLabel={t('buyerReview.submitting')} />
        </fieldset>
      </form>
    </ReviewDialog>
  );
}
