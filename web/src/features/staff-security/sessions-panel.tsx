import type { StaffSessionInfo } from '@roofing/contracts';
import { useId } from 'react';
import { useEndMySession, useEndOtherSessions, useMySessions } from '../../api/staff.ts';
import { useToast } from '../../app/toast.tsx';
import { ListState } from '../../components/back-office/list-states.tsx';
import { Button } from '../../components/ui/button.tsx';
import { panel, when } from './panel.ts';

export function SessionRow({
  entry,
  onEnd,
  busy,
  showUser = false,
}: {
  entry: StaffSessionInfo;
  onEnd: (() => void) | undefined;
  busy: boolean;
  showUser?: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="text-sm">
        <p className="font-semibold text-navy-900">
          {showUser ? `${entry.username} · ` : ''}
          {entry.userAgent ? entry.userAgent.slice(0, 80) : 'Unknown browser'}
          {entry.current ? (
            <span className="ml-2 rounded-full bg-navy-100 px-2 py-0.5 text-xs">This session</span>
          ) : null}
          {entry.mfaPending ? (
            <span className="ml-2 rounded-full bg-sand-100 px-2 py-0.5 text-xs">
              Setting up two-step
            </span>
          ) : null}
        </p>
        <p className="text-slate-700">
          {entry.ipAddress ?? 'unknown address'} · signed in {when(entry.createdAt)} · last seen{' '}
          {when(entry.lastSeenAt)}
        </p>
      </div>
      {onEnd ? (
        <Button variant="outline" onClick={onEnd} disabled={busy}>
          End session
        </Button>
      ) : null}
    </li>
  );
}

export function MySessionsPanel() {
  const ids = useId();
  const sessions = useMySessions();
  const endOne = useEndMySession();
  const endOthers = useEndOtherSessions();
  const { toast } = useToast();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((entry) => !entry.current);
  return (
    <section aria-labelledby={`${ids}-title`} className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${ids}-title`} className="font-display text-lg font-bold text-navy-900">
          My sessions
        </h2>
        <Button
          variant="outline"
          disabled={others.length === 0 || endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: (answer) =>
                toast({
                  title: 'Sessions ended',
                  description: `${answer.ended} other session${answer.ended === 1 ? '' : 's'} ended.`,
                }),
            })
          }
        >
          End all other sessions
        </Button>
      </div>
      <ListState
        loading={sessions.isPending}
        error={sessions.error}
        empty={!sessions.isPending && list.length === 0}
        emptyText="No open sessions."
        onRetry={() => void sessions.refetch()}
      />
      {list.length > 0 ? (
        <ul aria-label="My sessions" className="divide-y divide-navy-100">
          {list.map((entry) => (
            <SessionRow
              key={entry.id}
              entry={entry}
              busy={endOne.isPending}
              onEnd={entry.current ? undefined : () => endOne.mutate(entry.id)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
