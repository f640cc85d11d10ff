import { PROMISES } from '@roofing/contracts';
import type { ServiceCard } from './types.ts';

/** The landing page's four service cards in Spanish (the twin of services.ts). */
const es: ServiceCard[] = [
  {
    title: 'Techos residenciales',
    description:
      'Techos nuevos y reemplazos completos de tejas asfálticas arquitectónicas, tejas de concreto ' +
      'y de barro, y metal de junta alzada, construidos según el Código de Construcción de Florida ' +
      'para el viento y el aire salino de la costa.',
    features: [
      'Remoción completa, base clavada de nuevo y barrera secundaria contra el agua',
      'Sistemas de tejas asfálticas, tejas y metal con aprobación de producto de Florida',
      'La mayoría de las casas se terminan en 1 a 3 días',
      'Nos encargamos del permiso, las inspecciones y los documentos de mitigación de viento',
    ],
    hoverText: 'Un techo hecho para la temporada de huracanes, el aire salino y el sol de Florida.',
    gradient: 'from-navy-700 to-ocean-600',
    href: '/services/residential',
  },
  {
    title: 'Techos comerciales',
    description:
      'TPO, EPDM, betún modificado, recubrimientos y metal para oficinas, comercios, almacenes, ' +
      'edificios médicos, escuelas y hoteles, planeados según el horario de su negocio.',
    features: [
      'Sistemas de techo plano y de poca pendiente',
      'Recubrimientos para alargar la vida de techos en buen estado',
      'Corrección de encharcamientos y drenaje',
      'Programas de mantenimiento para administradores de propiedades',
    ],
    hoverText: 'El edificio seco y las puertas abiertas mientras trabajamos.',
    gradient: 'from-slate-700 to-navy-900',
    href: '/services/commercial',
  },
  {
    title: 'Reparación de goteras y tormentas',
    description:
      'Reparaciones rápidas y duraderas de goteras, tejas asfálticas que faltan, tejas rotas y ' +
      'daños por tormenta, con lonas de emergencia 24/7 y fotos fechadas de los daños.',
    features: [
      `Respuesta de emergencia en ${PROMISES.emergencyResponse.replace(' hours', ' horas')}, 24/7`,
      'Rastreo de goteras en tapajuntas, sellos de tubería y limahoyas',
      'Reparación de techos de tejas asfálticas, tejas, metal y planos',
      'Fotos fechadas y estimados detallados para los ajustadores',
    ],
    hoverText: '¿Le está entrando agua? Llame ahora: una cuadrilla suele llegar en pocas horas.',
    gradient: 'from-coral-600 to-coral-700',
    href: '/services/repairs',
  },
  {
    title: 'Limpieza e inspección de techos',
    description:
      'Lavado suave que quita las manchas de algas sin dañar el techo, e inspecciones desde una ' +
      'revisión visual gratuita hasta dron, imagen térmica e informes documentados.',
    features: [
      'Inspección gratuita para decidir entre reparar o reemplazar',
      'Lavado suave a baja presión para tejas asfálticas, tejas y metal',
      'Inspecciones con dron e imagen térmica',
      'Informes para compra de vivienda, seguro y mantenimiento',
    ],
    hoverText: 'Sepa exactamente en qué estado está su techo, con fotos que lo demuestran.',
    gradient: 'from-ocean-600 to-emerald-700',
    href: '/services/inspections',
  },
];
export default es;
