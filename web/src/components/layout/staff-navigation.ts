import type { SiteRoutePattern } from '@roofing/contracts/site-routes';

/**
 * The back office's sections, in the order the staff navigation shows them. Each is a staff
 * route of the contracts' route list (a path that is not one does not compile).
 */
export const STAFF_SECTIONS: readonly { to: SiteRoutePattern; label: string; also?: string[] }[] = [
  { to: '/admin/dashboard', label: 'Dashboard', also: ['/admin-dashboard'] },
  { to: '/employee-info', label: 'Employees' },
  { to: '/employment-testing', label: 'Testing' },
  { to: '/safety-info', label: 'Safety' },
  { to: '/document-management', label: 'Documents' },
  { to: '/admin/media', label: 'Site Photos' },
  { to: '/admin/security', label: 'Security' },
];
