import { COMPANY, MATERIALS_WARRANTY_YEARS, WARRANTY_YEARS } from '@roofing/contracts';
import { translator } from '@roofing/contracts/i18n';
import { paragraphs, show, showDate } from './fill-ins.tsx';
import { Facts, Signatures } from './layout.tsx';
import { dayIn, emergencyResponseIn } from './locale-format.ts';
import { richMessage } from './rich-message.tsx';
import type { DocumentTemplate } from './templates.ts';
import { addYears, dayOf, numberOf, textOf } from './values.ts';
import { WARRANTY_MESSAGES } from './warranty-messages.ts';

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

  render({ data, now, locale }) {
    const t = translator(WARRANTY_MESSAGES, locale);
    const years = Math.max(1, Math.round(numberOf(data.warrantyYears) ?? WARRANTY_YEARS));
    const completed = dayOf(data.completionDate);
    const owner = textOf(data.ownerName);
    const yearsText = t('years', { years });

    const body = (
      <>
        <p className="callout keep">
          {richMessage(
            (values) => t('warrants', values),
            { legalName: COMPANY.legalName },
            { years: <strong>{yearsText}</strong> },
          )}
        </p>
        <Facts
          entries={[
            [t('owner'), show(data.ownerName, 'long')],
            [t('property'), show(data.projectAddress, 'long')],
            [t('roofSystem'), show(data.roofSystem, 'long')],
            [t('completed'), showDate(data.completionDate, 'medium', locale)],
            [
              t('warrantyEnds'),
              completed ? dayIn(addYears(completed, years), locale) : show(undefined),
            ],
            [
              t('numbers'),
              <>
                {show(data.estimateNumber, 'short')} · {show(data.permitNumber, 'short')}
              </>,
            ],
          ]}
        />
        {textOf(data.additionalDetails) ? (
          <>
            <h2>{t('theWork')}</h2>
            {paragraphs(data.additionalDetails, null)}
          </>
        ) : null}
        <h2>{t('covered')}</h2>
        <ul>
          <li>{t('covered1')}</li>
          <li>{t('covered2')}</li>
          <li>
            {richMessage(
              (values) => t('covered3', values),
              {},
              {
                years: <strong>{t('materialsYears', { years: MATERIALS_WARRANTY_YEARS })}</strong>,
                manufacturer: show(data.manufacturerWarranty, 'long'),
              },
            )}
          </li>
        </ul>
        <h2>{t('notCovered')}</h2>
        <ul>
          {(
            ['notCovered1', 'notCovered2', 'notCovered3', 'notCovered4', 'notCovered5'] as const
          ).map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <h2>{t('claim')}</h2>
        <ol>
          <li>
            {t('claim1', { phone: COMPANY.phone, email: COMPANY.email, address: COMPANY.address })}
          </li>
          <li>{t('claim2', { response: emergencyResponseIn(locale) })}</li>
          <li>{t('claim3')}</li>
          <li>{t('claim4')}</li>
        </ol>
        <h2>{t('transfer')}</h2>
        <p>{t('transferText')}</p>
        <p className="small">{t('paidInFull')}</p>
        <Signatures
          signers={[
            { role: t('representative', { company: COMPANY.name }) },
            { role: t('ownerAcknowledgment'), name: owner || undefined },
          ]}
          locale={locale}
        />
      </>
    );

    const number = textOf(data.certificateNumber);
    return {
      title: [t('heading'), number, owner].filter(Boolean).join(' — '),
      heading: t('heading'),
      meta: [
        [t('certificateNo'), show(data.certificateNumber, 'short')],
        [t('issued'), showDate(now, 'medium', locale)],
        [t('term'), yearsText],
      ],
      body,
    };
  },
};
