import type { SiteStats, Testimonial } from '#shared/schemas/site-stats';
import { FIGURE_KEYS, figureText, STAR_CLASSES, starsLabel } from '#web/features/marketing/site-stats-view';

// The home page's figures and testimonials, fetched once the page is shown (they change daily and are not in the
// prerendered HTML). Each figure replaces its cell's fact in place, so nothing moves; testimonials fill a hidden
// section and show it, or it stays hidden.

function showFigures(stats: SiteStats): void {
  for (const key of FIGURE_KEYS) {
    const text = figureText(stats, key);
    const cell = document.querySelector(`[data-figure="${key}"]`);
    if (!text || !cell) continue;
    cell.querySelector('dt')!.textContent = text.label;
    cell.querySelector('dd')!.textContent = text.value;
  }
}

function card(template: HTMLTemplateElement, testimonial: Testimonial): Node {
  const copy = document.importNode(template.content, true);
  const field = (name: string) => copy.querySelector(`[data-field="${name}"]`)!;
  field('comment').textContent = testimonial.comment;
  field('name').textContent = testimonial.name;
  if (testimonial.service === null) field('service').remove();
  else field('service').textContent = testimonial.service;
  const stars = field('stars');
  stars.setAttribute('aria-label', starsLabel(testimonial.rating));
  stars.querySelectorAll('svg').forEach((star, index) => {
    star.setAttribute('class', index < testimonial.rating ? STAR_CLASSES.filled : STAR_CLASSES.empty);
  });
  return copy;
}

function showTestimonials(testimonials: readonly Testimonial[]): void {
  const section = document.getElementById('testimonios');
  const list = section?.querySelector('[data-slot="testimonials"]');
  const template = list?.querySelector<HTMLTemplateElement>('template[data-slot="testimonial"]');
  if (!section || !list || !template || testimonials.length === 0) return;
  list.replaceChildren(...testimonials.map((testimonial) => card(template, testimonial)));
  section.hidden = false;
}

export function enhanceSiteStats(): void {
  if (!document.querySelector('[data-slot="site-stats"]')) return;
  fetch('/api/site-stats', { headers: { accept: 'application/json' } })
    // The body is read whatever the status: a response left unread stays open in the browser's eyes.
    .then(async (response) => {
      const stats = (await response.json()) as SiteStats;
      if (!response.ok) return;
      showFigures(stats);
      showTestimonials(stats.testimonials);
    })
    // Without the figures the page keeps its facts and no testimonials: nothing to tell the visitor.
    .catch(() => undefined);
}
