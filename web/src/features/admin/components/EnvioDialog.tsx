import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { textosVentas } from '../../../i18n/es/ventas';
import { ApiError } from '../../../lib/api-client';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';

const textos = textosVentas.envio;
type Datos = { transportadora: string; guia: string };
type Errores = Partial<Record<keyof Datos, string>>;

/**
 * Marking an order enviado: the carrier and its tracking number, both required (checked before
 * sending; the server's refusal of either is shown beside it), 'Volver' leaves without a change.
 */
export function EnvioDialog({
  open,
  factura,
  onConfirm,
  onClose,
}: {
  open: boolean;
  factura: string;
  /** sends both values trimmed; a rejection keeps the dialog open */
  onConfirm: (datos: Datos) => Promise<unknown>;
  onClose: () => void;
}) {
  const id = useId();
  const primero = useRef<HTMLInputElement>(null);
  const [datos, setDatos] = useState<Datos>({ transportadora: '', guia: '' });
  const [errores, setErrores] = useState<Errores>({});
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    if (!open) return;
    setDatos({ transportadora: '', guia: '' });
    setErrores({});
    primero.current?.focus();
  }, [open]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando) return;
    const limpio = { transportadora: datos.transportadora.trim(), guia: datos.guia.trim() };
    const faltan: Errores = {
      ...(limpio.transportadora ? {} : { transportadora: textos.faltaTransportadora }),
      ...(limpio.guia ? {} : { guia: textos.faltaGuia }),
    };
    setErrores(faltan);
    if (Object.keys(faltan).length) return;
    setEnviando(true);
    try {
      await onConfirm(limpio);
      onClose();
    } catch (err) {
      const campos = err instanceof ApiError ? err.errors : undefined;
      setErrores({ transportadora: campos?.transportadora?.[0], guia: campos?.guia?.[0] });
    } finally {
      setEnviando(false);
    }
  };

  const campo = (clave: keyof Datos, label: string, hint: string, max: number) => (
    <Field id={`${id}-${clave}`} label={label} hint={hint} error={errores[clave]}>
      {(control) => (
        <input
          {...control}
          ref={clave === 'transportadora' ? primero : undefined}
          name={clave}
          value={datos[clave]}
          maxLength={max}
          required
          autoComplete="off"
          onChange={(e) => {
            setDatos({ ...datos, [clave]: e.target.value });
            setErrores({ ...errores, [clave]: undefined });
          }}
        />
      )}
    </Field>
  );

  return (
    <Modal open={open} title={textos.titulo(factura)} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <p>{textos.texto}</p>
        {campo('transportadora', textos.transportadora, textos.transportadoraAyuda, 60)}
        {campo('guia', textos.guia, textos.guiaAyuda, 40)}
        <div className="confirm__actions">
          <button type="button" className="btn" onClick={onClose}>
            {textos.volver}
          </button>
          <button type="submit" className="btn btn--primary" disabled={enviando}>
            {enviando ? textos.enviando : textos.confirmar}
          </button>
        </div>
      </form>
    </Modal>
  );
}
