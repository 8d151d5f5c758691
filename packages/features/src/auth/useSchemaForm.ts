'use client';

import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useLingui } from '@lingui/react';
import { translateContractText } from '../i18n';
import { checkFormWhenLoaded, type FieldErrors, type LazySchema } from '../shared';

export interface SchemaForm<K extends string> {
  /** The props of one text field: its value, its change and focus handlers and its message. */
  field: (name: K) => {
    name: K;
    value: string;
    onChange: (value: string) => void;
    onFocus: () => void;
    errorMessage?: string;
  };
  /** The form's submit handler: checks every field, then calls `onValid` with the schema's output. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A form of text fields checked by a contract schema (SPEC §5). Messages appear on the first submit, then
 * follow the typing, so a fixed field loses its message at once; the rules live only in the schema. The
 * schema's code is fetched when a field is first focused (or at the submit), not with the page.
 */
export function useSchemaForm<T extends z.ZodType, K extends string>(
  schema: LazySchema<T>,
  initial: Record<K, string>,
  onValid: (data: z.output<T>) => void,
): SchemaForm<K> {
  const [values, setValues] = useState(initial);
  // The newest values, which a change or a submit builds on (two changes before a render would otherwise each
  // start from the same render's values, and the second undo the first).
  const latest = useRef(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [submitted, setSubmitted] = useState(false);
  // The schema's messages are the contract's English ones: shown in the page's language.
  const { i18n } = useLingui();

  const check = async (next: Record<K, string>) => {
    const checked = await checkFormWhenLoaded<T, K>(schema, next);
    setErrors(checked.ok ? {} : checked.errors);
    return checked;
  };

  const field = (name: K) => ({
    name,
    value: values[name],
    errorMessage: errors[name] === undefined ? undefined : translateContractText(i18n, errors[name]),
    onChange: (value: string) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      if (submitted) void check(next);
    },
    onFocus: () => void schema.get().catch(() => undefined),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    void check(latest.current).then((checked) => {
      if (checked.ok) onValid(checked.data);
    });
  };

  return { field, onSubmit };
}
