import { strToU8, zipSync, type Zippable } from 'fflate';
import { sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_EVENTS_KEPT_DAYS } from '#shared/domain/analytics';
import { rowsOf, type Database } from '#server/db/client';
import { MESSAGE_PAGE_MAX } from '#shared/domain/conversations';
import { readConversation, readMessages } from '#server/modules/conversations';
import { providerDisplayName } from '#server/modules/profiles';
import type { Storage } from '#server/storage';

// 'Descargar mis datos' (LFPDPPP, right of access): everything the product holds about one person, as JSON
// files in a ZIP, with the photo, logo and documents they uploaded. Left out on purpose, because they are keys
// rather than data about the person: the password hash, session tokens, two-factor secrets and backup codes, and
// the keys of rate limits. What the other party of a service wrote about them is there only once published, as
// in the app.

type Row = Record<string, unknown>;

const README = `Tus datos en LimpiaHogar
========================

Este archivo contiene todo lo que LimpiaHogar guarda sobre ti, en archivos JSON (texto que cualquier
editor abre), y la foto de perfil, el logotipo y los documentos de verificación que subiste, si los hay:

- cuenta.json: tu cuenta (correo, tipo de cuenta, fechas, si confirmaste tu correo y si usas verificación
  en dos pasos) y tus sesiones abiertas (dispositivo, dirección IP, fechas).
- perfil.json: tus datos de contacto, tu ubicación y tus preferencias de correo.
- proveedor.json: tu perfil público, servicios y precios, disponibilidad y planes (solo proveedores).
- solicitudes.json: las solicitudes y reservas que publicaste.
- propuestas.json: las propuestas que enviaste (solo proveedores).
- pagos.json: cada pago de plan que se te pidió y qué pasó con él (solo proveedores; los datos de tu
  tarjeta nunca llegan a LimpiaHogar).
- servicios.json: los servicios en los que participas, con cada paso que tuvieron.
- resenas.json: las reseñas que escribiste y las publicadas sobre ti.
- favoritos.json: los proveedores que guardaste como favoritos y cuándo (solo clientes).
- planes-recurrentes.json: tus limpiezas recurrentes, como cliente o como proveedor: frecuencia, día y hora,
  precio por visita y estado (las visitas están en servicios.json).
- conversaciones.json: tus conversaciones de Mensajes: con quién, sobre qué y cada mensaje tal como lo ves
  en la app (los datos de contacto de la otra parte ocultos mientras el servicio no se confirma).
- notificaciones.json: los avisos de tu campana.
- correos.json: los correos que te enviamos o que están por salir.
- contacto.json: los mensajes que nos enviaste por el formulario de contacto.
- reportes.json: el contenido que reportaste y qué decidimos.
- datos-fiscales.json: tu RFC, razón social, régimen fiscal, código postal fiscal y uso del CFDI, si los
  guardaste en Facturación.
- estadisticas.json: las visitas a tu página pública (profile_view) y tus apariciones en el asistente de
  reserva (wizard_appearance), contadas por día, y cuántas guardamos una por una (solo proveedores).
- verificacion.json, identificacion-oficial y comprobante-de-domicilio: tu solicitud de verificación y
  los documentos que enviaste (solo proveedores).
- foto-de-perfil y logotipo: la foto y el logotipo de tu perfil público, si los subiste (solo proveedores).

Para rectificar tus datos, corrígelos en tu panel; para cancelarlos, usa «Eliminar mi cuenta» en Seguridad.
Para oponerte al uso de tus datos, escríbenos desde la página de Contacto.
`;

// The exact address, phone and name a customer gave for a service are the customer's: in the provider's file
// (their services, the e-mails that told them where to go) they are left out.
const CONTACT_KEYS = [
  'address',
  'address_interior',
  'address_colonia',
  'address_references',
  'contact_phone',
  'contact',
];

// 'Estadísticas' keeps each view and appearance for 90 days: hundreds of thousands of rows for a busy provider,
// and this ZIP is built in memory. Each of them is in the day's count, which says all they hold but the time of
// day, so the file gives the counts and how many single events are kept, and says so.
const EVENTS_NOTE =
  `Cada visita a tu página pública y cada aparición en el asistente de reserva se guarda una por una durante ` +
  `${ANALYTICS_EVENTS_KEPT_DAYS} días, solo con su tipo y su fecha y hora (nada de quien visita). Aquí no van una ` +
  `por una: todas están contadas en «days», por día (hora de la Ciudad de México) y tipo; «kept» dice cuántas ` +
  `guardamos y «oldest» y «newest», la fecha y hora de la primera y de la última.`;

function withoutContact<T>(value: T): T {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !CONTACT_KEYS.includes(key))) as T;
}

