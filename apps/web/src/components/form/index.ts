export { Form, useStorefrontForm, type FormProps } from './form';
export { FormItem, fieldClassName, type FormFieldProps, type FormItemProps } from './form-item';
export { FORM_MESSAGES, rules, type ValidationRule } from '@storefront/contracts';
