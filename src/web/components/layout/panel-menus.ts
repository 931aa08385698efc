import { LayoutDashboard, ShieldCheck, type LucideIcon } from 'lucide-react';
import { SECURITY_PATHS } from '../../../shared/site-map';

export type PanelMenuItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

// One array per panel: later features append their entries here (Suscripción, Área de Servicio, ...).
export const PROVIDER_MENU: PanelMenuItem[] = [
  { to: '/proveedor', label: 'Resumen', icon: LayoutDashboard, end: true },
  { to: SECURITY_PATHS.provider, label: 'Configuración', icon: ShieldCheck },
];

export const CLIENT_MENU: PanelMenuItem[] = [
  { to: '/cliente', label: 'Resumen', icon: LayoutDashboard, end: true },
  { to: SECURITY_PATHS.client, label: 'Seguridad', icon: ShieldCheck },
];
