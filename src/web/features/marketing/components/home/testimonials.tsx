import { testimonials, testimonialsSection } from '../../content/home';
import { Section } from '../section';
import { StarRating } from './star-rating';

export function Testimonials() {
  return (
    <Section
      id="testimonios"
      title={testimonialsSection.title}
      intro={testimonialsSection.intro}
      tone="muted"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <StarRating rating={item.rating} />
              <blockquote className="mt-4 flex-1 text-slate-700">“{item.comment}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <img
                  src={item.image}
                  alt={`Foto de ${item.name}`}
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  className="size-14 rounded-full bg-brand-soft"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{item.name}</span>
                  <span className="block text-sm text-slate-600">{testimonialsSection.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
