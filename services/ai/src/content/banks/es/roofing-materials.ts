import type { SpanishBankQuestion } from '../../question-banks.ts';

/** Materiales para techos, en español: the same questions and order as ../roofing-materials.ts. */
export const roofingMaterialsQuestionsEs: readonly SpanishBankQuestion[] = [
  {
    question:
      'Una teja asfáltica con la etiqueta ASTM D7158 Clase H está clasificada para una velocidad básica del viento de hasta:',
    options: ['90 mph', '110 mph', '130 mph', '150 mph'],
    explanation:
      'Las clases de ASTM D7158 son D (90 mph), G (120 mph) y H (150 mph). La costa de Florida necesita la clase que corresponda a la velocidad de viento de diseño del lugar.',
  },
  {
    question: 'Una teja ASTM D3161 Clase F pasó una prueba de viento con ventilador a:',
    options: ['60 mph', '90 mph', '110 mph', '150 mph'],
    explanation:
      'ASTM D3161: la Clase A es de 60 mph, la Clase D de 90 mph y la Clase F de 110 mph.',
  },
  {
    question: 'La Zona de Huracanes de Alta Velocidad (HVHZ) de Florida abarca:',
    options: [
      'Todos los condados de la costa',
      'Los condados de Miami-Dade y Broward',
      'Los condados de Duval, St. Johns y Nassau',
      'Todo el Panhandle',
    ],
    explanation:
      'La HVHZ del Código de Construcción de Florida (FBC) son Miami-Dade y Broward; los productos que se usan allí necesitan aprobación HVHZ (como una NOA de Miami-Dade). Los trabajos del norte de Florida están fuera de ella.',
  },
  {
    question:
      '¿Cuál es una de las formas aceptadas por el Código de Construcción de Florida para sellar la cubierta del techo (barrera secundaria contra el agua) debajo de las tejas?',
    options: [
      'Masilla sobre cada junta del entablado',
      'Cinta autoadherible de 4 pulgadas sobre cada junta del entablado, con membrana base (underlayment) sobre toda la cubierta',
      'Una capa de fieltro #15 sin cinta',
      'Envoltura de casa (housewrap) engrapada a la cubierta',
    ],
    explanation:
      'Desde la 7.ª edición, el FBC (R905.1.1) acepta una membrana autoadherible completa, cinta autoadherible de 4 pulgadas en las juntas más membrana base, o dos capas de membrana base traslapadas como tejas.',
  },
  {
    question:
      'Al reemplazar un techo en Florida, aparece un entablado de plywood sujeto solo con clavos lisos 6d. El Código de Construcción de Florida exige volver a clavarlo con:',
    options: [
      'Clavos anillados (ring-shank) 8d a 6 pulgadas de centro a centro',
      'Grapas para techo a 12 pulgadas de centro a centro',
      'Tornillos para drywall a 24 pulgadas de centro a centro',
      'Nada; los clavos existentes se aceptan como están',
    ],
    explanation:
      'El volumen de Edificios Existentes del FBC exige reforzar la fijación deficiente de la cubierta en casas construidas en sitio al reemplazar el techo, con clavos anillados 8d a 6 pulgadas en el campo.',
  },
  {
    question: 'Las tejas asfálticas se pueden instalar en techos con una pendiente mínima de:',
    options: [
      '1 en 12',
      'Solo 4 en 12',
      '2 en 12, con membrana base doble por debajo de 4 en 12',
      '6 en 12',
    ],
    explanation:
      'FBC R905.2.2: las tejas necesitan por lo menos 2 en 12; desde 2 en 12 hasta 4 en 12 la membrana base debe ser doble.',
  },
  {
    question: 'Los clavos para tejas asfálticas deben penetrar el entablado del techo:',
    options: [
      '1/4 de pulgada',
      '1/2 pulgada',
      '3/4 de pulgada, o atravesar el entablado si es más delgado',
      '2 pulgadas',
    ],
    explanation:
      'FBC R905.2.5: clavos resistentes a la corrosión, de caña calibre 12 y cabeza de 3/8 de pulgada, por lo menos 3/4 de pulgada dentro de la cubierta o atravesándola.',
  },
  {
    question:
      '¿Con cuántos clavos por teja se instalan normalmente las tejas laminadas en una casa de la costa del norte de Florida?',
    options: ['2', '4', '8', '6'],
    explanation:
      'El código exige seguir las instrucciones del fabricante (mínimo 4); la instalación para vientos fuertes de los fabricantes, que sus garantías contra viento exigen, pide 6.',
  },
  {
    question:
      '¿Dónde exige el Código de Construcción de Florida el goterón (drip edge) en un techo de tejas asfálticas?',
    options: [
      'En los aleros y en los bordes laterales (hastiales)',
      'Solo en los aleros',
      'Solo donde no hay canaletas',
      'En ninguna parte; es un adorno opcional',
    ],
    explanation:
      'FBC R905.2.8.5: goterón en aleros y bordes laterales, con piezas traslapadas por lo menos 2 pulgadas y que bajen por lo menos 1/4 de pulgada por debajo del entablado.',
  },
  {
    question:
      'Sin la excepción de ventilación balanceada, un ático necesita un área neta libre de ventilación de por lo menos:',
    options: [
      '1/50 del área del piso del ático',
      '1/150 del área del piso del ático',
      '1/300 del área del piso del ático',
      '1/600 del área del piso del ático',
    ],
    explanation:
      'FBC R806.2: 1/150 del espacio ventilado, que se reduce a 1/300 cuando la entrada y la salida de aire están balanceadas.',
  },
  {
    question:
      'Un ático de 1,800 pies cuadrados tiene entre el 40 y el 50% de su área de ventilación a menos de 3 pies de la cumbrera y el resto en los sofitos. El área neta libre mínima es:',
    options: ['6 pies cuadrados', '12 pies cuadrados', '3 pies cuadrados', '18 pies cuadrados'],
    explanation:
      'Con ventilación superior e inferior balanceada, FBC R806.2 permite 1/300: 1,800 ÷ 300 = 6 pies cuadrados (864 pulgadas cuadradas), repartidos entre la cumbrera y el sofito.',
  },
  {
    question: '¿Según qué norma se fabrica la membrana base de "fieltro #30"?',
    options: ['ASTM D7158', 'ASTM D226 Type II', 'ASTM D3161', 'ASTM E108'],
    explanation:
      'ASTM D226 cubre el fieltro orgánico saturado de asfalto (Tipo I ≈ #15, Tipo II ≈ #30). D7158 y D3161 son pruebas de viento para tejas; E108 es la prueba de fuego.',
  },
  {
    question: 'En un techo de metal con tornillos expuestos, un tornillo bien puesto tiene:',
    options: [
      'La arandela aplastada y saliéndose por debajo de la cabeza',
      'La cabeza aflojada un cuarto de vuelta para que el panel se mueva',
      'Ninguna arandela, con sellador encima en su lugar',
      'La arandela de sellado firme y un poco comprimida, con el tornillo derecho respecto al panel',
    ],
    explanation:
      'Los tornillos demasiado apretados parten la arandela y gotean; los flojos no sellan. Los tornillos van en la parte plana o en la costilla según la aprobación del panel y su patrón de fijación.',
  },
  {
    question:
      '¿Por qué los paneles de metal de junta alzada (standing seam) se sujetan con clips ocultos y no con tornillos que atraviesan el panel?',
    options: [
      'Los clips son más baratos que los tornillos',
      'Los clips dejan que los paneles se dilaten y se contraigan con el calor sin rasgarse ni agrandar los agujeros',
      'Los tornillos solo anularían la garantía de la pintura',
      'Los clips hacen más liviano el techo',
    ],
    explanation:
      'Un panel largo se mueve bastante bajo el sol de Florida; los clips permiten el movimiento térmico, y su separación sale de la aprobación de resistencia al levantamiento por viento del producto.',
  },
  {
    question: '¿Cómo se unen las juntas de una membrana de TPO?',
    options: [
      'Solo con cemento de contacto',
      'Con clavos para techo a través del traslape',
      'Soldadas con aire caliente, y luego revisadas con una sonda de juntas cuando se enfrían',
      'Con silicona',
    ],
    explanation:
      'El TPO es termoplástico: una soldadora de aire caliente funde los traslapes, y cada junta se revisa con la sonda cuando se enfría para encontrar huecos.',
  },
  {
    question: 'Las juntas de un techo de EPDM (caucho) normalmente se hacen con:',
    options: [
      'Imprimador y cinta para juntas (empalme)',
      'Soldadura de aire caliente',
      'Un soplete de propano',
      'Cemento para techos',
    ],
    explanation:
      'El EPDM es termoestable y no se puede soldar; las juntas se imprimen y se unen con cinta de empalme, y después se pasan con rodillo.',
  },
  {
    question:
      'Donde un techo de tejas se une con una pared lateral, el tapajuntas (flashing) aprobado por el código es:',
    options: [
      'Un cordón de cemento para techos a lo largo de la pared',
      'Una sola pieza larga de tapajuntas en L clavada a la pared',
      'Tapajuntas escalonado (step flashing), una pieza por hilada, de por lo menos 4 por 4 pulgadas, con el revestimiento o un contratapajuntas encima',
      'Nada, si el revestimiento baja hasta las tejas',
    ],
    explanation:
      'FBC R905.2.8.3: tapajuntas base (escalonado) en las paredes laterales, de por lo menos 4 pulgadas de alto y 4 de ancho, una pieza por hilada de tejas.',
  },
];
