import type {
  PasswordChange,
  StaffAccount,
  StaffLoginRequest,
  StaffSession,
  StaffSessionInfo,
  StaffUser,
} from '@roofing/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, setCsrfToken } from './client.ts';

export const staffKeys = {
  session: ['/api/admin/session'] as const,
  mySessions: ['/api/admin/account/sessions'] as const,
  accounts: ['/api/admin/staff-accounts'] as const,
  allSessions: ['/api/admin/staff-sessions'] as const,
};

export type LoginAnswer =
  | { kind: 'signed-in'; user: StaffUser; mfaEnrolmentRequired: boolean }
  | { kind: 'code-required'; message: string }
  | { kind: 'invalid'; message: string };

/** POST /api/admin/auth: 200 signs in; 401 says wrong credentials, or that the code is next. */
export async function signIn(input: StaffLoginRequest): Promise<LoginAnswer> {
  try {
    const answer = await apiJson<{
      success: true;
      token: string;
      user: StaffUser;
      mfaEnrolmentRequired?: boolean;
    }>('POST', '/api/admin/auth', input);
    setCsrfToken(answer.token);
    return {
      kind: 'signed-in',
      user: answer.user,
      mfaEnrolmentRequired: answer.mfaEnrolmentRequired === true,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const body = error.body as { error?: string; mfaRequired?: boolean } | undefined;
      return body?.mfaRequired
        ? { kind: 'code-required', message: body.error ?? 'Enter your code.' }
        : { kind: 'invalid', message: 'Invalid credentials. Please try again.' };
    }
    throw error;
  }
}

/** The guard asks the server; a session also gives back its CSRF token after a reload. */
export async function getSession(): Promise<StaffSession | null> {
  try {
    const session = await apiJson<StaffSession>('GET', '/api/admin/session');
    setCsrfToken(session.token);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setCsrfToken(undefined);
      return null;
    }
    throw error;
  }
}

/** How often a staff page asks again about a session the server could not check. */
export const SESSION_RETRY_MS = 5_000;

export function useStaffSession() {
  return useQuery({
    queryKey: staffKeys.session,
    queryFn: getSession,
    staleTime: 30_000,
    // Not answered (a 503 while the server restarts): asked again until it is.
    refetchInterval: (query) => (query.state.status === 'error' ? SESSION_RETRY_MS : false),
  });
}

export function useSignIn() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if (answer.kind === 'signed-in')
        void queries.invalidateQueries({ queryKey: staffKeys.session });
    },
  });
}

export function useSignOut() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ success: true }>('POST', '/api/admin/logout'),
    onSettled: () => {
      setCsrfToken(undefined);
      queries.clear();
    },
  });
}

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** Starts enrolling an authenticator app: a new secret and its QR code. */
export function useTotpSetup() {
  return useMutation({
    mutationFn: () => apiJson<TotpSetup>('POST', '/api/admin/totp/setup'),
  });
}

/** Confirms the app with a code; answers the recovery codes (shown once). */
export function useTotpEnable() {
  return useMutation({
    mutationFn: (input: { code: string; password?: string }) =>
      apiJson<{ recoveryCodes: string[] }>('POST', '/api/admin/totp/enable', input),
  });
}

export function useTotpDisable() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; password: string }) =>
      apiJson<{ success: true }>('POST', '/api/admin/totp/disable', input),
    onSuccess: () => queries.invalidateQueries({ queryKey: staffKeys.session }),
  });
}

export function useChangePassword() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChange) =>
      apiJson<{ success: true; ended: number }>('POST', '/api/admin/account/password', input),
    onSuccess: () => queries.invalidateQueries({ queryKey: staffKeys.mySessions }),
  });
}

export function useMySessions() {
  return useQuery({
    queryKey: staffKeys.mySessions,
    queryFn: () => apiJson<{ sessions: StaffSessionInfo[] }>('GET', '/api/admin/account/sessions'),
  });
}

export function useEndMySession() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ success: true }>('POST', `/api/admin/account/sessions/${id}/end`),
    onSettled: () => queries.invalidateQueries({ queryKey: staffKeys.mySessions }),
  });
}

export function useEndOtherSessions() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson<{ success: true; ended: number }>('POST', '/api/admin/account/sessions/end-others'),
    onSettled: () => queries.invalidateQueries({ queryKey: staffKeys.mySessions }),
  });
}

export function useStaffAccounts(enabled: boolean) {
  return useQuery({
    queryKey: staffKeys.accounts,
    queryFn: () => apiJson<{ accounts: StaffAccount[] }>('GET', '/api/admin/staff-accounts'),
    enabled,
  });
}

export function useAllSessions(enabled: boolean) {
  return useQuery({
    queryKey: staffKeys.allSessions,
    queryFn: () => apiJson<{ sessions: StaffSessionInfo[] }>('GET', '/api/admin/staff-sessions'),
    enabled,
  });
}

/** An admin's change to another account: disable, enable, reset its second factor. */
export function useAccountAction() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'disable' | 'enable' | 'reset-mfa' }) =>
      apiJson<{ success: true }>('POST', `/api/admin/staff-accounts/${id}/${action}`),
    onSettled: () => {
      void queries.invalidateQueries({ queryKey: staffKeys.accounts });
      void queries.invalidateQueries({ queryKey: staffKeys.allSessions });
    },
  });
}

export function useEndAnySession() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ success: true }>('POST', `/api/admin/staff-sessions/${id}/end`),
    onSettled: () => {
      void queries.invalidateQueries({ queryKey: staffKeys.allSessions });
      void queries.invalidateQueries({ queryKey: staffKeys.accounts });
      void queries.invalidateQueries({ queryKey: staffKeys.mySessions });
    },
  });
}
