import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CuponAplicado } from '../../../../../common/wire/cupones';
import type { MetodoPago as Metodo } from '../../../../../common/wire/ventas';
import { textosComun } from '../../../i18n/es/comun';
import { textosTienda } from '../../../i18n/es/tienda';
import { ApiError, type FieldErrors } from '../../../lib/api-client';
import { leerCarrito, useCarrito } from '../../../lib/carrito';
import { useOnline } from '../../../lib/online';
import { toast } from '../../../lib/toast';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { tiendaApi } from '../api';
import {
  firmaCarrito,
  guardarVenta,
  olvidarToken,
  quitarLineasPagadas,
  tokenCompra,
  type UltimaVenta,
  ultimaVenta,
} from '../sesion';
import { useTiendaUi } from '../store';
import { CampoCupon } from './CampoCupon';
import { CiudadCombobox, type Destino } from './CiudadCombobox';
import { EnvioEstimado } from './EnvioEstimado';
import { contraEntregaHasta, MetodoPago } from './MetodoPago';
import { ResumenCompra } from './ResumenCompra';

const textos = textosTienda.compra;
const CAMPOS = ['nombre', 'apellido', 'email', 'telefono', 'ciudad', 'direccion'] as const;
type Campo = (typeof CAMPOS)[number];
type Datos = Record<Campo, string>;
const VACIO: Datos = { nombre: '', apellido: '', email: '', telefono: '', ciudad: '', direccion: '' };

/** '+57 300 123 4567' → '3001234567' */
const soloCelular = (v: string) => v.replace(/\D/g, '').replace(/^57(?=3\d{9}$)/, '');

/**
 * Checkout: the buyer's data and consent → the order is created on the server (its prices,
 * its total) → 'Pagar' opens Wompi's widget, or the local sandbox page when no keys are set.
 * The cart stays on the device until the order's payment is seen approved (result page or
 * look-up: sesion.ts quitarLineasPagadas), so a declined pago can be paid again; offline,
 * nothing is sent.
 */
