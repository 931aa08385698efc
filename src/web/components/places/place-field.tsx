import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PlaceSearch } from './place-search';

type PlaceFieldProps<T extends FieldValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form, whatever its context and output types
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label?: string;
};

/** The place search as a form's field: its value, its error, and the focus when it is the first field wrong. */
export function PlaceField<T extends FieldValues>({ control, name, label }: PlaceFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PlaceSearch
      inputRef={field.ref}
      label={label}
      value={field.value}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
