import type { OrderComplaints } from '@storefront/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notifyModule from '../../app/notify';
import { loadTestLanguage, renderInShell } from '../../test/render';
import { checkPhotos } from './order-complaint-dialog';
import { OrderComplaintSection } from './order-complaint-section';

const OCODE = 'K7Q2M9XBT4NJ6WZ3HR5A';
const TEXT = 'The guide never came to the meeting point.';

const envelope = (data: unknown, code = 0, status = 200, message = 'success') =>
  new Response(JSON.stringify({ code, message, data }), { status, headers: { 'content-type': 'application/json' } });

let list: OrderComplaints;
let posted: { body: FormData; headers: Record<string, string> }[];
let answer: () => Response;

beforeAll(() => loadTestLanguage());
beforeEach(() => {
  list = {
    deadline: '2026-05-31',
    open: true,
    complaints: [
      {
        number: 1,
        category: 'billing',
        text: 'Charged twice for the same tour, see the receipt.',
        photos: ['/images/complaints/456817/a.webp'],
        state: 'received',
        createdAt: '2026-05-02T09:00:00.000Z',
      },
    ],
  };
  posted = [];
  answer = () => envelope({ ...list.complaints[0], number: 2 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === `/api/v1/order/complaint/${OCODE}` && init.method === 'POST') {
        posted.push({ body: init.body as FormData, headers: init.headers as Record<string, string> });
        return answer();
      }
      if (url === `/api/v1/order/complaint/${OCODE}`) return envelope(list);
      return envelope(null, 3004, 404, 'No route');
    }),
  );
  vi.spyOn(notifyModule, 'notify').mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const jpeg = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

async function openDialog() {
  renderInShell(<OrderComplaintSection ocode={OCODE} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
  return within(await screen.findByRole('dialog'));
}

describe('the order’s complaints', () => {
  it('lists the reports with their state and says until when one can be made', async () => {
    renderInShell(<OrderComplaintSection ocode={OCODE} />);
    const section = await screen.findByTestId('complaint-section');
    expect(section.textContent).toMatch(/until Sunday, 31 May 2026/);
    expect(within(section).getByText(/Report 1 · Billing or payment/)).toBeTruthy();
    expect(within(section).getByTestId('complaint-state').textContent).toBe('Received');
    expect(within(section).getByRole('img', { name: 'Photo 1 of report 1' }).getAttribute('src')).toBe(
      '/images/complaints/456817/a.webp?w=84&h=84&fm=webp',
    );
  });

  it('offers no report after the deadline, naming it', async () => {
    list = { ...list, open: false };
    renderInShell(<OrderComplaintSection ocode={OCODE} />);
    const section = await screen.findByTestId('complaint-section');
    expect(section.textContent).toMatch(/could be reported until Sunday, 31 May 2026/);
    expect(within(section).queryByRole('button', { name: 'Report a problem' })).toBeNull();
  });

  it('needs a category and 20 or more characters before sending', async () => {
    const dialog = await openDialog();
    fireEvent.input(dialog.getByRole('textbox', { name: 'What happened' }), { target: { value: 'Too short' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    const alerts = (await dialog.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toContain('Choose what went wrong');
    expect(alerts).toContain('Please describe the problem in 20 to 2000 characters');
    expect(posted).toEqual([]);
  });

  it('sends category, text and photos as a multipart form, then closes', async () => {
    const dialog = await openDialog();
    fireEvent.change(dialog.getByRole('combobox', { name: 'What went wrong' }), { target: { value: 'no_show' } });
    fireEvent.input(dialog.getByRole('textbox', { name: 'What happened' }), { target: { value: TEXT } });
    fireEvent.change(dialog.getByLabelText('Photos (optional, up to 4)'), {
      target: { files: [jpeg('one.jpg'), jpeg('two.jpg')] },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Remove one.jpg' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = posted;
    expect(sent?.body).toBeInstanceOf(FormData);
    expect(sent?.body.get('category')).toBe('no_show');
    expect(sent?.body.get('text')).toBe(TEXT);
    expect((sent?.body.getAll('photos') as File[]).map((f) => f.name)).toEqual(['two.jpg']);
    expect(sent?.headers['Content-Type']).toBeUndefined();
    expect(notifyModule.notify).toHaveBeenCalledWith('success', 'Your report was sent to the shop', {
      subject: 'complaint',
    });
  });

  it('shows the server’s refusal in the dialog', async () => {
    answer = () => envelope(null, 4161, 409, 'Complaints about this order were accepted until 2026-05-31');
    const dialog = await openDialog();
    fireEvent.change(dialog.getByRole('combobox', { name: 'What went wrong' }), { target: { value: 'other' } });
    fireEvent.input(dialog.getByRole('textbox', { name: 'What happened' }), { target: { value: TEXT } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect((await dialog.findByRole('alert')).textContent).toContain('until 2026-05-31');
  });
});

describe('checkPhotos', () => {
  it('refuses a fifth photo, a file that is no JPEG/PNG/WebP and one over 8 MB, by name', () => {
    expect(checkPhotos([1, 2, 3, 4].map((n) => jpeg(`${n}.jpg`)))).toBeNull();
    expect(checkPhotos([1, 2, 3, 4, 5].map((n) => jpeg(`${n}.jpg`)))).toEqual({ key: 'complaint.photosTooMany' });
    expect(checkPhotos([new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })])).toEqual({
      key: 'complaint.photoWrongType',
      name: 'x.svg',
    });
    expect(checkPhotos([jpeg('big.jpg', 8 * 1024 * 1024 + 1)])).toEqual({
      key: 'complaint.photoTooLarge',
      name: 'big.jpg',
    });
  });
});
