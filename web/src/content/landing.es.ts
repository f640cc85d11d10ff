import { COMPANY, PROMISES, WARRANTY_TERMS } from '@roofing/contracts';
import type { LandingCopy } from './landing.ts';
import { prose } from './text.ts';

/** The landing page's copy in Spanish (the English is landing.ts). */
const es: LandingCopy = {
  SECTION_COPY: {
    services: {
      eyebrow: 'Lo que hacemos',
      title: 'Servicios de techos para casas y negocios de la costa',
      intro: prose`
        Desde una sola bota de tubería con filtración hasta el reemplazo completo con metal de
        junta alzada, cada trabajo lleva su permiso, se documenta con fotos y se construye para el
        viento, la lluvia y el aire salino del norte de Florida.
      `,
    },
    gallery: {
      eyebrow: 'Proyectos recientes',
      title: 'Galería de proyectos',
      intro:
        'Algunos de los techos que hemos construido y reparado a lo largo de la Primera Costa.',
    },
    reviews: {
      eyebrow: 'Reseñas',
      title: 'Lo que dicen nuestros vecinos',
      intro:
        'Propietarios desde las playas hasta St. Augustine cuentan cómo fue trabajar con nuestras cuadrillas.',
    },
    blog: {
      eyebrow: 'Blog de techos',
      title: 'Consejos e ideas sobre techos',
      intro: prose`
        Consejos prácticos de nuestras cuadrillas sobre la preparación para huracanes, los
        materiales, los códigos de construcción de Florida, la energía solar y cómo evitar
        filtraciones.
      `,
    },
    about: {
      eyebrow: 'Quiénes somos y zonas de servicio',
      title: 'Orgullosos de servir al norte de Florida',
      intro: prose`
        ${COMPANY.name} es un contratista de techos local, con licencia y seguro (licencia
        ${COMPANY.license}). Desde hace más de quince años nuestras cuadrillas trabajan desde
        Fernandina Beach hasta St. Augustine y tierra adentro hasta Gainesville, así que sabemos lo
        que el aire salino, las tormentas de verano y la temporada de huracanes le hacen a un techo,
        y cómo construir uno que dure.
      `,
    },
    contact: {
      eyebrow: 'Contacto',
      title: 'Comuníquese con nosotros',
      intro: prose`
        ¿Tiene preguntas sobre su techo, una reparación o un estimado? Llámenos, escríbanos un
        correo o envíenos un mensaje y le responderemos en menos de ${PROMISES.contactWithinHours}
        horas.
      `,
    },
  },
  BLOG_CTA: {
    title: '¿Tiene alguna pregunta sobre su techo?',
    text: prose`
      Nuestros especialistas revisarán su techo, responderán sus preguntas y le darán un estimado
      por escrito en menos de ${PROMISES.writtenEstimateWithinHours} horas, sin compromiso.
    `,
  },
  HERO_TRUST_LINE: `Con licencia y seguro · FL n.º ${COMPANY.license} · Garantía de ${WARRANTY_TERMS.materialsYears} años en materiales y ${WARRANTY_TERMS.workmanshipYears} años en mano de obra`,
  FOOTER_BLURB: prose`
    Techos de una empresa familiar para la costa del norte de Florida: techos nuevos, reemplazos,
    reparación de daños por tormentas y filtraciones, e inspecciones honestas, hechos para resistir
    el aire salino y la temporada de huracanes.
  `,
};
export default es;
