import type { PasoSeguimiento } from '../../../../../common/wire/ventas';
import { textosTienda } from '../../../i18n/es/tienda';

const textos = textosTienda.venta;

const fechaHora = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Bogota',
});

/** The order's steps as its buyer follows them, oldest first: when (Bogotá), the carrier and guía, a cancellation's reason. */
export function SeguimientoVenta({ pasos }: { pasos: PasoSeguimiento[] }) {
  if (!pasos.length) return null;
  return (
    <section aria-labelledby="seguimiento-titulo">
      <h3 id="seguimiento-titulo">{textos.seguimiento}</h3>
      <ol className="seguimiento">
        {pasos.map((p) => (
          <li key={`${p.paso}-${p.fecha}`} className={`seguimiento__paso seguimiento__paso--${p.paso}`}>
            <strong>{p.texto}</strong>
            <time dateTime={p.fecha}>{fechaHora.format(new Date(p.fecha))}</time>
            {p.transportadora && <span>{textos.transportadora(p.transportadora)}</span>}
            {p.guia && <span>{textos.guia(p.guia)}</span>}
            {p.motivo && <span>{textos.motivo(p.motivo)}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
