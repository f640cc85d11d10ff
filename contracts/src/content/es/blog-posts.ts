import { COMPANY, PROMISES } from '../../company.ts';
import { BLOG_POSTS, findBlogPost } from '../blog-posts.ts';
import type { BlogCategoryName, BlogPost } from '../content-types.ts';
import { markup } from '../text.ts';

/**
 * The blog's five articles in US Spanish (issue 24), translated by hand for Florida homeowners.
 * Same shape, ids, dates, view counts and featured flags as the English ones
 * (../blog-posts.ts). `category` stays the English machine key (the filter and the badge colours
 * compare it): show BLOG_CATEGORY_LABELS_ES[category] instead. Statute numbers, code references
 * (FBC, ASTM, HVHZ), product names, phone, license and figures are kept as in English.
 */

/** Spanish display text of each category key and of the filter's first entry. */
export const BLOG_CATEGORY_LABELS_ES: Record<BlogCategoryName, string> = {
  'All Posts': 'Todos los artículos',
  Safety: 'Seguridad',
  Materials: 'Materiales',
  'Building Codes': 'Códigos de construcción',
  'Solar Integration': 'Integración solar',
  Maintenance: 'Mantenimiento',
};

/** '2-4 hours' → '2-4 horas': the promise itself stays the company's one figure. */
const emergencyResponse = PROMISES.emergencyResponse.replace(/\bhours?\b/, 'horas');

