import type { StaffSession } from '@roofing/contracts';
import { useId, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import {
  useAccountAction,
  useAllSessions,
  useEndAnySession,
  useStaffAccounts,
} from '../../api/staff.ts';
import { useToast } from '../../app/toast.tsx';
import { ListState } from '../../components/back-office/list-states.tsx';
import { StaffDialog } from '../../components/back-office/staff-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { panel } from './panel.ts';
import { SessionRow } from './sessions-panel.tsx';

export function AccountsPanel({ session }: { session: StaffSession }) {
  const ids = useId();
  const accounts = useStaffAccounts(true);
  const all = useAllSessions(true);
  const action = useAccountAction();
  const endAny = useEndAnySession();
  const { toast } = useToast();
  const [confirm, setConfirm] = useState<{
    id: number;
    username: string;
    action: 'disable' | 'enable' | 'reset-mfa';
  } | null>(null);
  const list = accounts.data?.accounts ?? [];
  const sessions = all.data?.sessions ?? [];
  const verbs = {
    disable: 'Disable',
    enable: 'Enable',
    'reset-mfa': 'Reset two-step sign-in of',
  } as const;

  return (
    <section aria-labelledby={`${ids}-title`} className={panel}>
      <h2 id={`${ids}-title`} className="font-display text-lg font-bold text-navy-900">
        Staff accounts
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Disabling an account ends its sessions and stops it signing in. Resetting two-step sign-in
        (a lost phone) ends its sessions; it sets up a new app at its next sign-in.
      </p>
      <ListState
        loading={accounts.isPending}
        error={accounts.error}
        empty={!accounts.isPending && list.length === 0}
        emptyText="No staff accounts."
        onRetry={() => void accounts.refetch()}
      />
      {list.length > 0 ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Staff accounts</caption>
            <thead>
              <tr className="border-b border-navy-100 text-navy-900">
                <th scope="col" className="py-2 pr-3">
                  Account
                </th>
                <th scope="col" className="py-2 pr-3">
                  Role
                </th>
                <th scope="col" className="py-2 pr-3">
                  Two-step
                </th>
                <th scope="col" className="py-2 pr-3">
                  Status
                </th>
                <th scope="col" className="py-2 pr-3">
                  Sessions
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((account) => {
                const self = account.id === session.user.id;
                return (
                  <tr key={account.id} className="border-b border-navy-50">
                    <th scope="row" className="py-2 pr-3 font-semibold text-navy-900">
                      {account.displayName}{' '}
                      <span className="font-normal text-slate-600">({account.username})</span>
                    </th>
                    <td className="py-2 pr-3">{account.role}</td>
                    <td className="py-2 pr-3">{account.totpEnabled ? 'On' : 'Not set up'}</td>
                    <td className="py-2 pr-3">{account.disabled ? 'Disabled' : 'Active'}</td>
                    <td className="py-2 pr-3">{account.activeSessions}</td>
                    <td className="py-2">
                      {self ? (
                        <span className="text-slate-600">You</span>
                      ) : (
                        <div className="flex flex-wrap gap-2">
                          <Button
                            variant="outline"
                            onClick={() =>
                              setConfirm({
                                id: account.id,
                                username: account.username,
                                action: account.disabled ? 'enable' : 'disable',
                              })
                            }
                          >
                            {account.disabled ? 'Enable' : 'Disable'}
                            <span className="sr-only"> {account.username}</span>
                          </Button>
                          <Button
                            variant="ghost"
                            disabled={!account.totpEnabled}
                            onClick={() =>
                              setConfirm({
                                id: account.id,
                                username: account.username,
                                action: 'reset-mfa',
                              })
                            }
                          >
                            Reset two-step
                            <span className="sr-only"> of {account.username}</span>
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      <h3 className="mt-6 font-display text-base font-bold text-navy-900">All sessions</h3>
      <ListState
        loading={all.isPending}
        error={all.error}
        empty={!all.isPending && sessions.length === 0}
        emptyText="No open sessions."
        onRetry={() => void all.refetch()}
      />
      {sessions.length > 0 ? (
        <ul aria-label="All sessions" className="divide-y divide-navy-100">
          {sessions.map((entry) => (
            <SessionRow
              key={entry.id}
              entry={entry}
              showUser
              busy={endAny.isPending}
              onEnd={entry.current ? undefined : () => endAny.mutate(entry.id)}
            />
          ))}
        </ul>
      ) : null}

      <StaffDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={confirm ? `${verbs[confirm.action]} ${confirm.username}?` : ''}
      >
        <div className="flex gap-2">
          <Button
            disabled={action.isPending}
            onClick={() => {
              if (!confirm) return;
              action.mutate(
                { id: confirm.id, action: confirm.action },
                {
                  onSuccess: () => {
                    toast({
                      title: 'Done',
                      description: `${verbs[confirm.action]} ${confirm.username}: done.`,
                    });
                    setConfirm(null);
                  },
                  onError: (error) =>
                    toast({
                      title: 'Could not do that',
                      description:
                        error instanceof ApiError && error.serverMessage
                          ? error.serverMessage
                          : 'Please try again.',
                    }),
                },
              );
            }}
          >
            {confirm ? verbs[confirm.action].split(' ')[0] : ''}
          </Button>
          <Button variant="outline" onClick={() => setConfirm(null)}>
            Cancel
          </Button>
        </div>
      </StaffDialog>
    </section>
  );
}
