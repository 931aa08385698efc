// Perfil and Seguridad, on both panels.
import { nameMessages } from './name-messages';

export const profileMessages = {
  saved: 'Perfil actualizado exitosamente',
  saveFailed: 'Error al actualizar el perfil',
  phoneTooLong: 'El teléfono no puede tener más de 30 caracteres',
} as const;

// 'Eliminar mi cuenta' (Seguridad, both panels): the right of cancellation (LFPDPPP).
export const accountMessages = {
  deleteTitle: 'Eliminar mi cuenta',
  deleteDescription:
    'Borra tu cuenta y tus datos personales (derecho de cancelación, LFPDPPP). Los servicios, cobros y reseñas que la otra parte o la contabilidad necesitan se conservan sin tus datos, a nombre de «Usuario eliminado». No se puede deshacer.',
  deleteAction: 'Eliminar mi cuenta',
  deleteConfirm: 'Eliminar mi cuenta definitivamente',
  password: 'Contraseña',
  code: 'Código de verificación',
  passwordRequired: 'Escribe tu contraseña.',
  codeRequired: 'Escribe el código de tu aplicación de autenticación.',
  /** `{services}`: each blocking service, as «title» (date, status), separated by '; '. */
  blocked:
    'No puedes eliminar tu cuenta mientras tengas servicios confirmados, por confirmar, en disputa o con una inasistencia que aún puede aclararse: {services}. Cancélalos o espera a que terminen.',
  /** `{debts}`: each charge the customer still owes, as «title» (date): amount por pagar a provider; '; '. */
  owes: 'No puedes eliminar tu cuenta mientras debas un pago: {debts}. Págalo directamente a tu proveedor en efectivo o por transferencia; en cuanto confirme en LimpiaHogar que lo recibió, podrás eliminarla. Si ya lo pagaste y no lo confirma, escríbenos desde la página de Contacto.',
  /** `{debts}`: each charge owed to the provider, as «title» (date): amount por cobrar a customer; '; '. */
  owed: 'No puedes eliminar tu cuenta mientras tengas pagos por confirmar: {debts}. Cuando los recibas, márcalos con «Confirmar pago recibido» en Ganancias; si no vas a recibirlos, escríbenos desde la página de Contacto.',
  /** One debt of `owes` / `owed`: `{title}`, `{date}`, `{amount}`, `{name}`; `{fee}` names a cancellation charge. */
  debtToPay: '«{title}» ({date}{fee}): {amount} por pagar a {name}',
  debtToCollect: '«{title}» ({date}{fee}): {amount} por cobrar a {name}',
  cancellationFee: ', cargo por cancelación',
  deleted: 'Tu cuenta fue eliminada',
  deletedBody: 'Borramos tus datos personales. Gracias por haber usado LimpiaHogar.',
  /** How a deleted person is named wherever their records remain. */
  deletedName: nameMessages.deletedName,
} as const;
