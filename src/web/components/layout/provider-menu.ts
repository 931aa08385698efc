import {
  BadgeCheck,
  Banknote,
  ChartColumn,
  CalendarDays,
  Clock,
  CreditCard,
  Inbox,
  LayoutDashboard,
  MapPin,
  MessagesSquare,
  Receipt,
  Repeat,
  Settings,
  Sparkles,
  Star,
  UserRound,
  Wallet,
} from 'lucide-react';
import { SECURITY_PATHS } from '#shared/site-map';
import type { PanelMenuItem } from './panel-menu';

// The provider's pages in menu order (issue 4); route modules and in-page links read them from here.
export const PROVIDER_PAGES = {
  overview: { to: '/proveedor', label: 'Resumen', icon: LayoutDashboard, end: true },
  subscription: { to: '/proveedor/suscripcion', label: 'Suscripción', icon: CreditCard },
  billing: { to: '/proveedor/facturacion', label: 'Facturación', icon: Receipt },
  area: { to: '/proveedor/area', label: 'Área de Servicio', icon: MapPin },
  requests: { to: '/proveedor/solicitudes', label: 'Solicitudes', icon: Inbox },
  calendar: { to: '/proveedor/calendario', label: 'Calendario', icon: CalendarDays },
  recurring: { to: '/proveedor/recurrentes', label: 'Clientes recurrentes', icon: Repeat },
  messages: { to: '/proveedor/mensajes', label: 'Mensajes', icon: MessagesSquare },
  services: { to: '/proveedor/servicios', label: 'Servicios', icon: Sparkles },
  earnings: { to: '/proveedor/ganancias', label: 'Ganancias', icon: Wallet },
  payouts: { to: '/proveedor/cobros', label: 'Cobros', icon: Banknote },
  reviews: { to: '/proveedor/resenas', label: 'Reseñas', icon: Star },
  analytics: { to: '/proveedor/estadisticas', label: 'Estadísticas', icon: ChartColumn },
  availability: { to: '/proveedor/disponibilidad', label: 'Disponibilidad', icon: Clock },
  profile: { to: '/proveedor/perfil', label: 'Perfil', icon: UserRound },
  verification: { to: '/proveedor/verificacion', label: 'Verificación', icon: BadgeCheck },
  settings: { to: SECURITY_PATHS.provider, label: 'Configuración', icon: Settings },
} as const satisfies Record<string, PanelMenuItem>;

export const PROVIDER_MENU: PanelMenuItem[] = Object.values(PROVIDER_PAGES);
