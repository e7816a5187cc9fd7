import type { Tablero } from '../../../../../common/wire/citas';
import { textosPanel } from '../../../i18n/es/panel';
import { contar, FILTROS, type Filtro } from '../agenda';

const textos = textosPanel.inicio;

/** The four count cards; each one selects the table below (a toggle button). */
export function CountCards({
  tablero,
  filtro,
  onSelect,
  ahora,
}: {
  tablero: Tablero;
  filtro: Filtro;
  onSelect: (filtro: Filtro) => void;
  ahora: Date;
}) {
  const cuentas = contar(tablero, ahora);
  return (
    <section aria-labelledby="resumen-title">
      <h2 id="resumen-title" className="sr-only">
        {textos.resumen}
      </h2>
      <ul className="counts">
        {FILTROS.map((f) => (
          <li key={f}>
            <button
              type="button"
              className={`count count--${f}`}
              aria-pressed={filtro === f}
              aria-controls="tabla-citas"
              onClick={() => onSelect(f)}
            >
              <span className="count__n" data-testid={`count-${f}`}>
                {cuentas[f]}
              </span>
              <span className="count__label">{textos.tarjetas[f]}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
