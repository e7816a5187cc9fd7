import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { t } from '../../../i18n/es';
import { pedirEnlace } from '../api';

const T = t.cuentas;

type Props = {
  emailInicial?: string;
  /** back to 'Iniciar sesión', with the e-mail typed here */
  onVolver: (email: string) => void;
};

/** '¿Olvidó su contraseña?': asks for a reset link and shows the server's neutral answer. */
export function OlvidoForm({ emailInicial = '', onVolver }: Props) {
  const [email, setEmail] = useState(emailInicial);
  const [error, setError] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [respuesta, setRespuesta] = useState('');
  const id = useId();
  const campo = useRef<HTMLInputElement>(null);
  const volver = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (respuesta) volver.current?.focus();
  }, [respuesta]);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      setError(T.olvido.correoRequerido);
      campo.current?.focus();
      return;
    }
    setError('');
    setEnviando(true);
    try {
      setRespuesta(await pedirEnlace(email));
    } catch {
      // the client showed the server's reason (an invalid e-mail, too many requests) as a toast
    } finally {
      setEnviando(false);
    }
  };

  return (
    <div className="auth__form">
      <h2 id={`${id}-titulo`}>{T.olvido.titulo}</h2>
      <div aria-live="polite">
        {respuesta && (
          <p className="auth__notice" role="status">
            {respuesta}
          </p>
        )}
      </div>
      {!respuesta && (
        <form onSubmit={enviar} noValidate aria-labelledby={`${id}-titulo`}>
          <p className="muted">{T.olvido.intro}</p>
          <div className="field">
            <label htmlFor={`${id}-email`}>{T.campos.email}</label>
            <input
              ref={campo}
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-email-error` : undefined}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            {error && (
              <span id={`${id}-email-error`} className="field__error">
                {error}
              </span>
            )}
          </div>
          <button type="submit" className="btn btn--primary btn--block" disabled={enviando} aria-busy={enviando}>
            {enviando ? T.olvido.enviando : T.olvido.enviar}
          </button>
        </form>
      )}
      <button
        ref={volver}
        type="button"
        className={`btn btn--block auth__volver${respuesta ? '' : ' btn--ghost'}`}
        onClick={() => onVolver(email.trim())}
      >
        {T.olvido.volver}
      </button>
    </div>
  );
}
