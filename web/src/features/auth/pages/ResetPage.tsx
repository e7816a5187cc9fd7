import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { textosCuentas } from '../../../i18n/es/cuentas';
import { ApiError, showError } from '../../../lib/api-client';
import { problemasClave } from '../../../lib/clave';
import { conMarca, useTitulo } from '../../../lib/useTitulo';
import { type AvisosClave, avisosClave, enfocarAviso, NuevaClave } from '../../../ui/NuevaClave';
import { restablecerClave } from '../api';
import '../auth.css';

const textos = textosCuentas.restablecer;
const OLVIDO = '/login?vista=olvido';

/** What the page shows after sending: the server's message, good or bad. */
type Resultado = { ok: boolean; mensaje: string } | null;

/** `/restablecer?token=…`: the page the reset e-mail links to; sets a new password once. */
export default function ResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [nueva, setNueva] = useState('');
  const [confirmacion, setConfirmacion] = useState('');
  const [avisos, setAvisos] = useState<AvisosClave>({});
  const [enviando, setEnviando] = useState(false);
  const [resultado, setResultado] = useState<Resultado>(null);
  const id = useId();
  const titulo = useRef<HTMLHeadingElement>(null);
  useTitulo(conMarca(textos.titulo));

  useLayoutEffect(() => {
    if (resultado) titulo.current?.focus();
  }, [resultado]);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const nuevos = avisosClave(problemasClave(nueva, confirmacion), textosCuentas.clave);
    setAvisos(nuevos);
    if (nuevos.nueva || nuevos.confirmacion) {
      enfocarAviso(id, nuevos);
      return;
    }
    setEnviando(true);
    try {
      setResultado({ ok: true, mensaje: await restablecerClave(token, nueva) });
    } catch (err) {
      // a used, expired or unknown link: the server's one message, and a way to ask for another
      const enlace = err instanceof ApiError ? err.errors?.token?.[0] : undefined;
      // a trivial or breached password: beside its field (the link stays usable)
      const clave = err instanceof ApiError ? err.errors?.password?.join(' ') : undefined;
      if (enlace) setResultado({ ok: false, mensaje: enlace });
      else if (clave) {
        setAvisos({ nueva: clave });
        enfocarAviso(id, { nueva: clave });
      } else showError(err);
    } finally {
      setEnviando(false);
    }
  };

  let contenido: React.ReactNode;
  if (!token)
    contenido = (
      <>
        <h2>{textos.tituloSinToken}</h2>
        <p>{textos.sinToken}</p>
        <Link to={OLVIDO} className="btn btn--primary btn--block">
          {textos.pedirOtro}
        </Link>
      </>
    );
  else if (resultado)
    contenido = (
      <>
        <h2 ref={titulo} tabIndex={-1}>
          {resultado.ok ? textos.tituloListo : textos.tituloInvalido}
        </h2>
        <p className={resultado.ok ? 'auth__notice' : 'auth__problema'} role={resultado.ok ? 'status' : 'alert'}>
          {resultado.mensaje}
        </p>
        {resultado.ok ? (
          <Link to="/login" className="btn btn--primary btn--block">
            {textos.irALogin}
          </Link>
        ) : (
          <Link to={OLVIDO} className="btn btn--primary btn--block">
            {textos.pedirOtro}
          </Link>
        )}
      </>
    );
  else
    contenido = (
      <form onSubmit={enviar} noValidate aria-labelledby={`${id}-titulo`} className="auth__form">
        <h2 id={`${id}-titulo`}>{textos.tituloForm}</h2>
        <p className="muted">{textos.aviso}</p>
        <NuevaClave
          id={id}
          textos={textosCuentas.clave}
          nueva={nueva}
          confirmacion={confirmacion}
          onNueva={setNueva}
          onConfirmacion={setConfirmacion}
          avisos={avisos}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={enviando} aria-busy={enviando}>
          {enviando ? textos.guardando : textos.guardar}
        </button>
      </form>
    );

  return (
    <div className="container auth">
      <div className="auth__intro">
        <h1>{textos.titulo}</h1>
        <p className="muted">{textos.intro}</p>
      </div>
      <div className="card auth__card">{contenido}</div>
    </div>
  );
}
