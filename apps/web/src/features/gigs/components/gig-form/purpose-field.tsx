import { GIG_PURPOSES } from '@inkwell/domain/integrity/integrity.constants';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GigFormField, GigFormFields } from '../../gig-form-schema.ts';

/**
 * What the gig's work is for: a required choice, each purpose with its one-line
 * explanation. Buyers see it on the card, the gig page and their orders.
 */
export function PurposeField({
  register,
  message,
}: {
  register: UseFormRegister<GigFormFields>;
  message: (field: GigFormField) => string | undefined;
}) {
  const { t } = useTranslation('common');
  const error = message('purpose');
  return (
    <fieldset
      aria-describedby={error ? 'gig-purpose-error' : undefined}
      aria-invalid={Boolean(error)}
      className="space-y-2"
    >
      <legend className="text-sm font-medium text-slate-800">{t('purpose.label')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {GIG_PURPOSES.map((purpose) => (
          <label
            key={purpose}
            className={
              `flex cursor-pointer items-start gap-3 rounded-xl border p-3 has-[:checked]:border-accent-700 ` +
              `has-[:checked]:bg-accent-50 ${error ? 'border-red-400' : 'border-slate-200'}`
            }
          >
            <input
              type="radio"
              value={purpose}
              {...register('purpose')}
              className="mt-1 size-4 shrink-0"
              aria-describedby={`gig-purpose-${purpose}-hint`}
            />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-slate-900">{t(`purpose.${purpose}`)}</span>
              <span id={`gig-purpose-${purpose}-hint`} className="block text-sm text-slate-600">
                {t(`purpose.hint.${purpose}`)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="gig-purpose-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
