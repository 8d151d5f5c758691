import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('shows its pending label and cannot be pressed while pending', async () => {
    const onPress = vi.fn();
    render(
      <Button isPending pendingLabel="Signing in..." onPress={onPress}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Sign In')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('keeps its children while pending without a pending label', () => {
    render(<Button isPending>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('does not submit its form a second time while pending', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" isPending>
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
