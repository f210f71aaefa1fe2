import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { renderInApp } from '#web/test/render.tsx';
import { BookingForm } from './booking-form';
import { NidDocument } from './nid-document';

const pdfUrl = '/files/private/0f3c1a2b-aaaa-bbbb-cccc-111122223333.pdf';

describe('the NID a student booked with, as staff and the student see it', () => {
  it('is a labelled link that opens a PDF in a new tab, not a broken picture', () => {
    render(<NidDocument url={pdfUrl} alt="NID / birth certificate" imageClassName="" />);
    const link = screen.getByRole('link', { name: 'Open NID (PDF)' });
    expect(link.getAttribute('href')).toBe(pdfUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is the picture itself when it is an image', () => {
    const url = '/files/private/0f3c1a2b-aaaa-bbbb-cccc-111122223333.jpg';
    render(<NidDocument url={url} alt="NID / birth certificate" imageClassName="" />);
    expect(screen.getByRole('img', { name: 'NID / birth certificate' }).getAttribute('src')).toBe(url);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('the booking form’s NID field', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText('Phone number'), '01712345678');
    await user.type(screen.getByLabelText("Father's name"), 'Abdul Karim');
    await user.type(screen.getByLabelText("Mother's name"), 'Rokeya Begum');
    await user.type(screen.getByLabelText('Address'), 'House 5, KDA Avenue, Khulna');
    await user.type(screen.getByLabelText('Emergency contact number'), '01912345678');
    await user.type(screen.getByLabelText('Starting date'), addDays(todayInDhaka(), 3));
  };

  it('offers images and PDFs, and books with a PDF of the NID', async () => {
    const user = userEvent.setup();
    const booked: unknown[] = [];
    renderInApp(
      <BookingForm
        cid="manual-car"
        defaults={{ name: 'Nusrat Jahan' }}
        onSubmit={async (values) => void booked.push(values)}
      />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('NID or birth certificate (photo or PDF)');
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,application/pdf');
    await fill(user);
    const pdf = new File([new Uint8Array(9 * 1024 * 1024)], 'nid.pdf', { type: 'application/pdf' });
    await user.upload(input, pdf);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(booked).toHaveLength(1));
    expect((booked[0] as { nid: FileList }).nid[0]).toBe(pdf);
  });

  it('says what it takes when the file is of another kind or too big', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderInApp(<BookingForm cid="manual-car" defaults={{ name: 'Nusrat Jahan' }} onSubmit={async () => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>('NID or birth certificate (photo or PDF)');
    await fill(user);
    await user.upload(input, new File(['x'], 'nid.docx', { type: 'application/msword' }));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Only JPEG, PNG or WebP images or a PDF are accepted.')).toBeTruthy();
    await user.upload(input, new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'nid.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('The file must be 15 MB or smaller.')).toBeTruthy();
  });
});
