import type { Review } from './types.ts';

/**
 * The reviews in Spanish. They were written in English by the customers named; the section says
 * they are translated (reviews-section's catalogue).
 */
const es: Review[] = [
  {
    name: 'Linda M.',
    location: 'Ponte Vedra Beach',
    rating: 5,
    service: 'Reemplazo con techo metálico de junta alzada',
    text:
      'Nuestro techo de tejas asfálticas tenía 19 años y la aseguradora quería que lo ' +
      'reemplazáramos. Shorefront nos explicó las diferencias entre aluminio y acero para una casa ' +
      'a dos cuadras del océano, se encargó del papeleo de la asociación de propietarios y terminó ' +
      'en tres días. Nos mostraron fotos de la cubierta reclavada antes de poner el techo nuevo, y ' +
      'el informe actualizado de mitigación de viento bajó nuestra prima.',
  },
  {
    name: 'Robert & Angela T.',
    location: 'Atlantic Beach',
    rating: 5,
    service: 'Reparación de emergencia por tormenta y filtración',
    text:
      'Entraba agua por el techo de la cocina a las 10 de la noche durante una tormenta tropical. ' +
      'La cuadrilla puso una lona en unas tres horas, volvió dos días después para rehacer los ' +
      'tapajuntas alrededor de la chimenea y nos dio fotos con fecha y un estimado detallado para ' +
      'el ajustador. Sin presiones ni trucos con el deducible, solo trabajo honesto.',
  },
  {
    name: 'Michael R.',
    location: 'St. Augustine',
    rating: 5,
    service: 'Inspección de techo y reparación de tejas',
    text:
      'Como veterano agradecí el descuento del 10 %, pero lo que me convenció fue la honestidad. ' +
      'Otra compañía nos dijo que necesitábamos un techo de tejas completamente nuevo. Shorefront ' +
      'hizo una inspección con dron y termografía, descubrió que la filtración venía de una limahoya ' +
      'dañada y algunas tejas corridas, y lo reparó por una fracción del precio. Se ha mantenido ' +
      'seco durante dos temporadas de huracanes desde entonces.',
  },
];
export default es;
