import { COMPANY, SAFETY_MANAGER } from '@roofing/contracts';

/** Printable HTML pages with the company's header (policies, handouts, library documents, reports). */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export function printableHtml(title: string, body: string, subtitle = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} | ${escapeHtml(COMPANY.name)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f1f33;max-width:48rem;margin:2rem auto;padding:0 1.25rem;line-height:1.5}
header{border-bottom:3px solid #0b2a4a;padding-bottom:.75rem;margin-bottom:1.5rem}
header p{margin:0;color:#475569;font-size:.9rem}
h1{font-size:1.6rem;margin:.25rem 0}h2{font-size:1.15rem;margin-top:1.5rem;color:#0b2a4a}
li{margin:.25rem 0}.blank{border-bottom:1px solid #94a3b8;min-height:1.8rem;margin:.4rem 0 .9rem}
.field{font-weight:600;font-size:.9rem}footer{margin-top:2rem;font-size:.8rem;color:#475569;border-top:1px solid #cbd5e1;padding-top:.5rem}
@media print{body{margin:0}}
</style></head><body>
<header><p>${escapeHtml(COMPANY.name)} · Florida license ${escapeHtml(COMPANY.license)} · ${escapeHtml(COMPANY.phone)}</p>
<h1>${escapeHtml(title)}</h1>${subtitle ? `<p>${escapeHtml(subtitle)}</p>` : ''}</header>
${body}
<footer>Emergencies: call 911 first. Non-emergency safety concerns: ${escapeHtml(SAFETY_MANAGER.name)}, Safety Manager, ${escapeHtml(SAFETY_MANAGER.phone)}.</footer>
</body></html>`;
}
