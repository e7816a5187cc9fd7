import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Producto } from '../../../../../common/wire/productos';
import { textosAdmin } from '../../../i18n/es/admin';
import { Modal } from '../../../ui/Modal';
import { CamposTexto, type Textos } from './TextosProducto';

const textosProductos = textosAdmin.productos;

const deProducto = (p: Producto | null): Textos => ({
  ficha_tecnica: p?.ficha_tecnica ?? '',
  uso_adecuado: p?.uso_adecuado ?? '',
  aviso_legal: p?.aviso_legal ?? '',
});

/**
 * 'Editar textos': the product's ficha técnica, uso adecuado and aviso legal prefilled, with the
 * live `**bold**` preview; 'Guardar' hands the three texts to `onGuardar` (which posts the row)
 * and closes once it is stored. A refused save keeps what was typed (the client showed why).
 */
export function TextosModal({
  producto,
  onClose,
  onGuardar,
}: {
  producto: Producto | null;
  onClose: () => void;
  onGuardar: (producto: Producto, textos: Textos) => Promise<unknown>;
}) {
  const id = useId();
  const [textos, setTextos] = useState<Textos>(() => deProducto(producto));
  const [enviando, setEnviando] = useState(false);
  const abierto = producto?.id ?? null;

  // filled from the row each time the modal opens for a product (not on every list refresh)
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the opened product only
  useEffect(() => {
    setTextos(deProducto(producto));
  }, [abierto]);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!producto) return;
    setEnviando(true);
    try {
      await onGuardar(producto, textos);
      onClose();
    } catch {
      // the client showed the error toast; the texts stay to retry
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal
      open={producto !== null}
      title={producto ? textosProductos.textosDe(producto.nombre) : ''}
      onClose={onClose}
      wide
    >
      <form onSubmit={enviar} noValidate>
        <CamposTexto idBase={id} valores={textos} onChange={(k, v) => setTextos((d) => ({ ...d, [k]: v }))} />
        <div className="admin-actions">
          <button type="button" className="btn" onClick={onClose}>
            {textosAdmin.comun.cancelar}
          </button>
          <button type="submit" className="btn btn--primary" disabled={enviando}>
            {enviando ? textosAdmin.comun.guardando : textosAdmin.comun.guardar}
          </button>
        </div>
      </form>
    </Modal>
  );
}
