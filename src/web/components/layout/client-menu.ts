import {
  CalendarCheck,
  ClipboardList,
  CreditCard,
  Heart,
  History,
  LayoutDashboard,
  MessagesSquare,
  Repeat,
  ShieldCheck,
  Star,
  UserRound,
} from 'lucide-react';
import { SECURITY_PATHS } from '#shared/site-map';
import type { PanelMenuItem } from './panel-menu';

// The customer's pages in menu order (issue 5).
export const CLIENT_PAGES = {
  overview: { to: '/cliente', label: 'Resumen', icon: LayoutDashboard, end: true },
  requests: { to: '/cliente/solicitudes', label: 'Mis Solicitudes', icon: ClipboardList },
  scheduled: { to: '/cliente/programados', label: 'Programados', icon: CalendarCheck },
  recurring: { to: '/cliente/recurrentes', label: 'Limpiezas recurrentes', icon: Repeat },
  messages: { to: '/cliente/mensajes', label: 'Mensajes', icon: MessagesSquare },
  history: { to: '/cliente/historial', label: 'Historial', icon: History },
  favourites: { to: '/cliente/favoritos', label: 'Favoritos', icon: Heart },
  reviews: { to: '/cliente/resenas', label: 'Reseñas', icon: Star },
  payments: { to: '/cliente/pagos', label: 'Pagos', icon: CreditCard },
  profile: { to: '/cliente/perfil', label: 'Perfil', icon: UserRound },
  security: { to: SECURITY_PATHS.client, label: 'Seguridad', icon: ShieldCheck },
} as const satisfies Record<string, PanelMenuItem>;

export const CLIENT_MENU: PanelMenuItem[] = Object.values(CLIENT_PAGES);

/** Mis Solicitudes with the new-request form open: the empty pages and the overview link here. */
export const NEW_REQUEST_PATH = `${CLIENT_PAGES.requests.to}?nueva=1`;
