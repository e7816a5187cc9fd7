import { useEffect, useRef, useState } from 'react';
import { textosVentas } from '../../../i18n/es/ventas';
import { guardarArchivo } from '../../../lib/guardar-archivo';
import { useBorrador } from '../../../lib/useBorrador';
import { useDebounced } from '../../../ui/useDebounced';
import { ESTADOS_ENTREGA, textoEntrega, textoPago } from '../logic';
import { exportarVentas, type FiltroVentas } from '../ventas-api';
import { CampoBusqueda, CampoFecha, CampoOpciones } from './CamposFiltro';

/** Each payment status, and both unpaid ones at once (abandoned orders: decision 0021). */
const OPCIONES_PAGO = [
  ['pendiente,vencido', textosVentas.sinPagar] as const,
  ...Object.keys(textosVentas.estadosPago).map((s) => [s, textoPago(s)] as const),
];

type Props = { filtros: FiltroVentas; onChange: (cambio: Partial<FiltroVentas>) => void };

/**
 * The orders list's filters: a search (sent once typing pauses), the two statuses, a range of
 * days, and the CSV of what they choose.
 */
export function FiltrosVentas({ filtros, onChange }: Props) {
  // the URL (back, reload) wins over what was typed; what was typed reaches the URL once it pauses
  const [texto, setTexto] = useBorrador(filtros.q, (t, q) => t.trim() === q);
  const q = useDebounced(texto.trim());
  const [exportando, setExportando] = useState(false);
  const [abiertos, setAbiertos] = useState(false);
  const activos = [filtros.status_entrega, filtros.status_pago, filtros.desde, filtros.hasta].filter(Boolean).length;
  const conFiltros = Boolean(
    filtros.q || filtros.status_entrega || filtros.status_pago || filtros.desde || filtros.hasta,
  );

  const alPausar = useRef(onChange);
  alPausar.current = onChange;
  const qUrl = useRef(filtros.q);
  qUrl.current = filtros.q;
  useEffect(() => {
    if (q !== qUrl.current) alPausar.current({ q });
  }, [q]);

  const exportar = async () => {
    setExportando(true);
    try {
      guardarArchivo(await exportarVentas(filtros));
    } catch {
      // the client showed why
    } finally {
      setExportando(false);
    }
  };

  return (
    <div className="admin-filtros">
      <CampoBusqueda id="pedidos-buscar" label={textosVentas.buscar} value={texto} onChange={setTexto} />
      {/* a phone shows the search, and the four other filters behind this button (CSS: hidden from 761 px) */}
      <button
        type="button"
        className="btn btn--small admin-filtros__mas"
        aria-expanded={abiertos}
        aria-controls="pedidos-mas-filtros"
        onClick={() => setAbiertos((a) => !a)}
      >
        {textosVentas.masFiltros(activos)}
      </button>
      <div
        id="pedidos-mas-filtros"
        className={`admin-filtros__extra${abiertos ? ' admin-filtros__extra--abierto' : ''}`}
      >
        <CampoOpciones
          id="pedidos-entrega"
          label={textosVentas.filtroEntrega}
          value={filtros.status_entrega}
          opciones={ESTADOS_ENTREGA.map((s) => [s, textoEntrega(s)] as const)}
          onChange={(status_entrega) => onChange({ status_entrega })}
        />
        <CampoOpciones
          id="pedidos-pago"
          label={textosVentas.filtroPago}
          value={filtros.status_pago}
          opciones={OPCIONES_PAGO}
          onChange={(status_pago) => onChange({ status_pago })}
        />
        <CampoFecha
          id="pedidos-desde"
          label={textosVentas.desde}
          value={filtros.desde}
          max={filtros.hasta}
          onChange={(desde) => onChange({ desde })}
        />
        <CampoFecha
          id="pedidos-hasta"
          label={textosVentas.hasta}
          value={filtros.hasta}
          min={filtros.desde}
          onChange={(hasta) => onChange({ hasta })}
        />
      </div>
      <div className="field admin-filtros__acciones">
        <button
          type="button"
          className="btn btn--small"
          title={textosVentas.exportar.ayuda}
          disabled={exportando}
          onClick={exportar}
        >
          {textosVentas.exportar.boton}
        </button>
        {conFiltros && (
          <button
            type="button"
            className="btn btn--small"
            onClick={() => onChange({ q: '', status_entrega: '', status_pago: '', desde: '', hasta: '' })}
          >
            {textosVentas.limpiar}
          </button>
        )}
      </div>
    </div>
  );
}
