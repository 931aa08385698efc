import { CalendarDays, Headset, MapPin, ShieldCheck, Star, TrendingUp } from 'lucide-react';
import { MINIMUM_AGE } from '#shared/company';
import { PAYMENT_METHODS_SUMMARY } from './payment-methods';
import type { FeatureItem } from '#web/features/marketing/components/feature-grid';
import type { StepItem } from '#web/features/marketing/components/step-list';

export const providersSeo = {
  title: 'Para Proveedores',
  description:
    'Ofrece tus servicios de limpieza y mantenimiento en LimpiaHogar: clientes cerca de ti, horarios flexibles y planes desde $499 al mes.',
  path: '/para-proveedores',
};

export const providersIntro = {
  title: 'Para Proveedores',
  lead: 'Haz crecer tu negocio de limpieza y servicios del hogar. Recibe solicitudes de clientes cerca de ti y decide a cuáles aplicar.',
};

export const providerBenefitsSection = { title: 'Beneficios de trabajar con nosotros' };

export const providerBenefits: readonly FeatureItem[] = [
  {
    icon: TrendingUp,
    title: 'Más clientes',
    text: 'Llega a los hogares que buscan ayuda cerca de ti sin gastar en publicidad.',
  },
  {
    icon: MapPin,
    title: 'Trabajos cerca de ti',
    text: 'Define tu zona y tu radio de servicio: sólo ves solicitudes a la distancia que elijas.',
  },
  {
    icon: CalendarDays,
    title: 'Horarios flexibles',
    text: 'Tú decides cuándo y cuánto trabajar. Aplica sólo a lo que te conviene.',
  },
  {
    icon: ShieldCheck,
    title: 'Pagos seguros',
    text: `Cobra ${PAYMENT_METHODS_SUMMARY}, al precio que tú propones.`,
  },
  {
    icon: Star,
    title: 'Reputación que crece',
    text: 'Cada reseña positiva te ayuda a destacar y a ganar la confianza de nuevos clientes.',
  },
  {
    icon: Headset,
    title: 'Soporte dedicado',
    text: 'Un equipo en México te acompaña desde tu registro hasta tu primer trabajo.',
  },
];

export const requirementsSection = {
  title: 'Requisitos',
  intro: 'Pedimos lo mismo a todos los proveedores para que los clientes puedan confiar en cada visita.',
};

export const requirements = [
  `Ser mayor de ${MINIMUM_AGE} años`,
  'Identificación oficial vigente (INE o pasaporte)',
  'Comprobante de domicilio con antigüedad menor a tres meses',
  'Experiencia comprobable en limpieza o servicios del hogar',
  'Teléfono celular con acceso a internet',
  'Cuenta bancaria a tu nombre para recibir pagos',
] as const;

export const onboardingSection = { title: 'Cómo empezar' };

export const onboardingSteps: readonly StepItem[] = [
  { title: 'Crea tu cuenta', text: 'Regístrate como Proveedor de Servicios con tu correo electrónico.' },
  { title: 'Completa tu perfil', text: 'Agrega tu nombre, teléfono y los servicios que ofreces.' },
  { title: 'Define tu área', text: 'Marca tu ubicación y el radio en kilómetros donde quieres trabajar.' },
  { title: 'Elige tu plan', text: 'Selecciona el plan mensual que se ajuste al tamaño de tu negocio.' },
  { title: 'Aplica a solicitudes', text: 'Envía tu precio y un mensaje a los clientes que te interesen.' },
];

export const plansSection = {
  title: 'Planes mensuales',
  intro: 'Precios en pesos mexicanos (MXN). Cambia de plan cuando quieras; cada suscripción dura un mes.',
  popularPlanId: 'premium',
  popularLabel: 'Más popular',
  choosePlan: 'Empezar con',
};

export const providersCta = {
  title: 'Empieza a recibir solicitudes',
  text: 'El registro es gratuito. Elige tu plan cuando estés listo para aplicar.',
};
