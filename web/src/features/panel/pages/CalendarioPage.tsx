import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { CalendarioPrivado } from '../../../../../common/wire/agenda';
import { textosComun } from '../../../i18n/es/comun';
import { textosAgenda } from '../../../i18n/es/panel-agenda';
import { toast } from '../../../lib/toast';
import { useFallo } from '../../../lib/useFallo';
import { useLoad } from '../../../lib/useLoad';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Loading } from '../../../ui/States';
import { crearCalendario, leerCalendario, revocarCalendario } from '../ajustes-api';
import '../ajustes.css';

const textos = textosAgenda.calendario;
type Pregunta = null | 'regenerar' | 'revocar';

/** The feed's address for a calendar app: `webcal:` opens the subscription in Apple's and others. */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');
const enGoogle = (url: string) => `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal(url))}`;

async function copiar(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(textos.copiada);
  } catch {
    toast.error(textos.noCopiada);
  }
}

/**
 * `/panel/agenda/calendario`: her private .ics subscription. Creating it shows the address once
 * (copy, open in Google or Apple, how to add it by hand); once made, it can be revoked or made
 * again (the old address stops working), each after a confirmation.
 */
export default function CalendarioPage() {
  const { data, error, loading, reload, setData } = useLoad((signal) => leerCalendario(signal), []);
  const fallo = useFallo(error, loading);
  const [pregunta, setPregunta] = useState<Pregunta>(null);
  const [enviando, setEnviando] = useState(false);
  const id = useId();
  const campo = useRef<HTMLInputElement>(null);
  const url = data?.url ?? null;

  // a new address is shown once: the focus goes to it (selected, ready to copy)
  useLayoutEffect(() => {
    if (url) campo.current?.focus();
  }, [url]);

  const cambiar = async (accion: () => Promise<CalendarioPrivado>) => {
    setPregunta(null);
    setEnviando(true);
    try {
      const r = await accion();
      setData(() => r);
    } catch {
      // the client showed the refusal
    } finally {
      setEnviando(false);
    }
  };

  return (
    <div className="ajustes">
      <header className="dashboard__head">
        <h1>{textosAgenda.paginas.calendario}</h1>
        <p className="muted">{textos.intro}</p>
      </header>
      <section className="card ajustes__seccion calendario" aria-labelledby={`${id}-titulo`}>
        <h2 id={`${id}-titulo`}>{textos.titulo}</h2>
        {!data && !fallo && <Loading />}
        {fallo && !data && (
          <div className="state">
            <p className="state__title">{textos.errorCarga}</p>
            <button type="button" className="btn btn--primary" onClick={() => reload()}>
              {textosComun.estados.reintentar}
            </button>
          </div>
        )}
        {data && (
          <>
            <p className="calendario__estado">
              <span className={data.activo ? 'badge badge--ok' : 'badge'}>
                {data.activo ? textos.activo : textos.inactivo}
              </span>
            </p>
            <p>{textos.privado}</p>
            {url && (
              <div className="calendario__url">
                <label htmlFor={`${id}-url`}>{textos.direccion}</label>
                <div className="calendario__copiar">
                  <input
                    ref={campo}
                    id={`${id}-url`}
                    className="input"
                    readOnly
                    value={url}
                    aria-describedby={`${id}-una-vez`}
                    onFocus={(e) => e.target.select()}
                  />
                  <button type="button" className="btn btn--primary" onClick={() => copiar(url)}>
                    {textos.copiar}
                  </button>
                </div>
                <p id={`${id}-una-vez`} className="field__hint">
                  {textos.unaVez}
                </p>
                <div className="calendario__abrir">
                  <a className="btn" href={enGoogle(url)} target="_blank" rel="noopener noreferrer">
                    {textos.abrirGoogle}
                  </a>
                  <a className="btn" href={webcal(url)}>
                    {textos.abrirApple}
                  </a>
                </div>
                <details className="calendario__como">
                  <summary>{textos.comoGoogle}</summary>
                  <ol>
                    {textos.pasosGoogle.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ol>
                </details>
                <details className="calendario__como">
                  <summary>{textos.comoApple}</summary>
                  <ol>
                    {textos.pasosApple.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ol>
                </details>
              </div>
            )}
            <div className="calendario__acciones">
              {!data.activo && (
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={enviando}
                  aria-busy={enviando}
                  onClick={() => cambiar(crearCalendario)}
                >
                  {enviando ? textos.creando : textos.crear}
                </button>
              )}
              {data.activo && (
                <>
                  <button type="button" className="btn" disabled={enviando} onClick={() => setPregunta('regenerar')}>
                    {textos.regenerar}
                  </button>
                  <button type="button" className="btn" disabled={enviando} onClick={() => setPregunta('revocar')}>
                    {textos.revocar}
                  </button>
                </>
              )}
            </div>
          </>
        )}
      </section>
      <ConfirmDialog
        open={pregunta === 'regenerar'}
        title={textos.confirmarRegenerar.titulo}
        text={textos.confirmarRegenerar.texto}
        confirmLabel={textos.confirmarRegenerar.confirmar}
        onConfirm={() => cambiar(crearCalendario)}
        onCancel={() => setPregunta(null)}
      />
      <ConfirmDialog
        open={pregunta === 'revocar'}
        title={textos.confirmarRevocar.titulo}
        text={textos.confirmarRevocar.texto}
        confirmLabel={textos.confirmarRevocar.confirmar}
        onConfirm={() => cambiar(revocarCalendario)}
        onCancel={() => setPregunta(null)}
      />
    </div>
  );
}
