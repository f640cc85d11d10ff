import type { SafetyReminders } from './safety-reminders.ts';

/**
 * The Safety Overview's standing reminders in Spanish, for crew members who read Spanish first
 * (issue 24). Same reminders in the same order, same figures.
 */
const es: SafetyReminders = [
  {
    title: 'Calor',
    text: 'Agua, descanso y sombra: un cuarto de galón de agua por hora, descansos cada hora con un índice de calor de más de 91 °F, el trabajo pesado temprano en el día.',
  },
  {
    title: 'Inspección del equipo',
    text: 'Inspeccione arneses, cuerdas de seguridad, puntos de anclaje y escaleras antes de cada uso; las inspecciones mensuales se anotan en el Registro de inspección de equipo.',
  },
  {
    title: 'Clima',
    text: 'Todos se bajan del techo cuando se oigan truenos o las ráfagas pasen de 35 mph. Antes de una tormenta con nombre, selle (dry-in) todo techo abierto y asegure los materiales.',
  },
];
export default es;
