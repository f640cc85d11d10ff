import type { CourseContent, SafetyDocumentContent } from './safety-documents.ts';

/**
 * The Spanish twins of the Safety Policies tab's documents and of the training handouts (issue 24:
 * training in a language the worker understands). Same slugs, same sections in the same order,
 * same items, same rule numbers, OSHA citations and figures; only the words change. The English
 * text stays the version of record: a change to one is a change to both
 * (`test/content/safety-documents-spanish.test.ts` checks the structure and every number).
 * The markings a worker sees on site ("HOLE", "COVER", "DO NOT USE") stay as printed, with their
 * meaning beside them.
 */
export const SAFETY_DOCUMENTS_ES: SafetyDocumentContent[] = [
  {
    slug: 'fall-protection-program',
    title: 'Programa de protección contra caídas',
    kind: 'policy',
    summary:
      'Todos los techos en que trabajamos están por lo menos a un piso de altura. Las caídas son la principal causa de muerte en el trabajo de techos; este programa se aplica en cada obra, todos los días, sin excepciones para tareas "rápidas".',
    sections: [
      {
        heading: 'Cuándo se requiere protección',
        items: [
          'Todo trabajo a 6 pies o más por encima de un nivel inferior (OSHA 1926.501(b)(10), (b)(11)).',
          'Techos de poca pendiente: líneas de advertencia a por lo menos 6 pies del borde más un monitor de seguridad, o un sistema personal de detención de caídas.',
          'Techos de mucha pendiente (más de 4:12): sistema personal de detención de caídas para todos los que estén en el techo.',
        ],
      },
      {
        heading: 'Equipo',
        items: [
          'Arnés de cuerpo completo, cuerda de seguridad (lanyard) con amortiguador o línea de vida autorretráctil, y un punto de anclaje con capacidad de 5,000 lb por trabajador.',
          'Inspeccione el arnés, la cuerda de seguridad y el anclaje antes de cada uso; etiquete y retire todo lo que esté cortado, quemado, deshilachado o que ya haya detenido una caída.',
          'Instale los anclajes de techo antes de empezar a quitar el techo viejo y déjelos hasta terminar el secado (dry-in).',
        ],
      },
      {
        heading: 'Huecos, tragaluces y bordes',
        items: [
          'Cubra los tragaluces y las aberturas con tapas que aguanten el doble de la carga prevista, marcadas "HOLE" o "COVER" (hueco o tapa).',
          'Barandas o sistemas de detención en los bordes abiertos cuando se trabaja en el entablado.',
        ],
      },
      {
        heading: 'Rescate',
        items: [
          'Un trabajador colgado del arnés debe ser rescatado en 15 minutos o menos; el capataz tiene un plan de rescate y una escalera lista en el alero.',
          'Llame al 911 por cualquier caída con lesión y luego al Gerente de Seguridad.',
        ],
      },
    ],
  },
  {
    slug: 'heat-illness-prevention',
    title: 'Prevención de enfermedades por calor',
    kind: 'policy',
    summary:
      'En verano, la superficie de los techos del noreste de Florida llega a 150 °F. El agua, el descanso y la sombra son parte del trabajo, y los trabajadores nuevos o que regresan se aclimatan antes de hacer turnos completos.',
    sections: [
      {
        heading: 'Agua, descanso, sombra',
        items: [
          'Agua fresca para tomar en cada obra: por lo menos un cuarto de galón por trabajador por hora.',
          'Sombra para los descansos cerca del área de trabajo.',
          'Índice de calor de 91–103 °F: descanso de 10 minutos cada hora. Más de 103 °F: 15 minutos cada hora y el trabajo pesado se pasa a primera hora de la mañana.',
        ],
      },
      {
        heading: 'Aclimatación',
        items: [
          'Los trabajadores nuevos y los que regresan empiezan el primer día con el 20% de un turno normal y van aumentando durante una semana.',
          'Trabaje en pareja; vigílense uno al otro por si aparecen señales de alerta.',
        ],
      },
      {
        heading: 'Señales de alerta y qué hacer',
        items: [
          'Agotamiento por calor: mucho sudor, mareo, náusea, calambres. Vaya a la sombra, refrésquese, tome agua a sorbos y avísele al capataz.',
          'Golpe de calor: confusión, habla arrastrada, piel caliente y seca, desmayo. Llame al 911 y enfríe al trabajador con agua y hielo de inmediato.',
        ],
      },
    ],
  },
  {
    slug: 'ladder-scaffold-safety',
    title: 'Seguridad en escaleras y andamios',
    kind: 'policy',
    summary:
      'La mayoría de nuestras caídas empiezan en una escalera, no en el techo. Instálela bien cada vez.',
    sections: [
      {
        heading: 'Escaleras de extensión',
        items: [
          'Colóquela en un ángulo de 4:1 (1 pie de separación por cada 4 pies de altura).',
          'Que sobresalga 3 pies por encima del alero y amárrela arriba.',
          'Base firme y nivelada; nunca sobre arena suelta ni sobre adoquines sin nivelador.',
          'Tres puntos de apoyo; suba los materiales con un elevador o montacargas de escalera, no en las manos.',
        ],
      },
      {
        heading: 'Inspección',
        items: [
          'Inspecciónela antes de cada uso: largueros, peldaños, patas, seguros y cuerdas.',
          'Escaleras de fibra de vidrio cerca de cables eléctricos; manténgase a 10 pies de los cables aéreos.',
          'Etiquete y saque de la obra las escaleras dañadas.',
        ],
      },
      {
        heading: 'Andamios y andamios de gato (pump jacks)',
        items: [
          'Los arma una persona capacitada sobre una base firme, con todas las tablas puestas y con barandas a más de 10 pies.',
          'El capataz los inspecciona al comienzo de cada turno.',
        ],
      },
    ],
  },
  {
    slug: 'severe-weather-work-stoppage',
    title: 'Suspensión del trabajo por huracán y mal tiempo',
    kind: 'policy',
    summary:
      'En la costa el tiempo cambia rápido. El capataz detiene el trabajo en el techo cuando se da cualquiera de estas condiciones, y a nadie se le presiona para seguir trabajando.',
    sections: [
      {
        heading: 'Detenga el trabajo cuando',
        items: [
          'Haya rayos a menos de 10 millas o se oigan truenos: todos se bajan del techo y se meten en los vehículos; espere 30 minutos después del último trueno.',
          'El viento sostenido pase de 25 mph o las ráfagas pasen de 35 mph.',
          'La lluvia ponga resbaloso el entablado; el fieltro (underlayment) no se instala mojado.',
        ],
      },
      {
        heading: 'Antes de una tormenta con nombre',
        items: [
          'Asegure o retire de los techos y los patios todos los materiales sueltos, paquetes y escombros 48 horas antes de los vientos de tormenta tropical.',
          'Selle (dry-in) todo techo abierto: ninguna obra se queda con el entablado descubierto.',
          'Amarre o mueva los remolques, contenedores de basura y escaleras.',
        ],
      },
      {
        heading: 'Después de una tormenta',
        items: [
          'Nadie sube al techo hasta que se revisen los cables eléctricos y se inspeccione la estructura.',
          'Tenga cuidado con el entablado debilitado, los escombros y las tejas desplazadas; use protección contra caídas aun para poner lonas de emergencia.',
        ],
      },
    ],
  },
  {
    slug: 'ppe-policy',
    title: 'Política de equipo de protección personal (EPP)',
    kind: 'policy',
    summary: 'La compañía le da el EPP sin costo. Usarlo es condición para estar en la obra.',
    sections: [
      {
        heading: 'Siempre',
        items: [
          'Casco cuando trabaje debajo de los bordes del techo o donde se suban materiales.',
          'Lentes de seguridad para quitar el techo viejo, clavar y cortar.',
          'Botas de trabajo con suela antideslizante; nada de tenis en pendientes pronunciadas.',
        ],
      },
      {
        heading: 'Según la tarea',
        items: [
          'Protección para los oídos al usar compresores o sierras, o cerca de generadores.',
          'Guantes resistentes a cortes para paneles de metal y tapajuntas (flashing).',
          'Respirador N95 al cortar teja o fibrocemento (sílice) cuando no se puedan usar métodos húmedos.',
        ],
      },
      {
        heading: 'Cuidado',
        items: [
          'Reemplace de inmediato el EPP dañado; pida el repuesto a la oficina.',
          'El casco se reemplaza después de cualquier golpe o cada cinco años.',
        ],
      },
    ],
  },
  {
    slug: 'incident-report-form',
    title: 'Formulario de reporte de incidentes',
    kind: 'form',
    summary:
      'Llénelo el mismo día por cualquier lesión, daño a la propiedad o accidente de vehículo. Regístrelo también en Incident Reports en la oficina (back office).',
    sections: [
      {
        heading: 'Recuerde',
        items: [
          'Primero dé primeros auxilios o llame al 911.',
          'Tome fotos del lugar antes de mover cualquier cosa, si es seguro hacerlo.',
          'Anote el nombre y el teléfono de los testigos.',
        ],
      },
    ],
    fields: [
      'Fecha y hora',
      'Dirección de la obra',
      'Empleado involucrado y número de empleado',
      'Qué pasó (paso a paso)',
      'Lesión y parte del cuerpo',
      'Tratamiento dado / necesario',
      'Testigos',
      'Medidas tomadas de inmediato',
      'Reportado por y fecha',
    ],
  },
  {
    slug: 'near-miss-report',
    title: 'Reporte de casi accidente',
    kind: 'form',
    summary:
      'Un casi accidente es una advertencia que nos llega gratis. Repórtelo para que el próximo no lastime a nadie. Nadie recibe culpa ni castigo por reportar.',
    sections: [
      {
        heading: 'Ejemplos',
        items: [
          'Un paquete de tejas se resbaló del borde del techo y cayó donde había estado parada una persona.',
          'Una escalera se resbaló por la base cuando no había nadie en ella.',
          'Un anclaje del arnés se soltó durante la instalación.',
        ],
      },
    ],
    fields: [
      'Fecha y hora',
      'Obra',
      'Qué casi pasó',
      'Por qué pasó',
      'Qué lo evitaría',
      'Su nombre (opcional)',
    ],
  },
  {
    slug: 'daily-job-site-checklist',
    title: 'Lista diaria de seguridad en la obra',
    kind: 'form',
    summary:
      'El capataz la llena antes de empezar a trabajar cada día y la guarda en la camioneta.',
    sections: [
      {
        heading: 'Revise',
        items: [
          'Se revisó el tiempo y el índice de calor; se ajustó el plan de trabajo.',
          'Anclajes instalados e inspeccionados; arneses y cuerdas de seguridad inspeccionados.',
          'Escaleras a 4:1, amarradas y sobresaliendo 3 pies por encima del alero.',
          'Tragaluces y aberturas cubiertos y marcados.',
          'Cables eléctricos identificados; se mantiene la distancia de 10 pies.',
          'Agua, sombra y botiquín de primeros auxilios en la obra.',
          'Rampa de escombros o contenedor colocado; el área de abajo acordonada.',
          'Pasada del imán por el patio y la entrada de autos al final del día.',
        ],
      },
    ],
    fields: [
      'Obra',
      'Fecha',
      'Capataz',
      'Cuadrilla en la obra',
      'Problemas encontrados y corregidos',
    ],
  },
  {
    slug: 'toolbox-talk-sign-in',
    title: 'Hoja de asistencia a la charla de seguridad',
    kind: 'form',
    summary:
      'Charla de seguridad semanal de 15 minutos, el lunes en la mañana antes de la primera obra. Todos los asistentes firman.',
    sections: [
      {
        heading: 'Temas sugeridos',
        items: [
          'Inspección del arnés y colocación del punto de anclaje.',
          'Estrés por calor: agua, descanso, sombra.',
          'Instalación de la escalera y la regla de 4:1.',
          'Temporada de huracanes: cómo asegurar los materiales.',
          'Cuidado con los cables eléctricos.',
        ],
      },
    ],
    fields: ['Fecha', 'Tema', 'Presentador', 'Asistentes (nombre en letra de molde y firma)'],
  },
  {
    slug: 'equipment-inspection-log',
    title: 'Registro de inspección de equipo',
    kind: 'form',
    summary:
      'Inspección mensual del equipo de protección contra caídas, las escaleras y las herramientas eléctricas. El equipo dañado se etiqueta "DO NOT USE" (NO USAR) y se devuelve al taller.',
    sections: [
      {
        heading: 'Inspeccione',
        items: [
          'Arneses: cintas, costuras, argollas en D, hebillas, etiquetas legibles.',
          'Cuerdas de seguridad y líneas de vida autorretráctiles (SRL): los ganchos cierran, sin cortes ni quemaduras, la SRL se recoge por completo.',
          'Escaleras: largueros, peldaños, patas, seguros, cuerda y polea.',
          'Pistolas de clavos y sierras: protectores, cables, mangueras, seguros del gatillo.',
        ],
      },
    ],
    fields: [
      'Artículo y número de serie',
      'Inspeccionado por',
      'Fecha',
      'Estado (bien / reparar / retirar)',
      'Notas',
    ],
  },
];

