// Labels and headings of the account screens; sentences shared with the server live in shared/auth-messages.ts.
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
