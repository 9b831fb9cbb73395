import { CATEGORIES } from '@inkwell/domain/categories';
import { GIG_PRICE_PLACEHOLDER_MAX, GIG_PRICE_PLACEHOLDER_MIN, LANGUAGES, REVISIONS_MAX } from '@inkwell/domain/limits';
import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/form/field.tsx';
import { ChevronDownIcon } from '../../../../components/ui/icons.tsx';
import type { GigFormField, GigFormFields } from '../../gig-form-schema.ts';
import { PriceSummary } from './price-summary.tsx';
import { PurposeField } from './purpose-field.tsx';

type Message = (field: GigFormField) => string | undefined;

interface SectionProps {
  register: UseFormRegister<GigFormFields>;
  message: Message;
}

/** A select drawn like the other inputs, with its own arrow. */
function SelectBox({ children }: { children: ReactNode }) {
  return (
    <div className="relative">
      {children}
      <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
    </div>
  );
}

/** One titled group of the form. */
export function FormSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <fieldset className="space-y-5">
        <legend className="mb-5">
          <span className="block text-lg font-semibold text-slate-900">{title}</span>
          {intro ? <span className="mt-1 block text-sm font-normal text-slate-600">{intro}</span> : null}
        </legend>
        {children}
      </fieldset>
    </div>
  );
}

export function BasicsSection({ register, message }: SectionProps) {
  const { t } = useTranslation(['gigForm', 'categories']);
  return (
    <FormSection title={t('sections.basics')}>
      <Field id="gig-title" label={t('fields.title')} error={message('title')}>
        {(control) => (
          <input
            {...control}
            {...register('title')}
            type="text"
            autoComplete="off"
            placeholder={t('fields.titlePlaceholder')}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="gig-cat" label={t('fields.category')} error={message('cat')}>
          {(control) => (
            <SelectBox>
              <select {...control} {...register('cat')} className={`${control.className} appearance-none pe-10`}>
                <option value="">{t('fields.categoryPlaceholder')}</option>
                {CATEGORIES.map((category) => (
                  <option key={category.id} value={category.id}>
                    {t(`categories:${category.id}`)}
                  </option>
                ))}
              </select>
            </SelectBox>
          )}
        </Field>
        <Field
          id="gig-language"
          label={t('fields.language')}
          hint={t('fields.languageHint')}
          error={message('language')}
        >
          {(control) => (
            <SelectBox>
              <select {...control} {...register('language')} className={`${control.className} appearance-none pe-10`}>
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {t(`languages.${code}`)}
                  </option>
                ))}
              </select>
            </SelectBox>
          )}
        </Field>
      </div>
      <PurposeField register={register} message={message} />
      <Field id="gig-desc" label={t('fields.description')} hint={t('fields.descriptionHint')} error={message('desc')}>
        {(control) => <textarea {...control} {...register('desc')} rows={8} />}
      </Field>
    </FormSection>
  );
}

export function PricingSection({
  register,
  message,
  pages,
  deliveryTime,
}: SectionProps & { pages: unknown; deliveryTime: unknown }) {
  const { t } = useTranslation('gigForm');
  return (
    <FormSection title={t('sections.pricing')} intro={t('sections.pricingIntro')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="gig-pages" label={t('fields.pages')} error={message('pages')}>
          {(control) => (
            <input {...control} {...register('pages')} type="number" min={1} step={1} inputMode="numeric" />
          )}
        </Field>
        <Field id="gig-delivery" label={t('fields.deliveryTime')} error={message('deliveryTime')}>
          {(control) => (
            <input {...control} {...register('deliveryTime')} type="number" min={1} step={1} inputMode="numeric" />
          )}
        </Field>
        <Field
          id="gig-revisions"
          label={t('fields.revisions')}
          hint={t('fields.revisionsHint', { max: REVISIONS_MAX })}
          error={message('revisions')}
        >
          {(control) => (
            <input
              {...control}
              {...register('revisions')}
              type="number"
              min={0}
              max={REVISIONS_MAX}
              step={1}
              inputMode="numeric"
            />
          )}
        </Field>
      </div>
      <PriceSummary pages={pages} deliveryTime={deliveryTime} />
      <div>
        <p className="text-sm font-medium text-slate-800">
          {t('fields.priceRange')} <span className="font-normal text-slate-500">({t('optional')})</span>
        </p>
        <p className="mt-1 text-sm text-slate-500">{t('fields.priceRangeHint')}</p>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <Field id="gig-price-min" label={t('fields.priceMin')} error={message('priceMin')}>
            {(control) => (
              <input
                {...control}
                {...register('priceMin')}
                type="number"
                min={0}
                step={0.01}
                inputMode="decimal"
                placeholder={String(GIG_PRICE_PLACEHOLDER_MIN)}
              />
            )}
          </Field>
          <Field id="gig-price-max" label={t('fields.priceMax')} error={message('priceMax')}>
            {(control) => (
              <input
                {...control}
                {...register('priceMax')}
                type="number"
                min={0}
                step={0.01}
                inputMode="decimal"
                placeholder={String(GIG_PRICE_PLACEHOLDER_MAX)}
              />
            )}
          </Field>
        </div>
      </div>
    </FormSection>
  );
}

export function DiscountSection({ register, message, enabled }: SectionProps & { enabled: boolean }) {
  const { t } = useTranslation('gigForm');
  return (
    <FormSection title={t('sections.discount')}>
      <div className="flex items-start gap-3">
        <input
          id="gig-discount-enabled"
          type="checkbox"
          {...register('discountEnabled')}
          aria-describedby="gig-discount-hint"
          aria-controls={enabled ? 'gig-discount-fields' : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-accent-700"
        />
        <div>
          <label htmlFor="gig-discount-enabled" className="block text-sm font-medium text-slate-800">
            {t('fields.discountEnabled')}
          </label>
          <p id="gig-discount-hint" className="text-sm text-slate-500">
            {t('fields.discountHint')}
          </p>
        </div>
      </div>
      {enabled ? (
        <div id="gig-discount-fields" className="grid gap-5 sm:grid-cols-[12rem_1fr]">
          <Field id="gig-discount-amount" label={t('fields.discountAmount')} error={message('discountAmount')}>
            {(control) => (
              <input
                {...control}
                {...register('discountAmount')}
                type="number"
                min={0}
                step={0.01}
                inputMode="decimal"
                placeholder="5"
              />
            )}
          </Field>
          <Field id="gig-discount-condition" label={t('fields.discountCondition')} error={message('discountCondition')}>
            {(control) => (
              <input
                {...control}
                {...register('discountCondition')}
                type="text"
                autoComplete="off"
                placeholder={t('fields.discountConditionPlaceholder')}
              />
            )}
          </Field>
        </div>
      ) : null}
    </FormSection>
  );
}
