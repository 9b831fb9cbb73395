import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';

export interface FaqItem {
  key: string;
  question: string;
  answer: string;
}

/** Questions as disclosure buttons (aria-expanded, aria-controls); any number can be open. */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <FaqEntry key={item.key} item={item} />
      ))}
    </div>
  );
}

function FaqEntry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className={
            'flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 ' +
            'text-left text-base font-semibold text-slate-900 hover:bg-slate-50 sm:px-6'
          }
        >
          {item.question}
          <ChevronDownIcon
            className={
              `size-5 shrink-0 text-slate-500 transition-transform ` +
              `motion-reduce:transition-none ${open ? 'rotate-180' : ''}`
            }
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-5 pb-5 text-sm leading-relaxed text-slate-600 sm:px-6">
        {item.answer}
      </div>
    </div>
  );
}
