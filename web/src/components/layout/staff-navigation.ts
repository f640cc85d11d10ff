import type { SiteRoutePattern } from '@roofing/contracts/site-routes';

export interface StaffSection {
  to: SiteRoutePattern;
  label: string;
  also?: string[];
  /** Shown to admins only (the page itself is refused to others by the server). */
  adminOnly?: boolean;
}

/**
 * The back office's sections, in the order the staff navigation shows them. Each is a staff
 * route of the contracts' route list (a path that is not one does not compile).
 */
export const STAFF_SECTIONS: readonly StaffSection[] = [
  { to: '/admin/dashboard', label: 'Dashboard', also: ['/admin-dashboard'] },
  { to: '/admin/receivables', label: 'Receivables' },
  { to: '/admin/permits', label: 'Permits' },
  { to: '/admin/price-book', label: 'Price Book' },
  { to: '/employee-info', label: 'Employees' },
  { to: '/employment-testing', label: 'Testing' },
  { to: '/safety-info', label: 'Safety' },
  { to: '/document-management', label: 'Documents' },
  { to: '/admin/media', label: 'Site Photos' },
  { to: '/admin/security', label: 'Security' },
  { to: '/admin/money-audit', label: 'Money Audit', adminOnly: true },
  { to: '/admin/queues', label: 'Queues', adminOnly: true },
];

/** The sections a staff member with this role sees. */
export const staffSectionsFor = (role: string) =>
  STAFF_SECTIONS.filter((section) => !section.adminOnly || role === 'admin');
