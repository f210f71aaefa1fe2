import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  Navigate,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import { useBack } from './use-back';

function Receipt() {
  const back = useBack('/order/OID12345678');
  return (
    <button type="button" onClick={back}>
      Back
    </button>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** My Course links the receipt; the order page is where a receipt opened on its own goes back to. */
const routes: RouteObject[] = [
  {
    path: '/my-course',
    element: (
      <>
        <Where />
        <Link to="/receipt/1">Open receipt</Link>
      </>
    ),
  },
  { path: '/order/:oid', element: <Where /> },
  { path: '/receipt/:id', element: <Receipt /> },
  // A sign-in that sends the visitor on to the page they asked for, in the same history entry.
  { path: '/login', element: <Navigate to="/receipt/1" replace /> },
];

describe('a Back button', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('after a page of the app, goes back to it', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/my-course'] });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Open receipt' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/my-course');
  });

  it('on a page opened on its own, goes to its fallback in place of the page', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/receipt/1'] });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/order/OID12345678');
    // The order page took the receipt's place: nothing of the app's lies behind it.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('in the browser, on a page opened on its own through the sign-in page, goes to its fallback', async () => {
    window.history.replaceState(null, '', '/login');
    const router = createBrowserRouter(routes);
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/order/OID12345678');
    expect(window.location.pathname).toBe('/order/OID12345678');
    router.dispose();
  });

  it('in the browser, after a page of the app, goes back to it', async () => {
    window.history.replaceState(null, '', '/my-course');
    const router = createBrowserRouter(routes);
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Open receipt' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/my-course');
    router.dispose();
  });
});
