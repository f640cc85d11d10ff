import { defineCatalogue } from '@roofing/contracts/i18n';

/**
 * The words around the crew's printable pages (letterhead, footer, labels of the safety policies,
 * forms and training handouts), in English and Spanish (issue 24). The documents' own text is in
 * safety-documents.ts and its Spanish twin safety-documents.es.ts.
 */
export const printableMessages = defineCatalogue(
  'workforce.printable',
  {
    license: 'Florida license',
    footer:
      'Emergencies: call 911 first. Non-emergency safety concerns: {name}, Safety Manager, {phone}.',
    fillIn: 'Fill in',
    formKind: 'Quick-reference form',
    policyKind: 'Company safety policy',
    duration: 'Duration:',
    frequency: 'Frequency:',
    required: 'Required',
    optional: 'Optional',
    annual: 'Annual',
    biAnnual: 'Bi-annual',
    signOff: 'Sign-off',
    employee: 'Employee name and ID',
    trainer: 'Trainer and date',
    handoutUpdated: 'Training handout · updated {date}',
  },
  {
    license: 'Licencia de Florida',
    footer:
      'Emergencias: llame primero al 911. Otras preocupaciones de seguridad: {name}, Gerente de Seguridad, {phone}.',
    fillIn: 'Para llenar',
    formKind: 'Formulario de consulta rápida',
    policyKind: 'Política de seguridad de la compañía',
    duration: 'Duración:',
    frequency: 'Frecuencia:',
    required: 'Obligatorio',
    optional: 'Opcional',
    annual: 'Anual',
    biAnnual: 'Cada seis meses',
    signOff: 'Firmas',
    employee: 'Nombre y número del empleado',
    trainer: 'Instructor y fecha',
    handoutUpdated: 'Material de capacitación · actualizado {date}',
  },
);
