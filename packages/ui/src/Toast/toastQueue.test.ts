import { describe, expect, it } from 'vitest';
import { DEFAULT_TOAST_DURATION, createToast, isSwipeDismissal, toastReducer } from './toastQueue';

const a = createToast('a', { title: 'First' });
const b = createToast('b', { title: 'Second', variant: 'destructive', duration: 8000 });

describe('toastReducer', () => {
  it('keeps at most one toast: a new one replaces the current one', () => {
    const state = toastReducer(toastReducer([], { type: 'add', toast: a }), { type: 'add', toast: b });
    expect(state).toEqual([b]);
  });

  it('removes a dismissed toast, and every toast when no id is given', () => {
    expect(toastReducer([a], { type: 'dismiss', id: 'a' })).toEqual([]);
    expect(toastReducer([a], { type: 'dismiss', id: 'other' })).toEqual([a]);
    expect(toastReducer([a], { type: 'dismiss' })).toEqual([]);
  });
});

describe('createToast', () => {
  it('defaults to the default variant and 5000 ms', () => {
    expect(a).toMatchObject({ variant: 'default', duration: DEFAULT_TOAST_DURATION });
    expect(DEFAULT_TOAST_DURATION).toBe(5000);
    expect(b).toMatchObject({ variant: 'destructive', duration: 8000 });
  });
});

describe('isSwipeDismissal', () => {
  it('dismisses from 50 px to the right', () => {
    expect(isSwipeDismissal(49)).toBe(false);
    expect(isSwipeDismissal(50)).toBe(true);
    expect(isSwipeDismissal(-80)).toBe(false);
  });
});
