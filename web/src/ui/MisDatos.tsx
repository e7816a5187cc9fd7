import { useState } from 'react';
import { textosMisDatos } from '../i18n/es/mis-datos';
import { ConfirmDialog } from './ConfirmDialog';
import './mis-datos.css';

const textos = textosMisDatos;

import type { Formato } from '../lib/mis-datos';

type Props = {
  intro: string;
  /** what deleting does, asked once more before it happens */
  consecuencias: string;
  descargar: (formato: Formato) => Promise<unknown>;
  /** deletes, answering the server's summary; a failure was already told by the API client */
  borrar: () => Promise<unknown>;
};

/**
 * "Tus datos": download everything stored (JSON or readable text) and delete it after a
 * confirmation (Mis citas and the order look-up). The screen decides what comes after a deletion.
 */
export function MisDatos({ intro, consecuencias, descargar, borrar }: Props) {
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
