// What has happened between the demo's people: services done and reviewed, one with a problem reported, one
// agreed for the coming days, a booking waiting for its answer, and open requests, one with an offer.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { systemClock } from '#server/clock';
import type { ServiceId } from '#shared/catalog';
import type { EstimateInput } from '#shared/domain/estimate';
import { wallClockIso, zonedLocalToInstant } from '#shared/domain/local-time';
import { MEXICAN_TIME_ZONES } from '#shared/domain/time-zones';
import type { BookingForm } from '#shared/schemas/bookings';
import type { CreateRequestForm } from '#shared/schemas/requests';
import { customers, providers, type DemoCustomer, type DemoProvider } from './demo-cast';
import type { DemoTarget, Person, PlaceOf } from './demo-seed';

const ZONE = MEXICAN_TIME_ZONES[0];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type People = Record<'carmen' | 'diego' | 'lucia' | 'jorge' | 'sofia', Person>;

/** `days` from today (negative: ago) at `time` on Mexico City's clock. */
function dayAt(days: number, time: string): Date {
  const date = wallClockIso(new Date(systemClock.now().getTime() + days * DAY), ZONE).slice(0, 10);
  return zonedLocalToInstant(date, time, ZONE)!;
}

/** The first day `days` or more from today that the provider works (their 'Disponibilidad'), at `time`. */
function workdayAt(provider: DemoProvider, days: number, time: string): Date {
  for (let day = days; ; day++) {
    const at = dayAt(day, time);
    const weekday = new Date(`${wallClockIso(at, ZONE).slice(0, 10)}T12:00:00Z`).getUTCDay();
    if (provider.schedule.weekly[weekday]!.length > 0) return at;
  }
}

/** How long, as the wizard and the request form send it: the home to estimate, or the hours. */
type LengthForm = BookingForm['length'];

/** A home for the 'Cotizador': recámaras, baños, the kind of cleaning, extras and pets. */
const home = (
  bedrooms: number,
  bathrooms: number,
  cleaningType: EstimateInput['cleaningType'],
  extras: EstimateInput['extras'] = [],
  pets = false,
): LengthForm => ({
  estimate: { bedrooms, bathrooms, cleaningType, extras: [...extras], pets },
});

interface RequestDraft {
  title: string;
  description: string;
  serviceId: ServiceId;
  budgetRange: CreateRequestForm['budgetRange'];
  at: Date;
  /** The 'Cotizador''s home for a home's cleaning, the hours for any other service. */
  length: LengthForm;
}

function requestBody(customer: DemoCustomer, place: PlaceOf, draft: RequestDraft): CreateRequestForm {
  const { address, phone } = customer.profile;
  return {
    title: draft.title,
    description: draft.description,
    serviceId: draft.serviceId,
    budgetRange: draft.budgetRange,
    paymentMethod: 'cash',
    requiredDate: draft.at.toISOString(),
    length: draft.length,
    location: place(customer.place),
    contact: { address, phone },
    idempotencyKey: randomUUID(),
  };
}

async function publish(person: Person, body: CreateRequestForm): Promise<string> {
  const answer = await person.client.call<{ request: { id: string } }>('POST', '/api/requests', body);
  return answer.request.id;
}

/** An offer of `pesos` for a service of `hours` ('Duración estimada'). */
async function offer(
  provider: Person,
  requestId: string,
  { pesos, hours }: { pesos: number; hours: number },
  message: string,
): Promise<string> {
  const answer = await provider.client.call<{ application: { id: string } }>(
    'POST',
    `/api/requests/${requestId}/applications`,
    { proposedPrice: pesos, durationHours: hours, message },
  );
  return answer.application.id;
}

async function accept(customer: Person, offerId: string): Promise<string> {
  const answer = await customer.client.call<{ service: { id: string } }>(
    'POST',
    `/api/applications/${offerId}/accept`,
  );
  return answer.service.id;
}

const act = (person: Person, serviceId: string, action: string, reason?: string) =>
  person.client.call('POST', `/api/services/${serviceId}/actions`, { action, reason });

const review = (person: Person, serviceId: string, rating: number, comment: string) =>
  person.client.call('POST', `/api/services/${serviceId}/review`, { rating, comment });

interface PastService {
  customer: Person;
  provider: Person;
  body: CreateRequestForm;
  pesos: number;
  hours: number;
  message: string;
  /** When it happened: the service is agreed for two days ahead, then moved back here. */
  happened: Date;
}

