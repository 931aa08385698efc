import {
  BadgeCheck,
  CalendarCheck,
  CalendarX,
  CreditCard,
  Headset,
  Lock,
  MessageSquareText,
  ShieldCheck,
  Sparkles,
} from 'lucide-react';
import { SERVICES } from '#shared/catalog';
import { CANCELLATION_POLICY, supportClaim, supportDaysShort, TRUST_CLAIMS } from '#shared/company';
import { formatMoney } from '#shared/format';
import type { FeatureItem } from '#web/features/marketing/components/feature-grid';
import { providerVerification } from './verification';

const lowestPrice = formatMoney(Math.min(...SERVICES.map((service) => service.fromPrice)));

export const homeSeo = {
  title: 'LimpiaHogar | Servicios de limpieza del hogar en México',
  description: `Reserva limpieza del hogar, lavandería, jardinería y más con proveedores verificados en México. Pagos seguros, ${supportClaim().toLowerCase()} y precios desde ${lowestPrice} MXN.`,
  path: '/',
};

export const hero = {
  title: 'Tu solución integral para servicios de limpieza',
  lead: 'Encuentra proveedores verificados cerca de ti para limpiar tu casa, tu ropa, tu jardín y mucho más. Tú eliges el servicio, el horario y a quién abrirle la puerta.',
  imageAlt: 'Ilustración de una casa limpia con una persona limpiando la ventana y plantas en la entrada',
};

const trustIcons = [ShieldCheck, BadgeCheck, Headset] as const;
export const trustStrip = TRUST_CLAIMS.map((label, index) => ({
  label,
  icon: trustIcons[index] ?? BadgeCheck,
}));

export const benefitsSection = {
  title: '¿Por qué elegirnos?',
  intro: 'Hacemos que contratar ayuda para tu hogar sea tan confiable como sencillo.',
};

export const benefits: readonly FeatureItem[] = [
  {
    icon: BadgeCheck,
    title: 'Proveedores confiables',
    text: providerVerification.card,
  },
  {
    icon: Sparkles,
    title: 'Servicio de calidad',
    text: 'Cada servicio completado se puede calificar: las reseñas de clientes reales te ayudan a elegir.',
  },
  {
    icon: CalendarCheck,
    title: 'Reserva fácil',
    text: 'Elige el servicio, la fecha y la hora en minutos, desde tu celular o tu computadora.',
  },
];

export const statsSection = { title: 'Nuestros números' };

/**
 * What each cell of the stats band says until its figure passes its threshold (shared/domain/site-stats.ts):
 * facts that hold on a fresh install, in the order of the figures they stand in for.
 */
export const statsFacts = [
  { value: String(SERVICES.length), label: 'Servicios para tu hogar' },
  { value: lowestPrice, label: 'Precios desde (MXN)' },
  { value: `${CANCELLATION_POLICY.freeNoticeHours} h`, label: 'De aviso para cancelar sin costo' },
  { value: supportDaysShort(), label: 'Atención a clientes' },
] as const;

export const testimonialsSection = {
  title: 'Lo que dicen nuestros clientes',
  intro: 'Reseñas publicadas de servicios completados, compartidas con permiso de quien las escribió.',
};

export const trustBadgesSection = { title: 'Tu confianza, protegida' };

// Only what is true on every install served over HTTPS; nothing about certifications we do not hold.
export const trustBadges = [
  {
    icon: MessageSquareText,
    title: 'Reseñas de servicios reales',
    text: 'Sólo califica quien completó un servicio',
  },
  { icon: Lock, title: 'Conexión segura (SSL)', text: 'Tu conexión con nosotros viaja cifrada' },
  {
    icon: CreditCard,
    title: 'Tarjeta con Stripe o Mercado Pago',
    text: 'Cuando el pago en línea está disponible: tus datos no pasan por nuestros servidores',
  },
  {
    icon: CalendarX,
    title: 'Cancelación sin costo',
    text: `Con al menos ${CANCELLATION_POLICY.freeNoticeHours} horas de anticipación`,
  },
] as const;

export const closingCta = {
  title: '¿Listo para disfrutar un hogar impecable?',
  text: 'Elige tu servicio y recibe propuestas de proveedores verificados cerca de ti.',
};
