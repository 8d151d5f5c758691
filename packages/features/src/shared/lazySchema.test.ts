import { describe, expect, it, vi } from 'vitest';
import { loginRequestSchema } from '@channel-countdown/contract';
import { checkFormWhenLoaded, lazySchema } from './lazySchema';

describe('a form schema fetched when first needed', () => {
  it('fetches the schema once, whatever the number of checks', async () => {
    const load = vi.fn(async () => loginRequestSchema);
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([schema.get(), schema.get()]);
    await schema.get();
    expect(first).toBe(loginRequestSchema);
    expect(second).toBe(loginRequestSchema);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches it again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<typeof loginRequestSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(loginRequestSchema);
    const schema = lazySchema(load);
    await expect(schema.get()).rejects.toThrow('Failed to fetch');
    await expect(schema.get()).resolves.toBe(loginRequestSchema);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("checks the form with the schema's messages once it has come", async () => {
    const schema = lazySchema(async () => loginRequestSchema);
    expect(await checkFormWhenLoaded(schema, { username: '', password: 'x' })).toEqual({
      ok: false,
      errors: { username: 'Username is required' },
    });
    expect(await checkFormWhenLoaded(schema, { username: ' jane ', password: 'x' })).toEqual({
      ok: true,
      data: { username: 'jane', password: 'x' },
    });
  });

  it('lets the values go to the server, which checks the same rules, when the schema cannot be fetched', async () => {
    const schema = lazySchema(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    expect(await checkFormWhenLoaded(schema, { username: '', password: '' })).toEqual({
      ok: true,
      data: { username: '', password: '' },
    });
  });
});
