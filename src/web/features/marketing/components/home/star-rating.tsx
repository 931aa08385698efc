import { Star } from 'lucide-react';
import { STAR_CLASSES, starsLabel } from '#web/features/marketing/site-stats-view';

const SCALE = 5;

export function StarRating({ rating }: { rating: number }) {
  return (
    <p data-field="stars" className="flex gap-0.5" role="img" aria-label={starsLabel(rating)}>
      {Array.from({ length: SCALE }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={index < rating ? STAR_CLASSES.filled : STAR_CLASSES.empty}
        />
      ))}
    </p>
  );
}
