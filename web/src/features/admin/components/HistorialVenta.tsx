import { useEffect, useState } from 'react';
import type { PasoVenta } from '../../../../../common/wire/ventas';
import { textosVentas } from '../../../i18n/es/ventas';
import { Loading } from '../../../ui/States';
import { leerPasos } from '../ventas-api';

const textos = textosVentas.historial;

const fechaHora = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Bogota',
});
const cuando = (instante: string) => {
  const momento = new Date(instante);
  return Number.isNaN(momento.getTime()) ? '' : fechaHora.format(momento);
};

/** An order's history in the 'Detalle' modal: each step, when (Bogotá) and who, with its carrier, reason or note. */
export function HistorialVenta({ factura }: { factura: string }) {
  const [pasos, setPasos] = useState<PasoVenta[] | null | 'fallo'>(null);

  useEffect(() => {
    setPasos(null);
    const controller = new AbortController();
    leerPasos(factura, { signal: controller.signal }).then(setPasos, (err: Error) => {
      if (err.name !== 'AbortError') setPasos('fallo');
    });
    return () => controller.abort();
  }, [factura]);

  return (
    <section className="admin-historial" aria-labelledby="historial-titulo">
      <h3 id="historial-titulo">{textos.titulo}</h3>
      {pasos === null ? (
        <Loading label={textos.cargando} />
      ) : pasos === 'fallo' ? (
        <p className="muted">{textos.vacio}</p>
      ) : (
        <ol className="pasos">
          {pasos.map((p) => (
            <li key={`${p.paso}-${p.fecha}`}>
              <strong>{p.texto}</strong> <time dateTime={p.fecha}>{cuando(p.fecha)}</time>{' '}
              <span className="muted">{textos.por(p.quien)}</span>
              {p.guia && <span className="pasos__dato">{textos.guia(p.transportadora, p.guia)}</span>}
              {p.motivo && <span className="pasos__dato">{textos.motivo(p.motivo)}</span>}
              {p.nota && <span className="pasos__dato">{textos.nota(p.nota)}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
