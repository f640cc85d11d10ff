import { dateTime } from '../admin/admin-format.ts';
/** The look of each panel on the Security page. */
export const panel = 'rounded-2xl border border-navy-100 bg-white p-5 shadow-sm';

/** A session's times, as staff read them. */
/** Florida time, labelled ET, as every staff page writes times. */
export const when = (iso: string) => dateTime(iso);
