// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button.tsx';
import { Tooltip } from './tooltip.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Tooltip on a disabled control', () => {
  it('keeps the control focusable, announced unavailable, and shows the reason on keyboard focus', async () => {
    const onClick = vi.fn();
    render(
      <Tooltip content="Only administrators can do this" wrapDisabled delay={0}>
        <Button disabled onClick={onClick}>
          Leave
        </Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Leave' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Only administrators can do this');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit the form it sits in', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit} aria-label="f">
        <Tooltip content="Solve the captcha first" wrapDisabled>
          <Button type="submit" disabled>
            Save
          </Button>
        </Tooltip>
      </form>,
    );
    await userEvent.click(within(screen.getByRole('form')).getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaves an enabled child as it is, and react-aria finds an interactive element to focus (no warning)', async () => {
    const warn = vi.spyOn(console, 'warn');
    const onClick = vi.fn();
    render(
      <Tooltip content="Reason" wrapDisabled>
        <Button onClick={onClick}>Go</Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    render(
      <Tooltip content="Reason" wrapDisabled>
        <Button disabled>Stop</Button>
      </Tooltip>,
    );
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/<Focusable> child/);
  });
});
