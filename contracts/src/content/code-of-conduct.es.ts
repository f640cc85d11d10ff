import type { CodeOfConductSection } from './code-of-conduct.ts';

/**
 * The code of conduct in Spanish, for crew members who read Spanish first (issue 24): the same
 * sections, in the same order, under the same ids, so a signature acknowledges the same code
 * whichever language it was read in. The English text is the version of record; this is its
 * translation, kept in step with it (a change to one is a change to both and a new version).
 */
export const CODE_OF_CONDUCT_SECTIONS_ES: readonly CodeOfConductSection[] = [
  {
    id: 'safety-first',
    title: 'La seguridad va antes que el calendario',
    body: 'Nadie trabaja en altura sin protección contra caídas inspeccionada y debidamente amarrada. Cualquier miembro de la cuadrilla puede detener el trabajo por un problema de seguridad, y nadie será sancionado por hacerlo. Reporte cada lesión y cada casi accidente el mismo día.',
  },
  {
    id: 'honesty',
    title: 'Honestidad con los propietarios y las aseguradoras',
    body: 'Documentamos los daños del techo tal como los encontramos, con fotos fechadas. Nunca creamos, exageramos ni ocultamos daños, nunca perdonamos ni devolvemos el deducible del seguro y nunca prometemos el resultado de un reclamo de seguro. Los estimados dicen por escrito lo que vamos a instalar.',
  },
  {
    id: 'respect-on-site',
    title: 'Respeto en el lugar de trabajo',
    body: 'Trate con cortesía a los propietarios, los vecinos, los inspectores y a sus compañeros. Nada de groserías donde los clientes puedan oírlas, nada de música a todo volumen y no se fuma en la propiedad. Estacione de modo que las entradas de auto, los buzones y los hidrantes queden libres.',
  },
  {
    id: 'drug-alcohol-free',
    title: 'Lugar de trabajo libre de drogas y alcohol',
    body: 'No se permite venir a trabajar, manejar un vehículo de la compañía ni operar equipo bajo los efectos del alcohol, el cannabis o drogas que afecten sus facultades. Si toma un medicamento recetado que advierte no operar maquinaria, debe informarlo a su supervisor antes del turno.',
  },
  {
    id: 'harassment',
    title: 'Cero acoso y cero discriminación',
    body: 'No toleramos el acoso, las amenazas ni la discriminación por raza, color, religión, sexo, embarazo, origen nacional, edad, discapacidad, información genética, condición de veterano u orientación sexual. Repórtelo a cualquier gerente o a la oficina; tomar represalias es en sí una violación de este código.',
  },
  {
    id: 'property-care',
    title: 'Cuidado de la propiedad del cliente',
    body: 'Proteja el jardín, las piscinas, los vehículos y el revestimiento de las paredes con lonas y madera contrachapada (plywood). Pase el imán barredor por el jardín y la entrada de auto al final de cada día. Cualquier daño que causemos se reporta al gerente del proyecto el mismo día; nunca se oculta.',
  },
  {
    id: 'licensing-permits',
    title: 'Licencia, permisos y código de construcción de Florida',
    body: 'El trabajo se realiza bajo la licencia de contratista de techos de Florida de la compañía, con el permiso obtenido antes de quitar el techo viejo cuando se requiere. Las instalaciones siguen el Código de Construcción de Florida (Florida Building Code) y las instrucciones del fabricante, incluidos los patrones de clavado y las barreras secundarias contra el agua.',
  },
  {
    id: 'reporting',
    title: 'Cómo reportar una inquietud',
    body: 'Si ve algo inseguro, deshonesto o contrario a este código, dígaselo a su capataz, al Gerente de Seguridad o a la oficina. También puede escribirle directamente al dueño. Los reportes se manejan de forma confidencial y los reportes hechos de buena fe nunca se castigan.',
  },
];
