import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** The customer's e-mails when the project moves: visit scheduled, work started, work complete. */
export const quoteStatusChangedMessages = defineCatalogue(
  'emails.quote-status-changed',
  {
    visitSubject: 'Your roof inspection is scheduled ({estimateNumber})',
    visitPreviewWhen: 'Your free roof inspection: {when}',
    visitPreview: 'Your free roof inspection is scheduled',
    visitScheduled: 'Your free roof inspection is scheduled.',
    visit: 'Visit',
    visitToConfirm: 'we will call you to confirm the exact day and time',
    anotherTime: 'Need another time? Call us at {phone} and we will find one that suits you.',
    workSubject: 'Work on your roof has started ({estimateNumber})',
    workPreview: 'Our crew has started work on your roof.',
    workStarted:
      'Work on your roof has started (estimate {estimateNumber}). Thank you for choosing {company}.',
    whileWeWork: 'While we work',
    workCars:
      'Please keep cars, children and pets away from the work area and the driveway below the roof edge.',
    workNoise:
      'Expect noise during working hours; we clean up every day and run a magnet over the yard for nails.',
    workStorms: 'Afternoon storms can pause the work: we never leave the roof open to the weather.',
    workQuestions:
      'Questions during the job? Write to your project team in the client portal (open it with your estimate number) or call {phone}.',
    doneSubject: 'Your roof is complete: thank you ({estimateNumber})',
    donePreview: 'Your roof is done. Thank you!',
    doneBody:
      'Your roofing project is complete (estimate {estimateNumber}, finished {day}). Thank you for trusting {company} with your home.',
    warrantyTitle: 'Your warranty',
    warrantyBody:
      "Your project carries our warranty: {materials} years on materials and {workmanship} years on workmanship. Keep this e-mail and your contract with your home records. If you notice a leak or anything that doesn't look right, call {phone}: we come back.",
    rateTitle: 'How did we do?',
    rateBody:
      'Rate the job in your client portal (open it with your estimate number): it takes a minute and goes straight to the owner. A public review also helps your neighbors choose a roofer they can trust.',
    rateAction: 'Rate your project',
    reviewAction: 'Leave a review',
    portalKeeps:
      'Your warranties, payments and the project conversation stay in your client portal, where you can also ask for service if anything ever needs a look.',
  },
  {
    visitSubject: 'Su inspección de techo está programada ({estimateNumber})',
    visitPreviewWhen: 'Su inspección de techo gratis: {when}',
    visitPreview: 'Su inspección de techo gratis está programada',
    visitScheduled: 'Su inspección de techo gratis está programada.',
    visit: 'Visita',
    visitToConfirm: 'le llamaremos para confirmar el día y la hora exactos',
    anotherTime: '¿Necesita otra hora? Llámenos al {phone} y buscaremos una que le convenga.',
    workSubject: 'Comenzó el trabajo en su techo ({estimateNumber})',
    workPreview: 'Nuestro equipo comenzó a trabajar en su techo.',
    workStarted:
      'Comenzó el trabajo en su techo (estimado {estimateNumber}). Gracias por elegir a {company}.',
    whileWeWork: 'Mientras trabajamos',
    workCars:
      'Por favor, mantenga los autos, los niños y las mascotas lejos del área de trabajo y de la entrada debajo del borde del techo.',
    workNoise:
      'Habrá ruido durante el horario de trabajo; limpiamos todos los días y pasamos un imán por el patio para recoger los clavos.',
    workStorms:
      'Las tormentas de la tarde pueden detener el trabajo: nunca dejamos el techo expuesto al mal tiempo.',
    workQuestions:
      '¿Preguntas durante la obra? Escriba a su equipo del proyecto en el portal del cliente (ábralo con su número de estimado) o llame al {phone}.',
    doneSubject: 'Su techo está terminado: gracias ({estimateNumber})',
    donePreview: 'Su techo está listo. ¡Gracias!',
    doneBody:
      'Su proyecto de techo está terminado (estimado {estimateNumber}, terminado el {day}). Gracias por confiarle su hogar a {company}.',
    warrantyTitle: 'Su garantía',
    warrantyBody:
      'Su proyecto tiene nuestra garantía: {materials} años en los materiales y {workmanship} años en la mano de obra. Guarde este correo y su contrato con los documentos de su casa. Si nota una filtración o algo que no se vea bien, llame al {phone}: regresamos.',
    rateTitle: '¿Cómo lo hicimos?',
    rateBody:
      'Califique el trabajo en su portal del cliente (ábralo con su número de estimado): toma un minuto y llega directamente al dueño. Una reseña pública también ayuda a sus vecinos a elegir un techador de confianza.',
    rateAction: 'Califique su proyecto',
    reviewAction: 'Deje una reseña',
    portalKeeps:
      'Sus garantías, sus pagos y la conversación del proyecto quedan en su portal del cliente, donde también puede pedir servicio si algo necesita revisión.',
  },
);

export const quoteStatusChangedT = (locale: Locale) =>
  translator(quoteStatusChangedMessages, locale);
