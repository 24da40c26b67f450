import { describe, expect, it } from 'vitest';
import { isUuid, newId } from '../../domain/ids.ts';

describe('newId (UUIDv7)', () => {
  it('is a version 7, variant 1 uuid carrying the creation time', () => {
    const at = Date.UTC(2025, 6, 31, 12, 0, 0);
    const id = newId(at);
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBeGreaterThanOrEqual(at);
  });

  it('sorts in creation order, even many within one millisecond', () => {
    const ids = Array.from({ length: 10_000 }, () => newId(Date.UTC(2030, 0, 1)));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
