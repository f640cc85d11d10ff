import type { Locale } from '@roofing/contracts';
import type { PublicStormBanner } from '@roofing/contracts/http/storm';
import { H, P, Panel } from './layout.tsx';
import { shared } from './messages.ts';

/**
 * The office's storm banner at the top of an acknowledgement, in the reader's language, when the
 * e-mail is rendered while the banner is on (issue 26). Nothing while it is off.
 */
export function StormNotice({ storm, locale }: { storm?: PublicStormBanner; locale: Locale }) {
  if (!storm) return null;
  return (
    <Panel>
      <H>{shared(locale)('stormTitle')}</H>
      <P>{locale === 'es' ? storm.textEs : storm.text}</P>
    </Panel>
  );
}
