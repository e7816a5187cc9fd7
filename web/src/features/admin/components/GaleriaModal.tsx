import { type ChangeEvent, useEffect, useState } from 'react';
import { storageUrl } from '../../../../../common/imagenes';
import type { Producto } from '../../../../../common/wire/productos';
import { textosAdmin } from '../../../i18n/es/admin';
import { imagenParaSubir } from '../../../lib/reducirImagen';
import { toast } from '../../../lib/toast';
import { Modal } from '../../../ui/Modal';
import { cambiarImagen } from '../api';
import { problemaImagen } from '../logic';

const textos = textosAdmin.galeria;
const FRANJAS = [1, 2, 3, 4] as const;

/** One slot: the current image, a file chooser, and the chosen file's preview until it is saved. */
function Franja({ producto, n, onGuardada }: { producto: Producto; n: number; onGuardada: (p: Producto) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  const actual = producto[`imagen${n}` as 'imagen1'];
  const inputId = `galeria-${producto.id}-${n}`;

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const elegir = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const original = input.files?.[0] ?? null;
    input.value = '';
    // a picture past 2 MB is made smaller here; one that cannot be is refused below
    const elegido = original && (await imagenParaSubir(original));
    const problema = elegido && problemaImagen(elegido);
    if (problema) {
      toast.warning(problema);
      return;
    }
    setFile(elegido);
  };

  const guardar = async () => {
    if (!file) return;
    setSubiendo(true);
    try {
      onGuardada(await cambiarImagen(producto.id, n, file));
      setFile(null);
    } catch {
      // the client showed the error toast; the preview stays to retry
    } finally {
      setSubiendo(false);
    }
  };

  return (
    <li className="admin-slot">
      <h3>{textos.posicion(n)}</h3>
      {preview ? (
        <img src={preview} alt={textos.nueva(n)} width="160" height="160" />
      ) : actual ? (
        <img src={storageUrl(actual, 320)} alt={textos.actual(n)} width="160" height="160" loading="lazy" />
      ) : (
        <div className="admin-slot__empty">{textosAdmin.productos.sinImagen}</div>
      )}
      {file ? (
        <div className="admin-row-actions">
          <button type="button" className="btn btn--primary btn--small" disabled={subiendo} onClick={guardar}>
            {textos.guardar(n)}
          </button>
          <button type="button" className="btn btn--small" disabled={subiendo} onClick={() => setFile(null)}>
            {textos.descartar}
          </button>
        </div>
      ) : (
        <div className="admin-file">
          <input
            id={inputId}
            className="sr-only"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={elegir}
          />
          <label htmlFor={inputId} className="btn btn--small">
            {textos.reemplazar(n)}
          </label>
        </div>
      )}
    </li>
  );
}

/** The product's four image slots; each can be replaced on its own, with a preview first. */
export function GaleriaModal({
  producto,
  onClose,
  onGuardada,
}: {
  producto: Producto | null;
  onClose: () => void;
  onGuardada: (p: Producto) => void;
}) {
  return (
    <Modal open={producto !== null} title={producto ? textos.titulo(producto.nombre) : ''} onClose={onClose} wide>
      <p className="muted">{textos.ayuda}</p>
      {producto && (
        <ul className="admin-slots">
          {FRANJAS.map((n) => (
            <Franja key={n} producto={producto} n={n} onGuardada={onGuardada} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
