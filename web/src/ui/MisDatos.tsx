import { useState } from 'react';
import { textosMisDatos } from '../i18n/es/mis-datos';
import { ConfirmDialog } from './ConfirmDialog';
import './mis-datos.css';

const textos = textosMisDatos;

import { type Formato, misDatosApi } from '../lib/mis-datos';

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
 * confirmation (Mis citas and the order look-up). The screen decides what comes after a deletion.
 * Loaded lazily by both screens (default export): its calls and dialog stay out of their chunks.
 */
export default function MisDatos({ fuente, onBorrado }: Props) {
  const { intro, consecuencias } = deCitas(fuente) ? textos.citas : textos.venta;
  const descargar = (formato: Formato) =>
    deCitas(fuente)
      ? misDatosApi.descargarDeCitas(fuente.token, formato)
      : misDatosApi.descargarDeVenta(fuente.factura, fuente.email, formato);
  const borrar = async () => {
    const hecho = deCitas(fuente)
      ? await misDatosApi.borrarDeCitas(fuente.token)
      : await misDatosApi.borrarDeVenta(fuente.factura, fuente.email);
    await onBorrado(hecho.mensaje);
  };
  const [preguntando, setPreguntando] = useState(false);
  const [ocupado, setOcupado] = useState(false);
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
      <ConfirmDialog
        open={preguntando}
        title={textos.confirmarTitulo}
        text={consecuencias}
        confirmLabel={textos.confirmar}
        onCancel={() => setPreguntando(false)}
        onConfirm={() => {
          setPreguntando(false);
          void hacer(borrar);
        }}
      />
    </section>
  );
}
