// A component whose code loads on demand asks for it after the page that draws it has painted,
// so that starting the fetch is no part of that frame's work
// (docs/decisions/0144-the-account-page-draws-before-its-forms.md).
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