export function CompraModal() {
  const abierto = useTiendaUi((s) => s.compraAbierta);
  const setAbierto = useTiendaUi((s) => s.setCompraAbierta);
  const items = useCarrito();
  const enLinea = useOnline();
  const [datos, setDatos] = useState<Datos>(VACIO);
  const [acepta, setAcepta] = useState(false);
  const [intentado, setIntentado] = useState(false);
  const [errores, setErrores] = useState<FieldErrors>({});
  const [enviando, setEnviando] = useState(false);
  const [venta, setVenta] = useState<UltimaVenta | null>(null);
  const [destino, setDestino] = useState<Destino | null>(null);
  const [documento, setDocumento] = useState('');
  // the code applied, for the cart it was checked against: a changed cart asks to apply it again
  const [cupon, setCupon] = useState<{ firma: string; aplicado: CuponAplicado } | null>(null);
  const lineasCarrito = (items ?? []).map((l) => ({ id: l.id, cantidad: l.cantidad }));
  const aplicado = cupon && cupon.firma === firmaCarrito(lineasCarrito) ? cupon.aplicado : null;
  // pago contra entrega, offered only where staff allow it and up to their maximum (decision 0023)
  const [metodo, setMetodo] = useState<Metodo>('wompi');
  const hastaEfectivo = contraEntregaHasta(items ?? [], destino, aplicado?.descuento ?? 0);
  const enEfectivo = metodo === 'contra_entrega' && hastaEfectivo > 0;
  const id = useId();

  // Reopened with an unpaid order from this tab and its cart unchanged (or empty): that order can
  // still be paid, no second one is created.
  useEffect(() => {
    if (!abierto) return;
    const previo = ultimaVenta();
    if (previo?.status_pago !== 'pendiente') return;
    let vigente = true;
    const suyo = (lineas: Awaited<ReturnType<typeof leerCarrito>>) =>
      !lineas.length || (previo.lineasCarrito && firmaCarrito(lineas) === firmaCarrito(previo.lineasCarrito));
    leerCarrito().then((lineas) => vigente && suyo(lineas) && setVenta((actual) => actual ?? previo));
    return () => {
      vigente = false;
    };
  }, [abierto]);

  const cerrar = () => {
    setAbierto(false);
    if (venta) setVenta(null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando || !navigator.onLine) return;
    setIntentado(true);
    const limpio = Object.fromEntries(CAMPOS.map((c) => [c, datos[c].trim()])) as Datos;
    if (CAMPOS.some((c) => !limpio[c])) {
      toast.warning(textos.incompleto);
      return;
    }
    if (!destino) {
      setErrores({ ciudad: [textos.ciudadSinElegir] });
      return;
    }
    if (!acepta) {
      toast.warning(textos.sinConsentimiento);
      return;
    }
    const lineas = await leerCarrito();
    if (!lineas.length) return;
    setEnviando(true);
    setErrores({});
    try {
      const telefono = soloCelular(limpio.telefono);
      const creado = await tiendaApi.comprar({
        ...limpio,
        // the DIVIPOLA code of the ciudad chosen in the combobox
        ciudad: destino.ciudad.codigo,
        ...(documento.trim() ? { documento: documento.trim() } : {}),
        telefono,
        productos: lineas.map((l) => ({ id: l.id, cantidad: l.cantidad })),
        token: tokenCompra(lineas),
        acepta_tratamiento: '1',
        ...(aplicado ? { cupon: aplicado.codigo } : {}),
        ...(enEfectivo ? { metodo_pago: 'contra_entrega' as const } : {}),
      });
      const guardado: UltimaVenta = {
        ...creado,
        email: limpio.email.toLowerCase(),
        nombreCompleto: `${limpio.nombre} ${limpio.apellido}`,
        telefono,
        lineasCarrito: lineas.map((l) => ({ id: l.id, cantidad: l.cantidad })),
      };
      guardarVenta(guardado);
      olvidarToken();
      setVenta(guardado);
      // paid on delivery: nothing left to pay from the cart
      if (creado.metodo_pago === 'contra_entrega') await quitarLineasPagadas(creado.factura).catch(() => false);
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrores(err.errors);
      // the code ran out (or this e-mail used it) meanwhile: the estimate drops it
      if (err instanceof ApiError && err.errors?.cupon) setCupon(null);
    } finally {
      setEnviando(false);
    }
  };

  const campo = (c: Campo, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}, ayuda = '') => {
    return (
      <Field
        id={`${id}-${c}`}
        label={label}
        hint={ayuda}
        error={errores[c]?.[0]}
        invalid={intentado && !datos[c].trim()}
      >
        {(control) => (
          <input
            {...control}
            name={c}
            value={datos[c]}
            required
            onChange={(e) => setDatos((d) => ({ ...d, [c]: e.target.value }))}
            {...props}
          />
        )}
      </Field>
    );
  };

  return (
    <Modal open={abierto} title={venta ? textos.resumenTitulo : textos.titulo} onClose={cerrar} wide>
      {venta ? (
        <ResumenCompra venta={venta} />
      ) : (
        <form className="checkout" onSubmit={onSubmit} noValidate>
          {!enLinea && (
            <p className="carrito__aviso" role="alert">
              {textosComun.estados.requiereConexion}
            </p>
          )}
          <div className="form-grid">
            {campo('nombre', textos.nombre, { autoComplete: 'given-name', maxLength: 100 })}
            {campo('apellido', textos.apellido, { autoComplete: 'family-name', maxLength: 100 })}
            {campo('email', textos.email, { type: 'email', autoComplete: 'email', maxLength: 254 })}
            {campo(
              'telefono',
              textos.telefono,
              { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel', maxLength: 20 },
              textos.telefonoAyuda,
            )}
            <CiudadCombobox
              id={`${id}-ciudad`}
              error={errores.ciudad?.[0]}
              invalid={intentado && !destino}
              onElegir={(d) => {
                setDestino(d);
                setDatos((v) => ({ ...v, ciudad: d ? d.ciudad.codigo : '' }));
              }}
            />
            {campo('direccion', textos.direccion, { autoComplete: 'street-address', maxLength: 200 })}
            <Field
              id={`${id}-documento`}
              label={textos.documento}
              hint={textos.documentoAyuda}
              error={errores.documento?.[0]}
            >
              {(control) => (
                <input
                  {...control}
                  name="documento"
                  value={documento}
                  inputMode="numeric"
                  maxLength={20}
                  onChange={(e) => setDocumento(e.target.value)}
                />
              )}
            </Field>
          </div>
          <div className="check">
            <input
              id={`${id}-acepta`}
              type="checkbox"
              checked={acepta}
              aria-invalid={intentado && !acepta}
              onChange={(e) => setAcepta(e.target.checked)}
            />
            <label htmlFor={`${id}-acepta`}>
              {textos.consentimiento}{' '}
              <Link to="/politicas/tratamiento-de-datos" target="_blank" rel="noopener">
                {textos.politica}
              </Link>
              .
            </label>
          </div>
          {errores.productos?.map((m) => (
            <p key={m} className="carrito__aviso" role="alert">
              {m}
            </p>
          ))}
          {items && items.length > 0 && (
            <>
              <CampoCupon
                id={`${id}-cupon`}
                lineas={lineasCarrito}
                email={datos.email}
                aplicado={aplicado}
                onAplicado={(a) => {
                  setCupon(a && { firma: firmaCarrito(lineasCarrito), aplicado: a });
                  setErrores(({ cupon: _, ...otros }) => otros);
                }}
                error={errores.cupon?.[0]}
              />
              <EnvioEstimado
                items={items}
                destino={destino}
                descuento={aplicado?.descuento ?? 0}
                cupon={aplicado?.codigo ?? ''}
              />
              <MetodoPago hasta={hastaEfectivo} metodo={metodo} onCambio={setMetodo} />
              {errores.metodo_pago?.map((m) => (
                <p key={m} className="carrito__aviso" role="alert">
                  {m}
                </p>
              ))}
            </>
          )}
          <button
            type="submit"
            className="btn btn--primary btn--block"
            disabled={!enLinea || !items?.length}
            aria-disabled={enviando}
          >
            {textos.continuar}
          </button>
        </form>
      )}
    </Modal>
  );
}
