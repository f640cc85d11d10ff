import type { ServiceAreaCopy } from './service-areas.ts';
import { SERVED_PLACES, SERVICE_AREA_IMAGE } from './service-areas.ts';

/** The served places in Spanish: the same names (they are places), a Spanish line about each. */
const BLURBS: Record<string, string> = {
  'Jacksonville Beach':
    'El viento frente al mar y el rocío salino constante exigen clavos, tapajuntas y metales resistentes a la corrosión, y detalles de instalación para vientos fuertes en cada borde del techo.',
  'Neptune Beach':
    'Tanto las casitas de playa antiguas como las casas nuevas de dos pisos necesitan techos bien sujetos contra el viento costero, con piezas metálicas resistentes a la sal que no se oxiden en pocos años.',
  'Atlantic Beach':
    'Calles con sombra de árboles cerca del océano: aire salino por un lado y limahoyas y canaletas llenas de hojas por el otro, así que planificamos para ambos.',
  'Ponte Vedra Beach':
    'Aquí abundan los techos de teja y de metal de junta alzada, y la mayoría de las comunidades exige la aprobación de la asociación de propietarios (HOA) para el material y el color; le ayudamos a preparar la solicitud.',
  'St. Augustine':
    'En los distritos históricos, los cambios al techo pueden requerir revisión de diseño, y la teja de barro tipo barril y los detalles de época piden una cuadrilla que sepa repararlos e igualarlos.',
  'Fernandina Beach':
    'Las casas de Amelia Island enfrentan tormentas del Atlántico y aire salino, y el centro histórico tiene su propia revisión de diseño para los cambios visibles del techo.',
  'St. Johns County':
    'Desde Nocatee y World Golf Village hasta las playas: vecindarios que crecen rápido, con normas de HOA y techos que ya llegan a su primer reemplazo.',
  Jacksonville:
    'Desde casas de un piso de mediados de siglo hasta urbanizaciones nuevas y techos planos comerciales, con tormentas de verano que ponen a prueba cada bota de tubería y cada unión de tapajuntas.',
  Gainesville:
    'La densa copa de robles y pinos deja caer ramas, hojas y humedad sobre los techos, así que los residuos, las algas y las tejas húmedas por la sombra son los problemas que más vemos.',
  'Orange Park':
    'A orillas del río St. Johns, el aire húmedo y las frecuentes tormentas de la tarde hacen que la ventilación del ático y unos tapajuntas bien sellados sean especialmente importantes.',
};

const es: ServiceAreaCopy = {
  SERVED_PLACES: SERVED_PLACES.map((place) => ({
    ...place,
    blurb: BLURBS[place.name] ?? place.blurb,
  })),
  SERVICE_AREA_IMAGE: {
    src: SERVICE_AREA_IMAGE.src,
    alt: 'Ilustración tipo mapa de la costa del norte de Florida, desde Fernandina Beach hasta St. Augustine',
  },
};
export default es;
