import { COMPANY, PROMISES, WARRANTY_TERMS } from '../../company.ts';
import type { FaqEntry } from '../content-types.ts';
import { prose } from '../text.ts';

const phone = COMPANY.phone;
/** "2-4 hours" as Spanish copy says it: "2-4 horas". */
const emergency = PROMISES.emergencyResponse.replace(/\bhours?\b/, 'horas');
/** WARRANTY_TERMS_TEXT in Spanish, from the same numbers. */
const warrantyTerms = `${WARRANTY_TERMS.materialsYears} años en materiales y ${WARRANTY_TERMS.workmanshipYears} años en mano de obra`;

/**
 * The FAQ in Spanish (issue 24): the same 100 entries as `../faq.ts`, same ids, order and
 * categories (the category is a key, never shown), translated by hand for North Florida
 * homeowners (usted). Keywords are what a Spanish-speaking homeowner would type; the assistant's
 * Spanish index strips accents, so "techo" and "técnico" style variants both match.
 */
export const FAQ_ENTRIES: FaqEntry[] = [
  // --- Preguntas populares (vista de bienvenida) --------------------------------------------
  {
    id: 1,
    category: 'Cost',
    question: '¿Cuánto cuesta un techo nuevo?',
    answer: prose`Depende sobre todo del tamaño del techo, el material, la inclinación y cuánta
      base de madera (decking) haya que reemplazar. Para tejas asfálticas arquitectónicas, nuestra
      cotización instantánea parte de $550 por cuadro (100 pies cuadrados), así que una casa típica
      del norte de Florida de 2,000 pies cuadrados, con unos 20-25 cuadros, sale aproximadamente en
      $11,000-$14,000 sin contar madera podrida; el metal y las tejas de concreto o barro suelen
      costar entre 1.5 y 3 veces más. La inspección es gratis y le enviamos un estimado por escrito
      en ${PROMISES.writtenEstimateWithinHours} horas, con 10% de descuento para veteranos y
      personas mayores (65+).`,
    keywords: ['costo', 'precio', 'cuesta', 'techo', 'nuevo', 'estimado', 'reemplazo'],
  },
  {
    id: 2,
    category: 'Lifespan',
    question: '¿Cuánto dura un techo en Florida?',
    answer: prose`El sol, el calor, la humedad y las tormentas de Florida acortan la vida de un
      techo en comparación con el promedio nacional. Como referencia, las tejas asfálticas
      arquitectónicas duran unos 15-25 años aquí, las tejas de concreto y de barro 30-50 años
      (aunque la capa impermeable de abajo normalmente hay que cambiarla a los 20-25 años), y el
      metal de junta alzada (standing seam) 40 años o más. La ventilación, la calidad de la
      instalación y el salitre hacen una gran diferencia, así que una inspección gratuita es la
      mejor manera de saber cuánta vida le queda al suyo.`,
    keywords: ['dura', 'duración', 'vida', 'años', 'florida', 'techo', 'edad'],
  },
  {
    id: 3,
    category: 'Replacement',
    question: '¿Cuáles son las señales de que necesito un techo nuevo?',
    answer: prose`Fíjese en tejas asfálticas enroscadas, agrietadas o que faltan, zonas peladas y
      mucho granulado en las canaletas, áreas blandas o hundidas, goteras en más de un lugar, y
      manchas o luz del día en el ático. La edad también cuenta: un techo de tejas asfálticas de
      15-20 años en Florida vale la pena inspeccionarlo aunque se vea bien desde la calle, y a esa
      edad las aseguradoras empiezan a hacer preguntas. Ofrecemos una inspección gratuita con fotos
      para que usted vea exactamente lo que vemos nosotros.`,
    keywords: [
      'señales',
      'necesito',
      'nuevo',
      'techo',
      'cambiar',
      'viejo',
      'enroscadas',
      'gránulos',
    ],
  },
  {
    id: 4,
    category: 'Insurance',
    question: '¿El seguro de vivienda cubre los daños de tormenta en mi techo?',
    answer: prose`La mayoría de las pólizas en Florida cubren daños repentinos por viento, granizo
      o árboles caídos, pero no el desgaste ni las filtraciones lentas, y las pérdidas por huracán
      tienen un deducible de huracán aparte, normalmente del 2% al 10% de la cobertura de la
      vivienda. Según la ley actual de Florida, por lo general tiene un año desde la fecha de la
      pérdida para presentar un reclamo de seguro nuevo, así que documente los daños cuanto antes.
      Le damos una inspección gratuita con fotos fechadas y un estimado detallado de la reparación
      para su ajustador; la ley de Florida no permite que los contratistas negocien el reclamo por
      usted.`,
    keywords: ['seguro', 'cubre', 'tormenta', 'daños', 'reclamo', 'deducible', 'huracán'],
  },
  {
    id: 5,
    category: 'Installation',
    question: '¿Cuánto tarda la instalación de un techo?',
    answer: prose`La mayoría de las casas se terminan en 1-3 días una vez que empieza el trabajo.
      Los techos grandes, muy inclinados, de tejas de concreto o barro, o de metal tardan más, y las
      tormentas de la tarde en verano pueden detener el trabajo, porque nunca dejamos la base del
      techo expuesta a la lluvia. Los permisos y la entrega de materiales suelen sumar de una a tres
      semanas antes de la fecha de inicio, y le damos el calendario por escrito.`,
    keywords: ['tarda', 'instalación', 'días', 'instalar', 'tiempo', 'calendario', 'demora'],
  },
  {
    id: 6,
    category: 'Payment',
    question: '¿Ofrecen financiamiento?',
    answer: prose`Sí. Nuestros socios ofrecen planes promocionales con 0% de interés (APR) con
      crédito aprobado, préstamos a plazos con pagos mensuales fijos, opciones para muchos tipos de
      historial de crédito, y financiamiento Florida PACE que se paga a través de su factura de
      impuestos a la propiedad donde su condado participa. Con la mayoría de los socios, consultar
      sus opciones solo requiere una verificación de crédito suave que no afecta su puntaje. Vea la
      página de Financiamiento o llame al ${phone}.`,
    keywords: ['financiamiento', 'financiar', 'préstamo', 'mensual', 'pagos', 'crédito', 'plazos'],
  },

  // --- Instalación --------------------------------------------------------------------------
  {
    id: 7,
    category: 'Installation',
    question: '¿Tengo que estar en casa durante la instalación?',
    answer: prose`No, pero le pedimos acceso a un tomacorriente exterior y a la entrada del garaje,
      y revisamos el trabajo con usted al principio y al final. Por favor saque los carros del
      garaje, guarde los muebles del patio y quite los objetos frágiles de las paredes interiores,
      porque al arrancar el techo viejo hay vibración. Mantenga a sus mascotas adentro y lejos del
      área de trabajo.`,
    keywords: ['casa', 'durante', 'instalación', 'presente', 'mascotas', 'preparar', 'entrada'],
  },
  {
    id: 8,
    category: 'Installation',
    question: '¿Quitan el techo viejo o instalan encima?',
    answer: prose`En cada reemplazo quitamos el techo viejo hasta la base de madera. El código de
      Florida exige revisar y reclavar la base e instalar una barrera secundaria contra el agua
      cuando se reemplaza un techo, y eso no se puede hacer encima de tejas viejas; además, al
      quitarlo podemos encontrar y reemplazar la madera contrachapada podrida. Instalar encima
      también esconde problemas y agrega peso.`,
    keywords: ['quitar', 'arrancar', 'encima', 'capa', 'viejo', 'tejas', 'remover'],
  },
  {
    id: 9,
    category: 'Installation',
    question: '¿Qué pasa el día de la instalación?',
    answer: prose`La cuadrilla llega en la mañana, protege las plantas, el área de la piscina y las
      paredes con lonas, y arranca el techo viejo. Inspeccionamos la base, reemplazamos las
      planchas dañadas al precio por plancha que aparece en su estimado, reclavamos la base,
      instalamos la barrera secundaria contra el agua y la capa impermeable (underlayment), y luego
      el techo nuevo, los tapajuntas y las ventilas. Terminamos pasando un imán para recoger los
      clavos y haciendo un recorrido final con usted.`,
    keywords: ['instalación', 'día', 'proceso', 'pasos', 'cuadrilla', 'limpieza', 'clavos'],
  },
  {
    id: 10,
    category: 'Installation',
    question: '¿Cambian también las canaletas, las ventilas y los tapajuntas con el techo nuevo?',
    answer: prose`Los tapajuntas (flashing), el borde de goteo, los sellos de tubería y las ventilas
      del techo se reemplazan en todo reemplazo completo, porque reutilizar metal y goma gastados
      es una causa común de goteras. Las canaletas son aparte: las quitamos y las volvemos a
      instalar si están en buen estado, o le cotizamos canaletas nuevas sin uniones si no lo están.
      Todo aparece detallado en su estimado por escrito.`,
    keywords: ['tapajuntas', 'ventilas', 'canaletas', 'incluido', 'cambiar', 'sellos', 'goteo'],
  },

  // --- Materiales ---------------------------------------------------------------------------
  {
    id: 11,
    category: 'Materials',
    question: '¿Cuál es el mejor material de techo cerca del mar?',
    answer: prose`Si se ve el mar desde su casa, es difícil superar el metal de junta alzada de
      aluminio, porque no se oxida. Las tejas de concreto y las tejas asfálticas arquitectónicas
      para vientos fuertes también funcionan bien si se instalan con clavos de acero inoxidable o
      galvanizados en caliente y tapajuntas resistentes a la corrosión. Evite el acero sin
      recubrimiento o con poco recubrimiento, y revise la garantía del fabricante, ya que muchas
      limitan la cobertura a cierta distancia del agua salada.`,
    keywords: ['mejor', 'material', 'mar', 'playa', 'salitre', 'costa', 'aluminio'],
  },
  {
    id: 12,
    category: 'Materials',
    question: '¿Son mejores las tejas asfálticas arquitectónicas que las de 3 lengüetas?',
    answer: prose`Sí, para casi todas las casas de Florida. Las tejas asfálticas arquitectónicas
      (dimensionales) son más gruesas, tienen mejor clasificación de viento, comúnmente Clase H o
      Clase F, y duran notablemente más bajo nuestro sol. La diferencia de precio es pequeña
      comparada con el trabajo completo, así que rara vez recomendamos las de 3 lengüetas.`,
    keywords: ['arquitectónicas', 'tres', 'lengüetas', 'tejas', 'dimensionales', 'mejores'],
  },
  {
    id: 13,
    category: 'Materials',
    question: '¿Debo escoger tejas de concreto o barro, o tejas asfálticas?',
    answer: prose`Las tejas de concreto o barro duran mucho más, van bien con las casas de estilo
      mediterráneo y español, y se mantienen más frescas, pero cuestan más, pesan tanto que hay que
      revisar la estructura, y su capa impermeable de todos modos hay que cambiarla a los 20-25
      años. Las tejas asfálticas arquitectónicas cuestan menos al principio y son fáciles de
      reparar. Normalmente lo deciden las reglas de su HOA (asociación de propietarios), su
      presupuesto y cuánto tiempo piensa quedarse en la casa.`,
    keywords: ['tejas', 'asfálticas', 'escoger', 'comparar', 'concreto', 'barro', 'elegir'],
  },
  {
    id: 14,
    category: 'Materials',
    question: '¿Un techo de metal hace mucho ruido cuando llueve?',
    answer: prose`No en una casa. Instalamos el metal sobre una base sólida de madera contrachapada
      y una capa impermeable, con aislamiento en el ático debajo, así que la lluvia suena casi igual
      que sobre tejas asfálticas. El ruido fuerte de "techo de lata" viene del metal sobre una
      estructura abierta, como en graneros y cocheras.`,
    keywords: ['metal', 'ruido', 'ruidoso', 'lluvia', 'fuerte', 'suena'],
  },
  {
    id: 15,
    category: 'Materials',
    question: '¿Valen la pena las tejas asfálticas resistentes a impactos en el norte de Florida?',
    answer: prose`Pueden valerla. El granizo grande es menos común aquí que en las Grandes
      Llanuras, pero las tejas asfálticas resistentes a impactos Clase 4 (UL 2218) aguantan mejor
      los escombros que arrastra el viento y en general son más resistentes. Pregúntele a su agente
      de seguros si su compañía da un descuento por ellas, y se las cotizamos al lado de las tejas
      arquitectónicas estándar para que pueda comparar.`,
    keywords: ['impacto', 'resistentes', 'clase', 'granizo', 'tejas', 'escombros'],
  },

  // --- Costo --------------------------------------------------------------------------------
  {
    id: 16,
    category: 'Cost',
    question: '¿Por qué varían tanto las cotizaciones de techos?',
    answer: prose`Normalmente porque no cubren el mismo trabajo. Compare si cada cotización incluye
      quitar todo el techo viejo, reclavar la base, la barrera secundaria contra el agua,
      tapajuntas y ventilas nuevas, el permiso, un precio por plancha de madera podrida, el tipo de
      capa impermeable y la garantía. La cotización más barata a menudo deja fuera cosas que después
      vuelven como cargos adicionales.`,
    keywords: ['cotizaciones', 'varían', 'comparar', 'barato', 'diferentes', 'precios', 'ofertas'],
  },
  {
    id: 17,
    category: 'Cost',
    question: '¿La inclinación o la forma del techo afectan el precio?',
    answer: prose`Sí. Los techos muy inclinados necesitan equipo de seguridad adicional y hacen más
      lento el trabajo de la cuadrilla, y los techos con muchos valles, limatesas, buhardillas y
      tragaluces llevan más mano de obra y más tapajuntas. Las casas de dos pisos también toman más
      tiempo para subir material y limpiar. Su estimado refleja su techo real, medido en el sitio.`,
    keywords: ['inclinación', 'pendiente', 'forma', 'precio', 'afecta', 'pisos', 'valles'],
  },
  {
    id: 18,
    category: 'Cost',
    question: '¿Ofrecen descuentos para veteranos y personas mayores?',
    answer: prose`Sí. Los veteranos y militares activos reciben ${COMPANY.discounts.veterans}% de
      descuento, y las personas de 65 años o más reciben ${COMPANY.discounts.seniors}% de
      descuento. Solo marque la casilla cuando pida una cotización o menciónelo cuando llame al
      ${phone}, y el descuento aparecerá en su estimado por escrito.`,
    keywords: ['descuento', 'veterano', 'militar', 'mayores', 'ahorro', 'oferta'],
  },
  {
    id: 19,
    category: 'Cost',
    question: '¿Qué pasa si encuentran madera podrida al quitar el techo viejo?',
    answer: prose`Es común en los techos viejos de Florida, sobre todo alrededor de goteras y en los
      bordes del techo. Su estimado indica un precio fijo por plancha de madera y por pie de fascia,
      así que no hay sorpresas. Le tomamos fotos a toda la madera dañada y se la mostramos antes de
      reemplazarla.`,
    keywords: ['podrida', 'madera', 'base', 'contrachapada', 'extra', 'oculto', 'fascia'],
  },

  // --- Pago ---------------------------------------------------------------------------------
  {
    id: 20,
    category: 'Payment',
    question: '¿Tengo que pagar por adelantado?',
    answer: prose`No, nunca pedimos el pago completo por adelantado. Un depósito al firmar asegura
      sus materiales y su lugar en el calendario, y el saldo se paga cuando el trabajo está
      terminado y ha pasado la inspección final. La ley de Florida también lo protege: un
      contratista que cobra más del 10% de depósito debe solicitar el permiso dentro de 30 días y
      empezar el trabajo dentro de 90 días después de que se emita.`,
    keywords: ['depósito', 'adelantado', 'pagar', 'cuándo', 'pago', 'anticipo', 'saldo'],
  },
  {
    id: 21,
    category: 'Payment',
    question: '¿Qué formas de pago aceptan?',
    answer: prose`Aceptamos cheques, las principales tarjetas de crédito y débito, transferencias
      bancarias y pagos a través de nuestros socios de financiamiento. Si su aseguradora paga parte
      del trabajo, le explicamos cómo funciona normalmente el endoso del cheque del seguro por parte
      de la compañía hipotecaria.`,
    keywords: ['pago', 'formas', 'tarjeta', 'cheque', 'aceptan', 'pagar'],
  },
  {
    id: 22,
    category: 'Payment',
    question: '¿Cómo funciona el financiamiento PACE?',
    answer: prose`PACE (Property Assessed Clean Energy) paga mejoras que califican contra el viento
      y de eficiencia energética, incluidos muchos techos nuevos, y usted lo devuelve mediante un
      cargo en su factura de impuestos a la propiedad durante un número fijo de años. La aprobación
      depende principalmente de su propiedad y su historial de pagos, más que de su puntaje de
      crédito. El gravamen queda sobre la propiedad, y algunos prestamistas hipotecarios exigen
      liquidarlo cuando usted vende o refinancia, así que lea los términos con cuidado.`,
    keywords: ['pace', 'propiedad', 'impuestos', 'cargo', 'financiamiento', 'gravamen'],
  },

  // --- Mantenimiento ------------------------------------------------------------------------
  {
    id: 23,
    category: 'Maintenance',
    question: '¿Cada cuánto se debe inspeccionar mi techo?',
    answer: prose`Una vez al año, idealmente en primavera antes de que empiece la temporada de
      huracanes el 1 de junio, y otra vez después de cualquier tormenta con nombre o tormenta
      eléctrica fuerte. Los techos de tejas de concreto o barro, los planos y los viejos son los que
      más se benefician de revisiones regulares, porque los problemas son difíciles de ver desde el
      suelo. Le devolvemos la llamada dentro de ${PROMISES.contactWithinHours} horas para programar
      una inspección.`,
    keywords: ['cada', 'inspeccionar', 'inspección', 'anual', 'año', 'revisar'],
  },
  {
    id: 24,
    category: 'Maintenance',
    question: '¿Debo lavar mi techo a presión?',
    answer: prose`No. La alta presión arranca el granulado de las tejas asfálticas, agrieta las
      tejas de concreto o barro, mete agua debajo de los tapajuntas y puede anular la garantía del
      fabricante. Los techos se deben limpiar con un lavado suave a baja presión y una solución
      limpiadora diluida, que es como los limpiamos nosotros.`,
    keywords: ['presión', 'lavar', 'limpiar', 'limpieza', 'lavado', 'suave'],
  },
  {
    id: 25,
    category: 'Maintenance',
    question: '¿Qué mantenimiento del techo puedo hacer yo mismo?',
    answer: prose`Desde el suelo y desde el ático: fíjese si faltan tejas, si hay manchas o
      granulado, mantenga las canaletas limpias desde una escalera estable, pode las ramas que tocan
      el techo y asegúrese de que los extractores del baño saquen el aire hacia afuera. Deje todo lo
      que haya que hacer sobre el techo a los profesionales, porque caminar encima puede dañar las
      tejas y las caídas son un riesgo real.`,
    keywords: ['mantenimiento', 'mismo', 'propietario', 'consejos', 'cuidado', 'yo'],
  },
  {
    id: 26,
    category: 'Maintenance',
    question: '¿Ofrecen planes de mantenimiento de techos?',
    answer: prose`Sí. Nuestros planes incluyen una inspección anual con informe de fotos, sellado y
      fijación de detalles menores, limpieza de valles y canaletas, y prioridad en el calendario
      después de las tormentas. Son ideales sobre todo para techos de tejas de concreto o barro,
      planos y viejos, y le ayudan a mantener en orden sus registros para la garantía y el seguro.`,
    keywords: ['mantenimiento', 'plan', 'anual', 'programa', 'prioridad', 'membresía'],
  },

  // --- Reemplazo ----------------------------------------------------------------------------
  {
    id: 27,
    category: 'Replacement',
    question: '¿Debo reparar o reemplazar mi techo?',
    answer: prose`Reparar suele tener sentido cuando el techo no ha llegado a unos dos tercios de
      su vida esperada y el daño está localizado. Reemplazar conviene más cuando el techo está cerca
      del final de su vida, las goteras se repiten en distintos lugares o las reparaciones
      cubrirían un área grande. Le damos una recomendación honesta y le cotizamos ambas opciones
      cuando las dos son razonables.`,
    keywords: ['reparar', 'reemplazar', 'decidir', 'arreglar', 'conviene', 'nuevo'],
  },
  {
    id: 28,
    category: 'Replacement',
    question: '¿Tengo que reemplazar todo el techo si más del 25% está dañado?',
    answer: prose`Ya no necesariamente. Desde un cambio a la ley de Florida en 2022, si su techo se
      instaló bajo el Código de Construcción de Florida de 2007 o posterior (en general, con permiso
      después del 1 de marzo de 2009), solo la parte reparada o reemplazada tiene que cumplir el
      código actual, aunque se trate del 25% o más. Los techos más viejos siguen sujetos a la regla
      tradicional del 25%, que puede exigir que todo el techo o la sección se ponga al día con el
      código.`,
    keywords: ['por ciento', 'regla', 'parcial', 'todo', 'reemplazar', 'código', 'dañado'],
  },
  {
    id: 29,
    category: 'Replacement',
    question:
      '¿Puedo cambiar de tejas asfálticas a tejas de concreto o metal cuando reemplace mi techo?',
    answer: prose`Normalmente sí. El metal pesa menos que las tejas asfálticas, así que rara vez
      necesita trabajo estructural. Las tejas de concreto o barro son mucho más pesadas, así que hay
      que revisar la estructura y a veces se necesita una carta de un ingeniero. Verifique la
      aprobación de su HOA y, en los distritos históricos, la revisión de diseño antes de decidirse.`,
    keywords: ['cambiar', 'pasar', 'material', 'tejas', 'metal', 'asfálticas', 'mejorar'],
  },

  // --- Emergencias --------------------------------------------------------------------------
  {
    id: 30,
    category: 'Emergency',
    question: 'Mi techo tiene una gotera ahora mismo. ¿Qué hago?',
    answer: prose`Ponga un balde debajo de la gotera, aleje los aparatos electrónicos y los
      muebles, y mantenga a todos lejos de cualquier techo interior que esté abombado; apague la
      electricidad de las lámparas en el área mojada. Tome fotos, no se suba al techo y llámenos al
      ${phone}. Nuestras cuadrillas de emergencia están disponibles 24/7 y normalmente llegan en
      ${emergency}.`,
    keywords: [
      'gotera',
      'ahora',
      'emergencia',
      'agua',
      'goteando',
      'urgente',
      'ayuda',
      'tormenta',
      'huracán',
      'filtración',
      'mojado',
      'entra agua',
    ],
  },
  {
    id: 31,
    category: 'Emergency',
    question: '¿Ofrecen colocación de lonas de emergencia?',
    answer: prose`Sí. Después de daños por tormenta o de la caída de una rama, instalamos una lona
      temporal bien asegurada para evitar más daños por agua hasta que se pueda hacer una
      reparación permanente. Las aseguradoras esperan que usted evite más daños, así que guarde
      nuestra factura y las fotos para su reclamo de seguro.`,
    keywords: ['lona', 'lonas', 'emergencia', 'temporal', 'cubrir', 'tapar', 'viento', 'voló'],
  },
  {
    id: 32,
    category: 'Emergency',
    question: '¿Qué tan rápido pueden responder a una emergencia?',
    answer: prose`Nuestra línea de emergencia contesta 24/7, y una cuadrilla normalmente llega en
      ${emergency}. Después de un huracán que afecta a toda la zona, los tiempos de respuesta
      dependen del estado de las calles y de la seguridad, y damos prioridad a las goteras activas,
      los árboles caídos y los hogares con personas vulnerables. Llame al ${phone}.`,
    keywords: ['rápido', 'pronto', 'emergencia', 'respuesta', 'horas', 'noche', 'fin de semana'],
  },

  // --- Vida útil ----------------------------------------------------------------------------
  {
    id: 33,
    category: 'Lifespan',
    question: '¿Cuánto dura la capa impermeable debajo de un techo de tejas de concreto o barro?',
    answer: prose`Las tejas pueden durar 50 años, pero la capa impermeable (underlayment), que es la
      que realmente detiene el agua, dura normalmente unos 20-25 años en Florida. Las goteras en un
      techo de tejas viejo casi siempre indican que esa capa está fallando, y la solución es
      levantar las tejas, reemplazar la capa impermeable y volver a colocar las tejas en buen
      estado, cambiando las rotas.`,
    keywords: ['tejas', 'capa', 'impermeable', 'dura', 'vida', 'años'],
  },
  {
    id: 34,
    category: 'Lifespan',
    question: '¿Qué acorta la vida de un techo en la costa?',
    answer: prose`El salitre corroe los clavos y el metal, los rayos UV intensos resecan el asfalto
      y la humedad alimenta las algas. Un ático mal ventilado cocina las tejas desde abajo, y los
      árboles que cuelgan sobre el techo dejan caer hojas y ramas que retienen humedad. Una buena
      ventilación, materiales resistentes a la corrosión y una inspección anual son lo que más
      ayuda.`,
    keywords: ['acorta', 'vida', 'costa', 'salitre', 'sol', 'humedad', 'desgaste'],
  },
  {
    id: 35,
    category: 'Lifespan',
    question: '¿Cómo puedo hacer que mi techo dure más?',
    answer: prose`Mantenga limpios las canaletas y los valles, pode los árboles que cuelgan sobre
      el techo, asegúrese de que el ático esté bien ventilado, trate las algas con un lavado suave
      en vez de lavado a presión, y arregle enseguida los problemas pequeños, como un sello de
      tubería agrietado. Una inspección profesional anual detecta lo demás.`,
    keywords: ['durar', 'más', 'alargar', 'vida', 'proteger', 'cuidar'],
  },

  // --- Garantía -----------------------------------------------------------------------------
  {
    id: 36,
    category: 'Warranty',
    question: '¿Qué garantías ofrecen?',
    answer: prose`Todo techo que instalamos tiene nuestra garantía: ${warrantyTerms}. Las
      reparaciones tienen una garantía de mano de obra por escrito sobre el área que reparamos.
      Todos los términos van por escrito con su contrato, y usted recibe un certificado de garantía
      cuando se termina el trabajo.`,
    keywords: ['garantía', 'garantías', 'mano de obra', 'fabricante', 'cobertura', 'años'],
  },
  {
    id: 37,
    category: 'Warranty',
    question: '¿Qué puede anular la garantía de un techo?',
    answer: prose`Las causas comunes son el lavado a presión, las reparaciones o perforaciones no
      aprobadas (por ejemplo, una antena satelital o soportes de paneles solares instalados sin los
      tapajuntas adecuados), la mala ventilación del ático y no registrar la garantía del
      fabricante. Llámenos antes de que otra persona trabaje en su techo y le diremos cómo mantener
      su cobertura vigente.`,
    keywords: ['anular', 'garantía', 'cancelar', 'inválida', 'perder', 'cobertura'],
  },
  {
    id: 38,
    category: 'Warranty',
    question: '¿La garantía del techo se transfiere si vendo mi casa?',
    answer: prose`Muchas garantías de fabricante se pueden transferir al siguiente dueño, a menudo
      una sola vez y dentro de cierto plazo después de la venta, y a veces con un formulario de
      registro. Los términos de transferencia de nuestra garantía de mano de obra están escritos en
      su contrato. Una garantía transferible y un permiso cerrado son ventajas reales al vender.`,
    keywords: ['transferir', 'garantía', 'vender', 'comprador', 'nuevo', 'dueño'],
  },
  {
    id: 39,
    category: 'Warranty',
    question: '¿Las reparaciones de techo tienen garantía?',
    answer: prose`Sí. Las reparaciones tienen una garantía de mano de obra por escrito sobre el área
      que reparamos, y la cobertura aparece en su factura. No podemos garantizar partes de un techo
      viejo que no tocamos, así que le diremos con honestidad si el resto del techo está cerca del
      final de su vida.`,
    keywords: ['reparación', 'garantía', 'garantizan', 'arreglo', 'cubierto'],
  },

  // --- Seguro -------------------------------------------------------------------------------
  {
    id: 40,
    category: 'Insurance',
    question: '¿Qué es una inspección de mitigación de viento?',
    answer: prose`Es una inspección que se anota en el formulario uniforme de mitigación de Florida
      (OIR-B1-1802) y que documenta el tipo de cubierta del techo, el clavado de la base, las
      conexiones entre techo y paredes, la forma del techo, la barrera secundaria contra el agua y
      la protección de aberturas. Las aseguradoras de Florida deben ofrecer descuentos por estas
      características, y un informe por lo general es válido por cinco años. Después de un techo
      nuevo, un informe actualizado a menudo baja la parte de viento de su prima.`,
    keywords: ['viento', 'mitigación', 'inspección', 'descuento', 'prima', 'formulario'],
  },
  {
    id: 41,
    category: 'Insurance',
    question: '¿Mi aseguradora me puede cancelar por la edad de mi techo?',
    answer: prose`La ley de Florida dice que una aseguradora no puede negarse a emitir o renovar una
      póliza de vivienda solo porque el techo tiene menos de 15 años. Si el techo tiene 15 años o
      más, usted puede hacerlo inspeccionar, y si le quedan al menos cinco años de vida útil, la
      aseguradora no puede negarle la cobertura basándose solo en la edad. Las aseguradoras sí
      pueden actuar según el estado real del techo, así que arregle primero los problemas
      visibles.`,
    keywords: ['aseguradora', 'cancelar', 'techo', 'edad', 'renovar', 'póliza', 'años'],
  },
  {
    id: 42,
    category: 'Insurance',
    question: '¿Debo presentar un reclamo de seguro por daños menores en el techo?',
    answer: prose`Primero compare el costo de la reparación con su deducible; para daños de huracán
      ese deducible suele ser de varios miles de dólares. Si la reparación cuesta menos, pagarla
      usted mismo puede evitar un reclamo en su historial. Una inspección gratuita y un estimado por
      escrito de nuestra parte le dan los números para decidir.`,
    keywords: ['presentar', 'reclamo', 'menor', 'pequeño', 'deducible', 'conviene'],
  },
  {
    id: 43,
    category: 'Insurance',
    question: '¿Qué es una inspección de 4 puntos?',
    answer: prose`Las aseguradoras suelen pedirla para casas más viejas. Cubre cuatro sistemas: el
      techo, la electricidad, la plomería y la calefacción/aire acondicionado. En cuanto al techo,
      registra el material, la edad, el estado y cualquier señal de goteras, y un techo cerca del
      final de su vida puede hacer difícil conseguir cobertura. Podemos inspeccionar y reparar el
      techo antes de que llegue su inspector.`,
    keywords: ['cuatro', 'puntos', 'inspección', 'seguro', 'vieja', 'casa'],
  },
  {
    id: 44,
    category: 'Insurance',
    question: '¿Un techo nuevo bajará la prima de mi seguro?',
    answer: prose`A menudo, sí. Un techo nuevo construido según el código actual de Florida
      normalmente mejora varios puntos de su informe de mitigación de viento, y un techo más joven
      es más fácil de asegurar. Pida una inspección de mitigación de viento actualizada después de
      la inspección final y envíesela a su agente.`,
    keywords: ['bajar', 'seguro', 'prima', 'nuevo', 'techo', 'ahorro'],
  },

  // --- Canaletas ----------------------------------------------------------------------------
  {
    id: 45,
    category: 'Gutters',
    question: '¿Las casas de Florida necesitan canaletas?',
    answer: prose`Muchas casas de Florida no las tienen, pero las canaletas protegen las puertas,
      los pasillos y el jardín de los aguaceros de verano, y alejan el agua de los cimientos, sobre
      todo en casas con poco alero o con suelo arenoso que se erosiona fácilmente. Donde las
      canaletas se taparían todo el tiempo bajo muchos árboles, le hablamos de protectores u otras
      opciones de drenaje.`,
    keywords: ['canaletas', 'necesitan', 'florida', 'lluvia', 'cimientos', 'bajantes'],
  },
  {
    id: 46,
    category: 'Gutters',
    question: '¿De qué tamaño deben ser mis canaletas?',
    answer: prose`Para la mayoría de las casas de Florida recomendamos canaletas de aluminio sin
      uniones, estilo K, de 6 pulgadas, con bajantes de 3x4 pulgadas. Soportan mejor nuestros
      aguaceros intensos de verano que las de 5 pulgadas y se tapan con menos frecuencia. Las
      canaletas sin uniones se forman en el sitio, así que tienen menos juntas por donde gotear.`,
    keywords: ['canaleta', 'tamaño', 'uniones', 'aluminio', 'pulgadas', 'bajante'],
  },
  {
    id: 47,
    category: 'Accessories',
    question: '¿Valen la pena los protectores de canaletas?',
    answer: prose`Debajo de robles y pinos, normalmente sí: unos buenos protectores impiden que
      entren hojas y agujas de pino, así las canaletas no se desbordan ni pudren la fascia. No
      eliminan el mantenimiento, porque el polen y la basura fina se siguen acumulando encima, así
      que cuente con una limpieza ligera al menos una vez al año en vez de dos. Instalamos
      protectores rígidos de micromalla que no levantan la primera hilera de tejas.`,
    keywords: ['canaleta', 'protectores', 'hojas', 'mallas', 'malla', 'tapadas'],
  },

  // --- Ventilación --------------------------------------------------------------------------
  {
    id: 48,
    category: 'Ventilation',
    question: '¿Por qué importa la ventilación del ático en Florida?',
    answer: prose`Un ático caliente y sin circulación cocina las tejas desde abajo, atrapa aire
      húmedo que se condensa en la base del techo y hace trabajar más a su aire acondicionado. Una
      ventilación equilibrada, con entrada de aire por los sofitos y salida cerca de la cumbrera,
      mantiene la base más seca y más fresca. Los fabricantes de tejas también exigen una
      ventilación adecuada para dar la cobertura completa de la garantía.`,
    keywords: ['ático', 'ventilación', 'ventila', 'calor', 'humedad', 'caliente'],
  },
  {
    id: 49,
    category: 'Ventilation',
    question: 'Ventilas de cumbrera, ventilas de caja o extractores de ático: ¿cuál es mejor?',
    answer: prose`Para la mayoría de las casas, una ventila continua de cumbrera junto con una
      entrada de aire despejada en los sofitos es lo más eficaz y lo que menos goteras da. Mezclar
      tipos de salida, como una ventila de cumbrera con un extractor eléctrico o ventilas de
      hastial, puede cortar el flujo de aire. Calculamos la ventilación según su ático para que la
      entrada y la salida estén equilibradas.`,
    keywords: ['cumbrera', 'ventila', 'extractor', 'caja', 'turbina', 'sofito', 'salida'],
  },
  {
    id: 50,
    category: 'Ventilation',
    question: '¿Es buena idea el aislamiento de espuma en aerosol debajo de la base del techo?',
    answer: prose`Puede hacer el ático más fresco y más eficiente, pero tiene sus desventajas. La
      espuma aplicada por debajo de la base del techo esconde el clavado y las goteras, lo que puede
      complicar las inspecciones de mitigación de viento, las reparaciones futuras y algunas
      garantías de tejas. Hable con nosotros y con su agente de seguros antes de aplicar espuma a la
      base.`,
    keywords: ['espuma', 'aerosol', 'aislamiento', 'sellado', 'ático', 'base'],
  },

  // --- Reparación ---------------------------------------------------------------------------
  {
    id: 51,
    category: 'Repair',
    question: '¿Pueden reemplazar solo algunas tejas que faltan?',
    answer: prose`Sí. Las reparaciones pequeñas de tejas asfálticas son rutina, y buscamos el color
      y el estilo lo más parecidos posible. Si su modelo de teja ya no se fabrica, le mostramos la
      opción más parecida antes de empezar, y volvemos a sellar las tejas de alrededor para que la
      reparación aguante el viento.`,
    keywords: ['faltan', 'tejas', 'algunas', 'reemplazar', 'parche', 'reparación', 'voladas'],
  },
  {
    id: 52,
    category: 'Repair',
    question: '¿Cuánto cuesta una reparación típica de techo?',
    answer: prose`Las reparaciones pequeñas, como un sello de tubería, algunas tejas o volver a
      sellar un tapajuntas, a menudo cuestan unos cuantos cientos de dólares; las reparaciones más
      grandes que incluyen la base de madera, los valles o la capa impermeable de un techo de tejas
      cuestan más. La inspección es gratis y le damos un precio por escrito antes de empezar
      cualquier trabajo.`,
    keywords: ['reparación', 'costo', 'cuesta', 'precio', 'arreglar', 'pequeña', 'gotera'],
  },
  {
    id: 53,
    category: 'Repair',
    question: '¿Pueden arreglar una gotera alrededor de mi chimenea o tragaluz?',
    answer: prose`Sí. Estas goteras casi siempre vienen de tapajuntas que fallaron o de sellador
      reseco, no de la chimenea o el tragaluz en sí. La solución duradera es instalar tapajuntas
      escalonados y contratapajuntas nuevos o un kit de tapajuntas nuevo, no echarle más masilla.`,
    keywords: ['chimenea', 'tragaluz', 'gotera', 'tapajuntas', 'alrededor', 'sellar'],
  },
  {
    id: 54,
    category: 'Repair',
    question: '¿Pueden reparar un techo de tejas de concreto o barro?',
    answer: prose`Sí. Reemplazamos tejas de concreto y de barro agrietadas o corridas, volvemos a
      fijar las tejas sueltas de limatesa y de cumbrera, y reparamos la capa impermeable de abajo.
      Tenemos a mano una variedad de perfiles comunes, y para tejas viejas o que ya no se fabrican
      conseguimos piezas recuperadas que combinen.`,
    keywords: ['tejas', 'reparar', 'agrietadas', 'rotas', 'corridas', 'concreto', 'barro'],
  },

  // --- Legal --------------------------------------------------------------------------------
  {
    id: 55,
    category: 'Legal',
    question: '¿Necesito un permiso para trabajos en el techo?',
    answer: prose`El reemplazo de un techo en Florida siempre necesita un permiso de construcción, y
      muchas reparaciones también. Nosotros sacamos y cerramos el permiso de cada trabajo que
      hacemos, y usted recibe una copia. Un permiso cerrado importa para el seguro, para los
      créditos de mitigación de viento y para vender su casa.`,
    keywords: ['permiso', 'necesito', 'construcción', 'departamento', 'legal', 'requerido'],
  },
  {
    id: 56,
    category: 'Legal',
    question: '¿Cómo verifico que un techador tiene licencia?',
    answer: prose`Busque al contratista en el portal de licencias del DBPR de Florida: los
      contratistas de techos certificados a nivel estatal tienen números que empiezan con CCC. Pida
      también los certificados de seguro de responsabilidad civil y de compensación laboral
      (workers' compensation). Nuestro número de licencia es ${COMPANY.license}.`,
    keywords: ['licencia', 'licenciado', 'verificar', 'comprobar', 'contratista', 'asegurado'],
  },
  {
    id: 57,
    category: 'Legal',
    question: '¿Qué es un Aviso de Inicio (Notice of Commencement)?',
    answer: prose`Es un formulario que se registra en el condado antes de que empiecen la mayoría de
      los trabajos grandes, como parte de la Ley de Gravámenes de Construcción de Florida. Junto con
      las liberaciones de gravamen de los proveedores cuando usted paga, lo protege de tener que
      pagar dos veces si un contratista no les paga a quienes suministraron el trabajo. Lo
      preparamos con usted y le explicamos cada paso.`,
    keywords: ['aviso', 'inicio', 'gravamen', 'ley', 'liberación', 'formulario'],
  },
  {
    id: 58,
    category: 'Legal',
    question: '¿Un techador puede ofrecer pagar o perdonar mi deducible del seguro?',
    answer: prose`No. La ley de Florida prohíbe que los contratistas ofrezcan perdonar deducibles o
      den reembolsos o regalos para que usted presente un reclamo de seguro por el techo, y hacerlo
      también puede ser fraude de seguros. Tome cualquier oferta así como una señal de alerta.`,
    keywords: ['deducible', 'perdonar', 'pagar', 'ilegal', 'fraude', 'reembolso'],
  },

  // --- Componentes --------------------------------------------------------------------------
  {
    id: 59,
    category: 'Components',
    question: '¿Qué es una barrera secundaria contra el agua?',
    answer: prose`Es una segunda línea de defensa que mantiene la lluvia afuera si el viento se
      lleva la cubierta del techo: o bien cinta autoadhesiva sobre cada unión de la base, o bien una
      membrana autoadherida sobre toda la base. El código de Florida la exige cuando se reemplaza el
      techo de una casa, y le da crédito en su informe de mitigación de viento.`,
    keywords: ['secundaria', 'agua', 'barrera', 'cinta', 'membrana', 'autoadhesiva'],
  },
  {
    id: 60,
    category: 'Components',
    question: '¿Qué es la capa impermeable (underlayment) del techo?',
    answer: prose`La capa impermeable es la capa que va entre la base de madera y el material del
      techo. Las capas sintéticas y autoadheridas modernas resisten los desgarres y la humedad mucho
      mejor que el viejo papel de fieltro, y en los techos de tejas de concreto o barro la capa
      impermeable es la principal protección contra el agua.`,
    keywords: ['capa', 'impermeable', 'fieltro', 'sintética', 'underlayment', 'autoadherida'],
  },
  {
    id: 61,
    category: 'Components',
    question: '¿Qué son los tapajuntas y el borde de goteo?',
    answer: prose`Los tapajuntas (flashing) son piezas de metal que sellan las uniones donde el
      techo se junta con paredes, chimeneas, valles y perforaciones. El borde de goteo es la tira de
      metal a lo largo de los bordes del techo que dirige el agua hacia la canaleta y protege la
      fascia. Los dos se reemplazan con cada techo nuevo.`,
    keywords: ['tapajuntas', 'goteo', 'borde', 'metal', 'fascia', 'valle'],
  },

  // --- Servicios ----------------------------------------------------------------------------
  {
    id: 62,
    category: 'Services',
    question: '¿Qué servicios de techos ofrecen?',
    answer: prose`Hacemos techos residenciales (tejas asfálticas, tejas de concreto o barro, y
      metal), techos comerciales (TPO, EPDM y otros sistemas de techo plano), reparación de daños
      por tormenta y de goteras con servicio de emergencia 24/7, y limpieza e inspecciones de
      techos, incluidas con dron, con cámara térmica y con informes documentados. ¿No está seguro de
      cuál necesita? Llame al ${phone} y le indicamos el camino.`,
    keywords: ['servicios', 'ofrecen', 'residencial', 'comercial', 'reparación', 'inspección'],
  },
  {
    id: 63,
    category: 'Services',
    question: '¿En qué áreas trabajan?',
    answer: prose`Trabajamos en Jacksonville Beach, Neptune Beach, Atlantic Beach, Ponte Vedra Beach,
      St. Augustine, Fernandina Beach, el condado de St. Johns, Jacksonville, Gainesville y Orange
      Park. Escriba su código postal en el verificador de áreas de servicio de nuestra página
      principal, o llame al ${phone}.`,
    keywords: ['áreas', 'trabajan', 'zona', 'código postal', 'jacksonville', 'augustine', 'beach'],
  },
  {
    id: 64,
    category: 'Services',
    question: '¿Limpian techos?',
    answer: prose`Sí. Quitamos las manchas de algas, el musgo y el liquen con un lavado suave a baja
      presión que es seguro para tejas asfálticas, tejas de concreto o barro y metal, y protegemos
      sus plantas mientras trabajamos. Cada visita de limpieza incluye una revisión rápida del
      estado del techo para detectar problemas pequeños.`,
    keywords: ['limpiar', 'limpieza', 'algas', 'musgo', 'lavado', 'manchas'],
  },

  // --- Seguridad ----------------------------------------------------------------------------
  {
    id: 65,
    category: 'Safety',
    question: '¿Es seguro subirme al techo para revisar si hay daños?',
    answer: prose`Le recomendamos que no lo haga. Las caídas de escaleras y techos causan lesiones
      graves todos los años, y los techos mojados, dañados o de tejas son especialmente peligrosos.
      Revíselo desde el suelo con binoculares y déjenos el resto a nosotros; nuestras inspecciones
      son gratis.`,
    keywords: ['seguro', 'subir', 'escalera', 'caminar', 'techo', 'caída'],
  },
  {
    id: 66,
    category: 'Safety',
    question: '¿Cómo protegen a mi familia y mi propiedad durante el trabajo?',
    answer: prose`Nuestras cuadrillas usan protección contra caídas y siguen las reglas de OSHA,
      delimitan el área de trabajo, cubren las plantas y el área de la piscina, y pasan imanes todos
      los días para recoger clavos. Por favor mantenga a los niños y a las mascotas lejos del borde
      del techo mientras trabajamos.`,
    keywords: ['seguridad', 'familia', 'niños', 'mascotas', 'clavos', 'osha', 'proteger'],
  },
  {
    id: 67,
    category: 'Safety',
    question: '¿Qué debo evitar después de una tormenta?',
    answer: prose`Aléjese de los cables eléctricos caídos y de todo lo que los toque, incluidos los
      escombros mojados y las canaletas de metal. No se suba al techo ni use una motosierra en
      ramas apoyadas sobre la casa, y manténgase lejos de los techos interiores hundidos. Llámenos
      para una inspección segura y para colocar lonas de emergencia.`,
    keywords: ['tormenta', 'después', 'peligro', 'cables', 'eléctricos', 'evitar'],
  },

  // --- Diseño -------------------------------------------------------------------------------
  {
    id: 68,
    category: 'Design',
    question: '¿Qué color de techo es mejor para el calor de Florida?',
    answer: prose`Los colores claros, como blanco, gris claro y beige, reflejan más luz del sol y
      mantienen el ático más fresco, lo que ayuda cuando sus conductos de aire están allí arriba.
      Los productos clasificados por el Cool Roof Rating Council indican su reflectancia probada.
      Revise la lista de colores aprobados de su HOA antes de escoger.`,
    keywords: ['color', 'calor', 'claro', 'blanco', 'fresco', 'hoa'],
  },
  {
    id: 69,
    category: 'Design',
    question: '¿Puedo ver cómo se verá un techo nuevo en mi casa?',
    answer: prose`Sí. Llevamos muestras de tamaño real a su casa para que las juzgue con luz de día
      real, y podemos mostrarle fotos de techos terminados en su vecindario. Muchos fabricantes
      también ofrecen visualizadores en línea donde usted sube una foto de su casa.`,
    keywords: ['ver', 'diseño', 'muestras', 'visualizar', 'vista', 'estilo'],
  },

  // --- Solar --------------------------------------------------------------------------------
  {
    id: 70,
    category: 'Solar',
    question: '¿Debo reemplazar mi techo antes de instalar paneles solares?',
    answer: prose`Si a su techo le quedan menos de unos 10-15 años de vida, normalmente sí. Los
      paneles duran 25 años o más, y quitarlos y volver a instalarlos para un cambio de techo más
      adelante suele costar varios miles de dólares. Primero inspeccionamos el techo y le decimos
      con honestidad si va a durar más que los paneles.`,
    keywords: ['solar', 'paneles', 'reemplazar', 'antes', 'instalar', 'techo'],
  },
  {
    id: 71,
    category: 'Solar',
    question: '¿Los paneles solares harán que mi techo tenga goteras?',
    answer: prose`No, si los soportes tienen sus tapajuntas bien instalados y fijados a la
      estructura. Las goteras vienen de soportes sellados con masilla en lugar de tapajuntas o de
      tejas agrietadas. Los techos de metal de junta alzada evitan el problema por completo, porque
      los paneles se sujetan a las juntas sin ningún agujero.`,
    keywords: ['solar', 'gotera', 'paneles', 'soportes', 'perforación', 'tapajuntas'],
  },
  {
    id: 72,
    category: 'Solar',
    question: '¿Mi HOA puede impedirme instalar paneles solares?',
    answer: prose`No. La ley de Florida (sección 163.04 de los Estatutos de Florida) impide que las
      HOA y las restricciones de escritura prohíban los colectores solares. Una asociación puede
      indicar en qué parte del techo van, dentro de 45 grados al este o al oeste del sur exacto,
      siempre que eso no afecte el rendimiento del sistema.`,
    keywords: ['hoa', 'solar', 'paneles', 'asociación', 'permitido', 'ley'],
  },

  // --- Tiempo -------------------------------------------------------------------------------
  {
    id: 73,
    category: 'Timing',
    question: '¿Cuál es la mejor época para cambiar el techo en el norte de Florida?',
    answer: prose`Desde finales del otoño hasta la primavera es lo ideal: el tiempo es más seco, hay
      menos tormentas por la tarde y la espera es más corta que después de un huracán. Trate de
      terminar antes de que empiece la temporada de huracanes el 1 de junio. Dicho esto, instalamos
      todo el año, y un techo que está fallando no debe esperar la temporada perfecta.`,
    keywords: ['mejor', 'época', 'temporada', 'cuándo', 'calendario', 'año'],
  },
  {
    id: 74,
    category: 'Timing',
    question: '¿Qué tan pronto pueden empezar mi proyecto?',
    answer: prose`Le devolvemos la llamada dentro de ${PROMISES.contactWithinHours} horas después de
      su solicitud y le enviamos un estimado por escrito dentro de
      ${PROMISES.writtenEstimateWithinHours} horas después de la inspección. Una vez que usted
      firma, la mayoría de los trabajos empiezan en una a tres semanas, según el permiso, los
      materiales y el clima; después de una tormenta fuerte, la demanda puede alargar ese plazo.`,
    keywords: ['pronto', 'empezar', 'calendario', 'esperar', 'disponible', 'cuándo'],
  },
  {
    id: 75,
    category: 'Timing',
    question: '¿Cuánto tarda un permiso para techos?',
    answer: prose`Depende de la jurisdicción y de la época del año: desde unos pocos días hasta un
      par de semanas, y más después de tormentas fuertes. Presentamos las solicitudes rápidamente y
      lo mantenemos informado.`,
    keywords: ['permiso', 'tarda', 'aprobación', 'esperar', 'días', 'condado'],
  },

  // --- Ecológico ----------------------------------------------------------------------------
  {
    id: 76,
    category: 'Green',
    question: '¿Ofrecen opciones de techos ecológicos?',
    answer: prose`Sí. Los techos frescos de colores claros reducen la ganancia de calor, los techos
      de metal contienen material reciclado y se pueden reciclar al final de su larga vida, y las
      instalaciones preparadas para paneles solares facilitan agregarlos después. Muchas veces, el
      techo más ecológico es simplemente el que más dura.`,
    keywords: ['ecológico', 'verde', 'sostenible', 'ambiente', 'reciclado', 'medio ambiente'],
  },
  {
    id: 77,
    category: 'Green',
    question: '¿Qué pasa con los materiales de mi techo viejo?',
    answer: prose`Lo que se arranca va a un contenedor que nosotros nos llevamos. Los tapajuntas de
      metal y los techos de metal viejos van a reciclaje, y reciclamos otros materiales donde las
      instalaciones locales los aceptan. Su jardín queda limpio y repasado con imanes antes de que
      nos vayamos.`,
    keywords: ['viejo', 'materiales', 'desecho', 'reciclar', 'contenedor', 'escombros'],
  },

  // --- Problemas ----------------------------------------------------------------------------
  {
    id: 78,
    category: 'Problems',
    question: '¿Qué son las manchas negras en mi techo?',
    answer: prose`Casi siempre son un alga que viaja por el aire (Gloeocapsa magma), que prospera
      con la humedad de Florida y se alimenta del relleno de piedra caliza de las tejas asfálticas.
      Al principio es sobre todo estética, pero con los años retiene humedad. Un lavado suave la
      elimina, y las tiras de zinc o cobre y las tejas resistentes a las algas hacen que vuelva a
      crecer más despacio.`,
    keywords: ['negras', 'manchas', 'algas', 'rayas', 'oscuras', 'moho'],
  },
  {
    id: 79,
    category: 'Problems',
    question: '¿Por qué mis tejas asfálticas se están enroscando o tienen ampollas?',
    answer: prose`Las causas habituales son la edad, un ático recalentado por mala ventilación,
      humedad atrapada debajo del techo o un defecto de fábrica. Las tejas enroscadas agarran el
      viento y es probable que se desprendan en una tormenta, así que hágalas inspeccionar antes de
      la temporada de huracanes.`,
    keywords: ['enroscadas', 'ampollas', 'tejas', 'curvadas', 'burbujas', 'levantadas'],
  },
  {
    id: 80,
    category: 'Problems',
    question: 'Mi techo interior tiene manchas pero el techo se ve bien. ¿Qué más podría ser?',
    answer: prose`En Florida muchas veces no es el techo: los conductos y las unidades de aire
      acondicionado en áticos calientes sudan, las líneas de condensado se tapan y se desbordan, y
      a veces los extractores del baño sacan el aire hacia el ático. Las fugas de plomería de arriba
      también pueden aparecer en el techo interior. Nuestra inspección revisa el ático para que
      usted no pague una reparación de techo que no va a detener la gotera.`,
    keywords: ['techo interior', 'cielo raso', 'mancha', 'gotera', 'condensación', 'aire'],
  },
  {
    id: 81,
    category: 'Problems',
    question: '¿Qué son los clavos levantados (nail pops)?',
    answer: prose`Los clavos levantados aparecen cuando los clavos se salen de la base porque la
      madera se expande y se contrae, y levantan la teja que tienen encima. Pueden atravesarla y
      dejar entrar el agua, así que hay que volver a clavarlos o reemplazarlos y sellarlos antes de
      que se conviertan en goteras.`,
    keywords: ['clavo', 'levantados', 'clavos', 'salidos', 'bultos', 'sueltos'],
  },

  // --- Comercial ----------------------------------------------------------------------------
  {
    id: 82,
    category: 'Commercial',
    question: '¿Trabajan en edificios comerciales?',
    answer: prose`Sí. Instalamos, reparamos y damos mantenimiento a techos de oficinas, centros
      comerciales, almacenes, edificios médicos, escuelas y hoteles, incluidos TPO, EPDM, betún
      modificado, recubrimientos y metal. También organizamos programas de mantenimiento
      programado para administradores de propiedades.`,
    keywords: ['comercial', 'negocio', 'edificio', 'almacén', 'oficina', 'propiedad'],
  },
  {
    id: 83,
    category: 'Commercial',
    question: '¿Cuál es el mejor techo plano para un edificio comercial en Florida?',
    answer: prose`Las membranas blancas de una sola capa como el TPO son populares por su
      reflectividad y sus uniones soldadas con calor, el EPDM es duradero y económico, y los
      recubrimientos pueden darle años más a un techo existente en buen estado. La opción correcta
      depende de la base, el drenaje, el tránsito sobre el techo y el presupuesto, y comparamos las
      opciones después de una inspección con muestras del techo.`,
    keywords: ['plano', 'techo', 'tpo', 'epdm', 'membrana', 'comercial', 'recubrimiento'],
  },
  {
    id: 84,
    category: 'Commercial',
    question: '¿Mi negocio puede seguir abierto mientras trabajan?',
    answer: prose`En casi todos los casos, sí. Planificamos el acopio de materiales, las grúas y el
      trabajo ruidoso según su horario, mantenemos seguras las entradas y el estacionamiento, y
      podemos trabajar temprano en la mañana, en la noche o los fines de semana cuando haga falta.`,
    keywords: ['negocio', 'abierto', 'interrupción', 'horario', 'inquilinos', 'clientes'],
  },

  // --- Daños por tormenta -------------------------------------------------------------------
  {
    id: 85,
    category: 'Storm Damage',
    question: '¿Cómo sé si una tormenta dañó mi techo?',
    answer: prose`Desde el suelo, busque tejas que falten o estén levantadas, tejas rotas,
      tapajuntas doblados, metal abollado, granulado arrastrado a las canaletas y escombros sobre el
      techo. Adentro, revise los techos interiores y el ático por manchas nuevas. Algunos daños,
      como los sellos rotos entre tejas asfálticas, no se ven desde el suelo, así que vale la pena
      una inspección gratuita después de una tormenta con nombre.`,
    keywords: ['tormenta', 'daños', 'viento', 'revisar', 'huracán', 'señales'],
  },
  {
    id: 86,
    category: 'Storm Damage',
    question: 'Se cayó un árbol sobre mi techo. ¿Qué hago?',
    answer: prose`Saque a todos de los cuartos afectados y manténganse lejos de los techos
      interiores hundidos y de cualquier cable eléctrico. No intente quitar el árbol usted mismo.
      Llame a su aseguradora y llámenos al ${phone}: coordinamos la remoción del árbol, cubrimos la
      abertura con lona y documentamos los daños.`,
    keywords: ['árbol', 'cayó', 'caído', 'rama', 'tronco', 'hueco'],
  },
  {
    id: 87,
    category: 'Storm Damage',
    question: '¿Cómo evito las estafas de techadores que persiguen tormentas?',
    answer: prose`Tenga cuidado con las cuadrillas que tocan de puerta en puerta después de una
      tormenta. Verifique la licencia de Florida y el seguro, exija un contrato por escrito con una
      dirección local, nunca pague todo por adelantado, y aléjese de cualquiera que ofrezca cubrir
      su deducible o lo presione para firmar ese mismo día.`,
    keywords: ['estafa', 'tormenta', 'fraude', 'puerta', 'engaño', 'evitar'],
  },
  {
    id: 88,
    category: 'Storm Damage',
    question: '¿Los daños de un huracán pueden aparecer semanas después?',
    answer: prose`Sí. El viento fuerte puede romper las tiras de sellado entre las tejas asfálticas
      sin arrancarlas, y esas tejas sueltas fallan en la siguiente tormenta. Las filtraciones lentas
      pueden tardar semanas en manchar un techo interior. Como por lo general los reclamos nuevos se
      deben presentar dentro de un año desde la pérdida, pida una inspección poco después de
      cualquier huracán.`,
    keywords: ['huracán', 'después', 'ocultos', 'tardíos', 'daños', 'semanas'],
  },

  // --- Energía ------------------------------------------------------------------------------
  {
    id: 89,
    category: 'Energy',
    question: '¿Un techo nuevo puede bajar mi factura de luz?',
    answer: prose`Puede. Un techo reflectante de color claro, una ventilación equilibrada del ático y
      una barrera radiante juntos reducen el calor que llega a sus conductos y a la casa, y eso
      importa en Florida, donde la mayoría de las unidades de aire acondicionado están en el ático.
      El ahorro varía según la casa, así que nos enfocamos en las mejoras que más le rinden a la
      suya.`,
    keywords: ['energía', 'factura', 'luz', 'bajar', 'enfriamiento', 'eficiente', 'eléctrica'],
  },
  {
    id: 90,
    category: 'Energy',
    question: '¿Qué es una barrera radiante y vale la pena?',
    answer: prose`Una barrera radiante es una capa de lámina reflectante, a menudo laminada a la base
      de madera del techo, que reduce el calor que irradia hacia el ático. Con el clima de Florida
      puede bajar notablemente la temperatura del ático, y lo más fácil y barato es agregarla cuando
      se reemplaza el techo.`,
    keywords: ['radiante', 'barrera', 'lámina', 'ático', 'calor', 'aislamiento'],
  },

  // --- Especialidad -------------------------------------------------------------------------
  {
    id: 91,
    category: 'Specialty',
    question: '¿Trabajan en casas históricas de St. Augustine?',
    answer: prose`Sí. Las casas de los distritos históricos de St. Augustine a menudo necesitan la
      aprobación de la Junta de Revisión Arquitectónica Histórica de la ciudad antes de cambiar el
      material o el color del techo, y Fernandina Beach tiene un proceso parecido. Le ayudamos a
      preparar la solicitud e instalamos materiales que respetan el carácter de la casa y cumplen
      el código actual.`,
    keywords: ['histórica', 'augustine', 'distrito', 'antigua', 'revisión', 'fernandina'],
  },
  {
    id: 92,
    category: 'Specialty',
    question: '¿Instalan techos de metal de junta alzada (standing seam)?',
    answer: prose`Sí. Instalamos sistemas de junta alzada en aluminio y en acero con recubrimiento,
      con clips ocultos y remates aprobados en Florida, y escogemos aluminio cerca del mar. El metal
      también es el mejor techo para paneles solares, ya que los paneles se sujetan a las juntas sin
      perforaciones.`,
    keywords: ['junta', 'alzada', 'metal', 'instalar', 'aluminio', 'paneles'],
  },

  // --- Drenaje ------------------------------------------------------------------------------
  {
    id: 93,
    category: 'Drainage',
    question: '¿Por qué se empoza el agua en mi techo plano?',
    answer: prose`El agua empozada viene de bases hundidas, desagües o imbornales tapados, o de
      aislamiento que se ha comprimido. El agua que se queda más de unas 48 horas después de la
      lluvia acelera el envejecimiento de la membrana y encuentra cualquier unión débil. Un
      aislamiento con pendiente, desagües adicionales o desviadores de agua (crickets) normalmente
      lo resuelven.`,
    keywords: ['empozada', 'agua', 'plano', 'estancada', 'desagüe', 'charcos'],
  },
  {
    id: 94,
    category: 'Drainage',
    question: '¿Hacia dónde deben drenar mis bajantes?',
    answer: prose`Por lo menos a 4-6 pies de los cimientos, sobre un bloque de salpicadura, una
      extensión o un drenaje subterráneo con pendiente hacia afuera de la casa. En el suelo arenoso
      de la costa, el agua concentrada cerca de la losa puede causar erosión y asentamiento, y el
      agua que se junta junto a las puertas invita a las filtraciones.`,
    keywords: ['bajantes', 'drenar', 'agua', 'cimientos', 'escurrimiento', 'erosión'],
  },

  // --- Decorativo ---------------------------------------------------------------------------
  {
    id: 95,
    category: 'Decorative',
    question: '¿Puedo tener el aspecto de las tejas de barro sin el peso?',
    answer: prose`Sí. El acero con recubrimiento de piedra y los paneles de metal formados con
      perfiles de teja de barril o de tablilla de madera dan un aspecto mediterráneo con una
      fracción del peso de las tejas, y con buen desempeño ante el viento. Son una buena opción
      cuando la estructura no puede cargar tejas o la HOA exige que el techo parezca de tejas.`,
    keywords: ['tejas', 'aspecto', 'liviano', 'piedra', 'recubierto', 'barril', 'estilo'],
  },
  {
    id: 96,
    category: 'Decorative',
    question: '¿Instalan detalles decorativos como cobre o cúpulas?',
    answer: prose`Sí. Instalamos techos decorativos de cobre o de metal pintado sobre ventanas
      salientes y porches, cúpulas, remates de cumbrera decorativos y molduras a la medida. Los
      detalles decorativos llevan tapajuntas y se fijan con las mismas normas de viento que el techo
      principal.`,
    keywords: ['decorativo', 'cobre', 'cúpula', 'detalle', 'moldura', 'medida'],
  },

  // --- Normas -------------------------------------------------------------------------------
  {
    id: 97,
    category: 'Standards',
    question: '¿El norte de Florida está en la Zona de Huracanes de Alta Velocidad?',
    answer: prose`No. La Zona de Huracanes de Alta Velocidad (HVHZ) solo aplica a los condados de
      Miami-Dade y Broward. Los techos del noreste de Florida se diseñan según los mapas de viento
      del Código de Construcción de Florida para su ubicación, y las casas cerca de la costa pueden
      estar en la región de escombros arrastrados por el viento, con requisitos más estrictos.
      Verificamos los requisitos de su dirección en cada permiso.`,
    keywords: ['hvhz', 'velocidad', 'huracanes', 'zona', 'viento', 'código', 'norte'],
  },
  {
    id: 98,
    category: 'Standards',
    question: '¿Qué significa la Aprobación de Productos de Florida?',
    answer: prose`Los productos para techos que se usan en Florida deben tener una Aprobación de
      Productos de Florida (Florida Product Approval) o una aprobación local que muestre que fueron
      evaluados según los requisitos de viento y agua del estado. La aprobación también indica cómo
      se deben instalar. Los inspectores de construcción comparan los números de aprobación con lo
      que hay en su techo.`,
    keywords: ['producto', 'aprobación', 'florida', 'aprobado', 'probado', 'norma'],
  },

  // --- Tecnología ---------------------------------------------------------------------------
  {
    id: 99,
    category: 'Technology',
    question: '¿Usan drones y cámaras térmicas para las inspecciones?',
    answer: prose`Sí. Los drones fotografían techos muy inclinados, altos o de tejas frágiles sin
      que nadie camine sobre ellos, y las cámaras térmicas pueden revelar humedad atrapada debajo de
      la superficie del techo que todavía no se ve. Las inspecciones con dron empiezan en $250 y las
      de cámara térmica en $300; nuestra inspección estándar para decidir entre reparar o
      reemplazar es gratis.`,
    keywords: ['dron', 'térmica', 'cámara', 'infrarrojo', 'tecnología', 'inspección'],
  },

  // --- Servicio y accesorios ----------------------------------------------------------------
  {
    id: 100,
    category: 'Service',
    question: '¿Qué tan rápido me contactan después de pedir una inspección?',
    answer: prose`Le devolvemos la llamada dentro de ${PROMISES.contactWithinHours} horas para
      confirmar una hora, un inspector certificado hace la visita, y usted recibe un estimado por
      escrito dentro de ${PROMISES.writtenEstimateWithinHours} horas después de la visita. No hay
      ningún compromiso. Puede seguir su estimado en línea con su número de estimado, y los
      estimados son válidos por ${PROMISES.estimateValidityDays} días.`,
    keywords: [
      'contacto',
      'llamada',
      'respuesta',
      'devolver',
      'inspección',
      'solicitud',
      'estimado',
    ],
  },
];
