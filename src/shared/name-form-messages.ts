// 'Nombre completo' wherever it is asked (sign-up, Perfil, 'Cuéntanos cómo te llamas') and its checks. In a file of
// its own so that the panels' first pages need not carry it.

export const nameFormMessages = {
  fullName: 'Nombre completo',
  fullNameHint: 'Así te verán los proveedores y clientes: tu nombre y la inicial de tu apellido.',
  tooShort: 'El nombre debe tener al menos 2 caracteres',
  tooLong: 'El nombre no puede tener más de 80 caracteres',
  invalid: 'Usa sólo letras, espacios, apóstrofos y guiones',
  askTitle: 'Cuéntanos cómo te llamas',
  askDescription:
    'Antes de continuar, escribe tu nombre completo. Quien te atienda verá tu nombre y la inicial de tu apellido; tu nombre completo sólo lo verá el proveedor que contrates.',
  askSave: 'Guardar y continuar',
  askFailed: 'No pudimos guardar tu nombre. Por favor intenta de nuevo.',
  /** The provider's Perfil, where the account's name is changed (a customer's Perfil has it in its form). */
  cardTitle: 'Tu nombre',
  providerCardDescription:
    'Con tu nombre completo te saludamos en tu panel. Los clientes ven tu nombre público (abajo); mientras no escribas uno, ven sólo tu primer nombre.',
  save: 'Guardar nombre',
  saved: 'Nombre actualizado',
  savedBody: 'Desde ahora te saludamos así.',
} as const;
