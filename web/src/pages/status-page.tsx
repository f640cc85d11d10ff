import { HeroBand, TitledBand } from '../components/layout/page-bands.tsx';
import { messages } from '../features/storm/messages.ts';
import { StatusFigures } from '../features/storm/status-figures.tsx';
import { useT } from '../i18n/catalogue.ts';

/** /status and /es/status (issue 26): storm mode and how quickly the office is calling back. */
export function StatusPage() {
  const t = useT(messages);
  return (
    <>
      <title>{t('documentTitle')}</title>
      <HeroBand id="status-heading" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <TitledBand id="status-figures" title={t('eyebrow')}>
        <StatusFigures />
      </TitledBand>
    </>
  );
}
