import { createContext, useContext, useState, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * Why RHF `validate` and not `@hookform/resolvers/zod`: the spec's rules belong to each form item
 * (`<FormItem rules={[...]}>`), and an item validates alone on its own debounced input, blur and
 * change. A resolver needs one form-wide schema declared apart from the items and runs all of it
 * on every check. The rule objects are the ones the server turns into zod schemas
 * (`withRules` in @storefront/contracts), so both sides still validate the same way.
 */

/** What a FormItem tells its Form. */
export interface FormItemEntry {
  /** Fields the item's rules read (equals, phone by dialling-code field). */
  deps: readonly string[];
  /** Applies the on-change behaviours (trim, upCase) before a submit. */
  commit: () => void;
}

export type FormRegistry = Map<string, FormItemEntry>;

const FormRegistryContext = createContext<FormRegistry | null>(null);

export const useFormRegistry = () => useContext(FormRegistryContext);

/**
 * `useForm` for the form system: validation is driven by the items (input debounced, blur,
 * change), never by react-hook-form's own modes.
 */
export function useStorefrontForm<T extends FieldValues = FieldValues>(
  options: Omit<UseFormProps<T>, 'mode' | 'reValidateMode' | 'resolver'> = {},
): UseFormReturn<T> {
  return useForm<T>({ ...options, mode: 'onSubmit', reValidateMode: 'onSubmit' });
}

export interface FormProps<T extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid'
> {
  form: UseFormReturn<T>;
  /** Called with the values once every item passes. */
  onSubmit: SubmitHandler<T>;
  /** Called with the errors when an item fails (the first invalid field is focused). */
  onInvalid?: SubmitErrorHandler<T>;
  children: ReactNode;
}

/** A `<form>` whose FormItems validate with the shared rules; submit commits and checks every item. */
export function Form<T extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  children,
  className = 'flex flex-col gap-4',
  ...formProps
}: FormProps<T>) {
  const [registry] = useState<FormRegistry>(() => new Map());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    for (const item of registry.values()) item.commit();
    void form.handleSubmit(onSubmit, onInvalid)(event);
  };

  return (
    <FormProvider {...form}>
      <FormRegistryContext.Provider value={registry}>
        <form noValidate className={className} {...formProps} onSubmit={submit}>
          {children}
        </form>
      </FormRegistryContext.Provider>
    </FormProvider>
  );
}
