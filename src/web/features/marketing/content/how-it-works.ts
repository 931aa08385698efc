import { BadgeCheck, Headset, ReceiptText, ShieldCheck } from 'lucide-react';
import { supportClaim, supportHoursSentence } from '#shared/company';
import { PAYMENT_METHODS_SUMMARY } from './payment-methods';
import type { FeatureItem } from '#web/features/marketing/components/feature-grid';
import type { StepItem } from '#web/features/marketing/components/step-list';
import { providerVerification } from './verification';

export const howItWorksSeo = {
  title: 'Cómo Funciona',
  description:
    'Contrata limpieza y servicios del hogar en cuatro pasos: elige el servicio, publica tu solicitud, compara propuestas de proveedores verificados y califica.',
  path: '/como-funciona',
};

export const howItWorksIntro = {
  title: 'Cómo Funciona',
  lead: 'De la solicitud a la casa limpia en cuatro pasos. Sin llamadas interminables ni sorpresas en el precio.',
};

export const stepsSection = { title: 'Cuatro pasos para tu hogar impecable' };

export const steps: readonly StepItem[] = [
  {
    title: 'Elige tu servicio',
    text: 'Explora el catálogo y revisa desde cuánto cuesta cada servicio antes de comprometerte.',
  },
  {
    title: 'Publica tu solicitud',
    text: 'Describe lo que necesitas, la fecha, tu presupuesto y tu colonia. Tu dirección exacta sólo la ve quien contrates.',
  },
  {
    title: 'Compara y elige',
    text: 'Los proveedores cercanos te envían su precio y un mensaje. Compara reseñas y elige con calma.',
  },
  {
    title: 'Disfruta y califica',
    text: 'Recibe el servicio, paga con el método acordado y deja una reseña que ayude a otros clientes.',
  },
];

export const reasonsSection = {
  title: 'Razones para elegir LimpiaHogar',
  intro: 'Cuidamos cada detalle para que abrir la puerta de tu casa sea una decisión tranquila.',
};

export const reasons: readonly FeatureItem[] = [
  {
    icon: BadgeCheck,
    title: 'Proveedores verificados',
    text: providerVerification.card,
  },
  {
    icon: ShieldCheck,
    title: 'Pagos seguros',
    text: `Paga ${PAYMENT_METHODS_SUMMARY}; tus datos viajan cifrados.`,
  },
  {
    icon: ReceiptText,
    title: 'Precios transparentes',
    text: 'Ves el precio de la propuesta antes de aceptar. Sin cargos ocultos al final.',
  },
  {
    icon: Headset,
    title: supportClaim(),
    text: `Si algo no sale como esperabas, nuestro equipo te ayuda: ${supportHoursSentence()} (hora del centro de México).`,
  },
];

export const howItWorksCta = {
  title: '¿Listo para empezar?',
  text: 'Revisa los servicios disponibles y publica tu primera solicitud hoy mismo.',
};
