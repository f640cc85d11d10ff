import type { StaffSession } from '@roofing/contracts';
import { useState } from 'react';
import { StaffPage } from '../components/back-office/staff-page.tsx';
import { StaffTabs } from '../components/back-office/staff-tabs.tsx';
import { Button } from '../components/ui/button.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import {
  type SafetyDialog,
  SafetyDialogs,
} from '../features/back-office/safety/incident-dialogs.tsx';
import { IncidentReports } from '../features/back-office/safety/incident-reports.tsx';
import { SafetyDocuments } from '../features/back-office/safety/safety-documents.tsx';
import { SafetyFigures } from '../features/back-office/safety/safety-figures.tsx';
import { SafetyOverview } from '../features/back-office/safety/safety-overview.tsx';
import { TrainingCourses } from '../features/back-office/safety/training-courses.tsx';

/** Safety information (portal §2), behind the server-checked staff guard. */
export function SafetyInfoPage() {
  return <RequireStaff>{(session) => <Safety session={session} />}</RequireStaff>;
}

function Safety({ session }: { session: StaffSession }) {
  const [dialog, setDialog] = useState<SafetyDialog | null>(null);
  // A new report switches to the list that shows it.
  const [tab, setTab] = useState('overview');
  const openReport = () => setDialog({ kind: 'report' });

  return (
    <StaffPage
      title="Safety Information"
      summary="Incident reports, training and the policies every crew works by."
      actions={<Button onClick={openReport}>Report Incident</Button>}
    >
      <SafetyFigures />
      <StaffTabs
        label="Safety"
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: 'overview', label: 'Safety Overview', content: <SafetyOverview /> },
          {
            value: 'incidents',
            label: 'Incident Reports',
            content: (
              <IncidentReports
                onReport={openReport}
                onView={(incident) => setDialog({ kind: 'view', id: incident.id })}
                onEdit={(incident) => setDialog({ kind: 'edit', incident })}
                onClose={(incident) => setDialog({ kind: 'close', incident })}
              />
            ),
          },
          {
            value: 'training',
            label: 'Training Materials',
            content: (
              <TrainingCourses onRecord={(course) => setDialog({ kind: 'completion', course })} />
            ),
          },
          { value: 'policies', label: 'Safety Policies', content: <SafetyDocuments /> },
        ]}
      />
      <SafetyDialogs
        dialog={dialog}
        reporter={session.user.displayName}
        onDismiss={() => setDialog(null)}
        onReported={() => setTab('incidents')}
      />
    </StaffPage>
  );
}
