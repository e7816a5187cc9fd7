import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { alUsar } from '../../../../../common/numero';
import type { NuevoComentario } from '../../../../../common/wire/comentarios';
import { textosComun } from '../../../i18n/es/comun';
import { textosDirectorio } from '../../../i18n/es/directorio';
import { textosGuardado } from '../../../i18n/es/guardado';
import { textosPerfil } from '../../../i18n/es/perfil';
import { ApiError } from '../../../lib/api-client';
import { fechaDia } from '../../../lib/format';
import { useLoadConCopia } from '../../../lib/useLoadConCopia';
import { Field } from '../../../ui/Field';
import { StarInput } from '../../../ui/StarInput';
import { Stars } from '../../../ui/Stars';
import { Empty, Loading } from '../../../ui/States';
import { directorioApi, guardarCopia, lecturas } from '../api';

const textos = textosPerfil.comentarios;
const fecha = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : fechaDia(d);
};
const fechaHoraFmt = alUsar(
  () => new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Bogota' }),
);
/** When an offline copy was saved (epoch ms). */
export const fechaHora = (ms: number) => fechaHoraFmt().format(new Date(ms));

/** A random key per comment, so a retried send is stored once (crypto.randomUUID where available). */
export const claveUnica = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const vacio = { nombre: '', email: '', observacion: '', calificacion: 0 };

// the outbox (and IndexedDB's code) load once the opinions are on screen
const EnEspera = lazy(() => import('./ComentariosEnEspera'));

/** The specialist's opinions (newest first, each marked verified or not, with the public answer) and the form to leave one. */
export function Comentarios({ profesionalId, onNueva }: { profesionalId: number; onNueva?: () => void }) {
  const id = useId();
  const lista = useLoadConCopia(
    lecturas.comentarios(profesionalId),
    (signal) => directorioApi.comentariosConCopia(profesionalId, signal),
    [profesionalId],
    (l) => guardarCopia.comentarios(profesionalId, l),
  );
  const [f, setF] = useState(vacio);
  const [enviando, setEnviando] = useState(false);
  const clave = useRef(claveUnica());

  const limpiar = () => {
    clave.current = claveUnica();
    setF(vacio);
  };

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando) return;
    const body: NuevoComentario = {
      nombre: f.nombre.trim(),
      email: f.email.trim(),
      observacion: f.observacion.trim(),
      calificacion: f.calificacion,
      user: profesionalId,
      idempotency_key: clave.current,
    };
    // without a connection (or when it drops mid-request) the outbox keeps it, with its key
    const guardar = async () => {
      // the outbox, and how it sends a comment (features/directorio/outbox.ts)
      const [{ encolar }] = await Promise.all([import('../../../lib/sync'), import('../outbox')]);
      await encolar({ key: clave.current, kind: 'comentario', payload: body, owner: null });
      limpiar();
    };
    setEnviando(true);
    try {
      if (!navigator.onLine) await guardar();
      else {
        await directorioApi.comentar(body);
        limpiar();
        lista.reload();
        onNueva?.();
      }
    } catch (err) {
      if (err instanceof ApiError && err.network) await guardar().catch(() => {});
      // otherwise the client showed the error; the fields stay for another try (same key)
    } finally {
      setEnviando(false);
    }
  };

  const campo = (k: 'nombre' | 'email' | 'observacion') => (e: { target: { value: string } }) =>
    setF((s) => ({ ...s, [k]: e.target.value }));

  return (
    <div className="opinions">
      <form className="opinions__form card" onSubmit={enviar} aria-labelledby={`${id}-titulo`}>
        <h3 id={`${id}-titulo`}>{textos.formulario}</h3>
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${id}-nombre`}>{textos.nombre}</label>
            <input
              id={`${id}-nombre`}
              autoComplete="name"
              required
              maxLength={80}
              value={f.nombre}
              onChange={campo('nombre')}
            />
          </div>
          <Field id={`${id}-email`} label={textos.email} hint={textos.emailAyuda}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                required
                value={f.email}
                onChange={campo('email')}
              />
            )}
          </Field>
        </div>
        <div className="field">
          <label htmlFor={`${id}-obs`}>{textos.observacion}</label>
          <textarea id={`${id}-obs`} required maxLength={1000} value={f.observacion} onChange={campo('observacion')} />
        </div>
        <StarInput
          legend={textos.calificacion}
          hint={textos.ayuda}
          value={f.calificacion}
          onChange={(calificacion) => setF((s) => ({ ...s, calificacion }))}
          optionLabel={textos.estrella}
        />
        <button type="submit" className="btn btn--primary" disabled={enviando}>
          {textos.enviar}
        </button>
      </form>
      <Suspense fallback={null}>
        <EnEspera
          profesionalId={profesionalId}
          onEnviada={() => {
            lista.reload();
            onNueva?.();
          }}
        />
      </Suspense>
      <div aria-live="polite" aria-busy={lista.loading}>
        {lista.data?.guardado !== undefined && (
          <p className="offline-note">{textosGuardado.guardadoEl(fechaHora(lista.data.guardado))}</p>
        )}
        {lista.loading && !lista.data ? (
          <Loading />
        ) : lista.error && !lista.data ? (
          <Empty title={textos.errorCarga}>
            <button type="button" className="btn" onClick={lista.reload}>
              {textosComun.estados.reintentar}
            </button>
          </Empty>
        ) : lista.data && lista.data.data.length > 0 ? (
          <>
            <p className="opinions__leyenda muted">{textos.leyenda}</p>
            <ul className="opinions__list">
              {lista.data.data.map((c) => (
                <li key={c.id} className="opinion card">
                  <div className="opinion__head">
                    <h3 className="opinion__name">{c.nombre}</h3>
                    <span className={c.verificado === 1 ? 'badge badge--ok' : 'badge'}>
                      {c.verificado === 1 ? textos.verificada : textos.noVerificada}
                    </span>
                  </div>
                  <p className="opinion__meta">
                    <Stars value={c.calificacion} label={textosDirectorio.estrellas(c.calificacion)} size="sm" />
                    <time dateTime={c.created_at}>{fecha(c.created_at)}</time>
                  </p>
                  <p className="opinion__text">{c.observacion}</p>
                  {c.respuesta && (
                    <div className="opinion__respuesta">
                      <h4 className="opinion__respuesta-titulo">{textos.respuesta}</h4>
                      <p>{c.respuesta}</p>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <Empty title={textos.vacio} />
        )}
      </div>
    </div>
  );
}
