import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registerFormSchema } from '@channel-countdown/contract';
import { checkForm } from './formErrors';

const signUp = (values: Partial<Record<'username' | 'email' | 'password' | 'confirmPassword', string>>) =>
  checkForm(registerFormSchema, {
    username: 'alice_1',
    email: 'a@b.co',
    password: 'Secret1',
    confirmPassword: 'Secret1',
    ...values,
  });

const errorsOf = (check: ReturnType<typeof signUp>) => (check.ok ? {} : check.errors);

describe('checkForm with the contract schemas (SPEC §5 messages per field)', () => {
  it('asks for username and password on sign-in', () => {
    const check = checkForm(loginRequestSchema, { username: ' ', password: '' });
    expect(check.ok ? {} : check.errors).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('passes valid sign-up values through, trimmed', () => {
    const check = signUp({ username: ' alice_1 ' });
    expect(check.ok && check.data.username).toBe('alice_1');
  });

  it('keeps one message per field, the first rule broken', () => {
    expect(errorsOf(signUp({ username: 'a!' }))).toEqual({
      username: 'Username must be at least 3 characters',
    });
    expect(errorsOf(signUp({ username: 'a'.repeat(51) }))).toEqual({
      username: 'Username must be less than 50 characters',
    });
    expect(errorsOf(signUp({ username: 'bad name' }))).toEqual({
      username: 'Username can only contain letters, numbers, and underscores',
    });
    expect(errorsOf(signUp({ email: 'nope' }))).toEqual({ email: 'Please enter a valid email address' });
    expect(errorsOf(signUp({ password: 'Ab1', confirmPassword: 'Ab1' }))).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(errorsOf(signUp({ password: 'secret1', confirmPassword: 'secret1' }))).toEqual({
      password: 'Password must contain at least one lowercase letter, one uppercase letter, and one number',
    });
    expect(errorsOf(signUp({ confirmPassword: 'Secret2' }))).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });
});
