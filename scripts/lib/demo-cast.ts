// Who the demo data is about: two customers, three providers and an operator in Mexico City, with the one
// password `npm run demo` prints. The addresses are at a reserved domain (RFC 2606), so nothing reaches anyone.
import type { PlanId } from '#shared/domain/plans';
import type { ServiceId } from '#shared/catalog';
import type { ProfileForm } from '#shared/schemas/profile';
import type { ProviderProfileInput } from '#shared/schemas/provider';
import type { ScheduleForm } from '#shared/schemas/schedule';

export const DEMO_DOMAIN = 'demo.example.com';
export const DEMO_PASSWORD = 'demo-limpiahogar';

/** A place of the offline gazetteer (src/server/places), by the label its search answers. */
export type DemoPlace =
  'Coyoacán, Ciudad de México' | 'Benito Juárez, Ciudad de México' | 'Cuauhtémoc, Ciudad de México';

export interface DemoCustomer {
  email: string;
  /** Perfil: the name, phone and address the request form fills in. */
  profile: ProfileForm;
  place: DemoPlace;
}

export interface DemoProvider {
  email: string;
  fullName: string;
  profile: ProviderProfileInput;
  place: DemoPlace;
  radiusKm: number;
  plan: PlanId;
  /** 'Precio por hora' in centavos. */
  services: { serviceId: ServiceId; hourlyPrice: number }[];
  /** 'Disponibilidad': their week (domingo first), travel time, daily maximum and 'Reserva inmediata'. */
  schedule: ScheduleForm;
}

const range = (start: string, end: string) => ({ start, end });
/** The same ranges on the weekdays listed (0 = domingo … 6 = sábado), none on the others. */
const week = (weekdays: number[], ranges: { start: string; end: string }[]) =>
  Array.from({ length: 7 }, (_, weekday) => (weekdays.includes(weekday) ? ranges : []));

const email = (local: string) => `${local}@${DEMO_DOMAIN}`;

export const customers = {
  carmen: {
    email: email('carmen.ruiz'),
    place: 'Benito Juárez, Ciudad de México',
    profile: {
      fullName: 'Carmen Ruiz Ortega',
      phone: '55 5501 0101',
      address: {
        street: 'Calle Pitágoras 845',
        interior: 'Depto. 302',
        colonia: 'Narvarte Poniente',
        references: 'Entre Eugenia y Xola, edificio gris con portón negro',
      },
    },
  },
  diego: {
    email: email('diego.hernandez'),
    place: 'Coyoacán, Ciudad de México',
    profile: {
      fullName: 'Diego Hernández Luna',
      phone: '55 5502 0202',
      address: {
        street: 'Calle Francisco Sosa 215',
        interior: '',
        colonia: 'Santa Catarina',
        references: 'Casa de portón verde, frente a la plaza',
      },
    },
  },
} satisfies Record<string, DemoCustomer>;

