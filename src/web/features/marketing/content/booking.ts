export const bookingSeo = {
  title: 'Reservar',
  description:
    'Reserva en línea tu servicio de limpieza con LimpiaHogar: elige el servicio, el proveedor y su precio, la fecha y tu dirección.',
  path: '/reservar',
};

export const bookingIntro = {
  title: 'Reservar un servicio',
  lead: 'Cuatro pasos: elige el servicio, el proveedor, la fecha y la hora, y dónde lo necesitas. Ves el precio antes de confirmar.',
};
