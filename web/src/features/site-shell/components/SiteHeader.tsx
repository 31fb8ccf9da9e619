import { useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { AccountLinks } from './AccountLinks';
import { BrandMark } from './BrandMark';

const mainLinks = [
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.about, label: 'About' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.contact, label: 'Contact' },
] as const;

export function SiteHeader() {
  const { pathname } = useLocation();
  // Remember where the menu was opened: navigating anywhere else closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpenAt(null);
      document.getElementById('site-menu-toggle')?.focus();
    }
  }

  return (
    <header className="site-header" onKeyDown={closeOnEscape}>
      <div className="container site-header__inner">
        <Link className="brand" to={paths.home}>
          <BrandMark />
          HireRelay
        </Link>
        <button
          id="site-menu-toggle"
          className="menu-toggle"
          type="button"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => {
            setMenuOpenAt(menuOpen ? null : pathname);
          }}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          Menu
        </button>
        <nav id="site-nav" className="site-nav" data-open={menuOpen} aria-label="Main">
          <ul className="site-nav__list" role="list">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink className="site-nav__link" to={link.to}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <AccountLinks pathname={pathname} />
        </nav>
      </div>
    </header>
  );
}
