import { COMPANY, COMPANY_PHONE_HREF } from '@roofing/contracts';
import { splitLocalePath } from '@roofing/contracts/locale';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { type LandingAnchor, NAV_ITEMS } from '../../content/landing.ts';
import { StormBanner } from '../../features/storm/storm-banner.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { LanguageSwitch } from '../../i18n/language-switch.tsx';
import { LocalLink as Link, LocalNavLink as NavLink } from '../../i18n/local-link.tsx';
import { useLocale } from '../../i18n/locale-context.ts';
import { Logo } from '../brand/logo.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { MenuIcon, PhoneIcon } from '../ui/icons.tsx';
import { messages } from './messages.ts';

/** The bar turns solid once the page has scrolled further than this (public-site §9). */
export const NAV_SCROLL_THRESHOLD_PX = 50;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/** On the home page a plain hash link scrolls; elsewhere the link goes to the home anchor. */
function anchorHref(anchor: LandingAnchor, onHome: boolean): string {
  return onHome ? `#${anchor}` : `/#${anchor}`;
}

function AnchorLink({
  anchor,
  onHome,
  className,
  onNavigate,
  children,
}: {
  anchor: LandingAnchor;
  onHome: boolean;
  className: string;
  onNavigate: () => void;
  children: ReactNode;
}) {
  if (onHome) {
    return (
      <a href={anchorHref(anchor, true)} className={className} onClick={onNavigate}>
        {children}
      </a>
    );
  }
  return (
    <Link to={anchorHref(anchor, false)} className={className} onClick={onNavigate}>
      {children}
    </Link>
  );
}

/**
 * Main navigation (public-site §2). On the home page it floats transparent over the hero and
 * turns white with dark text after 50 px of scrolling; on every other page it is always white.
 */
/** The navigation's scroll links, named in the page's language. */
const NAV_LABEL: Record<LandingAnchor, keyof typeof messages.en> = {
  home: 'navHome',
  services: 'navServices',
  gallery: 'navGallery',
  reviews: 'navReviews',
  blog: 'navBlog',
  about: 'navAbout',
  'quote-form': 'getFreeQuote',
  contact: 'navContact',
};