/**
 * A service agreed today through the real routes, then moved back to `happened` with everything that led to it
 * (the journeys' hook moves the service and its timers; the request, offers, history and bell lines move here).
 * The app's clock is left at `happened`, for the steps that follow.
 */
async function agreeInThePast(target: DemoTarget, ids: string[], past: PastService): Promise<string> {
  target.clock.set(systemClock.now());
  const since = target.clock.now();
  const requestId = await publish(past.customer, past.body);
  const serviceId = await accept(
    past.customer,
    await offer(past.provider, requestId, { pesos: past.pesos, hours: past.hours }, past.message),
  );
  // The e-mails and bell lines of these steps, sent when they happened.
  await target.app.tasks.runDue();
  const hours = (new Date(past.body.requiredDate).getTime() - past.happened.getTime()) / HOUR;
  await past.customer.client.call('POST', `/api/test/services/${serviceId}/age`, { hours });
  await moveOrigin(target.db, serviceId, since, hours, ids);
  target.clock.set(past.happened);
  return serviceId;
}

async function moveOrigin(db: Database, serviceId: string, since: Date, hours: number, ids: string[]) {
  const shift = sql`make_interval(secs => ${hours * 3600})`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`update service_requests r
      set required_date = r.required_date - ${shift}, created_at = r.created_at - ${shift}
      from jobs j where j.id = ${serviceId} and r.id = j.request_id`);
    await tx.execute(sql`update request_applications a set created_at = a.created_at - ${shift}
      from jobs j where j.id = ${serviceId} and a.request_id = j.request_id`);
    await tx.execute(sql`update job_events set at = at - ${shift} where job_id = ${serviceId}`);
    await tx.execute(sql`update notifications set created_at = created_at - ${shift}
      where created_at >= ${since.toISOString()}::timestamptz and user_id = any(${sql.param(ids)}::text[])`);
  });
}

/** Moves the app's clock `hours` after the service's start, then runs what fell due meanwhile. */
async function at(target: DemoTarget, happened: Date, hours: number) {
  target.clock.set(new Date(happened.getTime() + hours * HOUR));
  await target.app.tasks.runDue();
}

