import type { StaffSession } from '@roofing/contracts';
import { useState } from 'react';
import { StaffDialog } from '../components/back-office/staff-dialog.tsx';
import { StaffPage } from '../components/back-office/staff-page.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import { useAssistantControl } from '../features/back-office/documents/assistant-control.ts';
import { BulkUploadForm } from '../features/back-office/documents/bulk-upload-form.tsx';
import { DocumentAssistant } from '../features/back-office/documents/document-assistant.tsx';
import { DocumentLibrary } from '../features/back-office/documents/document-library.tsx';
import { DocumentQuickActions } from '../features/back-office/documents/document-quick-actions.tsx';
import { SecurityAudit } from '../features/back-office/documents/security-audit.tsx';
import { TemplateGrid } from '../features/back-office/documents/template-grid.tsx';

/** Document management (portal §2), behind the server-checked staff guard. */
export function DocumentManagementPage() {
  return <RequireStaff>{(session) => <DocumentManagement session={session} />}</RequireStaff>;
}

/**
 * The page composes the documents features: quick actions, the AI assistant, the template grid
 * and the library; it holds only what they share (the archive view, which dialog is open, the
 * assistant's tab and wizard type the template grid sets).
 */
function DocumentManagement({ session }: { session: StaffSession }) {
  const isAdmin = session.user.role === 'admin';
  const mayFileConfidential = isAdmin || session.user.permissions.includes('confidential');
  const assistant = useAssistantControl();
  const [archived, setArchived] = useState(false);
  const [dialog, setDialog] = useState<'upload' | 'audit' | null>(null);
  const closeDialog = (open: boolean) => !open && setDialog(null);

  return (
    <StaffPage
      title="Document Management"
      summary="Contracts, safety manuals, compliance and financial records: generated, uploaded and kept in one library."
    >
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
    </StaffPage>
  );
}
