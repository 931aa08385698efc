import { findService, type ServiceId } from './catalog';

interface Described {
  displayName: string;
  zone: string | null;
  services: readonly { serviceId: ServiceId }[];
}

const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;

// The title and description of a provider's public page: written once, read by the server (the HTML head a
// crawler reads) and by the page's meta function (the title a visitor's tab shows).
export const providerPageTexts = {
  titleOf: ({ displayName, zone }: Described) =>
    zone ? `${displayName}: servicios del hogar en ${zone}` : `${displayName}: servicios del hogar`,
  descriptionOf: ({ displayName, zone, services }: Described) => {
    const names = services.slice(0, 3).map((service) => findService(service.serviceId)?.name ?? '');
    const what = names.length ? listOf(names.map((name) => name.toLowerCase())) : 'servicios del hogar';
    return `${displayName} ofrece ${what}${zone ? ` en ${zone}` : ''}. Consulta sus precios, calificaciones y reseñas, y reserva en línea.`;
  },
} as const;
