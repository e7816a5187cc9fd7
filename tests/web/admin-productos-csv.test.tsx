import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { ProductosCsv } from '../../web/src/features/admin/components/ProductosCsv';
import { despejar, json, stubFetch, toastMock } from './support';

let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  localStorage.setItem('token', 'tok');
  fetchMock = stubFetch();
  fetchMock.mockImplementation(async () =>
    json(200, {
      succes: {
        creados: 1,
        actualizados: 2,
        rechazados: [{ fila: 4, nombre: 'Sin marca', errores: ['La marca «Nada» no existe.'] }],
      },
      message: 'Importación terminada: 1 creados, 2 actualizados, 1 rechazados.',
    }),
  );
});
afterEach(despejar);

describe('the catalogue CSV on the products screen', () => {
  it('uploads the chosen file, says what was saved, lists the refused rows and reloads the list', async () => {
    const onImportado = vi.fn();
    render(<ProductosCsv onImportado={onImportado} />);
    const archivo = new File(['id;nombre;marca;precio\r\n'], 'productos.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Importar CSV'), { target: { files: [archivo] } });
    const informe = await screen.findByRole('status');
    expect(within(informe).getByRole('heading', { name: '1 fila rechazada' })).toBeTruthy();
    expect(within(informe).getByRole('row', { name: /4 Sin marca La marca «Nada» no existe\./ })).toBeTruthy();
    await waitFor(() => expect(onImportado).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/\/api\/producto\/import\.csv$/);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(init.headers.Authorization).toBe('Bearer tok');
    expect(toastMock.success).toHaveBeenCalledWith(
      'Importación terminada: 1 creados, 2 actualizados, 1 rechazados.',
      expect.anything(),
    );
  });
});
