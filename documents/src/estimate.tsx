import { COMPANY, INTL_LOCALE, type Locale, PROMISES, WARRANTY_TERMS } from '@roofing/contracts';
import { translator } from '@roofing/contracts/i18n';
import { ESTIMATE_MESSAGES } from './estimate-messages.ts';
import { paragraphs, show } from './fill-ins.tsx';
import { Facts, Signatures } from './layout.tsx';
import { AmountRow, ItemsTable } from './line-item-rows.tsx';
import { type LineItem, lineItemsOf } from './line-items.ts';
import { dayIn } from './locale-format.ts';
import { richMessage } from './rich-message.tsx';
import type { DocumentTemplate } from './templates.ts';
import { addDays, centsOf, dayOf, isYes, listOf, numberOf, sumKnown, textOf } from './values.ts';

const REPLACEMENT_WORDS =
  /\b(re-?roof|replacement|replace (the|their|a) (whole |entire )?roof|tear-?off|new roof)\b/i;
const REPAIR_WORDS = /\b(repair|repairs|patch|fix|leak|leaks)\b/i;

/**
 * Whether the estimate is for a repair: the work type says so, or what staff wrote about the work
 * (its scope, notes, line items) speaks of a repair and never of a new roof.
 */
export function isRepairEstimate(data: Record<string, unknown>): boolean {
  const type = textOf(data.workType).toLowerCase();
  if (type) return type.startsWith('repair');
  const words = [data.scopeOfWork, data.additionalDetails, data.request, data.lineItems]
    .map((value) => (Array.isArray(value) ? value.map(textOf).join(' ') : textOf(value)))
    .join(' ');
  return REPAIR_WORDS.test(words) && !REPLACEMENT_WORDS.test(words);
}

type EstimateText = ReturnType<typeof estimateText>;
const estimateText = (locale: Locale) => translator(ESTIMATE_MESSAGES, locale);

/** The priced lines: typed ones, else one line of squares × price per square. */
function estimateLines(data: Record<string, unknown>, t: EstimateText): LineItem[] {
  const typed = lineItemsOf(data.lineItems);
  if (typed.length > 0) return typed;
  const squares = numberOf(data.roofSquares);
  const perSquare = centsOf(data.pricePerSquare);
  const price = centsOf(data.price);
  const roof = textOf(data.roofType) || t('roofSystem');
  const work = isRepairEstimate(data)
    ? textOf(data.scopeOfWork) || t('repairLine', { roof })
    : t('replacementLine', { roof });
  if (squares !== undefined && perSquare !== undefined) {
    return [
      {
        description: work,
        quantity: squares,
        unitPrice: perSquare,
        amount: Math.round(squares * perSquare),
      },
    ];
  }
  if (price !== undefined) return [{ description: work, amount: price }];
  return [];
}

const REPLACEMENT_INCLUDED = [
  'replacementIncluded1',
  'replacementIncluded2',
  'replacementIncluded3',
  'replacementIncluded4',
] as const;
const REPAIR_INCLUDED = [
  'repairIncluded1',
  'repairIncluded2',
  'repairIncluded3',
  'repairIncluded4',
] as const;
const DEFAULT_EXCLUSIONS = [
  'exclusion1',
  'exclusion2',
  'exclusion3',
  'exclusion4',
  'exclusion5',
] as const;
const REPAIR_EXCLUSIONS = ['repairExclusion1', 'repairExclusion2', 'repairExclusion3'] as const;

