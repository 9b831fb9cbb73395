interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
}

/** The form's main button. While pending it shows a spinner and a live status says what is happening. */
export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  return (
    <>
      <button
        type="submit"
        disabled={pending}
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 py-2.5 text-sm font-semibold text-white shadow-xs transition-colors hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-wait disabled:bg-emerald-700/80"
      >
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
    </>
  );
}