export function SiteHeader() {
  const t = useT(messages);
  const locale = useLocale();
  const { pathname } = useLocation();
  const onHome = splitLocalePath(pathname).path === '/';
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const solid = !onHome || scrolled || menuOpen;
  const closeMenu = () => setMenuOpen(false);

  // Any navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu, and the focus goes back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const itemClass = `flex min-h-11 items-center rounded-lg px-1 text-sm whitespace-nowrap 2xl:px-2.5 font-semibold transition-colors ${
    solid ? 'text-navy-800 hover:bg-navy-50' : 'text-white hover:bg-white/15'
  }`;
  const mobileItemClass =
    'flex min-h-12 items-center rounded-lg px-3 text-base font-semibold text-navy-900 hover:bg-navy-50';

  return (
    <header
      data-scrolled={scrolled}
      className={`${onHome ? 'fixed' : 'sticky'} inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 ${
        solid ? 'bg-white shadow-md' : 'bg-transparent'
      }`}
    >
      {onHome ? <StormBanner inHeader hidden={scrolled || menuOpen} /> : null}
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-3 py-3 sm:px-6 xl:px-3 2xl:px-6">
        <Link to="/" className="rounded-lg" aria-label={t('homeLink', { company: COMPANY.name })}>
          <Logo tone={solid ? 'dark' : 'light'} />
        </Link>

        <nav aria-label={t('mainNav')} className="hidden items-center gap-0.5 xl:flex">
          {NAV_ITEMS.map((item) => (
            <AnchorLink
              key={item.anchor}
              anchor={item.anchor}
              onHome={onHome}
              className={itemClass}
              onNavigate={closeMenu}
            >
              {t(NAV_LABEL[item.anchor])}
            </AnchorLink>
          ))}
          <NavLink to="/financing" className={itemClass}>
            {t('financing')}
          </NavLink>
          {/* The portal is the customer's one door (it links the tracker and the progress page);
              both would not fit beside the spec's items at 1280 px. */}
          <NavLink to="/client-portal" className={itemClass}>
            {t('clientPortal')}
          </NavLink>
          <NavLink
            to="/instant-quote"
            className={`${buttonClass(solid ? 'primary' : 'outline-light')} mx-0.5 px-3 whitespace-nowrap 2xl:mx-1`}
          >
            {t('instantQuote')}
          </NavLink>
          <LanguageSwitch className={itemClass} short />
          {/* Staff pages are English only, and the Spanish labels are longer: on a Spanish page
              the staff link stays in the mobile menu, out of the bar. */}
          {locale === 'en' && (
            <NavLink to="/admin" className={itemClass}>
              {t('admin')}
            </NavLink>
          )}
          <AnchorLink
            anchor="contact"
            onHome={onHome}
            className={`${buttonClass('accent')} ml-1 px-3 whitespace-nowrap 2xl:ml-2 2xl:px-4`}
            onNavigate={closeMenu}
          >
            {t('freeInspection')}
          </AnchorLink>
        </nav>

        <div className="flex items-center gap-1 xl:hidden">
          <span className="hidden sm:block">
            <AnchorLink
              anchor="contact"
              onHome={onHome}
              className={`${buttonClass('accent')} px-3`}
              onNavigate={closeMenu}
            >
              {t('freeInspection')}
            </AnchorLink>
          </span>
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
            className={`inline-flex size-11 items-center justify-center rounded-lg ${
              solid ? 'text-navy-900 hover:bg-navy-50' : 'text-white hover:bg-white/15'
            }`}
          >
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={t('mobileNav')}
          className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-navy-100 bg-white px-3 pb-4 xl:hidden"
        >
          <ul className="mx-auto grid max-w-7xl gap-1 pt-2 sm:grid-cols-2">
            {NAV_ITEMS.map((item) => (
              <li key={item.anchor}>
                <AnchorLink
                  anchor={item.anchor}
                  onHome={onHome}
                  className={mobileItemClass}
                  onNavigate={closeMenu}
                >
                  {t(NAV_LABEL[item.anchor])}
                </AnchorLink>
              </li>
            ))}
            <li>
              <Link to="/financing" className={mobileItemClass} onClick={closeMenu}>
                {t('financing')}
              </Link>
            </li>
            <li>
              <Link to="/estimate-tracker" className={mobileItemClass} onClick={closeMenu}>
                {t('trackEstimate')}
              </Link>
            </li>
            <li>
              <Link to="/instant-quote" className={mobileItemClass} onClick={closeMenu}>
                {t('instantQuote')}
              </Link>
            </li>
            <li>
              <Link to="/client-portal" className={mobileItemClass} onClick={closeMenu}>
                {t('clientPortal')}
              </Link>
            </li>
            <li>
              <LanguageSwitch className={mobileItemClass} />
            </li>
            <li>
              {/* The staff pages are English only: no /es before /admin. */}
              <RouterLink to="/admin" className={mobileItemClass} onClick={closeMenu}>
                {t('admin')}
              </RouterLink>
            </li>
          </ul>
          <div className="mx-auto mt-3 grid max-w-7xl gap-2 sm:grid-cols-2">
            <AnchorLink
              anchor="contact"
              onHome={onHome}
              className={buttonClass('accent', 'lg')}
              onNavigate={closeMenu}
            >
              {t('freeInspection')}
            </AnchorLink>
            <a
              href={COMPANY_PHONE_HREF}
              className={buttonClass('primary', 'lg')}
              onClick={closeMenu}
            >
              <PhoneIcon className="size-5" />
              {t('call', { phone: COMPANY.phone })}
            </a>
          </div>
        </nav>
      )}
    </header>
  );
}
