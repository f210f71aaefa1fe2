import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { OtherWays } from './google-button';
import { renderInApp } from '#web/test/render.tsx';

/** The server's answer to GET /api/sign-in-options. */
function serverOffers(options: { google: boolean }) {
  const fetch = vi.fn(async (url: URL | string) => {
    expect(String(url)).toMatch(/\/api\/sign-in-options$/);
    return new Response(JSON.stringify(options), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderOtherWays() {
  renderInApp(<OtherWays googleReturnTo="/" question="Have an account?" to="/login" linkText="Login" />);
}

afterEach(() => vi.unstubAllGlobals());

describe('below the login and sign-up forms', () => {
  it('offers "Continue with Google" when the server can sign in with Google', async () => {
    serverOffers({ google: true });
    renderOtherWays();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('leaves Google out when the server has no Google sign-in', async () => {
    const fetch = serverOffers({ google: false });
    renderOtherWays();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });
});
