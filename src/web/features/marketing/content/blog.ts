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
  articleCtaTitle: '¿Prefieres que lo haga un profesional?',
  articleCtaText: 'Encuentra proveedores verificados cerca de ti y revisa los precios antes de reservar.',
} as const;
