import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { textosClaves } from '../../../i18n/es/claves';
import { ApiError, showError } from '../../../lib/api-client';
import { confirmarCorreo } from '../api';
import '../auth.css';

const textos = textosClaves.confirmar;

/** What the page shows: waiting, or the server's message, good or bad. */
type Estado = { fase: 'enviando' } | { fase: 'listo' | 'invalido'; mensaje: string };

/**
 * One request per token for the life of the page: a link is good once, and React may run an effect
 * twice (StrictMode) or remount the page.
 */
const enCurso = new Map<string, Promise<string>>();

/**
 * `/confirmar-correo?token=…`: the page the confirmation e-mails link to (a registration's address,
 * or the new address of an e-mail change). It follows the link as it opens and says how it went.
 */
export default function ConfirmarCorreoPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [estado, setEstado] = useState<Estado>({ fase: 'enviando' });
  const titulo = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!token) return;
    let vigente = true;
    let solicitud = enCurso.get(token);
    if (!solicitud) {
      solicitud = confirmarCorreo(token);
      enCurso.set(token, solicitud);
    }
    solicitud
      .then((mensaje) => vigente && setEstado({ fase: 'listo', mensaje }))
      .catch((err) => {
        if (!vigente) return;
        const mensaje = err instanceof ApiError ? (err.errors?.token?.[0] ?? err.message) : '';
        if (err instanceof ApiError && err.status > 0 && err.status < 500) setEstado({ fase: 'invalido', mensaje });
        else {
          // offline or a server failure: the link was not spent, it can be opened again
          enCurso.delete(token);
          showError(err);
        }
      });
    return () => {
      vigente = false;
    };
  }, [token]);

  useEffect(() => {
    if (estado.fase !== 'enviando') titulo.current?.focus();
  }, [estado]);

  let contenido: React.ReactNode;
  if (!token)
    contenido = (
      <>
        <h2>{textos.tituloInvalido}</h2>
        <p className="auth__problema">{textos.sinToken}</p>
      </>
    );
  else if (estado.fase === 'enviando')
    contenido = (
      <p role="status" aria-busy="true">
        {textos.confirmando}
      </p>
    );
  else
    contenido = (
      <>
        <h2 ref={titulo} tabIndex={-1}>
          {estado.fase === 'listo' ? textos.tituloListo : textos.tituloInvalido}
        </h2>
        <p
          className={estado.fase === 'listo' ? 'auth__notice' : 'auth__problema'}
          role={estado.fase === 'listo' ? 'status' : 'alert'}
        >
          {estado.mensaje}
        </p>
        {estado.fase === 'invalido' && <p className="muted">{textos.pedirOtro}</p>}
        <Link to="/login" className="btn btn--primary btn--block">
          {textos.irALogin}
        </Link>
      </>
    );

  return (
    <div className="container auth">
      <div className="auth__intro">
        <h1>{textos.titulo}</h1>
      </div>
      <div className="card auth__card">{contenido}</div>
    </div>
  );
}
