import { FORM_MESSAGES } from '@storefront/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form, FormItem, rules, useStorefrontForm } from './index';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en-AU',
  initAsync: false,
  showSupportNotice: false,
  interpolation: { escapeValue: false },
  resources: {
    'en-AU': {
      translation: {
        form: {
          default: 'Please enter all data correctly',
          emailError: 'Please enter a valid email address',
          phoneError: 'Please enter a valid phone number',
          passwordsDiffer: 'The passwords do not match',
          range: 'Please enter a value between {{min}} and {{max}}',
          latinName: 'Latin letters, please',
          requiredField: '{{field}} is required',
        },
        login: { emailRequired: 'Please enter your email' },
      },
    },
  },
});

type Values = Record<string, unknown>;

function Harness({
  defaultValues,
  onSubmit = () => {},
  children,
}: {
  defaultValues: Values;
  onSubmit?: (values: Values) => void;
  children: ReactNode;
}) {
  const form = useStorefrontForm<Values>({ defaultValues });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="test form">
      {children}
      <button type="submit">Submit</button>
    </Form>
  );
}

const renderForm = (defaultValues: Values, children: ReactNode, onSubmit?: (values: Values) => void) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Harness defaultValues={defaultValues} onSubmit={onSubmit}>
        {children}
      </Harness>
    </I18nextProvider>,
  );

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });
// The submit's validation runs over several promise turns: a macrotask lets it finish.
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FormItem', () => {
  it('names the field when a required field is left blank on blur', async () => {
    renderForm(
      { email: '' },
      <FormItem name="email" label="Email" rules={[rules.required(), rules.email()]}>
        {(field) => <input {...field} />}
      </FormItem>,
    );
    const input = textbox('Email');
    expect(input).toHaveProperty('ariaInvalid', 'false');
    fireEvent.blur(input);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Email is required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.className).toContain('aria-[invalid=true]:border-sixth');
  });

  it('keeps the generic message for a blank field without a text label', async () => {
    renderForm(
      { email: '' },
      <FormItem name="email" label={<span>Email</span>} rules={[rules.required()]}>
        {(field) => <input {...field} />}
      </FormItem>,
    );
    fireEvent.blur(textbox('Email'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter all data correctly');
  });

  it('uses the item’s own error text for a blank required field', async () => {
    renderForm(
      { email: '' },
      <FormItem name="email" label="Email" message="login.emailRequired" rules={[rules.required()]}>
        {(field) => <input {...field} />}
      </FormItem>,
    );
    fireEvent.blur(textbox('Email'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your email');
  });

  it('validates typing only after the 300 ms debounce', async () => {
    vi.useFakeTimers();
    renderForm(
      { email: '' },
      <FormItem name="email" label="Email" rules={[rules.required(), rules.email()]}>
        {(field) => <input {...field} />}
      </FormItem>,
    );
    type(textbox('Email'), 'not-an-email');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');

    // Each keystroke restarts the wait; the error clears once the value is valid.
    type(textbox('Email'), 'me@example');
    await act(() => vi.advanceTimersByTimeAsync(200));
    type(textbox('Email'), 'me@example.com');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('validates a phone number against the dialling code chosen in another field', async () => {
    renderForm(
      { country: '61', phone: '' },
      <>
        <FormItem name="country" label="Country">
          {(field) => (
            <select {...field}>
              <option value="61">+61</option>
              <option value="86">+86</option>
            </select>
          )}
        </FormItem>
        <FormItem name="phone" label="Phone" rules={[rules.required(), rules.phone({ codeField: 'country' })]}>
          {(field) => <input {...field} type="tel" />}
        </FormItem>
      </>,
    );
    const phone = textbox('Phone');
    type(phone, '0412 345 678');
    fireEvent.blur(phone);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('false'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: '86' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid phone number');

    type(phone, '138 1234 5678');
    fireEvent.blur(phone);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('checks that the confirmation equals the password, again when the password changes', async () => {
    renderForm(
      { password: '', confirm: '' },
      <>
        <FormItem name="password" label="Password" rules={[rules.required(), rules.completionPassword()]}>
          {(field) => <input {...field} />}
        </FormItem>
        <FormItem
          name="confirm"
          label="Confirm"
          rules={[rules.required(), rules.equals('password', { message: FORM_MESSAGES.passwordsDiffer })]}
        >
          {(field) => <input {...field} />}
        </FormItem>
      </>,
    );
    type(textbox('Password'), 'abc12345');
    fireEvent.blur(textbox('Password'));
    type(textbox('Confirm'), 'abc12399');
    fireEvent.blur(textbox('Confirm'));
    expect((await screen.findByRole('alert')).textContent).toBe('The passwords do not match');

    type(textbox('Password'), 'abc12399');
    fireEvent.blur(textbox('Password'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('treats 0 as blank for required unless zeroNotNull', async () => {
    const onSubmit = vi.fn();
    renderForm(
      { adults: 0, children: 0 },
      <>
        <FormItem name="adults" label="Adults" rules={[rules.required()]} zeroNotNull>
          {(field) => <input {...field} type="number" />}
        </FormItem>
        <FormItem name="children" label="Children" rules={[rules.required()]}>
          {(field) => <input {...field} type="number" />}
        </FormItem>
      </>,
      onSubmit,
    );
    await submit();
    const adults = screen.getByRole('spinbutton', { name: 'Adults' });
    const children = screen.getByRole('spinbutton', { name: 'Children' });
    expect(adults.getAttribute('aria-invalid')).toBe('false');
    expect(children.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(children);
  });

  it('strips CJK characters while typing when noCjk is set', () => {
    renderForm(
      { name: '', note: '' },
      <>
        <FormItem name="name" label="Name" noCjk>
          {(field) => <input {...field} />}
        </FormItem>
        <FormItem name="note" label="Note">
          {(field) => <input {...field} />}
        </FormItem>
      </>,
    );
    type(textbox('Name'), '张San 三한');
    expect(textbox('Name').value).toBe('San ');
    type(textbox('Note'), '张San');
    expect(textbox('Note').value).toBe('张San');
  });

  it('says at once why stripped characters did not appear, and reads the hint with the field', async () => {
    renderForm(
      { name: '' },
      <FormItem name="name" label="Name" noCjk cjkMessage="form.latinName" hint="As on the passport">
        {(field) => <input {...field} />}
      </FormItem>,
    );
    const input = textbox('Name');
    const hint = screen.getByText('As on the passport');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    type(input, '王');
    expect(input.value).toBe('');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Latin letters, please');
    expect(input.getAttribute('aria-describedby')).toBe(`${hint.id} ${alert.id}`);
    type(input, 'WANG');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('upper-cases and trims on change (commit), not on every keystroke', async () => {
    const onSubmit = vi.fn();
    renderForm(
      { lastName: '', firstName: '' },
      <>
        <FormItem name="lastName" label="Family name" upCase trim>
          {(field) => <input {...field} />}
        </FormItem>
        <FormItem name="firstName" label="Given name" upCase trim>
          {(field) => <input {...field} />}
        </FormItem>
      </>,
      onSubmit,
    );
    type(textbox('Family name'), '  van der berg ');
    expect(textbox('Family name').value).toBe('  van der berg ');
    fireEvent.blur(textbox('Family name'));
    expect(textbox('Family name').value).toBe('VAN DER BERG');

    // A submit without blur still commits the typed value.
    type(textbox('Given name'), ' anna ');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ lastName: 'VAN DER BERG', firstName: 'ANNA' }, expect.anything());
  });

  it('interpolates rule parameters and falls back to the generic text for missing keys', async () => {
    renderForm(
      { count: '', code: '' },
      <>
        <FormItem name="count" label="Count" rules={[rules.range({ min: 1, max: 9 })]}>
          {(field) => <input {...field} />}
        </FormItem>
        <FormItem name="code" label="Code" rules={[rules.verificationCode()]}>
          {(field) => <input {...field} />}
        </FormItem>
      </>,
    );
    type(textbox('Count'), '12');
    fireEvent.blur(textbox('Count'));
    type(textbox('Code'), '1234567');
    fireEvent.blur(textbox('Code'));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter a value between 1 and 9',
      'Please enter all data correctly',
    ]);
  });

  it('validates a checkbox at once on change and submits valid values', async () => {
    const onSubmit = vi.fn();
    renderForm(
      { email: 'me@example.com', agree: false },
      <>
        <FormItem name="email" label="Email" rules={[rules.required(), rules.email()]} trim>
          {(field) => <input {...field} />}
        </FormItem>
        <FormItem name="agree" rules={[rules.required()]}>
          {({ value, ...field }) => (
            <label>
              <input {...field} type="checkbox" checked={Boolean(value)} />I agree
            </label>
          )}
        </FormItem>
      </>,
      onSubmit,
    );
    const agree = screen.getByRole('checkbox', { name: 'I agree' });
    fireEvent.click(agree);
    fireEvent.click(agree);
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter all data correctly');
    fireEvent.click(agree);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'me@example.com', agree: true }, expect.anything());
  });
});
