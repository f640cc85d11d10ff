import {
  COMPANY,
  COMPANY_EMAIL_HREF,
  COMPANY_PHONE_HREF,
  type Quote,
  type StaffSession,
} from '@roofing/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSignOut } from '../api/staff.ts';
import { useToast } from '../app/toast.tsx';
import { Button } from '../components/ui/button.tsx';
import { MailIcon, PhoneIcon } from '../components/ui/icons.tsx';
import { AiAssistantChat } from '../features/admin/ai-assistant-chat.tsx';
import { AiInsightsPanel } from '../features/admin/ai-insights-panel.tsx';
import { LeadsSection } from '../features/admin/leads-section.tsx';
import { QuoteList } from '../features/admin/quote-list.tsx';
import { QuoteWorkspace } from '../features/admin/quote-workspace.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import { StatTiles } from '../features/admin/stat-tiles.tsx';

const STAFF_LINKS = [
  { to: '/employee-info', label: 'Employee Information', hint: 'Directory and records' },
  { to: '/employment-testing', label: 'Employment Testing', hint: 'Results and templates' },
  { to: '/safety-info', label: 'Safety Information', hint: 'Incidents and training' },
] as const;

/** The admin dashboard (portal §2), at /admin/dashboard and /admin-dashboard, behind the guard. */
export function AdminDashboardPage() {
  return <RequireStaff>{(session) => <Dashboard session={session} />}</RequireStaff>;
}

function Dashboard({ session }: { session: StaffSession }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [selected, setSelected] = useState<Quote | null>(null);

  const logout = () => {
    signOut.mutate(undefined, {
      onSettled: () => {
        navigate('/admin', { replace: true });
        toast({ title: 'Logged Out', description: 'You have been signed out.' });
      },
    });
  };

  return (
    <div className="bg-sand-100/50">
      <title>{`Admin Dashboard | ${COMPANY.name}`}</title>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <header className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="font-display text-3xl font-bold text-navy-900">Admin Dashboard</h1>
            <p className="text-slate-700">
              Signed in as <span className="font-semibold">{session.user.displayName}</span>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Link
              to="/admin/security"
              className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-900"
            >
              Security
            </Link>
            <Button variant="outline" onClick={logout} disabled={signOut.isPending}>
              {signOut.isPending ? 'Signing out...' : 'Logout'}
            </Button>
          </div>
        </header>

        <div className="mt-6">
          <StatTiles />
        </div>

        <div className="mt-6">
          <AiInsightsPanel />
        </div>

        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <QuoteList selectedId={selected?.id ?? null} onSelect={setSelected} />
          {selected ? (
            <QuoteWorkspace quote={selected} onUpdated={setSelected} />
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

        <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          <section
            aria-labelledby="employee-management"
            className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm lg:col-span-2"
          >
            <h2 id="employee-management" className="font-display text-lg font-bold text-navy-900">
              Employee Management
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-3">
              {STAFF_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="block rounded-xl border border-navy-100 p-3 hover:bg-navy-50"
                  >
                    <span className="block font-semibold text-navy-900">{link.label}</span>
                    <span className="block text-sm text-slate-700">{link.hint}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="documentation-center"
            className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
          >
            <h2 id="documentation-center" className="font-display text-lg font-bold text-navy-900">
              Documentation Center
            </h2>
            <p className="mt-2 text-sm text-slate-700">Contracts, safety manuals and templates.</p>
            <Link
              to="/document-management"
              className="mt-3 inline-block font-semibold text-navy-800 underline underline-offset-4"
            >
              Open Document Management
            </Link>
            <p className="mt-4 text-sm text-slate-700">Photos of your jobs for the home page.</p>
            <Link
              to="/admin/media"
              className="mt-1 inline-block font-semibold text-navy-800 underline underline-offset-4"
            >
              Site Photos
            </Link>
          </section>
          <section
            aria-labelledby="support-heading"
            className="rounded-2xl bg-navy-900 p-5 text-white shadow-sm"
          >
            <h2 id="support-heading" className="font-display text-lg font-bold">
              Emergency Contact
            </h2>
            <ul className="mt-3 space-y-2">
              <li>
                <a
                  href={COMPANY_PHONE_HREF}
                  className="inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline"
                >
                  <PhoneIcon className="size-5 text-ocean-300" />
                  {COMPANY.phone}
                </a>
              </li>
              <li>
                <a
                  href={COMPANY_EMAIL_HREF}
                  className="inline-flex items-center gap-2 font-semibold break-all underline-offset-4 hover:underline"
                >
                  <MailIcon className="size-5 text-ocean-300" />
                  E-mail support
                </a>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
