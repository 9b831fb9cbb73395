import { useTranslation } from 'react-i18next';

/** A kept original as text: a list's items and an object's texts on one line each. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(asText).join('\n');
  if (typeof value === 'object' && value !== null) return Object.values(value).map(asText).filter(Boolean).join(' · ');
  return String(value);
}

/**
 * The texts as their author wrote them, by field, beside the masked ones (decision 054): only
 * operators receive them, and only for the fields contact masking changed.
 */
export function CaseOriginals({ originalText }: { originalText: Record<string, unknown> | null }) {
  const { t } = useTranslation('reports');
  if (!originalText) return null;
  return (
    <dl className="mt-3 space-y-1 border-t border-slate-300 pt-2 text-sm text-slate-800">
      {Object.entries(originalText).map(([field, value]) => (
        <div key={field}>
          <dt className="font-semibold">
            {t('case.message.original')} ({field})
          </dt>
          <dd className="break-words whitespace-pre-line">{asText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
