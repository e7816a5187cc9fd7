import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { calcularDevolucion, esRechazo } from '../../../../../common/devolucion';
import { cop } from '../../../../../common/dinero';
import type { DevolucionesVenta, DevolucionHecha } from '../../../../../common/wire/devoluciones';
import type { DetalleVenta } from '../../../../../common/wire/ventas';
import { textosDevoluciones as textos } from '../../../i18n/es/devoluciones';
import { Field } from '../../../ui/Field';
import { Loading } from '../../../ui/States';
import { devolverUnidades, leerDevoluciones } from '../ventas-api';

type Paso = 'elegir' | 'confirmar';

/** The amount the chosen units refund, as the server computes it (common/devolucion.ts), or null. */
function montoDe(datos: DevolucionesVenta, unidades: Record<number, number>) {
  const pedidas = Object.entries(unidades)
    .map(([linea, cantidad]) => ({ linea: Number(linea), cantidad }))
    .filter((p) => p.cantidad > 0);
  if (pedidas.length === 0) return null;
  const calculo = calcularDevolucion(
    {
      total: datos.total,
      envio: datos.envio,
      pagado: datos.pagado,
      devuelto: datos.devuelto,
      lineas: datos.lineas.map((l) => ({
        id: l.linea,
        cantidad: l.cantidad,
        total: l.total,
        iva: l.iva,
        devueltas: l.devueltas,
      })),
    },
    pedidas,
  );
  return esRechazo(calculo) ? null : { pedidas, monto: calculo.monto, envio: calculo.envio };
}

/**
 * "Devolver" in a paid order's detail (decision 0024): the lines with the units still to return,
 * a reason, the amount it refunds; a confirmation, then the result. The idempotency key is made
 * when the form opens, so a repeated click is the same refund. `onHecha` refreshes the timeline.
 */
export function DevolucionVenta({ venta, onHecha }: { venta: DetalleVenta; onHecha: () => void }) {
  const id = useId();
  const [abierta, setAbierta] = useState(false);
  const [datos, setDatos] = useState<DevolucionesVenta | null>(null);
  const [unidades, setUnidades] = useState<Record<number, number>>({});
  const [motivo, setMotivo] = useState('');
  const [paso, setPaso] = useState<Paso>('elegir');
  const [error, setError] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [hecha, setHecha] = useState<DevolucionHecha | null>(null);
  const [clave, setClave] = useState('');

  const cargar = useCallback(() => {
    setDatos(null);
    const controller = new AbortController();
    leerDevoluciones(venta.id, { signal: controller.signal }).then(setDatos, () => undefined);
    return controller;
  }, [venta.id]);

  useEffect(() => {
    if (!abierta) return;
    const controller = cargar();
    return () => controller.abort();
  }, [abierta, cargar]);

  if (venta.status_pago !== 'aprobado') return null;

  const empezar = () => {
    setUnidades({});
    setMotivo('');
    setPaso('elegir');
    setError('');
    setClave(`dev-${crypto.randomUUID()}`);
  };
  const calculo = datos ? montoDe(datos, unidades) : null;

  const revisar = (e: FormEvent) => {
    e.preventDefault();
    if (!calculo) return setError(textos.elijaUnidades);
    if (motivo.trim().length < 3) return setError(textos.motivoCorto);
    setError('');
    setPaso('confirmar');
  };

  const confirmar = async () => {
    if (!calculo || enviando) return;
    setEnviando(true);
    try {
      const r = await devolverUnidades(venta.id, { lineas: calculo.pedidas, motivo: motivo.trim(), clave });
      setHecha(r);
      empezar();
      cargar();
      onHecha();
    } catch {
      // the client's toast said why; the form stays as it was
      setPaso('elegir');
    } finally {
      setEnviando(false);
    }
  };

  const pendientes = datos?.lineas.filter((l) => l.cantidad > l.devueltas) ?? [];

  return (
    <section className="admin-devolucion" aria-labelledby={`${id}-titulo`}>
      <h3 id={`${id}-titulo`}>{textos.titulo}</h3>
      {hecha && (
        <p role="status" className="admin-devolucion__hecha">
          {textos.hecha(cop(hecha.monto), textos.estados[hecha.estado] ?? hecha.estado)}
        </p>
      )}
      {!abierta ? (
        <button
          type="button"
          className="btn btn--small"
          aria-label={textos.botonDe(venta.factura)}
          onClick={() => {
            empezar();
            setHecha(null);
            setAbierta(true);
          }}
        >
          {textos.boton}
        </button>
      ) : datos === null ? (
        <Loading label={textos.cargando} />
      ) : pendientes.length === 0 ? (
        <p className="muted">{textos.nadaPorDevolver}</p>
      ) : paso === 'confirmar' && calculo ? (
        <div className="admin-devolucion__confirmar">
          <p role="alert">{textos.confirmarPregunta(cop(calculo.monto), venta.email)}</p>
          <div className="confirm__actions">
            <button type="button" className="btn" onClick={() => setPaso('elegir')} disabled={enviando}>
              {textos.volver}
            </button>
            <button type="button" className="btn btn--primary" onClick={confirmar} disabled={enviando}>
              {enviando ? textos.enviando : textos.confirmar}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={revisar} noValidate>
          <fieldset>
            <legend>{textos.lineas}</legend>
            {pendientes.map((l) => {
              const quedan = l.cantidad - l.devueltas;
              const campo = `${id}-linea-${l.linea}`;
              return (
                <div key={l.linea} className="admin-devolucion__linea">
                  <label htmlFor={campo}>{textos.unidadesDe(l.nombre_produto, quedan)}</label>
                  <input
                    id={campo}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={quedan}
                    step={1}
                    value={unidades[l.linea] ?? 0}
                    aria-describedby={`${campo}-ayuda`}
                    onChange={(e) => {
                      const n = Math.trunc(Number(e.target.value));
                      const valor = Number.isFinite(n) ? Math.min(quedan, Math.max(0, n)) : 0;
                      setUnidades((u) => ({ ...u, [l.linea]: valor }));
                    }}
                  />
                  <span id={`${campo}-ayuda`} className="muted">
                    {textos.quedan(l.cantidad, l.devueltas)}
                  </span>
                </div>
              );
            })}
          </fieldset>
          <Field id={`${id}-motivo`} label={textos.motivo} hint={textos.motivoAyuda}>
            {(control) => (
              <textarea
                {...control}
                name="motivo"
                value={motivo}
                maxLength={500}
                rows={2}
                onChange={(e) => setMotivo(e.target.value)}
              />
            )}
          </Field>
          <p aria-live="polite">
            {calculo ? textos.monto(cop(calculo.monto)) : textos.monto(cop(0))}
            {calculo && calculo.envio > 0 && <span className="pasos__dato">{textos.incluyeEnvio}</span>}
          </p>
          {error && (
            <p role="alert" className="field__error">
              {error}
            </p>
          )}
          <div className="confirm__actions">
            <button type="button" className="btn" onClick={() => setAbierta(false)}>
              {textos.cerrar}
            </button>
            <button type="submit" className="btn btn--primary">
              {textos.revisar}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
