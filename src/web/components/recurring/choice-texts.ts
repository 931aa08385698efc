import { recurringChangeMessages } from '#shared/recurring-change-messages';
import { recurringMessages } from '#shared/recurring-messages';
import { recurringNoticeMessages } from '#shared/recurring-notice-messages';
import { recurringUi } from './texts';

// When a plan's provider fails the customer (issue 30): the visits the scheduler could not book, and the offer to
// move a plan whose provider cancelled twice in 28 days to a favourite provider.
export const choiceTexts = {
  conflictsTitle: 'Visitas sin agendar',
  reasons: recurringNoticeMessages.conflict.reasons,
  offer: recurringNoticeMessages.conflict.offer,
  skip: recurringMessages.skip,
  skipTitle: 'Saltar la visita sin agendar',
  skipDescription: 'La visita del {date} no se agenda y no tiene costo. Tu proveedor recibe un aviso.',
  otherTime: 'Elegir otra hora',
  otherTimeDescription: 'La visita del {date} no se pudo agendar. Elige otro horario libre de tu proveedor.',
  book: 'Agendar',
  booked: 'Visita agendada',
  skipped: 'Visita saltada',
  unreliableOffer: recurringChangeMessages.unreliableOffer,
  transfer: 'Pasar a un favorito',
  transferDescription:
    'Tu plan actual sigue hasta que el proveedor favorito acepte el nuevo; entonces termina desde la primera visita del nuevo plan, sin costo.',
  favourite: 'Proveedor favorito',
  noFavourites:
    'Aún no tienes otros proveedores favoritos. Guarda uno desde su página con «♥ Guardar como favorito».',
  transferSubmit: 'Pedir el plan',
  transferred: 'Le pedimos a tu proveedor favorito que acepte el plan',
  chooseTime: recurringUi.move.chooseTime,
  /** The plan's own provider's free times, as 'Cambiar día u hora' offers them. */
  times: recurringUi.move,
  /** Another provider's, a favourite's. */
  favouriteTimes: {
    ...recurringUi.move,
    chooseDay: 'Elige un día para ver los horarios libres de este proveedor.',
    noTimes: 'Este proveedor no tiene horarios libres en los próximos 14 días.',
  },
} as const;
