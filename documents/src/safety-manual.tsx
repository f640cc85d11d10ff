import { COMPANY } from '@roofing/contracts';
import { Blank, paragraphs, show, showDate } from './fill-ins.tsx';
import { Facts, Signatures } from './layout.tsx';
import { type ManualSection, SAFETY_MANUAL_SECTIONS } from './safety-manual-sections.ts';
import type { DocumentTemplate } from './templates.ts';
import { textOf } from './values.ts';

function Section({
  section,
  index,
  withCites,
}: {
  section: ManualSection;
  index: number;
  withCites: boolean;
}) {
  return (
    <>
      <h2>{`${index + 1}. ${section.title}`}</h2>
      {section.intro ? <p>{section.intro}</p> : null}
      <ul>
        {section.items.map((item) => (
          <li key={item.text}>
            {item.text}
            {withCites && item.cite ? (
              <>
                {' '}
                <span className="cite">{`(${/^\d/.test(item.cite) ? `29 CFR ${item.cite}` : item.cite})`}</span>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The sign-off sheet: one row per crew member, kept on its own page. */
function SignOffPage({ rows }: { rows: number }) {
  return (
    <section className="page-break">
      <h2>Training and sign-off</h2>
      <p>
        By signing, I confirm that I received this manual, was trained on its contents (including
        the fall protection plan, ladder safety, heat illness, the lightning rule and the emergency
        action plan) by the competent person named below, and had the chance to ask questions. Fall
        protection training is certified in writing as 29 CFR 1926.503 requires and repeated when
        the work, the equipment or a worker's understanding changes.
      </p>
      <table className="grid signoff">
        <thead>
          <tr>
            <th>Employee name</th>
            <th>Signature</th>
            <th>Date</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, index) => (
            <tr key={index}>
              <td>
                <Blank size="medium" />
              </td>
              <td>
                <Blank size="medium" />
              </td>
              <td>
                <Blank size="short" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Signatures signers={[{ role: 'Trainer / competent person' }]} />
    </section>
  );
}

/** A company safety manual for roofing crews, with a site cover and the crew's sign-off sheet. */
export const safetyManualTemplate: DocumentTemplate = {
  fields: [
    {
      name: 'projectName',
      label: 'Project',
      kind: 'text',
      required: false,
      example: 'Alvarez re-roof, Neptune Beach',
      help: 'Leave empty for the company-wide manual.',
    },
    {
      name: 'siteAddress',
      label: 'Job site address',
      kind: 'text',
      required: false,
      example: '418 Seagate Ave, Neptune Beach, FL 32266',
    },
    {
      name: 'competentPerson',
      label: 'Competent person on site',
      kind: 'text',
      required: false,
      example: 'Luis Ortega, crew leader, (904) 555-0193',
    },
    {
      name: 'nearestHospital',
      label: 'Nearest emergency room',
      kind: 'text',
      required: false,
      example: 'Baptist Medical Center Beaches, 1350 13th Ave S, Jacksonville Beach',
    },
    {
      name: 'effectiveDate',
      label: 'Effective date',
      kind: 'date',
      required: false,
      example: '2026-11-23',
      help: 'Today when left empty.',
    },
    {
      name: 'additionalDetails',
      label: 'Site-specific hazards',
      kind: 'multiline',
      required: false,
      example: 'Pool enclosure on the south side; overhead service drop at the northeast corner.',
    },
  ],

  render({ data, preferences, now }) {
    const withCites = preferences.oshaCompliant && preferences.includeCompliance;
    const project = textOf(data.projectName);
    const body = (
      <>
        <p className="callout keep">
          <strong>Emergency: call 911.</strong> Then the Safety Manager at{' '}
          <strong>{COMPANY.safetyManager.phone}</strong> and the office at {COMPANY.phone}.
        </p>
        <Facts
          entries={[
            ['Project', project ? project : 'All company projects'],
            ['Job site address', show(data.siteAddress, 'long')],
            ['Competent person', show(data.competentPerson, 'long')],
            ['Nearest emergency room', show(data.nearestHospital, 'long')],
          ]}
        />
        <p>{`This manual sets the safety rules every ${COMPANY.name} employee and subcontractor follows on our roofs.${withCites ? ' It follows the OSHA construction standards (29 CFR 1926); the rule behind each item is shown in parentheses.' : ''} Nothing in it lets anyone do less than the law requires.`}</p>
        <h2>Site-specific hazards</h2>
        {paragraphs(
          data.additionalDetails,
          <p>
            Walk the site before work and note power lines, skylights, fragile roof areas, pools and
            traffic here: <Blank size="long" />
          </p>,
        )}
        {SAFETY_MANUAL_SECTIONS.map((section, index) => (
          <Section key={section.title} section={section} index={index} withCites={withCites} />
        ))}
        <SignOffPage rows={12} />
      </>
    );

    return {
      title: ['Safety Manual', project].filter(Boolean).join(' — '),
      meta: [
        ['Effective', showDate(textOf(data.effectiveDate) ? data.effectiveDate : now)],
        ['Safety Manager', COMPANY.safetyManager.phone],
      ],
      body,
    };
  },
};