/** Subtotal, each discount the customer qualifies for (10% each), and the total, in cents. */
export function estimateTotals(data: Record<string, unknown>, locale: Locale = 'en') {
  const t = estimateText(locale);
  const items = estimateLines(data, t);
  const subtotal = sumKnown(items.map((item) => item.amount));
  const discounts: { label: string; amount: number | undefined }[] = [];
  const discountOf = (percent: number) =>
    subtotal === undefined ? undefined : -Math.round((subtotal * percent) / 100);
  if (isYes(data.isVeteran)) {
    discounts.push({
      label: t('veteranDiscount', { percent: COMPANY.discounts.veterans }),
      amount: discountOf(COMPANY.discounts.veterans),
    });
  }
  if (isYes(data.isSenior)) {
    discounts.push({
      label: t('seniorDiscount', { percent: COMPANY.discounts.seniors }),
      amount: discountOf(COMPANY.discounts.seniors),
    });
  }
  const total =
    subtotal === undefined
      ? undefined
      : subtotal + (sumKnown(discounts.map((entry) => entry.amount)) ?? 0);
  return { items, subtotal, discounts, total };
}

export const estimateTemplate: DocumentTemplate = {
  fields: [
    {
      name: 'estimateNumber',
      label: 'Estimate number',
      kind: 'text',
      required: false,
      example: 'SFR-7KQ2M9XD',
    },
    {
      name: 'estimateDate',
      label: 'Estimate date',
      kind: 'date',
      required: false,
      example: '2026-11-09',
      help: 'Today when left empty; the estimate is valid 30 days from it.',
    },
    {
      name: 'clientName',
      label: 'Homeowner',
      kind: 'text',
      required: true,
      example: 'Maria and David Alvarez',
    },
    {
      name: 'clientPhone',
      label: 'Phone',
      kind: 'text',
      required: false,
      example: '(904) 555-0177',
    },
    {
      name: 'clientEmail',
      label: 'E-mail',
      kind: 'text',
      required: false,
      example: 'maria.alvarez@example.com',
    },
    {
      name: 'projectAddress',
      label: 'Property address',
      kind: 'text',
      required: true,
      example: '418 Seagate Ave, Neptune Beach, FL 32266',
    },
    {
      name: 'roofType',
      label: 'Roof type',
      kind: 'text',
      required: true,
      example: 'Architectural asphalt shingle (GAF Timberline HDZ)',
    },
    {
      name: 'roofSquares',
      label: 'Roof area (squares)',
      kind: 'number',
      required: false,
      example: '32',
    },
    { name: 'roofPitch', label: 'Roof pitch', kind: 'text', required: false, example: '6/12' },
    {
      name: 'pricePerSquare',
      label: 'Price per square',
      kind: 'money',
      required: false,
      example: '550.00',
      help: 'Used when no line items are given.',
    },
    {
      name: 'scopeOfWork',
      label: 'Work to be done',
      kind: 'multiline',
      required: false,
      example: 'Replace storm-damaged shingles and two pipe boots on the north slope.',
    },
    {
      name: 'workType',
      label: 'Type of work',
      kind: 'text',
      required: false,
      example: 'replacement',
      help: 'repair or replacement; read from the notes when left empty.',
    },
    {
      name: 'price',
      label: 'Total price',
      kind: 'money',
      required: false,
      example: '17600.00',
      help: 'Used when there are neither line items nor a price per square.',
    },
    {
      name: 'lineItems',
      label: 'Line items',
      kind: 'list',
      required: false,
      example: 'Tear-off and disposal, 1 layer | 32 | 85.00',
    },
    {
      name: 'isVeteran',
      label: 'Veteran or active military (yes/no)',
      kind: 'text',
      required: false,
      example: 'no',
      help: `yes applies the ${COMPANY.discounts.veterans}% veteran discount`,
    },
    {
      name: 'isSenior',
      label: 'Senior, 65 or older (yes/no)',
      kind: 'text',
      required: false,
      example: 'yes',
      help: `yes applies the ${COMPANY.discounts.seniors}% senior discount`,
    },
    {
      name: 'exclusions',
      label: 'Exclusions',
      kind: 'list',
      required: false,
      example: 'Gutter replacement',
      help: 'Added to our standard exclusions.',
    },
    {
      name: 'additionalDetails',
      label: 'Notes for the homeowner',
      kind: 'multiline',
      required: false,
      example: 'Price includes upgrading to a full self-adhered underlayment over the whole deck.',
    },
  ],

  render({ data, now, locale }) {
    const t = estimateText(locale);
    const totals = estimateTotals(data, locale);
    const issued = dayOf(data.estimateDate) ?? dayOf(now) ?? now;
    const validThrough = addDays(issued, PROMISES.estimateValidityDays);
    const exclusions = listOf(data.exclusions);
    const client = textOf(data.clientName);
    const squares = numberOf(data.roofSquares);
    const repair = isRepairEstimate(data);
    const included = (repair ? REPAIR_INCLUDED : REPLACEMENT_INCLUDED).map((key) =>
      t(key, {
        terms: t('warrantyTerms', {
          materials: WARRANTY_TERMS.materialsYears,
          workmanship: WARRANTY_TERMS.workmanshipYears,
        }),
      }),
    );
    const standardExclusions = (repair ? REPAIR_EXCLUSIONS : DEFAULT_EXCLUSIONS).map((key) =>
      t(key),
    );
    const work = t(repair ? 'roofRepair' : 'roofReplacement');
    const scope = textOf(data.scopeOfWork);

    const body = (
      <>
        <Facts
          entries={[
            [
              t('preparedFor'),
              <>
                {show(data.clientName, 'long')}
                <br />
                {show(data.clientPhone)} · {show(data.clientEmail)}
              </>,
            ],
            [t('property'), show(data.projectAddress, 'long')],
            [t('work'), scope ? t('workWithScope', { work, scope }) : work],
            [t('roofType'), show(data.roofType)],
            [
              t('areaAndPitch'),
              <>
                {richMessage(
                  (values) => t('squares', values),
                  {},
                  {
                    squares:
                      squares !== undefined
                        ? squares.toLocaleString(INTL_LOCALE[locale])
                        : show(undefined, 'short'),
                  },
                )}{' '}
                ·{' '}
                {richMessage(
                  (values) => t('pitch', values),
                  {},
                  { pitch: show(data.roofPitch, 'short') },
                )}
              </>,
            ],
          ]}
        />
        <h2>{t('price')}</h2>
        <ItemsTable items={totals.items} emptyRows={4} locale={locale}>
          <AmountRow tone="subtle" label={t('subtotal')} amount={totals.subtotal} locale={locale} />
          {totals.discounts.map((entry) => (
            <AmountRow
              key={entry.label}
              tone="subtle"
              label={entry.label}
              amount={entry.amount}
              locale={locale}
            />
          ))}
          <AmountRow
            tone="total"
            label={t('estimatedTotal')}
            amount={totals.total}
            locale={locale}
          />
        </ItemsTable>
        <p className="callout keep">
          {richMessage(
            (values) => t('validity', values),
            { days: PROMISES.estimateValidityDays },
            { date: <strong>{dayIn(validThrough, locale)}</strong> },
          )}
        </p>
        <h2>{t('included')}</h2>
        <ul>
          {included.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
        <h2>{t('notIncluded')}</h2>
        <ul>
          {[...standardExclusions, ...exclusions].map((entry, index) => (
            <li key={index}>{entry}</li>
          ))}
        </ul>
        {textOf(data.additionalDetails) ? (
          <>
            <h2>{t('notes')}</h2>
            {paragraphs(data.additionalDetails, null)}
          </>
        ) : null}
        <h2>{t('acceptance')}</h2>
        <p className="keep">{t('acceptanceText', { legalName: COMPANY.legalName })}</p>
        <Signatures
          signers={[
            { role: t('homeowner'), name: client || undefined },
            { role: t('representative', { company: COMPANY.name }) },
          ]}
          locale={locale}
        />
      </>
    );

    const number = textOf(data.estimateNumber);
    return {
      title: [t('heading'), number, client].filter(Boolean).join(' — '),
      heading: t('heading'),
      meta: [
        [t('estimateNo'), show(data.estimateNumber, 'short')],
        [t('date'), dayIn(issued, locale)],
        [t('validThrough'), dayIn(validThrough, locale)],
      ],
      body,
    };
  },
};
