import { GIG_PRICE_MAX_DOLLARS } from '@inkwell/domain/limits';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, controlState } from '../../../components/form/styles.ts';
import { buttonClasses } from '../../../components/ui/button.ts';
import { formatPrice } from '../../../lib/format.ts';
import { readBudget, type BudgetProblem } from '../budget.ts';

interface BudgetFormProps {
  /** The budget of the address (the form is re-created when it changes). */
  minText: string;
  maxText: string;
  /** A problem of the budget in the address, shown until the visitor fixes it. */
  initialProblem: BudgetProblem | null;
  onApply: (min: string, max: string) => void;
}

/** Budget min and max with Apply (or Enter). A budget that cannot be sent says why and is not sent. */
export function BudgetForm({ minText, maxText, initialProblem, onApply }: BudgetFormProps) {
  const { t, i18n } = useTranslation('gigs');
  const [min, setMin] = useState(minText);
  const [max, setMax] = useState(maxText);
  const [problem, setProblem] = useState<BudgetProblem | null>(initialProblem);
  const id = useId();
  const errorId = `${id}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const budget = readBudget(min, max);
    setProblem(budget.problem);
    if (budget.problem) {
      document.getElementById(`${id}-${budget.problem.field}`)?.focus();
      return;
    }
    onApply(budget.min === undefined ? '' : String(budget.min), budget.max === undefined ? '' : String(budget.max));
  };

  const input = (field: 'min' | 'max', value: string, set: (value: string) => void) => {
    const invalid = problem?.field === field;
    return (
      <div className="min-w-0 flex-1 sm:w-28 sm:flex-none">
        <label htmlFor={`${id}-${field}`} className="mb-1 block text-xs font-medium text-slate-700">
          {t(`budget.${field}`)}
        </label>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-sm text-slate-500"
          >
            $
          </span>
          <input
            id={`${id}-${field}`}
            value={value}
            onChange={(event) => set(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            placeholder={field === 'min' ? '0' : t('budget.any')}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            className={`${controlClass} ${controlState(invalid)} h-11 ps-7 py-2`}
          />
        </div>
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('budget.label')} className="min-w-0">
      <fieldset className="flex items-end gap-2">
        <legend className="sr-only">{t('budget.label')}</legend>
        {input('min', min, setMin)}
        {input('max', max, setMax)}
        <button type="submit" className={buttonClasses('secondary', 'md', 'h-11 px-4')}>
          {t('budget.apply')}
        </button>
      </fieldset>
      {problem ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {t(`budget.errors.${problem.kind}`, { max: formatPrice(GIG_PRICE_MAX_DOLLARS, i18n.language) })}
        </p>
      ) : null}
    </form>
  );
}
