import { Star } from 'lucide-react';

const SCALE = 5;

export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={`Calificación: ${rating} de ${SCALE} estrellas`}>
      {Array.from({ length: SCALE }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={index < rating ? 'size-5 fill-amber-400 text-amber-500' : 'size-5 text-slate-300'}
        />
      ))}
    </p>
  );
}
