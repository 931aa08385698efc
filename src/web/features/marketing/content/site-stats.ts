// The home page's figures, as the stats band names them. Apart from home.ts: the script of the page without React
// (src/web/enhance) writes them too, and must not pull in the icons.
export const figureLabels = {
  customers: 'Clientes atendidos',
  completedServices: 'Servicios completados',
  averageRating: 'Calificación promedio',
  highRatingShare: 'Reseñas de 4 y 5 estrellas',
} as const;

export const testimonialTexts = {
  stars: 'Calificación: {rating} de 5 estrellas',
} as const;
