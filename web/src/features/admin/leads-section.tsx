import { useState } from 'react';
import { useContactMessages, useInspectionRequests } from '../../api/leads.ts';
import { StaffTabs } from '../../components/back-office/staff-tabs.tsx';
import { ColdshieldLeadList } from './leads-coldshield-list.tsx';
import { ContactMessageList } from './leads-contact-list.tsx';
import { InspectionRequestList } from './leads-inspection-list.tsx';
import { InstantQuoteList } from './leads-instant-quote-list.tsx';

/**
 * The dashboard's Leads view: the offer's leads, inspection requests, instant quotes and the
 * contact form's messages. Emergency inspection requests still waiting are counted on their tab,
 * which opens first while there are any (until the office picks a tab itself); so are the contact
 * messages still to answer.
 */
export function LeadsSection() {
  const [chosen, setChosen] = useState<string | null>(null);
  // The list's own first page (the same read, shared): storm or not, emergencies come first.
  const inspections = useInspectionRequests(1).data?.rows ?? [];
  const emergencies = inspections.filter(
    (request) => request.urgencyLevel === 'emergency' && request.status === 'pending',
  ).length;
  const toAnswer = useContactMessages(1, 'open', 1).data?.total ?? 0;
  const tab = chosen ?? (emergencies > 0 ? 'inspections' : 'coldshield');
  const setTab = setChosen;
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
            label:
              emergencies > 0
                ? `Inspection requests · ${emergencies} emergenc${emergencies === 1 ? 'y' : 'ies'} waiting`
                : 'Inspection requests',
            content: <InspectionRequestList />,
          },
          { value: 'instant-quotes', label: 'Instant quotes', content: <InstantQuoteList /> },
          {
            value: 'contacts',
            label: toAnswer > 0 ? `Contact messages · ${toAnswer} to answer` : 'Contact messages',
            content: <ContactMessageList />,
          },
        ]}
      />
    </section>
  );
}
