import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_TABS, type OrdersTab } from '../orders-tab.ts';

export const tabId = (tab: OrdersTab) => `orders-tab-${tab}`;
export const PANEL_ID = 'orders-panel';

interface OrdersTabsProps {
  tab: OrdersTab;
  onChange: (tab: OrdersTab) => void;
}

/**
 * Active and Completed as an ARIA tab list (arrow keys, Home and End move between them). The chosen
 * tab lives in the address, so back, forward and shared links keep it.
 */
export function OrdersTabs({ tab, onChange }: OrdersTabsProps) {
  const { t } = useTranslation('orders');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ORDERS_TABS.indexOf(tab);
    const last = ORDERS_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const chosen = ORDERS_TABS[next] ?? tab;
    onChange(chosen);
    document.getElementById(tabId(chosen))?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      onKeyDown={onKeyDown}
      className="flex gap-1 border-b border-slate-200"
    >
      {ORDERS_TABS.map((name) => {
        const selected = name === tab;
        return (
          <button
            key={name}
            id={tabId(name)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(name)}
            className={
              `-mb-px inline-flex h-11 items-center border-b-2 px-4 text-sm font-semibold transition-colors ` +
              `focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ` +
              `${
                selected
                  ? 'border-accent-700 text-accent-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
              }`
            }
          >
            {t(`tabs.${name}`)}
          </button>
        );
      })}
    </div>
  );
}
