import { Handshake, HeartHandshake, ShieldCheck, Sparkles } from 'lucide-react';
import type { FeatureItem } from '#web/features/marketing/components/feature-grid';
import { providerVerification } from './verification';

export const aboutSeo = {
  title: 'Sobre Nosotros',
  description:
    'Conoce LimpiaHogar: una plataforma mexicana que conecta hogares con proveedores de limpieza verificados, con trato justo para ambas partes.',
  path: '/sobre-nosotros',
};

export const aboutIntro = {
  title: 'Sobre Nosotros',
  lead: 'Creemos que encontrar ayuda confiable para tu hogar debería ser sencillo, y que quien hace ese trabajo merece clientes, pagos claros y reconocimiento.',
};

export const storySection = {
  title: 'Nuestra historia',
  paragraphs: [
    'LimpiaHogar nació en México de una experiencia muy común: pedir recomendaciones por mensaje para encontrar a alguien de confianza que ayudara con la limpieza de la casa, sin saber cuánto cobraría ni cuándo podría venir.',
    'Del otro lado, muchas personas que se dedican a la limpieza, la jardinería o el mantenimiento dependían de la recomendación de boca en boca para conseguir trabajo. Construimos una plataforma donde ambas partes se encuentran con información clara: qué se necesita, dónde, cuándo y por cuánto.',
  ],
};

export const valuesSection = { title: 'Lo que nos guía' };

export const values: readonly FeatureItem[] = [
  {
    icon: ShieldCheck,
    title: 'Confianza',
    text: providerVerification.value,
  },
  {
    icon: Sparkles,
    title: 'Calidad',
    text: 'Las reseñas de servicios reales y nuestro equipo de soporte mantienen alto el nivel de cada servicio.',
  },
  {
    icon: Handshake,
    title: 'Trato justo',
    text: 'Precios claros para los clientes y condiciones transparentes para los proveedores.',
  },
  {
    icon: HeartHandshake,
    title: 'Cercanía',
    text: 'Somos un equipo mexicano que atiende en español y conoce cómo funcionan los hogares aquí.',
  },
];

export const creditsSection = {
  title: 'Créditos',
  text: 'La búsqueda de localidades usa datos de GeoNames (geonames.org), publicados bajo la licencia Creative Commons Atribución 4.0.',
};

export const aboutCta = {
  title: 'Únete a LimpiaHogar',
  text: 'Reserva tu próximo servicio o, si eres proveedor, empieza a recibir solicitudes cerca de ti.',
};
