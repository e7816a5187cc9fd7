import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { InvitacionComentario } from '../../../../../common/wire/gestion';
import { textosCitas } from '../../../i18n/es/citas';
import { textosComun } from '../../../i18n/es/comun';
import { ApiError } from '../../../lib/api-client';
import { fechaDia } from '../../../lib/format';
import { useOnline } from '../../../lib/online';
import { Field } from '../../../ui/Field';
import { StarInput } from '../../../ui/StarInput';
import { citasApi } from '../api';

const textos = textosCitas.comentario;
type Errores = Partial<Record<'calificacion' | 'observacion' | 'nombre' | 'general', string>>;

type Props = {
  token: string;
  invitacion: InvitacionComentario;
  /** the comentario was stored */
  onGuardado: () => void;
};

/**
 * The verified comentario of an attended cita: stars, text and the published name (prefilled).
 * Once sent it can be edited through the same link until `editable_hasta`.
 */
export function ComentarioForm({ token, invitacion, onGuardado }: Props) {
  const id = useId();
  const online = useOnline();
  const previo = invitacion.comentario;
  const editable = !previo || (invitacion.editable_hasta !== null && new Date(invitacion.editable_hasta) > new Date());
  const [calificacion, setCalificacion] = useState(previo?.calificacion ?? 0);
  const [observacion, setObservacion] = useState(previo?.observacion ?? '');
  const [nombre, setNombre] = useState(invitacion.nombre);
  const [errores, setErrores] = useState<Errores>({});
  const [enviando, setEnviando] = useState(false);
  const [enviado, setEnviado] = useState(false);
  const exito = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (enviado) exito.current?.focus();
  }, [enviado]);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando) return;
    if (calificacion < 1) {
      setErrores({ calificacion: textos.sinCalificacion });
      document.getElementById(`${id}-calificacion`)?.focus();
      return;
    }
    if (!online) return setErrores({ general: textosComun.estados.requiereConexion });
    const body = { calificacion, observacion: observacion.trim(), nombre: nombre.trim() };
    setEnviando(true);
    setErrores({});
    try {
      await citasApi.comentar(token, body);
      onGuardado();
      setEnviado(true);
    } catch (err) {
      if (err instanceof ApiError && err.errors) {
        const campos = err.errors;
        const de = (k: string) => campos[k]?.join(' ');
        setErrores({ calificacion: de('calificacion'), observacion: de('observacion'), nombre: de('nombre') });
      } else if (err instanceof ApiError) setErrores({ general: err.message });
    } finally {
      setEnviando(false);
    }
  };

  const perfil = `/doc-detalle/${invitacion.profesional.id}`;
  if (enviado)
    return (
      <section className="card comentario-invitado" aria-labelledby={`${id}-exito`}>
        <h2 id={`${id}-exito`} ref={exito} tabIndex={-1} className="cita__exito">
          {textos.exitoTitulo}
        </h2>
        <p>{textos.exito(invitacion.profesional.nombre)}</p>
        <p className="cita__mas">
          <Link className="btn btn--primary" to={perfil}>
            {textos.verPerfil}
          </Link>
          {editable && (
            <button type="button" className="btn" onClick={() => setEnviado(false)}>
              {textos.editar}
            </button>
          )}
        </p>
      </section>
    );

  return (
    <form className="card comentario-invitado" onSubmit={enviar} noValidate>
      <div id={`${id}-calificacion`} tabIndex={-1}>
        <StarInput
          value={calificacion}
          onChange={(n) => {
            setCalificacion(n);
            setErrores((s) => ({ ...s, calificacion: undefined }));
          }}
          legend={textos.calificacion}
          hint={textos.ayuda}
          optionLabel={textos.estrella}
        />
      </div>
      {errores.calificacion && (
        <p className="field__error" role="alert">
          {errores.calificacion}
        </p>
      )}
      <Field id={`${id}-observacion`} label={textos.observacion} error={errores.observacion}>
        {(control) => (
          <textarea
            {...control}
            name="observacion"
            required
            maxLength={1000}
            rows={5}
            readOnly={!editable}
            value={observacion}
            onChange={(e) => setObservacion(e.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-nombre`} label={textos.nombre} error={errores.nombre}>
        {(control) => (
          <input
            {...control}
            name="nombre"
            autoComplete="name"
            maxLength={120}
            readOnly={!editable}
            value={nombre}
            onChange={(e) => setNombre(e.target.value)}
          />
        )}
      </Field>
      {errores.general && (
        <p className="cita__bloqueo" role="alert">
          {errores.general}
        </p>
      )}
      {editable ? (
        <>
          {previo && invitacion.editable_hasta && (
            <p className="muted">{textos.editableHasta(fechaDia(new Date(invitacion.editable_hasta)))}</p>
          )}
          <button type="submit" className="btn btn--primary" disabled={enviando} aria-busy={enviando || undefined}>
            {previo ? textos.guardarCambios : textos.enviar}
          </button>
        </>
      ) : (
        <p className="cita__nota">{textos.noEditable}</p>
      )}
    </form>
  );
}
