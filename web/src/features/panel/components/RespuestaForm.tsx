import { useEffect, useId, useRef, useState } from 'react';
import { textosComentarios } from '../../../i18n/es/comentarios';
import { CampoTextoLargo } from '../../../ui/CampoTextoLargo';
import { useTextoLargo } from '../../../ui/useTextoLargo';

const textos = textosComentarios.panel;
export const RESPUESTA_MIN = 3;
export const RESPUESTA_MAX = 1000;

/** The answer's problem before sending, or null: trimmed, 3 to 1000 characters. */
export function problemaRespuesta(respuesta: string): string | null {
  const limpia = respuesta.trim();
  if (limpia.length < RESPUESTA_MIN) return textos.corta;
  if (limpia.length > RESPUESTA_MAX) return textos.larga(RESPUESTA_MAX);
  return null;
}

/**
 * 'Responder' and, once opened, the form of the profesional's one public answer. A refusal
 * (already answered, too long…) is shown beside the answer; the form needs the connection.
 */
export function RespuestaForm({
  nombre,
  online,
  onResponder,
}: {
  /** who wrote the comentario (names the button for screen readers) */
  nombre: string;
  online: boolean;
  /** resolves once the server stored the answer; a rejection keeps the form with its message */
  onResponder: (respuesta: string) => Promise<unknown>;
}) {
  const id = useId();
  const [abierto, setAbierto] = useState(false);
  const campo = useRef<HTMLTextAreaElement>(null);
  const respuesta = useTextoLargo(campo, problemaRespuesta, onResponder);

  useEffect(() => {
    if (abierto) campo.current?.focus();
  }, [abierto]);

  if (!abierto)
    return (
      <p className="respuesta__abrir">
        <button
          type="button"
          className="btn btn--small"
          aria-label={textos.responderA(nombre)}
          aria-describedby={online ? undefined : `${id}-sin-red`}
          disabled={!online}
          onClick={() => setAbierto(true)}
        >
          {textos.responder}
        </button>
        {!online && (
          <span id={`${id}-sin-red`} className="muted">
            {' '}
            {textos.sinConexionAccion}
          </span>
        )}
      </p>
    );

  return (
    <form className="respuesta__form" onSubmit={respuesta.onSubmit} noValidate aria-label={textos.responderA(nombre)}>
      <CampoTextoLargo
        id={`${id}-respuesta`}
        label={textos.campo}
        hint={textos.campoAyuda}
        error={respuesta.error}
        valor={respuesta.valor}
        onValor={respuesta.setValor}
        onLimpiarError={respuesta.limpiarError}
        max={RESPUESTA_MAX}
        campo={campo}
      />
      <div className="respuesta__acciones">
        <button type="button" className="btn btn--small" onClick={() => setAbierto(false)}>
          {textos.cerrar}
        </button>
        <button type="submit" className="btn btn--primary btn--small" disabled={respuesta.enviando || !online}>
          {respuesta.enviando ? textos.publicando : textos.publicar}
        </button>
      </div>
    </form>
  );
}
