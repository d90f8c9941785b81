// A component whose code loads on demand asks for it after the page that draws it has painted,
// so that starting the fetch is no part of that frame's work
// (docs/decisions/0144-the-account-page-draws-before-its-forms.md), and only once that page is
// committed: not from a render still under way, between whose slices the browser paints
// (docs/decisions/0151-on-demand-code-asked-for-once-the-page-is-committed.md).
import { act, render, screen } from '@testing-library/react';
import { startTransition, use } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { onDemand } from '@/components/on-demand';

const nextFrame = () => new Promise((painted) => requestAnimationFrame(painted));

describe('a component on demand', () => {
  it('is asked for once the page has painted, and drawn when it comes', async () => {
    const load = vi.fn(() => Promise.resolve(() => <p>Drawn on demand</p>));
    const Later = onDemand(load, <p role="status">Coming</p>);

    render(
      <main>
        <h1>The page</h1>
        <Later />
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Coming');
    expect(load).not.toHaveBeenCalled();

    await nextFrame();
    expect(await screen.findByText('Drawn on demand')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloaded, asks once after the paint, whoever asks', async () => {
    const load = vi.fn(() => Promise.resolve(() => <p>Drawn on demand</p>));
    const Later = onDemand(load);
    Later.preload();
    Later.preload();
    expect(load).not.toHaveBeenCalled();

    render(<Later />);
    expect(await screen.findByText('Drawn on demand')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not asked for by a render that has not been committed yet', async () => {
    const load = vi.fn(() => Promise.resolve(() => <p>Drawn on demand</p>));
    const Later = onDemand(load);
    let answer = () => {};
    const answered = new Promise<void>((done) => (answer = done));
    function Answer() {
      use(answered);
      return <p>The answer</p>;
    }
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    onTestFinished(() => act(() => root.unmount()));
    await act(async () => root.render(<h1>Before</h1>));

    // a page drawn in a transition that waits for its answer: React keeps the page before it on
    // screen, and frames are painted meanwhile
    await act(async () =>
      startTransition(() =>
        root.render(
          <>
            <Later />
            <Answer />
          </>,
        ),
      ),
    );
    await nextFrame();
    await nextFrame();
    expect(screen.getByRole('heading', { name: 'Before' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      answer();
      await answered;
    });
    expect(await screen.findByText('The answer')).toBeInTheDocument();
    expect(await screen.findByText('Drawn on demand')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
