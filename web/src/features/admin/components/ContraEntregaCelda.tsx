import { useState } from 'react';
import { cop } from '../../../../../common/dinero';
import type { TarifaEnvio } from '../../../../../common/wire/envio';
import { textosEnvios } from '../../../i18n/es/envios';
import { toast } from '../../../lib/toast';
import { guardarContraEntrega } from '../envios-api';
import { leerPesos } from './AjustesTiendaForm';
import { CampoEnLinea } from './CampoEnLinea';

const textos = textosEnvios.tarifas.contraEntrega;

/**
 * A departamento's pago contra entrega (decision 0023): a checkbox that offers or withdraws it and
 * the largest total it takes, edited in place. Each change is saved at once; the server refuses an
 * offer without a maximum, and the row shows what it stored.
 */
export function ContraEntregaCelda({
  tarifa,
  onGuardada,
}: {
  tarifa: TarifaEnvio;
  onGuardada: (t: TarifaEnvio) => void;
}) {
  const [guardando, setGuardando] = useState(false);
  const id = `contra-entrega-${tarifa.codigo}`;
  const guardar = async (cambio: { contra_entrega?: 0 | 1; contra_entrega_hasta?: number }) => {
    setGuardando(true);
    try {
      onGuardada(await guardarContraEntrega({ codigo: tarifa.codigo, ...cambio }, tarifa.nombre));
    } finally {
      setGuardando(false);
    }
  };
  const guardarHasta = async (texto: string) => {
    const hasta = leerPesos(texto, 100_000_000);
    if (hasta === null) {
      toast.warning(textos.invalido);
      throw new Error(textos.invalido);
    }
    await guardar({ contra_entrega_hasta: hasta });
  };
  return (
    <div className="admin-precio">
      <div className="check">
        <input
          id={id}
          type="checkbox"
          checked={tarifa.contra_entrega === 1}
          aria-busy={guardando}
          onChange={(e) => guardar({ contra_entrega: e.target.checked ? 1 : 0 }).catch(() => {})}
        />
        <label htmlFor={id}>
          {textos.ofrecido}
          <span className="sr-only"> {textos.ofrecer(tarifa.nombre)}</span>
        </label>
      </div>
      <CampoEnLinea
        valor={String(tarifa.contra_entrega_hasta)}
        etiqueta={textos.hastaDe(tarifa.nombre)}
        avisoVacio={textos.invalido}
        inputMode="numeric"
        className="admin-inline--precio"
        onGuardar={guardarHasta}
      />
      <span className="field__hint">
        {tarifa.contra_entrega_hasta > 0 ? textos.hasta(cop(tarifa.contra_entrega_hasta)) : textos.sinHasta}
      </span>
    </div>
  );
}
