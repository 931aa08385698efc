// `npm run demo`'s data, made the way people make it: every account signs up and follows its e-mailed link,
// customers fill in Perfil and publish requests, providers set their area, prices, hours and plan and send offers,
// customers accept them and book, both sides mark services done and review them, all through the app's own
// routes (in-process, app.inject). Two things no person can do in minutes come from the journeys' hooks (the
// app is built with E2E_TEST_HOOKS, and never listens): an operator's approval of each provider's documents,
// and moving a service agreed today into the past; its request, offers, history and bell lines move with it.
import { inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { systemClock, type ManualClock } from '#server/clock';
import type { Database } from '#server/db/client';
import { operators, users } from '#server/db/schema';
import type { MailMessage } from '#server/mail/mailer';
import { runOperatorCommand } from '#server/modules/operator/grants';
import { APPROVE_SELF_PATH } from '#server/testing/journeys/verification-hooks';
import { searchGazetteer } from '#server/places/gazetteer';
import {
  DEMO_DOMAIN,
  DEMO_PASSWORD,
  customers,
  operator,
  providers,
  type DemoPlace,
  type DemoProvider,
} from './demo-cast';
import { DemoClient, verificationPath } from './demo-client';
import { DemoError, demoMessages } from './demo-messages';
import { runStories } from './demo-stories';

export interface DemoTarget {
  /** Built with E2E_TEST_HOOKS on, tasks run by hand, on `clock`. */
  app: FastifyInstance;
  db: Database;
  /** The app's clock: the demo sets it to when each step of a past service happened. */
  clock: ManualClock;
  /** APP_URL: the origin the app accepts writes from. */
  origin: string;
  /** Where the app's e-mails went (the confirmation links are read there). */
  outbox: { readonly sent: readonly MailMessage[] };
}

export interface Person {
  id: string;
  client: DemoClient;
}

export type DemoState = 'none' | 'complete' | 'incomplete';

/**
 * 'complete' once the operator has the role: it is granted last, so a run that stopped half-way leaves demo
 * accounts without it ('incomplete').
 */
export async function demoState(db: Database): Promise<DemoState> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(like(users.email, `%@${DEMO_DOMAIN}`));
  if (accounts.length === 0) return 'none';
  const granted = await db
    .select({ userId: operators.userId })
    .from(operators)
    .where(
      inArray(
        operators.userId,
        accounts.filter((account) => account.email === operator.email).map((account) => account.id),
      ),
    );
  return granted.length > 0 ? 'complete' : 'incomplete';
}

/** Seeds the demo once: 'created', or 'present' when a complete demo is already there. */
export async function seedDemo(target: DemoTarget): Promise<'created' | 'present'> {
  const state = await demoState(target.db);
  if (state === 'complete') return 'present';
  if (state === 'incomplete') throw new DemoError(demoMessages.incomplete);
  target.clock.set(systemClock.now());
  const place = await gazetteerPlaces();
  const signUp = (email: string, fullName: string, userType: 'client' | 'provider') =>
    signUpPerson(target, email, fullName, userType);

  const carmen = await signUp(customers.carmen.email, customers.carmen.profile.fullName, 'client');
  const diego = await signUp(customers.diego.email, customers.diego.profile.fullName, 'client');
  await carmen.client.call('PUT', '/api/profile', customers.carmen.profile);
  await diego.client.call('PUT', '/api/profile', customers.diego.profile);

  const setUp = (provider: DemoProvider) => setUpProvider(target, provider, place);
  const people = {
    carmen,
    diego,
    lucia: await setUp(providers.lucia),
    jorge: await setUp(providers.jorge),
    sofia: await setUp(providers.sofia),
  };
  await runStories(target, people, place);

  await signUp(operator.email, operator.fullName, 'client');
  target.clock.set(systemClock.now());
  await runOperatorCommand(target.db, 'add', operator.email, target.clock.now());
  await target.app.tasks.runDue();
  return 'created';
}

/** A provider set up to work: profile, area, price list, 'Disponibilidad', plan, and their documents approved. */
async function setUpProvider(target: DemoTarget, provider: DemoProvider, place: PlaceOf): Promise<Person> {
  const person = await signUpPerson(target, provider.email, provider.fullName, 'provider');
  await person.client.call('PUT', '/api/provider/profile', provider.profile);
  await person.client.call('PUT', '/api/provider/area', {
    location: place(provider.place),
    serviceRadius: provider.radiusKm,
  });
  await person.client.call('PUT', '/api/provider/services', { services: provider.services });
  await person.client.call('PUT', '/api/provider/availability', provider.schedule);
  await person.client.call('POST', '/api/subscription', { planType: provider.plan });
  await person.client.call('POST', APPROVE_SELF_PATH);
  return person;
}

async function signUpPerson(
  target: DemoTarget,
  email: string,
  fullName: string,
  userType: 'client' | 'provider',
): Promise<Person> {
  const client = new DemoClient(target.app, target.origin);
  await client.call('POST', '/api/auth/sign-up/email', {
    fullName,
    email,
    password: DEMO_PASSWORD,
    userType,
  });
  await client.call('GET', verificationPath(target.outbox.sent, email), undefined, [302]);
  const session = await client.call<{ user: { id: string } } | null>('GET', '/api/auth/get-session');
  if (!session) throw new Error(`${email}: no session after following the confirmation link`);
  return { id: session.user.id, client };
}

export type PlaceOf = (name: DemoPlace) => {
  lat: number;
  lng: number;
  formattedAddress: string;
  precision: 'locality';
};

/** The cast's places as the offline search answers them, so areas and requests read as a person's choice. */
async function gazetteerPlaces(): Promise<PlaceOf> {
  const names: DemoPlace[] = [
    'Coyoacán, Ciudad de México',
    'Benito Juárez, Ciudad de México',
    'Cuauhtémoc, Ciudad de México',
  ];
  const found = new Map<string, Awaited<ReturnType<typeof searchGazetteer>>[number]>();
  for (const name of names) {
    const match = (await searchGazetteer(name.split(',')[0]!, 20)).find((place) => place.label === name);
    if (!match) throw new Error(`the gazetteer has no place labelled ${name}`);
    found.set(name, match);
  }
  return (name) => {
    const { lat, lng, label } = found.get(name)!;
    return { lat, lng, formattedAddress: label, precision: 'locality' };
  };
}
