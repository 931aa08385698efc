// Company facts the spec fixes (SPEC §1, §9): figures, office hours and policies shown on several pages.

export const MARKETING_FIGURES = [
  { value: '10,000+', label: 'Clientes satisfechos' },
  { value: '50,000+', label: 'Servicios completados' },
  { value: '4.8/5', label: 'Calificación promedio' },
  { value: '98%', label: 'Tasa de satisfacción' },
] as const;

export const TRUST_CLAIMS = ['Pagos seguros', 'Proveedores verificados', 'Soporte 24/7'] as const;

export const OFFICE_HOURS = [
  { days: 'Lunes a Viernes', hours: '9:00 - 18:00' },
  { days: 'Sábado', hours: '9:00 - 14:00' },
  { days: 'Domingo', hours: 'Cerrado' },
] as const;

export const MINIMUM_AGE = 18;

// Where contact-form messages and privacy requests go unless SUPPORT_EMAIL says otherwise.
export const DEFAULT_SUPPORT_EMAIL = 'soporte@limpiahogar.mx';

export const CANCELLATION_POLICY = {
  freeNoticeHours: 24,
  lateChargePercent: 50,
  summary:
    'Puedes cancelar sin costo con al menos 24 horas de anticipación. Si cancelas con menos de 24 horas se cobra el 50% del servicio, y si el proveedor llega y no hay nadie para recibirlo se cobra el servicio completo.',
} as const;
