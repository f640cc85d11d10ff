import type { BlogSectionKey } from './messages.ts';

const es: Readonly<Record<BlogSectionKey, string>> = {
  expertIntro:
    '<b>¿Le quedaron preguntas después de leer?</b> Nuestro experto en techos con IA responde a partir de estos artículos y de nuestras preguntas frecuentes, de día o de noche, por texto o por voz.',
  startConversation: 'Iniciar conversación',
  askExpert: 'Preguntar al experto en techos con IA',
  hideExpert: 'Ocultar el experto en techos con IA',
  loadingExpert: 'Cargando el experto en techos con IA…',
  filterLegend: 'Filtrar artículos por categoría',
  category:
    '{category, select, all {Todos los artículos} safety {Seguridad} materials {Materiales} codes {Códigos de construcción} solar {Integración solar} maintenance {Mantenimiento} other {Todos los artículos}}',
  featuredHeading: 'Artículos destacados',
  listHeading:
    '{category, select, safety {Artículos de seguridad} materials {Artículos sobre materiales} codes {Artículos sobre códigos de construcción} solar {Artículos sobre integración solar} maintenance {Artículos de mantenimiento} other {Todos los artículos}}',
  views: '{views} vistas',
  tags: 'Etiquetas',
  chatWithExpert: 'Hablar con un experto',
  scheduleConsultation: 'Programar una consulta',
};
export default es;
