import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** The building permit for the customer's roof was issued. */
export const permitIssuedMessages = defineCatalogue(
  'emails.permit-issued',
  {
    subject: 'Your roofing permit is issued ({estimateNumber})',
    subjectNumbered: 'Your roofing permit is issued: permit {permit} ({estimateNumber})',
    preview: '{jurisdiction} issued the permit for your new roof.',
    previewNumbered: '{jurisdiction} issued the permit for your new roof (permit {permit}).',
    reason:
      'You receive this e-mail because {company} applied for a building permit for your roofing project ({estimateNumber}).',
    good: 'Good news: {jurisdiction} issued the building permit for your roofing project. With the permit in hand, we can schedule the crew.',
    issuedBy: 'Issued by',
    permitNumber: 'Permit number',
    issuedOn: 'Issued on',
    validUntil: 'Permit valid until',
    startBy: 'Work to start by',
    depositRule:
      'Because your deposit was more than {percent} % of the contract price, Florida law (s. 489.126, Florida Statutes) requires us to start the work within {days} days of the permit being issued: by {day}, unless you agree in writing to a later date.',
    nextTitle: 'What happens next',
    stepStart:
      'We call you to agree the start date. On the first day, the crew posts the permit card at the property, as the building department requires.',
    stepDryIn:
      'Once the old roof is off and the new underlayment is down, the building department inspects the dry-in before the roof covering goes on.',
    stepFinal:
      'When the roof is finished, the inspector comes back for the final inspection. We e-mail you after each inspection.',
    home: 'You do not usually need to be home for a roof inspection; we will tell you if the inspector needs to get inside (to the attic, for example). Your client portal shows the permit and every inspection as it happens.',
    action: 'See your permit and inspections',
    questions: 'Questions? Call us at {phone} and mention the estimate number.',
  },
  {
    subject: 'Su permiso de techo fue emitido ({estimateNumber})',
    subjectNumbered: 'Su permiso de techo fue emitido: permiso {permit} ({estimateNumber})',
    preview: '{jurisdiction} emitió el permiso para su techo nuevo.',
    previewNumbered: '{jurisdiction} emitió el permiso para su techo nuevo (permiso {permit}).',
    reason:
      'Usted recibe este correo porque {company} solicitó un permiso de construcción para su proyecto de techo ({estimateNumber}).',
    good: 'Buenas noticias: {jurisdiction} emitió el permiso de construcción para su proyecto de techo. Con el permiso en mano, podemos programar la cuadrilla.',
    issuedBy: 'Emitido por',
    permitNumber: 'Número de permiso',
    issuedOn: 'Fecha de emisión',
    validUntil: 'Permiso válido hasta',
    startBy: 'El trabajo debe comenzar a más tardar el',
    depositRule:
      'Como su depósito fue mayor del {percent} % del precio del contrato, la ley de Florida (sección 489.126 de los Estatutos de Florida) nos exige comenzar el trabajo dentro de los {days} días siguientes a la emisión del permiso: a más tardar el {day}, a menos que usted acepte por escrito una fecha posterior.',
    nextTitle: 'Los próximos pasos',
    stepStart:
      'Lo llamamos para acordar la fecha de inicio. El primer día, la cuadrilla coloca la tarjeta del permiso en la propiedad, como lo exige el departamento de construcción.',
    stepDryIn:
      'Cuando se retira el techo viejo y se coloca la nueva capa base, el departamento de construcción inspecciona el sellado (dry-in) antes de instalar la cubierta del techo.',
    stepFinal:
      'Cuando el techo está terminado, el inspector vuelve para la inspección final. Le enviamos un correo después de cada inspección.',
    home: 'Por lo general no necesita estar en casa para una inspección del techo; le avisaremos si el inspector necesita entrar (al ático, por ejemplo). Su portal del cliente muestra el permiso y cada inspección a medida que ocurren.',
    action: 'Vea su permiso e inspecciones',
    questions: '¿Preguntas? Llámenos al {phone} y mencione el número de estimado.',
  },
);

export const permitIssuedT = (locale: Locale) => translator(permitIssuedMessages, locale);
