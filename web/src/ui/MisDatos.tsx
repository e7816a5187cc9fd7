import { type FormEvent, useId, useState } from 'react';
import { textosComun } from '../i18n/es/comun';
import { textosMisDatos } from '../i18n/es/mis-datos';
import { ApiError, showError } from '../lib/api-client';
import { type Formato, misDatosApi } from '../lib/mis-datos';
import { ConfirmDialog } from './ConfirmDialog';
import './mis-datos.css';

const textos = textosMisDatos;

/** Whose data: a Mis citas link's, or one venta's (its factura and e-mail). */
export type Fuente = { token: string } | { factura: string; email: string };

type Props = {
  fuente: Fuente;
  /** after a deletion, with the server's summary (a failure was already told by the API client) */
  onBorrado: (mensaje: string) => void | Promise<void>;
};

const deCitas = (f: Fuente): f is { token: string } => 'token' in f;

/**
 * "Tus datos": download everything stored (JSON or readable text) and delete it after a
 * confirmation (Mis citas and the order look-up); from Mis citas, with the code the server then
 * e-mails (the link alone may have been forwarded). The screen decides what comes after a deletion.
 * Loaded lazily by both screens (default export): its calls and dialog stay out of their chunks.
 */
export default function MisDatos({ fuente, onBorrado }: Props) {
  const { intro, consecuencias } = deCitas(fuente) ? textos.citas : textos.venta;
  const descargar = (formato: Formato) =>
    deCitas(fuente)
      ? misDatosApi.descargarDeCitas(fuente.token, formato)
      : misDatosApi.descargarDeVenta(fuente.factura, fuente.email, formato);
  const id = useId();
  const [preguntando, setPreguntando] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  // Mis citas: the code e-mailed at the moment of deleting (issue 38); null until it is asked for
  const [codigo, setCodigo] = useState<string | null>(null);
  const [errorCodigo, setErrorCodigo] = useState<string>();
  const pedirCodigo = async () => {
    if (!deCitas(fuente)) return;
    await misDatosApi.pedirCodigoBorrado(fuente.token);
    setCodigo('');
    setErrorCodigo(undefined);
  };
  const borrarVenta = async () => {
    if (deCitas(fuente)) return;
    await onBorrado((await misDatosApi.borrarDeVenta(fuente.factura, fuente.email)).mensaje);
  };
  const borrarConCodigo = async () => {
    if (!deCitas(fuente) || codigo === null) return;
    const limpio = codigo.replace(/\s/g, '');
    if (!/^\d{6}$/.test(limpio)) {
      setErrorCodigo(textos.codigoVacio);
      return;
    }
    try {
      await onBorrado((await misDatosApi.borrarDeCitas(fuente.token, limpio)).mensaje);
    } catch (err) {
      if (err instanceof ApiError && err.errors?.codigo) setErrorCodigo(err.errors.codigo.join(' '));
      else showError(err);
    }
  };
  const hacer = async (accion: () => Promise<unknown>) => {
    if (ocupado) return;
    setOcupado(true);
    try {
      await accion();
    } catch {
      // the API client's toast said why
    } finally {
      setOcupado(false);
    }
  };
  return (
    <section className="card mis-datos" aria-labelledby="mis-datos-titulo">
      <h2 id="mis-datos-titulo">{textos.titulo}</h2>
      <p className="muted">{intro}</p>
      <div className="mis-datos__acciones">
        <button type="button" className="btn" aria-disabled={ocupado} onClick={() => hacer(() => descargar('json'))}>
          {textos.descargarJson}
        </button>
        <button type="button" className="btn" aria-disabled={ocupado} onClick={() => hacer(() => descargar('texto'))}>
          {textos.descargarTexto}
        </button>
        <button
          type="button"
          className="btn btn--danger"
          aria-disabled={ocupado}
          onClick={() => !ocupado && setPreguntando(true)}
        >
          {textos.borrar}
        </button>
      </div>
      {codigo !== null && (
        <form
          className="mis-datos__codigo"
          aria-labelledby={`${id}-codigo-titulo`}
          noValidate
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void hacer(borrarConCodigo);
          }}
        >
          <h3 id={`${id}-codigo-titulo`}>{textos.codigoTitulo}</h3>
          <p className="muted">{textos.codigoIntro}</p>
          {/* a plain field, not ui/CampoCodigo: its chunk's name would weigh on the home's preload map */}
          <div className="field">
            <label htmlFor={`${id}-codigo`}>{textos.codigoCampo}</label>
            <input
              id={`${id}-codigo`}
              name="codigo"
              className="mis-datos__campo"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              // biome-ignore lint/a11y/noAutofocus: the field appears because she just asked for the code
              autoFocus
              aria-invalid={errorCodigo ? true : undefined}
              aria-describedby={errorCodigo ? `${id}-codigo-error` : undefined}
              value={codigo}
              onChange={(e) => setCodigo(e.target.value)}
            />
            {errorCodigo && (
              <p id={`${id}-codigo-error`} className="field__error" role="alert">
                {errorCodigo}
              </p>
            )}
          </div>
          <div className="mis-datos__acciones">
            <button type="submit" className="btn btn--danger" aria-disabled={ocupado}>
              {textos.confirmar}
            </button>
            <button type="button" className="btn" aria-disabled={ocupado} onClick={() => hacer(pedirCodigo)}>
              {textos.otroCodigo}
            </button>
            <button type="button" className="btn" onClick={() => setCodigo(null)}>
              {textosComun.acciones.cancelar}
            </button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={preguntando}
        title={textos.confirmarTitulo}
        text={consecuencias}
        confirmLabel={textos.confirmar}
        onCancel={() => setPreguntando(false)}
        onConfirm={() => {
          setPreguntando(false);
          void hacer(deCitas(fuente) ? pedirCodigo : borrarVenta);
        }}
      />
    </section>
  );
}
