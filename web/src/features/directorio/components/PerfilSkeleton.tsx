import { textosComun } from '../../../i18n/es/comun';
import { textosPerfil } from '../../../i18n/es/perfil';

/**
 * What the profile shows while it loads: the same blocks as the loaded page (back link, header
 * card with the 128 px photo, tabs, sections, booking column), so the page does not grow under
 * the reader and the footer is not first painted in view and then pushed away (layout shift).
 */
export function PerfilSkeleton() {
  return (
    <div className="container page profile profile--cargando" role="status" aria-live="polite">
      <span className="sr-only">{textosComun.estados.cargando}</span>
      <p className="profile__back" aria-hidden="true">
        <span className="esqueleto esqueleto--linea" style={{ width: '8rem' }} />
      </p>
      <div className="profile__layout" aria-hidden="true">
        <div className="profile__main">
          <div className="profile__head card">
            <span className="esqueleto profile__photo" />
            <div className="profile__head-texto">
              <span className="esqueleto esqueleto--titulo" />
              <span className="esqueleto esqueleto--linea" style={{ width: '60%' }} />
              <span className="esqueleto esqueleto--linea" style={{ width: '45%' }} />
            </div>
          </div>
          <div className="profile__tabs">
            {[textosPerfil.pagina.informacion, textosPerfil.pagina.imagenes, textosPerfil.pagina.comentarios].map(
              (texto) => (
                <span key={texto} className="profile__tab-esqueleto">
                  {texto}
                </span>
              ),
            )}
          </div>
          <div className="profile__section">
            <span className="esqueleto esqueleto--titulo" style={{ width: '40%' }} />
            <span className="esqueleto esqueleto--bloque" />
          </div>
        </div>
        <div className="card booking esqueleto--booking" />
      </div>
    </div>
  );
}
