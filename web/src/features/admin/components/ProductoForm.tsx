import { type ChangeEvent, type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import type { Caracteristica } from '../../../../../common/wire/caracteristicas';
import type { Marca } from '../../../../../common/wire/marcas';
import type { FormularioProducto } from '../../../../../common/wire/productos';
import type { Promocion } from '../../../../../common/wire/promociones';
import { textosAdmin } from '../../../i18n/es/admin';
import { ApiError } from '../../../lib/api-client';
import { hayQueReducir, imagenParaSubir } from '../../../lib/reducirImagen';
import { toast } from '../../../lib/toast';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { crearProducto } from '../api';
import { CLASES_IVA, leerPrecio, MAX_IMAGENES, problemaImagenes, unidadesValidas } from '../logic';
import { CamposTexto } from './TextosProducto';

const textos = textosAdmin.productos;

const VACIO: FormularioProducto = {
  nombre: '',
  id_marca: '',
  id_promocion: '',
  precio: '',
  caracteristica: '',
  ficha_tecnica: '',
  uso_adecuado: '',
  aviso_legal: '',
  stock: '',
  stock_minimo: '',
  iva: '19',
};

type Errores = Partial<
  Record<
    'nombre' | 'id_marca' | 'id_promocion' | 'caracteristica' | 'precio' | 'stock' | 'stock_minimo' | 'iva' | 'fotos',
    string
  >
>;

/** The server's first message of each field it refused (`fotos[]` is the images' field too). */
const erroresDelServidor = (err: unknown): Errores =>
  err instanceof ApiError && err.errors
    ? Object.fromEntries(Object.entries(err.errors).map(([k, m]) => [k.replace('[]', ''), m[0]]))
    : {};

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
          <img src={urls[i]} alt={textos.imagenSeleccionada(i + 1, f.name)} width="96" height="96" />
          <button
            type="button"
            className="btn btn--small"
            aria-label={textos.quitarImagen(textos.imagenSeleccionada(i + 1, f.name))}
            onClick={() => onQuitar(i)}
          >
            {textos.quitar}
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
  const [datos, setDatos] = useState<FormularioProducto>(VACIO);
  const [imagenes, setImagenes] = useState<File[]>([]);
  const [errores, setErrores] = useState<Errores>({});
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    if (!open) return;
    setDatos(VACIO);
    setImagenes([]);
    setErrores({});
  }, [open]);

  const campo = (k: keyof FormularioProducto) => ({
    value: datos[k],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setDatos((d) => ({ ...d, [k]: e.target.value })),
  });

  const aceptarImagenes = (elegidas: File[]) => {
    const nuevas = [...imagenes, ...elegidas];
    const problema = problemaImagenes(nuevas);
    if (problema) {
      toast.warning(problema);
      return;
    }
    setImagenes(nuevas);
    setErrores((er) => ({ ...er, fotos: undefined }));
  };
  const elegirImagenes = (e: ChangeEvent<HTMLInputElement>) => {
    const elegidas = Array.from(e.currentTarget.files ?? []);
    e.currentTarget.value = '';
    // pictures past 2 MB are made smaller here first; one that cannot be is refused
    if (elegidas.some((f) => hayQueReducir(f)))
      void Promise.all(elegidas.map((f) => imagenParaSubir(f))).then(aceptarImagenes);
    else aceptarImagenes(elegidas);
  };

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const precio = leerPrecio(datos.precio);
    const fallos: Errores = {
      nombre: datos.nombre.trim() ? undefined : textos.nombreObligatorio,
      id_marca: datos.id_marca ? undefined : textos.marcaObligatoria,
      precio: precio === null ? textos.precioInvalido : undefined,
      stock: unidadesValidas(datos.stock) ? undefined : textos.stockInvalido,
      stock_minimo: unidadesValidas(datos.stock_minimo) ? undefined : textos.stockInvalido,
      fotos: imagenes.length ? undefined : textos.alMenosUna,
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
    } catch (err) {
      // the client showed the error toast; the form keeps what was typed and shows each field's
      // refusal under it
      setErrores(erroresDelServidor(err));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal open={open} title={textos.crear} onClose={onClose} wide>
      <form onSubmit={enviar} noValidate>
        <div className="form-grid">
          <Field id={`${id}-nombre`} label={textos.campos.nombre} error={errores.nombre}>
            {(control) => <input {...control} {...campo('nombre')} required maxLength={150} />}
          </Field>
          <Field id={`${id}-precio`} label={textos.campos.precio} error={errores.precio}>
            {(control) => <input {...control} {...campo('precio')} inputMode="numeric" required />}
          </Field>
          <Field id={`${id}-id_marca`} label={textos.campos.marca} error={errores.id_marca}>
            {(control) => (
              <select {...control} {...campo('id_marca')} required>
                <option value="">{textos.elegirMarca}</option>
                {marcas.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.nombre}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-id_promocion`} label={textos.campos.promocion} error={errores.id_promocion}>
            {(control) => (
              <select {...control} {...campo('id_promocion')}>
                <option value="">{textos.sinPromocion}</option>
                {promociones.map((p) => (
                  <option key={p.id} value={p.id}>
                    {textos.opcionPromocion(p.nombre, p.porcentaje, p.activo === 1)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-stock`} label={textos.campos.stock} hint={textos.ayudaStock} error={errores.stock}>
            {(control) => <input {...control} {...campo('stock')} inputMode="numeric" />}
          </Field>
          <Field
            id={`${id}-stock_minimo`}
            label={textos.campos.stockMinimo}
            hint={textos.ayudaStockMinimo}
            error={errores.stock_minimo}
          >
            {(control) => <input {...control} {...campo('stock_minimo')} inputMode="numeric" />}
          </Field>
          <Field id={`${id}-iva`} label={textos.campos.iva} hint={textos.ayudaIva} error={errores.iva}>
            {(control) => (
              <select {...control} {...campo('iva')}>
                {CLASES_IVA.map((clase) => (
                  <option key={clase} value={clase}>
                    {textos.claseIva(clase)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-caracteristica`} label={textos.campos.caracteristica} error={errores.caracteristica}>
            {(control) => (
              <select {...control} {...campo('caracteristica')}>
                <option value="">{textos.sinCaracteristica}</option>
                {caracteristicas.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.nombre}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>

        <CamposTexto idBase={id} valores={datos} onChange={(k, v) => setDatos((d) => ({ ...d, [k]: v }))} />

        <Field id={`${id}-fotos`} label={textos.campos.imagenes} hint={textos.ayudaImagenes} error={errores.fotos}>
          {(control) => (
            <input
              {...control}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              disabled={imagenes.length >= MAX_IMAGENES}
              onChange={elegirImagenes}
            />
          )}
        </Field>
        <Miniaturas fotos={imagenes} onQuitar={(i) => setImagenes((fs) => fs.filter((_, j) => j !== i))} />

        <div className="admin-actions">
          <button type="button" className="btn" onClick={onClose}>
            {textosAdmin.comun.cancelar}
          </button>
          <button type="submit" className="btn btn--primary" disabled={enviando}>
            {enviando ? textosAdmin.comun.guardando : textos.guardar}
          </button>
        </div>
      </form>
    </Modal>
  );
}
