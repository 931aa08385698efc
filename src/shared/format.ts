const LOCALE = 'es-MX';
export const TIME_ZONE = 'America/Mexico_City';

const pesos = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });
const pesosWithCents = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'MXN' });
const longDateTime = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});
const integer = new Intl.NumberFormat(LOCALE);

// Money is stored as integer centavos; whole amounts are shown without decimals, as the spec writes `$800`.
export function formatMoney(centavos: number): string {
  return centavos % 100 === 0 ? pesos.format(centavos / 100) : pesosWithCents.format(centavos / 100);
}

export function formatPesos(pesosAmount: number): string {
  return formatMoney(Math.round(pesosAmount * 100));
}

export function formatDateTime(value: Date | string | number): string {
  return longDateTime.format(new Date(value));
}

export function formatInteger(value: number): string {
  return integer.format(value);
}
