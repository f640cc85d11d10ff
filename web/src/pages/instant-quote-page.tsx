import * as Tabs from '@radix-ui/react-tabs';
import { COMPANY, COMPANY_PHONE_HREF, INSTANT_QUOTE, type InstantQuote } from '@roofing/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BackHomeLink } from '../components/layout/back-home-link.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { InstantQuoteForm } from '../features/instant-quote/instant-quote-form.tsx';
import { InstantQuoteResult } from '../features/instant-quote/instant-quote-result.tsx';
import { messages } from '../features/instant-quote/messages.ts';
import { TrackInstantQuote } from '../features/instant-quote/track-instant-quote.tsx';
import { useT } from '../i18n/catalogue.ts';

const tabClass =
  'min-h-11 flex-1 rounded-lg px-4 text-sm font-semibold text-navy-800 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm';

type Mode = 'create' | 'track';

/**
 * Instant quote (public-site §2, §4): New Quote (the form, then the result until Generate New
 * Quote) and Track Quote. The quote e-mail's link (`?number=IQ-…`) opens Track Quote on it.
 */
export function InstantQuotePage() {
  const t = useT(messages);
  const [searchParams] = useSearchParams();
  const linkedNumber = (searchParams.get('number') ?? '').trim().toUpperCase();
  const [mode, setMode] = useState<Mode>(linkedNumber ? 'track' : 'create');
  const [result, setResult] = useState<InstantQuote | null>(null);
  const print = () => window.print();

  return (
    <div className="bg-sand-100/50 print:bg-white">
      <title>{t('documentTitle', { company: COMPANY.name })}</title>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:p-0">
        <BackHomeLink hiddenInPrint />
        <div data-print-hidden="">
          <h1 className="mt-6 font-display text-3xl font-bold text-navy-900 sm:text-4xl">
            {t('heading')}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-700">
            {t.rich('intro', {
              price: `$${INSTANT_QUOTE.pricePerSquare}`,
              phone: COMPANY.phone,
              a: (chunks) => (
                <a href={COMPANY_PHONE_HREF} className="font-semibold whitespace-nowrap underline">
                  {chunks}
                </a>
              ),
            })}
          </p>
        </div>

        <Tabs.Root
          value={mode}
          onValueChange={(value) => setMode(value as Mode)}
          className="mt-8 print:mt-0"
        >
          <Tabs.List
            aria-label={t('tabsLabel')}
            data-print-hidden=""
            className="flex max-w-md gap-1 rounded-xl bg-navy-50 p-1"
          >
            <Tabs.Trigger value="create" className={tabClass}>
              {t('newTab')}
            </Tabs.Trigger>
            <Tabs.Trigger value="track" className={tabClass}>
              {t('trackTab')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="create" className="mt-6 print:mt-0">
            {result ? (
              <InstantQuoteResult
                quote={result}
                focusOnShow
                actions={
                  <>
                    <Button variant="accent" onClick={() => setResult(null)}>
                      {t('generateNew')}
                    </Button>
                    <Button variant="outline" onClick={print}>
                      {t('print')}
                    </Button>
                  </>
                }
              />
            ) : (
              <Card>
                <InstantQuoteForm onGenerated={setResult} />
              </Card>
            )}
          </Tabs.Content>
          <Tabs.Content value="track" className="mt-6 print:mt-0">
            <TrackInstantQuote initialNumber={linkedNumber} onPrint={print} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </div>
  );
}
