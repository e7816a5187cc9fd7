import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cuenta } from '../../common/wire/cuentas';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { ImagenesPerfil } from '../../web/src/features/panel/components/ImagenesPerfil';
import { CuentaActualContext } from '../../web/src/lib/cuenta-actual';
import {
  imagenParaSubir,
  intentos,
  LIMITE_IMAGEN,
  type Lienzo,
  lienzoDelNavegador,
  reducirImagen,
} from '../../web/src/lib/reducirImagen';
import { despejar, json, stubFetch, toastMock } from './support';

const MB = 1024 * 1024;
/** A file of `size` bytes (jsdom reads only its size and type). */
const archivo = (nombre: string, type: string, size: number) => new File([new Uint8Array(size)], nombre, { type });

/**
 * A canvas double: a decoded picture of `ancho`×`alto`, and copies whose bytes follow the pixels
 * and the quality (`bytesPorPixel` at quality 1); `escribe` is the type the "browser" can write.
 */
function lienzo(ancho: number, alto: number, bytesPorPixel: number, escribe?: (tipo: string) => string) {
  const cerrar = vi.fn();
  const codificar = vi.fn(async (_f: CanvasImageSource, a: number, b: number, tipo: string, calidad: number) => {
    const type = escribe ? escribe(tipo) : tipo;
    return new Blob([new Uint8Array(Math.round(a * b * bytesPorPixel * calidad))], { type });
  });
  const leer = vi.fn(async () => ({ ancho, alto, fuente: {} as CanvasImageSource, cerrar }));
  return { lienzo: { leer, codificar } satisfies Lienzo, leer, codificar, cerrar };
}

afterEach(despejar);

describe('the sizes tried to bring a picture under the limit', () => {
  it('starts at its own size capped at 2000 px on the longest side, keeps the proportions, then goes smaller', () => {
    const pasos = intentos(4032, 3024);
    expect(pasos[0]).toEqual({ ancho: 2000, alto: 1500, calidad: 0.85 });
    expect(pasos[1]).toEqual({ ancho: 2000, alto: 1500, calidad: 0.7 });
    expect(pasos.map((p) => p.ancho)).toEqual([2000, 2000, 1600, 1600, 1280, 1280, 1024, 1024, 800, 800]);
    // a portrait photo: its height is the longest side
    expect(intentos(3024, 4032)[0]).toEqual({ ancho: 1500, alto: 2000, calidad: 0.85 });
    // never enlarged
    expect(intentos(1200, 900)[0]).toEqual({ ancho: 1200, alto: 900, calidad: 0.85 });
    expect(intentos(1200, 900).map((p) => p.ancho)).toEqual([1200, 1200, 1024, 1024, 800, 800]);
  });
});

describe('reducirImagen', () => {
  it('leaves a picture within the limit as it is, without decoding it', async () => {
    const doble = lienzo(1000, 800, 1);
    const pequena = archivo('foto.jpg', 'image/jpeg', LIMITE_IMAGEN);
    expect(await reducirImagen(pequena, { lienzo: doble.lienzo })).toBe(pequena);
    expect(doble.leer).not.toHaveBeenCalled();
  });

  it('sends a 4032×3024 phone photo of 6 MB as a JPEG of 2000 px under 2 MB, upright as decoded', async () => {
    const doble = lienzo(4032, 3024, 0.6);
    const imagen = archivo('IMG_2041.JPG', 'image/jpeg', 6 * MB);
    const lista = await reducirImagen(imagen, { lienzo: doble.lienzo });
    expect(lista).not.toBeNull();
    expect(lista?.name).toBe('IMG_2041.jpg');
    expect(lista?.type).toBe('image/jpeg');
    expect(lista?.size).toBeLessThanOrEqual(LIMITE_IMAGEN);
    expect(doble.codificar).toHaveBeenCalledTimes(1);
    expect(doble.codificar.mock.calls[0].slice(1)).toEqual([2000, 1500, 'image/jpeg', 0.85]);
    expect(doble.cerrar).toHaveBeenCalledOnce();
  });

  it('goes down in quality and then in size until the copy fits', async () => {
    // 2000×1500 at 0.85 is 3.8 MB, at 0.7 3.2 MB; 1600×1200 at 0.85 is 2.4 MB, at 0.7 2.0 MB (fits)
    const doble = lienzo(4000, 3000, 1.5);
    const lista = await reducirImagen(archivo('grande.jpg', 'image/jpeg', 9 * MB), { lienzo: doble.lienzo });
    expect(doble.codificar.mock.calls.map((c) => c.slice(1, 2).concat(c[4]))).toEqual([
      [2000, 0.85],
      [2000, 0.7],
      [1600, 0.85],
      [1600, 0.7],
    ]);
    expect(lista?.size).toBeLessThanOrEqual(LIMITE_IMAGEN);
  });

  it('writes a PNG as WebP (it keeps transparency), or as JPEG where the browser cannot write WebP', async () => {
    const conWebp = lienzo(3000, 3000, 0.5);
    const webp = await reducirImagen(archivo('logo.png', 'image/png', 3 * MB), { lienzo: conWebp.lienzo });
    expect(webp).toMatchObject({ name: 'logo.webp', type: 'image/webp' });

    // Safari answers PNG when asked for WebP
    const sinWebp = lienzo(3000, 3000, 0.5, (tipo) => (tipo === 'image/webp' ? 'image/png' : tipo));
    const jpeg = await reducirImagen(archivo('logo.png', 'image/png', 3 * MB), { lienzo: sinWebp.lienzo });
    expect(jpeg).toMatchObject({ name: 'logo.jpg', type: 'image/jpeg' });
    expect(sinWebp.codificar.mock.calls.map((c) => c[3])).toEqual(['image/webp', 'image/jpeg']);

    const fondo = await reducirImagen(archivo('fondo.png', 'image/png', 3 * MB), {
      lienzo: lienzo(3000, 3000, 0.5).lienzo,
      salida: 'image/jpeg',
    });
    expect(fondo?.type).toBe('image/jpeg');
  });

  it('answers null when no copy fits, when the picture cannot be decoded, or without a canvas', async () => {
    const enorme = lienzo(4000, 3000, 40);
    expect(await reducirImagen(archivo('a.jpg', 'image/jpeg', 5 * MB), { lienzo: enorme.lienzo })).toBeNull();
    expect(enorme.codificar).toHaveBeenCalledTimes(10);
    expect(enorme.cerrar).toHaveBeenCalledOnce();

    const ilegible = lienzo(1, 1, 1);
    ilegible.leer.mockRejectedValue(new DOMException('The source image could not be decoded.', 'InvalidStateError'));
    expect(await reducirImagen(archivo('b.jpg', 'image/jpeg', 5 * MB), { lienzo: ilegible.lienzo })).toBeNull();

    // jsdom has no createImageBitmap: the browser's canvas is not there
    expect(lienzoDelNavegador()).toBeNull();
    expect(await reducirImagen(archivo('c.jpg', 'image/jpeg', 5 * MB))).toBeNull();
  });

  it('leaves a non-image alone, whatever its size, for the screen to refuse', async () => {
    const doble = lienzo(100, 100, 1);
    const pdf = archivo('examen.pdf', 'application/pdf', 5 * MB);
    expect(await reducirImagen(pdf, { lienzo: doble.lienzo })).toBe(pdf);
    expect(await imagenParaSubir(pdf, { lienzo: doble.lienzo })).toBe(pdf);
    expect(doble.leer).not.toHaveBeenCalled();
    expect(toastMock.loading).not.toHaveBeenCalled();
  });

  it('says it is reducing while it does, and answers the original when it cannot', async () => {
    const imagen = archivo('d.jpg', 'image/jpeg', 5 * MB);
    const lista = await imagenParaSubir(imagen, { lienzo: lienzo(4032, 3024, 0.6).lienzo });
    expect(lista.size).toBeLessThanOrEqual(LIMITE_IMAGEN);
    expect(toastMock.loading).toHaveBeenCalledWith('Reduciendo la imagen para subirla…');
    expect(toastMock.dismiss).toHaveBeenCalledWith('id');
    expect(await imagenParaSubir(imagen, { lienzo: null })).toBe(imagen);
  });
});

