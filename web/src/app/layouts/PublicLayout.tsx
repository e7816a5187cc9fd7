import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { t } from '../../i18n/es';
import type { PolicySlug } from '../../i18n/es/legal';
import { getToken, onTokenChange } from '../../lib/session';
import { OfflineBanner } from '../../ui/OfflineBanner';

const POLICIES: [PolicySlug, string][] = [
  ['tratamiento-de-datos', t.politicas.tratamiento],
  ['uso-de-datos', t.politicas.usoDatos],
  ['terceros', t.politicas.terceros],
  ['terminos', t.politicas.terminos],
  ['menores', t.politicas.menores],
  ['pqrs', t.politicas.pqrs],
  ['rnt', t.politicas.rnt],
];

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label={`${t.marca} · ${t.nav.inicio}`}>
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span>{t.marca}</span>
    </Link>
  );
}

/** Whether a session token is stored (the panel checks it with the server). */
const useHasSession = () =>
  useSyncExternalStore(
    onTokenChange,
    () => getToken() !== null,
    () => false,
  );

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const session = useHasSession();
  return (
    <>
      <NavLink to="/especialistas/todas/todas/0" onClick={onNavigate}>
        {t.nav.profesionales}
      </NavLink>
      <NavLink to="/e-comerce" onClick={onNavigate}>
        {t.nav.tienda}
      </NavLink>
      <Link to="/#contacto" onClick={onNavigate}>
        {t.nav.contacto}
      </Link>
      {session ? (
        <Link to="/panel/home" className="btn btn--primary" onClick={onNavigate}>
          {t.nav.miPanel}
        </Link>
      ) : (
        <Link to="/login" className="btn btn--primary" onClick={onNavigate}>
          {t.nav.iniciarSesion}
        </Link>
      )}
    </>
  );
}

export function TopNav() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the route changes
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <header className="topnav">
      <div className="container topnav__bar">
        <Logo />
        <nav className="topnav__links" aria-label={t.nav.principal}>
          <NavLinks />
        </nav>
        <button
          type="button"
          className="btn btn--icon topnav__toggle"
          aria-expanded={open}
          aria-controls="menu-movil"
          aria-label={t.nav.abrirMenu}
          onClick={() => setOpen(true)}
        >
          <span aria-hidden="true">☰</span>
        </button>
      </div>
      {open && (
        <div id="menu-movil" className="topnav__mobile">
          <div className="topnav__mobile-head">
            <Logo />
            <button
              type="button"
              className="btn btn--icon"
              aria-label={t.nav.cerrarMenu}
              onClick={() => setOpen(false)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <nav aria-label={t.nav.principal} className="topnav__mobile-links">
            <NavLinks onNavigate={() => setOpen(false)} />
          </nav>
        </div>
      )}
    </header>
  );
}

export function Footer() {
  return (
    <footer className="footer" id="contacto">
      <div className="container footer__grid">
        <div>
          <Logo />
          <p>{t.lema}</p>
        </div>
        <nav aria-label={t.footer.navegacion}>
          <h2>{t.footer.navegacion}</h2>
          <ul>
            <li>
              <Link to="/especialistas/todas/todas/0">{t.nav.profesionales}</Link>
            </li>
            <li>
              <Link to="/e-comerce">{t.nav.tienda}</Link>
            </li>
            <li>
              <Link to="/#contacto">{t.nav.contacto}</Link>
            </li>
            <li>
              <Link to="/login">{t.nav.iniciarSesion}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t.footer.legal}>
          <h2>{t.footer.legal}</h2>
          <ul>
            {POLICIES.map(([slug, label]) => (
              <li key={slug}>
                <Link to={`/politicas/${slug}`}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <address>
          <h2>{t.footer.contacto}</h2>
          <a href={`mailto:${t.footer.correo}`}>{t.footer.correo}</a>
          <br />
          <a href={`tel:${t.footer.telefono.replace(/\s/g, '')}`}>{t.footer.telefono}</a>
          <br />
          {t.footer.direccion}
        </address>
      </div>
      <p className="container footer__legal">{t.footer.derechos(new Date().getFullYear())}</p>
    </footer>
  );
}

export default function PublicLayout() {
  return (
    <>
      <a href="#contenido" className="skip-link">
        {t.nav.saltarContenido}
      </a>
      <TopNav />
      <OfflineBanner />
      <main id="contenido" tabIndex={-1}>
        {/* the frame stays on screen (as index.html prerendered it) while the screen's chunk loads;
            main is a screen tall, so the footer is never in view to be pushed away */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
