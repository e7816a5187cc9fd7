import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { textosCuentas } from '../../../i18n/es/cuentas';
import { Field } from '../../../ui/Field';
import { pedirEnlace } from '../api';

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

  useLayoutEffect(() => {
    if (respuesta) volver.current?.focus();
  }, [respuesta]);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      setError(textosCuentas.olvido.correoRequerido);
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
      <h2 id={`${id}-titulo`}>{textosCuentas.olvido.titulo}</h2>
      <div aria-live="polite">
        {respuesta && (
          <p className="auth__notice" role="status">
            {respuesta}
          </p>
        )}
      </div>
      {!respuesta && (
        <form onSubmit={enviar} noValidate aria-labelledby={`${id}-titulo`}>
          <p className="muted">{textosCuentas.olvido.intro}</p>
          <Field id={`${id}-email`} label={textosCuentas.campos.email} error={error}>
            {(control) => (
              <input
                {...control}
                ref={campo}
                type="email"
                name="email"
                autoComplete="email"
                aria-required="true"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="btn btn--primary btn--block" disabled={enviando} aria-busy={enviando}>
            {enviando ? textosCuentas.olvido.enviando : textosCuentas.olvido.enviar}
          </button>
        </form>
      )}
      <button
        ref={volver}
        type="button"
        className={`btn btn--block auth__volver${respuesta ? '' : ' btn--ghost'}`}
        onClick={() => onVolver(email.trim())}
      >
        {textosCuentas.olvido.volver}
      </button>
    </div>
  );
}
