import { COMPANY } from '@roofing/contracts';
import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  documentTitle: `Opciones de financiamiento para su techo | ${COMPANY.name}`,
  eyebrow: 'Financiamiento fácil',
  title: 'Financiamiento flexible para su techo nuevo',
  intro:
    'Un techo listo para las tormentas no tiene por qué esperar. Compare el financiamiento de socios de confianza, elija un pago mensual que se ajuste a su presupuesto y déjenos el resto a nosotros.',
  partnersTitle: 'Nuestros socios de financiamiento',
  partnersIntro:
    'Cada socio fija sus propias tasas, plazos y aprobación. Las solicitudes se abren en el sitio web del socio, en una pestaña nueva (en inglés).',
  benefitsTitle: '¿Por qué financiar su techo?',
  ctaTitle: '¿Listo para empezar?',
  ctaText:
    'Hable con nosotros sobre su techo y su presupuesto. Le ayudaremos a elegir la opción correcta e incluiremos los detalles del financiamiento en su estimado gratuito por escrito.',
  website: 'Sitio web: ',
  license: 'Licencia de Florida n.º {license}',
  call: 'Llame al {phone}',
  quote: 'Pida su cotización',
  email: 'Escríbanos',
  newTab: ' (se abre en una pestaña nueva)',
  applyNow: 'Solicitar ahora',
  applyWith: ' con {name} (se abre en una pestaña nueva)',
};
export default es;
