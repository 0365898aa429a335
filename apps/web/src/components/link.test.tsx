// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from './link';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** Two pages with links, in a memory router whose state the test reads. */
function renderRouter(onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void) {
  const page = (
    <>
      <Where />
      <Link to="/shop/product/rose?size=50" onClick={onClick}>
        Rose
      </Link>
      <Link to="/shop/listing">Listing</Link>
      <Link to="notes">Relative</Link>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/shop/listing', element: page },
      { path: '/shop/listing/notes', element: page },
      { path: '/shop/product/:id', element: page },
    ],
    { initialEntries: ['/shop/listing'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('renders its path as the href and follows it in the app on a plain click', async () => {
    const router = renderRouter();
    const rose = screen.getByRole('link', { name: 'Rose' });
    expect(rose.getAttribute('href')).toBe('/shop/product/rose?size=50');
    await act(async () => {
      fireEvent.click(rose, { button: 0 });
    });
    expect(screen.getByTestId('where').textContent).toBe('/shop/product/rose?size=50');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when it links to the page already shown', async () => {
    const router = renderRouter();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Listing' }), { button: 0 });
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a modified or non-primary click to the browser', async () => {
    const router = renderRouter();
    for (const click of [{ button: 0, ctrlKey: true }, { button: 0, metaKey: true }, { button: 0, shiftKey: true }, { button: 1 }]) {
      const followed = fireEvent.click(screen.getByRole('link', { name: 'Rose' }), click);
      expect(followed).toBe(true); // the default action was not prevented
    }
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/shop/listing');
  });

  it('does not navigate when its own onClick prevents the default', async () => {
    const router = renderRouter((event) => event.preventDefault());
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Rose' }), { button: 0 });
    });
    expect(router.state.location.pathname).toBe('/shop/listing');
  });

  it('resolves a relative path against its route, as React Router does', () => {
    renderRouter();
    expect(screen.getByRole('link', { name: 'Relative' }).getAttribute('href')).toBe('/shop/listing/notes');
  });
});
