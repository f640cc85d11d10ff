import type { SpanishBankQuestion } from '../../question-banks.ts';

/**
 * Situaciones de integridad, actitud y trabajo en equipo, en español: the same scenarios and
 * order as ../personality.ts (the preferred answer is the English scenario's).
 */
export const personalityQuestionsEs: readonly SpanishBankQuestion[] = [
  {
    question:
      'Ve a un compañero trabajando cerca del alero de un techo empinado sin estar amarrado. Usted:',
    options: [
      'No se mete; él tiene más experiencia',
      'Le dice que se amarre ya y que pare hasta que lo haga, y después le avisa al líder de la cuadrilla',
      'Le toma una foto para enseñársela al jefe más tarde',
      'Espera a la hora del almuerzo para decírselo',
    ],
    explanation:
      'Todos tienen autoridad para detener el trabajo. Una caída pasa en segundos; hablar de inmediato es la única respuesta.',
  },
  {
    question: 'Mientras carga paquetes de tejas, tumba y rompe una maceta del propietario. Usted:',
    options: [
      'La limpia y no dice nada',
      'Le echa la culpa al viento',
      'Se lo dice enseguida al propietario y al líder de su cuadrilla y ofrece reponerla',
      'Esconde los pedazos en el contenedor',
    ],
    explanation:
      'Ser honestos con los daños pequeños es lo que hace que los clientes nos confíen sus casas.',
  },
  {
    question:
      'El trabajo va atrasado y su capataz propone no poner la membrana contra hielo y agua (ice-and-water) en un valle. Usted:',
    options: [
      'No la pone; él es el jefe',
      'No la pone, pero lo anota',
      'Renuncia en ese momento',
      'Dice que hay que ponerla según el código y el contrato, y llama al gerente del proyecto si él insiste',
    ],
    explanation:
      'Los atajos escondidos debajo de las tejas se convierten en goteras con nuestro nombre. Dígalo con respeto y súbalo a un superior si hace falta.',
  },
  {
    question:
      'Al quitar el techo viejo, encuentra un sobre con dinero en efectivo en el ático encima del garaje. Usted:',
    options: [
      'Se lo entrega al líder de su cuadrilla y se asegura de que le llegue al propietario, con un testigo',
      'Lo reparte con la cuadrilla',
      'Lo deja donde estaba y no dice nada',
      'Se lo queda; el que lo encuentra se lo queda',
    ],
    explanation:
      'Las cosas del cliente son del cliente. Entregarlas delante de un testigo lo protege a usted tanto como a ellos.',
  },
  {
    question: 'Va a llegar 30 minutos tarde a un trabajo que empieza a las 7 AM. Usted:',
    options: [
      'Llega y no dice nada',
      'Llama o le manda un texto al líder de su cuadrilla antes de las 7 AM con su hora de llegada',
      'Falta ese día',
      'Le pide a un compañero que le avise al jefe más tarde',
    ],
    explanation:
      'La cuadrilla organiza el día según quién está; un aviso les permite ajustar el montaje y el plan de escaleras.',
  },
  {
    question: 'Un ayudante nuevo no da abasto para subir las tejas por la escalera. Usted:',
    options: [
      'Se ríe de él con los demás',
      'Le dice al líder de la cuadrilla que lo despidan',
      'Le enseña la forma más segura de cargar y subir el material con el elevador, y trabaja con él hasta que aprenda',
      'No le hace caso; todos aprenden tarde o temprano',
    ],
    explanation:
      'Las buenas cuadrillas enseñan; un trabajador nuevo con dificultades en una escalera también es un riesgo para todos los que están abajo.',
  },
  {
    question: 'Un compañero le pide que marque su entrada porque va a llegar tarde. Usted:',
    options: [
      'Lo hace una vez como favor',
      'Lo hace si él le paga',
      'Lo hace pero no le dice a nadie',
      'Le dice que no y que llame al líder de la cuadrilla',
    ],
    explanation:
      'Falsificar los registros de horas es deshonesto y es motivo de despido para los dos.',
  },
  {
    question:
      'Se da cuenta de que una sección que clavó esta mañana quedó clavada por encima de la línea de clavado. Usted:',
    options: [
      'Le avisa al líder de la cuadrilla y vuelve a clavar o cambia esa sección antes de seguir',
      'Espera que nunca haya viento fuerte',
      'La esconde debajo de la siguiente hilada',
      'Le echa la culpa a la clavadora',
    ],
    explanation:
      'Reconocer un error cuando todavía es barato arreglarlo es lo que significa calidad; si no, el próximo huracán lo va a encontrar.',
  },
  {
    question:
      'En un día de calor, el propietario le ofrece cervezas frías a la cuadrilla a la hora del almuerzo. Usted:',
    options: [
      'Acepta una; es solo una',
      'Le da las gracias y dice que no; nada de alcohol en el trabajo. Si le ofrece algo, pida agua',
      'Las guarda para el camino a casa',
      'Acepta para toda la cuadrilla',
    ],
    explanation:
      'El alcohol y los techos no se mezclan, y el calor lo empeora. Un "no, gracias" amable deja contento al cliente y a salvo a la cuadrilla.',
  },
  {
    question:
      'Hace 96°F, la cuadrilla va atrasada y usted empieza a sentirse mareado y con náuseas. Usted:',
    options: [
      'Aguanta hasta terminar el trabajo',
      'Se toma una bebida energética y sigue',
      'Le avisa al líder de su cuadrilla, se va a la sombra y toma agua de inmediato',
      'Se sienta en la camioneta con el motor apagado sin decirle a nadie',
    ],
    explanation:
      'El mareo y las náuseas son señales de agotamiento por calor, que puede convertirse rápido en golpe de calor. Avise y refrésquese.',
  },
  {
    question:
      'El líder de su cuadrilla le hace una crítica directa sobre cómo puso los tapajuntas. Usted:',
    options: [
      'Discute con él delante de la cuadrilla',
      'Deja de hablarle',
      'Se queja con el cliente',
      'Escucha, pregunta cómo debe quedar y lo corrige',
    ],
    explanation: 'Aceptar bien las críticas es como un techador llega a ser instalador principal.',
  },
  {
    question: 'Termina su parte del trabajo una hora antes. Usted:',
    options: [
      'Le pregunta al líder de la cuadrilla qué sigue, ayuda a los demás o empieza la limpieza y la pasada del imán',
      'Se sienta en la camioneta',
      'Se va temprano sin decir nada',
      'Se pone a mirar el celular en el techo',
    ],
    explanation:
      'Las cuadrillas terminan juntas. Limpiar de más nunca es tiempo perdido en la propiedad de un cliente.',
  },
  {
    question: 'Se oyen truenos a lo lejos y su capataz no ha mandado bajar a la cuadrilla. Usted:',
    options: [
      'Sigue trabajando; está lejos',
      'Le recuerda la regla de los rayos y baja; el trabajo sigue 30 minutos después del último trueno',
      'Espera a que empiece a llover',
      'Termina la hilada y después decide',
    ],
    explanation:
      'Si puede oír el trueno, el rayo lo puede alcanzar. Nuestra regla: bajarse del techo y volver 30 minutos después del último trueno.',
  },
  {
    question:
      'En el almuerzo, un compañero hace bromas sobre cosas que vio dentro de la casa del cliente. Usted:',
    options: [
      'Se une a la broma; el cliente no va a oír',
      'Lo publica en internet',
      'Cambia el tema y le recuerda que lo que vemos en las casas de los clientes es privado',
      'Se lo cuenta a los vecinos',
    ],
    explanation:
      'Los clientes nos dejan entrar a su propiedad; respetar su privacidad es parte del trabajo.',
  },
  {
    question: 'No está de acuerdo con un compañero sobre cómo trazar un valle. Usted:',
    options: [
      'Vuelve a hacer su trabajo cuando él no está mirando',
      'Lo hace a su manera sin decir nada',
      'Discute a gritos en el techo',
      'Lo habla con calma y, si siguen sin ponerse de acuerdo, le pide al líder de la cuadrilla que decida',
    ],
    explanation:
      'Los desacuerdos se resuelven hablando y con las instrucciones del fabricante, no deshaciendo a escondidas el trabajo de otro.',
  },
  {
    question:
      'Ve una clavadora y un paquete de tejas justo en el borde del techo, encima del paso peatonal. Usted:',
    options: [
      'Los aleja del borde o los asegura de inmediato',
      'Los deja; otro los puso ahí',
      'Los tira de una patada para que no estorben',
      'Pone un letrero más tarde',
    ],
    explanation:
      'Las lesiones por herramientas que caen se evitan en segundos; el que lo ve, lo arregla.',
  },
];
