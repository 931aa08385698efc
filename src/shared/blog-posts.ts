// The blog's index. Each entry's body lives in content/blog/<slug>.md and is rendered at build time.

export interface BlogPost {
  slug: string;
  title: string;
  description: string;
  publishedAt: string;
  audience: 'clientes' | 'proveedores';
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: 'productos-de-limpieza-que-nunca-debes-mezclar',
    title: 'Productos de limpieza que nunca debes mezclar',
    description:
      'Cloro con vinagre, cloro con amoníaco y otras combinaciones que liberan gases tóxicos. Qué no mezclar, por qué y qué hacer si ya pasó.',
    publishedAt: '2026-10-28',
    audience: 'clientes',
  },
  {
    slug: 'cada-cuanto-limpiar-cada-zona-de-tu-casa',
    title: '¿Cada cuánto limpiar cada zona de tu casa? Un calendario realista',
    description:
      'Una guía práctica de frecuencias: lo que conviene hacer a diario, cada semana, cada mes y cada temporada para mantener tu casa limpia sin agotarte.',
    publishedAt: '2026-09-15',
    audience: 'clientes',
  },
  {
    slug: 'como-preparar-tu-casa-para-una-limpieza-profunda',
    title: 'Cómo preparar tu casa para una limpieza profunda',
    description:
      'Lo que conviene hacer antes de que llegue tu proveedor para aprovechar cada hora de servicio: despejar, priorizar y dejar claras las instrucciones.',
    publishedAt: '2026-08-04',
    audience: 'clientes',
  },
  {
    slug: 'como-cotizar-servicios-de-limpieza',
    title: 'Cómo cotizar tus servicios de limpieza sin perder dinero',
    description:
      'Una fórmula sencilla para proveedores: calcula tu costo por hora, suma materiales y traslado, y presenta propuestas claras que los clientes aceptan.',
    publishedAt: '2026-07-10',
    audience: 'proveedores',
  },
];

export const blogPath = (slug: string): string => `/blog/${slug}`;

export const BLOG_ARTICLE_PATHS: string[] = BLOG_POSTS.map((post) => blogPath(post.slug));

export function findBlogPost(slug: string | undefined): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
