/**
 * A phone's picture is often larger than the server takes (2 MB): it is made smaller on the
 * device before it is sent, upright as the camera took it (EXIF orientation applied), the longest
 * side at most 2000 px, re-encoded at quality 0.85 and then smaller sizes and qualities until it
 * fits. A picture the device cannot decode, or cannot bring under the limit, is answered as it
 * came, and the screen's own check refuses it with its clear message.
 */
import { textosComun } from '../i18n/es/comun';
import { toast } from './toast';

/** What the server takes (worker/plataforma/images.ts MAX_IMAGE_BYTES). */
export const LIMITE_IMAGEN = 2 * 1024 * 1024;
export const TIPOS_IMAGEN = ['image/jpeg', 'image/png', 'image/webp'];
export const LADO_MAXIMO = 2000;
const LADOS = [LADO_MAXIMO, 1600, 1280, 1024, 800];
const CALIDADES = [0.85, 0.7];

/** A decoded picture, upright, and what draws it. */
export type Decodificada = { ancho: number; alto: number; fuente: CanvasImageSource; cerrar: () => void };

/** The device's decoder and encoder (a canvas); injected in tests, where jsdom has none. */
export type Lienzo = {
  leer: (imagen: Blob) => Promise<Decodificada>;
  /** draws `fuente` at `ancho`×`alto` and encodes it; a browser may answer another type than asked */
  codificar: (
    fuente: CanvasImageSource,
    ancho: number,
    alto: number,
    tipo: string,
    calidad: number,
  ) => Promise<Blob | null>;
};

/** The sizes and qualities tried, in order: never larger than the picture, never past 2000 px. */
export function intentos(ancho: number, alto: number): { ancho: number; alto: number; calidad: number }[] {
  const lado = Math.max(ancho, alto);
  const lados = [Math.min(lado, LADO_MAXIMO), ...LADOS.filter((l) => l < Math.min(lado, LADO_MAXIMO))];
  return lados.flatMap((l) =>
    CALIDADES.map((calidad) => ({
      ancho: Math.max(1, Math.round((ancho * l) / lado)),
      alto: Math.max(1, Math.round((alto * l) / lado)),
      calidad,
    })),
  );
}

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const nombreCon = (nombre: string, tipo: string) => `${nombre.replace(/\.[^.]*$/, '') || 'imagen'}.${EXTENSION[tipo]}`;

/** The browser's canvas: OffscreenCanvas where there is one, else a detached <canvas>; null without createImageBitmap. */
export function lienzoDelNavegador(): Lienzo | null {
  if (typeof createImageBitmap !== 'function') return null;
  const offscreen = typeof OffscreenCanvas === 'function';
  const pintar = (
    ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
    fuente: CanvasImageSource,
    ancho: number,
    alto: number,
    tipo: string,
  ) => {
    // JPEG has no transparency: a transparent PNG gets a white background, not a black one
    if (tipo === 'image/jpeg') {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, ancho, alto);
    }
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(fuente, 0, 0, ancho, alto);
  };
  return {
    leer: async (imagen) => {
      const mapa = await createImageBitmap(imagen, { imageOrientation: 'from-image' });
      return { ancho: mapa.width, alto: mapa.height, fuente: mapa, cerrar: () => mapa.close() };
    },
    codificar: async (fuente, ancho, alto, tipo, calidad) => {
      if (offscreen) {
        const lienzo = new OffscreenCanvas(ancho, alto);
        const ctx = lienzo.getContext('2d');
        if (!ctx) return null;
        pintar(ctx, fuente, ancho, alto, tipo);
        return lienzo.convertToBlob({ type: tipo, quality: calidad });
      }
      const lienzo = document.createElement('canvas');
      lienzo.width = ancho;
      lienzo.height = alto;
      const ctx = lienzo.getContext('2d');
      if (!ctx) return null;
      pintar(ctx, fuente, ancho, alto, tipo);
      return new Promise((listo) => lienzo.toBlob(listo, tipo, calidad));
    },
  };
}

export type Opciones = {
  limite?: number;
  /** the type to send: by default JPEG for a JPEG, WebP (it keeps transparency) for the rest, JPEG where WebP cannot be written */
  salida?: 'image/jpeg' | 'image/webp';
  lienzo?: Lienzo | null;
};

/**
 * `archivo` brought under `limite`: itself when it already is (or is not an image we take), a
 * smaller copy when one fits, null when the device cannot decode it or no copy fits.
 */
export async function reducirImagen(archivo: File, opciones: Opciones = {}): Promise<File | null> {
  const { limite = LIMITE_IMAGEN } = opciones;
  if (!TIPOS_IMAGEN.includes(archivo.type) || archivo.size <= limite) return archivo;
  const lienzo = opciones.lienzo === undefined ? lienzoDelNavegador() : opciones.lienzo;
  if (!lienzo) return null;
  let imagen: Decodificada;
  try {
    imagen = await lienzo.leer(archivo);
  } catch {
    return null;
  }
  let tipo = opciones.salida ?? (archivo.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp');
  try {
    for (const paso of intentos(imagen.ancho, imagen.alto)) {
      let copia = await lienzo.codificar(imagen.fuente, paso.ancho, paso.alto, tipo, paso.calidad);
      if (copia && copia.type !== tipo && tipo !== 'image/jpeg') {
        // this browser cannot write WebP (it answered PNG): JPEG from here on
        tipo = 'image/jpeg';
        copia = await lienzo.codificar(imagen.fuente, paso.ancho, paso.alto, tipo, paso.calidad);
      }
      if (copia && copia.type === tipo && copia.size <= limite)
        return new File([copia], nombreCon(archivo.name, tipo), { type: tipo, lastModified: archivo.lastModified });
    }
    return null;
  } catch {
    return null;
  } finally {
    imagen.cerrar();
  }
}

/** Whether `archivo` is a picture we take that is past the limit (what `imagenParaSubir` makes smaller). */
export const hayQueReducir = (archivo: File, limite = LIMITE_IMAGEN) =>
  TIPOS_IMAGEN.includes(archivo.type) && archivo.size > limite;

/**
 * What to send for a chosen picture: a larger-than-allowed JPEG, PNG or WebP is made smaller on
 * the device (a toast says so meanwhile); anything else comes back as chosen, for the screen's
 * check to accept or refuse with its message (a picture that could not be reduced among them).
 */
export async function imagenParaSubir(archivo: File, opciones: Opciones = {}): Promise<File> {
  if (!hayQueReducir(archivo, opciones.limite)) return archivo;
  const aviso = toast.loading(textosComun.imagen.reduciendo);
  try {
    return (await reducirImagen(archivo, opciones)) ?? archivo;
  } finally {
    toast.dismiss(aviso);
  }
}