export const providers = {
  lucia: {
    email: email('lucia.mendoza'),
    fullName: 'Lucía Mendoza Vargas',
    place: 'Coyoacán, Ciudad de México',
    radiusKm: 10,
    plan: 'premium',
    profile: {
      displayName: 'Lucía Mendoza',
      bio: 'Ocho años limpiando casas y departamentos en Coyoacán y Benito Juárez. Llevo mis productos y mi equipo.',
      yearsExperience: 8,
      phone: '55 5503 0303',
    },
    services: [
      { serviceId: 'home-cleaning', hourlyPrice: 13_000 },
      { serviceId: 'bathroom', hourlyPrice: 12_000 },
      { serviceId: 'deep-cleaning', hourlyPrice: 15_000 },
    ],
    // Monday to Friday, 08:00 to 17:00; she answers each booking herself.
    schedule: {
      weekly: week([1, 2, 3, 4, 5], [range('08:00', '17:00')]),
      daysOff: [],
      travelMinutes: 30,
      maxPerDay: 2,
      instantBooking: false,
    },
  },
  jorge: {
    email: email('jorge.ramirez'),
    fullName: 'Jorge Ramírez Soto',
    place: 'Benito Juárez, Ciudad de México',
    radiusKm: 10,
    plan: 'basic',
    profile: {
      displayName: 'Jorge Ramírez',
      bio: 'Limpieza de casas, ventanas y jardines pequeños. Puntual y con referencias.',
      yearsExperience: 4,
      phone: '55 5504 0404',
    },
    services: [
      { serviceId: 'home-cleaning', hourlyPrice: 9_000 },
      { serviceId: 'windows', hourlyPrice: 10_000 },
      { serviceId: 'garden', hourlyPrice: 11_000 },
    ],
    // Monday to Saturday, mornings and late afternoons, an hour to cross the city between two homes.
    schedule: {
      weekly: week([1, 2, 3, 4, 5, 6], [range('09:00', '14:00'), range('16:00', '20:00')]),
      daysOff: [],
      travelMinutes: 60,
      maxPerDay: 3,
      instantBooking: false,
    },
  },
  sofia: {
    email: email('sofia.garcia'),
    fullName: 'Sofía García Núñez',
    place: 'Cuauhtémoc, Ciudad de México',
    radiusKm: 15,
    plan: 'enterprise',
    profile: {
      displayName: 'Brillo Roma',
      bio: 'Equipo de cuatro personas en la Roma y la Condesa: casas, oficinas y limpiezas profundas antes o después de una mudanza.',
      yearsExperience: 11,
      phone: '55 5505 0505',
    },
    services: [
      { serviceId: 'home-cleaning', hourlyPrice: 14_000 },
      { serviceId: 'deep-cleaning', hourlyPrice: 15_000 },
      { serviceId: 'office-cleaning', hourlyPrice: 15_000 },
      { serviceId: 'windows', hourlyPrice: 12_000 },
    ],
    // A team: Monday to Saturday, 07:00 to 20:00, and a booking is confirmed at once ('Reserva inmediata').
    schedule: {
      weekly: week([1, 2, 3, 4, 5, 6], [range('07:00', '20:00')]),
      daysOff: [],
      travelMinutes: 30,
      maxPerDay: 4,
      instantBooking: true,
    },
  },
} satisfies Record<string, DemoProvider>;

/** An account made like any customer's, then given the operator role as `npm run operator -- add` does. */
export const operator = { email: email('ana.torres'), fullName: 'Ana Torres Medina' };

export interface DemoAccount {
  role: string;
  email: string;
  /** What to open first, once signed in. */
  tryFirst: string;
}

/** The table `npm run demo` prints, in the order a newcomer would try the accounts. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'Cliente',
    email: customers.carmen.email,
    tryFirst:
      "Programados: la limpieza que Lucía hará en unos días. Historial: la que ya calificó. Mis Solicitudes: 'Lavado de ventanas' espera propuestas.",
  },
  {
    role: 'Cliente',
    email: customers.diego.email,
    tryFirst:
      'Mis Solicitudes: acepta la propuesta de Brillo Roma. Programados: la reserva que Jorge aún no contesta y el problema que reportaste. Historial: las ventanas que calificaste.',
  },
  {
    role: 'Proveedor de Servicios (Premium)',
    email: providers.lucia.email,
    tryFirst:
      'Calendario: el servicio con Carmen, con dirección y teléfono. Reseñas: responde a la de Carmen. Solicitudes: envía una propuesta.',
  },
  {
    role: 'Proveedor de Servicios (Básico)',
    email: providers.jorge.email,
    tryFirst: 'Calendario: acepta o rechaza la reserva de Diego. Reseñas: califica a Diego.',
  },
  {
    role: 'Proveedor de Servicios (Empresarial)',
    email: providers.sofia.email,
    tryFirst:
      'Calendario: responde al problema que reportó Diego. Solicitudes: envía una propuesta a la de Carmen.',
  },
  {
    role: 'Operador (consola en /operador)',
    email: operator.email,
    tryFirst:
      'Activa la verificación en dos pasos en Seguridad (cualquier app TOTP), luego abre /operador: en Disputas, resuelve el caso de Diego y Brillo Roma; mira también Verificaciones, Usuarios y Bitácora.',
  },
];
