import type { SpanishBankQuestion } from '../../question-banks.ts';

/** Protección contra caídas, en español: the same questions and order as ../fall-protection.ts. */
export const fallProtectionQuestionsEs: readonly SpanishBankQuestion[] = [
  {
    question: 'OSHA define un "techo de poca pendiente" como un techo con una pendiente de:',
    options: ['2 en 12 o menos', '4 en 12 o menos', '6 en 12 o menos', '8 en 12 o menos'],
    explanation:
      '29 CFR 1926.500(b): un techo de poca pendiente tiene una pendiente menor o igual a 4 en 12; uno más inclinado es un techo empinado.',
  },
  {
    question:
      '¿A qué altura sobre la superficie de trabajo debe estar el pasamanos superior de una baranda?',
    options: [
      '36 pulgadas ± 2 pulgadas',
      '39 pulgadas ± 1 pulgada',
      '42 pulgadas ± 3 pulgadas',
      '48 pulgadas ± 3 pulgadas',
    ],
    explanation:
      '29 CFR 1926.502(b)(1): 42 pulgadas, 3 pulgadas más o menos; el pasamanos intermedio va a la mitad, cerca de 21 pulgadas.',
  },
  {
    question:
      'El pasamanos superior de una baranda debe resistir una fuerza, aplicada a 2 pulgadas o menos de su borde superior, de por lo menos:',
    options: ['200 libras', '100 libras', '150 libras', '300 libras'],
    explanation: '29 CFR 1926.502(b)(3): 200 libras hacia afuera o hacia abajo sin fallar.',
  },
  {
    question:
      'Un anclaje para un sistema personal de detención de caídas que no fue diseñado por una persona calificada debe soportar, por cada trabajador amarrado:',
    options: ['1,800 libras', '3,000 libras', '3,600 libras', '5,000 libras'],
    explanation:
      '29 CFR 1926.502(d)(15): 5,000 libras por cada trabajador amarrado, o un factor de seguridad de dos con un diseño supervisado por una persona calificada.',
  },
  {
    question:
      'En un techo de poca pendiente, la línea de advertencia debe colocarse a una distancia del borde del techo de por lo menos:',
    options: ['6 pies', '3 pies', '10 pies', '15 pies'],
    explanation:
      '29 CFR 1926.502(f)(1)(i): 6 pies del borde; donde se usa equipo mecánico, 10 pies en dirección perpendicular a su recorrido.',
  },
  {
    question:
      'La cuerda de una línea de advertencia debe llevar banderines y, en su punto más bajo, estar entre:',
    options: [
      '24 y 30 pulgadas de alto',
      '30 y 34 pulgadas de alto',
      '34 y 39 pulgadas de alto',
      '42 y 45 pulgadas de alto',
    ],
    explanation:
      '29 CFR 1926.502(f)(2): con banderines de material muy visible por lo menos cada 6 pies, a una altura de 34 a 39 pulgadas sobre la superficie.',
  },
  {
    question: '¿Cuál de estos es un requisito para el vigilante de seguridad (safety monitor)?',
    options: [
      'Vigilar desde el suelo para ver todo el techo',
      'Manejar también el elevador de materiales para ahorrar mano de obra',
      'Ser una persona competente en la misma superficie del techo, a la vista de la cuadrilla y lo bastante cerca para avisarles de viva voz',
      'Revisar a la cuadrilla cada 30 minutos',
    ],
    explanation:
      '29 CFR 1926.502(h)(1): el vigilante es una persona competente en la misma superficie, al alcance de la vista y de la voz, sin otras tareas que le quiten la atención.',
  },
  {
    question:
      'En un techo de poca pendiente, un sistema de vigilante de seguridad SOLO (sin línea de advertencia) se permite cuando el techo tiene:',
    options: [
      'Menos de 20 pies de altura',
      '50 pies de ancho o menos',
      'Cualquier tamaño, si la cuadrilla está de acuerdo',
      'Menos de 100 pies de largo',
    ],
    explanation:
      '29 CFR 1926.501(b)(10): en techos de 50 pies de ancho o menos se permite un vigilante de seguridad solo.',
  },
  {
    question:
      'En un techo empinado (más de 4 en 12) con bordes a 6 pies o más sobre un nivel inferior, ¿qué es aceptable?',
    options: [
      'Un sistema de línea de advertencia',
      'Un vigilante de seguridad solo',
      'Cinta de precaución a 6 pies del alero',
      'Un sistema personal de detención de caídas',
    ],
    explanation:
      '29 CFR 1926.501(b)(11): los techos empinados requieren barandas con rodapiés, redes de seguridad o sistemas personales de detención de caídas.',
  },
  {
    question:
      'Un sistema personal de detención de caídas debe instalarse de modo que el trabajador no caiga libremente más de:',
    options: ['6 pies', '2 pies', '4 pies', '10 pies'],
    explanation:
      '29 CFR 1926.502(d)(16)(iii): no más de 6 pies de caída libre, y nunca tocar un nivel inferior.',
  },
  {
    question:
      'Con un arnés de cuerpo completo, la fuerza máxima de detención sobre el trabajador no puede pasar de:',
    options: ['900 libras', '1,800 libras', '3,600 libras', '5,000 libras'],
    explanation:
      '29 CFR 1926.502(d)(16)(ii): 1,800 libras; las eslingas con amortiguador o las líneas de vida autorretráctiles (SRL) la mantienen por debajo.',
  },
  {
    question: '¿Qué NO se puede usar como parte de un sistema personal de detención de caídas?',
    options: [
      'Un arnés de cuerpo completo',
      'Una línea de vida autorretráctil',
      'Una eslinga con amortiguador',
      'Un cinturón de seguridad (cinturón corporal)',
    ],
    explanation:
      '29 CFR 1926.502(d): desde el 1 de enero de 1998 no se permiten cinturones corporales para detener caídas; solo se pueden usar para posicionamiento.',
  },
  {
    question: 'Un tragaluz en un techo donde usted está trabajando debe estar:',
    options: [
      'Marcado con pintura en aerosol',
      'Tapado con una cubierta que aguante el doble de la carga, asegurada y marcada "HOLE" o "COVER" (hueco o cubierta), o protegido con baranda',
      'Evitado caminando alrededor',
      'Sin tocar, porque es de plástico',
    ],
    explanation:
      '29 CFR 1926.501(b)(4) y 1926.502(i): las cubiertas aguantan el doble del peso de los trabajadores, el equipo y los materiales, y van aseguradas y marcadas.',
  },
  {
    question: 'Antes de que alguien se amarre, el empleador debe tener:',
    options: [
      'Un plan para rescatar sin demora a un trabajador colgado del arnés',
      'Una renuncia firmada por cada trabajador',
      'Una segunda escalera al otro lado de la casa',
      'Permiso del propietario',
    ],
    explanation:
      '29 CFR 1926.502(d)(20): se exige un rescate rápido; quedar colgado del arnés puede causar trauma por suspensión en pocos minutos.',
  },
  {
    question:
      'Una escalera portátil que se usa para subir al techo debe sobresalir del punto de llegada (el alero) por lo menos:',
    options: ['1 pie', '2 pies', '3 pies', '5 pies'],
    explanation:
      '29 CFR 1926.1053(b)(1): los largueros sobresalen por lo menos 3 pies por encima del punto de llegada, o la escalera se asegura con un dispositivo de agarre.',
  },
  {
    question:
      '¿A qué distancia aproximada de la pared deben quedar las patas de una escalera extensible que llega a un alero de 20 pies?',
    options: ['2 pies', '10 pies', '8 pies', '5 pies'],
    explanation:
      '29 CFR 1926.1053(b)(5)(i): la proporción de 4 a 1 (4-to-1) pone la base a una cuarta parte del largo de trabajo, 5 pies para 20 pies.',
  },
  {
    question:
      '¿Qué subparte de OSHA rige el trabajo desde un andamio de gato de bomba (pump-jack) o de marco?',
    options: ['Subpart M', 'Subpart X', 'Subpart P', 'Subpart L'],
    explanation:
      'La Subpart L (1926.450–454) cubre los andamios, la Subpart X las escaleras, la Subpart M la protección contra caídas y la Subpart P las excavaciones.',
  },
  {
    question:
      '¿Qué registro demuestra que un trabajador fue capacitado en protección contra caídas?',
    options: [
      'Una certificación por escrito con el nombre del trabajador, la fecha de la capacitación y la firma del instructor o del empleador',
      'Lo que diga el capataz de palabra',
      'El talón de pago del trabajador',
      'Una foto de la cuadrilla en el techo',
    ],
    explanation:
      '29 CFR 1926.503(b): el empleador guarda un registro de certificación por escrito; hay que volver a capacitar cuando hay cambios o cuando se notan fallas en lo aprendido.',
  },
];
