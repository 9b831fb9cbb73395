import { BRIEF_LANGUAGES } from '@inkwell/domain/bids/academic-brief.schema';
import { BID_DUE_AT_MIN_HOURS, defaultBidAmount } from '@inkwell/domain/bids/bid.rules';
import { placeBidForm, type Bid, type PlaceBidForm, type PlaceBidFormValues } from '@inkwell/domain/bids/bid.schema';
import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import { PROPOSAL_MAX, PROPOSAL_MIN } from '@inkwell/domain/limits';
import type { FileDto } from '@inkwell/domain/files/file.schema';
import { Fragment, useMemo, useState, type RefObject } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/form-alert.tsx';
import { controlClass, controlState } from '../../../../components/form/styles.ts';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { DialogClose, DialogShell } from '../../../../components/ui/dialog-shell.tsx';
import { fieldResolver } from '../../../../lib/field-resolver.ts';
import { formatPrice } from '../../../../lib/format.ts';
import { fieldText, problemOf, problemText, serverFieldProblems, toFieldError } from '../../../../lib/problem-text.ts';
import { usePlaceBid } from '../api/place-bid.ts';
import { ButtonSpinner } from '../../../../components/ui/button-spinner.tsx';
import { BRIEF_FORM_FIELDS, BriefFields } from './brief-fields.tsx';
import { allowedDueAt, DueChoice, type DueMode } from './due-choice.tsx';

export type BidGig = Pick<Gig, '_id' | 'title' | 'deliveryTime' | 'pages' | 'pricePerPage' | 'priceMin'>;

interface PlaceBidModalProps {
  gig: BidGig;
  viewerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the server has taken the bid; the dialog closes itself. */
  onPlaced: (bid: Bid) => void;
  /**
   * Where the focus goes when the dialog closes: the button that opened it, or once a bid is placed
   * (that button is gone then) the message that says so.
   */
  finalFocus: RefObject<HTMLElement | null>;
}

const ALERT_ID = 'place-bid-alert';

/** The brief's language defaults to the one the buyer reads the site in. */
const briefLanguage = (uiLanguage: string) => {
  const short = uiLanguage.split('-')[0] ?? 'en';
  return (BRIEF_LANGUAGES as readonly string[]).includes(short) ? short : 'en';
};

/** The form's fields as the server names them in a 400's `fields`, in the form's order. */
const BID_FORM_FIELDS = ['days', 'message', 'amount'] as const;

/**
 * The Place Bid form of docs/product.md#bids: days (1 to the gig's delivery time), the amount (defaulting
 * to defaultBidAmount()), and the proposal with its live counter length/100. It is checked with the
 * server's own schema (placeBidForm); the problems show in one alert above the form, in the form's
 * order, and the fields in error are marked. A refusal keeps everything typed, even if the dialog is
 * closed and opened again. While the bid is sent the form is locked and the dialog stays open.
 */
