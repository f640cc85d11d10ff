import type { StaffLoginRequest, StaffSession, StaffUser } from '@roofing/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, setCsrfToken } from './client.ts';

export const staffKeys = {
  session: ['/api/admin/session'] as const,
};

export type LoginAnswer =
  | { kind: 'signed-in'; user: StaffUser }
  | { kind: 'code-required'; message: string }
  | { kind: 'invalid'; message: string };

/** POST /api/admin/auth: 200 signs in; 401 says wrong credentials, or that the code is next. */
export async function signIn(input: StaffLoginRequest): Promise<LoginAnswer> {
  try {
    const answer = await apiJson<{ success: true; token: string; user: StaffUser }>(
      'POST',
      '/api/admin/auth',
      input,
    );
    setCsrfToken(answer.token);
    return { kind: 'signed-in', user: answer.user };
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

export function useStaffSession() {
  return useQuery({ queryKey: staffKeys.session, queryFn: getSession, staleTime: 30_000 });
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