/** Runs the named queries at once: the rows of each, by its name. */
async function selectAll<K extends string>(db: Database, queries: Record<K, SQL>): Promise<Record<K, Row[]>> {
  const names = Object.keys(queries) as K[];
  const rows = await Promise.all(names.map(async (name) => rowsOf<Row>(await db.execute(queries[name]))));
  return Object.fromEntries(names.map((name, i) => [name, rows[i]])) as Record<K, Row[]>;
}

/**
 * This person's conversations (issue 31), each with the other side's name, what it is about and every message as
 * this person reads it in 'Mensajes' (the other side's contact details masked until a service is confirmed, a
 * hidden message as hidden): read through the conversations' own rules, a page at a time.
 */
async function conversationsOf(db: Database, userId: string, now: Date) {
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`select id from conversations where customer_id = ${userId} or provider_id = ${userId}
      order by created_at, id`),
  );
  const conversations = [];
  for (const { id } of ids) {
    const view = await readConversation(db, userId, id, now);
    if (!view) continue;
    const messages = [];
    for (let after = 0; ;) {
      const page = await readMessages(db, view, userId, { after, limit: MESSAGE_PAGE_MAX });
      messages.push(...page.messages);
      if (!page.more || page.messages.length === 0) break;
      after = page.messages.at(-1)!.id;
    }
    conversations.push({
      id,
      you_are: view.role,
      with: view.other.name,
      subject: { kind: view.subject.kind, title: view.subject.title },
      closed: view.closed,
      messages,
    });
  }
  return conversations;
}

