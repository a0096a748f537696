import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { merchantFixture } from '../test/fixtures';
import { loadTestLanguage, renderInShell } from '../test/render';
import { CallingCodeSelect, callingCodeOptions, defaultCallingCode } from './calling-code-select';

const CODES = [
  { id: 61, name: 'Australia' },
  { id: 64, name: 'New Zealand' },
  { id: 86, name: 'Mainland China' },
];

beforeAll(() => loadTestLanguage());
beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 0, message: 'success', data: { callingCodes: CODES } }))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('defaultCallingCode', () => {
  it("is the merchant's code, else 86", () => {
    expect(defaultCallingCode(64)).toBe(64);
    expect(defaultCallingCode(0)).toBe(86);
    expect(defaultCallingCode(undefined)).toBe(86);
  });
});

describe('callingCodeOptions', () => {
  it('keeps the selected code even before the list has loaded', () => {
    expect(callingCodeOptions(undefined, 61)).toEqual([{ id: 61, name: '' }]);
    expect(callingCodeOptions(CODES, 64)).toEqual(CODES);
  });
});

describe('CallingCodeSelect', () => {
  it("lists the global data's calling codes and defaults to the merchant's", async () => {
    renderInShell(<CallingCodeSelect />);
    const select = screen.getByRole('combobox', { name: 'Country calling code' }) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect(select.value).toBe('61');
    expect(select.options[1]?.textContent).toBe('+64 New Zealand');
  });

  it('shows the chosen code compactly in the closed box, the full name only in the list', async () => {
    renderInShell(<CallingCodeSelect value={64} />);
    const select = screen.getByRole('combobox', { name: 'Country calling code' }) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    const face = select.nextElementSibling as HTMLElement;
    expect(face.getAttribute('aria-hidden')).toBe('true');
    expect(face.textContent).toBe('+64');
    expect(select.title).toBe('+64 New Zealand');
  });

  it('defaults to 86 without a merchant code and reports changes as numbers', async () => {
    const onChange = vi.fn();
    const merchant = merchantFixture();
    merchant.common.countryCode = 0;
    renderInShell(<CallingCodeSelect onChange={onChange} />, { merchant });
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect(select.value).toBe('86');
    fireEvent.change(select, { target: { value: '64' } });
    expect(onChange).toHaveBeenCalledWith(64);
  });
});
