import type { BlogArticleKey } from './messages.ts';

const es: Readonly<Record<BlogArticleKey, string>> = {
  pageTitle: '{title} | {company}',
  backToBlog: 'Volver al blog',
  author: 'Autor',
  byAuthor: 'Por <b>{name}</b>',
  byAuthorWithRole: 'Por <b>{name}</b>, {role}',
  published: 'Publicado',
  readingTime: 'Tiempo de lectura',
  viewsTerm: 'Vistas',
  views: '{views} vistas',
  shareHeading: 'Comparta este artículo',
  shareOnTwitter: 'Compartir en Twitter',
  shareOnFacebook: 'Compartir en Facebook',
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar',
  copyFailedText: 'No se pudo copiar el enlace. Cópielo desde la barra de direcciones.',
  tagsHeading: 'Etiquetas',
  expertHeading: 'Hable con un experto en techos',
  expertText:
    '¿Tiene preguntas sobre su propio techo? Nuestro asistente de techos con IA responde al instante, por texto o por voz. Nuestras cuadrillas de emergencia están de guardia las 24 horas, los 7 días de la semana, y respondemos cada solicitud dentro de {hours} horas.',
  chatWithExpert: 'Hablar con un experto',
  orCall: 'O llame al <nowrap>{phone}</nowrap>',
  viewAllArticles: 'Ver todos los artículos',
  notFoundPageTitle: 'Artículo no encontrado | {company}',
  notFoundHeading: 'Artículo no encontrado',
  notFoundText: 'El artículo del blog que busca no existe.',
};
export default es;
