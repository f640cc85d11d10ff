/** The look of each panel on the Security page. */
export const panel = 'rounded-2xl border border-navy-100 bg-white p-5 shadow-sm';

/** A session's times, as staff read them. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
