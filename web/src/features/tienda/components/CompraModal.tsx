import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { cop } from '../../../../../common/dinero';
import { CIUDADES } from '../../../../../common/texto';
import { textosComun } from '../../../i18n/es/comun';
import { textosTienda } from '../../../i18n/es/tienda';
import { ApiError, type FieldErrors } from '../../../lib/api-client';
import { leerCarrito, totalCarrito, useCarrito } from '../../../lib/carrito';
import { useOnline } from '../../../lib/online';
import { toast } from '../../../lib/toast';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { tiendaApi } from '../api';
import { firmaCarrito, guardarVenta, olvidarToken, tokenCompra, type UltimaVenta, ultimaVenta } from '../sesion';
import { useTiendaUi } from '../store';
import { pagar } from '../wompi';

const textos = textosTienda.compra;
const CAMPOS = ['nombre', 'apellido', 'email', 'telefono', 'ciudad', 'direccion'] as const;
type Campo = (typeof CAMPOS)[number];
type Datos = Record<Campo, string>;
const VACIO: Datos = { nombre: '', apellido: '', email: '', telefono: '', ciudad: '', direccion: '' };

/** '+57 300 123 4567' → '3001234567' */
const soloCelular = (v: string) => v.replace(/\D/g, '').replace(/^57(?=3\d{9}$)/, '');

function Resumen({ venta }: { venta: UltimaVenta }) {
  const navigate = useNavigate();
  const [pagando, setPagando] = useState(false);
  const [fallo, setFallo] = useState(false);
  const onPagar = async () => {
    setPagando(true);
    setFallo(false);
    try {
      await pagar(venta, navigate);
    } catch {
      setFallo(true);
    } finally {
      setPagando(false);
    }
  };
  return (
    <div className="checkout__resumen">
      <p role="status">{textos.creado(venta.factura)}</p>
      <dl className="checkout__datos">
        <dt>{textos.factura}</dt>
        <dd>
          <strong>{venta.factura}</strong>
        </dd>
      </dl>
      <ul className="checkout__lineas">
        {venta.productos.map((l) => (
          <li key={`${l.nombre_produto}-${l.nombre_marca}`}>
            <span>
              {l.cantidad} × {l.nombre_produto}
            </span>
            <span>{cop(l.total ?? 0)}</span>
          </li>
        ))}
      </ul>
      <p className="carrito__total">
        <span>{textos.totalServidor}</span>
        <strong>{cop(venta.total)}</strong>
      </p>
      <p className="muted">{textos.aviso}</p>
      {venta.sandbox && <p className="checkout__sandbox">{textos.sandbox}</p>}
      {fallo && (
        <p className="carrito__aviso" role="alert">
          {textos.errorWidget}
        </p>
      )}
      <button
        type="button"
        className="btn btn--primary btn--block"
        aria-disabled={pagando}
        onClick={() => !pagando && onPagar()}
      >
        {pagando ? textos.abriendoPago : `${textos.pagar} ${cop(venta.total)}`}
      </button>
    </div>
  );
}

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
        telefono,
        productos: lineas.map((l) => ({ id: l.id, cantidad: l.cantidad })),
        token: tokenCompra(lineas),
        acepta_tratamiento: '1',
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
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrores(err.errors);
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
        <Resumen venta={venta} />
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
            <Field
              id={`${id}-ciudad`}
              label={textos.ciudad}
              error={errores.ciudad?.[0]}
              invalid={intentado && !datos.ciudad}
            >
              {(control) => (
                <select
                  {...control}
                  name="ciudad"
                  value={datos.ciudad}
                  required
                  onChange={(e) => setDatos((d) => ({ ...d, ciudad: e.target.value }))}
                >
                  <option value="">{textos.elegirCiudad}</option>
                  {CIUDADES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {campo('direccion', textos.direccion, { autoComplete: 'street-address', maxLength: 200 })}
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
            <p className="carrito__total">
              <span>{textosTienda.carrito.total}</span>
              <strong>{cop(totalCarrito(items))}</strong>
            </p>
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
