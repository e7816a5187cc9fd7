import { useState } from 'react';
import { cop } from '../../../../../common/dinero';
import type { CuponAplicado } from '../../../../../common/wire/cupones';
import { textosComun } from '../../../i18n/es/comun';
import { textosCupones } from '../../../i18n/es/cupones';
import { ApiError } from '../../../lib/api-client';
import { Field } from '../../../ui/Field';
import { tiendaApi } from '../api';

const textos = textosCupones.compra;

/**
 * The compra form's discount code: 'Aplicar' asks the server what it takes off this cart (or why
 * not, said under the field) before the venta exists; the form then shows the discount in its
 * estimate and sends the code with the compra, where the server applies it again. `error` is the
 * compra's own refusal of the code (409 when its last use went to another buyer).
 */
export function CampoCupon({
  id,
  lineas,
  email,
  aplicado,
  onAplicado,
  error,
}: {
  id: string;
  lineas: { id: number; cantidad: number }[];
  email: string;
  aplicado: CuponAplicado | null;
  onAplicado: (cupon: CuponAplicado | null) => void;
  error?: string;
}) {
  const [codigo, setCodigo] = useState('');
  const [revisando, setRevisando] = useState(false);
  const [fallo, setFallo] = useState<string | null>(null);
  const [aviso, setAviso] = useState('');

  const aplicar = async () => {
    if (revisando) return;
    const limpio = codigo.trim();
    setAviso('');
    if (!limpio) return setFallo(textos.vacio);
    setRevisando(true);
    setFallo(null);
    try {
      const correo = email.trim();
      onAplicado(
        await tiendaApi.revisarCupon({ cupon: limpio, productos: lineas, ...(correo ? { email: correo } : {}) }),
      );
    } catch (err) {
      onAplicado(null);
      setFallo(err instanceof ApiError ? (err.errors?.cupon?.[0] ?? err.message) : textosComun.errores.generico);
    } finally {
      setRevisando(false);
    }
  };
  const quitar = () => {
    onAplicado(null);
    setCodigo('');
    setFallo(null);
    setAviso(textos.quitado);
  };

  return (
    <div className="checkout__cupon">
      <Field id={id} label={textos.etiqueta} hint={textos.ayuda} error={fallo ?? error}>
        {(control) => (
          <div className="checkout__cupon-fila">
            <input
              {...control}
              name="cupon"
              value={codigo}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              onChange={(e) => setCodigo(e.target.value)}
              onKeyDown={(e) => {
                // Enter applies the code; it does not create the venta
                if (e.key === 'Enter') {
                  e.preventDefault();
                  aplicar();
                }
              }}
            />
            <button type="button" className="btn" aria-disabled={revisando} onClick={aplicar}>
              {textos.aplicar}
            </button>
          </div>
        )}
      </Field>
      <p aria-live="polite" className="muted">
        {revisando ? textos.revisando : aplicado ? textos.aplicado(aplicado.codigo, cop(aplicado.descuento)) : aviso}
      </p>
      {aplicado && !revisando && (
        <button type="button" className="btn btn--ghost btn--small" onClick={quitar}>
          {textos.quitar}
        </button>
      )}
    </div>
  );
}
