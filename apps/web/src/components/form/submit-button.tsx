import { buttonClasses } from '../ui/button.ts';

interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
}

/** The form's main button. While pending it shows a spinner and a live status says what is happening. */
export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  return (
    <div>
      <button type="submit" disabled={pending} className={buttonClasses('primary', 'md', 'w-full disabled:cursor-wait')}>
        {pending ? (
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-4 animate-spin">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        ) : null}
        {pending ? pendingLabel : label}
      </button>
      <p role="status" className="sr-only">
        {pending ? pendingLabel : ''}
      </p>
    </div>
  );
}
