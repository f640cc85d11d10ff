import { useState } from 'react';
import { StaffTabs } from '../../components/back-office/staff-tabs.tsx';
import { ColdshieldLeadList } from './leads-coldshield-list.tsx';
import { InspectionRequestList } from './leads-inspection-list.tsx';
import { InstantQuoteList } from './leads-instant-quote-list.tsx';

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
      <StaffTabs
        label="Lead sources"
        layout="stack"
        value={tab}
        onValueChange={setTab}
        className="mt-4"
        panelClassName=""
        tabs={[
          {
            value: 'coldshield',
            label: 'Refrigeration-roof leads',
            content: <ColdshieldLeadList />,
          },
          {
            value: 'inspections',
            label: 'Inspection requests',
            content: <InspectionRequestList />,
          },
          { value: 'instant-quotes', label: 'Instant quotes', content: <InstantQuoteList /> },
        ]}
      />
    </section>
  );
}
