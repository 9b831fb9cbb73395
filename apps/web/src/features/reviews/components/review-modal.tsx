import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { SATISFACTION_DEFAULT, STARS_DEFAULT } from '@inkwell/domain/limits';
import { BuyerReviewFields, GigReviewFields, type BuyerReviewFormValues } from '@inkwell/domain/reviews/review.schema';
import type { RefObject } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { ButtonSpinner } from '../../../components/ui/button-spinner.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { DialogClose, DialogShell } from '../../../components/ui/dialog-shell.tsx';
import { fieldResolver } from '../../../lib/field-resolver.ts';
import { fieldErrorText, problemText, serverFieldProblems, toFieldError } from '../../../lib/problem-text.ts';
import { usePostGigReview } from '../api/post-gig-review.ts';
import { usePostUserReview } from '../api/post-user-review.ts';
import { CommentField, SatisfactionField, StarsField } from './review-fields.tsx';

/**
 * `gig`: the buyer reviews the gig (POST /gig-reviews); `buyer`:
 * the gig's owner reviews the buyer (POST /user-reviews).
 */
export type ReviewKind = 'gig' | 'buyer';

/**
 * The review's fields as the server names them in a 400's `fields`,
 * in the form's order: only the buyer's review has a satisfaction.
 */
const FIELDS = { gig: ['stars', 'comment'], buyer: ['stars', 'satisfaction', 'comment'] } as const;

/**
 * Both forms hold the buyer review's values. The gig review's schema reads its two fields and drops
 * the satisfaction (a zod object keeps only its own keys); only its type does not say it takes the
 * third field's name among the fields to check, hence the cast.
 */
const RESOLVERS: Record<ReviewKind, Resolver<BuyerReviewFormValues, unknown, GigReviewFields | BuyerReviewFields>> = {
  gig: fieldResolver(GigReviewFields) as unknown as Resolver<BuyerReviewFormValues, unknown, GigReviewFields>,
  buyer: fieldResolver(BuyerReviewFields),
};

interface ReviewModalProps {
  kind: ReviewKind;
  bid: Bid;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the review is stored; the dialog closes itself. */
  onReviewed: (bid: Bid) => void;
  /**
   * Where the focus goes once the review is stored (the Review button is gone then): an element that exists only then.
   */
  finalFocus?: RefObject<HTMLElement | null>;
}

/**
 * The two reviews of a completed order (docs/product.md#reviews): stars 1-5 default 5, for the buyer
 * a satisfaction (default excellent), and an optional comment sent as "-" when empty, checked with
 * the server's own schema. A refusal says why and keeps everything typed, even if the dialog is
 * closed and opened again; while the review is sent the form is locked and the dialog stays open.
 */
export function ReviewModal({ kind, bid, open, onOpenChange, onReviewed, finalFocus }: ReviewModalProps) {
  const { t } = useTranslation('reviews');
  const postGigReview = usePostGigReview();
  const postUserReview = usePostUserReview();
  const postReview = kind === 'gig' ? postGigReview : postUserReview;
  const id = `${kind}-review`;
  const fields = FIELDS[kind];
  const { register, handleSubmit, formState, setError, control } = useForm<
    BuyerReviewFormValues,
    unknown,
    GigReviewFields | BuyerReviewFields
  >({
    resolver: RESOLVERS[kind],
    defaultValues: { stars: String(STARS_DEFAULT), satisfaction: SATISFACTION_DEFAULT, comment: '' },
  });
  const stars = Number(useWatch({ control, name: 'stars' }));
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const pending = postReview.isPending;
  const errors = Object.fromEntries(
    fields.map((field) => [field, fieldErrorText(t, formState.errors[field], { form: 'review', field })]),
  );
  const failure =
    postReview.isError && !fields.some((field) => formState.errors[field])
      ? problemText(t, postReview.error, t(`failure.${kind}Review.generic`))
      : null;
  const buyer = bid.bidderProfile.fullName || bid.bidderUsername;

  const onSubmit = handleSubmit((review) => {
    const after = {
      onSuccess: () => {
        onReviewed(bid);
        onOpenChange(false);
      },
      onError: (error: Error) => {
        for (const { field, problem } of serverFieldProblems(error, fields)) setError(field, toFieldError(problem));
      },
    };
    // The buyer review's schema gives a satisfaction; the gig review's never does.
    if ('satisfaction' in review) postUserReview.mutate({ bidId: bid._id, ...review }, after);
    else postGigReview.mutate({ bidId: bid._id, ...review }, after);
  });

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      busy={pending}
      title={t(`${kind}Review.title`)}
      description={
        kind === 'gig'
          ? t('gigReview.description', { title: bid.gig.title, seller: bid.sellerUsername })
          : t('buyerReview.description', { buyer, title: bid.gig.title })
      }
      closeLabel={t('close')}
      initialFocus={() => document.getElementById(`${id}-stars`)}
      finalFocus={() => finalFocus?.current}
    >
      <form noValidate onSubmit={onSubmit} aria-busy={pending} className="mt-5 space-y-5">
        {failure ? (
          <FormAlert key={postReview.submittedAt} tone="error">
            {failure}
          </FormAlert>
        ) : null}
        <fieldset disabled={pending} className="space-y-5">
          <StarsField
            idPrefix={id}
            legend={t(`${kind}Review.stars`, { buyer })}
            registration={register('stars')}
            value={stars}
            error={errors.stars}
          />
          {kind === 'buyer' ? (
            <SatisfactionField
              id={`${id}-satisfaction`}
              registration={register('satisfaction')}
              error={errors.satisfaction}
            />
          ) : null}
          <CommentField
            id={`${id}-comment`}
            label={t('fields.comment')}
            placeholder={t(`${kind}Review.commentPlaceholder`)}
            registration={register('comment')}
            value={comment}
            error={errors.comment}
          />
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <DialogClose type="button" disabled={pending} className={buttonClasses('secondary', 'md')}>
              {t('cancel')}
            </DialogClose>
            <button type="submit" disabled={pending} className={buttonClasses('primary', 'md', 'disabled:cursor-wait')}>
              {pending ? <ButtonSpinner /> : null}
              {pending ? t(`${kind}Review.submitting`) : t(`${kind}Review.submit`)}
            </button>
          </div>
          <p role="status" className="sr-only">
            {pending ? t(`${kind}Review.submitting`) : ''}
          </p>
        </fieldset>
      </form>
    </DialogShell>
  );
}
