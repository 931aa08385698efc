export const servicesSeo = {
  title: 'Nuestros Servicios',
  description:
    'Limpieza del hogar desde $800, lavandería desde $300, jardinería, albercas, ventanas y más. Precios en MXN con proveedores verificados en México.',
  path: '/servicios',
};

export const servicesIntro = {
  title: 'Nuestros Servicios',
  lead: 'Todo lo que tu hogar necesita, con proveedores verificados y precios claros desde el primer momento.',
};
