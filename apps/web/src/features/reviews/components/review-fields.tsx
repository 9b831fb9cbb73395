import { REVIEW_COMMENT_MAX, SATISFACTION, STARS_MAX } from '@inkwell/domain/limits';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { controlClass, controlState } from '../../../components/form/styles.ts';
import { ChevronDownIcon, StarIcon } from '../../../components/ui/icons.tsx';

const STAR_VALUES = Array.from({ length: STARS_MAX }, (_, index) => index + 1);

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

interface StarsFieldProps {
  idPrefix: string;
  legend: string;
  registration: UseFormRegisterReturn;
  /** The chosen rating, to fill the stars up to it. */
  value: number;
  error?: string;
}

/** Stars 1-5 as a group of radio buttons drawn as stars (arrow keys move between them). */
export function StarsField({ idPrefix, legend, registration, value, error }: StarsFieldProps) {
  const { t } = useTranslation('reviews');
  const errorId = `${idPrefix}-stars-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="space-y-1.5"
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="-ml-1.5 flex">
          {STAR_VALUES.map((stars) => (
            <label
              key={stars}
              className={
                'inline-flex size-11 cursor-pointer items-center justify-center ' +
                'rounded-lg has-[:disabled]:cursor-not-allowed ' +
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600'
              }
            >
              <input
                id={stars === value ? `${idPrefix}-stars` : undefined}
                type="radio"
                value={String(stars)}
                className="sr-only"
                {...registration}
              />
              <StarIcon
                className={`size-8 transition-colors ${stars <= value ? 'text-amber-500' : 'text-slate-300'}`}
              />
              <span className="sr-only">{t('fields.starsOption', { count: stars })}</span>
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm font-medium text-slate-700 tabular-nums">
          {t('fields.starsValue', { stars: value, max: STARS_MAX })}
        </span>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

interface SatisfactionFieldProps {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** Satisfaction: poor, fair, good, very good or excellent (docs/product.md#reviews). */
export function SatisfactionField({ id, registration, error }: SatisfactionFieldProps) {
  const { t } = useTranslation('reviews');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('fields.satisfaction')}
      </label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${controlClass} ${controlState(Boolean(error))} h-11 appearance-none py-2 pe-9`}
          {...registration}
        >
          {SATISFACTION.map((option) => (
            <option key={option} value={option}>
              {t(`satisfaction.${option}`)}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          className={'pointer-events-none absolute end-3 top-1/2 ' + 'size-4 -translate-y-1/2 text-slate-500'}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

interface CommentFieldProps {
  id: string;
  label: string;
  placeholder: string;
  registration: UseFormRegisterReturn;
  /** What is typed so far, for the counter. */
  value: string;
  error?: string;
}

/**
 * An optional comment with a live counter up to REVIEW_COMMENT_MAX. No maxLength on the box: a
 * longer paste is kept whole and the message says what to cut, instead of being cut silently.
 */
export function CommentField({ id, label, placeholder, registration, value, error }: CommentFieldProps) {
  const { t } = useTranslation('reviews');
  const length = value.trim().length;
  const over = length > REVIEW_COMMENT_MAX;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label} <span className="font-normal text-slate-600">{t('fields.optional')}</span>
      </label>
      <textarea
        id={id}
        rows={4}
        placeholder={placeholder}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`${controlClass} ${controlState(Boolean(error))} resize-y`}
        {...registration}
      />
      <FieldError id={`${id}-error`} message={error} />
      <div id={`${id}-hint`} className="flex items-baseline justify-between gap-3 text-sm text-slate-600">
        <span>{t('fields.commentHint')}</span>
        <span className={`shrink-0 tabular-nums ${over ? 'font-medium text-red-700' : ''}`}>
          <span aria-hidden="true">
            {length}/{REVIEW_COMMENT_MAX}
          </span>
          <span className="sr-only">{t('fields.counter', { count: length, max: REVIEW_COMMENT_MAX })}</span>
        </span>
      </div>
    </div>
  );
}
