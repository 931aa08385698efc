import { Clock, Mail } from 'lucide-react';
import { supportHoursTable } from '#shared/company';
import { contactTexts } from '#web/features/contact/texts';

export function OfficeHours({ supportEmail }: { supportEmail: string }) {
  return (
    <aside className="grid gap-6 self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <section aria-labelledby="horario-titulo">
        <h2 id="horario-titulo" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Clock aria-hidden="true" className="size-5 text-brand" />
          {contactTexts.hoursTitle}
        </h2>
        <dl className="mt-4 grid gap-2">
          {supportHoursTable().map((row) => (
            <div key={row.days} className="flex justify-between gap-4 border-b border-slate-100 pb-2">
              <dt className="text-slate-700">{row.days}</dt>
              <dd className="font-medium text-slate-900">{row.hours}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-600">{contactTexts.hoursNote}</p>
      </section>
      <section aria-labelledby="correo-titulo">
        <h2 id="correo-titulo" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Mail aria-hidden="true" className="size-5 text-brand" />
          {contactTexts.emailTitle}
        </h2>
        <a
          href={`mailto:${supportEmail}`}
          className="mt-2 inline-block rounded font-medium break-all text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {supportEmail}
        </a>
      </section>
    </aside>
  );
}
