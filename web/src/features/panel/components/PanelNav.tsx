import { NavLink } from 'react-router-dom';
import { textosComun } from '../../../i18n/es/comun';
import { textosPanel } from '../../../i18n/es/panel';

const T = textosPanel.shell;

const ADMIN_LINKS: [string, string][] = [
  ['/panel/ecomerce/productos', T.productos],
  ['/panel/ecomerce/marcas', T.marcas],
  ['/panel/ecomerce/caracteristicas', T.caracteristicas],
  ['/panel/ecomerce/promociones', T.promociones],
  ['/panel/ecomerce/pedidos', T.ventas],
];

/** The side bar: home for everyone; the store administration and configuration for staff. */
export function PanelNav({ admin }: { admin: boolean }) {
  return (
    <nav id="panel-nav" className="panel__nav" aria-label={T.navegacion}>
      <NavLink to="/" className="panel__brand" end>
        <img src="/favicon.svg" alt="" width="28" height="28" />
        <span>{textosComun.marca}</span>
      </NavLink>
      <ul>
        <li>
          <NavLink to="/panel/home">{T.inicio}</NavLink>
        </li>
        {admin && (
          <>
            <li className="panel__group" aria-hidden="true">
              {T.tienda}
            </li>
            {ADMIN_LINKS.map(([to, label]) => (
              <li key={to}>
                <NavLink to={to}>{label}</NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/panel/config">{T.configuracion}</NavLink>
            </li>
          </>
        )}
        <li className="panel__site">
          <NavLink to="/" end>
            {T.sitio}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
