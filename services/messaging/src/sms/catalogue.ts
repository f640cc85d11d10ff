import { defineCatalogue } from '@roofing/contracts/i18n';

/**
 * Every text a customer gets, in English and Spanish (ICU messages; the customer's language is the
 * quote's, or the one stored with their consent). Short: one or two segments, a link that opens the
 * portal with a sealed token (never the estimate number). `{company}` is COMPANY.name.
 */
export const textsCatalogue = defineCatalogue(
  'messaging.texts',
  {
    quoteReceived:
      '{company}: Hi {name}, we received your quote request. We’ll call you to book your free site visit. Track it here: {link} Reply STOP to opt out, HELP for help.',
    visitScheduled: '{company}: your site visit is set for {visit}. Details: {link}',
    visitReminder: '{company}: reminder, your site visit is tomorrow, {visit}. Details: {link}',
    estimateReady: '{company}: your estimate is ready. Review it here: {link}',
    oneTimeCode:
      '{company}: your one-time code is {code}. It expires in 10 minutes. Never share it with anyone.',
    crewOnTheWay:
      '{company}: our crew is on the way to start work on your roof. Project updates: {link}',
    jobCompleted:
      '{company}: the work on your roof is complete. Thank you! Photos, documents and warranty: {link}',
    inspectionPassed: '{company}: your roof passed its inspection ({label}). Details: {link}',
    inspectionFailed:
      '{company}: your roof did not pass its inspection ({label}). We’ll make the corrections and book it again. Details: {link}',
    inspectionCancelled:
      '{company}: your inspection ({label}) was cancelled; we’ll book it again. Details: {link}',
    paymentReceived: '{company}: we received your payment of {amount}. Thank you! Receipt: {link}',
    officeAnswer: '{company}: {message} Reply to this text or open {link}',
    stopConfirmation:
      '{company}: you are unsubscribed and will get no more texts from us. Reply START to resume.',
    startConfirmation:
      '{company}: you will get our texts again. Reply HELP for help, STOP to stop.',
    help: '{company}: texts about your roofing project. For help call {phone}. Msg & data rates may apply. Reply STOP to stop.',
  },
  {
    quoteReceived:
      '{company}: Hola, {name}. Recibimos su solicitud de cotización. Le llamaremos para programar su visita gratuita. Sígala aquí: {link} Responda STOP para cancelar o HELP para obtener ayuda.',
    visitScheduled: '{company}: su visita está programada para el {visit}. Detalles: {link}',
    visitReminder: '{company}: le recordamos que su visita es mañana, {visit}. Detalles: {link}',
    estimateReady: '{company}: su estimado está listo. Revíselo aquí: {link}',
    oneTimeCode:
      '{company}: su código de un solo uso es {code}. Vence en 10 minutos. No lo comparta con nadie.',
    crewOnTheWay:
      '{company}: nuestro equipo va en camino para comenzar el trabajo en su techo. Novedades del proyecto: {link}',
    jobCompleted:
      '{company}: terminamos el trabajo en su techo. ¡Gracias! Fotos, documentos y garantía: {link}',
    inspectionPassed: '{company}: su techo aprobó la inspección ({label}). Detalles: {link}',
    inspectionFailed:
      '{company}: su techo no aprobó la inspección ({label}). Haremos las correcciones y la volveremos a programar. Detalles: {link}',
    inspectionCancelled:
      '{company}: se canceló la inspección ({label}); la volveremos a programar. Detalles: {link}',
    paymentReceived: '{company}: recibimos su pago de {amount}. ¡Gracias! Recibo: {link}',
    officeAnswer: '{company}: {message} Responda a este mensaje o abra {link}',
    stopConfirmation:
      '{company}: canceló su suscripción y no recibirá más mensajes de texto nuestros. Responda START para reanudarlos.',
    startConfirmation:
      '{company}: volverá a recibir nuestros mensajes de texto. Responda HELP para obtener ayuda o STOP para cancelar.',
    help: '{company}: mensajes sobre su proyecto de techo. Para obtener ayuda, llame al {phone}. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para cancelar.',
  },
);
export type TextKey = keyof typeof textsCatalogue.en;