/** The ZIP of one person's data, its files dated `now`. */
export async function exportAccount(
  db: Database,
  storage: Storage,
  userId: string,
  now: Date,
): Promise<Uint8Array> {
  const { account, sessions } = await selectAll(db, {
    account: sql`select id, email, name, user_type, email_verified, two_factor_enabled, created_at, updated_at
      from users where id = ${userId}`,
    sessions: sql`select created_at, updated_at, expires_at, ip_address, user_agent
      from sessions where user_id = ${userId} order by created_at`,
  });
  const [user] = account;
  const email = String(user?.email ?? '');
  const {
    profile,
    providerProfile,
    services,
    schedule,
    workingHours,
    daysOff,
    subscriptions,
    requests,
    offers,
    jobs,
    events,
    reviews,
    notifications,
    emails,
    contact,
    images,
    verification,
    documents,
    reports,
    payments,
    fiscal,
    eventDays,
    eventsKept,
    favourites,
    plans,
  } = await selectAll(db, {
    profile: sql`select * from profiles where id = ${userId}`,
    providerProfile: sql`select * from provider_profiles where provider_id = ${userId}`,
    services: sql`select service_id, hourly_price from provider_services where provider_id = ${userId}
      order by service_id`,
    schedule: sql`select travel_minutes, max_per_day, instant_booking, updated_at from provider_schedules
      where provider_id = ${userId}`,
    workingHours: sql`select weekday, start_time, end_time from provider_working_hours
      where provider_id = ${userId} order by weekday, start_time`,
    daysOff: sql`select first_day, last_day, note from provider_days_off where provider_id = ${userId}
      order by first_day`,
    subscriptions: sql`select * from subscriptions where provider_id = ${userId} order by created_at`,
    requests: sql`select * from service_requests where customer_id = ${userId} order by created_at`,
    offers: sql`select * from request_applications where provider_id = ${userId} order by created_at`,
    jobs: sql`select * from jobs where customer_id = ${userId} or provider_id = ${userId}
      order by scheduled_at`,
    events: sql`select e.job_id, e.seq, e.action, e.actor, e.from_status, e.to_status, e.at
      from job_events e join jobs j on j.id = e.job_id
      where j.customer_id = ${userId} or j.provider_id = ${userId} order by e.job_id, e.seq`,
    reviews: sql`select id, job_id, author_role, author_id = ${userId} as written_by_you, rating, comment,
        reply, replied_at, created_at, published_at
      from reviews
      where author_id = ${userId} or (subject_id = ${userId} and published_at is not null)
      order by created_at`,
    notifications: sql`select kind, title, body, link, created_at, read_at from notifications
      where user_id = ${userId} order by created_at`,
    emails: sql`select payload -> 'template' as template, payload -> 'data' as data, created_at, done_at
      from tasks where kind = 'email' and payload -> 'data' ->> 'to' = ${email} order by created_at`,
    contact: sql`select name, email, subject, message, created_at from contact_messages
      where email = ${email} order by created_at`,
    images: sql`select 'foto-de-perfil' as name, storage_key, content_type from provider_photos
        where provider_id = ${userId}
      union all
      select 'logotipo' as name, storage_key, content_type from provider_logos where provider_id = ${userId}`,
    verification: sql`select status, rfc, adult_confirmed_at, submitted_at, decided_at, rejection_reason
      from provider_verifications where provider_id = ${userId}`,
    documents: sql`select kind, content_type, storage_key, uploaded_at from verification_documents
      where provider_id = ${userId} order by kind`,
    reports: sql`select target_type, target_id, reason, created_at, resolved_at, outcome from content_reports
      where reporter_id = ${userId} order by created_at`,
    // The ledger: every plan payment asked of them, with what became of it (never the gateway's card data).
    payments: sql`select id, kind, amount, currency, description, status, gateway, reference, paid_at,
        created_at
      from payments where provider_id = ${userId} order by created_at`,
    fiscal: sql`select rfc, legal_name, tax_regime, zip, cfdi_use, updated_at from fiscal_profiles
      where profile_id = ${userId}`,
    // `day` as text: node-postgres would make a date a midnight in the server's zone.
    eventDays: sql`select day::text as day, kind, count from provider_event_days
      where provider_id = ${userId} order by day, kind`,
    eventsKept: sql`select count(*)::int as kept, min(at) as oldest, max(at) as newest from provider_events
      where provider_id = ${userId}`,
    favourites: sql`select f.provider_id, ${providerDisplayName} as provider_name, f.created_at
      from favourite_providers f join profiles p on p.id = f.provider_id
      left join provider_profiles pp on pp.provider_id = p.id
      where f.customer_id = ${userId} order by f.created_at`,
    // `first_date` as text, as `day` above.
    plans: sql`select id, customer_id, provider_id, service_id, payment_method, location, estimate_input,
        duration_minutes, price, rhythm, first_date::text as first_date, visit_time, provider_zone, status,
        new_price, new_price_from, new_price_accepted_at, ends_at, created_at, answered_at, updated_at
      from recurring_plans where customer_id = ${userId} or provider_id = ${userId} order by created_at`,
  });

  const conversations = await conversationsOf(db, userId, now);

  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
  const files: Zippable = {
    'LEEME.txt': strToU8(README),
    'cuenta.json': json({ account: user ?? null, sessions }),
    'perfil.json': json(profile[0] ?? null),
    'solicitudes.json': json(requests),
    'servicios.json': json(
      jobs.map((job) => ({
        ...(job.customer_id === userId ? job : withoutContact(job)),
        steps: events.filter((e) => e.job_id === job.id),
      })),
    ),
    'resenas.json': json(reviews),
    'notificaciones.json': json(notifications),
    'correos.json': json(emails.map((mail) => ({ ...mail, data: withoutContact(mail.data) }))),
    'contacto.json': json(contact),
    'reportes.json': json(reports),
    'planes-recurrentes.json': json(plans),
    'conversaciones.json': json(conversations),
  };
  if (fiscal[0]) files['datos-fiscales.json'] = json(fiscal[0]);
  if (String(user?.user_type) === 'client') files['favoritos.json'] = json(favourites);
  if (String(user?.user_type) === 'provider') {
    files['proveedor.json'] = json({
      profile: providerProfile[0] ?? null,
      services,
      availability: { settings: schedule[0] ?? null, workingHours, daysOff },
      subscriptions,
    });
    files['propuestas.json'] = json(offers);
    files['pagos.json'] = json(payments);
    files['estadisticas.json'] = json({ days: eventDays, events: { ...eventsKept[0], note: EVENTS_NOTE } });
    files['verificacion.json'] = json({
      request: verification[0] ?? null,
      documents: documents.map(({ kind, content_type, uploaded_at }) => ({
        kind,
        content_type,
        uploaded_at,
      })),
    });
  }
  // The ID and the proof of address, as stored (images re-encoded as JPEG, PDFs as sent).
  for (const document of documents) {
    const extension = document.content_type === 'application/pdf' ? 'pdf' : 'jpg';
    const name = document.kind === 'id' ? 'identificacion-oficial' : 'comprobante-de-domicilio';
    const file = await storage.get(String(document.storage_key));
    if (file) files[`${name}.${extension}`] = [new Uint8Array(file.bytes), { level: 0 }];
  }
  // The photo and the logo, as stored (WebP), read through the storage port.
  for (const image of images) {
    const extension = String(image.content_type).split('/')[1] ?? 'bin';
    const file = await storage.get(String(image.storage_key));
    if (file) files[`${String(image.name)}.${extension}`] = [new Uint8Array(file.bytes), { level: 0 }];
  }
  return zipSync(files, { level: 6, mtime: now });
}
