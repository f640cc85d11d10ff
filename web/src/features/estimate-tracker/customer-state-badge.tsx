import type { CustomerState, CustomerStateTone } from '@roofing/contracts';
import { Badge } from '../../components/ui/badge.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';

const TONES: Record<CustomerStateTone, 'sand' | 'ocean' | 'success' | 'coral' | 'danger'> = {
  waiting: 'sand',
  scheduled: 'ocean',
  ready: 'success',
  good: 'success',
  attention: 'coral',
  stopped: 'danger',
};

/**
 * A project's state as every customer screen shows it: the words and colour come from the one
 * mapping in contracts, so an expired estimate is never a green "Estimate Ready".
 */
export function CustomerStateBadge({ state }: { state: CustomerState }) {
  const t = useT(messages);
  return (
    <>
      <span className="sr-only">{t('status')}</span>
      <Badge tone={TONES[state.tone]}>{state.label}</Badge>
    </>
  );
}
