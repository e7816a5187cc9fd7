import { NavLink } from 'react-router-dom';
import { textosComun } from '../../../i18n/es/comun';
import { textosPanel } from '../../../i18n/es/panel';

const textos = textosPanel.shell;

const ADMIN_LINKS: [string, string][] = [
  ['/panel/ecomerce/resumen', textos.resumen],
  ['/panel/ecomerce/productos', textos.productos],
  ['/panel/ecomerce/marcas', textos.marcas],
  ['/panel/ecomerce/caracteristicas', textos.caracteristicas],
  ['/panel/ecomerce/promociones', textos.promociones],
  ['/panel/ecomerce/cupones', textos.cupones],
  ['/panel/ecomerce/pedidos', textos.ventas],
  ['/panel/ecomerce/envios', textos.envios],
];

const AGENDA_LINKS: [string, string][] = [
  ['/panel/agenda', textos.agendaHorarios],
  ['/panel/agenda/ausencias', textos.agendaAusencias],
  ['/panel/agenda/calendario', textos.agendaCalendario],
];

const TODAS: [string, string][] = [
  ['/panel', textos.inicio],
  ['/panel/home', textos.inicio],
  ...AGENDA_LINKS,
  ...ADMIN_LINKS,
  ['/panel/config', textos.configuracion],
  ['/panel/comentarios', textos.comentarios],
];

/** The panel screen a path shows, by its link's name; undefined for a path of no screen, whose 404 names itself. */
export function nombreDeRuta(pathname: string): string | undefined {
  const ruta = pathname.replace(/\/+$/, '');
  return TODAS.find(([to]) => to === ruta)?.[1];
}

/**
 * The side bar: home for everyone; her agenda's configuration for a profesional; the store
 * administration, configuration and comentarios for staff.
 */
export function PanelNav({ admin }: { admin: boolean }) {
  return (
    <nav id="panel-nav" className="panel__nav" aria-label={textos.navegacion}>
      <NavLink to="/" className="panel__brand" end>
        <img src="/favicon.svg" alt="" width="28" height="28" />
        <span>{textosComun.marca}</span>
      </NavLink>
      <ul>
        {!admin && (
          <li>
            <NavLink to="/panel/home">{textos.inicio}</NavLink>
          </li>
        )}
        {!admin && (
          <>
            <li className="panel__group" aria-hidden="true">
              {textos.agenda}
            </li>
            {AGENDA_LINKS.map(([to, label]) => (
              <li key={to}>
                <NavLink to={to} end>
                  {label}
                </NavLink>
              </li>
            ))}
          </>
        )}
        {admin && (
          <>
            <li className="panel__group" aria-hidden="true">
              {textos.tienda}
            </li>
            {ADMIN_LINKS.map(([to, label]) => (
              <li key={to}>
                <NavLink to={to}>{label}</NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/panel/config">{textos.configuracion}</NavLink>
            </li>
            <li className="panel__group" aria-hidden="true">
              {textos.directorio}
            </li>
            <li>
              <NavLink to="/panel/comentarios">{textos.comentarios}</NavLink>
            </li>
          </>
        )}
        <li className="panel__site">
          <NavLink to="/" end>
            {textos.sitio}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
