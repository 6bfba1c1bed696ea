import { act, fireEvent, screen } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '#ui/components/deferred/deferred';

interface ToggleProps {
  readonly label: string;
}

const Toggle = ({ label }: ToggleProps) => {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" onClick={() => setOpen(!open)}>
      {label} {open ? 'open' : 'closed'}
    </button>
  );
};

const later = <T,>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
};

/** The browser asks for a part's code on the task after the render that wanted it. */
const nextTask = () => new Promise<void>((done) => setTimeout(done));

/** The server's copy of a deferred part: its code already there, as a server has it from start. */
const serverHtml = async (props: ToggleProps) => {
  const code = Promise.resolve({ default: Toggle });
  const OnServer = deferred(() => code);
  // The first render asks for the code; once it has arrived the part renders in place.
  renderToString(<OnServer {...props} />);
  await nextTask();
  await code;
  await Promise.resolve();
  return renderToString(<OnServer {...props} />);
};

describe('deferred', () => {
  it('renders in place on the server once its code is there, with no fallback', async () => {
    const html = await serverHtml({ label: 'reviews' });
    expect(html.replaceAll('<!-- -->', '')).toContain('<button type="button">reviews closed</button>');
  });

  it("keeps the server's HTML, links and text while its code is on the way, then hydrates it without a mismatch", async () => {
    const host = document.createElement('div');
    host.innerHTML = await serverHtml({ label: 'reviews' });
    document.body.append(host);
    const code = later<{ default: ComponentType<ToggleProps> }>();
    const load = vi.fn(() => code.promise);
    const InBrowser = deferred(load);
    const recoverable = vi.fn();
    const props = { label: 'reviews' };

    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(host, <InBrowser {...props} />, { onRecoverableError: recoverable });
    });
    // Not inside the hydration that asked (a visitor's press may be waiting on it), but on the next task.
    expect(load).not.toHaveBeenCalled();
    await act(nextTask);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'reviews closed' }));
    expect(screen.getByRole('button', { name: 'reviews closed' })).toBeTruthy();

    await act(async () => code.resolve({ default: Toggle }));
    fireEvent.click(screen.getByRole('button', { name: 'reviews closed' }));
    expect(await screen.findByRole('button', { name: 'reviews open' })).toBeTruthy();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root?.unmount());
    host.remove();
  });

  it('asks for its code again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<{ default: ComponentType<ToggleProps> }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Toggle });
    const Part = deferred(load);
    const host = document.createElement('div');
    document.body.append(host);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(host, { onCaughtError: () => undefined, onUncaughtError: () => undefined });
    await act(async () => root.render(<Part label="first" />));
    await act(nextTask);
    await act(async () => root.render(<Part label="second" />));
    await act(nextTask);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: 'second closed' })).toBeTruthy();
    act(() => root.unmount());
    host.remove();
  });
});
