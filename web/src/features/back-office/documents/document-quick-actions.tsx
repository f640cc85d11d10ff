import { useState } from 'react';
import { apiRequest } from '../../../api/client.ts';
import { printPdf, saveBlob } from '../../../api/documents.ts';
import { useToast } from '../../../app/toast.tsx';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Quick actions (portal §2): Bulk Upload, Archive (the archive view), Generate Report (the
 * library report printed to PDF here) and, for admins, Security Audit.
 */
export function DocumentQuickActions({
  archived,
  onToggleArchived,
  onUpload,
  onAudit,
}: {
  archived: boolean;
  onToggleArchived: () => void;
  onUpload: () => void;
  /** Absent for staff who may not see the audit. */
  onAudit?: () => void;
}) {
  const { toast } = useToast();
  const [reporting, setReporting] = useState(false);

  const report = async () => {
    setReporting(true);
    try {
      const html = await (await apiRequest('GET', '/api/documents/report')).text();
      saveBlob(
        await printPdf(html, 'library-report'),
        `document-library-report-${new Date().toISOString().slice(0, 10)}.pdf`,
      );
      toast({ title: 'Report ready', description: 'The library report was downloaded as a PDF.' });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to download document. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setReporting(false);
    }
  };

  return (
    <section aria-label="Quick actions" className="mt-6 flex flex-wrap gap-2">
      <Button onClick={onUpload}>Bulk Upload</Button>
      <Button variant="outline" onClick={onToggleArchived} aria-pressed={archived}>
        {archived ? 'Back to Library' : 'Archive'}
      </Button>
      <Button variant="outline" onClick={() => void report()} disabled={reporting}>
        {reporting ? 'Preparing report...' : 'Generate Report'}
      </Button>
      {onAudit ? (
        <Button variant="outline" onClick={onAudit}>
          Security Audit
        </Button>
      ) : null}
      {reporting ? (
        <span role="status" className="self-center text-sm text-slate-700">
          Printing the library report as a PDF...
        </span>
      ) : null}
    </section>
  );
}
