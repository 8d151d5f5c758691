import { describe, expect, it } from 'vitest';
import { isolate } from './bidi';

describe('isolate', () => {
  it('wraps the text in FSI … PDI', () => {
    expect(isolate('\u202Eevil')).toBe('\u2068\u202Eevil\u2069');
  });
});
