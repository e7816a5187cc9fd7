import { useId, useState } from 'react';
import { textosInstalar } from '../../../i18n/es/instalar';
import { promptInstall, useInstall } from '../../../lib/install';

const textos = textosInstalar;

/**
 * The app banner: CitaSalud (the PWA) is the app. Its button opens the browser's install
 * prompt where there is one; otherwise it shows how to install by hand (Safari's steps on
 * iPhone and iPad). Once installed, the banner is gone.
 */
export function InstallBanner() {
  const { canPrompt, installed, ios } = useInstall();
  const [pasos, setPasos] = useState(false);
  const id = useId();
  if (installed) return null;

  const instalar = async () => {
    if (canPrompt && (await promptInstall())) return;
    if (!canPrompt) setPasos((abierto) => !abierto);
  };

  return (
    <section className="install-banner" aria-labelledby={`${id}-titulo`}>
      <div className="container install-banner__inner">
        <div>
          <h2 id={`${id}-titulo`}>{textos.titulo}</h2>
          <p>{textos.texto}</p>
          <div id={`${id}-pasos`} aria-live="polite">
            {pasos &&
              (ios ? (
                <div className="install-banner__how">
                  <h3>{textos.iosTitulo}</h3>
                  <ol>
                    {textos.iosPasos.map((paso) => (
                      <li key={paso}>{paso}</li>
                    ))}
                  </ol>
                </div>
              ) : (
                <p className="install-banner__how">{textos.otrosPasos}</p>
              ))}
          </div>
        </div>
        <button
          type="button"
          className="btn btn--primary"
          onClick={instalar}
          aria-controls={canPrompt ? undefined : `${id}-pasos`}
          aria-expanded={canPrompt ? undefined : pasos}
        >
          {textos.boton}
        </button>
      </div>
    </section>
  );
}
