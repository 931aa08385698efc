import { uiMessages } from '#shared/common-messages';
import { Link } from 'react-router';
import { BRAND } from '#shared/brand';
import { FOOTER_SECTIONS, socialLinks, type SocialNetwork } from '#shared/site-map';
import { CurrentYear } from './current-year';

// Replaced by vite.config.ts at build time; absent (tests, other bundlers) means none configured.
declare const __SOCIAL_URLS__: Partial<Record<SocialNetwork, string>> | undefined;
const SOCIAL_LINKS = socialLinks(typeof __SOCIAL_URLS__ === 'undefined' ? {} : __SOCIAL_URLS__);

const linkClass =
  'rounded-sm text-slate-300 outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-white';

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div
        className={`mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 ${SOCIAL_LINKS.length ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}
      >
        <div className="grid content-start gap-2 lg:col-span-1">
          <p className="text-lg font-bold text-white">{BRAND.name}</p>
          <p className="text-sm">{BRAND.tagline}</p>
        </div>
        {FOOTER_SECTIONS.map((section) => (
          <nav
            key={section.title}
            aria-labelledby={`footer-${section.title}`}
            className="grid content-start gap-3"
          >
            <h2
              id={`footer-${section.title}`}
              className="text-sm font-semibold tracking-wide text-white uppercase"
            >
              {section.title}
            </h2>
            <ul className="grid gap-2 text-sm">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {SOCIAL_LINKS.length > 0 && (
          <div className="grid content-start gap-3">
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Redes Sociales</h2>
            <ul className="grid gap-2 text-sm">
              {SOCIAL_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {link.label}
                    <span className="sr-only"> {uiMessages.opensInNewTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-400">
          © <CurrentYear /> {BRAND.name}. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}
