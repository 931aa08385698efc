// 'Claves de API' in Configuración, and what /api/v1 refuses with. In a file of their own (the hostile
// tests' catalogue reads it too, envelope.ts) so that only Configuración's own chunk carries these lines.
export const apiKeyMessages = {
  nameRequired: 'Escribe un nombre para la clave',
  nameTooLong: 'El nombre debe tener como máximo 60 caracteres',
  scopesRequired: 'Elige al menos un permiso',
  scopeUnknown: 'Ese permiso no existe',
  /** 403 PLAN_REQUIRED: creating a key, or using one, without the Empresarial plan in force. */
  planRequired: 'El acceso a la API es parte del plan Empresarial. Cámbiate a Empresarial en Suscripción.',
  tooManyKeys: 'Ya tienes {max} claves activas. Revoca una antes de crear otra.',
  notFound: 'No encontramos esa clave.',
  /** 401 on /api/v1: no key, an unknown one, or a revoked one. */
  keyInvalid: 'La clave de API no es válida o fue revocada. Envíala como Authorization: Bearer <clave>.',
  /** 403 SCOPE_REQUIRED. `{scope}`: the permission the route asks for. */
  scopeRequired: 'Esta clave no tiene el permiso {scope}. Crea una clave que lo incluya.',
  /** 403 FORBIDDEN: the account behind the key can no longer use the API (suspended, or not a provider). */
  accountUnavailable: 'La cuenta de esta clave no puede usar la API.',
  rateLimited: 'Demasiadas solicitudes con esta clave. Espera un momento y vuelve a intentar.',
  requestIdRequired: 'Indica en requestId el id de la solicitud a la que envías la propuesta.',
  offersCursorInvalid: 'La página de propuestas no es válida. Pide la primera página de nuevo.',
} as const;

/** The section's own texts. */
export const apiKeysUi = {
  title: 'Claves de API',
  intro:
    'Conecta tus propios sistemas con LimpiaHogar: con una clave puedes leer tus servicios, tu calendario, las solicitudes cercanas, tus propuestas, tus ganancias y tus reseñas, y enviar propuestas.',
  create: 'Crear clave',
  createTitle: 'Crear clave de API',
  createDescription: 'Ponle un nombre para reconocerla y elige qué podrá hacer.',
  name: 'Nombre',
  namePlaceholder: 'Ej. Sistema de agenda',
  scopes: 'Permisos',
  submit: 'Crear clave',
  secretTitle: 'Tu nueva clave',
  secretWarning: 'Cópiala y guárdala en un lugar seguro: no volveremos a mostrarla.',
  secretLabel: 'Clave de API',
  done: 'Listo',
  empty: 'Todavía no tienes claves.',
  tableCaption: 'Tus claves',
  loadFailed: 'No se pudieron cargar tus claves.',
  columns: {
    name: 'Nombre',
    key: 'Clave',
    scopes: 'Permisos',
    created: 'Creada',
    lastUsed: 'Último uso',
    state: 'Estado',
  },
  neverUsed: 'Nunca',
  revoke: 'Revocar',
  revoked: 'Revocada',
  revokeTitle: 'Revocar la clave «{name}»',
  revokeBody:
    'Los sistemas que la usen dejarán de tener acceso desde su siguiente solicitud. No se puede deshacer.',
  revokeConfirm: 'Revocar clave',
  revokeFailed: 'No se pudo revocar la clave.',
  revokedToast: 'Clave revocada',
  lockedTitle: 'Disponible en el plan Empresarial',
  lockedBody:
    'El acceso a la API es parte del plan Empresarial. Con él podrás crear claves para que tus sistemas lean tus servicios, tu calendario, las solicitudes cercanas, tus propuestas, tus ganancias y tus reseñas, y envíen propuestas.',
  lapsedBody:
    'Tus claves dejaron de funcionar porque tu plan ya no es Empresarial. Volverán a funcionar si lo contratas de nuevo.',
  seePlans: 'Ver planes',
} as const;
