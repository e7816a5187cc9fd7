import { type FormEvent, useId, useState } from 'react';
import { textosCitas } from '../../../i18n/es/citas';
import { textosComun } from '../../../i18n/es/comun';
import { ApiError } from '../../../lib/api-client';
import { useOnline } from '../../../lib/online';
import { Field } from '../../../ui/Field';
import { citasApi } from '../api';

const textos = textosCitas.mis;

/**
 * Asks for a Mis citas sign-in link: the same answer whether or not the e-mail has citas (so it
 * tells nobody whose e-mail books here); too many requests (429) say the server's message.
 */
export function PedirEnlaceForm() {
  const id = useId();
  const online = useOnline();
  const [email, setEmail] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [respuesta, setRespuesta] = useState<{ enviado: boolean; texto: string } | null>(null);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando) return;
    const correo = email.trim();
    if (!correo) return setRespuesta({ enviado: false, texto: textos.emailVacio });
    if (!online) return setRespuesta({ enviado: false, texto: textosComun.estados.requiereConexion });
    setEnviando(true);
    setRespuesta(null);
    try {
      await citasApi.pedirEnlace({ email: correo });
      setRespuesta({ enviado: true, texto: textos.enviado });
    } catch (err) {
      const texto =
        err instanceof ApiError
          ? err.network
            ? textosComun.estados.requiereConexion
            : (err.errors?.email?.[0] ?? err.message)
          : textosComun.errores.generico;
      setRespuesta({ enviado: false, texto });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <form className="card mis-citas__form" onSubmit={enviar} noValidate>
      <Field id={`${id}-email`} label={textos.email} invalid={respuesta?.enviado === false}>
        {(control) => (
          <input
            {...control}
            aria-describedby={respuesta ? `${id}-respuesta` : undefined}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn--primary" disabled={enviando} aria-busy={enviando || undefined}>
        {enviando ? textos.enviando : textos.enviar}
      </button>
      <div aria-live="polite">
        {respuesta && (
          <p
            id={`${id}-respuesta`}
            className={respuesta.enviado ? 'cita__exito' : 'cita__bloqueo'}
            role={respuesta.enviado ? 'status' : 'alert'}
          >
            {respuesta.texto}
          </p>
        )}
      </div>
    </form>
  );
}
