import { COMPANY, PROMISES, WARRANTY_TERMS_TEXT } from '@roofing/contracts';
import { paragraphs, show } from './fill-ins.tsx';
import { Facts, Signatures } from './layout.tsx';
import { AmountRow, ItemsTable } from './line-item-rows.tsx';
import { type LineItem, lineItemsOf } from './line-items.ts';
import type { DocumentTemplate } from './templates.ts';
import {
  addDays,
  centsOf,
  dayOf,
  formatDay,
  isYes,
  listOf,
  numberOf,
  sumKnown,
  textOf,
} from './values.ts';

const DEFAULT_EXCLUSIONS = [
  'Replacing rotted or damaged sheathing, fascia or rafters found after tear-off (priced per sheet or per foot by change order, with photos)',
  'Gutters, downspouts and screen enclosures, unless listed above',
  'Removing and reinstalling solar panels, satellite dishes or antennas',
  'Electrical, plumbing or HVAC work beyond re-flashing existing roof penetrations',
  'Interior repairs (drywall, paint) from earlier leaks',
];

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

/** The priced lines: typed ones, else one line of squares × price per square. */
function estimateLines(data: Record<string, unknown>): LineItem[] {
  const typed = lineItemsOf(data.lineItems);
  if (typed.length > 0) return typed;
  const squares = numberOf(data.roofSquares);
  const perSquare = centsOf(data.pricePerSquare);
  const price = centsOf(data.price);
  const roof = textOf(data.roofType) || 'roof system';
  const work = isRepairEstimate(data)
    ? textOf(data.scopeOfWork) || `Roof repair, ${roof}`
    : `Complete roof replacement, ${roof}`;
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
  "Building permit, inspections, and a roof installed to the Florida Building Code, 8th Edition (2023) and the manufacturer's high-wind instructions.",
  'Tear-off to the deck, deck re-nailing where the code requires, sealed deck and underlayment, new drip edge, flashings and pipe boots.',
  'Daily cleanup with a rolling-magnet nail sweep, and debris hauled away.',
  `Our warranty in writing: ${WARRANTY_TERMS_TEXT}.`,
];
const REPAIR_INCLUDED = [
  'Repairing only the area described above: removing the damaged covering there, replacing the underlayment and flashing beneath it as needed, and matching the existing materials as closely as available.',
  'A building permit where the repair needs one under the Florida Building Code.',
  'Sealing the repair and checking it for water-tightness, cleanup and debris hauled away.',
  'Our written workmanship warranty on the area we repaired.',
];
const REPAIR_EXCLUSIONS = [
  'Replacing the rest of the roof, or sheathing, fascia or rafters beyond the repaired area (priced by change order, with photos)',
  'Matching the color of weathered materials exactly',
  'Interior repairs (drywall, paint) from earlier leaks',
];

/** Subtotal, each discount the customer qualifies for (10% each), and the total, in cents. */
export function estimateTotals(data: Record<string, unknown>) {
  const items = estimateLines(data);
  const subtotal = sumKnown(items.map((item) => item.amount));
  const discounts: { label: string; amount: number | undefined }[] = [];
  const discountOf = (percent: number) =>
    subtotal === undefined ? undefined : -Math.round((subtotal * percent) / 100);
  if (isYes(data.isVeteran)) {
    discounts.push({
      label: `Veteran / active military discount (${COMPANY.discounts.veterans}%)`,
      amount: discountOf(COMPANY.discounts.veterans),
    });
  }
  if (isYes(data.isSenior)) {
    discounts.push({
      label: `Senior (65+) discount (${COMPANY.discounts.seniors}%)`,
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

  render({ data, now }) {
    const totals = estimateTotals(data);
    const issued = dayOf(data.estimateDate) ?? dayOf(now) ?? now;
    const validThrough = addDays(issued, PROMISES.estimateValidityDays);
    const exclusions = listOf(data.exclusions);
    const client = textOf(data.clientName);
    const squares = numberOf(data.roofSquares);
    const repair = isRepairEstimate(data);
    const included = repair ? REPAIR_INCLUDED : REPLACEMENT_INCLUDED;
    const standardExclusions = repair ? REPAIR_EXCLUSIONS : DEFAULT_EXCLUSIONS;

    const body = (
      <>
        <Facts
          entries={[
            [
              'Prepared for',
              <>
                {show(data.clientName, 'long')}
                <br />
                {show(data.clientPhone)} · {show(data.clientEmail)}
              </>,
            ],
            ['Property', show(data.projectAddress, 'long')],
            [
              'Work',
              `${repair ? 'Roof repair' : 'Roof replacement'}${textOf(data.scopeOfWork) ? `: ${textOf(data.scopeOfWork)}` : ''}`,
            ],
            ['Roof type', show(data.roofType)],
            [
              'Roof area and pitch',
              <>
                {squares !== undefined ? (
                  `${squares.toLocaleString('en-US')} squares`
                ) : (
                  <>{show(undefined, 'short')} squares</>
                )}{' '}
                · pitch {show(data.roofPitch, 'short')}
              </>,
            ],
          ]}
        />
        <h2>Price</h2>
        <ItemsTable items={totals.items} emptyRows={4}>
          <AmountRow tone="subtle" label="Subtotal" amount={totals.subtotal} />
          {totals.discounts.map((entry) => (
            <AmountRow key={entry.label} tone="subtle" label={entry.label} amount={entry.amount} />
          ))}
          <AmountRow tone="total" label="Estimated total" amount={totals.total} />
        </ItemsTable>
        <p className="callout keep">
          This estimate is valid for {PROMISES.estimateValidityDays} days, through{' '}
          <strong>{formatDay(validThrough)}</strong>. Material prices change often in Florida; after
          that date we will gladly update it.
        </p>
        <h2>What is included</h2>
        <ul>
          {included.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
        <h2>Not included</h2>
        <ul>
          {[...standardExclusions, ...exclusions].map((entry, index) => (
            <li key={index}>{entry}</li>
          ))}
        </ul>
        {textOf(data.additionalDetails) ? (
          <>
            <h2>Notes</h2>
            {paragraphs(data.additionalDetails, null)}
          </>
        ) : null}
        <h2>Acceptance</h2>
        <p className="keep">{`I accept this estimate and ask ${COMPANY.legalName} to prepare a roofing contract for the work and price above. The contract, not this estimate, sets the final terms.`}</p>
        <Signatures
          signers={[
            { role: 'Homeowner', name: client || undefined },
            { role: `${COMPANY.name} representative` },
          ]}
        />
      </>
    );

    const number = textOf(data.estimateNumber);
    return {
      title: ['Estimate', number, client].filter(Boolean).join(' — '),
      meta: [
        ['Estimate no.', show(data.estimateNumber, 'short')],
        ['Date', formatDay(issued)],
        ['Valid through', formatDay(validThrough)],
      ],
      body,
    };
  },
};
