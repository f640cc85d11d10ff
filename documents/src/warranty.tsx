import { COMPANY, MATERIALS_WARRANTY_YEARS, PROMISES, WARRANTY_YEARS } from '@roofing/contracts';
import { paragraphs, show, showDate } from './fill-ins.tsx';
import { Facts, Signatures } from './layout.tsx';
import type { DocumentTemplate } from './templates.ts';
import { addYears, dayOf, formatDay, numberOf, textOf } from './values.ts';

/** The workmanship warranty certificate issued when a roof is finished and paid for. */
export const warrantyTemplate: DocumentTemplate = {
  fields: [
    {
      name: 'certificateNumber',
      label: 'Certificate number',
      kind: 'text',
      required: false,
      example: 'WC-2026-0418',
    },
    {
      name: 'ownerName',
      label: 'Property owner',
      kind: 'text',
      required: true,
      example: 'Maria and David Alvarez',
    },
    {
      name: 'projectAddress',
      label: 'Property address',
      kind: 'text',
      required: true,
      example: '418 Seagate Ave, Neptune Beach, FL 32266',
    },
    {
      name: 'completionDate',
      label: 'Completion date',
      kind: 'date',
      required: true,
      example: '2026-11-25',
      help: 'The warranty runs from this day.',
    },
    {
      name: 'roofSystem',
      label: 'Roof system installed',
      kind: 'text',
      required: false,
      example: 'GAF Timberline HDZ architectural shingles, Charcoal, 32 squares',
    },
    {
      name: 'warrantyYears',
      label: 'Workmanship warranty (years)',
      kind: 'number',
      required: false,
      example: String(WARRANTY_YEARS),
    },
    {
      name: 'manufacturerWarranty',
      label: 'Manufacturer warranty',
      kind: 'text',
      required: false,
      example: 'GAF System Plus limited warranty, registration no. 2026-118834',
    },
    {
      name: 'estimateNumber',
      label: 'Estimate / contract number',
      kind: 'text',
      required: false,
      example: 'SFR-7KQ2M9XD',
    },
    {
      name: 'permitNumber',
      label: 'Permit number',
      kind: 'text',
      required: false,
      example: 'RES-26-014572',
    },
    {
      name: 'additionalDetails',
      label: 'Details of the work',
      kind: 'multiline',
      required: false,
      example: 'Full tear-off; GAF Timberline HDZ over a sealed deck; new ridge vent.',
    },
  ],

  render({ data, now }) {
    const years = Math.max(1, Math.round(numberOf(data.warrantyYears) ?? WARRANTY_YEARS));
    const completed = dayOf(data.completionDate);
    const owner = textOf(data.ownerName);
    const yearsText = `${years} year${years === 1 ? '' : 's'}`;

    const body = (
      <>
        <p className="callout keep">
          {`${COMPANY.legalName} warrants to the owner named below that the roofing work it performed at this property was done in a good and workmanlike manner, to the Florida Building Code and the manufacturer's installation instructions, for `}
          <strong>{yearsText}</strong> from the completion date.
        </p>
        <Facts
          entries={[
            ['Owner', show(data.ownerName, 'long')],
            ['Property', show(data.projectAddress, 'long')],
            ['Roof system', show(data.roofSystem, 'long')],
            ['Completed', showDate(data.completionDate)],
            ['Warranty ends', completed ? formatDay(addYears(completed, years)) : show(undefined)],
            [
              'Estimate / contract · permit',
              <>
                {show(data.estimateNumber, 'short')} · {show(data.permitNumber, 'short')}
              </>,
            ],
          ]}
        />
        {textOf(data.additionalDetails) ? (
          <>
            <h2>The work</h2>
            {paragraphs(data.additionalDetails, null)}
          </>
        ) : null}
        <h2>What is covered</h2>
        <ul>
          <li>
            Leaks and failures caused by how we installed the roof: fastening, flashing,
            underlayment, ventilation and penetrations we installed.
          </li>
          <li>
            We repair the roof at no charge for labor or materials, and repair interior ceiling
            drywall and paint damaged by a covered leak.
          </li>
          <li>
            Material defects are covered for <strong>{MATERIALS_WARRANTY_YEARS} years</strong> from
            the completion date by the manufacturer's warranty:{' '}
            {show(data.manufacturerWarranty, 'long')}. We help file manufacturer claims.
          </li>
        </ul>
        <h2>What is not covered</h2>
        <ul>
          <li>
            Damage from hurricanes, tropical storms and other winds above the design wind speed the
            Florida Building Code sets for this property, hail, tornadoes, flying debris, falling
            trees or limbs, flood, fire or earthquake.
          </li>
          <li>
            Alterations by others after completion: solar panels, satellite dishes, antennas, HVAC
            or plumbing penetrations, skylights, or foot traffic by other trades.
          </li>
          <li>
            Lack of maintenance: clogged gutters and valleys, debris left on the roof, overhanging
            branches rubbing the roof.
          </li>
          <li>
            Structural movement, settling, or failure of decking, walls or framing we did not
            install; ponding from structural deflection.
          </li>
          <li>
            Mold, mildew, algae staining, and loss of use or other consequential damage beyond the
            interior repairs above.
          </li>
        </ul>
        <h2>How to make a claim</h2>
        <ol>
          <li>{`Tell us in writing within 30 days of finding the problem: ${COMPANY.phone}, ${COMPANY.email}, or ${COMPANY.address}. Give this certificate's number and photos if you can take them safely.`}</li>
          <li>{`For an active leak, call us at once: we respond within ${PROMISES.emergencyResponse}, 24/7, to tarp and stop the water.`}</li>
          <li>
            We inspect, tell you whether the problem is covered, and schedule the repair. Please
            allow us access to the roof and the attic.
          </li>
          <li>
            Repairs by anyone else before we inspect, except emergency measures to stop water, end
            this warranty for the affected area.
          </li>
        </ol>
        <h2>Transfer</h2>
        <p>
          If the property is sold during the warranty, the remaining coverage transfers once to the
          next owner at no charge when either owner sends us written notice within 60 days of the
          closing.
        </p>
        <p className="small">
          This warranty is valid only once the contract price has been paid in full. It is in
          addition to any rights Florida law gives you.
        </p>
        <Signatures
          signers={[
            { role: `${COMPANY.name} authorized representative` },
            { role: 'Owner acknowledgment', name: owner || undefined },
          ]}
        />
      </>
    );

    const number = textOf(data.certificateNumber);
    return {
      title: ['Warranty Certificate', number, owner].filter(Boolean).join(' — '),
      meta: [
        ['Certificate no.', show(data.certificateNumber, 'short')],
        ['Issued', showDate(now)],
        ['Term', yearsText],
      ],
      body,
    };
  },
};
