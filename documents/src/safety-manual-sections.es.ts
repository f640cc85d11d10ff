import { COMPANY } from '@roofing/contracts';
import type { ManualSection } from './safety-manual-sections.ts';

/**
 * The safety manual's body in Spanish (issue 24), for crew members who read Spanish first: OSHA
 * expects training "in a manner the employee is capable of understanding" (its 2010 training
 * memo). The same sections, items and rules, in the same order, as the English manual; a change
 * to one is a change to both. Rule numbers, measurements and phone numbers stay as they are.
 */
export const SAFETY_MANUAL_SECTIONS_ES: readonly ManualSection[] = [
  {
    title: 'Responsabilidades',
    items: [
      {
        text: 'La gerencia proporciona el equipo, la capacitación y el tiempo para trabajar con seguridad, y nunca le pide a nadie que cambie seguridad por rapidez.',
      },
      {
        text: 'La persona competente nombrada en la portada inspecciona la obra, la protección contra caídas y las escaleras cada día antes de empezar, y tiene autoridad para corregir los peligros en el momento.',
        cite: '1926.32(f)',
      },
      {
        text: 'Todo trabajador tiene autoridad para detener el trabajo: cualquiera puede parar una tarea que crea insegura, sin ningún castigo, hasta que el líder de la cuadrilla la resuelva.',
        cite: 'OSH Act 11(c)',
      },
    ],
  },
  {
    title: 'Plan de protección contra caídas',
    intro:
      'Las caídas son la principal causa de muerte en el trabajo de techos. Se exige protección contra caídas a 6 pies sobre un nivel inferior en todo techo, nuevo o de reemplazo.',
    items: [
      {
        text: 'Techos empinados (más de 4 en 12): cada trabajador va amarrado con un arnés de cuerpo completo, una eslinga con amortiguador o una línea de vida autorretráctil, y un anclaje de techo, o está protegido con barandas con rodapiés o redes de seguridad.',
        cite: '1926.501(b)(11)',
      },
      {
        text: 'Techos de poca pendiente (4 en 12 o menos): barandas, redes de seguridad o detención personal de caídas, o una línea de advertencia a por lo menos 6 pies del borde combinada con uno de esos sistemas o con un vigilante de seguridad. Un vigilante de seguridad solo se permite únicamente en techos de 50 pies de ancho o menos.',
        cite: '1926.501(b)(10)',
      },
      {
        text: 'Los anclajes aguantan 5,000 libras por cada trabajador amarrado, o están diseñados por una persona calificada con un factor de seguridad de dos. Instálelos según el fabricante, en la estructura (vigas o cerchas), antes de pisar la pendiente.',
        cite: '1926.502(d)(15)',
      },
      {
        text: 'Ajuste las eslingas para que nadie pueda caer libremente más de 6 pies ni llegar al suelo; nunca se usan cinturones corporales para detener caídas.',
        cite: '1926.502(d)(16)',
      },
      {
        text: 'Barandas: pasamanos superior a 42 pulgadas ± 3 pulgadas, pasamanos intermedio más o menos a la mitad, con resistencia para 200 libras.',
        cite: '1926.502(b)',
      },
      {
        text: 'Líneas de advertencia: con banderines cada 6 pies y la cuerda a una altura de 34 a 39 pulgadas; a 10 pies del borde donde el equipo mecánico se mueve en dirección perpendicular al borde.',
        cite: '1926.502(f)',
      },
      {
        text: 'Vigilante de seguridad: una persona competente en el mismo techo, al alcance de la vista y de la voz de la cuadrilla, sin otras tareas.',
        cite: '1926.502(h)',
      },
      {
        text: 'Los tragaluces y las aberturas del techo se tapan con cubiertas aseguradas, marcadas "HOLE" o "COVER" (hueco o cubierta), que aguanten el doble de la carga, o se protegen con baranda.',
        cite: '1926.502(i)',
      },
      {
        text: 'Plan de rescate: antes de que alguien se amarre, la cuadrilla sabe cómo va a llegar en pocos minutos a un trabajador colgado del arnés (escalera, elevador o 911). Un arnés o una eslinga que detuvo una caída se saca de servicio.',
        cite: '1926.502(d)(19)–(20)',
      },
      {
        text: 'Inspeccione los arneses, las eslingas, las líneas de vida y los anclajes antes de cada uso; marque y saque de servicio todo lo que esté cortado, quemado, deshilachado o con el amortiguador activado.',
      },
    ],
  },
  {
    title: 'Escaleras y andamios',
    items: [
      {
        text: 'Las escaleras extensibles sobresalen por lo menos 3 pies por encima del alero, van amarradas arriba y se paran con un ángulo de 4 a 1 (1 pie hacia afuera por cada 4 pies de altura).',
        cite: '1926.1053(b)(1), (b)(5)',
      },
      {
        text: 'Mantenga tres puntos de contacto; suba los materiales con un elevador de escalera o con soga, nunca cargue paquetes en una mano.',
        cite: 'Subpart X',
      },
      {
        text: 'Use escaleras de fibra de vidrio cerca de líneas eléctricas y mantenga las escaleras y las herramientas a por lo menos 10 pies de las líneas de hasta 50 kV.',
        cite: '1926.1408',
      },
      {
        text: 'Una persona competente inspecciona las escaleras y los andamios de gato de bomba (pump-jack) o de marco antes de cada turno; las escaleras dañadas se marcan "No usar".',
        cite: '1926.1053(b)(15); Subpart L',
      },
    ],
  },
  {
    title: 'Prevención de enfermedades por calor (veranos de Florida)',
    intro:
      'Los techos del norte de Florida pasan de 140°F en julio. Agua. Descanso. Sombra. es la regla de mayo a octubre.',
    items: [
      {
        text: 'Agua en cada techo y en cada camioneta: tome más o menos una taza cada 15 a 20 minutos, aunque no tenga sed.',
      },
      {
        text: 'Descanse a la sombra por lo menos 10 minutos cada hora cuando el índice de calor sea de 91°F o más, y más seguido por encima de 103°F. Empiece temprano y quite el techo viejo en la mañana, cuando está más fresco.',
      },
      {
        text: 'Los trabajadores nuevos y los que regresan se acostumbran poco a poco durante 1 a 2 semanas, empezando con no más del 20% de un día normal en el calor.',
      },
      {
        text: 'Trabajen en parejas y cuídense uno al otro. Agotamiento por calor (mucho sudor, mareo, náuseas, dolor de cabeza): pare, vaya a la sombra, tome agua y aflójese la ropa.',
      },
      {
        text: 'Golpe de calor (confusión, habla enredada, desmayo, piel caliente): llame al 911 y enfríe al trabajador de inmediato con agua, hielo y toallas mojadas hasta que llegue la ayuda.',
      },
    ],
  },
  {
    title: 'Regla de rayos y mal tiempo para detener el trabajo',
    items: [
      {
        text: 'Cuando se oiga un trueno o se vea un rayo, todos se bajan del techo y se refugian en un edificio o en un vehículo de techo duro. El trabajo sigue 30 minutos después del último trueno.',
      },
      {
        text: 'Deje de manejar paquetes de tejas, paneles de metal y membrana cuando haya ráfagas de viento, y no trabaje en techos mojados, con rocío o con escarcha hasta que estén secos.',
      },
      {
        text: 'Temporada de huracanes (del 1 de junio al 30 de noviembre): cuando haya una vigilancia de tormenta tropical o de huracán para la zona, asegure o retire los materiales, los contenedores y los escombros sueltos, y deje todos los techos impermeables.',
      },
    ],
  },
  {
    title: 'Equipo de protección personal',
    items: [
      {
        text: 'Casco para el personal en el suelo, para cualquiera debajo de los bordes del techo y cerca de donde se suben cargas.',
        cite: '1926.100',
      },
      {
        text: 'Lentes de seguridad para clavar, cortar y quitar el techo viejo; careta para esmerilar.',
        cite: '1926.102',
      },
      {
        text: 'Botas de suela blanda y antideslizante; guantes resistentes a cortes para el metal; protección para los oídos con sierras y compresores.',
        cite: '1926.95; 1926.101',
      },
      { text: 'Chaleco de alta visibilidad cuando se trabaja cerca del tráfico o de la calle.' },
      {
        text: 'Sierras de corte húmedo o con aspiradora para las tejas de concreto y de barro, con respirador cuando lo exija la tabla de sílice.',
        cite: '1926.1153',
      },
    ],
  },
  {
    title: 'Herramientas y seguridad eléctrica',
    items: [
      {
        text: 'Toda la electricidad temporal está protegida con GFCI; los cables se inspeccionan cada día y se sacan de servicio si están dañados.',
        cite: '1926.404(b)(1)',
      },
      {
        text: 'En el techo, las clavadoras se ponen en gatillo secuencial (un disparo a la vez), se desconectan para destrabarlas o cargarlas, y nunca se apuntan a nadie.',
      },
      {
        text: 'Las guardas se quedan puestas en las sierras; los discos se cambian con la herramienta desconectada.',
        cite: '1926.300',
      },
      {
        text: 'Los techos con soplete solo los instalan trabajadores capacitados, con un extintor cargado al alcance y una guardia contra incendios después de apagar el soplete.',
        cite: '1926.150–151',
      },
    ],
  },
  {
    title: 'Comunicación de peligros de los materiales para techos',
    items: [
      {
        text: 'Las Hojas de Datos de Seguridad (SDS) de cada producto (imprimadores, adhesivos, selladores, recubrimientos, espuma en aerosol) se guardan en cada camioneta; las etiquetas se quedan en los envases.',
        cite: '1926.59; 1910.1200',
      },
      {
        text: 'Imprimadores y adhesivos a base de solventes: nada de llamas ni de fumar cerca, úselos con buena ventilación y mantenga las tapas puestas.',
      },
      {
        text: 'Pare y reporte cualquier material que pueda tener asbesto (fieltros viejos, tejas de cemento, masillas en casas de antes de 1980) antes de tocarlo.',
        cite: '1926.1101',
      },
    ],
  },
  {
    title: 'Plan de acción para emergencias',
    items: [
      {
        text: 'En cualquier emergencia, llame primero al 911. Dé la dirección de la obra que está en la portada y mande a alguien a la calle a recibir a los socorristas.',
      },
      {
        text: `Después llame al Gerente de Seguridad al ${COMPANY.safetyManager.phone}, y a la oficina al ${COMPANY.phone}.`,
      },
      {
        text: 'Cada camioneta lleva un botiquín de primeros auxilios y un extintor; el líder de la cuadrilla sabe cuál es el hospital más cercano que aparece en la portada.',
      },
      {
        text: 'Si alguien cae y queda colgado del arnés, lleve a cabo el plan de rescate de inmediato; que el trabajador mueva las piernas y nunca lo deje colgado.',
      },
    ],
  },
  {
    title: 'Reporte de incidentes',
    items: [
      {
        text: 'Reporte cada lesión, casi accidente y daño a la propiedad al líder de la cuadrilla de inmediato, y por escrito al Gerente de Seguridad antes de terminar el turno.',
      },
      {
        text: 'La compañía reporta a OSHA una muerte dentro de 8 horas, y una hospitalización con internación, una amputación o la pérdida de un ojo dentro de 24 horas.',
        cite: '1904.39',
      },
      {
        text: 'Los incidentes se investigan para encontrar las causas y las medidas correctivas, no a los culpables; los reportes se guardan con el registro OSHA 300 durante cinco años.',
        cite: '1904.33',
      },
    ],
  },
];
