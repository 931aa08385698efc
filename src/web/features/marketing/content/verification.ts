import { badgeMessages } from '#shared/badge-messages';
import { VERIFICATION_GRACE_DAYS } from '#shared/domain/serving';

// Where the pages promise that providers are verified (shared/domain/serving.ts), they say the one exception too:
// providers on the marketplace before verification was required serve during their grace period, marked so.
const pending = `«${badgeMessages.verificationPending}»`;

export const providerVerification = {
  /** The cards of the home page and Cómo Funciona. */
  card: `Revisamos la identificación oficial y el comprobante de domicilio de cada proveedor. Quien ya ofrecía servicios cuando empezamos a pedirlos tiene ${VERIFICATION_GRACE_DAYS} días para completarlo; mientras, al reservar lo verás con ${pending}.`,
  /** Sobre Nosotros' values. */
  value: `Verificamos la identidad y el domicilio de los proveedores (quien aún está en su plazo para completarlo aparece con ${pending}) y cuidamos tus datos como cuidaríamos los nuestros.`,
  /** The FAQ's answer, after what each provider presents. */
  grace: `Quienes ya ofrecían servicios cuando empezamos a pedirlos tienen ${VERIFICATION_GRACE_DAYS} días para completarlo: mientras tanto, el asistente de reserva y su página los muestran con ${pending}, y si el plazo termina sin la aprobación dejan de aparecer y de enviar propuestas.`,
} as const;
