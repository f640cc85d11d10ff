import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  bannerLabel: 'Aviso por tormenta',
  bannerStatusLink: 'Vea nuestros tiempos de respuesta actuales',
  documentTitle: 'Estado del servicio por tormenta | Shorefront Roofing',
  eyebrow: 'Estado del servicio',
  title: 'Qué tan pronto podemos atenderle',
  intro:
    'Estas cifras se calculan a partir de nuestra propia lista de solicitudes y cambian a medida que nuestro equipo avanza en ella.',
  stormOn: 'El modo tormenta está activado',
  stormOff:
    'No hay alerta por tormenta en este momento: trabajamos en horario normal y atendemos las solicitudes en orden.',
  waitingTitle: 'Solicitudes en espera de una primera llamada',
  waitingValue: '{count, plural, =0 {Ninguna} one {# solicitud} other {# solicitudes}}',
  waitingDetail:
    '{quotes, plural, one {# solicitud de cotización} other {# solicitudes de cotización}}, {inspections, plural, one {# solicitud de inspección} other {# solicitudes de inspección}} y {service, plural, one {# solicitud de servicio} other {# solicitudes de servicio}}.',
  callbackTitle: 'Tiempo habitual para devolverle la llamada',
  callbackMinutes: '{minutes, plural, one {# minuto} other {# minutos}}',
  callbackHours: '{hours, plural, one {alrededor de # hora} other {alrededor de # horas}}',
  callbackDetail: 'El valor central de {sample} solicitudes de los últimos {days} días.',
  callbackNone: 'Todavía no hay suficientes trabajos recientes para calcularlo.',
  callbackNoneDetail:
    'Mostraremos un tiempo habitual cuando suficientes solicitudes de los últimos {days} días hayan recibido su primera llamada.',
  updated: 'Calculado a las {time}.',
  loading: 'Cargando las cifras actuales...',
  failed: 'No pudimos cargar las cifras actuales. Inténtelo de nuevo o llámenos al {phone}.',
  retry: 'Intentar de nuevo',
  emergency: '¿Le está entrando agua? Llame al {phone} a cualquier hora, de día o de noche.',
};
export default es;
