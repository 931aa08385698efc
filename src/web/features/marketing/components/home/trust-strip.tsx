import { trustStrip } from '#web/features/marketing/content/home';

export function TrustStrip() {
  return (
    <div className="border-y border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-10 gap-y-3 px-4 py-5 text-slate-700 sm:px-6">
        {trustStrip.map(({ icon: Icon, label }) => (
          <li key={label} className="flex items-center gap-2 font-medium">
            <Icon aria-hidden="true" className="size-5 text-brand" />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
