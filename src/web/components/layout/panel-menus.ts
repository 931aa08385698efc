import {
  BadgeCheck,
  Banknote,
  CalendarCheck,
  CalendarDays,
  ClipboardList,
  Clock,
  CreditCard,
  FileUser,
  History,
  Inbox,
  Landmark,
  LayoutDashboard,
  Mail,
  MapPin,
  Receipt,
  Scale,
  ScrollText,
  Settings,
  ShieldAlert,
  ShieldCheck,
  Sparkles,
  Star,
  UserRound,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { operatorMessages } from '../../../shared/operator-messages';
import { SECURITY_PATHS } from '../../../shared/site-map';

export type PanelMenuItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

// The provider's pages in menu order (issue 4); route modules and in-page links read them from here.
export const PROVIDER_PAGES = {
  overview: { to: '/proveedor', label: 'Resumen', icon: LayoutDashboard, end: true },
  subscription: { to: '/proveedor/suscripcion', label: 'Suscripción', icon: CreditCard },
  billing: { to: '/proveedor/facturacion', label: 'Facturación', icon: Receipt },
  area: { to: '/proveedor/area', label: 'Área de Servicio', icon: MapPin },
  requests: { to: '/proveedor/solicitudes', label: 'Solicitudes', icon: Inbox },
  calendar: { to: '/proveedor/calendario', label: 'Calendario', icon: CalendarDays },
  services: { to: '/proveedor/servicios', label: 'Servicios', icon: Sparkles },
  earnings: { to: '/proveedor/ganancias', label: 'Ganancias', icon: Wallet },
  payouts: { to: '/proveedor/cobros', label: 'Cobros', icon: Banknote },
  reviews: { to: '/proveedor/resenas', label: 'Reseñas', icon: Star },
  availability: { to: '/proveedor/disponibilidad', label: 'Disponibilidad', icon: Clock },
  profile: { to: '/proveedor/perfil', label: 'Perfil', icon: UserRound },
  verification: { to: '/proveedor/verificacion', label: 'Verificación', icon: BadgeCheck },
  settings: { to: SECURITY_PATHS.provider, label: 'Configuración', icon: Settings },
} as const satisfies Record<string, PanelMenuItem>;

export const PROVIDER_MENU: PanelMenuItem[] = Object.values(PROVIDER_PAGES);

// The customer's pages in menu order (issue 5).
export const CLIENT_PAGES = {
  overview: { to: '/cliente', label: 'Resumen', icon: LayoutDashboard, end: true },
  requests: { to: '/cliente/solicitudes', label: 'Mis Solicitudes', icon: ClipboardList },
  scheduled: { to: '/cliente/programados', label: 'Programados', icon: CalendarCheck },
  history: { to: '/cliente/historial', label: 'Historial', icon: History },
  reviews: { to: '/cliente/resenas', label: 'Reseñas', icon: Star },
  payments: { to: '/cliente/pagos', label: 'Pagos', icon: CreditCard },
  profile: { to: '/cliente/perfil', label: 'Perfil', icon: UserRound },
  security: { to: SECURITY_PATHS.client, label: 'Seguridad', icon: ShieldCheck },
} as const satisfies Record<string, PanelMenuItem>;

export const CLIENT_MENU: PanelMenuItem[] = Object.values(CLIENT_PAGES);

/** Mis Solicitudes with the new-request form open: the empty pages and the overview link here. */
export const NEW_REQUEST_PATH = `${CLIENT_PAGES.requests.to}?nueva=1`;

type OperatorPage = keyof typeof operatorMessages.nav;

// The Consola de Operación's pages in menu order. Their labels are operatorMessages.nav, joined by the console's
// layout (operatorMenu), so the chunk the panels share never carries the console's texts.
export const OPERATOR_PAGES = {
  summary: { to: '/operador', icon: LayoutDashboard, end: true },
  verifications: { to: '/operador/verificaciones', icon: BadgeCheck },
  disputes: { to: '/operador/disputas', icon: Scale },
  moderation: { to: '/operador/moderacion', icon: ShieldAlert },
  payments: { to: '/operador/pagos', icon: Landmark },
  users: { to: '/operador/usuarios', icon: Users },
  contact: { to: '/operador/mensajes', icon: Mail },
  arco: { to: '/operador/arco', icon: FileUser },
  audit: { to: '/operador/bitacora', icon: ScrollText },
} as const satisfies Record<OperatorPage, Omit<PanelMenuItem, 'label'>>;

export function operatorMenu(labels: Record<OperatorPage, string>): PanelMenuItem[] {
  return (Object.keys(OPERATOR_PAGES) as OperatorPage[]).map((page) => ({
    ...OPERATOR_PAGES[page],
    label: labels[page],
  }));
}
