import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface StaffTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

const triggerClass =
  'min-h-11 whitespace-nowrap rounded-lg px-4 text-sm font-semibold text-navy-800 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm';

/**
 * How the tab list sits: 'scroll' keeps the tabs their size and scrolls sideways on a narrow
 * screen (a page's sections); 'fill' shares the width out (a panel's few tabs); 'stack' fills
 * the width and stacks the tabs on a phone (long labels).
 */
export type StaffTabsLayout = 'scroll' | 'fill' | 'stack';
const LIST_CLASS: Record<StaffTabsLayout, string> = {
  scroll: 'flex gap-1 overflow-x-auto rounded-xl bg-navy-50 p-1',
  // A panel with more tabs than fit (the job's seven) wraps them onto a second row.
  fill: 'flex flex-wrap gap-1 rounded-xl bg-navy-50 p-1',
  stack: 'flex flex-col gap-1 rounded-xl bg-navy-50 p-1 sm:flex-row',
};

/**
 * The back office's tabs (Radix: arrow keys move between tabs, the panel is labelled by its
 * tab). Uncontrolled with `defaultValue`, or controlled with `value` + `onValueChange` when
 * something outside the tabs switches them. Inactive panels are unmounted, as Radix does.
 */
export function StaffTabs({
  label,
  tabs,
  defaultValue,
  value,
  onValueChange,
  className = 'mt-8',
  panelClassName = 'mt-6',
  layout = 'scroll',
}: {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly StaffTab[];
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  panelClassName?: string;
  layout?: StaffTabsLayout;
}) {
  return (
    <Tabs.Root
      defaultValue={defaultValue ?? tabs[0]?.value}
      value={value}
      onValueChange={onValueChange}
      className={className}
    >
      <Tabs.List aria-label={label} className={LIST_CLASS[layout]}>
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className={layout === 'scroll' ? triggerClass : `${triggerClass} flex-1 px-3`}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className={panelClassName}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
