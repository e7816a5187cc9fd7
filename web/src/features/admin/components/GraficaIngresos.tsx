import { useId } from 'react';
import { cop } from '../../../../../common/dinero';
import { fechaCorta } from '../../../../../common/fechas';
import type { DiaResumen } from '../../../../../common/wire/resumen-ventas';
import { textosResumen } from '../../../i18n/es/resumen';

const ANCHO = 600;
const ALTO = 160;
const BASE = 4;
/** `2026-11-20` → `20/11`, as a Colombian reads a day */
const diaMes = (fecha: string) => fechaCorta(fecha).slice(0, 5);

/**
 * The revenue of each day as bars, drawn as SVG by hand (no chart library: a few lines here weigh
 * less than any, and only the staff's chunk carries them). Each bar names its day and amount.
 */
export function GraficaIngresos({ serie }: { serie: DiaResumen[] }) {
  const id = useId();
  const maximo = Math.max(1, ...serie.map((d) => d.ingresos));
  const paso = ANCHO / Math.max(1, serie.length);
  const total = serie.reduce((s, d) => s + d.ingresos, 0);
  return (
    <figure className="resumen-grafica">
      <figcaption id={`${id}-titulo`}>{textosResumen.grafica}</figcaption>
      <svg
        viewBox={`0 0 ${ANCHO} ${ALTO + BASE}`}
        role="img"
        aria-labelledby={`${id}-titulo ${id}-desc`}
        preserveAspectRatio="none"
      >
        <title>{textosResumen.grafica}</title>
        <desc id={`${id}-desc`}>{textosResumen.graficaDescripcion(serie.length, cop(total))}</desc>
        <line x1="0" x2={ANCHO} y1={ALTO} y2={ALTO} className="resumen-grafica__eje" />
        {serie.map((d, i) => {
          const alto = (d.ingresos / maximo) * (ALTO - 4);
          return (
            <rect
              key={d.fecha}
              data-fecha={d.fecha}
              x={i * paso + paso * 0.15}
              y={ALTO - alto}
              width={paso * 0.7}
              height={alto}
              className="resumen-grafica__barra"
            >
              <title>{textosResumen.barra(fechaCorta(d.fecha), cop(d.ingresos), d.ventas)}</title>
            </rect>
          );
        })}
      </svg>
      {/* the first and last day under the axis, in HTML: SVG text would be stretched with the bars */}
      {serie.length > 1 && (
        <p className="resumen-grafica__dias" aria-hidden="true">
          <span>{diaMes(serie[0].fecha)}</span>
          <span>{diaMes(serie[serie.length - 1].fecha)}</span>
        </p>
      )}
    </figure>
  );
}
