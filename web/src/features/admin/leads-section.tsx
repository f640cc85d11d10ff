import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { ColdshieldLeadList } from './leads-coldshield-list.tsx';
import { InspectionRequestList } from './leads-inspection-list.tsx';
import { InstantQuoteList } from './leads-instant-quote-list.tsx';

const tabClass =
  'min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold text-navy-800 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm';

/** The dashboard's Leads view: the offer's leads, inspection requests and instant quotes. */
export function LeadsSection() {
  const [tab, setTab] = useState('coldshield');
  return (
    <section
      aria-labelledby="leads-heading"
      className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="leads-heading" className="font-display text-xl font-bold text-navy-900">
        Leads
      </h2>
      <Tabs.Root value={tab} onValueChange={setTab} className="mt-4">
        <Tabs.List
          aria-label="Lead sources"
          className="flex flex-col gap-1 rounded-xl bg-navy-50 p-1 sm:flex-row"
        >
          <Tabs.Trigger value="coldshield" className={tabClass}>
            Refrigeration-roof leads
          </Tabs.Trigger>
          <Tabs.Trigger value="inspections" className={tabClass}>
            Inspection requests
          </Tabs.Trigger>
          <Tabs.Trigger value="instant-quotes" className={tabClass}>
            Instant quotes
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="coldshield">
          <ColdshieldLeadList />
        </Tabs.Content>
        <Tabs.Content value="inspections">
          <InspectionRequestList />
        </Tabs.Content>
        <Tabs.Content value="instant-quotes">
          <InstantQuoteList />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
