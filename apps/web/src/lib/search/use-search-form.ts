import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type ResolverOptions,
} from 'react-hook-form';
import type { SearchFormSchema } from '@portal/contracts/search/form-schema';

/**
 * react-hook-form's resolver for a search form: the contract's zod schema checks what the search will send (the
 * form's values as `toSearchInput` gives them: a picker's state becomes the codes the URL carries), so a message
 * names exactly the conditions the search would send. A valid search hands the form's values to the submit handler.
 */
export function searchFormResolver<V extends FieldValues, I extends FieldValues>(
  schema: SearchFormSchema<I>,
  toSearchInput: (values: V) => I,
): Resolver<V> {
  const check = zodResolver(schema, undefined, { raw: true });
  return async (values, context, options) => {
    const { errors } = await check(toSearchInput(values), context, options as unknown as ResolverOptions<I>);
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<V> } : { values, errors: {} };
  };
}

/**
 * A search form of the header panel, written as the contact forms are (docs/decisions/0013, amendment of issue 32):
 * react-hook-form with the contract's schema. A message shows on 検索 and stays until the next 検索 (spec search.md
 * §5: the search checks), unless the form clears it; `search(onValid)` is the form's submit, and moves the focus to
 * the first input with a message.
 */
export function useSearchForm<V extends FieldValues>({
  defaultValues,
  resolver,
}: {
  defaultValues: DefaultValues<V>;
  resolver: Resolver<V>;
}) {
  const form = useForm<V>({
    defaultValues,
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const search = (onValid: (values: V) => void) => () =>
    void form.handleSubmit(onValid, (errors) => {
      const first = Object.keys(errors)[0];
      if (first) form.setFocus(first as Path<V>);
    })();
  return { ...form, search };
}
