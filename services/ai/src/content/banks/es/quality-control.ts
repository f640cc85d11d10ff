import type { SpanishBankQuestion } from '../../question-banks.ts';

/** Control de calidad, en español: the same questions and order as ../quality-control.ts. */
export const qualityControlQuestionsEs: readonly SpanishBankQuestion[] = [
  {
    question: 'La causa de instalación más común de que el viento arranque las tejas laminadas es:',
    options: [
      'Usar seis clavos en vez de cuatro',
      'Instalarlas en un día de sol',
      'Clavar por encima de la línea de clavado del fabricante (clavado alto)',
      'Usar una hilera inicial (starter)',
    ],
    explanation:
      'Los clavos altos no agarran la doble capa del laminado ni la hilada de abajo; los clavos van en la zona de clavado marcada, según el empaque.',
  },
  {
    question: 'Un clavo de teja bien puesto queda:',
    options: [
      'Al ras de la superficie de la teja, sin cortarla',
      'Hundido por debajo de la superficie para que no se salga',
      'Salido 1/8 de pulgada para que la teja se pueda mover',
      'Clavado en ángulo para que agarre más',
    ],
    explanation:
      'Los clavos demasiado hundidos cortan la base de la teja y pierden agarre; los que quedan salidos no dejan que la pestaña de arriba selle. Ajuste la profundidad de la clavadora en la obra.',
  },
  {
    question: 'Una teja arquitectónica típica de tamaño métrico se coloca con una exposición de:',
    options: ['4 pulgadas', '5 pulgadas', '7 pulgadas', '5 5/8 pulgadas'],
    explanation:
      'La mayoría de las tejas laminadas métricas usan 5 5/8 pulgadas (revise el empaque); una exposición dispareja se ve como hiladas onduladas y puede dejar clavos al descubierto.',
  },
  {
    question: 'La hilera inicial (starter) en el alero está bien puesta cuando:',
    options: [
      'Su tira de sellador va a lo largo del borde del alero y sobresale del goterón de 1/4 a 3/4 de pulgada, según el fabricante',
      'Se omite en los techos de poca pendiente',
      'Es una primera hilada de tejas enteras con las pestañas hacia abajo del techo',
      'Se coloca 2 pulgadas hacia atrás del goterón',
    ],
    explanation:
      'La hilera inicial sella la primera hilada en el borde, donde el viento levanta primero; sin ella, la primera hilada queda con huecos debajo de sus recortes.',
  },
  {
    question:
      'En un valle de corte cerrado (closed-cut), ningún clavo puede quedar más cerca de la línea central del valle que:',
    options: ['1 pulgada', '3 pulgadas', '6 pulgadas', '12 pulgadas'],
    explanation:
      'Los fabricantes mantienen los clavos a 6 pulgadas de la línea central; el lado cortado se recorta 2 pulgadas hacia atrás y se le corta la esquina de arriba para que el agua se quede en el valle.',
  },
  {
    question:
      'Donde una unión de techo con pared termina encima de una pared de abajo (y el revestimiento sigue hacia abajo), el inspector debe ver:',
    options: [
      'Un cordón de masilla',
      'Tapajuntas escalonado que simplemente termina en el alero',
      'Nada especial',
      'Un tapajuntas desviador (kick-out) que aleja el agua de la pared y la manda a la canaleta',
    ],
    explanation:
      'Si falta el desviador, el agua del techo se mete detrás del revestimiento y pudre la pared; el código lo exige en estos extremos.',
  },
  {
    question:
      '¿Cuándo se debe pasar el imán de ruedas por el jardín, la entrada de auto y los canteros?',
    options: [
      'Solo al terminar la obra',
      'Al final de cada día de trabajo y otra vez en la limpieza final',
      'Solo si el cliente se queja',
      'Solo en la entrada de auto',
    ],
    explanation:
      'Los clavos en un jardín son un peligro para las llantas y los pies cada noche que la obra está abierta; una pasada diaria más una final es nuestro estándar.',
  },
  {
    question:
      '¿Con qué separación en los extremos y los bordes se deben instalar los paneles nuevos de entablado de plywood u OSB?',
    options: ['Pegados, sin separación', '1/8 de pulgada', '1/2 pulgada', '1 pulgada'],
    explanation:
      'La APA recomienda una separación de 1/8 de pulgada para que los paneles se puedan hinchar con la humedad sin levantar el techo.',
  },
  {
    question:
      '¿Por qué no se debe combinar una ventila de cumbrera con un extractor eléctrico de ático?',
    options: [
      'El extractor puede chupar aire y lluvia por la ventila de cumbrera en vez de por los sofitos',
      'El extractor hace ruidosa la ventila de cumbrera',
      'Está permitido y siempre es mejor',
      'Las ventilas de cumbrera solo anulan la garantía del extractor',
    ],
    explanation:
      'Mezclar salidas de aire interrumpe la ventilación: el aire debe entrar por los sofitos y salir por la cumbrera.',
  },
  {
    question:
      'Con una sola capa de membrana base de fieltro, los traslapes horizontales (laterales) deben ser de por lo menos:',
    options: ['1 pulgada', '6 pulgadas', '2 pulgadas', '12 pulgadas'],
    explanation:
      'La membrana base de fieltro se traslapa 2 pulgadas en los lados y 4 pulgadas en los extremos, con los traslapes de los extremos desfasados 6 pies (FBC R905.1.1).',
  },
  {
    question: '¿Qué fotos deben estar en el expediente de la obra antes de cerrar el techo?',
    options: [
      'Solo el techo terminado',
      'Ninguna; las fotos son opcionales',
      'Una selfie de la cuadrilla',
      'El antes, la cubierta (con el entablado reemplazado, si lo hay), la membrana base y los tapajuntas, y el techo terminado',
    ],
    explanation:
      'Las fotos de la cubierta y los tapajuntas prueban el trabajo que queda oculto, respaldan las órdenes de cambio por entablado reemplazado y ayudan con preguntas de garantía y de permisos.',
  },
  {
    question:
      'El tapajuntas escalonado viejo detrás del estuco está oxidado de lado a lado. Control de calidad debe exigir:',
    options: [
      'Cemento para techos encima del óxido',
      'Tapajuntas escalonado nuevo y un contratapajuntas bien puesto, con el estuco reparado',
      'Dejarlo, ya que está detrás de la pared',
      'Pintarlo',
    ],
    explanation:
      'Los tapajuntas se reemplazan, no se parchan; un techo nuevo con tapajuntas viejos que ya fallaron va a gotear en la pared.',
  },
  {
    question: 'En la inspección final, en el ático se revisa:',
    options: [
      'Si entra luz del día por la cubierta, clavos que no agarraron las vigas o que rajaron el entablado, y manchas de humedad',
      'Nada; el ático no es parte del techo',
      'Solo el espesor del aislamiento',
      'Las cosas que el propietario tiene guardadas',
    ],
    explanation:
      'La parte de abajo muestra los clavos fuera de la viga, el daño en la cubierta y las goteras que la parte de arriba esconde.',
  },
  {
    question: 'Las botas de tubería y otras penetraciones pasan control de calidad cuando:',
    options: [
      'Están selladas solo con masilla',
      'Se vuelven a usar las botas viejas si se ven bien',
      'Los tapajuntas nuevos van entretejidos, con el ala de arriba debajo de las tejas de arriba y el ala de abajo encima de las tejas de abajo',
      'Están pintadas del mismo color',
    ],
    explanation:
      'El agua siempre debe correr por encima de un traslape, nunca meterse en él; en cada techo nuevo se ponen botas nuevas porque los collares de goma se rajan con el sol de Florida.',
  },
  {
    question: 'Las cabezas de clavo expuestas en la última pieza del caballete (ridge cap) deben:',
    options: ['Dejarse como están', 'Pintarse', 'Sacarse', 'Cubrirse con un sellador compatible'],
    explanation:
      'Los fabricantes piden sellar los clavos expuestos de la última pieza del caballete; los clavos sin sellar se oxidan y gotean.',
  },
  {
    question: 'Antes de que la cuadrilla se vaya de una obra terminada, las canaletas:',
    options: [
      'Se limpian de restos de tejas y gránulos sueltos, y se revisan los bajantes',
      'Se le dejan al propietario',
      'Se quitan',
      'Solo se revisan si llueve',
    ],
    explanation:
      'Los restos del techo viejo tapan las canaletas y los bajantes; una canaleta tapada se desborda hacia la fascia y el sofito.',
  },
];
