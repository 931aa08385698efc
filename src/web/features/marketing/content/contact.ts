import { supportHoursSentence } from '#shared/company';

export const contactSeo = {
  title: 'Contacto',
  description: `Escríbenos para resolver dudas sobre servicios, reservas o planes para proveedores. Horario de atención: ${supportHoursSentence()}.`,
  path: '/contacto',
};

export const contactIntro = {
  title: 'Contacto',
  lead: '¿Tienes una duda, una sugerencia o necesitas ayuda con un servicio? Escríbenos y con gusto te atendemos.',
};
