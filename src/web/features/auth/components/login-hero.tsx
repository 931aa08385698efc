import { CalendarX, Headphones, Star } from 'lucide-react';
import { BRAND } from '#shared/brand';

// Only what holds on any install (no user counts or averages: those the home page shows once they are real).
// The hours' and the policy's figures come from the route's loader, computed when the page is prerendered.
const claims = ({ freeNoticeHours, supportDays }: LoginHeroProps) =>
  [
    { icon: Star, value: 'Reseñas reales', label: 'sólo de servicios completados' },
    { icon: CalendarX, value: `${freeNoticeHours} h`, label: 'de aviso para cancelar sin costo' },
    { icon: Headphones, value: supportDays, label: 'soporte en horario de atención' },
  ] as const;

type LoginHeroProps = { freeNoticeHours: number; supportDays: string };

export function LoginHero(props: LoginHeroProps) {
  return (
    <aside
      aria-labelledby="login-hero-title"
      className="overflow-hidden rounded-2xl bg-linear-to-br from-teal-800 to-teal-950 text-white shadow-lg"
    >
      <img
        src="/images/login-hero.svg"
        width={480}
        height={320}
        alt="Ilustración de una casa limpia y reluciente con productos de limpieza"
        fetchPriority="high"
        className="h-auto w-full bg-teal-50"
      />
      <div className="grid gap-5 p-6 sm:p-8">
        <div className="grid gap-2">
          <h2 id="login-hero-title" className="text-2xl font-bold">
            Bienvenido a {BRAND.name}
          </h2>
          <p className="text-teal-50">
            Encuentra profesionales de limpieza verificados, agenda en minutos y administra tus servicios
            desde un solo lugar.
          </p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-3">
          {claims(props).map(({ icon: Icon, value, label }) => (
            <li
              key={value}
              className="flex items-center gap-3 rounded-lg bg-white/10 p-3 sm:flex-col sm:items-start"
            >
              <Icon className="size-5 shrink-0 text-amber-300" aria-hidden />
              <p className="text-sm leading-tight">
                <span className="block text-lg font-bold">{value}</span>
                {label}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
