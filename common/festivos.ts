/**
 * Colombian public holidays (festivos), from the `colombian-holidays` package (the Emiliani law's
 * Monday moves and the Easter-based dates included). Its own module so that only the code that
 * needs holidays carries the package.
 */
import { getHolidaysForYear } from 'colombian-holidays';

const festivosPorAnio = new Map<number, Map<string, string>>();

/**
 * The Colombian public holidays (festivos) of a year, observed date → Spanish name, from the
 * `colombian-holidays` package (Emiliani law Monday moves and Easter-based dates included).
 */
export function festivosDelAnio(anio: number): Map<string, string> {
  let delAnio = festivosPorAnio.get(anio);
  if (!delAnio) {
    delAnio = new Map(getHolidaysForYear(anio).map((f) => [f.celebrationDate, f.name.es]));
    festivosPorAnio.set(anio, delAnio);
  }
  return delAnio;
}

/** The festivo's name when `fecha` is a Colombian public holiday, else null. */
export const festivo = (fecha: string): string | null => festivosDelAnio(Number(fecha.slice(0, 4))).get(fecha) ?? null;
