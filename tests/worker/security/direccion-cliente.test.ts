/**
 * Issue 38: the caller's address is the edge's CF-Connecting-IP only. Outside Cloudflare (this
 * file runs without it) a caller that could choose its address through X-Real-IP or
 * X-Forwarded-For would pass every per-network limit by changing the header on each call.
 * Storage is this file's own, so the 'local' counters start empty.
 */
import { describe, expect, it } from 'vitest';
import { callJson } from '../helpers';

const EN_VENTANA = '2026-06-10T15:05:00.000Z';

describe('the client address without CF-Connecting-IP', () => {
  it('ignores X-Real-IP and X-Forwarded-For: a rotating header buys no fresh counter (429 at the 11th)', async () => {
    const estados: number[] = [];
    for (let i = 0; i < 11; i++) {
      const { status } = await callJson('/api/ventas/consulta?factura=CS-NOEXISTE&email=a@b.co', {
        // one instant in the middle of a 10-minute window: the 11 calls never straddle its edge
        headers: { 'x-real-ip': `198.51.100.${i}`, 'x-forwarded-for': `203.0.113.${i}`, 'X-Test-Now': EN_VENTANA },
      });
      estados.push(status);
    }
    expect(estados.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(estados[10]).toBe(429);
  });

  it('still counts each CF-Connecting-IP apart, as the edge reports it', async () => {
    const { status } = await callJson('/api/ventas/consulta?factura=CS-NOEXISTE&email=a@b.co', {
      headers: { 'cf-connecting-ip': '192.0.2.77', 'X-Test-Now': EN_VENTANA },
    });
    expect(status).toBe(404);
  });
});
