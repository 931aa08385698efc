import {
  AppWindow,
  Bath,
  Building2,
  Car,
  House,
  Shirt,
  Sparkles,
  Trees,
  Waves,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { ServiceId } from '#shared/catalog';

export const SERVICE_ICONS: Record<ServiceId, LucideIcon> = {
  'home-cleaning': House,
  'car-cleaning': Car,
  laundry: Shirt,
  garden: Trees,
  pool: Waves,
  windows: AppWindow,
  bathroom: Bath,
  maintenance: Wrench,
  'deep-cleaning': Sparkles,
  'office-cleaning': Building2,
};
