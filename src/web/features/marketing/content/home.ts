import {
  Award,
  BadgeCheck,
  CalendarCheck,
  CreditCard,
  Headset,
  Lock,
  ShieldCheck,
  Sparkles,
  Star,
} from 'lucide-react';
import { MARKETING_FIGURES, TRUST_CLAIMS } from '../../../../shared/company';
import type { FeatureItem } from '../components/feature-grid';

export const homeSeo = {
  title: 'LimpiaHogar | Servicios de limpieza del hogar en México',
  description:
    'Reserva limpieza del hogar, lavandería, jardinería y más con proveedores verificados en México. Pagos seguros, soporte 24/7 y precios desde $300 MXN.',
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
    text: 'Revisamos la identidad y el domicilio de cada proveedor antes de que pueda ofrecer sus servicios.',
  },
  {
    icon: Sparkles,
    title: 'Servicio de calidad',
    text: 'Las reseñas de clientes reales mantienen el nivel: sólo los mejores conservan su lugar destacado.',
  },
  {
    icon: CalendarCheck,
    title: 'Reserva fácil',
    text: 'Elige el servicio, la fecha y la hora en minutos, desde tu celular o tu computadora.',
  },
];

export const statsSection = { title: 'Nuestros números' };

export const testimonialsSection = {
  title: 'Lo que dicen nuestros clientes',
  intro: 'Opiniones de personas que ya confían su hogar a LimpiaHogar.',
  role: 'Cliente Verificado',
};

export const testimonials = [
  {
    name: 'María González',
    image: '/images/testimonials/maria.svg',
    rating: 5,
    comment:
      'La limpieza profunda dejó mi departamento como nuevo. La proveedora llegó puntual y trajo todos sus productos.',
  },
  {
    name: 'Carlos Ramírez',
    image: '/images/testimonials/carlos.svg',
    rating: 5,
    comment:
      'Reservé jardinería para el sábado y en una hora ya tenía propuestas. Muy fácil comparar precios.',
  },
  {
    name: 'Ana Martínez',
    image: '/images/testimonials/ana.svg',
    rating: 4,
    comment:
      'El servicio de lavandería me ahorra toda la tarde del domingo. La ropa regresó doblada y a tiempo.',
  },
] as const;

export const trustBadgesSection = { title: 'Tu confianza, protegida' };

export const trustBadges = [
  {
    icon: Star,
    title: 'Reseñas verificadas',
    text: `${MARKETING_FIGURES[2].value} en opiniones de clientes`,
  },
  { icon: Lock, title: 'Sitio seguro SSL', text: 'Tu conexión con nosotros viaja cifrada' },
  { icon: CreditCard, title: 'Pagos PCI DSS', text: 'Tus datos de pago, protegidos' },
  { icon: Award, title: 'Empresa Verificada', text: 'Empresa mexicana con atención real' },
] as const;

export const closingCta = {
  title: '¿Listo para disfrutar un hogar impecable?',
  text: 'Elige tu servicio y recibe propuestas de proveedores verificados cerca de ti.',
};
