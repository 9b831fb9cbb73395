import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { STARS_DEFAULT } from '@inkwell/domain/limits';
import { GigReviewFields, type GigReviewFormValues } from '@inkwell/domain/reviews/review.schema';
import type { RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { usePostGigReview } from '../api/post-gig-review.ts';
import { fieldResolver } from '../../../lib/field-resolver.ts';
import { fieldErrorText, problemText, serverFieldProblems, toFieldError } from '../../../lib/problem-text.ts';
import { CommentField, StarsField } from './review-fields.tsx';
import { ReviewDialog, ReviewDialogActions } from './review-dialog.tsx';

interface GigReviewModalProps {
  bid: Bid;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the review is stored; the dialog closes itself. */
  onReviewed: (bid: Bid) => void;
  /** Where the focus goes once the review is stored (the Review gig button is gone then): an element that exists only then. */
  finalFocus?: RefObject<HTMLElement | null>;
}

const ID = 'gig-review';
const FIELDS = ['stars', 'comment'] as const;

/**
 * Review gig (the buyer, once the order is completed; docs/product.md#reviews): stars 1-5 default 5 and an
 * optional comment, checked with the server's schema and sent with POST /gig-reviews. A refusal
 * says why and keeps everything typed; while sending the form is locked.
 */
export function GigReviewModal({ bid, open, onOpenChange, onReviewed, finalFocus }: GigReviewModalProps) {
  const { t } = useTranslation('reviews');
  const postReview = usePostGigReview();
  const { register, handleSubmit, formState, setError, control } = useForm<GigReviewFormValues, unknown, GigReviewFields>({
    resolver: fieldResolver(GigReviewFields),
    defaultValues: { stars: String(STARS_DEFAULT), comment: '' },
  });
  const stars = Number(useWatch({ control, name: 'stars' }));
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const pending = postReview.isPending;
  const errors = Object.fromEntries(FIELDS.map((field) => [field, fieldErrorText(t, formState.errors[field], { form: 'review', field })]));
  const failure = postReview.isError && !FIELDS.some((field) => formState.errors[field]) ? problemText(t, postReview.error, t('failure.gigReview.generic')) : null;

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
      title={t('gigReview.title')}
      description={t('gigReview.description', { title: bid.gig.title, seller: bid.sellerUsername })}
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
          <StarsField idPrefix={ID} legend={t('gigReview.stars')} registration={register('stars')} value={stars} error={errors.stars} />
          <CommentField
            id={`${ID}-comment`}
            label={t('fields.comment')}
            placeholder={t('gigReview.commentPlaceholder')}
            registration={register('comment')}
            value={comment}
            error={errors.comment}
          />
          <ReviewDialogActions pending={pending} submitLabel={t('gigReview.submit')} pendingLabel={t('gigReview.submitting')} />
        </fieldset>
      </form>
    </ReviewDialog>
  );
}
