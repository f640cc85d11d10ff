import { GALLERY_ITEMS } from './gallery.ts';
import type { GalleryItem } from './types.ts';

/** The gallery in Spanish: the same pictures, places and years with Spanish text. */
const SPANISH_TEXT: Record<number, Pick<GalleryItem, 'title' | 'description'>> = {
  1: {
    title: 'Techo de aluminio de junta alzada',
    description:
      'Retiro completo de un techo de tejas asfálticas de 20 años, cubierta reclavada y sellada, y ' +
      'luego un techo de aluminio gris claro de junta alzada con grapas ocultas, elegido por su ' +
      'resistencia al rocío salino a dos cuadras del océano.',
  },
  2: {
    title: 'Restauración histórica de tejas de barro tipo barril',
    description:
      'Se levantaron las tejas, se instaló una nueva membrana autoadherible y se volvieron a ' +
      'colocar las tejas de barro en buen estado junto con reemplazos rescatados del mismo tipo, ' +
      'con el color y el perfil aprobados para el distrito histórico.',
  },
  3: {
    title: 'Reemplazo con tejas arquitectónicas para vientos fuertes',
    description:
      'Tejas arquitectónicas clase H con gránulos resistentes a las algas, barrera secundaria ' +
      'contra el agua completa, gotero nuevo y ventilación continua en la cumbrera, terminado en ' +
      'dos días.',
  },
  4: {
    title: 'Techo comercial de TPO',
    description:
      'Una membrana blanca de TPO con uniones soldadas con calor sobre aislamiento con pendiente ' +
      'en un centro comercial, que acabó con el agua estancada crónica mientras todas las tiendas ' +
      'seguían abiertas.',
  },
  5: {
    title: 'Reparación de daños por tormenta',
    description:
      'Lona de emergencia esa misma noche después de que una tormenta tropical arrancara tejas ' +
      'de la cumbrera y los bordes, seguida de una reparación permanente con tejas iguales y ' +
      'tapajuntas nuevos, documentada para el reclamo al seguro del propietario.',
  },
};

const es: GalleryItem[] = GALLERY_ITEMS.map((item) => ({
  ...item,
  ...(SPANISH_TEXT[item.id] ?? {}),
}));
export default es;
