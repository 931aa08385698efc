// The texts /login shows before anyone signs in, apart from the guest pages' others (auth-messages.ts, which reads
// them from here): that file holds every account screen's texts and was 1.4 KB gzip of the page's first load.
export const signInMessages = {
  loginFailed: 'Credenciales inválidas. Por favor, intenta de nuevo.',
  /** /login and /registro, reached from "Confirmar Reserva" of a guest. */
  bookingSignIn: 'Inicia sesión o crea tu cuenta para confirmar tu reserva.',
} as const;
