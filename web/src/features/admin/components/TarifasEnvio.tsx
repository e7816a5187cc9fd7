import { useId, useState } from 'react';
import { cop } from '../../../../../common/dinero';
import { normalizar } from '../../../../../common/texto';
import type { TarifaEnvio } from '../../../../../common/wire/envio';
import { textosEnvios } from '../../../i18n/es/envios';
import { toast } from '../../../lib/toast';
import { Empty } from '../../../ui/States';
import { guardarTarifa } from '../envios-api';
import { leerPesos } from './AjustesTiendaForm';
import { CampoEnLinea } from './CampoEnLinea';
import { ContraEntregaCelda } from './ContraEntregaCelda';
import { TablaAdmin } from './TablaAdmin';

const textos = textosEnvios.tarifas;
const columnas = textos.columnas;

/**
 * Every departamento's envío rate and its pago contra entrega, edited in place (saved when the cell
 * is left), with a search by name or DANE code: a phone shows each departamento as a card.
 */
export function TarifasEnvio({
  tarifas,
  onGuardada,
}: {
  tarifas: TarifaEnvio[];
  onGuardada: (tarifa: TarifaEnvio) => void;
}) {
  const [q, setQ] = useState('');
  const id = useId();
  const clave = normalizar(q);
  const filas = tarifas
    .filter((t) => !clave || normalizar(t.nombre).includes(clave) || t.codigo.startsWith(clave))
    .map((t) => ({ ...t, id: Number(t.codigo) }));

  const guardar = async (t: TarifaEnvio, texto: string) => {
    const envio = leerPesos(texto, 1_000_000);
    if (envio === null) {
      toast.warning(textos.invalida);
      throw new Error(textos.invalida);
    }
    onGuardada(await guardarTarifa({ codigo: t.codigo, envio }, t.nombre));
  };

  return (
    <>
      <div className="field admin-search">
        <label htmlFor={`${id}-buscar`}>{textos.buscar}</label>
        <input
          id={`${id}-buscar`}
          className="input"
          type="search"
          autoComplete="off"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      {filas.length === 0 ? (
        <Empty title={textos.sinResultados} />
      ) : (
        <div className="admin-scroll">
          <TablaAdmin
            className="admin-compacta"
            filas={filas}
            columnas={[
              { titulo: columnas.codigo, celda: (t) => <code>{t.codigo}</code> },
              { titulo: columnas.departamento, celda: (t) => t.nombre },
              {
                titulo: columnas.tarifa,
                celda: (t) => (
                  <div className="admin-precio">
                    <CampoEnLinea
                      valor={String(t.envio)}
                      etiqueta={textos.tarifaDe(t.nombre)}
                      avisoVacio={textos.invalida}
                      inputMode="numeric"
                      className="admin-inline--precio"
                      onGuardar={(texto) => guardar(t, texto)}
                    />
                    <span className="field__hint">{t.envio === 0 ? textos.gratis : cop(t.envio)}</span>
                  </div>
                ),
              },
              {
                titulo: columnas.contraEntrega,
                celda: (t) => <ContraEntregaCelda tarifa={t} onGuardada={onGuardada} />,
              },
            ]}
          />
        </div>
      )}
    </>
  );
}
