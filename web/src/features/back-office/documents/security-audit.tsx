import { useSecurityAudit } from '../../../api/documents.ts';
import { ErrorState, LoadingState } from '../../../components/back-office/list-states.tsx';
import { dateTime } from '../../admin/admin-format.ts';

/** Florida time, labelled ET, as every staff page writes times. */
const when = (iso: string) => dateTime(iso);

/** Security Audit (admins): recent sign-ins, failed attempts and confidential downloads. */
export function SecurityAudit({ enabled }: { enabled: boolean }) {
  const audit = useSecurityAudit(enabled);
  if (audit.isPending) return <LoadingState text="Loading the audit..." />;
  if (audit.isError || !audit.data) {
    return (
      <ErrorState text="The audit could not be loaded." onRetry={() => void audit.refetch()} />
    );
  }
  const { signIns, failedAttempts, confidentialDownloads } = audit.data;
  return (
    <div className="grid gap-4">
      <AuditBlock
        heading="Sign-ins"
        rows={signIns.map((row) => `${row.username} from ${row.ipAddress}, ${when(row.at)}`)}
        empty="No sign-ins recorded."
      />
      <AuditBlock
        heading="Failed attempts"
        rows={failedAttempts.map((row) => `${row.username} from ${row.ipAddress}, ${when(row.at)}`)}
        empty="No failed attempts."
      />
      <AuditBlock
        heading="Confidential downloads"
        rows={confidentialDownloads.map((row) => `${row.title}: ${row.username}, ${when(row.at)}`)}
        empty="No confidential downloads."
      />
    </div>
  );
}

function AuditBlock({ heading, rows, empty }: { heading: string; rows: string[]; empty: string }) {
  return (
    <section className="text-sm">
      <h3 className="font-semibold text-navy-900">{heading}</h3>
      {rows.length ? (
        <ul className="mt-1 grid gap-1">
          {rows.map((row, index) => (
            // Two sign-ins can read the same (same user, address and minute).
            <li key={`${index}-${row}`}>{row}</li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{empty}</p>
      )}
    </section>
  );
}
