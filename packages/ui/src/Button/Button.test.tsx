import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('shows its pending label and is disabled while pending', () => {
    render(<Button isPending pendingLabel="Signing in...">Sign In</Button>);
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    expect(screen.queryByText('Sign In')).not.toBeInTheDocument();
  });

  it('keeps its children while pending without a pending label', () => {
    render(<Button isPending>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