export const TRAINING_COURSES_ES: CourseContent[] = [
  {
    slug: 'osha-30-refresher',
    title: 'Repaso de OSHA de 30 horas para la construcción',
    category: 'Cumplimiento',
    description:
      'El repaso anual de lo esencial de OSHA 30 para el trabajo de techos: los cuatro peligros principales (Focus Four), las personas competentes y los derechos de los trabajadores.',
    duration: '4 horas',
    required: true,
    frequency: 'Annual',
    lastUpdated: '2026-01-15',
    handout: [
      {
        heading: 'Los cuatro peligros principales (Focus Four)',
        items: [
          'Caídas (la principal causa de muerte en la construcción).',
          'Golpes por objetos: paquetes que caen, herramientas, vehículos.',
          'Quedar atrapado dentro o entre: zanjas, equipo.',
          'Electrocución: cables aéreos, extensiones dañadas.',
        ],
      },
      {
        heading: 'Sus derechos',
        items: [
          'Un lugar de trabajo libre de peligros reconocidos.',
          'Capacitación en un idioma que usted entienda.',
          'Reportar lesiones y peligros sin represalias.',
        ],
      },
    ],
  },
  {
    slug: 'fall-protection',
    title: 'Capacitación en protección contra caídas',
    category: 'Seguridad contra caídas',
    description:
      'Cómo ajustar el arnés, dónde colocar el punto de anclaje, qué cuerda de seguridad escoger, la inspección y el plan de rescate en techos de mucha y de poca pendiente.',
    duration: '8 horas',
    required: true,
    frequency: 'Annual',
    lastUpdated: '2026-02-03',
    handout: [
      {
        heading: 'Cómo ajustar el arnés',
        items: [
          'La correa del pecho a media altura del pecho; las correas de las piernas bien ajustadas (que quepa la mano plana por debajo).',
          'La argolla en D entre los omóplatos.',
        ],
      },
      {
        heading: 'Anclajes y cuerdas de seguridad',
        items: [
          'Anclajes con capacidad de 5,000 lb por trabajador, instalados en las vigas o cerchas, no solo en el entablado.',
          'Mantenga el anclaje más arriba de la argolla en D; limite la caída libre a 6 pies.',
          'Calcule el espacio libre: cuerda de seguridad + desaceleración + estatura + 3 pies.',
        ],
      },
      {
        heading: 'Rescate',
        items: [
          'El trauma por suspensión puede empezar en minutos; rescate al trabajador en 15 minutos o menos.',
        ],
      },
    ],
  },
  {
    slug: 'heat-stress',
    title: 'Prevención del estrés por calor',
    category: 'Salud',
    description:
      'Cómo reconocer y prevenir el agotamiento por calor y el golpe de calor en los techos de Florida; agua, descanso y sombra, y aclimatación.',
    duration: '1 hora',
    required: true,
    frequency: 'Annual',
    lastUpdated: '2026-04-01',
    handout: [
      {
        heading: 'Agua, descanso, sombra',
        items: [
          'Un cuarto de galón de agua por hora, antes de sentir sed.',
          'Descansos a la sombra programados según el índice de calor.',
        ],
      },
      {
        heading: 'Conozca las señales',
        items: [
          'Agotamiento por calor: sudor, mareo, náusea: refrésquese y avise.',
          'Golpe de calor: confusión, piel caliente y seca: llame al 911 y enfríe a la persona de inmediato.',
        ],
      },
    ],
  },
  {
    slug: 'ladder-safety',
    title: 'Seguridad en escaleras',
    category: 'Seguridad contra caídas',
    description:
      'Cómo escoger, inspeccionar, instalar y subir escaleras de extensión; montacargas de escalera y distancia de los cables eléctricos.',
    duration: '1 hora',
    required: true,
    frequency: 'Bi-annual',
    lastUpdated: '2026-03-10',
    handout: [
      {
        heading: 'Instalación',
        items: [
          'Ángulo de 4:1, 3 pies por encima del alero, amarrada arriba.',
          'Base nivelada; nunca sobre la plataforma de una camioneta ni sobre arena suelta.',
        ],
      },
      {
        heading: 'Cómo subir',
        items: [
          'De frente a la escalera, tres puntos de apoyo, una persona a la vez.',
          'Suba los materiales con el montacargas; no cargue paquetes escalera arriba.',
        ],
      },
    ],
  },
  {
    slug: 'first-aid-cpr',
    title: 'Primeros auxilios / RCP / DEA',
    category: 'Emergencias',
    description:
      'Curso de certificación con instructor: control de sangrado, quemaduras, enfermedades por calor, RCP y uso del DEA (desfibrilador).',
    duration: '4 horas',
    required: false,
    frequency: 'Annual',
    lastUpdated: '2025-12-01',
    handout: [
      {
        heading: 'Revise, llame, atienda',
        items: [
          'Asegúrese de que el lugar sea seguro.',
          'Llame al 911 y mande a alguien por el DEA y el botiquín de primeros auxilios.',
          'Atienda a la persona hasta que llegue la ayuda.',
        ],
      },
      {
        heading: 'RCP',
        items: [
          'Empuje fuerte y rápido en el centro del pecho: 100–120 por minuto, 2 pulgadas de profundidad.',
          'Use el DEA en cuanto llegue; siga sus instrucciones de voz.',
        ],
      },
    ],
  },
  {
    slug: 'hurricane-preparedness',
    title: 'Preparación para huracanes',
    category: 'Clima',
    description:
      'Cómo asegurar las obras antes de una tormenta con nombre, cómo poner lonas de emergencia con seguridad después, y nuestras reglas para detener el trabajo.',
    duration: '2 horas',
    required: true,
    frequency: 'Annual',
    lastUpdated: '2026-05-20',
    handout: [
      {
        heading: 'Antes de que toque tierra',
        items: [
          'Selle (dry-in) todo techo abierto; retire los paquetes sueltos y los escombros 48 horas antes.',
          'Amarre o mueva los remolques, contenedores de basura y escaleras.',
        ],
      },
      {
        heading: 'Después de la tormenta',
        items: [
          'Revise que no haya cables caídos antes de subir cualquier escalera.',
          'Ponga lonas con protección contra caídas: el entablado dañado puede ceder.',
          'Tome fotos de los daños antes de poner la lona, para el reclamo de seguro del dueño de la casa.',
        ],
      },
    ],
  },
];
