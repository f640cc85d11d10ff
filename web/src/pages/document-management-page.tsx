import { COMPANY, type StaffSession } from '@roofing/contracts';
import { useState } from 'react';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import { useAssistantControl } from '../features/back-office/documents/assistant-control.ts';
import { BulkUploadForm } from '../features/back-office/documents/bulk-upload-form.tsx';
import { DocumentAssistant } from '../features/back-office/documents/document-assistant.tsx';
import { DocumentLibrary } from '../features/back-office/documents/document-library.tsx';
import { DocumentQuickActions } from '../features/back-office/documents/document-quick-actions.tsx';
import { SecurityAudit } from '../features/back-office/documents/security-audit.tsx';
import { TemplateGrid } from '../features/back-office/documents/template-grid.tsx';
import { StaffDialog } from '../features/back-office/staff-dialog.tsx';
import { StaffPageHeader } from '../features/back-office/staff-page-header.tsx';

/** Document management (portal §2), behind the server-checked staff guard. */
export function DocumentManagementPage() {
  return <RequireStaff>{(session) => <DocumentManagement session={session} />}</RequireStaff>;
}

function DocumentManagement({ session }: { session: StaffSession }) {
  const isAdmin = session.user.role === 'admin';
  const mayFileConfidential = isAdmin || session.user.permissions.includes('confidential');
  const assistant = useAssistantControl();
  const [archived, setArchived] = useState(false);
  const [dialog, setDialog] = useState<'upload' | 'audit' | null>(null);
  const closeDialog = (open: boolean) => !open && setDialog(null);

  return (
    <div className="bg-sand-100/50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <title>{`Document Management | ${COMPANY.name}`}</title>
        <StaffPageHeader
          title="Document Management"
          summary="Contracts, safety manuals, compliance and financial records: generated, uploaded and kept in one library."
        />
        <DocumentQuickActions
          archived={archived}
          onToggleArchived={() => setArchived((value) => !value)}
          onUpload={() => setDialog('upload')}
          onAudit={isAdmin ? () => setDialog('audit') : undefined}
        />
        <div className="mt-6">
          <DocumentAssistant control={assistant} />
        </div>
        <section aria-labelledby="templates-heading" className="mt-8">
          <h2 id="templates-heading" className="font-display text-xl font-bold text-navy-900">
            Templates
          </h2>
          <div className="mt-3">
            <TemplateGrid control={assistant} />
          </div>
        </section>
        <DocumentLibrary archived={archived} />
      </div>

      <StaffDialog
        open={dialog === 'upload'}
        onOpenChange={closeDialog}
        title="Bulk Upload"
        description="PDF, Word, Excel, text, CSV, HTML, PNG or JPEG; up to 10 files of 20 MB, 50 MB in all."
        wide
      >
        <BulkUploadForm onDone={() => setDialog(null)} mayFileConfidential={mayFileConfidential} />
      </StaffDialog>
      <StaffDialog
        open={dialog === 'audit'}
        onOpenChange={closeDialog}
        title="Security Audit"
        description="Recent staff sign-ins, failed attempts and confidential downloads."
        wide
      >
        <SecurityAudit enabled={dialog === 'audit'} />
      </StaffDialog>
    </div>
  );
}
