// 'Acceso a la API' (Empresarial): what a personal key may do, and the bounds both the panel and the server check.

/** Each route of /api/v1 asks for one of these; a key carries those its owner ticked when creating it. */
export const API_SCOPES = [
  'services:read',
  'requests:read',
  'offers:read',
  'offers:write',
  'earnings:read',
  'reviews:read',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** 'Crear clave': what each scope lets the key do, as the provider reads it. */
export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'services:read': 'Leer tus servicios y tu calendario',
  'requests:read': 'Leer las solicitudes cercanas',
  'offers:read': 'Leer tus propuestas',
  'offers:write': 'Enviar propuestas',
  'earnings:read': 'Leer tus ganancias',
  'reviews:read': 'Leer tus reseñas',
};

/** The plan whose providers may create and use keys. */
export const API_PLAN = 'enterprise';

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'lh_live_';
/** How much of a key the list shows: the prefix and the first four characters of its secret. */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 4;
export const MAX_ACTIVE_API_KEYS = 10;
export const API_KEY_NAME_MAX = 60;
/** Requests one key may make in a minute, unless the server's API_RATE_LIMIT_PER_MINUTE says otherwise. */
export const DEFAULT_API_RATE_LIMIT_PER_MINUTE = 60;
