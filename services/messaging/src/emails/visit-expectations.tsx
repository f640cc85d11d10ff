import type { Locale } from '@roofing/contracts';
import { Bullets, H } from './layout.tsx';
import { shared } from './messages.ts';

/** What the site visit involves: in the e-mail of a scheduled visit and of a moved one. */
export function VisitExpectations({ locale = 'en' }: { locale?: Locale }) {
  const t = shared(locale);
  return (
    <>
      <H>{t('visitTitle')}</H>
      <Bullets items={[t('visitInspector'), t('visitAttic'), t('visitDuration')]} />
    </>
  );
}