export const BLOG_POSTS_ES: BlogPost[] = [
  {
    id: 1,
    title:
      'Prepare su techo para la temporada de huracanes: lista de verificación para propietarios del norte de Florida',
    excerpt:
      'La temporada de huracanes va del 1 de junio al 30 de noviembre. Esto es lo que conviene ' +
      'revisar en el techo, en el ático y en los papeles del seguro antes de que una tormenta ' +
      'tenga nombre, qué hacer cuando se pronostica una y cómo inspeccionar con seguridad una ' +
      'vez que haya pasado.',
    category: 'Safety',
    readTime: '10 min de lectura',
    author: 'Carlos Rivera, gerente de respuesta ante tormentas',
    date: '2026-04-28',
    tags: [
      'temporada de huracanes',
      'preparación para tormentas',
      'mitigación de viento',
      'seguro',
      'lista de verificación',
    ],
    featured: true,
    views: 2847,
    content: markup`
      ## Por qué el techo va primero

      La temporada de huracanes del Atlántico va oficialmente del **1 de junio al 30 de
      noviembre**, y el norte de Florida ha aprendido a las malas que toda esa ventana cuenta.
      Matthew rozó la costa desde St. Augustine hasta las playas de Jacksonville en octubre de
      2016, Irma trajo inundaciones récord a Jacksonville en septiembre de 2017 y Nicole empujó
      marejada ciclónica y erosión de playas hasta el condado de St. Johns en fecha tan tardía
      como noviembre de 2022. Una tormenta no necesita tocar tierra aquí para arrancar tejas o
      meter la lluvia de lado por debajo de los tapajuntas.

      Cuando un techo falla con vientos fuertes, rara vez falla de una sola vez. El viento se mete
      por el borde del techo, levanta unas cuantas tejas o un tramo de tapajuntas, y esa abertura
      deja que la lluvia llegue al entablado. De ahí el agua pasa al aislamiento, los cielorrasos
      y las paredes, y unos cientos de dólares en tejas perdidas se convierten en una reparación
      interior de cinco cifras. Casi todo lo que sigue trata de evitar esa primera falla pequeña.

      ## Primavera: la inspección antes de la temporada

      El mejor momento para encontrar un punto débil es de marzo a mayo, cuando los techadores
      todavía no tienen la agenda llena de llamadas por tormentas y aún hay tiempo para arreglar lo
      que aparezca. Desde el suelo, con unos binoculares, busque:

      • Tejas levantadas, dobladas, agrietadas o faltantes, sobre todo en los aleros, los bordes
      inclinados y la cumbrera, donde la fuerza de levantamiento del viento es mayor
      • Zonas peladas donde se ha desgastado el granulado protector, y mucha acumulación de
      gránulos en las canaletas o en la salida de los bajantes
      • Tejas agrietadas, corridas o rotas en techos de teja, y tejas de cumbrera o de limatesa
      sueltas
      • Tapajuntas que se han despegado de paredes, chimeneas o buhardillas, y bordes de goteo de
      metal oxidados o levantados
      • Collarines de goma agrietados en los tubos de ventilación, una fuente de filtraciones muy
      común bajo el sol de Florida
      • Tornillos sueltos, oxidados o faltantes en techos de metal, en especial cerca del mar
      • Ramas que cuelgan sobre el techo o lo rozan cuando sopla el viento

      No se suba a mirar. Las caídas de escaleras y techos lesionan cada año a muchos más
      propietarios que las tormentas. Con nosotros, una inspección profesional no le cuesta nada, y
      fotografiamos todo para que usted vea los mismos detalles que vemos nosotros.

      ## Revise el ático

      El ático le muestra cómo está sujeto el techo a la casa, y esa conexión es lo que mantiene el
      techo en su lugar durante un huracán. En una tarde seca, con una linterna, revise:

      • **Manchas de agua o puntos oscuros** en la cara inferior del entablado, que indican
      filtraciones lentas que quizá no se vean desde dentro de la casa
      • **Luz del día** alrededor de ventilaciones, chimeneas o a lo largo de la cumbrera
      • **Conexiones entre techo y pared**: las correas o amarres metálicos que unen las cerchas o
      vigas con la parte superior de la pared son mucho más resistentes que los clavos solos
      • **Refuerzo de los hastiales** en casas con paredes de hastial altas, que fallan con más
      facilidad
      • **Clavado del entablado**: los clavos que no dieron en las cerchas (verá sus puntas
      brillantes al lado de la estructura) o las grapas en lugar de clavos debilitan la sujeción
      del entablado

      Si encuentra problemas, muchos se pueden corregir al reemplazar el techo, y algunos, como
      añadir amarres contra huracanes, se pueden instalar después desde dentro del ático.

      ## Sepa cuánto vale su techo para su aseguradora

      La ley de Florida obliga a las aseguradoras a ofrecer descuentos en la prima por las
      características que reducen los daños por viento, y la manera de demostrarlas es una
      **inspección de mitigación de viento**, anotada en el formulario uniforme del estado
      (OIR-B1-1802). El inspector documenta la cubierta del techo y la fecha de su permiso, cómo
      está clavado el entablado, cómo está amarrado el techo a las paredes, la forma del techo (los
      techos a cuatro aguas puntúan mejor que los de dos aguas), si hay una barrera secundaria
      contra el agua y cómo están protegidas las ventanas y puertas. Por lo general, un informe es
      válido por cinco años siempre que no cambie nada importante.

      Si su último informe es anterior a un techo nuevo, pida uno actualizado: un techo reemplazado
      según el código vigente puede cambiar varias respuestas del formulario a la vez. Guarde con
      él una copia del permiso del techo y de la inspección final, porque el inspector se los
      pedirá.

      Ya que tiene la póliza a mano, lea la página de declaraciones y anote tres cosas:

      • Su **deducible por huracán**, que suele ser un porcentaje (a menudo del 2% al 10%) de la
      cobertura de la vivienda y no una cantidad fija. En una casa de $400,000, el 2% son $8,000.
      • Si los daños al techo se pagan a **costo de reemplazo o a valor real en efectivo**, que
      algunas pólizas aplican a los techos más antiguos
      • El **plazo para presentar el reclamo**: según la ley actual de Florida, un reclamo nuevo o
      reabierto por lo general debe notificarse dentro de un año desde la fecha de la pérdida, y
      un reclamo suplementario dentro de 18 meses

      ## Documente antes de la tormenta

      Grabe un video con fecha recorriendo el exterior de su casa, con acercamientos del techo
      desde cada lado que pueda ver con seguridad, y de cada cielorraso por dentro. Guárdelo en la
      nube, no solo en el teléfono. Añada fotos del permiso del techo, las facturas y los
      documentos de la garantía. Las pruebas de antes de la tormenta resuelven la mayoría de las
      discusiones sobre si un daño es nuevo.

      ## Árboles, canaletas y objetos sueltos

      Los robles siempreverdes, los robles laurel y los pinos son preciosos hasta que una rama
      atraviesa el techo. Pida a un arbolista calificado que quite la madera muerta y las ramas que
      cuelgan sobre la casa antes de la temporada, no cuando ya se emitió una vigilancia y todos los
      servicios de árboles están ocupados. Limpie las canaletas y los bajantes para que la lluvia
      fuerte se aleje del borde del techo en vez de acumularse debajo. Recorra el patio buscando
      cualquier cosa que pueda convertirse en proyectil: muebles de patio, macetas, parrillas,
      trampolines y adoquines sueltos.

      ## Cuando se pronostica una tormenta: el plan de 72 horas

      Una vez que la tormenta está en el cono de pronóstico, ya pasó el momento de trabajar en el
      techo; nadie debe estar en un techo con ráfagas de viento. Concéntrese en lo que puede hacer
      con seguridad desde el suelo:

      • Guarde o amarre todo lo que haya en el patio y en la terraza de la piscina
      • Asegure o retire antenas parabólicas y antenas sueltas si puede hacerlo desde el suelo
      • Limpie las canaletas una última vez si llega a ellas con seguridad desde una escalera
      estable sobre suelo seco, y nunca con viento o lluvia
      • Aleje los objetos de valor y los aparatos electrónicos de las paredes exteriores y de los
      cielorrasos que hayan tenido filtraciones antes
      • Fotografíe otra vez el techo y los cielorrasos para tener un registro del día anterior
      • Guarde nuestro número, ${COMPANY.phone}, en su teléfono para no tener que buscarlo después

      ## Después de la tormenta: la seguridad primero

      Espere hasta que la tormenta haya pasado por completo y las autoridades locales digan que es
      seguro salir. Luego:

      • Manténgase lejos de los cables eléctricos caídos y de todo lo que los toque, incluidos los
      escombros mojados y las canaletas de metal
      • Inspeccione desde el suelo con binoculares; no se suba a un techo mojado y posiblemente
      dañado
      • Busque tejas faltantes, capa base expuesta, tapajuntas levantados, metal abollado, y
      escombros o ramas sobre el techo
      • Revise los cielorrasos y el ático en busca de manchas nuevas, goteras o paneles de yeso
      combados
      • Fotografíe todo antes de mover o limpiar cualquier cosa

      Su póliza espera que usted evite más daños en cuanto sea seguro, lo que normalmente significa
      poner pronto una lona temporal sobre el techo y guardar los recibos. Nuestras cuadrillas
      atienden emergencias las 24 horas, los 7 días de la semana, normalmente en un plazo de
      ${emergencyResponse}, y documentamos lo que encontramos con fotos fechadas que usted puede
      entregar a su ajustador.

      ## Cuidado con los "cazadores de tormentas"

      Después de cada tormenta fuerte llegan cuadrillas de fuera que tocan puerta por puerta.
      Antes de firmar nada, verifique la licencia de Florida del contratista en el buscador de
      licencias del DBPR del estado, pida un certificado de seguro y desconfíe de quien lo presione
      para firmar en el momento. La ley de Florida prohíbe a los contratistas ofrecerse a no
      cobrarle el deducible o darle regalos o reembolsos para que presente un reclamo, así que
      tome cualquier oferta de ese tipo como una señal de alerta. Nuestro número de licencia,
      ${COMPANY.license}, aparece impreso en cada estimado.

      ## En resumen

      • **Primavera**: inspección profesional, reparaciones, poda de árboles y un informe de
      mitigación de viento actualizado
      • **Antes de una tormenta**: asegure el patio, documente la casa y conozca su deducible
      • **Después de una tormenta**: manténgase a salvo, inspeccione desde el suelo, ponga una
      lona pronto y llame a un techador local con licencia

      Si desea una inspección gratuita antes de la temporada, llámenos al ${COMPANY.phone} o
      solicítela en el formulario de cotización. Le responderemos dentro de
      ${PROMISES.contactWithinHours} horas para fijar una hora.
    `,
  },
  {
    id: 2,
    title: 'Techo de metal o de tejas asfálticas para casas costeras: una comparación honesta',
    excerpt:
      'El metal y las tejas asfálticas arquitectónicas son las dos opciones más populares en el ' +
      'noreste de Florida. Comparamos su resistencia al viento, la corrosión por el aire salino, el ' +
      'calor, el ruido, el seguro y el costo a lo largo de su vida útil para que usted decida cuál ' +
      'le conviene a su casa y a sus planes.',
    category: 'Materials',
    readTime: '11 min de lectura',
    author: 'Dana Whitfield, consultora sénior de techos',
    date: '2026-02-17',
    tags: [
      'techos de metal',
      'tejas asfálticas',
      'casas costeras',
      'aire salino',
      'costo del techo',
    ],
    featured: true,
    views: 1923,
    content: markup`
      ## Dos buenas respuestas a la misma pregunta

      Recorra cualquier calle de Atlantic Beach o Ponte Vedra y verá las dos: tejas asfálticas
      dimensionales en la mayoría de las casas y metal de junta alzada (standing seam) en un número
      cada vez mayor. Ambas son opciones legítimas para una casa en la costa del norte de Florida
      cuando se instalan según el Código de Construcción de Florida. La adecuada depende de qué tan
      cerca del mar esté, cuánto tiempo piense quedarse, su presupuesto de hoy y lo que opinen su
      aseguradora y su asociación de propietarios (HOA). Así se comparan.

      ## Resistencia al viento

      Las **tejas asfálticas arquitectónicas** modernas se someten a pruebas de resistencia al
      viento, y las que vale la pena poner en una casa de Florida tienen una clasificación ASTM
      D7158 Clase H o ASTM D3161 Clase F. Muchos fabricantes garantizan sus tejas hasta 110 mph con
      la instalación estándar y hasta 130 mph o más con clavos adicionales y tiras de arranque
      específicas. Esos detalles de instalación mejorada importan más que la marca: la mayoría de
      las fallas de tejas que vemos en las tormentas empiezan en los bordes, donde faltaban las
      tiras de arranque o los clavos se pusieron demasiado arriba.

      Los paneles de **metal de junta alzada** se traban entre sí en costuras elevadas y se fijan
      con grapas ocultas, así que no hay tornillos expuestos que el viento pueda aflojar. Los
      sistemas probados resisten fuerzas de levantamiento muy altas, y los paneles que se quedan en
      el techo también protegen el entablado que tienen debajo. El punto débil de los techos de
      metal suele ser el remate: los detalles de cumbrera, alero y borde inclinado deben fijarse
      tal como se probaron, no improvisarse en la obra.

      En cualquiera de los dos casos, pida el **número de Florida Product Approval** (aprobación de
      producto de Florida) del sistema que se va a instalar. Indica que el producto fue evaluado
      para los requisitos de viento de Florida, y el departamento de construcción lo va a revisar.

      ## Aire salino y corrosión

      Aquí es donde las casas costeras se diferencian de las del interior. La brisa marina arrastra
      sal que corroe el acero expuesto, los tornillos baratos y los recubrimientos delgados, y lo
      hace más rápido cuanto más cerca esté usted de las olas.

      • Los paneles de junta alzada de **aluminio** no se oxidan y son la opción habitual para
        casas frente al mar o muy cerca de él.
      • El **Galvalume o el acero pintado** funcionan bien un poco más tierra adentro, pero muchos
        fabricantes limitan o excluyen las garantías del acabado y contra la corrosión dentro de
        cierta distancia del agua salada. Esa distancia varía según el fabricante, así que
        revisamos la garantía real para su dirección antes de recomendar un panel.
      • A las **tejas asfálticas** la sal no les afecta de la misma manera, pero sí a sus
        componentes de metal: el borde de goteo, el metal de las limahoyas, los tapajuntas de las
        ventilaciones y los clavos. Cerca de la playa usamos clavos y tornillos de acero inoxidable
        o galvanizados en caliente, y tapajuntas resistentes a la corrosión.

      Enjuagar la película de sal de un techo de metal con la manguera del jardín una o dos veces
      al año, y desde el suelo, alarga notablemente la vida del acabado a una o dos cuadras de la
      playa.

      ## Vida útil en las condiciones de Florida

      El sol de Florida castiga el asfalto. La luz ultravioleta y el calor del ático resecan la
      teja, y las tormentas de la tarde se llevan los gránulos año tras año. Siendo realistas, un
      techo de tejas arquitectónicas bien instalado y con buena ventilación en el ático dura aquí
      más o menos **de 15 a 25 años**, a menudo menos si el ático está mal ventilado o si el techo
      da al mar.

      Un techo de metal de junta alzada bien instalado suele durar **40 años o más**, y los
      acabados de pintura de los paneles de calidad (resinas PVDF, a menudo vendidas con el nombre
      Kynar 500) mantienen su color durante décadas. Si piensa quedarse en la casa 20 años o más,
      esa diferencia cuenta.

      ## Calor y energía

      Los techos de metal con acabados claros y reflectantes devuelven buena parte de la luz solar
      que una teja oscura absorbe, lo que mantiene el ático más fresco y puede reducir el gasto en
      aire acondicionado, sobre todo cuando la unidad de aire y los ductos están en el ático, como
      en la mayoría de las casas de Florida. También existen tejas reflectantes o "frescas", pero en
      la práctica el color importa más que el material: un techo blanco o gris claro de cualquiera
      de los dos tipos se mantiene más fresco que uno negro. Busque productos clasificados por el
      Cool Roof Rating Council, que publica valores de reflectancia probados.

      ## Ruido

      La preocupación más común sobre el metal es el ruido durante un aguacero de verano. En una
      casa, los paneles de metal se instalan sobre un entablado sólido de madera contrachapada y una
      capa base, con aislamiento debajo, así que la lluvia suena más o menos como sobre tejas. El
      estruendo de "techo de lata" viene del metal sobre una estructura abierta, como en un granero
      o una cochera.

      ## Algas, apariencia y reparaciones

      Las rayas negras de tantos techos de Florida son un alga, y las tejas asfálticas le dan mucha
      textura a la que aferrarse. Las tejas resistentes a las algas, con gránulos que contienen
      cobre, la frenan; los techos de metal se la quitan de encima con mucha más facilidad. Las
      tejas, en cambio, son más fáciles de reparar: un puñado de tejas dañadas por una tormenta
      normalmente se puede reemplazar en una tarde, mientras que un panel de metal dañado puede
      tener que cambiarse en todo su largo, y en ninguno de los dos casos se garantiza que el color
      coincida exactamente años después.

      Revise las reglas de su HOA antes de enamorarse de un color o de un perfil. Muchas
      comunidades del condado de St. Johns especifican materiales y colores aprobados y exigen una
      aprobación por escrito antes de empezar el trabajo.

      ## Seguro

      Las aseguradoras se fijan más en la edad y el estado del techo, y en lo que documenta su
      informe de mitigación de viento, que en el material por sí solo. Un techo nuevo de cualquiera
      de los dos tipos instalado según el código vigente puede mejorar su informe. Algunas
      compañías tratan con más favor los techos de metal al fijar la edad a partir de la cual
      empiezan a hacer preguntas, pero las reglas varían de una compañía a otra, así que pida a su
      agente cotizaciones para ambas opciones antes de decidir.

      ## Costo a lo largo de la vida del techo

      De entrada, el metal de junta alzada cuesta por lo general entre **dos y tres veces** más que
      las tejas arquitectónicas para la misma casa, y el aluminio cuesta más que el acero. Para una
      casa típica de 2,000 pies cuadrados, las tejas arquitectónicas suelen ser la forma más
      económica de tener un techo que cumple con el código y resiste vientos fuertes, y nuestra
      herramienta de cotización instantánea las calcula a $550 por cuadrado de techo (100 pies
      cuadrados) como punto de partida.

      Repartido a lo largo de su vida útil, sin embargo, el metal puede costar menos por año, sobre
      todo si el techo de tejas tuviera que reemplazarse una o dos veces en el mismo período. La
      comparación honesta depende de cuánto tiempo vaya a ser dueño de la casa:

      • **¿Piensa vender en menos de 10 años?** Las tejas arquitectónicas suelen ser lo más
        sensato en lo económico.
      • **¿Se queda 20 años o más?** El metal suele ganar en costo por año y en menos
        complicaciones.
      • **¿Frente al mar o en la primera fila detrás de las dunas?** Vale la pena considerar en
        serio el aluminio de junta alzada.
      • **¿Presupuesto ajustado ahora?** Tejas de calidad con detalles de instalación mejorados
        para vientos fuertes, más financiamiento, pueden ser el punto medio razonable.

      ## Mitos que ya es hora de dejar atrás

      • **"Los techos de metal atraen los rayos."** No es así. Y si cae un rayo, un techo de metal
        no es combustible.
      • **"Los techos de metal se abollan con cada granizada."** El granizo fuerte puede abollar el
        metal, pero el granizo de ese tamaño es poco común aquí; la amenaza real son los escombros
        que arrastra el viento, que dañan cualquier techo.
      • **"Se puede poner metal sobre las tejas viejas y ahorrarse quitarlas."** Las reglas de
        Florida para el retechado y los requisitos de instalación de los fabricantes hacen que
        quitar todo el techo viejo sea lo correcto en casi todos los casos: es la única manera de
        inspeccionar y volver a clavar el entablado e instalar una barrera secundaria contra el
        agua como corresponde.

      ## Cómo le ayudamos a decidir

      Inspeccionamos el techo, lo medimos, verificamos la distancia de su casa al agua salada y los
      requisitos de su HOA, y le damos el precio de ambas opciones lado a lado y por escrito,
      normalmente dentro de ${PROMISES.writtenEstimateWithinHours} horas después de la visita.
      Llame al ${COMPANY.phone} o use el formulario de cotización para reservar una consulta
      gratuita.
    `,
  },
  {
    id: 3,
    title: 'Códigos de construcción de Florida para techos: lo que todo propietario debe saber',
    excerpt:
      'Desde la regla del 25% que cambió en 2022 hasta el reclavado del entablado, las barreras ' +
      'secundarias contra el agua y los permisos: una guía en palabras sencillas del Código de ' +
      'Construcción de Florida tal como se aplica a los techos del norte de Florida.',
    category: 'Building Codes',
    readTime: '12 min de lectura',
    author: 'James Holloway, gerente de permisos y cumplimiento de códigos',
    date: '2026-03-10',
    tags: [
      'código de construcción de florida',
      'regla del 25 por ciento',
      'permisos',
      'mitigación de viento',
      'retechado',
    ],
    featured: false,
    views: 1654,
    content: markup`
      ## Un solo código para todo el estado

      Desde 2002, Florida tiene un único código de construcción para todo el estado, el **Código
      de Construcción de Florida (Florida Building Code, FBC)**. Se basa en los códigos modelo
      nacionales, pero está muy modificado por los huracanes, y se actualiza cada tres años. La
      edición vigente es la **8.ª edición (2023)**, que entró en vigor el 31 de diciembre de 2023.
      Las ciudades y los condados lo hacen cumplir a través de sus departamentos de construcción, y
      los trabajos de techado son de los que vigilan más de cerca.

      Para un propietario, el código aparece en cuatro lugares: el permiso, los materiales, la
      forma en que se fija el techo y las reglas sobre cuánto de un techo se puede reparar.

      ## El norte de Florida no es la Zona de Huracanes de Alta Velocidad

      Quizá haya oído hablar de la **Zona de Huracanes de Alta Velocidad (High-Velocity Hurricane
      Zone, HVHZ)**. Se aplica solo a los condados de Miami-Dade y Broward, que tienen sus propias
      reglas de pruebas y aprobación, más estrictas (la Notice of Acceptance de Miami-Dade, o NOA).
      El noreste de Florida no está en la HVHZ.

      Eso no significa que nuestros requisitos sean suaves. Los techos de aquí se diseñan para las
      velocidades de viento de los mapas del código, que en la mayor parte de nuestra zona de
      servicio quedan más o menos entre 120 y 140 mph, según la ubicación exacta y el tipo de
      edificio. Las zonas cercanas a la costa también pueden estar dentro de la **región de
      escombros arrastrados por el viento** (wind-borne debris region), donde se aplican reglas más
      estrictas a ventanas, puertas y algunas mejoras. El departamento de construcción puede
      decirle cuál se aplica a su dirección, y nosotros lo verificamos en cada solicitud de
      permiso.

      ## Los productos necesitan aprobación de Florida

      Cada producto de techado que instalamos, desde tejas asfálticas y tejas de barro o concreto
      hasta la capa base, los paneles de metal e incluso los tragaluces, debe tener una **Florida
      Product Approval** (o una aprobación local) que demuestre que fue evaluado para los
      requisitos de Florida. La aprobación también establece cómo debe instalarse el producto: tipo
      de clavo o tornillo, cantidad de clavos, separación y capa base. Los inspectores comparan los
      números de aprobación con lo que hay en el techo. Si un contratista no puede decirle el
      número de aprobación del producto que piensa usar, es una señal de alerta.

      ## Lo que exige el código cuando se reemplaza un techo

      Reemplazar la cubierta del techo de una casa unifamiliar existente obliga a hacer ciertas
      mejoras contra huracanes que se incorporaron al código de Florida después de las temporadas
      de tormentas de 2004 y 2005:

      • **Sujeción del entablado**: una vez quitado el techo viejo, hay que revisar el entablado de
        madera contrachapada o de tablas y, donde no cumpla con la fijación requerida, volver a
        clavarlo. En la práctica, esto suele significar añadir clavos de anillo a menor separación
        a lo largo de cada elemento de la estructura.
      • **Barrera secundaria contra el agua**: una segunda línea de defensa contra el agua por si
        el viento arranca la cubierta del techo; normalmente se sellan las juntas entre las
        planchas del entablado con cinta autoadhesiva o se cubre todo el entablado con una capa
        base autoadherida.
      • **Conexiones entre techo y pared**: en las casas dentro de la región de escombros
        arrastrados por el viento con un valor asegurado o tasado superior a cierto límite (el
        límite es $300,000), el código también puede exigir reforzar las conexiones entre la
        estructura del techo y las paredes, con el costo de ese trabajo limitado a un porcentaje
        del retechado.

      Estos requisitos son una de las razones por las que quitamos todo techo hasta el entablado.
      Instalar una cubierta nueva sobre una vieja oculta el entablado, hace imposible volver a
      clavarlo como se debe y, de todos modos, no está permitido en muchos casos.

      ## La regla del 25% y lo que cambió en 2022

      Durante años, el código de Florida tuvo lo que los techadores llaman la **regla del 25%**: si
      se reparaba, reemplazaba o recubría más del 25% de un techo (o de una sección del techo) en
      cualquier período de 12 meses, todo el techo o la sección tenía que ponerse al día con el
      código vigente, lo que en la práctica muchas veces significaba reemplazarlo entero. Después
      de una tormenta fuerte, esa regla convirtió muchas reparaciones parciales en reemplazos
      completos del techo, y se volvió un gran motivo de roce entre propietarios, contratistas y
      aseguradoras.

      En 2022 la Legislatura cambió la regla mediante el **Senate Bill 4-D**, que añadió una
      disposición a la sección 553.844 de los Estatutos de Florida:

      • Si el techo existente se construyó, reparó o reemplazó **cumpliendo con el Código de
        Construcción de Florida de 2007 o cualquier edición posterior**, y se está reparando o
        reemplazando el 25% o más, **solo la parte reparada o reemplazada** tiene que cumplir con
        el código vigente.
      • El código de 2007 entró en vigor el 1 de marzo de 2009, así que en la práctica un techo
        con permiso e instalado después de esa fecha por lo general califica. El historial del
        permiso y la inspección final son su prueba.
      • Los gobiernos locales no pueden adoptar enmiendas propias a esta excepción.
      • Los techos instalados bajo códigos anteriores siguen sujetos a la regla tradicional del
        25%.

      Lo que esto significa para usted: si su techo es de 2009 más o menos en adelante y una
      tormenta daña una parte, es posible que el código solo exija reparar bien la sección dañada.
      Si su aseguradora paga una reparación o un reemplazo es otra cuestión, que depende de la
      magnitud del daño y de los términos de su póliza. Si su techo es anterior al código de 2007,
      es más probable que un daño extenso termine en un reemplazo completo.

      ## Permisos, inspecciones y papeleo

      Reemplazar un techo en Florida requiere un permiso de construcción, y muchas reparaciones
      también. El proceso suele ser así:

      • **Solicitud del permiso**: el contratista la presenta con las aprobaciones de producto y el
        alcance del trabajo. Solo un contratista con licencia o un propietario que califique como
        constructor de su propia casa puede sacar el permiso.
      • **Aviso de Inicio (Notice of Commencement)**: en la mayoría de los reemplazos de techo se
        registra un Aviso de Inicio en el condado antes de empezar la obra. Es parte de la Ley de
        Gravámenes de Construcción de Florida y lo protege contra gravámenes de proveedores o
        subcontratistas que no hayan cobrado.
      • **Inspección durante la obra**: muchas jurisdicciones inspeccionan el clavado del
        entablado y la barrera secundaria contra el agua antes de poner la cubierta del techo.
      • **Inspección final**: el inspector confirma que el techo terminado corresponde al permiso y
        a las aprobaciones de producto, y el permiso se cierra.

      Guarde el permiso cerrado con los documentos de su casa. Las aseguradoras, los inspectores
      de mitigación de viento y los futuros compradores se lo van a pedir, y un permiso abierto o
      perdido puede complicar una venta o un reclamo.

      ## Licencias: quién puede hacer el trabajo

      En Florida, los trabajos de techado deben hacerlos contratistas de techos con licencia, ya
      sea un contratista **certificado** (con licencia válida en todo el estado y un número que
      empieza con CCC) o un contratista registrado en una jurisdicción local determinada. Puede
      consultar cualquier licencia en el portal de licencias del DBPR del estado. Nuestra licencia
      de contratista de techos certificado es la **${COMPANY.license}**.

      La ley de Florida también protege a los consumidores de otras maneras. Un contratista que
      cobra un depósito de más del 10% del precio del contrato por lo general debe solicitar el
      permiso dentro de 30 días y empezar la obra dentro de 90 días después de emitido el permiso.
      Y los contratistas tienen prohibido ofrecer no cobrar el deducible del seguro o dar
      reembolsos como incentivo para presentar un reclamo por el techo.

      ## El seguro y el código van de la mano

      Un techo instalado según el código vigente es más que un requisito legal que cumplir. Lo que
      exige el código, sobre todo el clavado del entablado, la barrera secundaria contra el agua y
      las cubiertas aprobadas, es exactamente lo que se anota en una **inspección de mitigación de
      viento**, y las aseguradoras de Florida deben ofrecer descuentos por ello. Después de un
      techo nuevo, un informe de mitigación de viento actualizado es una de las maneras más
      rápidas de recuperar parte de lo que gastó.

      ## Distritos históricos y asociaciones de propietarios

      El código de construcción no es el único reglamento. En los distritos históricos de St.
      Augustine, los cambios exteriores como un nuevo material o color de techo pueden necesitar la
      aprobación de la Historic Architectural Review Board de la ciudad, y Fernandina Beach tiene
      un proceso parecido para su distrito histórico. Muchos vecindarios del condado de St. Johns
      y de las playas también tienen reglas arquitectónicas de su HOA. Le ayudamos a preparar las
      solicitudes, pero cuente con ese tiempo en su calendario.

      ## Lista de verificación para el propietario

      • Confirme la licencia y el seguro del contratista antes de firmar
      • Pida los números de Florida Product Approval del sistema de techo
      • Asegúrese de que el contrato incluya quitar el techo viejo, volver a clavar el entablado y
        la barrera secundaria contra el agua
      • Pregunte cómo se cobrará el entablado podrido si se encuentra
      • Obtenga una copia del permiso y, al final, de la inspección final aprobada
      • Programe una inspección de mitigación de viento actualizada y envíela a su aseguradora

      ¿Tiene preguntas sobre su propio techo? Llame al ${COMPANY.phone}. Con gusto buscamos el
      historial de permisos de su casa y le explicamos lo que el código significa para ella.
    `,
  },
  {
    id: 4,
    title: 'Integración solar: cómo añadir paneles solares sin poner en riesgo su techo',
    excerpt:
      'La energía solar y el techo forman una sociedad de 25 años. Sepa cuándo conviene ' +
      'reemplazar el techo primero, cómo se fijan los paneles a techos de tejas asfálticas, de ' +
      'teja de barro o concreto y de metal, qué dice la ley de Florida sobre las asociaciones de ' +
      'propietarios y cómo cambiaron los incentivos para 2026.',
    category: 'Solar Integration',
    readTime: '9 min de lectura',
    author: 'Priya Natarajan, especialista en integración solar',
    date: '2026-05-19',
    tags: [
      'paneles solares',
      'reemplazo de techo',
      'medición neta',
      'asociación de propietarios',
      'techos de metal',
    ],
    featured: false,
    views: 1456,
    content: markup`
      ## Piénselo como una sociedad de 25 años

      Los paneles solares están diseñados para producir electricidad durante 25 años o más. El
      techo que tienen debajo tiene que durar lo mismo, o habrá que quitar los paneles a mitad de
      su vida útil. Desmontar y volver a instalar un sistema solar para poder reemplazar el techo
      suele costar varios miles de dólares, más la electricidad que usted deja de producir
      mientras el sistema está apagado. Planificar el techo y la energía solar juntos evita pagar
      eso dos veces.

      ## Primer paso: ¿cuánta vida le queda a su techo?

      Como regla general, si a su techo le quedan menos de unos 10 a 15 años de vida útil, suele
      salir más barato reemplazarlo antes de instalar los paneles. Con el clima de Florida, eso a
      menudo significa:

      • Las **tejas asfálticas arquitectónicas** de más de unos 10 años merecen primero una
        inspección cuidadosa
      • Los **techos de teja** pueden tener tejas en buen estado pero una capa base envejecida; esa
        capa base normalmente hay que cambiarla a los 20 o 25 años, y ese trabajo exige levantar
        las tejas, y también los paneles
      • Los **techos de metal** en buen estado suelen estar listos para la energía solar casi a
        cualquier edad

      Inspeccionamos el techo antes de cerrar cualquier diseño solar y le decimos con honestidad si
      va a durar más que los paneles.

      ## Cómo se fijan los paneles en los distintos techos

      **Techos de tejas asfálticas.** Los rieles del soporte descansan sobre anclajes atornillados
      a las vigas o las cerchas, cada uno con su propio tapajuntas que se desliza por debajo de la
      teja de arriba. Bien hecho, el tapajuntas desvía el agua alrededor de la perforación; mal
      hecho, con un pegote de sellador en lugar de tapajuntas, es una filtración esperando la
      próxima tormenta de verano.

      **Techos de teja de barro o concreto.** Los anclajes en teja requieren más cuidado. El
      instalador quita tejas, fija un gancho o un anclaje con tapajuntas a la estructura y luego
      corta o reemplaza las tejas a su alrededor. Las tejas de concreto y de barro se rompen con
      facilidad al pisarlas, así que cuente con algunas tejas de repuesto en el presupuesto y
      asegúrese de que alguien en la cuadrilla sepa trabajar con teja.

      **Techos de metal de junta alzada.** Es la mejor superficie para la energía solar. Unas
      abrazaderas sujetan las costuras elevadas, así que no se perfora el techo en ningún punto, y
      un techo de metal de 40 años dura fácilmente más que los paneles.

      **Techos planos y de poca pendiente.** Los techos planos comerciales y algunos residenciales
      usan soportes inclinados que se fijan con perforaciones selladas con tapajuntas o se
      sostienen con lastre, según la membrana del techo y la capacidad de la estructura.

      ## Ingeniería para el viento de Florida

      Un sistema solar es un conjunto de velas atornilladas a su casa. En Florida, los paneles y
      sus anclajes deben diseñarse para la velocidad de viento de diseño del lugar, y los planos
      del permiso normalmente incluyen cálculos de ingeniería para la cantidad y la separación de
      los anclajes. Los paneles cerca de los bordes, las esquinas y la cumbrera reciben la mayor
      fuerza de levantamiento, y por eso los diseñadores dejan distancias libres respecto de esas
      zonas y algunas distribuciones se ven menos ordenadas de lo que uno esperaría. Cerca del mar,
      exija herrajes de acero inoxidable o igual de resistentes a la corrosión.

      ## Orientación, sombra y los robles

      En Florida, los planos del techo orientados al sur son los que más energía producen, pero los
      orientados al este y al oeste también rinden bien en nuestra latitud. La sombra es el enemigo
      mayor: un roble siempreverde maduro puede reducir mucho la producción. En Gainesville, Orange
      Park y buena parte de Jacksonville, la copa de los árboles suele decidir la distribución más
      que la brújula. Un buen diseñador calcula la sombra a lo largo de todo el año, no solo el día
      de la visita.

      ## Su asociación de propietarios no puede simplemente decir que no

      La ley de derechos solares de Florida (sección 163.04 de los Estatutos de Florida) impide que
      las restricciones de las escrituras y las asociaciones de propietarios prohíban los colectores
      solares en su casa. Una asociación puede decidir en qué parte del techo van los paneles,
      dentro de una orientación hacia el sur o de hasta 45 grados al este o al oeste del sur, siempre
      que su decisión no perjudique el funcionamiento efectivo del sistema. Presente los planos a su
      HOA de todos modos; así la relación sigue siendo buena y el papeleo queda en orden.

      ## Compañías eléctricas y medición neta

      Importa qué compañía eléctrica le da servicio a su casa. El noreste de Florida lo atienden
      compañías privadas como FPL, compañías municipales como JEA, Beaches Energy Services y
      Gainesville Regional Utilities, Florida Public Utilities en Amelia Island y cooperativas como
      Clay Electric. Cada una tiene su propio proceso de interconexión y sus propias reglas para
      acreditar la energía que usted devuelve a la red, y esas reglas cambian de vez en cuando. Lea
      la política vigente de medición neta o de compra de energía de su compañía antes de decidir el
      tamaño de un sistema.

      ## Incentivos en 2026: lo que cambió

      El crédito federal del 30% por energía limpia residencial (Residential Clean Energy Credit)
      que muchos propietarios usaron para la energía solar terminó para los gastos hechos después
      del 31 de diciembre de 2025, según la ley tributaria aprobada en julio de 2025. Si está
      planificando un sistema en 2026, no cuente con ese crédito; consulte su situación con un
      profesional de impuestos. Los incentivos propios de Florida siguen vigentes: los sistemas de
      energía solar están exentos del impuesto estatal sobre las ventas, y el valor que añade un
      sistema residencial de energía renovable se excluye de la tasación de su impuesto a la
      propiedad.

      Sin el crédito federal, la energía solar en el techo necesita un cálculo de recuperación de la
      inversión más realista. Para algunos hogares sigue teniendo sentido, sobre todo con un alto
      consumo eléctrico y un techo nuevo. Para otros, mejorar la ventilación del ático, el
      aislamiento y la reflectividad del techo da un rendimiento más rápido.

      ## Huracanes y apagones

      Un sistema estándar conectado a la red se apaga automáticamente cuando se va la luz, para
      proteger a los trabajadores de las líneas eléctricas. Si quiere tener electricidad después de
      una tormenta, necesita una batería o un inversor con respaldo diseñado para ese fin. Antes de
      un huracán, pida al instalador que confirme que los paneles están bien sujetos; después,
      haga inspeccionar tanto los paneles como el techo a su alrededor antes de volver a encender el
      sistema.

      ## Cómo proteger la garantía de su techo

      Cada perforación en un techo es una posible filtración, y cada perforación nueva plantea la
      pregunta de quién responde si gotea. Los fabricantes de techos pueden exigir métodos de
      anclaje y de tapajuntas aprobados para que su garantía siga vigente, y los instaladores
      solares normalmente garantizan solo sus propias perforaciones. Lo más claro es que una sola
      compañía coordine las dos cosas, o un acuerdo por escrito entre el techador y el instalador
      solar sobre los tapajuntas y la responsabilidad.

      ## Cómo trabajamos con la energía solar

      • Inspeccionamos el techo y le damos un estimado honesto de la vida que le queda
      • Si conviene reemplazarlo, instalamos un techo preparado para paneles solares, con los
        refuerzos y los tapajuntas coordinados con su instalador solar
      • En techos de metal, recomendamos la sujeción con abrazaderas en las costuras, sin
        perforaciones
      • Coordinamos el desmontaje y la reinstalación cuando un sistema existente tiene que quitarse
        para retechar

      Avise a su agente de seguros cuando añada paneles, porque cambian el costo de reemplazo de su
      casa. Y si está comparando la energía solar con otras mejoras del techo, llámenos al
      ${COMPANY.phone}; le ayudamos a comparar las opciones sin presiones de venta.
    `,
  },
  {
    id: 5,
    title:
      'Prevención de filtraciones 101: cómo detener las goteras del techo antes de que empiecen',
    excerpt:
      'La mayoría de las filtraciones del techo empiezan en pequeño, en los tapajuntas, los ' +
      'collarines de los tubos y las limahoyas, mucho antes de que aparezca una mancha en el ' +
      'cielorraso. Le explicamos dónde buscar, le damos un calendario de mantenimiento por ' +
      'temporada para el norte de Florida y qué hacer si ya está entrando agua.',
    category: 'Maintenance',
    readTime: '10 min de lectura',
    author: 'Tom Kessler, gerente de servicio y mantenimiento',
    date: '2026-01-20',
    tags: ['filtraciones del techo', 'mantenimiento', 'tapajuntas', 'canaletas', 'algas'],
    featured: true,
    views: 2134,
    content: markup`
      ## Filtraciones pequeñas, facturas grandes

      Para cuando aparece un aro marrón en el cielorraso, por lo general el agua lleva tiempo
      entrando. Ha empapado el aislamiento, mojado el entablado y quizá empezado a formar moho en el
      ático. Con el calor y la humedad del norte de Florida, la madera y el panel de yeso húmedos se
      convierten rápido en un problema de moho. La buena noticia es que la mayoría de las
      filtraciones empiezan en unos pocos lugares previsibles, y casi todas se pueden detectar a
      tiempo.

      ## Dónde empiezan realmente las filtraciones

      **Tapajuntas.** Los tapajuntas de metal sellan las uniones donde el techo se encuentra con
      paredes, chimeneas, buhardillas y tragaluces. El sellador se seca y se agrieta al sol, y los
      tapajuntas escalonados mal clavados, o que nunca se instalaron, dejan pasar la lluvia que
      empuja el viento. Los tapajuntas causan más filtraciones que las tejas.

      **Collarines de los tubos.** Los tubos de ventilación de la plomería atraviesan el techo
      dentro de un collarín de goma. Con los rayos UV de Florida, esos collarines suelen agrietarse
      mucho antes de que se desgasten las tejas, a veces en ocho a diez años. Un collarín agrietado
      deja correr el agua por el tubo hacia abajo y se nota como una mancha cerca de un baño o de la
      cocina.

      **Limahoyas.** Las limahoyas recogen el agua de dos planos del techo. Ahí se acumulan hojas y
      ramitas, sobre todo bajo robles y pinos, y mantienen la humedad contra el techo.

      **Clavos expuestos y clavos que se botan.** Los clavos que se salen a medida que el entablado
      se dilata y se contrae levantan la teja de encima y le abren paso al agua.

      **Capa base de los techos de teja.** En los techos de teja de barro o concreto, las tejas
      desvían casi toda el agua, pero la capa base que está debajo es la verdadera
      impermeabilización. Después de unos 20 años puede volverse quebradiza, y las tejas rotas o
      corridas la dejan expuesta al sol y a la lluvia.

      **Costuras y desagües de techos planos.** En los techos de poca pendiente, los sospechosos de
      siempre son el agua que queda estancada más de unas 48 horas después de la lluvia, las
      costuras abiertas y los desagües tapados. Los equipos de aire acondicionado sobre el techo
      suman perforaciones y tuberías de condensado que hay que vigilar.

      ## Señales de alerta dentro de la casa

      • Manchas de agua, pintura descascarada o ampollas en los cielorrasos y en la parte alta de
        las paredes
      • Olor a humedad en los clósets o en los cuartos del piso de arriba
      • Aislamiento húmedo o aplastado, manchas oscuras en el entablado o puntas de clavos oxidadas
        en el ático
      • Luz del día que se ve a través de las tablas del techo
      • Facturas de aire acondicionado más altas sin una razón clara, lo que puede indicar
        aislamiento mojado

      No toda mancha en el cielorraso viene del techo. En Florida, los ductos y las unidades de aire
      acondicionado en áticos calurosos a menudo sudan, y las tuberías de condensado tapadas se
      desbordan. Los extractores del baño que descargan en el ático en vez de afuera pueden empapar
      la cara inferior del techo. Una buena inspección distingue una cosa de la otra, para que usted
      no pague una reparación del techo que no va a detener la gotera.

      ## Calendario por temporada para el norte de Florida

      ### Invierno (diciembre a febrero)

      • Limpie las canaletas cuando hayan caído las hojas
      • Revise el ático en un día fresco y seco, cuando las manchas se ven mejor
      • Reserve ahora cualquier reparación, mientras los techadores tienen la agenda más libre

      ### Primavera (marzo a mayo)

      • Pida una inspección profesional antes de que empiece la temporada de huracanes el 1 de junio
      • Pode las ramas que cuelgan sobre el techo
      • Quite el polen de pino y las hojas de roble que se amontonan en las limahoyas y las
        canaletas

      ### Verano (junio a agosto)

      • Después de las tormentas fuertes de la tarde, busque manchas nuevas adentro y escombros
        sobre el techo
      • Asegúrese de que las tuberías de condensado y los desagües estén drenando
      • Esté atento a los pronósticos tropicales y tenga claro su plan para tormentas

      ### Otoño (septiembre a noviembre)

      • Después de cualquier tormenta con nombre o de un frente frío fuerte, busque desde el suelo
        tejas levantadas
      • Vuelva a limpiar las canaletas cuando caigan las hojas del otoño
      • Trate las algas antes del invierno si han aparecido rayas

      ## Canaletas y drenaje

      Las canaletas tapadas se desbordan por detrás de la fascia, pudren el borde del techo y
      pueden meter agua debajo de la primera hilera de tejas. Límpielas al menos dos veces al año,
      más a menudo si hay árboles cerca, y asegúrese de que los bajantes descarguen al menos a unos
      cuantos pies de los cimientos. Los protectores de canaletas ayudan bajo mucha arboleda, pero
      también necesitan mantenimiento.

      ## Rayas de algas: límpielas de la manera correcta

      Las rayas negras de los techos de Florida son, en su mayoría, un alga que se alimenta del
      relleno de piedra caliza de las tejas asfálticas. Se ven mal y, si se dejan por años, pueden
      mantener la humedad contra el techo. **Nunca lave a presión un techo de tejas asfálticas**:
      la alta presión arranca los gránulos protectores y puede anular la garantía del fabricante.
      El método que recomienda la industria es un lavado suave a baja presión con una solución de
      limpieza diluida, enjuagando con cuidado para proteger las plantas. Las tiras de zinc o de
      cobre cerca de la cumbrera y las tejas resistentes a las algas ayudan a frenar que vuelvan a
      crecer.

      ## Ventilación y humedad

      Un ático caliente y mal ventilado cocina las tejas desde abajo y atrapa la humedad. Una
      ventilación equilibrada, con entrada de aire en los sofitos y salida en la cumbrera o cerca de
      ella, mantiene el entablado más seco y más fresco, y suele ser una condición de la garantía
      de las tejas. Mantenga las rejillas de los sofitos libres de aislamiento y de pintura, y
      asegúrese de que los extractores del baño y de la cocina descarguen al exterior.

      ## Lo que el propietario puede hacer y lo que no debe hacer

      Usted puede hacer mucho desde el suelo y desde el ático: estar atento a las señales de arriba,
      mantener limpias las canaletas desde una escalera estable y fijarse en las manchas a tiempo.
      Deje el trabajo sobre el techo a los profesionales. Caminar sobre un techo puede agrietar las
      tejas y raspar las tejas asfálticas, y las caídas de techos y escaleras son una de las
      principales causas de lesiones graves en el hogar. Nunca se suba con el techo mojado o con
      viento.

      ## Si está entrando agua en este momento

      • Ponga un balde debajo de la gotera y aparte los muebles y los aparatos electrónicos
      • Si un cielorraso está abombado por el agua, mantenga a todos lejos. Corte la electricidad
        de cualquier lámpara en la zona mojada
      • Fotografíe el cielorraso, el ático y todo lo dañado
      • Llame a un techador para una reparación temporal o una lona, y guarde los recibos para su
        aseguradora

      Nuestras cuadrillas de emergencia están disponibles las 24 horas, los 7 días de la semana, y
      normalmente llegan en un plazo de ${emergencyResponse}. Llame al ${COMPANY.phone}.

      ## Conviértalo en rutina

      Una inspección al año cuesta mucho menos que una sola reparación interior. Nuestros planes de
      mantenimiento incluyen una inspección anual con fotos, sellado y fijación menores, limpieza de
      canaletas y limahoyas, y prioridad en la agenda después de las tormentas. En casas con paneles
      solares, techos de teja o techos planos, las revisiones periódicas valen todavía más, porque
      los problemas son más difíciles de ver desde el suelo. Solicite una inspección gratuita en el
      formulario de cotización y nos comunicaremos con usted dentro de
      ${PROMISES.contactWithinHours} horas.
    `,
  },
];

/**
 * The Spanish article a /es/blog/{id} parameter names, read by the same rule as the English
 * findBlogPost (a whole number naming one of the five articles); else none.
 */
export function findBlogPostEs(idParam: string | undefined): BlogPost | undefined {
  const english = findBlogPost(idParam);
  return english && BLOG_POSTS_ES.find((post) => post.id === english.id);
}

/** The same-id English article: for facts that are machine keys there (e.g. the 'insurance' tag). */
export function englishBlogPost(id: number): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.id === id);
}

export default BLOG_POSTS_ES;
