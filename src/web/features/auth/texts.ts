// Labels and headings of the account screens; sentences shared with the server live in shared/messages.ts.
export const authLabels = {
  email: 'Correo electrónico',
  emailPlaceholder: 'tu@correo.com',
  password: 'Contraseña',
  confirmPassword: 'Confirmar contraseña',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  confirmNewPassword: 'Confirmar nueva contraseña',
  userType: 'Tipo de usuario',
  userTypePlaceholder: 'Selecciona un tipo de usuario',
  totpCode: 'Código de verificación',
  backupCode: 'Código de respaldo',
  signIn: 'Iniciar Sesión',
  signUp: 'Registrarse',
  sendInstructions: 'Enviar Instrucciones',
  savePassword: 'Guardar contraseña',
  verify: 'Verificar',
  forgotPassword: '¿Olvidaste tu contraseña?',
} as const;

export const USER_TYPE_OPTIONS = [
  { value: 'client', label: 'Cliente' },
  { value: 'provider', label: 'Proveedor de Servicios' },
] as const;

export function userTypeLabel(userType: string): string {
  return USER_TYPE_OPTIONS.find((option) => option.value === userType)?.label ?? 'Cliente';
}

/**
 * The sentence a guard passes to /login in history state when the session ended on the server's word (a
 * suspension: the API's own message), so the person does not just find themselves signed out.
 */
export type SessionEndedState = { sessionEnded: string };

export function sessionEndedNotice(state: unknown): string | null {
  const notice = (state as Partial<SessionEndedState> | null)?.sessionEnded;
  return typeof notice === 'string' && notice ? notice : null;
}
