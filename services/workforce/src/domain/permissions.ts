import type { StaffPermission } from '@roofing/contracts';
import { AppError, type StaffIdentity } from '@roofing/platform';

/** Whether the staff member holds `permission` (an admin holds every one). */
export function holds(caller: StaffIdentity, permission: StaffPermission): boolean {
  return caller.role === 'admin' || caller.permissions.includes(permission);
}

/** 403 unless the staff member holds `permission` (an admin holds every one). */
export function requirePermission(caller: StaffIdentity, permission: StaffPermission) {
  if (holds(caller, permission)) return;
  throw new AppError(
    'FORBIDDEN',
    'Your account does not have access to this. Ask an administrator to grant it.',
  );
}