export async function runStories(target: DemoTarget, people: People, place: PlaceOf) {
  const { carmen, diego, lucia, jorge, sofia } = people;
  const ids = Object.values(people).map((person) => person.id);
  const carmenAsks = (draft: RequestDraft) => requestBody(customers.carmen, place, draft);
  const diegoAsks = (draft: RequestDraft) => requestBody(customers.diego, place, draft);

  // Eight days ago: Lucía cleaned Carmen's flat; both reviewed, so both reviews are published.
  const cleaned = dayAt(-8, '10:00');
  const first = await agreeInThePast(target, ids, {
    customer: carmen,
    provider: lucia,
    body: carmenAsks({
      title: 'Limpieza general de departamento',
      description:
        'Departamento de dos recámaras, sala, comedor y cocina. Hay que trapear y limpiar ventanas por dentro.',
      serviceId: 'home-cleaning',
      budgetRange: '0-500',
      at: dayAt(2, '10:00'),
      // 3 – 3.5 h: at Lucía's $130 an hour, $390 – $455.
      length: home(2, 1, 'general'),
    }),
    pesos: 455,
    hours: 3.5,
    message: 'Llevo mis productos y mi equipo; son unas tres horas y media.',
    happened: cleaned,
  });
  await at(target, cleaned, 3.5);
  await act(lucia, first, 'mark_done');
  await at(target, cleaned, 5);
  await act(carmen, first, 'confirm_completion');
  await at(target, cleaned, 26);
  await review(carmen, first, 5, 'Lucía llegó puntual y dejó la cocina impecable. La volvería a contratar.');
  await at(target, cleaned, 30);
  await review(lucia, first, 5, 'Todo listo a tiempo y muy amable. Un gusto trabajar en su casa.');

  // Five days ago: Jorge washed Diego's windows; Diego reviewed, Jorge has not yet.
  const washed = dayAt(-5, '09:00');
  const second = await agreeInThePast(target, ids, {
    customer: diego,
    provider: jorge,
    body: diegoAsks({
      title: 'Lavado de ventanas de la casa',
      description: 'Doce ventanas en dos pisos, por dentro y por fuera. Hay escalera en la casa.',
      serviceId: 'windows',
      budgetRange: '0-500',
      at: dayAt(2, '09:00'),
      length: { hours: 3 },
    }),
    pesos: 300,
    hours: 3,
    message: 'Puedo ir temprano; llevo jalador, microfibras y mi propia escalera.',
    happened: washed,
  });
  await at(target, washed, 3);
  await act(jorge, second, 'mark_done');
  await at(target, washed, 6);
  await act(diego, second, 'confirm_completion');
  await at(target, washed, 28);
  await review(diego, second, 4, 'Buen trabajo con las ventanas; tardó un poco más de lo acordado.');

  // Two days ago: Brillo Roma's deep cleaning, and a problem Diego reported, for an operator to settle.
  const deep = dayAt(-2, '10:00');
  const third = await agreeInThePast(target, ids, {
    customer: diego,
    provider: sofia,
    body: diegoAsks({
      title: 'Limpieza profunda antes de la mudanza',
      description:
        'Casa de tres recámaras, vacía. Cocina completa por dentro de los gabinetes, baños y pisos.',
      serviceId: 'deep-cleaning',
      budgetRange: '1000-2000',
      at: dayAt(2, '10:00'),
      // 8 – 8.5 h: at Brillo Roma's $150 an hour, $1,200 – $1,275.
      length: home(3, 2, 'mudanza'),
    }),
    pesos: 1275,
    hours: 8.5,
    message: 'Vamos dos personas y terminamos en el día. Incluye el interior de gabinetes y horno.',
    happened: deep,
  });
  await at(target, deep, 8.5);
  await act(sofia, third, 'mark_done');
  await at(target, deep, 11);
  await act(
    diego,
    third,
    'report_problem',
    'No limpiaron el interior de los gabinetes de la cocina, que era parte de lo acordado.',
  );

  target.clock.set(systemClock.now());
  // In three days or so (a weekday of Lucía's): Lucía cleans Carmen's bathrooms and kitchen; Jorge's offer was
  // the other one.
  const bathrooms = await publish(
    carmen,
    carmenAsks({
      title: 'Limpieza de baños y cocina',
      description: 'Dos baños completos y la cocina: azulejo, cancel, estufa y campana.',
      serviceId: 'bathroom',
      budgetRange: '0-500',
      at: workdayAt(providers.lucia, 3, '10:00'),
      length: { hours: 3 },
    }),
  );
  await offer(
    jorge,
    bathrooms,
    { pesos: 330, hours: 3.5 },
    'Puedo ese día a las 10; llevo productos antisarro.',
  );
  await accept(
    carmen,
    await offer(
      lucia,
      bathrooms,
      { pesos: 360, hours: 3 },
      'Con gusto vuelvo; llevo productos para el cancel y el azulejo.',
    ),
  );

  // In four days or so (a day Jorge works, at one of his free times): Diego booked Jorge directly for his house
  // (2 recámaras, 1 baño and the dog: 3.5 – 4 h, booked for 4 h at $90 an hour); Jorge has not answered yet.
  const booking: BookingForm = {
    serviceId: 'home-cleaning',
    providerId: jorge.id,
    requiredDate: workdayAt(providers.jorge, 4, '09:00').toISOString(),
    length: home(2, 1, 'general', [], true),
    location: place(customers.diego.place),
    contact: { address: customers.diego.profile.address, phone: customers.diego.profile.phone },
    notes: 'Tenemos un perro tranquilo. Toque el timbre dos veces.',
    paymentMethod: 'cash',
    idempotencyKey: randomUUID(),
  };
  await diego.client.call('POST', '/api/bookings', booking);

  // Open: Diego's kitchen, with an offer from Brillo Roma; Carmen's windows, waiting for offers.
  const kitchen = await publish(
    diego,
    diegoAsks({
      title: 'Limpieza profunda de cocina',
      description: 'Cocina integral: gabinetes por dentro, estufa, horno, campana y refrigerador.',
      serviceId: 'deep-cleaning',
      budgetRange: '500-1000',
      at: dayAt(5, '11:00'),
      // 5 – 5.5 h: the kitchen of a small home, deep, with the oven and the fridge.
      length: home(1, 1, 'profunda', ['horno', 'refrigerador']),
    }),
  );
  await offer(
    sofia,
    kitchen,
    { pesos: 825, hours: 5.5 },
    'Somos dos personas, unas cinco horas. Llevamos desengrasante y vapor.',
  );
  await publish(
    carmen,
    carmenAsks({
      title: 'Lavado de ventanas de sala y recámaras',
      description: 'Seis ventanas grandes, por dentro y por fuera; es un tercer piso con balcón.',
      serviceId: 'windows',
      budgetRange: '0-500',
      at: dayAt(6, '10:00'),
      length: { hours: 2 },
    }),
  );
  await target.app.tasks.runDue();
}
