import { t } from '../../../i18n/es';

const T = t.directorio.app;

/**
 * The app banner: CitaSalud (the PWA) is the app. With `onInstall` (the browser offered
 * installation) it shows the install button; otherwise it explains how to install by hand.
 */
export function InstallBanner({ onInstall }: { onInstall?: () => void }) {
  return (
    <section className="install-banner" aria-labelledby="instala-titulo">
      <div className="container install-banner__inner">
        <div>
          <h2 id="instala-titulo">{T.titulo}</h2>
          <p>{T.texto}</p>
          {!onInstall && <p className="install-banner__how">{T.comoInstalar}</p>}
        </div>
        {onInstall && (
          <button type="button" className="btn btn--primary" onClick={onInstall}>
            {T.instalar}
          </button>
        )}
      </div>
    </section>
  );
}
