import type { Locale } from '@roofing/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIncidents, useSafetyStats } from '../../../api/safety.ts';
import { CrewLanguageChoice } from '../../../components/back-office/crew-language-choice.tsx';
import { QueryState } from '../../../components/back-office/list-states.tsx';
import { loadSpanishReminders, SAFETY_REMINDERS } from '../../../content/safety-reminders.ts';
import { formatIncidentWhen } from './incident-card.tsx';

const card = 'rounded-2xl border border-navy-100 bg-white p-5';

/** The Safety Overview tab: the latest incidents, the year by month, and the standing reminders. */
export function SafetyOverview() {
  const stats = useSafetyStats();
  const incidents = useIncidents('');
  const list = incidents.data ?? [];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="recent-heading" className={card}>
        <h2 id="recent-heading" className="font-display text-xl font-bold text-navy-900">
          Recent activities
        </h2>
        <QueryState
          query={incidents}
          empty={list.length === 0}
          emptyText="No incidents recorded."
        />
        <ul className="mt-3 grid gap-3">
          {list.slice(0, 5).map((incident) => (
            <li key={incident.id} className="border-l-4 border-navy-200 pl-3 text-sm">
              <p className="font-semibold text-navy-900">
                {incident.incidentNumber}: {incident.incidentType}
              </p>
              <p className="text-slate-700">
                {formatIncidentWhen(incident)} · {incident.employeeName} ·{' '}
                {incident.status === 'open' ? 'open' : 'closed'}
              </p>
            </li>
          ))}
        </ul>
        {stats.data ? (
          <table className="mt-5 w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-navy-900">
              This year by month
            </caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col">Month</th>
                <th scope="col">Incidents</th>
                <th scope="col">Near misses</th>
                <th scope="col">Training hours</th>
              </tr>
            </thead>
            <tbody>
              {stats.data.monthly.map((month) => (
                <tr key={month.month} className="border-t border-navy-50">
                  <td>{month.month}</td>
                  <td>{month.incidents}</td>
                  <td>{month.nearMisses}</td>
                  <td>{month.trainingHours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      <Reminders />
    </div>
  );
}

/**
 * The standing reminders, in English or, for a crew member who reads Spanish first, in Spanish
 * (issue 24; the Spanish text is a module of its own, loaded when chosen).
 */
function Reminders() {
  const [language, setLanguage] = useState<Locale>('en');
  const spanish = useQuery({
    queryKey: ['safety-reminders', 'es'],
    queryFn: loadSpanishReminders,
    enabled: language === 'es',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const shown = language === 'es' && spanish.data ? 'es' : 'en';
  const reminders = shown === 'es' && spanish.data ? spanish.data : SAFETY_REMINDERS;
  return (
    <section aria-labelledby="reminders-heading" className={card}>
      <h2 id="reminders-heading" className="font-display text-xl font-bold text-navy-900">
        Reminders
      </h2>
      <CrewLanguageChoice
        legend="Show the reminders in"
        value={language}
        onChange={setLanguage}
        className="mt-2"
      />
      <ul className="mt-3 grid gap-3" lang={shown}>
        {reminders.map((reminder) => (
          <li key={reminder.title} className="rounded-xl bg-sand-100 p-4 text-sm">
            <p className="font-semibold text-navy-900">{reminder.title}</p>
            <p className="mt-1 text-slate-800">{reminder.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
