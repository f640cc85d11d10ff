import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** The customer's e-mail when the site visit is set, moved or cleared. */
export const visitRescheduledMessages = defineCatalogue(
  'emails.visit-rescheduled',
  {
    subjectSet: 'Your roof inspection is scheduled ({estimateNumber})',
    subjectMoved: 'Your roof inspection has been rescheduled ({estimateNumber})',
    subjectCleared: 'Your roof inspection needs a new time ({estimateNumber})',
    previewCleared: 'We will call you to find a new time for your roof inspection.',
    previewWhen: 'Your roof inspection: {when}',
    bodyMoved:
      'We have moved your free roof inspection to a new time. The earlier time no longer applies.',
    bodySet: 'Your free roof inspection now has a date and time.',
    bodyCleared:
      'We had to take your free roof inspection off the calendar. We are sorry for the change.',
    visit: 'Visit',
    newVisit: 'New visit',
    cancelledVisit: 'Cancelled visit',
    previously: 'Previously',
    clearedCall:
      'We will call you within one business day to find a new time that suits you. If you would rather call us, we are at {phone}.',
    newTimeNotWorking:
      'Does the new time not work for you? Call us at {phone} and we will find one that does.',
    thisTimeNotWorking:
      'Does this time not work for you? Call us at {phone} and we will find one that does.',
  },
  {
    subjectSet: 'Su inspección de techo está programada ({estimateNumber})',
    subjectMoved: 'Cambiamos la fecha de su inspección de techo ({estimateNumber})',
    subjectCleared: 'Su inspección de techo necesita una nueva hora ({estimateNumber})',
    previewCleared: 'Le llamaremos para buscar una nueva hora para su inspección de techo.',
    previewWhen: 'Su inspección de techo: {when}',
    bodyMoved:
      'Cambiamos su inspección de techo gratis a una nueva hora. La hora anterior ya no es válida.',
    bodySet: 'Su inspección de techo gratis ya tiene fecha y hora.',
    bodyCleared:
      'Tuvimos que quitar su inspección de techo gratis del calendario. Lamentamos el cambio.',
    visit: 'Visita',
    newVisit: 'Nueva visita',
    cancelledVisit: 'Visita cancelada',
    previously: 'Antes',
    clearedCall:
      'Le llamaremos dentro de un día hábil para buscar una nueva hora que le convenga. Si prefiere llamarnos, estamos en el {phone}.',
    newTimeNotWorking:
      '¿La nueva hora no le conviene? Llámenos al {phone} y buscaremos una que sí le convenga.',
    thisTimeNotWorking:
      '¿Esta hora no le conviene? Llámenos al {phone} y buscaremos una que sí le convenga.',
  },
);

export const visitRescheduledT = (locale: Locale) => translator(visitRescheduledMessages, locale);
