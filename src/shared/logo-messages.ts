// 'Logotipo' (Empresarial) in Perfil, and what its routes refuse with. In a file of their own so that only Perfil's
// chunk carries these lines; the hostile tests' catalogue reads it too (envelope.ts).
export const logoMessages = {
  /** 403 PLAN_REQUIRED: uploading without the Empresarial plan in force. */
  planRequired:
    'El logotipo es parte del plan Empresarial. Cámbiate a Empresarial en Suscripción para subirlo.',
  type: 'El logotipo debe ser una imagen JPG, PNG o WebP',
  tooLarge: 'El logotipo no puede pesar más de 5 MB',
  tooManyPixels: 'El logotipo tiene demasiada resolución: usa uno de 25 megapíxeles o menos.',
  unreadable: 'No pudimos leer la imagen. Prueba con otro archivo.',
} as const;

export const logoUi = {
  title: 'Logotipo',
  hint: 'JPG, PNG o WebP de hasta 5 MB. Un PNG con fondo transparente lo conserva.',
  intro:
    'Tu logotipo aparece junto a tu nombre en tu página pública y en tu tarjeta del asistente de reserva.',
  planIncludes:
    'Mostrar tu logotipo en tu página pública y en el asistente de reserva es parte del plan Empresarial.',
  kept: 'Guardamos el logotipo que subiste: se mostrará de nuevo si vuelves al plan Empresarial.',
  /** Hidden by Moderación until a new upload; the reason follows (moderationMessages.hiddenReason). */
  hidden: 'Ocultamos tu logotipo por moderación. Sube uno nuevo para volver a mostrarlo.',
  seePlans: 'Ver planes',
  file: 'Archivo del logotipo',
  choose: 'Elegir logotipo',
  noneChosen: 'Ningún archivo elegido',
  upload: 'Subir logotipo',
  discard: 'Descartar',
  remove: 'Quitar',
  uploaded: 'Tu logotipo quedó guardado.',
  uploadFailed: 'No se pudo subir el logotipo.',
  removed: 'Quitamos tu logotipo.',
  removeFailed: 'No se pudo quitar el logotipo.',
  current: 'Tu logotipo actual',
  preview: 'Vista previa del logotipo elegido',
} as const;
