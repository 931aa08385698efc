import { ctaLabels } from './common';

export const blogSeo = {
  title: 'Blog',
  description:
    'Consejos prácticos de limpieza y cuidado del hogar en México: qué productos no mezclar, calendarios de limpieza y guías para proveedores.',
  path: '/blog',
};

export const blogTexts = {
  title: 'Blog',
  lead: 'Guías prácticas para cuidar tu hogar y, si eres proveedor, para hacer crecer tu negocio.',
  audience: { clientes: 'Para tu hogar', proveedores: 'Para proveedores' },
  backToBlog: 'Volver al blog',
  articleCta: {
    clientes: {
      title: '¿Prefieres que lo haga un profesional?',
      text: 'Encuentra proveedores verificados cerca de ti y revisa los precios antes de reservar.',
      label: ctaLabels.seeServices,
      to: '/servicios',
    },
    proveedores: {
      title: '¿Listo para recibir solicitudes?',
      text: 'Conoce los requisitos y elige el plan mensual que se ajuste a tu negocio.',
      label: 'Ver planes para proveedores',
      to: '/para-proveedores',
    },
  },
} as const;
