import { trustBadges, trustBadgesSection } from '#web/features/marketing/content/home';
import { Section } from '#web/features/marketing/components/section';

export function TrustBadges() {
  return (
    <Section id="confianza" title={trustBadgesSection.title}>
      <ul className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 lg:grid-cols-4">
        {trustBadges.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-center gap-3 rounded-xl border border-slate-200 p-4">
            <Icon aria-hidden="true" className="size-8 shrink-0 text-brand" />
            <span>
              <span className="block font-semibold text-slate-900">{title}</span>
              <span className="block text-sm text-slate-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
