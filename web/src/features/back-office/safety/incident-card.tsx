import {
  INVESTIGATION_LABELS,
  type Incident,
  type IncidentSeverity,
  type InvestigationStatus,
  SEVERITY_LABELS,
} from '@roofing/contracts';
import { IconButton } from '../../../components/back-office/icon-button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { clockTime } from '../../../lib/format.ts';

/** Spec §4 colours: severity minor yellow, moderate orange, severe red, critical solid red. */
const SEVERITY_CLASS: Record<IncidentSeverity, string> = {
  minor: 'bg-yellow-100 text-yellow-900 ring-1 ring-yellow-600/40',
  moderate: 'bg-orange-100 text-orange-900 ring-1 ring-orange-600/40',
  severe: 'bg-red-100 text-red-800 ring-1 ring-red-600/40',
  critical: 'bg-red-700 text-white',
};
/** Investigation: completed green, in progress blue, pending yellow; open orange, closed grey. */
const INVESTIGATION_CLASS: Record<InvestigationStatus, string> = {
  completed: 'bg-green-100 text-green-900 ring-1 ring-green-700/30',
  in_progress: 'bg-blue-100 text-blue-900 ring-1 ring-blue-700/30',
  pending: 'bg-yellow-100 text-yellow-900 ring-1 ring-yellow-600/40',
};
const STATUS_CLASS = {
  open: 'bg-orange-100 text-orange-900 ring-1 ring-orange-600/40',
  closed: 'bg-slate-200 text-slate-800',
};

export function Pill({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}>
      {children}
    </span>
  );
}

export const severityPill = (severity: IncidentSeverity) => (
  <Pill className={SEVERITY_CLASS[severity]}>{SEVERITY_LABELS[severity]}</Pill>
);
export const investigationPill = (status: InvestigationStatus) => (
  <Pill className={INVESTIGATION_CLASS[status]}>Investigation: {INVESTIGATION_LABELS[status]}</Pill>
);
export const statusPill = (status: 'open' | 'closed') => (
  <Pill className={STATUS_CLASS[status]}>{status === 'open' ? 'Open' : 'Closed'}</Pill>
);

export function formatIncidentWhen(incident: Incident) {
  const date = new Date(`${incident.incidentDate}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return `${date} at ${clockTime(incident.incidentTime)}`;
}

/** One incident report on the Incident Reports tab (portal §2), with view, edit and close. */
export function IncidentCard({
  incident,
  onView,
  onEdit,
  onClose,
}: {
  incident: Incident;
  onView: () => void;
  onEdit: () => void;
  onClose: () => void;
}) {
  return (
    <li className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-display text-lg font-bold text-navy-900">
            {incident.incidentNumber}
          </h3>
          <p className="text-sm text-slate-700">
            {formatIncidentWhen(incident)} · {incident.location}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {severityPill(incident.severity)}
          {investigationPill(incident.investigationStatus)}
          {statusPill(incident.status)}
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">Employee: </dt>
          <dd className="inline">
            {incident.employeeName}
            {incident.employeeId ? ` (${incident.employeeId})` : ''}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Type: </dt>
          <dd className="inline">{incident.incidentType}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Injury: </dt>
          <dd className="inline">
            {incident.injuryType
              ? `${incident.injuryType}${incident.bodyPart ? `, ${incident.bodyPart}` : ''}`
              : 'None'}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Work days lost: </dt>
          <dd className="inline">{incident.workDaysLost}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-800">{incident.description}</p>
      {incident.correctiveActions.length > 0 ? (
        <div className="mt-3 text-sm">
          <p className="font-semibold text-navy-900">Corrective actions</p>
          <ul className="ml-5 list-disc text-slate-800">
            {incident.correctiveActions.map((action) => (
              <li key={action}>{action}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-4 flex gap-2">
        <IconButton label={`View ${incident.incidentNumber}`} onClick={onView}>
          <Icon>
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
          </Icon>
        </IconButton>
        <IconButton label={`Edit ${incident.incidentNumber}`} onClick={onEdit}>
          <Icon>
            <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
          </Icon>
        </IconButton>
        {incident.status === 'open' ? (
          <IconButton label={`Close ${incident.incidentNumber}`} onClick={onClose}>
            <Icon>
              <path d="M20 6 9 17l-5-5" />
            </Icon>
          </IconButton>
        ) : null}
      </div>
    </li>
  );
}
