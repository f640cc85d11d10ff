import type { SpanishBankQuestion } from '../../question-banks.ts';

/** OSHA 30 horas (construcción), en español: the same questions and order as ../osha-30.ts. */
export const osha30QuestionsEs: readonly SpanishBankQuestion[] = [
  {
    question:
      '¿Qué parte del Título 29 del Código de Regulaciones Federales contiene las normas de OSHA para la construcción?',
    options: ['Parte 1910', 'Parte 1904', 'Parte 1926', 'Parte 1915'],
    explanation:
      '29 CFR 1926 es la norma de construcción; 1910 es la industria en general, 1904 el mantenimiento de registros y 1915 los astilleros.',
  },
  {
    question:
      '¿A partir de qué altura exige OSHA protección contra caídas a un trabajador de la construcción cerca de un lado o borde sin protección?',
    options: ['4 pies', '6 pies', '10 pies', '15 pies'],
    explanation:
      '29 CFR 1926.501(b)(1): en la construcción se exige protección contra caídas a 6 pies o más sobre un nivel inferior.',
  },
  {
    question:
      '¿Cuál de estos NO es uno de los cuatro peligros principales ("Focus Four") de OSHA en la construcción?',
    options: ['Caídas', 'Golpes por objetos', 'Electrocución', 'Ruido'],
    explanation:
      'Los cuatro peligros principales son las caídas, los golpes por objetos, quedar atrapado o aplastado, y la electrocución; causan la mayoría de las muertes en la construcción.',
  },
  {
    question:
      '¿En cuánto tiempo debe la compañía reportar a OSHA una muerte relacionada con el trabajo?',
    options: ['En 8 horas', 'En 24 horas', 'En 72 horas', 'En 7 días'],
    explanation:
      '29 CFR 1904.39(a)(1): una muerte se debe reportar a OSHA dentro de las 8 horas después de saberlo.',
  },
  {
    question:
      'Una hospitalización con internación, una amputación o la pérdida de un ojo se debe reportar a OSHA dentro de:',
    options: ['8 horas', '48 horas', '24 horas', '5 días hábiles'],
    explanation:
      '29 CFR 1904.39(a)(2): estas lesiones graves se deben reportar dentro de las 24 horas.',
  },
  {
    question:
      '¿Dónde encuentra los peligros de un adhesivo para techos, el equipo de protección que requiere y sus primeros auxilios?',
    options: [
      'En su Hoja de Datos de Seguridad (SDS)',
      'En el recibo de entrega',
      'En el registro OSHA 300',
      'En la garantía del fabricante',
    ],
    explanation:
      'La norma de Comunicación de Peligros (29 CFR 1910.1200, aplicada a la construcción por 1926.59) exige una SDS para cada químico peligroso, al alcance de los trabajadores en la obra.',
  },
  {
    question:
      'Los tomacorrientes temporales de 120 voltios, de 15 y 20 amperios, que se usan para herramientas eléctricas en la obra deben estar protegidos por:',
    options: [
      'Una regleta con protector contra sobretensiones',
      'Un adaptador de tres patas',
      'Interruptores de circuito por falla a tierra (GFCI) o un programa de conexión a tierra asegurada del equipo',
      'Una extensión más gruesa, de calibre 12',
    ],
    explanation:
      '29 CFR 1926.404(b)(1): los GFCI (o un programa de conexión a tierra asegurada) protegen a los trabajadores de descargas por cables y herramientas dañados.',
  },
  {
    question:
      'Para una línea eléctrica aérea de hasta 50 kV, la distancia mínima que la tabla de OSHA exige mantener con el equipo es:',
    options: ['3 pies', '6 pies', '20 pies', '10 pies'],
    explanation:
      '29 CFR 1926.1408, Tabla A, fija 10 pies para líneas de hasta 50 kV. Trate toda línea como si tuviera corriente y cargue las escaleras acostadas cerca de las líneas.',
  },
  {
    question: 'Según OSHA, una "persona competente" es alguien que:',
    options: [
      'Tiene por lo menos cinco años en el oficio',
      'Puede identificar los peligros existentes y previsibles y tiene autoridad para corregirlos de inmediato',
      'Tiene una licencia estatal de contratista',
      'Trabaja para OSHA como inspector',
    ],
    explanation:
      '29 CFR 1926.32(f) define a la persona competente por su conocimiento de los peligros y su autoridad para corregirlos en el momento.',
  },
  {
    question:
      'Al cortar tejas de concreto o de barro con una sierra eléctrica de mano, el polvo de sílice se controla:',
    options: [
      'Cortando en seco y parándose de espaldas al viento',
      'Barriendo el polvo en seco apenas termina el corte',
      'Con una sierra con suministro de agua integrado que mantiene mojado el disco',
      'Usando lentes de sol',
    ],
    explanation:
      '29 CFR 1926.1153, Tabla 1, exige agua aplicada al disco; si se corta más de 4 horas por turno al aire libre, se agrega un respirador (APF 10). No se permite barrer en seco el polvo de sílice.',
  },
  {
    question: 'En un trabajo de techos, el casco se debe usar:',
    options: [
      'Solo en proyectos comerciales',
      'Solo el líder de la cuadrilla',
      'Solo cuando hay un inspector en la obra',
      'Dondequiera que haya peligro de lesión en la cabeza por objetos que caen o salen volando, o por descarga eléctrica',
    ],
    explanation:
      '29 CFR 1926.100(a): el personal en el suelo debajo de los bordes del techo y cualquiera cerca de cargas elevadas necesitan protección para la cabeza.',
  },
  {
    question:
      'Donde se usan más de 5 galones de líquido inflamable o 5 libras de gas inflamable (como el cilindro de un soplete), debe haber un extintor 10-B a no más de:',
    options: ['25 pies', '50 pies', '100 pies', '200 pies'],
    explanation:
      '29 CFR 1926.150(c)(1)(iv) exige un extintor de clasificación 10-B o mayor a no más de 50 pies.',
  },
  {
    question: '¿Por cuánto tiempo se debe guardar el registro de lesiones OSHA 300?',
    options: [
      '1 año',
      '3 años',
      '5 años después de terminar el año calendario que cubre',
      'Hasta que termine el proyecto',
    ],
    explanation:
      '29 CFR 1904.33 exige guardar el registro 300, el resumen 300A y los formularios 301 durante cinco años.',
  },
  {
    question:
      'Al trabajador que reporta una lesión o un peligro de seguridad lo protege contra represalias:',
    options: [
      'La Sección 11(c) de la Ley OSH (OSH Act)',
      'Solo el manual de la compañía',
      'Nada, a menos que haya un contrato sindical',
      'El permiso de construcción',
    ],
    explanation:
      'La Sección 11(c) de la Ley de Seguridad y Salud Ocupacional prohíbe despedir o castigar a un trabajador por plantear inquietudes de seguridad o reportar lesiones.',
  },
  {
    question:
      'Una tarde de julio, un techador se pone confundido, tiene la piel caliente y ya no habla con sentido. ¿Qué hace usted primero?',
    options: [
      'Darle pastillas de sal y dejar que termine la hilada',
      'Llamar al 911 y enfriarlo de inmediato con agua, hielo y sombra',
      'Llevarlo a su casa para que descanse',
      'Darle una bebida energética y decirle que vaya más despacio',
    ],
    explanation:
      'La confusión con la piel caliente es señal de golpe de calor, una emergencia médica. La guía de OSHA sobre el calor: llame al 911 y enfríe al trabajador enseguida mientras espera.',
  },
  {
    question: '¿Quién debe inspeccionar las escaleras portátiles, y cuándo?',
    options: [
      'El fabricante de la escalera, una vez al año',
      'Nadie, si la escalera es de fibra de vidrio',
      'El propietario, antes de empezar el trabajo',
      'Una persona competente, periódicamente y después de cualquier cosa que pudiera dañarlas',
    ],
    explanation:
      '29 CFR 1926.1053(b)(15): una persona competente inspecciona las escaleras en busca de defectos visibles periódicamente y después de cualquier incidente que pueda afectar su uso seguro.',
  },
];
