// The only script of prerendered pages that ship without React (route `handle = { hydrate: false }`):
// it does what React does in their header and footer, and on the home page fetches the figures and testimonials.
// Built into /assets by scripts/vite-enhance-script.ts.
import { enhanceAccount } from './account';
import { enhanceMenu } from './menu';
import { enhanceSiteStats } from './site-stats';
import { updateYear } from './year';

enhanceMenu();
updateYear();
enhanceAccount();
enhanceSiteStats();
