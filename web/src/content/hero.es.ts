import { COMPANY_STATS, PROMISES, WARRANTY_TERMS } from '@roofing/contracts';
import type { HeroCopy } from './hero.ts';
import { HERO_SLIDES } from './hero.ts';

/** The hero in Spanish: the same slides (pictures) with Spanish descriptions and captions. */
const SPANISH_SLIDE_TEXT = [
  {
    alt: 'Amanecer sobre los techos de un pueblo playero con el océano Atlántico detrás',
    caption: 'Atendemos las playas desde Jacksonville Beach hasta Ponte Vedra',
  },
  {
    alt: 'Cuadrilla de techadores con arneses de seguridad instalando paneles metálicos de junta alzada',
    caption: 'Metal de junta alzada que resiste el aire salino',
  },
  {
    alt: 'Techos de teja de barro tipo barril en un pueblo costero histórico',
    caption: 'Restauración de tejas que respeta el St. Augustine histórico',
  },
  {
    alt: 'Casa costera de dos pisos con un techo nuevo de tejas asfálticas arquitectónicas grises',
    caption: 'Tejas arquitectónicas para vientos fuertes, instaladas según el código',
  },
  {
    alt: 'Nubes oscuras de tormenta formándose sobre una marisma y las casas cercanas',
    caption: 'Listos antes de la temporada de huracanes y presentes después de la tormenta',
  },
  {
    alt: 'Inspector volando un dron sobre el techo de una casa',
    caption: 'Inspecciones con dron y termografía sin pisar su techo',
  },
  {
    alt: 'Techo de membrana blanca brillante en un edificio comercial bajo un cielo azul',
    caption: 'Techos planos comerciales que mantienen su negocio abierto',
  },
];

const es: HeroCopy = {
  HERO_CONTENT: {
    headline: 'Techos hechos para la costa del norte de Florida',
    subheadline:
      'Techos, reparaciones e inspecciones listos para las tormentas, desde Fernandina Beach hasta St. Augustine. ' +
      `Más de ${COMPANY_STATS.happyHomeowners.replace('+', '')} propietarios satisfechos, ${COMPANY_STATS.yearsExperience.replace('+', '')} años ` +
      `de experiencia y una calificación promedio de ${COMPANY_STATS.averageRating.replace('-star', ' estrellas')}.`,
    features: [
      {
        title: 'Emergencias 24/7',
        text: `¿Filtración o daños por tormenta? Una cuadrilla suele llegar en ${PROMISES.emergencyResponse.replace('hours', 'horas')}.`,
      },
      {
        title: 'Inspección gratis',
        text: 'Una revisión del techo documentada con fotos, sin costo y sin compromiso.',
      },
      {
        title: 'Financiamiento fácil',
        text: 'APR promocional del 0 %, planes mensuales y opciones PACE de Florida.',
        href: '/financing',
      },
      {
        title: `Garantía de ${WARRANTY_TERMS.workmanshipYears} años`,
        text: `${WARRANTY_TERMS.materialsYears} años en materiales y ${WARRANTY_TERMS.workmanshipYears} años en nuestra mano de obra, por escrito.`,
      },
    ],
  },
  HERO_SLIDES: HERO_SLIDES.map((slide, index) => ({ ...slide, ...SPANISH_SLIDE_TEXT[index] })),
};
export default es;
