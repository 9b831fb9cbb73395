import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronDownIcon, SortIcon } from '../../../components/ui/icons.tsx';
import { sortChoices, type SortChoice } from '../gig-list-params.ts';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-lg py-2 pr-3 pl-8 text-sm text-slate-800 ' +
  'outline-none relative data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold';

/**
 * The sort menu of docs/product.md#gig-list-and-search: Best Selling, Newest,
 * Popular, and Best match while searching (a Radix menu of radio items).
 */
export function SortMenu({
  value,
  searching,
  onChange,
}: {
  value: SortChoice;
  searching: boolean;
  onChange: (value: SortChoice) => void;
}) {
  const { t } = useTranslation('gigs');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={
          'inline-flex h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 ' +
          'text-sm text-slate-800 hover:border-slate-400 data-[state=open]:border-accent-600'
        }
      >
        <SortIcon className="size-4 text-slate-500" />
        <span className="text-slate-600">{t('sort.label')}</span>
        <span className="font-semibold">{t(`sort.${value}`)}</span>
        <ChevronDownIcon className="size-4 text-slate-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className={
          'z-30 min-w-48 rounded-xl border border-slate-200 ' + 'bg-white p-1.5 shadow-lg motion-safe:animate-fade-in'
        }
      >
        <DropdownMenu.RadioGroup value={value} onValueChange={(next) => onChange(next as SortChoice)}>
          {sortChoices(searching).map((choice) => (
            <DropdownMenu.RadioItem key={choice} value={choice} className={itemClasses}>
              <DropdownMenu.ItemIndicator className="absolute left-2 inline-flex">
                <CheckIcon className="size-4 text-accent-700" />
              </DropdownMenu.ItemIndicator>
              {t(`sort.${choice}`)}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