export function PlaceBidModal({ gig, viewerId, open, onOpenChange, onPlaced, finalFocus }: PlaceBidModalProps) {
  const { t, i18n } = useTranslation('bid');
  const money = (dollars: number) => formatPrice(dollars, i18n.language);
  const placeBid = usePlaceBid(viewerId);
  const suggested = defaultBidAmount(gig);
  const resolver = useMemo(() => fieldResolver(placeBidForm(gig.deliveryTime)), [gig.deliveryTime]);
  const { register, handleSubmit, formState, setError, reset, control } = useForm<
    PlaceBidFormValues,
    unknown,
    PlaceBidForm
  >({
    resolver,
    defaultValues: {
      days: String(gig.deliveryTime),
      amount: String(suggested),
      message: '',
      // Nothing chosen yet: '' is refused by the schema until the buyer picks one.
      brief: {
        workType: '',
        subject: '',
        level: '',
        citationStyle: '',
        length: { unit: 'words', value: '' },
        language: briefLanguage(i18n.language),
        attachments: [],
      },
    } as unknown as PlaceBidFormValues,
  });
  const [briefFiles, setBriefFiles] = useState<FileDto[]>([]);
  const proposalLength = (useWatch({ control, name: 'message' }) ?? '').trim().length;
  const pending = placeBid.isPending;

  const problems = BID_FORM_FIELDS.flatMap((field) => {
    const problem = problemOf(formState.errors[field] as FieldError | undefined);
    const maximum = problem?.params?.maximum;
    // The amount's limit is money ($100,000), written the reader's way.
    const values = field === 'amount' && typeof maximum === 'number' ? { maximum: money(maximum) } : undefined;
    const message = fieldText(t, problem, { form: 'bid', field, values });
    return message ? [message] : [];
  });
  // docs/product.md#user-facing-sentences: the refusal in the reader's language, else "Failed to place bid".
  const failure =
    placeBid.isError && problems.length === 0 ? problemText(t, placeBid.error, t('failure.generic'), 'placeBid') : null;
  const invalid = (field: (typeof BID_FORM_FIELDS)[number]) => Boolean(formState.errors[field]);
  const describedBy = (field: (typeof BID_FORM_FIELDS)[number], hint: string) =>
    invalid(field) ? `${ALERT_ID} ${hint}` : hint;

  const [dueMode, setDueMode] = useState<DueMode>('days');
  const [dueLocal, setDueLocal] = useState('');
  const [dueChecked, setDueChecked] = useState(false);
  const namedDueAt = dueMode === 'instant' ? allowedDueAt(dueLocal, gig.deliveryTime) : null;
  const dueError =
    dueMode === 'instant' && dueChecked && !namedDueAt
      ? t('due.instantError', { hours: BID_DUE_AT_MIN_HOURS, count: gig.deliveryTime })
      : null;

  const onSubmit = handleSubmit((values) => {
    setDueChecked(true);
    if (dueMode === 'instant' && !namedDueAt) return;
    placeBid.mutate(
      {
        gigId: gig._id,
        ...(namedDueAt ? { dueAt: namedDueAt.toISOString() } : { days: values.days }),
        amount: values.amount,
        message: values.message,
        brief: { ...values.brief, attachments: briefFiles.map((file) => file._id) },
      },
      {
        onSuccess: (bid) => {
          reset();
          setBriefFiles([]);
          placeBid.reset();
          onPlaced(bid);
          onOpenChange(false);
        },
        onError: (error) => {
          for (const { field, problem } of serverFieldProblems(error, BID_FORM_FIELDS))
            setError(field, toFieldError(problem), { shouldFocus: true });
          for (const { field, problem } of serverFieldProblems(error, BRIEF_FORM_FIELDS, true))
            setError(field, toFieldError(problem));
        },
      },
    );
  });

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      busy={pending}
      size="lg"
      title={t('modal.title')}
      description={t('modal.description', { title: gig.title })}
      closeLabel={t('modal.close')}
      initialFocus={() => document.getElementById('bid-days')}
      finalFocus={() => finalFocus.current}
    >
      <form noValidate onSubmit={onSubmit} aria-busy={pending} className="mt-5 space-y-5">
        {problems.length > 0 || failure ? (
          <div id={ALERT_ID}>
            <FormAlert key={formState.submitCount} tone="error">
              {failure ??
                problems.map((problem, index) => (
                  <Fragment key={problem}>
                    {index > 0 ? <br /> : null}
                    {problem}
                  </Fragment>
                ))}
            </FormAlert>
          </div>
        ) : null}
        <fieldset disabled={pending} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <DueChoice
              mode={dueMode}
              onMode={setDueMode}
              local={dueLocal}
              onLocal={setDueLocal}
              error={dueError}
              deliveryTime={gig.deliveryTime}
              days={
                <div className="space-y-1.5">
                  <label htmlFor="bid-days" className="block text-sm font-medium text-slate-800">
                    {t('modal.days')}
                  </label>
                  <input
                    id="bid-days"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={gig.deliveryTime}
                    step={1}
                    aria-invalid={invalid('days')}
                    aria-describedby={describedBy('days', 'bid-days-hint')}
                    className={`${controlClass} ${controlState(invalid('days'))}`}
                    {...register('days')}
                  />
                  <p id="bid-days-hint" className={`text-sm ${invalid('days') ? 'text-red-700' : 'text-slate-500'}`}>
                    {t('modal.daysHint', { count: gig.deliveryTime })}
                  </p>
                </div>
              }
            />
            <div className="space-y-1.5">
              <label htmlFor="bid-amount" className="block text-sm font-medium text-slate-800">
                {t('modal.amount')}
              </label>
              <input
                id="bid-amount"
                type="number"
                inputMode="decimal"
                min={0.01}
                step={0.01}
                aria-invalid={invalid('amount')}
                aria-describedby={describedBy('amount', 'bid-amount-hint')}
                className={`${controlClass} ${controlState(invalid('amount'))}`}
                {...register('amount')}
              />
              <p id="bid-amount-hint" className="text-sm text-slate-500">
                {t('modal.amountHint', { amount: money(suggested) })}
              </p>
            </div>
          </div>
          <div className="space-y-1.5">
            <label htmlFor="bid-message" className="block text-sm font-medium text-slate-800">
              {t('modal.proposal')}
            </label>
            <textarea
              id="bid-message"
              rows={6}
              maxLength={PROPOSAL_MAX}
              placeholder={t('modal.proposalPlaceholder')}
              aria-invalid={invalid('message')}
              aria-describedby={describedBy('message', 'bid-message-hint')}
              className={`${controlClass} ${controlState(invalid('message'))} resize-y`}
              {...register('message')}
            />
            <div id="bid-message-hint" className="flex items-baseline justify-between gap-3 text-sm">
              <span className={invalid('message') ? 'text-red-700' : 'text-slate-500'}>
                {t('modal.proposalHint', { min: PROPOSAL_MIN })}
              </span>
              <span
                data-testid="proposal-counter"
                className={
                  `shrink-0 font-medium tabular-nums ` +
                  (proposalLength >= PROPOSAL_MIN
                    ? 'text-emerald-700'
                    : invalid('message')
                      ? 'text-red-700'
                      : 'text-slate-600')
                }
              >
                <span aria-hidden="true">
                  {proposalLength}/{PROPOSAL_MIN}
                </span>
                <span className="sr-only">{t('modal.counter', { count: proposalLength, min: PROPOSAL_MIN })}</span>
              </span>
            </div>
          </div>
          <BriefFields register={register} errors={formState.errors} files={briefFiles} onFilesChange={setBriefFiles} />
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t('common:honor.reminder')}{' '}
            <a href="/honor-code" target="_blank" rel="noopener" className="font-medium underline">
              {t('common:honor.link')}
            </a>
          </p>
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <DialogClose type="button" className={buttonClasses('secondary', 'md')}>
              {t('modal.cancel')}
            </DialogClose>
            <button type="submit" disabled={pending} className={buttonClasses('primary', 'md', 'disabled:cursor-wait')}>
              {pending ? <ButtonSpinner /> : null}
              {pending ? t('modal.submitting') : t('modal.submit')}
            </button>
          </div>
          <p role="status" className="sr-only">
            {pending ? t('modal.submitting') : ''}
          </p>
        </fieldset>
      </form>
    </DialogShell>
  );
}
