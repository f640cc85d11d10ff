import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** A photo inspection report shared in the customer's portal. */
export const photoReportSharedMessages = defineCatalogue(
  'emails.photo-report-shared',
  {
    subject: 'Your roof inspection photo report is ready ({estimateNumber})',
    photos: '{count, plural, one {# photo} other {# photos}}',
    preview: 'Your roof inspection photo report is ready in your client portal ({photos}).',
    reason:
      'You receive this e-mail because {company} inspected the roof for your project ({estimateNumber}) and shared the report with you.',
    ready:
      'Your inspection photo report is ready in your client portal. It shows what we found on your roof, photo by photo, with our findings and what we recommend doing next.',
    report: 'Report',
    inspectedOn: 'Roof inspected on',
    property: 'Property',
    photosLabel: 'Photos',
    note: 'A note from our office:',
    action: 'Read your photo report',
    keep: 'The report is a PDF you can download from the portal and keep. If your roof is part of an insurance claim, you may share it with your adjuster. Questions about what the photos show? Call us at {phone} and mention the estimate number.',
  },
  {
    subject: 'Su informe de inspección del techo con fotos está listo ({estimateNumber})',
    photos: '{count, plural, one {# foto} other {# fotos}}',
    preview:
      'Su informe de inspección del techo con fotos está listo en su portal del cliente ({photos}).',
    reason:
      'Usted recibe este correo porque {company} inspeccionó el techo de su proyecto ({estimateNumber}) y compartió el informe con usted.',
    ready:
      'Su informe de inspección con fotos está listo en su portal del cliente. Muestra lo que encontramos en su techo, foto por foto, con nuestras observaciones y lo que le recomendamos hacer.',
    report: 'Informe',
    inspectedOn: 'Fecha de la inspección del techo',
    property: 'Propiedad',
    photosLabel: 'Fotos',
    note: 'Una nota de nuestra oficina:',
    action: 'Lea su informe con fotos',
    keep: 'El informe es un PDF que puede descargar del portal y guardar. Si su techo forma parte de un reclamo de seguro, puede compartirlo con su ajustador. ¿Preguntas sobre lo que muestran las fotos? Llámenos al {phone} y mencione el número de estimado.',
  },
);

export const photoReportSharedT = (locale: Locale) => translator(photoReportSharedMessages, locale);