describe('the profile pictures of the panel', () => {
  const cuenta = { id: 7, rol: 0, nombre: 'Laura', name: 'Laura', fotoperfil: '' } as Cuenta;
  const abrir = () =>
    render(
      <CuentaActualContext.Provider value={{ user: cuenta, setCuenta: () => undefined }}>
        <ImagenesPerfil />
      </CuentaActualContext.Provider>,
    );

  it('refuses a non-image at once, and a picture past 2 MB the device cannot reduce, with their messages', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValue(json(200, cuenta));
    abrir();
    const input = screen.getByLabelText('Foto de perfil') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [archivo('doc.pdf', 'application/pdf', 100)] } });
    await waitFor(() => expect(toastMock.warning).toHaveBeenCalledWith('La imagen debe ser JPEG, PNG o WebP.'));
    expect(toastMock.loading).not.toHaveBeenCalledWith('Reduciendo la imagen para subirla…');
    // jsdom cannot decode pictures: the 3 MB photo stays 3 MB and is refused, nothing sent
    fireEvent.change(input, { target: { files: [archivo('foto.jpg', 'image/jpeg', 3 * MB)] } });
    await waitFor(() => expect(toastMock.warning).toHaveBeenCalledWith('La imagen no puede pesar más de 2 MB.'));
    expect(toastMock.loading).toHaveBeenCalledWith('Reduciendo la imagen para subirla…');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reduces a phone's 6 MB photo with the browser's canvas, upright, and uploads the copy", async () => {
    const opciones: unknown[] = [];
    const pintado: unknown[][] = [];
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (_b: Blob, o: unknown) => {
        opciones.push(o);
        return { width: 4032, height: 3024, close: () => {} };
      }),
    );
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {}
        getContext() {
          return { fillRect: () => {}, drawImage: (...a: unknown[]) => pintado.push(a), imageSmoothingQuality: '' };
        }
        async convertToBlob({ type, quality }: { type: string; quality: number }) {
          return new Blob([new Uint8Array(Math.round(this.width * this.height * 0.5 * quality))], { type });
        }
      },
    );
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValue(json(200, { succes: cuenta }));
    abrir();
    fireEvent.change(screen.getByLabelText('Foto de perfil'), {
      target: { files: [archivo('IMG_0001.jpeg', 'image/jpeg', 6 * MB)] },
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(opciones).toEqual([{ imageOrientation: 'from-image' }]);
    expect(pintado[0].slice(1)).toEqual([0, 0, 2000, 1500]);
    const cuerpo = fetchMock.mock.calls[0][1].body as FormData;
    const enviado = cuerpo.get('file') as File;
    expect(enviado).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg' });
    expect(enviado.size).toBeLessThanOrEqual(LIMITE_IMAGEN);
    expect(toastMock.warning).not.toHaveBeenCalled();
  });
});
