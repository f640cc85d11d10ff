import { COMPANY, PROMISES } from '../../company.ts';
import type { AssistantIntent } from '../assistant-intents.ts';

/**
 * The assistant's intents for a Spanish message (issue 24), the siblings of
 * `../assistant-intents.ts`: a greeting ("hola, buenos días") wants a greeting and the menu, "¿pueden
 * venir a ver mi techo mañana?" wants the inspection request and the phone. Accents and case are
 * ignored ("que tal" is "qué tal"). The office's own replies (staff audience) stay in English.
 */

/** Lowercase, accents stripped ("mañana" keeps its ñ as n: "manana"), words only. */
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .match(/[a-z]+/g) ?? [];

const GREETING_WORDS = new Set(
  `hola ola buenas buenos buen dia dias tardes noches que tal como esta estas estan usted ustedes
  saludos hey muy bien gracias por favor quien eres es puedes puede pueden hacer en ayudar ayudame
  ayuda me asistente bot soy nuevo aqui hi hello oye este sirve para`.split(/\s+/),
);
const GREETING_OPENERS =
  /^(hola|ola|buen(os|as)? (dia|dias|tardes|noches)|buenas|saludos|hey|oye|que tal|que puedes hacer|quien eres|ayuda|hi|hello)\b/;

/** True when the whole message is a greeting or "¿qué puedes hacer?", with no question in it. */
export function isGreeting(text: string): boolean {
  const list = words(text);
  if (list.length === 0 || list.length > 8) return false;
  if (!GREETING_OPENERS.test(list.join(' '))) return false;
  return list.every((word) => GREETING_WORDS.has(word));
}

/** Someone coming out: "vengan a ver", "agendar una inspección", "mandar a alguien". */
const VISIT =
  /\b((venir|vengan|venga|pasar|pasen|pase) a (ver|revisar|mirar|inspeccionar|chequear)|(mandar|mandan|mandarme|enviar|envien|enviarme) (a )?(alguien|un tecnico|un techador|un inspector|una cuadrilla)|revisen mi techo|revisar mi techo|vean mi techo|inspeccionen mi techo|inspeccionar mi techo|(agendar|agendo|programar|programo|reservar|reservo|pedir|pido|solicitar|solicito|hacer|hago|sacar|saco) (una |la |mi )?(cita|visita|inspeccion)( gratis| gratuita)?|(cita|visita|inspeccion) (para|el|este|la proxima|manana|hoy)|alguien (que|para) (revise|vea|inspeccione|venga))\b/;
const SOON =
  /\b(manana|hoy|esta (semana|tarde|noche)|este fin de semana|la (semana )?proxima( semana)?|lunes|martes|miercoles|jueves|viernes|sabado|pronto|lo antes posible|cuanto antes|ya)\b/;
const ASKS_FOR_SOMEONE =
  /\b(pueden|puede|podrian|podria|cuando pueden|hay) (alguien|ustedes|usted|venir|pasar|mandar)\b/;

/** True when the visitor asks for a visit or an inspection to be booked. */
export function isInspectionRequest(text: string): boolean {
  const lower = ` ${words(text).join(' ')} `;
  if (VISIT.test(lower)) return true;
  // "¿Pueden venir mañana?", "¿podría alguien revisarlo esta semana?"
  return (
    ASKS_FOR_SOMEONE.test(lower) &&
    SOON.test(lower) &&
    /\b(ver|revisar|revisarlo|inspeccionar|venir|pasar|mirar|visita)\b/.test(lower)
  );
}

export function intentOf(text: string): AssistantIntent | null {
  if (isGreeting(text)) return 'greeting';
  if (isInspectionRequest(text)) return 'inspection';
  return null;
}

/** The public assistant's greeting in Spanish: hello, and what it can help with. */
export const GREETING_REPLY = `¡Hola! Soy el asistente de ${COMPANY.name}. Le puedo ayudar con:
- goteras, reparaciones y daños por tormenta
- reemplazo, materiales y cuánto cuesta un techo nuevo
- papeles del seguro, permisos y códigos de construcción de Florida
- financiamiento, nuestras garantías, descuentos para veteranos y personas mayores, y las áreas donde trabajamos
- nuestra oferta ColdShield de techos de refrigeración para almacenes refrigerados
- programar una inspección gratis

¿Qué le gustaría saber?`;

/** The reply to "¿pueden venir a ver mi techo mañana?": the request form and the phone. */
export const INSPECTION_OFFER_REPLY = `Sí, con gusto vamos a verlo. Pida una inspección gratis con el formulario de cotización de nuestra página principal (escoja el servicio de inspección y el día y la hora que prefiera), o llame al ${COMPANY.phone}. La oficina le confirma la cita dentro de ${PROMISES.contactWithinHours} horas. Si le está entrando agua ahora mismo, llame: el servicio de emergencia funciona 24/7.`;
