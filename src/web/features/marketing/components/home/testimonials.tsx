import type { Testimonial } from '#shared/schemas/site-stats';
import { useStaticPage } from '#web/lib/static-page';
import { testimonialsSection } from '#web/features/marketing/content/home';
import { Section } from '#web/features/marketing/components/section';
import { StarRating } from './star-rating';

// Real published reviews whose authors allowed it (GET /api/site-stats); none, no section. The prerendered page
// carries the section hidden with a card to copy, which src/web/enhance fills and shows.
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] | undefined }) {
  const staticPage = useStaticPage();
  if (staticPage) {
    return (
      <TestimonialsSection hidden>
        <template data-slot="testimonial">
          <TestimonialCard testimonial={{ id: '', name: '', service: '', rating: 5, comment: '' }} />
        </template>
      </TestimonialsSection>
    );
  }
  if (!testimonials?.length) return null;
  return (
    <TestimonialsSection>
      {testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    </TestimonialsSection>
  );
}

function TestimonialsSection({ hidden, children }: { hidden?: boolean; children: React.ReactNode }) {
  return (
    <Section
      id="testimonios"
      title={testimonialsSection.title}
      intro={testimonialsSection.intro}
      tone="muted"
      hidden={hidden}
    >
      <ul data-slot="testimonials" className="grid gap-6 md:grid-cols-3">
        {children}
      </ul>
    </Section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <li>
      <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <StarRating rating={testimonial.rating} />
        <blockquote className="mt-4 flex-1 break-words text-slate-700">
          “<span data-field="comment">{testimonial.comment}</span>”
        </blockquote>
        <figcaption className="mt-6">
          <span data-field="name" className="block font-semibold text-slate-900">
            {testimonial.name}
          </span>
          {testimonial.service !== null ? (
            <span data-field="service" className="block text-sm text-slate-600">
              {testimonial.service}
            </span>
          ) : null}
        </figcaption>
      </figure>
    </li>
  );
}
