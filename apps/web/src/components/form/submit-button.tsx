import { buttonClasses } from '../ui/button.ts';
import { ButtonSpinner } from '../ui/button-spinner.tsx';

interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
}

/** The form's main button. While pending it shows a spinner and a live status says what is happening. */
export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  return (
    <div>
      <button
        type="submit"
        disabled={pending}
        className={buttonClasses('primary', 'md', 'w-full disabled:cursor-wait')}
      >
        {pending ? <ButtonSpinner /> : null}
        {pending ? pendingLabel : label}
      </button>
      <p role="status" className="sr-only">
        {pending ? pendingLabel : ''}
      </p>
    </div>
  );
}
