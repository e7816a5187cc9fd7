import { Suspense, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { textosComun } from '../../i18n/es/comun';
import type { PolicySlug } from '../../i18n/es/legal';
import { getToken, onTokenChange } from '../../lib/session';
import { OfflineBanner } from '../../ui/OfflineBanner';

const POLICIES: [PolicySlug, string][] = [
  ['tratamiento-de-datos', textosComun.politicas.tratamiento],
  ['uso-de-datos', textosComun.politicas.usoDatos],
  ['terceros', textosComun.politicas.terceros],
  ['terminos', textosComun.politicas.terminos],
  ['menores', textosComun.politicas.menores],
  ['pqrs', textosComun.politicas.pqrs],
  ['rnt', textosComun.politicas.rnt],
];

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label={`${textosComun.marca} · ${textosComun.nav.inicio}`}>
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span>{textosComun.marca}</span>
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
        {textosComun.nav.profesionales}
      </NavLink>
      <NavLink to="/e-comerce" onClick={onNavigate}>
        {textosComun.nav.tienda}
      </NavLink>
      <NavLink to="/mis-citas" onClick={onNavigate}>
        {textosComun.nav.misCitas}
      </NavLink>
      <Link to="/#contacto" onClick={onNavigate}>
        {textosComun.nav.contacto}
      </Link>
      {session ? (
        <Link to="/panel/home" className="btn btn--primary" onClick={onNavigate}>
          {textosComun.nav.miPanel}
        </Link>
      ) : (
        <Link to="/login" className="btn btn--primary" onClick={onNavigate}>
          {textosComun.nav.iniciarSesion}
        </Link>
      )}
    </>
  );
}

export function TopNav() {
  const [open, setOpen] = useState(false);
  // closes on a new screen while rendering, as lib/useAlCambiarDeRuta.ts does (inline here: the home
  // carries this layout, and the hook's own module cost it bytes past its budget)
  const { pathname } = useLocation();
  const [vista, setVista] = useState(pathname);
  if (vista !== pathname) {
    setVista(pathname);
    setOpen(false);
  }
  return (
    <header className="topnav">
      <div className="container topnav__bar">
        <Logo />
        <nav className="topnav__links" aria-label={textosComun.nav.principal}>
          <NavLinks />
        </nav>
        <button
          type="button"
          className="btn btn--icon topnav__toggle"
          aria-expanded={open}
          aria-controls="menu-movil"
          aria-label={textosComun.nav.abrirMenu}
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
              aria-label={textosComun.nav.cerrarMenu}
              onClick={() => setOpen(false)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <nav aria-label={textosComun.nav.principal} className="topnav__mobile-links">
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
          <p>{textosComun.lema}</p>
        </div>
        <nav aria-label={textosComun.footer.navegacion}>
          <h2>{textosComun.footer.navegacion}</h2>
          <ul>
            <li>
              <Link to="/especialistas/todas/todas/0">{textosComun.nav.profesionales}</Link>
            </li>
            <li>
              <Link to="/e-comerce">{textosComun.nav.tienda}</Link>
            </li>
            <li>
              <Link to="/mis-citas">{textosComun.nav.misCitas}</Link>
            </li>
            <li>
              <Link to="/#contacto">{textosComun.nav.contacto}</Link>
            </li>
            <li>
              <Link to="/login">{textosComun.nav.iniciarSesion}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={textosComun.footer.legal}>
          <h2>{textosComun.footer.legal}</h2>
          <ul>
            {POLICIES.map(([slug, label]) => (
              <li key={slug}>
                <Link to={`/politicas/${slug}`}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <address>
          <h2>{textosComun.footer.contacto}</h2>
          <a href={`mailto:${textosComun.footer.correo}`}>{textosComun.footer.correo}</a>
          <br />
          <a href={`tel:${textosComun.footer.telefono.replace(/\s/g, '')}`}>{textosComun.footer.telefono}</a>
          <br />
          {textosComun.footer.direccion}
        </address>
      </div>
      <p className="container footer__legal">{textosComun.footer.derechos(new Date().getFullYear())}</p>
    </footer>
  );
}

export default function PublicLayout() {
  return (
    <>
      <a href="#contenido" className="skip-link">
        {textosComun.nav.saltarContenido}
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
