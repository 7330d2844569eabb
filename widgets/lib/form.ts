import { createContext, useContext, useEffect, useState } from "react";
import {
  type Config,
  createForm,
  type FieldState,
  type FieldSubscription,
  type FormApi,
  type FormState,
  type FormSubscription,
} from "final-form";

/**
 * React bindings for final-form, the widgets' form state. They do what react-final-form's
 * `useField` / `useFormState` do for us, in 40 lines instead of its 4 KB (min+gzip): the
 * questionnaire's chunk has a hard 30 KB budget. The subscription pattern is the one
 * react-final-form uses: register once during the first render to have a state to show,
 * then subscribe in an effect.
 */
/** Holds the form of any shape; the hooks narrow it to the caller's values. */
export const FormContext = createContext<unknown>(null);

/** One final-form instance for the component's lifetime (config read once). */
export function useCreateForm<V extends object>(config: Config<V>): FormApi<V> {
  const [form] = useState(() => createForm<V>(config));
  return form;
}

export function useForm<V extends object>(): FormApi<V> {
  const form = useContext(FormContext);
  if (!form) throw new Error("useForm must be used inside a FormContext provider");
  return form as FormApi<V>;
}

/** The form's state; `own` is for the component that created the form (above its provider). */
export function useFormState<V extends object>(subscription: FormSubscription, own?: FormApi<V>): FormState<V> {
  const context = useContext(FormContext) as FormApi<V> | null;
  const form = own ?? context;
  if (!form) throw new Error("useForm must be used inside a FormContext provider");
  const [state, setState] = useState(() => {
    let initial!: FormState<V>;
    form.subscribe((s) => (initial = s), subscription)();
    return initial;
  });
  useEffect(() => form.subscribe(setState, subscription), [form]);
  return state;
}

export function useField<V extends object, K extends keyof V & string = keyof V & string>(name: K, subscription: FieldSubscription): FieldState<V[K]> {
  const form = useForm<V>();
  const [state, setState] = useState(() => {
    let initial!: FieldState<V[K]>;
    form.registerField(name, (s) => (initial = s), subscription, { silent: true })();
    return initial;
  });
  useEffect(() => form.registerField(name, setState, subscription), [form, name]);
  return state;
}
