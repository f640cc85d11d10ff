import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** A building-department inspection result, told to the homeowner. */
export const inspectionRecordedMessages = defineCatalogue(
  'emails.inspection-recorded',
  {
    'name.dry-in': 'dry-in inspection',
    'name.final': 'final inspection',
    /** An inspection of another kind, by the name staff gave it. */
    'name.other': '{label}',
    subjectFinalPassed: 'Your new roof passed its final inspection ({estimateNumber})',
    subjectPassed: 'Your roof passed its {name} ({estimateNumber})',
    subjectFailed: "Your roof's {name} needs a correction ({estimateNumber})",
    previewPassed: 'Your roof passed its {name}.',
    previewFailed:
      'The {name} needs a correction: here is what the inspector asked for and what we do next.',
    reason:
      'You receive this e-mail because {company} is building your roofing project ({estimateNumber}) under a permit, and an inspection result was recorded.',
    inspection: 'Inspection',
    result: 'Result',
    passed: 'Passed',
    correction: 'Correction needed',
    inspectedOn: 'Inspected on',
    inspector: 'Inspector',
    department: 'Building department',
    permitNumber: 'Permit number',
    nextTitle: 'What happens next',
    dryInPassed:
      'Your roof passed its dry-in inspection. The inspector checked the roof deck, its nailing and the new underlayment against the Florida Building Code before anything covers them.',
    dryInStepCovering: 'The crew installs the finished roof covering, flashings and vents.',
    dryInStepFinal:
      'When the roof is done, the inspector comes back for the final inspection. We e-mail you the result.',
    finalPassed:
      'Your new roof passed its final inspection: the building department has signed off on the work under the permit.',
    finalRecords:
      'Keep this e-mail with your home records. Insurers often ask for proof of a permitted, inspected roof, and a new roof built to the current code may lower your windstorm premium: ask your insurance agent whether a wind mitigation inspection (form OIR-B1-1802) is worth having done.',
    finalStepWalk:
      'We walk the job with you, if you would like, and make sure the yard is clear of nails and debris.',
    finalStepWarranty:
      'We send your warranty details and anything still due on the project to your client portal.',
    otherPassed:
      'The {name} passed. We carry on with the work and e-mail you after the next inspection.',
    failed:
      'The inspector asked for a correction before passing the {name}. This is a normal part of building under a permit, and fixing what the inspector asked for is our responsibility as your contractor.',
    askedTitle: 'What the inspector asked for',
    failedStepFix:
      'Our crew makes the correction, usually within a few working days, weather permitting.',
    failedStepBook: 'We book the re-inspection with {jurisdiction} and let you know the day.',
    failedStepResult: 'We e-mail you the result of the re-inspection.',
    nothingToDo:
      'You do not need to do anything. If you have questions about the correction, call us and we will walk you through it.',
    action: 'See your permit and inspections',
    questions: 'Questions? Call us at {phone} and mention the estimate number.',
  },
  {
    'name.dry-in': 'inspección de sellado (dry-in)',
    'name.final': 'inspección final',
    'name.other': 'inspección «{label}»',
    subjectFinalPassed: 'Su techo nuevo aprobó la inspección final ({estimateNumber})',
    subjectPassed: 'Su techo aprobó la {name} ({estimateNumber})',
    subjectFailed: 'La {name} de su techo requiere una corrección ({estimateNumber})',
    previewPassed: 'Su techo aprobó la {name}.',
    previewFailed:
      'La {name} requiere una corrección: aquí le explicamos lo que pidió el inspector y lo que haremos.',
    reason:
      'Usted recibe este correo porque {company} está construyendo su proyecto de techo ({estimateNumber}) con permiso, y se registró el resultado de una inspección.',
    inspection: 'Inspección',
    result: 'Resultado',
    passed: 'Aprobada',
    correction: 'Requiere corrección',
    inspectedOn: 'Fecha de la inspección',
    inspector: 'Inspector',
    department: 'Departamento de construcción',
    permitNumber: 'Número de permiso',
    nextTitle: 'Los próximos pasos',
    dryInPassed:
      'Su techo aprobó la inspección de sellado (dry-in). El inspector revisó la plataforma del techo, su clavado y la nueva capa base según el Código de Construcción de Florida antes de que se cubran.',
    dryInStepCovering:
      'La cuadrilla instala la cubierta final del techo, los tapajuntas y los respiraderos.',
    dryInStepFinal:
      'Cuando el techo está terminado, el inspector vuelve para la inspección final. Le enviamos el resultado por correo electrónico.',
    finalPassed:
      'Su techo nuevo aprobó la inspección final: el departamento de construcción aprobó el trabajo realizado bajo el permiso.',
    finalRecords:
      'Guarde este correo con los documentos de su casa. Las aseguradoras suelen pedir prueba de un techo con permiso e inspeccionado, y un techo nuevo construido según el código actual puede bajar su prima por tormentas de viento: pregúntele a su agente de seguros si le conviene hacer una inspección de mitigación de viento (formulario OIR-B1-1802).',
    finalStepWalk:
      'Si lo desea, recorremos el trabajo con usted y nos aseguramos de que el jardín quede libre de clavos y escombros.',
    finalStepWarranty:
      'Enviamos a su portal del cliente los detalles de su garantía y lo que quede pendiente de pago del proyecto.',
    otherPassed:
      'La {name} fue aprobada. Seguimos con el trabajo y le escribimos después de la próxima inspección.',
    failed:
      'El inspector pidió una corrección antes de aprobar la {name}. Esto es algo normal al construir con permiso, y corregir lo que pidió el inspector es nuestra responsabilidad como su contratista.',
    askedTitle: 'Lo que pidió el inspector',
    failedStepFix:
      'Nuestra cuadrilla hace la corrección, por lo general en pocos días hábiles, si el clima lo permite.',
    failedStepBook: 'Programamos la reinspección con {jurisdiction} y le avisamos el día.',
    failedStepResult: 'Le enviamos por correo electrónico el resultado de la reinspección.',
    nothingToDo:
      'Usted no tiene que hacer nada. Si tiene preguntas sobre la corrección, llámenos y se la explicamos paso a paso.',
    action: 'Vea su permiso e inspecciones',
    questions: '¿Preguntas? Llámenos al {phone} y mencione el número de estimado.',
  },
);

export const inspectionRecordedT = (locale: Locale) =>
  translator(inspectionRecordedMessages, locale);
