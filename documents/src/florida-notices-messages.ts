import {
  EMERGENCY_CANCELLATION_NOTICE,
  INSURANCE_CLAIM_DISCLOSURES,
  INSURANCE_DISCLOSURE_CITATION,
} from '@roofing/contracts';
import { defineCatalogue } from '@roofing/contracts/i18n';

/**
 * The Florida notices in the customer's language (issue 24). The English entries ARE the
 * statutes' words (the constants of florida-notices.tsx and contracts' florida-insurance.ts);
 * the Spanish entries are careful translations of them, printed in a Spanish customer's reading
 * copy and, where the law asks for the language of the sale (the FTC Cooling-Off Rule, 16 CFR
 * 429.1), beside the English original. A translation never replaces the statutory English
 * wording: docs/florida-rules.md, "Spanish documents".
 */
export const FLORIDA_NOTICE_MESSAGES = defineCatalogue(
  'documents.florida-notices',
  {
    rightToCancelHeading: "BUYER'S RIGHT TO CANCEL",
    rightToCancelCite: '(Florida Statutes ss. 501.021–501.055)',
    rightToCancel:
      'This is a home solicitation sale, and if you do not want the goods or services, you may cancel this agreement by providing written notice to the seller in person, by telegram, or by mail. This notice must indicate that you do not want the goods or services and must be delivered or postmarked before midnight of the third business day after you sign this agreement. If you cancel this agreement, the seller may not keep all or part of any cash down payment.',
    rightToCancelWhere:
      'Written notice of cancellation goes to {legalName}, {address}, or {email}. Any payment is refunded within 10 days of the cancellation.',
    recoveryFundHeading: "FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND",
    recoveryFundCite: '(Florida Statutes s. 489.1425)',
    recoveryFund:
      "PAYMENT, UP TO A LIMITED AMOUNT, MAY BE AVAILABLE FROM THE FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND IF YOU LOSE MONEY ON A PROJECT PERFORMED UNDER CONTRACT, WHERE THE LOSS RESULTS FROM SPECIFIED VIOLATIONS OF FLORIDA LAW BY A STATE-LICENSED CONTRACTOR. FOR INFORMATION ABOUT THE RECOVERY FUND AND FILING A CLAIM, CONTACT THE FLORIDA CONSTRUCTION INDUSTRY LICENSING BOARD AT THE FOLLOWING TELEPHONE NUMBER AND ADDRESS:",
    cilbContact:
      'Florida Construction Industry Licensing Board, 2601 Blair Stone Road, Tallahassee, FL 32399-1039 · 850.487.1395',
    chapter558Heading: 'CONSTRUCTION DEFECT CLAIMS',
    chapter558Cite: '(Florida Statutes s. 558.005)',
    chapter558:
      'ANY CLAIMS FOR CONSTRUCTION DEFECTS ARE SUBJECT TO THE NOTICE AND CURE PROVISIONS OF CHAPTER 558, FLORIDA STATUTES.',
    cancellationHeading: 'NOTICE OF CANCELLATION',
    cancellationHow:
      'To cancel, sign and date this form and deliver it, or mail it postmarked, to {legalName}, {address}, before midnight of the third business day after you signed the agreement. You may also use any other written notice.',
    cancellationEmergency:
      'Because this contract was entered into during a declaration of a state of emergency by the Governor, you may also cancel it within {days} days after you signed it or by the official start date, whichever comes first (s. 489.147(6)), by sending this form or other written notice by certified mail, return receipt requested, or another form of mailing that provides proof of mailing, to the address above. You may also cancel from your project portal until the last day shown there.',
    cancellationStatement: 'I hereby cancel this agreement.',
    buyerSignature: "Buyer's signature:",
    date: 'Date:',
    lienLawHeading: "NOTICE REQUIRED BY FLORIDA'S CONSTRUCTION LIEN LAW",
    lienLawCite: '(Florida Statutes s. 713.015)',
    lienLaw:
      'ACCORDING TO FLORIDA\'S CONSTRUCTION LIEN LAW (SECTIONS 713.001-713.37, FLORIDA STATUTES), THOSE WHO WORK ON YOUR PROPERTY OR PROVIDE MATERIALS AND SERVICES AND ARE NOT PAID IN FULL HAVE A RIGHT TO ENFORCE THEIR CLAIM FOR PAYMENT AGAINST YOUR PROPERTY. THIS CLAIM IS KNOWN AS A CONSTRUCTION LIEN. IF YOUR CONTRACTOR OR A SUBCONTRACTOR FAILS TO PAY SUBCONTRACTORS, SUB-SUBCONTRACTORS, OR MATERIAL SUPPLIERS, THOSE PEOPLE WHO ARE OWED MONEY MAY LOOK TO YOUR PROPERTY FOR PAYMENT, EVEN IF YOU HAVE ALREADY PAID YOUR CONTRACTOR IN FULL. IF YOU FAIL TO PAY YOUR CONTRACTOR, YOUR CONTRACTOR MAY ALSO HAVE A LIEN ON YOUR PROPERTY. THIS MEANS IF A LIEN IS FILED YOUR PROPERTY COULD BE SOLD AGAINST YOUR WILL TO PAY FOR LABOR, MATERIALS, OR OTHER SERVICES THAT YOUR CONTRACTOR OR A SUBCONTRACTOR MAY HAVE FAILED TO PAY. TO PROTECT YOURSELF, YOU SHOULD STIPULATE IN THIS CONTRACT THAT BEFORE ANY PAYMENT IS MADE, YOUR CONTRACTOR IS REQUIRED TO PROVIDE YOU WITH A WRITTEN RELEASE OF LIEN FROM ANY PERSON OR COMPANY THAT HAS PROVIDED TO YOU A "NOTICE TO OWNER." FLORIDA\'S CONSTRUCTION LIEN LAW IS COMPLEX, AND IT IS RECOMMENDED THAT YOU CONSULT AN ATTORNEY.',
    emergencyHeading: 'RIGHT TO CANCEL A ROOF CONTRACT MADE DURING A STATE OF EMERGENCY',
    emergencyCite: '(Florida Statutes s. 489.147(6))',
    emergencyDeclaration: 'Declaration this contract was entered into under: {declaration}.',
    emergency: EMERGENCY_CANCELLATION_NOTICE,
    insuranceHeading: 'INSURANCE CLAIM DISCLOSURES',
    insuranceCite: `(${INSURANCE_DISCLOSURE_CITATION})`,
    insurance1: INSURANCE_CLAIM_DISCLOSURES[0],
    insurance2: INSURANCE_CLAIM_DISCLOSURES[1],
    insurance3: INSURANCE_CLAIM_DISCLOSURES[2],
    ownerRole: 'Owner',
    secondOwnerRole: 'Second owner (if any)',
    /** 16 CFR 429.1(a): beside the buyer's signature, in the language of the sale. */
    ftcStatement:
      'You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after the date of this transaction. See the attached notice of cancellation form for an explanation of this right.',
    translationNote:
      'Translation of the legal notice; the official English text is in the original contract.',
  },
  {
    rightToCancelHeading: 'DERECHO DEL COMPRADOR A CANCELAR',
    rightToCancelCite: '(Estatutos de Florida, ss. 501.021–501.055)',
    rightToCancel:
      'Esta es una venta por solicitación a domicilio y, si usted no desea los bienes o servicios, puede cancelar este contrato entregándole al vendedor un aviso por escrito en persona, por telegrama o por correo. Este aviso debe indicar que usted no desea los bienes o servicios y debe entregarse, o llevar matasellos, antes de la medianoche del tercer día hábil después de que usted firme este contrato. Si usted cancela este contrato, el vendedor no puede quedarse con la totalidad ni con parte de ningún pago inicial en efectivo.',
    rightToCancelWhere:
      'El aviso de cancelación por escrito se envía a {legalName}, {address}, o a {email}. Todo pago se reembolsa dentro de los 10 días siguientes a la cancelación.',
    recoveryFundHeading:
      'FONDO DE RECUPERACIÓN DE CONSTRUCCIÓN PARA PROPIETARIOS DE VIVIENDA DE FLORIDA',
    recoveryFundCite: '(Estatutos de Florida, s. 489.1425)',
    recoveryFund:
      "ES POSIBLE QUE EL FONDO DE RECUPERACIÓN DE CONSTRUCCIÓN PARA PROPIETARIOS DE VIVIENDA DE FLORIDA (FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND) LE PAGUE, HASTA UN MONTO LIMITADO, SI USTED PIERDE DINERO EN UN PROYECTO REALIZADO BAJO CONTRATO, CUANDO LA PÉRDIDA SE DEBA A CIERTAS INFRACCIONES DE LA LEY DE FLORIDA COMETIDAS POR UN CONTRATISTA CON LICENCIA ESTATAL. PARA INFORMARSE SOBRE EL FONDO DE RECUPERACIÓN Y CÓMO PRESENTAR UN RECLAMO, COMUNÍQUESE CON LA JUNTA DE LICENCIAS DE LA INDUSTRIA DE LA CONSTRUCCIÓN DE FLORIDA (FLORIDA CONSTRUCTION INDUSTRY LICENSING BOARD) EN EL SIGUIENTE TELÉFONO Y DIRECCIÓN:",
    cilbContact:
      'Florida Construction Industry Licensing Board, 2601 Blair Stone Road, Tallahassee, FL 32399-1039 · 850.487.1395',
    chapter558Heading: 'RECLAMOS POR DEFECTOS DE CONSTRUCCIÓN',
    chapter558Cite: '(Estatutos de Florida, s. 558.005)',
    chapter558:
      'TODO RECLAMO POR DEFECTOS DE CONSTRUCCIÓN ESTÁ SUJETO A LAS DISPOSICIONES DE AVISO Y SUBSANACIÓN DEL CAPÍTULO 558 DE LOS ESTATUTOS DE FLORIDA.',
    cancellationHeading: 'AVISO DE CANCELACIÓN',
    cancellationHow:
      'Para cancelar, firme y feche este formulario y entréguelo, o envíelo por correo con matasellos, a {legalName}, {address}, antes de la medianoche del tercer día hábil después de la firma del contrato. También puede usar cualquier otro aviso por escrito.',
    cancellationEmergency:
      'Como este contrato se celebró durante una declaración de estado de emergencia del Gobernador, también puede cancelarlo dentro de los {days} días siguientes a su firma o hasta la fecha oficial de inicio, lo que ocurra primero (s. 489.147(6)), enviando este formulario u otro aviso por escrito por correo certificado con acuse de recibo, u otro tipo de envío que deje constancia del envío, a la dirección indicada arriba. También puede cancelar desde el portal de su proyecto hasta el último día que se indica allí.',
    cancellationStatement: 'Por medio de la presente, cancelo este contrato.',
    buyerSignature: 'Firma del comprador:',
    date: 'Fecha:',
    lienLawHeading: 'AVISO EXIGIDO POR LA LEY DE GRAVÁMENES DE CONSTRUCCIÓN DE FLORIDA',
    lienLawCite: '(Estatutos de Florida, s. 713.015)',
    lienLaw:
      'SEGÚN LA LEY DE GRAVÁMENES DE CONSTRUCCIÓN DE FLORIDA (SECCIONES 713.001-713.37 DE LOS ESTATUTOS DE FLORIDA), QUIENES TRABAJAN EN SU PROPIEDAD O LE PROPORCIONAN MATERIALES Y SERVICIOS Y NO RECIBEN EL PAGO COMPLETO TIENEN DERECHO A HACER VALER SU RECLAMO DE PAGO CONTRA SU PROPIEDAD. ESTE RECLAMO SE CONOCE COMO GRAVAMEN DE CONSTRUCCIÓN (CONSTRUCTION LIEN). SI SU CONTRATISTA O UN SUBCONTRATISTA NO LES PAGA A LOS SUBCONTRATISTAS, SUB-SUBCONTRATISTAS O PROVEEDORES DE MATERIALES, LAS PERSONAS A QUIENES SE LES DEBE DINERO PUEDEN RECURRIR A SU PROPIEDAD PARA COBRAR, AUNQUE USTED YA LE HAYA PAGADO TODO A SU CONTRATISTA. SI USTED NO LE PAGA A SU CONTRATISTA, SU CONTRATISTA TAMBIÉN PUEDE TENER UN GRAVAMEN SOBRE SU PROPIEDAD. ESTO SIGNIFICA QUE, SI SE REGISTRA UN GRAVAMEN, SU PROPIEDAD PODRÍA VENDERSE CONTRA SU VOLUNTAD PARA PAGAR LA MANO DE OBRA, LOS MATERIALES U OTROS SERVICIOS QUE SU CONTRATISTA O UN SUBCONTRATISTA NO HAYA PAGADO. PARA PROTEGERSE, USTED DEBERÍA ESTIPULAR EN ESTE CONTRATO QUE, ANTES DE HACER CUALQUIER PAGO, SU CONTRATISTA DEBE ENTREGARLE UNA LIBERACIÓN DE GRAVAMEN POR ESCRITO (RELEASE OF LIEN) DE TODA PERSONA O EMPRESA QUE LE HAYA ENVIADO A USTED UN "AVISO AL PROPIETARIO" (NOTICE TO OWNER). LA LEY DE GRAVÁMENES DE CONSTRUCCIÓN DE FLORIDA ES COMPLEJA Y SE RECOMIENDA QUE CONSULTE A UN ABOGADO.',
    emergencyHeading:
      'DERECHO A CANCELAR UN CONTRATO DE TECHO CELEBRADO DURANTE UN ESTADO DE EMERGENCIA',
    emergencyCite: '(Estatutos de Florida, s. 489.147(6))',
    emergencyDeclaration: 'Declaración bajo la cual se celebró este contrato: {declaration}.',
    emergency:
      'Usted, el propietario de la vivienda, puede cancelar este contrato sin penalidad ni obligación dentro de los 10 días siguientes a la firma del contrato o hasta la fecha oficial de inicio, lo que ocurra primero, porque este contrato se celebró durante una declaración de estado de emergencia del Gobernador. La fecha oficial de inicio es la fecha en que comienza el trabajo que incluye la instalación de materiales que formarán parte del trabajo final del techo, se ha emitido un permiso final, o se ha hecho una reparación temporal del revestimiento o del sistema del techo conforme al Código de Construcción de Florida (Florida Building Code).',
    insuranceHeading: 'DECLARACIONES SOBRE RECLAMOS DE SEGURO',
    insuranceCite: '(Estatutos de Florida, s. 489.147(1)(a))',
    insurance1: 'El consumidor es responsable del pago de cualquier deducible del seguro.',
    insurance2:
      'Es fraude de seguros, castigado como delito grave de tercer grado, que un contratista, a sabiendas o intencionalmente, y con la intención de perjudicar, defraudar o engañar, pague, exima o reembolse la totalidad o parte de un deducible de seguro aplicable al pago al contratista por reparaciones a una propiedad cubierta por una póliza de seguro de propiedad.',
    insurance3:
      'Es fraude de seguros, castigado como delito grave de tercer grado, presentar intencionalmente un reclamo de seguro que contenga información falsa, incompleta o engañosa.',
    ownerRole: 'Propietario',
    secondOwnerRole: 'Segundo propietario (si lo hay)',
    ftcStatement:
      'Usted, el comprador, puede cancelar esta transacción en cualquier momento antes de la medianoche del tercer día hábil después de la fecha de esta transacción. Vea el formulario de aviso de cancelación adjunto para una explicación de este derecho.',
    translationNote:
      'Traducción al español del aviso legal; el texto oficial en inglés figura en el contrato original.',
  },
);
