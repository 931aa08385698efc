import {
  BadgeCheck,
  FileUser,
  Landmark,
  LayoutDashboard,
  Mail,
  Repeat,
  Scale,
  ScrollText,
  ShieldAlert,
  Users,
} from 'lucide-react';
import type { operatorMessages } from '#shared/operator-messages';
import type { PanelMenuItem } from './panel-menu';

type OperatorPage = keyof typeof operatorMessages.nav;

// The Consola de Operación's pages in menu order. Their labels are operatorMessages.nav, joined by the console's
// layout (operatorMenu), so that the pages which only link here need not carry the console's texts.
export const OPERATOR_PAGES = {
  summary: { to: '/operador', icon: LayoutDashboard, end: true },
  verifications: { to: '/operador/verificaciones', icon: BadgeCheck },
  disputes: { to: '/operador/disputas', icon: Scale },
  moderation: { to: '/operador/moderacion', icon: ShieldAlert },
  payments: { to: '/operador/pagos', icon: Landmark },
  users: { to: '/operador/usuarios', icon: Users },
  contact: { to: '/operador/mensajes', icon: Mail },
  arco: { to: '/operador/arco', icon: FileUser },
  recurring: { to: '/operador/planes-recurrentes', icon: Repeat },
  audit: { to: '/operador/bitacora', icon: ScrollText },
} as const satisfies Record<OperatorPage, Omit<PanelMenuItem, 'label'>>;

export function operatorMenu(labels: Record<OperatorPage, string>): PanelMenuItem[] {
  return (Object.keys(OPERATOR_PAGES) as OperatorPage[]).map((page) => ({
    ...OPERATOR_PAGES[page],
    label: labels[page],
  }));
}
