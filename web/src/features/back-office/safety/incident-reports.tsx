import type { Incident } from '@roofing/contracts';
import { useDeferredValue, useState } from 'react';
import { useIncidents } from '../../../api/safety.ts';
import { QueryState } from '../../../components/back-office/list-states.tsx';
import { ListToolbar, SearchField } from '../../../components/back-office/list-toolbar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { IncidentCard } from './incident-card.tsx';

/** The Incident Reports tab: search, the list, and each report's view, edit and close. */
export function IncidentReports({
  onReport,
  onView,
  onEdit,
  onClose,
}: {
  onReport: () => void;
  onView: (incident: Incident) => void;
  onEdit: (incident: Incident) => void;
  onClose: (incident: Incident) => void;
}) {
  const [search, setSearch] = useState('');
  const incidents = useIncidents(useDeferredValue(search));
  const list = incidents.data ?? [];
  return (
    <>
      <ListToolbar
        search={
          <SearchField
            label="Search incidents"
            value={search}
            onValueChange={setSearch}
            placeholder="Number, employee, location, type or words"
          />
        }
      >
        <Button onClick={onReport}>New Incident Report</Button>
      </ListToolbar>
      <div className="mt-4">
        <QueryState
          query={incidents}
          empty={list.length === 0}
          emptyText="No incident reports found"
        />
        <ul aria-label="Incident reports" className="grid gap-4">
          {list.map((incident) => (
            <IncidentCard
              key={incident.id}
              incident={incident}
              onView={() => onView(incident)}
              onEdit={() => onEdit(incident)}
              onClose={() => onClose(incident)}
            />
          ))}
        </ul>
      </div>
    </>
  );
}
