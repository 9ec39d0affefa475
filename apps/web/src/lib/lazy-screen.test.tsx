import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-load';

/** A chunk that arrives when the test says so. */
function chunk(text: string) {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let mounts = 0;
  function Component() {
    const [n] = useState(() => ++mounts);
    return <p>{`${text} (mount ${n})`}</p>;
  }
  let loads = 0;
  const load = () => {
    loads += 1;
    return arrived.then(() => ({ Component }));
  };
  return { load, arrive, loads: () => loads, mounts: () => mounts };
}

/** Records whether the Suspense fallback was ever committed. */
function Fallback({ seen }: { seen: string[] }) {
  useEffect(() => {
    seen.push('fallback');
  }, [seen]);
  return <p>loading</p>;
}

describe('lazyScreen', () => {
  it('draws a preloaded screen at once: its first render never shows the fallback', async () => {
    const c = chunk('Home');
    const Home = lazyScreen(c.load);
    const preloaded = Home.preload();
    c.arrive();
    await preloaded;
    const seen: string[] = [];
    render(
      <Suspense fallback={<Fallback seen={seen} />}>
        <Home />
      </Suspense>,
    );
    expect(screen.getByText('Home (mount 1)')).toBeTruthy();
    expect(seen).toEqual([]);
    // The render asked for nothing more: the chunk was loaded once.
    expect(c.loads()).toBe(1);
  });

  it('a screen drawn before its chunk arrives suspends, then stays mounted once across later renders', async () => {
    const c = chunk('Shop');
    const Shop = lazyScreen(c.load);
    const seen: string[] = [];
    const view = render(
      <Suspense fallback={<Fallback seen={seen} />}>
        <Shop />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => c.arrive());
    expect(await screen.findByText('Shop (mount 1)')).toBeTruthy();
    // A parent's re-render after the chunk is in does not swap the lazy screen for the loaded one.
    view.rerender(
      <Suspense fallback={<Fallback seen={seen} />}>
        <Shop />
      </Suspense>,
    );
    expect(screen.getByText('Shop (mount 1)')).toBeTruthy();
    expect(c.mounts()).toBe(1);
    expect(seen).toEqual(['fallback']);
  });

  it('preloading twice, or preloading and rendering, loads the chunk once; a failed chunk is not hidden', async () => {
    const c = chunk('Cart');
    const Cart = lazyScreen(c.load);
    void Cart.preload();
    void Cart.preload();
    c.arrive();
    await Cart.preload();
    expect(c.loads()).toBe(1);

    const failure = new TypeError('Failed to fetch dynamically imported module');
    const Broken = lazyScreen(() => Promise.reject(failure));
    await expect(Broken.preload()).rejects.toBe(failure);
  });
});
