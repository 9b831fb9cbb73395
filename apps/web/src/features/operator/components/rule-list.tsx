import type { JurisdictionRule } from '@inkwell/domain/integrity/jurisdiction.schema';
import { countryName } from '@inkwell/domain/countries';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { useChangeRule } from '../api/jurisdictions.ts';

/**
 * The rules, one card per country: what its buyers may order, the note, who changed it and when; change or remove it.
 */
export function RuleList({
  rules,
  viewerId,
  onEdit,
  onDone,
}: {
  rules: JurisdictionRule[];
  viewerId: string;
  onEdit: (rule: JurisdictionRule) => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation(['operator', 'common', 'errors']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const change = useChangeRule();
  if (rules.length === 0) return <p className="text-sm text-slate-600">{t('rules.empty')}</p>;
  const who = (rule: JurisdictionRule) =>
    rule.updatedBy === viewerId ? t('rules.byYou') : rule.updatedBy ? t('rules.byOther') : t('rules.byFormer');
  return (
    <>
      {change.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {problemText(t, change.error, t('rules.removeFailed'))}
        </p>
      ) : null}
      <ul className="space-y-3">
        {rules.map((rule) => {
          const name = countryName(rule.country, language);
          return (
            <li key={rule.country} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">
                {name} <span className="font-normal text-slate-500">({rule.country})</span>
              </h3>
              <p className="mt-1 text-sm text-slate-800">
                <span className="font-medium">{t('rules.allowed')}:</span>{' '}
                {rule.allowedPurposes.length === 0
                  ? t('rules.none')
                  : rule.allowedPurposes.map((purpose) => t(`common:purpose.${purpose}`)).join(' · ')}
              </p>
              {rule.note ? (
                <p className="mt-1 break-words whitespace-pre-line text-sm text-slate-700">{rule.note}</p>
              ) : null}
              <p className="mt-1 text-xs text-slate-600">
                {t('rules.changed', { who: who(rule), date: formatDateTime(rule.updatedAt, language) })}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => onEdit(rule)}
                  aria-label={t('rules.edit', { country: name })}
                  className={buttonClasses('secondary', 'sm')}
                >
                  {t('rules.editShort')}
                </button>
                <button
                  type="button"
                  disabled={change.isPending}
                  onClick={() =>
                    change.mutate(
                      { kind: 'remove', country: rule.country },
                      { onSuccess: () => onDone(t('rules.removed')) },
                    )
                  }
                  aria-label={t('rules.remove', { country: name })}
                  className={buttonClasses('secondary', 'sm')}
                >
                  {t('rules.removeShort')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
