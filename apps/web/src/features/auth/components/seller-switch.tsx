interface SellerSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
  /** The id of the seller-only fields this switch reveals. */
  controls: string;
}

/** An on/off switch (role switch) with its label and hint; the label toggles it too. */
export function SellerSwitch({ checked, onChange, label, hint, controls }: SellerSwitchProps) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-0.5">
        <label htmlFor="register-seller" className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <p id="register-seller-hint" className="text-sm text-slate-500">
          {hint}
        </p>
      </div>
      <button
        id="register-seller"
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby="register-seller-hint"
        aria-controls={checked ? controls : undefined}
        onClick={() => onChange(!checked)}
        className={
          `relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center ` +
          `rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ` +
          `focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-60 ` +
          `${checked ? 'bg-accent-700' : 'bg-slate-500'}`
        }
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow-sm transition-transform ${
            checked ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5'
          }`}
        />
      </button>
    </div>
  );
}
