import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form, useStorefrontForm } from './index';
import { PhoneFields, type PhoneFieldValues } from './phone-fields';

// The real select reads the merchant and the calling codes from the API; the rules are what is tested here.
vi.mock('../calling-code-select', () => ({
  CallingCodeSelect: ({ value, onChange, ...rest }: { value: number; onChange: (v: number) => void }) => (
    <select {...rest} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      <option value={86}>+86</option>
      <option value={61}>+61</option>
    </select>
  ),
}));

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en-AU',
  initAsync: false,
  showSupportNotice: false,
  resources: {
    'en-AU': {
      translation: {
        form: {
          phoneError: 'Please enter a valid phone number',
          mobilePhone: 'Please enter a mobile number',
          callingCode: 'Country calling code',
        },
        login: { phoneRequired: 'Please enter your mobile number', phone: 'Mobile number' },
      },
    },
  },
});

function Harness({ onSubmit, mobile }: { onSubmit: (values: PhoneFieldValues) => void; mobile: boolean }) {
  const form = useStorefrontForm<PhoneFieldValues>({ defaultValues: { country: 86, phone: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="phone form">
      <PhoneFields label="Mobile number" required mobile={mobile} />
      <button type="submit">Submit</button>
    </Form>
  );
}

const renderPhone = (mobile: boolean, onSubmit = vi.fn()) => {
  render(
    <I18nextProvider i18n={i18n}>
      <Harness onSubmit={onSubmit} mobile={mobile} />
    </I18nextProvider>,
  );
  return onSubmit;
};

const submitWith = (phone: string) => {
  fireEvent.input(screen.getByRole('textbox'), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
};

afterEach(cleanup);

describe('PhoneFields for a number that gets codes (mobile)', () => {
  it('refuses a +86 landline, saying a mobile number is needed', async () => {
    const onSubmit = renderPhone(true);
    submitWith('010 6552 9988');
    expect(await screen.findByText('Please enter a mobile number')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a +86 mobile number', async () => {
    const onSubmit = renderPhone(true);
    submitWith('138 0013 8000');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ country: 86, phone: '138 0013 8000' });
  });

  it('still takes a landline where no code is sent (an order contact)', async () => {
    const onSubmit = renderPhone(false);
    submitWith('010 6552 9988');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });
});
