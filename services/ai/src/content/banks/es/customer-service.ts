import { COMPANY, PROMISES } from '@roofing/contracts';
import type { SpanishBankQuestion } from '../../question-banks.ts';

/** Servicio al cliente, en español: the same questions and order as ../customer-service.ts. */
export const customerServiceQuestionsEs: readonly SpanishBankQuestion[] = [
  {
    question:
      'Un propietario llama durante una tormenta eléctrica: le está goteando agua por una lámpara del techo. ¿Qué hace usted primero?',
    options: [
      'Programar un estimado gratis para la semana que viene',
      'Decirle que deje apagado el breaker de ese circuito, que mueva sus objetos de valor y recoja el agua, y programar a la cuadrilla de lonas de emergencia para cuando pasen los rayos',
      'Mandar a un techador al techo de inmediato',
      'Decirle que es un asunto del seguro y colgar',
    ],
    explanation: `Primero la seguridad (agua cerca de cables eléctricos) y después limitar el daño. Prometemos respuesta de emergencia en ${PROMISES.emergencyResponse}, pero nadie se sube a un techo con rayos.`,
  },
  {
    question:
      'Un propietario pregunta si su seguro le va a pagar un techo nuevo. La respuesta correcta es:',
    options: [
      '"Sí, el daño por granizo siempre está cubierto."',
      '"Podemos perdonarle el deducible para que no le cueste nada."',
      '"Vamos a documentar el daño con fotos y podemos reunirnos con su ajustador, pero solo su aseguradora decide la cobertura."',
      '"El seguro nunca cubre techos en Florida."',
    ],
    explanation:
      'La ley de Florida (s. 489.147) prohíbe a los contratistas de techos interpretar la cobertura de la póliza u ofrecer perdonar o pagar el deducible. Nosotros documentamos; la aseguradora decide.',
  },
  {
    question:
      'Un cliente encuentra clavos de techo en la entrada de su casa la mañana después de quitar el techo viejo. Usted:',
    options: [
      'Se disculpa, manda a la cuadrilla con el imán de ruedas ese mismo día y ofrece revisar las llantas de los carros de la familia',
      'Le explica que los clavos son normales en un trabajo de techos',
      'Le dice que los barra él mismo',
      'Espera a la limpieza final al terminar el trabajo',
    ],
    explanation:
      'En nuestras obras, cada día de trabajo termina con una pasada del imán. Reconocer la falla y corregirla el mismo día mantiene la confianza del cliente.',
  },
  {
    question:
      'En la obra, el propietario le pregunta a un miembro de la cuadrilla cuánto costaría poner canaletas nuevas. El trabajador debe:',
    options: [
      'Adivinar un precio para ayudar',
      'Decir que no es su trabajo',
      'Decirle lo que pagó el último cliente',
      'Anotar el pedido y pasárselo al gerente del proyecto, quien le dará seguimiento con un precio por escrito',
    ],
    explanation:
      'Los precios y los cambios los da la oficina por escrito, para que lo que el cliente escucha coincida con lo que se factura.',
  },
  {
    question:
      'Un cliente regresa 45 días después de recibir un estimado y quiere ese precio. Usted:',
    options: [
      'Se niega a trabajar con él',
      `Le explica que los estimados son válidos por ${PROMISES.estimateValidityDays} días porque los precios de los materiales cambian, y le ofrece un estimado actualizado de inmediato`,
      'Lo respeta sin revisar',
      'Le suma un 20% por si acaso',
    ],
    explanation: `Nuestros estimados valen por ${PROMISES.estimateValidityDays} días; uno actualizado se hace rápido y protege a las dos partes.`,
  },
  {
    question:
      'La lluvia y los rayos atrasan dos días el comienzo programado de un techo. La mejor forma de tratar al cliente es:',
    options: [
      'Llegar cuando mejore el tiempo sin llamar',
      'Esperar a que el cliente llame y pregunte',
      'Llamar antes de la hora de inicio original, explicar la regla del clima y dar la nueva fecha',
      'Empezar de todos modos y parar si empeora',
    ],
    explanation:
      'Los clientes perdonan los atrasos por el clima; lo que no perdonan es el silencio. Llame primero, con una nueva fecha.',
  },
  {
    question:
      'Un cliente molesto llama por una gotera después de una reparación. ¿Cuál es el mejor primer paso?',
    options: [
      'Explicarle por qué probablemente no es culpa nuestra',
      'Pasarlo al buzón de voz',
      'Ofrecerle un descuento en el próximo trabajo',
      'Escucharlo sin interrumpir, reconocer el problema y fijar una hora concreta para una inspección',
    ],
    explanation:
      'Escuchar, reconocer, resolver, dar seguimiento. Una inspección rápida encuentra la causa; la garantía de mano de obra cubre nuestros errores.',
  },
  {
    question:
      'Al terminar el trabajo, un propietario ofrece pagarle a la cuadrilla el saldo en efectivo. La cuadrilla debe:',
    options: [
      'Aceptarlo y dárselo al capataz',
      'Decir que no con cortesía y explicar que los pagos se hacen a la oficina, que entrega un recibo',
      'Aceptarlo si lo cuentan dos veces',
      'Recibir la mitad ahora y la mitad después',
    ],
    explanation: `Los pagos se hacen directamente a ${COMPANY.legalName}, con cheque, tarjeta o transferencia bancaria, con recibo y renuncia de gravamen (lien waiver), nunca a los miembros de la cuadrilla.`,
  },
  {
    question:
      'A mitad del trabajo, el propietario decide cambiar el color de las tejas. Antes de que la cuadrilla cambie algo:',
    options: [
      'El propietario firma una orden de cambio por escrito con cualquier cambio de precio o de calendario',
      'La cuadrilla simplemente cambia los paquetes',
      'El capataz lo aprueba de palabra',
      'Nada; los cambios de color son gratis',
    ],
    explanation:
      'El contrato exige órdenes de cambio firmadas; es posible que el material ya entregado no se pueda devolver.',
  },
  {
    question:
      'Un cliente deja en internet una reseña de una estrella que en parte no es cierta. ¿Cómo respondemos?',
    options: [
      'Publicar su dirección y su factura para demostrar que se equivoca',
      'Ignorarla',
      'Responder en pocas palabras y con cortesía, sin datos privados, e invitarlo a llamar a la oficina para arreglarlo',
      'Pedirles a amigos que publiquen reseñas de cinco estrellas',
    ],
    explanation:
      'Una respuesta pública y tranquila les muestra a los futuros clientes cómo tratamos los problemas; los detalles se manejan en privado.',
  },
  {
    question:
      '¿En cuánto tiempo prometemos responder a una nueva solicitud de cotización o a un mensaje?',
    options: [
      `En ${PROMISES.contactWithinHours} horas`,
      'En una semana',
      'Solo cuando haya un vendedor libre',
      'En 30 días',
    ],
    explanation: `Prometemos comunicarnos en ${PROMISES.contactWithinHours} horas y entregar un estimado por escrito dentro de las ${PROMISES.writtenEstimateWithinHours} horas después de la visita.`,
  },
  {
    question:
      'Un propietario de edad avanzada parece indeciso sobre firmar el contrato hoy. Usted:',
    options: [
      'Le dice que mañana sube el precio',
      'Le explica su derecho a cancelar en 3 días y le sugiere revisarlo con su familia; sin presión para firmar hoy',
      'Le pide que firme ahora y le explica después',
      'Se va sin decir nada',
    ],
    explanation:
      'La ley de ventas a domicilio de Florida (s. 501.021–501.055) da 3 días hábiles para cancelar; presionar a una persona mayor está mal y nos cuesta recomendaciones.',
  },
  {
    question: 'Un veterano pregunta por descuentos. ¿Qué le puede decir?',
    options: [
      'No ofrecemos descuentos',
      'Solo si paga en efectivo',
      'Solo para trabajos comerciales',
      `Descontamos el ${COMPANY.discounts.veterans}% a veteranos y militares en servicio activo, anotado en el estimado`,
    ],
    explanation: `Los veteranos y militares en servicio activo tienen un ${COMPANY.discounts.veterans}% de descuento y las personas mayores de 65 años un ${COMPANY.discounts.seniors}%; los dos aparecen como líneas en el estimado.`,
  },
  {
    question:
      'Antes de que llegue la cuadrilla a quitar el techo viejo, ¿qué se le debe decir al cliente?',
    options: [
      'Nada; es una sorpresa',
      'Solo el precio',
      'La hora de llegada, que saque los carros de la entrada, que quite los cuadros de las paredes cerca del techo y que tenga las mascotas adentro',
      'Que tiene que salir de la casa por una semana',
    ],
    explanation:
      'La vibración al quitar el techo puede tumbar objetos de las paredes y el contenedor necesita la entrada de autos; un buen aviso previene daños.',
  },
  {
    question: 'Un propietario pregunta qué cubre la garantía de mano de obra. Usted le dice:',
    options: [
      'Todo, para siempre',
      'Las goteras y fallas causadas por nuestra instalación, por los años que indica el certificado, aparte de la garantía de materiales del fabricante',
      'Solo las tejas',
      'Nada después del pago final',
    ],
    explanation:
      'Nuestro certificado cubre la mano de obra; el fabricante cubre los defectos del material. El daño por tormentas con vientos más fuertes que los del código es un asunto del seguro.',
  },
];
