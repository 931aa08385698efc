export const contactSeo = {
  title: 'Contacto',
  description:
    'Escríbenos para resolver dudas sobre servicios, reservas o planes para proveedores. Atención de lunes a viernes de 9:00 a 18:00 y sábados de 9:00 a 14:00.',
  path: '/contacto',
};

export const contactIntro = {
  title: 'Contacto',
  lead: '¿Tienes una duda, una sugerencia o necesitas ayuda con un servicio? Escríbenos y con gusto te atendemos.',
};
