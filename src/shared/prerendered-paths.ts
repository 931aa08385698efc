import { BLOG_ARTICLE_PATHS } from './blog-posts';
import { GUEST_PATHS, NOT_FOUND_PATH, PUBLIC_PATHS } from './site-map';

// What the build prerenders. Apart from site-map.ts, which every page's JavaScript imports: the blog's index
// (a list built at start-up, which the bundler therefore keeps) stays with the blog's pages.
export const PRERENDERED_PATHS: string[] = [
  ...PUBLIC_PATHS,
  ...BLOG_ARTICLE_PATHS,
  ...GUEST_PATHS,
  NOT_FOUND_PATH,
];
