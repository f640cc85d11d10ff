import { COMPANY, type Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';
import { Blank, paragraphs, show, showDate } from './fill-ins.tsx';
import { Facts, Signatures } from './layout.tsx';
import { SAFETY_MANUAL_SECTIONS_ES } from './safety-manual-sections.es.ts';
import { type ManualSection, SAFETY_MANUAL_SECTIONS } from './safety-manual-sections.ts';
import type { DocumentTemplate } from './templates.ts';
import { textOf } from './values.ts';

/**
 * The manual's own words around its sections, in English and Spanish (issue 24: a crew member
 * who reads Spanish first is trained from the Spanish manual). The English is the manual as it
 * always printed.
 */
const manual = defineCatalogue(
  'documents.safety-manual',
  {
    title: 'Safety Manual',
    emergency: 'Emergency: call 911.',
    emergencyThen: 'Then the Safety Manager at',
    emergencyOffice: 'and the office at {phone}.',
    project: 'Project',
    allProjects: 'All company projects',
    siteAddress: 'Job site address',
    competentPerson: 'Competent person',
    nearestHospital: 'Nearest emergency room',
    intro:
      'This manual sets the safety rules every {company} employee and subcontractor follows on our roofs.',
    introCites:
      'It follows the OSHA construction standards (29 CFR 1926); the rule behind each item is shown in parentheses.',
    introEnd: 'Nothing in it lets anyone do less than the law requires.',
    siteHazards: 'Site-specific hazards',
    walkTheSite:
      'Walk the site before work and note power lines, skylights, fragile roof areas, pools and traffic here:',
    signOff: 'Training and sign-off',
    signOffText:
      "By signing, I confirm that I received this manual, was trained on its contents (including the fall protection plan, ladder safety, heat illness, the lightning rule and the emergency action plan) by the competent person named below, and had the chance to ask questions. Fall protection training is certified in writing as 29 CFR 1926.503 requires and repeated when the work, the equipment or a worker's understanding changes.",
    employeeName: 'Employee name',
    signature: 'Signature',
    date: 'Date',
    trainer: 'Trainer / competent person',
    trainerSignature: 'Trainer / competent person signature',
    printedName: 'Printed name',
    effective: 'Effective',
    safetyManager: 'Safety Manager',
  },
  {
    title: 'Manual de seguridad',
    emergency: 'Emergencia: llame al 911.',
    emergencyThen: 'Después, al Gerente de Seguridad al',
    emergencyOffice: 'y a la oficina al {phone}.',
    project: 'Proyecto',
    allProjects: 'Todos los proyectos de la compañía',
    siteAddress: 'Dirección de la obra',
    competentPerson: 'Persona competente',
    nearestHospital: 'Sala de emergencias más cercana',
    intro:
      'Este manual establece las reglas de seguridad que todo empleado y subcontratista de {company} sigue en nuestros techos.',
    introCites:
      'Sigue las normas de OSHA para la construcción (29 CFR 1926); la regla detrás de cada punto aparece entre paréntesis.',
    introEnd: 'Nada de lo que dice permite a nadie hacer menos de lo que exige la ley.',
    siteHazards: 'Peligros propios de esta obra',
    walkTheSite:
      'Recorra la obra antes de empezar y anote aquí las líneas eléctricas, los tragaluces, las partes frágiles del techo, las piscinas y el tráfico:',
    signOff: 'Capacitación y firma',
    signOffText:
      'Con mi firma confirmo que recibí este manual, que la persona competente nombrada abajo me capacitó sobre su contenido (incluidos el plan de protección contra caídas, la seguridad con escaleras, las enfermedades por calor, la regla de los rayos y el plan de acción para emergencias) y que tuve la oportunidad de hacer preguntas. La capacitación en protección contra caídas se certifica por escrito como lo exige 29 CFR 1926.503 y se repite cuando cambian el trabajo, el equipo o lo que el trabajador entiende.',
    employeeName: 'Nombre del empleado',
    signature: 'Firma',
    date: 'Fecha',
    trainer: 'Instructor / persona competente',
    trainerSignature: 'Firma del instructor / persona competente',
    printedName: 'Nombre en letra de molde',
    effective: 'Vigente desde',
    safetyManager: 'Gerente de Seguridad',
  },
);

type T = ReturnType<typeof translator<keyof typeof manual.en>>;

/** The body in the language asked: the same sections and rules in both. */
const SECTIONS: Record<Locale, readonly ManualSection[]> = {
  en: SAFETY_MANUAL_SECTIONS,
  es: SAFETY_MANUAL_SECTIONS_ES,
};

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
function SignOffPage({ rows, t, language }: { rows: number; t: T; language: Locale }) {
  return (
    <section className="page-break">
      <h2>{t('signOff')}</h2>
      <p>{t('signOffText')}</p>
      <table className="grid signoff">
        <thead>
          <tr>
            <th>{t('employeeName')}</th>
            <th>{t('signature')}</th>
            <th>{t('date')}</th>
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
      {language === 'en' ? (
        <Signatures signers={[{ role: t('trainer') }]} />
      ) : (
        // The shared signature block's captions are English; the Spanish manual has its own.
        <div className="signatures">
          <div className="signature">
            <div className="line" />
            <div className="caption">{t('trainerSignature')}</div>
            <div className="line" />
            <div className="caption">{t('printedName')}</div>
            <div className="line" />
            <div className="caption">{t('date')}</div>
          </div>
        </div>
      )}
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
    const language = preferences.language ?? 'en';
    const t = translator(manual, language);
    const project = textOf(data.projectName);
    const body = (
      <>
        <p className="callout keep">
          <strong>{t('emergency')}</strong> {t('emergencyThen')}{' '}
          <strong>{COMPANY.safetyManager.phone}</strong>{' '}
          {t('emergencyOffice', { phone: COMPANY.phone })}
        </p>
        <Facts
          entries={[
            [t('project'), project ? project : t('allProjects')],
            [t('siteAddress'), show(data.siteAddress, 'long')],
            [t('competentPerson'), show(data.competentPerson, 'long')],
            [t('nearestHospital'), show(data.nearestHospital, 'long')],
          ]}
        />
        <p>
          {[
            t('intro', { company: COMPANY.name }),
            withCites ? t('introCites') : null,
            t('introEnd'),
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
        <h2>{t('siteHazards')}</h2>
        {paragraphs(
          data.additionalDetails,
          <p>
            {t('walkTheSite')} <Blank size="long" />
          </p>,
        )}
        {SECTIONS[language].map((section, index) => (
          <Section key={section.title} section={section} index={index} withCites={withCites} />
        ))}
        <SignOffPage rows={12} t={t} language={language} />
      </>
    );

    return {
      title: [t('title'), project].filter(Boolean).join(' — '),
      heading: t('title'),
      meta: [
        [t('effective'), showDate(textOf(data.effectiveDate) ? data.effectiveDate : now)],
        [t('safetyManager'), COMPANY.safetyManager.phone],
      ],
      body,
    };
  },
};
