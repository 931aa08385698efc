export const bookingSeo = {
  title: 'Reservar',
  description:
    'Muy pronto podrás reservar en línea tu servicio de limpieza con LimpiaHogar. Mientras tanto, explora los servicios y sus precios.',
  path: '/reservar',
};

export const bookingPlaceholder = {
  title: 'Reservar un servicio',
  lead: 'Las reservas en línea abren muy pronto. Mientras tanto, explora nuestros servicios o escríbenos y te ayudamos a encontrar proveedor.',
  chosen: 'Servicio elegido:',
};
