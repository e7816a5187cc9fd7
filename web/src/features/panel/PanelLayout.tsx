import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { textosComun } from '../../i18n/es/comun';
import { textosPanel } from '../../i18n/es/panel';
import { CuentaActualContext, isAdmin, isAdminPath, useCuentaDeSesion } from '../../lib/cuenta-actual';
import { destinoSinSesion } from '../../lib/sesion-vencida';
import { getToken, onTokenChange } from '../../lib/session';
import { useAlCambiarDeRuta } from '../../lib/useAlCambiarDeRuta';
import { conMarca, useTitulo } from '../../lib/useTitulo';
import { OfflineBanner } from '../../ui/OfflineBanner';
import { Loading } from '../../ui/States';
import { MenuCuenta } from './components/MenuCuenta';
import { nombreDeRuta, PanelNav } from './components/PanelNav';
import './panel.css';

const textos = textosPanel.shell;

/** Where staff land in the panel. */
const RESUMEN_VENTAS = '/panel/ecomerce/resumen';

/** The back-office shell: session guard, side bar, a header naming the screen («Inicio»), logout. */
export default function PanelLayout() {
  const session = useCuentaDeSesion();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const pantalla = nombreDeRuta(pathname);
  useTitulo(pantalla && conMarca(`${pantalla} · ${textos.panel}`));

  // Logged out elsewhere (another tab, or the logout button): leave the panel.
  // Logged out by the server (the session ended): to /login, which says why.
  useEffect(() => onTokenChange(() => !getToken() && navigate(destinoSinSesion(), { replace: true })), [navigate]);
  // close the phone menu whenever the route changes
  useAlCambiarDeRuta(() => setMenuOpen(false));
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  if (session.status === 'anonymous') return <Navigate to={destinoSinSesion()} replace />;
  if (session.status === 'loading')
    return (
      <main id="contenido" className="panel-loading">
        <Loading />
      </main>
    );
  if (session.status === 'offline')
    return (
      <main id="contenido" className="container state">
        <OfflineBanner />
        <p className="state__title">{textos.sinConexion}</p>
        <button type="button" className="btn btn--primary" onClick={session.retry}>
          {textosComun.estados.reintentar}
        </button>
      </main>
    );

  const { user, setCuenta } = session;
  if (isAdminPath(pathname) && !isAdmin(user)) return <Navigate to="/panel/home" replace />;
  // staff land on the sales summary, not on a profesional's agenda
  if (isAdmin(user) && /^\/panel(\/home)?\/?$/.test(pathname)) return <Navigate to={RESUMEN_VENTAS} replace />;
  const nombre = `${user.nombre} ${user.apellido}`.trim() || user.email;

  return (
    <CuentaActualContext.Provider value={{ user, setCuenta }}>
      <a href="#contenido" className="skip-link">
        {textosComun.nav.saltarContenido}
      </a>
      <div className={`panel${menuOpen ? ' panel--menu' : ''}`}>
        <header className="panel__top">
          <button
            type="button"
            className="btn btn--icon panel__toggle"
            aria-expanded={menuOpen}
            aria-controls="panel-nav"
            aria-label={menuOpen ? textos.cerrarMenu : textos.abrirMenu}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <span aria-hidden="true">{menuOpen ? '×' : '☰'}</span>
          </button>
          <div className="panel__who">
            <p className="panel__title">{pantalla ?? textos.panel}</p>
            <p className="panel__user">
              <span className="panel__name">{nombre}</span>
              <span className="badge">{isAdmin(user) ? textos.personal : textos.profesional}</span>
            </p>
          </div>
          <MenuCuenta email={user.email} />
        </header>
        <PanelNav admin={isAdmin(user)} />
        <main id="contenido" className="panel__main" tabIndex={-1}>
          <OfflineBanner />
          <Outlet context={user} />
        </main>
      </div>
    </CuentaActualContext.Provider>
  );
}
