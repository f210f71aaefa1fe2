import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Order } from '#shared/schemas/order.ts';
import i18n from '#web/lib/i18n.ts';
import { renderInApp } from '#web/test/render.tsx';
import { MyOrders } from './my-orders';

const order = (course: Partial<Order['course']>, oid = 'OID12345678'): Order => ({
  _id: oid,
  oid,
  sid: 'SID00000042',
  name: 'Nusrat Jahan',
  email: 'nusrat@example.com',
  phone1: '01712345678',
  phone2: '',
  fname: 'Abdul Karim',
  mname: 'Salma Begum',
  address: 'Sonadanga, Khulna',
  emergency: '01733333333',
  sdate: '2026-12-01',
  cupon: null,
  status: 'pending',
  image: '/files/private/nid.jpg',
  course: {
    cid: 'manual-car',
    title: 'Manual Car Driving',
    titleBn: 'ম্যানুয়াল কার ড্রাইভিং',
    price: 12000,
    image: '',
    duration: '1 Month',
    durationBn: '১ মাস',
    lesson: 20,
    ...course,
  },
  user: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

function serverAnswers(orders: Order[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(orders), { headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('My Course’s orders', () => {
  it('name the course in Bengali on a Bengali page, and in English where the owner gave no Bengali title', async () => {
    await i18n.changeLanguage('bn');
    serverAnswers([order({}), order({ cid: 'scooty', title: 'Scooty', titleBn: '' }, 'OID12345679')]);
    renderInApp(<MyOrders email="nusrat@example.com" />);
    expect(await screen.findByText('ম্যানুয়াল কার ড্রাইভিং')).toBeTruthy();
    expect(screen.queryByText('Manual Car Driving')).toBeNull();
    expect(screen.getByText('Scooty')).toBeTruthy();
  });

  it('name it as it was booked on an English page', async () => {
    serverAnswers([order({})]);
    renderInApp(<MyOrders email="nusrat@example.com" />);
    expect(await screen.findByText('Manual Car Driving')).toBeTruthy();
    expect(screen.queryByText('ম্যানুয়াল কার ড্রাইভিং')).toBeNull();
  });
});
