import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

interface TabListProps<T extends string> {
  /** the tabs, in order */
  tabs: readonly T[];
  active: T;
  onChange: (tab: T) => void;
  /** what the list as a whole is: 'Verification requests by state' */
  label: string;
  /** each tab's words */
  words: (tab: T) => string;
  /** each tab's element id, which its panel names (aria-labelledby) */
  tabId: (tab: T) => string;
  /** the id of the one panel the selected tab shows */
  panelId: string;
}

/** Tabs over one panel (the ARIA tabs pattern): the arrow keys, Home and End move between them
 * and show the panel for the tab focused; Tab goes on into the panel
 * (docs/decisions/0029-accessible-at-two-widths.md). */
export function TabList<T extends string>({
  tabs,
  active,
  onChange,
  label,
  words,
  tabId,
  panelId,
}: TabListProps<T>) {
  const elements = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = tabs[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    elements.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-x-1 border-b border-slate-200">
      {tabs.map((tab, index) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={(element) => {
              elements.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              '-mb-px rounded-t-md border-b-2 px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:outline-none',
              selected
                ? 'border-blue-800 text-blue-900'
                : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
            )}
          >
            {words(tab)}
          </button>
        );
      })}
    </div>
  );
}
