import { COMPANY } from '@roofing/contracts';
import { financingPartnerLink as partner } from './financing-partner-links.ts';
import type { FinancingContent } from './financing-partners.ts';

/** /es/financing: the partner cards and benefits in Spanish (names, addresses and kinds stay). */
const content: FinancingContent = {
  partners: [
    {
      ...partner('online-home-improvement'),
      description:
        'Una plataforma en línea de financiamiento para mejoras del hogar: con una solicitud ' +
        'corta ve ofertas de préstamo personalizadas de varios prestamistas y puede compararlas ' +
        'lado a lado.',
      features: [
        'Compare ofertas de varios prestamistas en un solo lugar',
        'Revisar sus opciones no afecta su puntaje de crédito',
        'Préstamos personales de tasa fija con pagos mensuales fijos',
        'Por lo general, el dinero llega pocos días hábiles después de la aprobación',
      ],
      highlight: 'Compare ofertas en línea',
    },
    {
      ...partner('promotional-0-apr'),
      description:
        'Financiamiento para mejoras del hogar en el punto de venta, ofrecido por contratistas ' +
        'participantes, con planes promocionales como 0% de APR o periodos de intereses diferidos ' +
        'con crédito aprobado.',
      features: [
        'Planes promocionales con 0% de APR y tasas reducidas, con crédito aprobado',
        'Decisiones de crédito rápidas durante su cita para el estimado',
        'Lea los términos de la promoción: si no paga el total a tiempo, se cobran los intereses diferidos',
        'Administre sus pagos en línea después del proyecto',
      ],
      highlight: 'Promociones con 0% de APR',
    },
    {
      ...partner('roofing-specific'),
      description:
        'Un prestamista para mejoras del hogar que trabaja a través de contratistas, con ' +
        'programas de financiamiento pensados para techos y otros proyectos exteriores.',
      features: [
        'Programas diseñados para reemplazos y reparaciones de techos',
        'Opciones de plazos de pago y promociones',
        'Solicitud sencilla con una decisión rápida',
        'Se le paga directamente al contratista cuando se termina el trabajo',
      ],
      highlight: 'Pensado para proyectos de techos',
    },
    {
      ...partner('all-credit-installment'),
      description:
        'Un mercado de préstamos con socios que atienden una gran variedad de perfiles de ' +
        'crédito y ofrecen préstamos a plazos fijos para mejoras del hogar.',
      features: [
        'Prestamistas para muchos perfiles de crédito, incluso crédito regular o en recuperación',
        'Precalifique con una consulta de crédito suave',
        'Pagos a plazos fijos durante un periodo determinado',
        'Compare varias ofertas antes de elegir',
      ],
      highlight: 'Se considera todo tipo de crédito',
    },
    {
      ...partner('florida-pace'),
      description:
        'El programa PACE estatal de Florida financia mejoras de resistencia al viento y de ' +
        'eficiencia energética que califican, incluidos muchos techos nuevos, y se paga a través ' +
        'de su factura del impuesto a la propiedad.',
      features: [
        'Cubre mejoras de resistencia al viento y eficiencia energética que califican',
        'Se paga como una contribución especial (non-ad valorem) en su factura del impuesto a la propiedad',
        'La elegibilidad depende sobre todo de la propiedad y su historial de pago de impuestos',
        'Solo donde su ciudad o condado participa; el gravamen queda sobre la propiedad',
      ],
      highlight: 'Programa PACE de Florida',
    },
  ],
  benefits: [
    {
      title: 'No espere a la próxima tormenta',
      text:
        'Reemplace un techo en mal estado antes de la temporada de huracanes en lugar de esperar ' +
        'a tener ahorrado el monto completo, y evite los daños que una gotera puede causar dentro ' +
        'de su casa.',
    },
    {
      title: 'Pagos mensuales previsibles',
      text:
        'Los planes de pagos fijos y las opciones promocionales le permiten elegir una cuota ' +
        'mensual que se ajuste a su presupuesto y conservar sus ahorros para emergencias.',
    },
    {
      title: 'Revise sus opciones sin una consulta dura',
      text:
        'La mayoría de nuestros socios le muestran para qué califica con una consulta de crédito ' +
        'suave que no afecta su puntaje de crédito.',
    },
    {
      title: 'Los descuentos se mantienen',
      text:
        `Nuestros descuentos del ${COMPANY.discounts.veterans}% para veteranos y del ` +
        `${COMPANY.discounts.seniors}% para personas mayores (65+) se restan del precio antes ` +
        'del financiamiento, así que usted pide prestado menos.',
    },
  ],
};
export default content;
