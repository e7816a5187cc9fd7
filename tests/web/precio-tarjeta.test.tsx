/**
 * A result card's price (issue 37 item 2): the consulta's, or the range of her motivos' prices that
 * `medic/all` answers (`precio_desde`, `precio_hasta`), in pesos as the store writes money
 * ("$ 45.900", a no-break space after the sign), and whether she sees patients by video.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profesional } from '../../common/wire/profesionales';
import { DatosConsulta, precioDeTarjeta } from '../../web/src/features/directorio/components/DatosConsulta';
import { ProfesionalCard } from '../../web/src/features/directorio/components/ProfesionalCard';
import { profesionalDePrueba } from './profesional-fixture';
import { despejar } from './support';

afterEach(despejar);

const NBSP = '\u00a0';
const p = (over: Partial<Profesional>) => profesionalDePrueba({ aseguradoras: [], proxima_disponible: null, ...over });

const tarjeta = (profesional: Profesional) =>
  render(
    <MemoryRouter>
      <ProfesionalCard profesional={profesional}>
        <DatosConsulta profesional={profesional} />
      </ProfesionalCard>
    </MemoryRouter>,
  );

describe('precioDeTarjeta', () => {
  it('writes one price when her motivos cost the same, a range when they differ, "desde" when the top is not said', () => {
    expect(precioDeTarjeta({ precio_consulta: 80_000, precio_desde: 80_000, precio_hasta: 80_000 })).toBe(
      `Consulta: $${NBSP}80.000`,
    );
    expect(precioDeTarjeta({ precio_consulta: 80_000, precio_desde: 80_000, precio_hasta: 150_000 })).toBe(
      `Consulta: $${NBSP}80.000 – $${NBSP}150.000`,
    );
    expect(precioDeTarjeta({ precio_consulta: null, precio_desde: 45_900, precio_hasta: null })).toBe(
      `Consulta: desde $${NBSP}45.900`,
    );
    expect(precioDeTarjeta({ precio_consulta: null, precio_desde: null, precio_hasta: null })).toBeNull();
  });

  it('reads the consulta alone from a copy saved before the ranges existed', () => {
    expect(precioDeTarjeta({ precio_consulta: 1_250_000 })).toBe(`Consulta: $${NBSP}1.250.000`);
    expect(precioDeTarjeta({ precio_consulta: null })).toBeNull();
  });
});

describe('ProfesionalCard on the results page', () => {
  it('shows the range of her motivos’ prices and that she sees patients by video', () => {
    const { container } = tarjeta(
      p({ precio_consulta: 120_000, precio_desde: 120_000, precio_hasta: 180_000, virtual: 1 }),
    );
    // the text as written, its no-break spaces included (the DOM queries would fold them)
    expect(container.querySelector('.doc-card__precio')?.textContent).toBe(
      `Consulta: $${NBSP}120.000 – $${NBSP}180.000`,
    );
    expect(screen.getByText('Virtual')).toBeTruthy();
  });

  it('shows no price line when none is said, and no Virtual badge for whom sees patients only in person', () => {
    tarjeta(p({ precio_consulta: null, precio_desde: null, precio_hasta: null, virtual: 0 }));
    expect(screen.queryByText(/Consulta/)).toBeNull();
    expect(screen.queryByText('Virtual')).toBeNull();
    expect(screen.getByText('Presencial')).toBeTruthy();
  });
});
