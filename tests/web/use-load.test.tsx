/**
 * The web's loading hooks share one base (lib/useLoad.ts): what a screen built on them can count
 * on, and the form field every form draws (ui/Field.tsx).
 */
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoad } from '../../web/src/lib/useLoad';
import { type Pagina, usePaginada } from '../../web/src/lib/usePaginada';
import { Field } from '../../web/src/ui/Field';

afterEach(cleanup);

/** A read the test answers by hand, in any order. */
function lecturas<T>() {
  const pendientes: { resolver: (v: T) => void; signal?: AbortSignal; args: unknown[] }[] = [];
  const leer = (signal: AbortSignal | undefined, ...args: unknown[]) =>
    new Promise<T>((resolver) => pendientes.push({ resolver, signal, args }));
  return { pendientes, leer };
}

describe('useLoad', () => {
  it('resolves reload once the new read has answered, with its data on screen', async () => {
    const { pendientes, leer } = lecturas<string>();
    const { result } = renderHook(() => useLoad((signal) => leer(signal), []));
    await act(async () => pendientes[0].resolver('primera'));
    await waitFor(() => expect(result.current.data).toBe('primera'));

    let listo = false;
    let recarga: Promise<void> = Promise.resolve();
    act(() => {
      recarga = result.current.reload().then(() => {
        listo = true;
      });
    });
    await waitFor(() => expect(pendientes).toHaveLength(2));
    expect(listo).toBe(false);
    await act(async () => {
      pendientes[1].resolver('segunda');
      await recarga;
    });
    expect(listo).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('segunda'));
  });

  it('reads nothing while inactive (a closed modal) and reads when it becomes active', async () => {
    const { pendientes, leer } = lecturas<string>();
    const { result, rerender } = renderHook(({ activo }) => useLoad((signal) => leer(signal), [], { activo }), {
      initialProps: { activo: false },
    });
    expect(result.current.loading).toBe(false);
    expect(pendientes).toHaveLength(0);
    rerender({ activo: true });
    await waitFor(() => expect(pendientes).toHaveLength(1));
    await act(async () => pendientes[0].resolver('abierta'));
    await waitFor(() => expect(result.current.data).toBe('abierta'));
  });

  it('draws the answer the page came with and does not ask for it again', async () => {
    const { pendientes, leer } = lecturas<string>();
    const { result } = renderHook(() => useLoad((signal) => leer(signal), [], { inicial: 'dibujada' }));
    expect(result.current).toMatchObject({ data: 'dibujada', loading: false });
    await act(async () => {});
    expect(pendientes).toHaveLength(0);
  });
});

describe('usePaginada', () => {
  it('keeps the latest choice when an older answer arrives last, and appends the next page to it', async () => {
    const { pendientes, leer } = lecturas<Pagina<string>>();
    const { result, rerender } = renderHook(
      ({ clave }) => usePaginada((page, signal) => leer(signal, clave, page), clave),
      { initialProps: { clave: 'a' } },
    );
    rerender({ clave: 'b' });
    await waitFor(() => expect(pendientes).toHaveLength(2));
    expect(pendientes[0].signal?.aborted).toBe(true);
    await act(async () => {
      pendientes[1].resolver({ items: ['b1'], total: 2, page: 1 });
      pendientes[0].resolver({ items: ['a1'], total: 9, page: 1 });
    });
    await waitFor(() => expect(result.current.vigente?.items).toEqual(['b1']));

    let mas: Promise<void> = Promise.resolve();
    act(() => {
      mas = result.current.cargarMas();
    });
    await waitFor(() => expect(pendientes).toHaveLength(3));
    expect(pendientes[2].args).toEqual(['b', 2]);
    await act(async () => {
      pendientes[2].resolver({ items: ['b2'], total: 2, page: 2 });
      await mas;
    });
    expect(result.current.vigente).toMatchObject({ clave: 'b', items: ['b1', 'b2'], page: 2, total: 2 });
    expect(result.current.loading).toBe(false);
  });
});

describe('Field', () => {
  it('ties its hint and its error to the control, which is invalid only with an error', () => {
    const { rerender } = render(
      <Field id="correo" label="Correo" hint="El de su cuenta">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Correo');
    expect(input.getAttribute('aria-describedby')).toBe('correo-ayuda');
    expect(input.getAttribute('aria-invalid')).toBeNull();

    rerender(
      <Field id="correo" label="Correo" hint="El de su cuenta" error="Escriba un correo válido">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(input.getAttribute('aria-describedby')).toBe('correo-ayuda correo-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('correo-error')?.textContent).toBe('Escriba un correo válido');
  });
});
