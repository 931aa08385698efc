// The red helper text of SPEC §5 for a group of choices (single fields get it from components/ui/field).
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} data-slot="field-error" role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
