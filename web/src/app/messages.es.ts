import type { SpanishOf } from '../i18n/catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  reloading: 'Cargando la versión más reciente del sitio...',
  heading: 'Algo salió mal',
  chunkFailure:
    'No se pudo cargar una parte de esta página. Por favor, revise su conexión y vuelva a cargarla.',
  renderFailure: 'No se pudo mostrar la página. Por favor, vuelva a cargarla.',
  callUs: 'Si el problema continúa, llámenos al <phone></phone>.',
  backHome: 'Volver al inicio',
  call: 'Llamar al {phone}',
  close: 'Cerrar',
  closeNotification: 'Cerrar la notificación',
  notifications: 'Notificaciones ({hotkey})',
  notification: 'Notificación',
};
export default es;
