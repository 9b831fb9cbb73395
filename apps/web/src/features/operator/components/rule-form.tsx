import { JURISDICTION_NOTE_MAX, type JurisdictionRule } from '@inkwell/domain/integrity/jurisdiction.schema';
import { GIG_PURPOSES, type GigPurpose } from '@inkwell/domain/integrity/integrity.constants';
import { COUNTRY_CODES, countryName } from '@inkwell/domain/countries';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { useChangeRule } from '../api/jurisdictions.ts';

export interface RuleDraft {
  country: string;
  allowedPurposes: GigPurpose[];
  note: string;
}

export const emptyDraft = (): RuleDraft => ({ country: '', allowedPurposes: [...GIG_PURPOSES], note: '' });
export const draftOf = (rule: JurisdictionRule): RuleDraft => ({
  country: rule.country,
  allowedPurposes: [...rule.allowedPurposes],
  note: rule.note,
});

/**
 * Add or change one country's rule: the country, a box per purpose, a note. Choosing a country that
 * has a rule starts from that rule. The server's refusal is said from its code.
 */
export function RuleForm({
  rules,
  draft,
  onDraft,
  onDone,
}: {
  rules: JurisdictionRule[];
  draft: RuleDraft;
  onDraft: (draft: RuleDraft) => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation(['operator', 'common', 'errors']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const countries = useMemo(() => {
    const collator = new Intl.Collator(language);
    return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [language]);
  const change = useChangeRule();
  const [countryMissing, setCountryMissing] = useState(false);
  const chooseCountry = (country: string) => {
    setCountryMissing(false);
    const existing = rules.find((rule) => rule.country === country);
    onDraft(existing ? draftOf(existing) : { ...draft, country });
  };
  const toggle = (purpose: GigPurpose, on: boolean) =>
    onDraft({
      ...draft,
      allowedPurposes: GIG_PURPOSES.filter((each) => (each === purpose ? on : draft.allowedPurposes.includes(each))),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.country) {
      setCountryMissing(true);
      document.getElementById('rule-country')?.focus();
      return;
    }
    change.mutate(
      {
        kind: 'set',
        country: draft.country,
        rule: { allowedPurposes: draft.allowedPurposes, note: draft.note.trim() },
      },
      { onSuccess: () => onDone(t('rules.saved')) },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="rule-form-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="rule-form-title" className="text-lg font-semibold text-slate-900">
        {t('rules.formTitle')}
      </h2>
      <Field
        id="rule-country"
        label={t('rules.country')}
        error={countryMissing ? t('rules.countryRequired') : undefined}
      >
        {(control) => (
          <select {...control} value={draft.country} onChange={(event) => chooseCountry(event.target.value)}>
            <option value="">{t('rules.chooseCountry')}</option>
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t('rules.allowed')}</legend>
        {GIG_PURPOSES.map((purpose) => (
          <label key={purpose} className="flex min-h-10 items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={draft.allowedPurposes.includes(purpose)}
              onChange={(event) => toggle(purpose, event.target.checked)}
              className={
                'size-5 rounded border-slate-400 text-accent-700 ' +
                'focus-visible:outline-2 focus-visible:outline-accent-600'
              }
            />
            {t(`common:purpose.${purpose}`)}
          </label>
        ))}
      </fieldset>
      <Field id="rule-note" label={t('rules.note')} hint={t('rules.noteHint', { max: JURISDICTION_NOTE_MAX })}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={JURISDICTION_NOTE_MAX}
            value={draft.note}
            onChange={(event) => onDraft({ ...draft, note: event.target.value })}
          />
        )}
      </Field>
      {change.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {problemText(t, change.error, t('rules.failed'))}
        </p>
      ) : null}
      <button type="submit" disabled={change.isPending} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
        {change.isPending ? t('rules.saving') : t('rules.save')}
      </button>
    </form>
  );
}
