import type { Quote } from '@roofing/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { StaffPage } from '../components/back-office/staff-page.tsx';
import { OfficeEmailLink, OfficePhoneLink } from '../components/ui/office-contact-links.tsx';
import { AiAssistantChat } from '../features/admin/ai-assistant-chat.tsx';
import { AiInsightsPanel } from '../features/admin/ai-insights-panel.tsx';
import { LeadsSection } from '../features/admin/leads-section.tsx';
import { QuoteList } from '../features/admin/quote-list.tsx';
import { QuoteWorkspace } from '../features/admin/quote-workspace.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import { StatTiles } from '../features/admin/stat-tiles.tsx';
import { BillingStatTiles } from '../features/back-office/billing/billing-stat-tiles.tsx';
import { StormSwitch } from '../features/back-office/storm/storm-switch.tsx';

/**
 * The admin dashboard (portal §2), at /admin/dashboard and /admin-dashboard, behind the guard.
 * Who is signed in, sign-out and the other back-office sections are in the staff layout's header.
 */
export function AdminDashboardPage() {
  return <RequireStaff>{() => <Dashboard />}</RequireStaff>;
}

/** The workspace tabs a link may open a job at (the Billing tab unless another is named). */
const LINKED_TABS = ['billing', 'claim', 'permit', 'photos'] as const;
function jobTabOf(tab: string | null): (typeof LINKED_TABS)[number] {
  return LINKED_TABS.find((linked) => linked === tab) ?? 'billing';
}

function Dashboard() {
  const [selected, setSelected] = useState<Quote | null>(null);
  // ?estimate=EST-… (a receivables row): that job opens at its Billing tab; &tab=permit (a
  // permits board row) at that tab instead.
  const [params] = useSearchParams();
  const openEstimate = params.get('estimate')?.trim().slice(0, 20) || undefined;
  const openTab = jobTabOf(params.get('tab'));

  return (
    <StaffPage title="Admin Dashboard">
      <div className="mt-6">
        <StatTiles />
      </div>
      <div className="mt-3">
        <BillingStatTiles />
      </div>

      <div className="mt-6">
        <StormSwitch />
      </div>

      <div className="mt-6">
        <AiInsightsPanel />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* The list stays in view beside a long job workspace (wide screens), one click from the next job. */}
        <div className="lg:sticky lg:top-4 lg:self-start">
          <QuoteList
            selectedId={selected?.id ?? null}
            onSelect={setSelected}
            openEstimate={openEstimate}
          />
        </div>
        {selected ? (
          <QuoteWorkspace
            quote={selected}
            onUpdated={setSelected}
            initialTab={
              openEstimate?.toUpperCase() === selected.estimateNumber.toUpperCase()
                ? openTab
                : undefined
            }
          />
        ) : (
          <section
            aria-label="Selected quote"
            className="flex min-h-48 items-center justify-center rounded-2xl border border-dashed border-navy-200 bg-white p-6 text-center text-slate-700"
          >
            Select a quote to see its details, messages and actions.
          </section>
        )}
      </div>

      <div className="mt-6">
        <LeadsSection />
      </div>

      <div className="mt-6">
        <AiAssistantChat />
      </div>

      <div className="mt-6">
        <section
          aria-labelledby="support-heading"
          className="rounded-2xl bg-navy-900 p-5 text-white shadow-sm md:max-w-md"
        >
          <h2 id="support-heading" className="font-display text-lg font-bold">
            Emergency Contact
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <OfficePhoneLink />
            </li>
            <li>
              <OfficeEmailLink>E-mail support</OfficeEmailLink>
            </li>
          </ul>
        </section>
      </div>
    </StaffPage>
  );
}
