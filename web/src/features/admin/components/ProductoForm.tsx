import { type ChangeEvent, type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import type { Caracteristica } from '../../../../../common/wire/caracteristicas';
import type { Marca } from '../../../../../common/wire/marcas';
import type { NuevoProducto } from '../../../../../common/wire/productos';
import type { Promocion } from '../../../../../common/wire/promociones';
import { t } from '../../../i18n/es';
import { toast } from '../../../lib/toast';
import { Modal } from '../../../ui/Modal';
import { crearProducto } from '../api';
import { leerPrecio, MAX_IMAGENES, problemaImagenes } from '../logic';
import { CamposTexto } from './TextosProducto';

const A = t.admin;
const T = A.productos;

const VACIO: NuevoProducto = {
  nombre: '',
  id_marca: '',
  id_promocion: '',
  precio: '',
  caracteristica: '',
  ficha_tecnica: '',
  uso_adecuado: '',
  aviso_legal: '',
};

type Errores = Partial<Record<'nombre' | 'id_marca' | 'precio' | 'fotos', string>>;

/** Thumbnails of the chosen files (object URLs released when the list changes). */
function Miniaturas({ fotos: imagenes, onQuitar }: { fotos: File[]; onQuitar: (i: number) => void }) {
  const urls = useMemo(() => imagenes.map((f) => URL.createObjectURL(f)), [imagenes]);
  useEffect(
    () => () => {
      for (const u of urls) URL.revokeObjectURL(u);
    },
    [urls],
  );
  if (!imagenes.length) return null;
  return (
    <ul className="admin-thumbs">
      {imagenes.map((f, i) => (
        <li key={urls[i]}>
          <img src={urls[i]} alt={T.imagenSeleccionada(i + 1, f.name)} width="96" height="96" />
          <button
            type="button"
            className="btn btn--small"
            aria-label={T.quitarImagen(T.imagenSeleccionada(i + 1, f.name))}
            onClick={() => onQuitar(i)}
          >
            {T.quitar}
          </button>
        </li>
      ))}
    </ul>
  );
}

type Props = {
  open: boolean;
  onClose: () => void;
  onCreado: () => void;
  marcas: Marca[];
  promociones: Promocion[];
  caracteristicas: Caracteristica[];
};

/** 'Crear Nuevo Producto': the product's fields, its three texts with a live **bold** preview and 1–4 images. */
export function ProductoForm({ open, onClose, onCreado, marcas, promociones, caracteristicas }: Props) {
  const id = useId();
  const [datos, setDatos] = useState<NuevoProducto>(VACIO);
  const [imagenes, setImagenes] = useState<File[]>([]);
  const [errores, setErrores] = useState<Errores>({});
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    if (!open) return;
    setDatos(VACIO);
    setImagenes([]);
    setErrores({});
  }, [open]);

  const campo = (k: keyof NuevoProducto) => ({
    id: `${id}-${k}`,
    value: datos[k],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setDatos((d) => ({ ...d, [k]: e.target.value })),
  });
  const error = (k: keyof Errores) =>
    errores[k] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${k}-error` } : {};
  const mensaje = (k: keyof Errores) =>
    errores[k] ? (
      <p id={`${id}-${k}-error`} className="field__error">
        {errores[k]}
      </p>
    ) : null;

  const elegirImagenes = (e: ChangeEvent<HTMLInputElement>) => {
    const nuevas = [...imagenes, ...Array.from(e.currentTarget.files ?? [])];
    e.currentTarget.value = '';
    const problema = problemaImagenes(nuevas);
    if (problema) {
      toast.warning(problema);
      return;
    }
    setImagenes(nuevas);
    setErrores((er) => ({ ...er, fotos: undefined }));
  };

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const precio = leerPrecio(datos.precio);
    const fallos: Errores = {
      nombre: datos.nombre.trim() ? undefined : T.nombreObligatorio,
      id_marca: datos.id_marca ? undefined : T.marcaObligatoria,
      precio: precio === null ? T.precioInvalido : undefined,
      fotos: imagenes.length ? undefined : T.alMenosUna,
    };
    setErrores(fallos);
    if (Object.values(fallos).some(Boolean)) {
      toast.warning(Object.values(fallos).find(Boolean));
      return;
    }
    setEnviando(true);
    try {
      await crearProducto({ ...datos, nombre: datos.nombre.trim(), precio: String(precio) }, imagenes);
      onCreado();
      onClose();
    } catch {
      // the client showed the error toast; the form keeps what was typed
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal open={open} title={T.crear} onClose={onClose} wide>
      <form onSubmit={enviar} noValidate>
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${id}-nombre`}>{T.campos.nombre}</label>
            <input {...campo('nombre')} required maxLength={150} {...error('nombre')} />
            {mensaje('nombre')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-precio`}>{T.campos.precio}</label>
            <input {...campo('precio')} inputMode="numeric" required {...error('precio')} />
            {mensaje('precio')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-id_marca`}>{T.campos.marca}</label>
            <select {...campo('id_marca')} required {...error('id_marca')}>
              <option value="">{T.elegirMarca}</option>
              {marcas.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.nombre}
                </option>
              ))}
            </select>
            {mensaje('id_marca')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-id_promocion`}>{T.campos.promocion}</label>
            <select {...campo('id_promocion')}>
              <option value="">{T.sinPromocion}</option>
              {promociones.map((p) => (
                <option key={p.id} value={p.id}>
                  {T.opcionPromocion(p.nombre, p.porcentaje, p.activo === 1)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-caracteristica`}>{T.campos.caracteristica}</label>
            <select {...campo('caracteristica')}>
              <option value="">{T.sinCaracteristica}</option>
              {caracteristicas.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.nombre}
                </option>
              ))}
            </select>
          </div>
        </div>

        <CamposTexto idBase={id} valores={datos} onChange={(k, v) => setDatos((d) => ({ ...d, [k]: v }))} />

        <div className="field">
          <label htmlFor={`${id}-fotos`}>{T.campos.imagenes}</label>
          <input
            id={`${id}-fotos`}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            disabled={imagenes.length >= MAX_IMAGENES}
            aria-describedby={`${id}-fotos-ayuda${errores.fotos ? ` ${id}-fotos-error` : ''}`}
            aria-invalid={errores.fotos ? true : undefined}
            onChange={elegirImagenes}
          />
          <p id={`${id}-fotos-ayuda`} className="field__hint">
            {T.ayudaImagenes}
          </p>
          {mensaje('fotos')}
          <Miniaturas fotos={imagenes} onQuitar={(i) => setImagenes((fs) => fs.filter((_, j) => j !== i))} />
        </div>

        <div className="admin-actions">
          <button type="button" className="btn" onClick={onClose}>
            {A.comun.cancelar}
          </button>
          <button type="submit" className="btn btn--primary" disabled={enviando}>
            {enviando ? A.comun.guardando : T.guardar}
          </button>
        </div>
      </form>
    </Modal>
  );
}
