import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThankYouPage, type ThankYouState } from './thankyou';

function renderThankYou(state?: ThankYouState) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/thankyou', state }]}>
      <ThankYouPage />
    </MemoryRouter>,
  );
}

describe('the thank-you page', () => {
  it('after a booking, names the new order’s OID and links its order card', () => {
    renderThankYou({ oid: 'OID12345678' });
    expect(screen.getByText('Your order ID:')).toBeTruthy();
    const card = screen.getByRole('link', { name: 'OID12345678' });
    expect(card.getAttribute('href')).toBe('/orderDetails/OID12345678');
    // The spec's texts and links stay.
    expect(screen.getByRole('link', { name: 'Show More' }).getAttribute('href')).toBe('/courses');
    expect(screen.getByRole('link', { name: 'Contact me' }).getAttribute('href')).toBe('/contact');
  });

  it('opened without a booking, names no order', () => {
    renderThankYou();
    expect(screen.queryByText('Your order ID:')).toBeNull();
    expect(screen.getByRole('link', { name: 'Show More' })).toBeTruthy();
  });
});
