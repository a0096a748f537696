import { LIMITS } from '@storefront/contracts';
import { uiText } from '@storefront/reference-data';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { Form, FormItem, rules, useStorefrontForm } from './index';

afterEach(cleanup);

function BirthDateForm({ language }: { language: 'en-AU' | 'zh-CN' }) {
  const form = useStorefrontForm<{ datebirth: string }>({ defaultValues: { datebirth: '' } });
  return (
    <Form form={form} onSubmit={() => {}} aria-label={language}>
      <FormItem name="datebirth" label="Birth date" rules={[rules.required(), rules.birthDate()]}>
        {(field) => <input {...field} value={String(field.value)} />}
      </FormItem>
    </Form>
  );
}

const renderIn = (language: 'en-AU' | 'zh-CN') => {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    initAsync: false,
    showSupportNotice: false,
    interpolation: { escapeValue: false },
    resources: { [language]: { translation: uiText(language) } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <BirthDateForm language={language} />
    </I18nextProvider>,
  );
};

describe('the under-age message', () => {
  it.each([
    ['en-AU', `You must be at least ${LIMITS.minimumAge} years old`],
    ['zh-CN', `您须年满 ${LIMITS.minimumAge} 周岁`],
  ] as const)('names the minimum age in %s', async (language, text) => {
    renderIn(language);
    const input = screen.getByRole('textbox', { name: 'Birth date' });
    fireEvent.input(input, { target: { value: '2015-01-01' } });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
  });
});
