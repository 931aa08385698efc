import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { addressMessages as texts } from '#shared/address-messages';
import type { ExactAddress, ExactAddressForm } from '#shared/schemas/address';
import { fieldProps } from '#web/lib/field-props';
import { cn } from '#web/lib/utils';
import { TextField } from '#web/components/ui/text-field';

type FieldsProps<T extends FieldValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form whose values hold an address here
  form: UseFormReturn<T, any, any>;
  /** Where the parts are in the form's values: 'address' (Perfil) or 'contact.address' (request, booking). */
  name: string;
  readOnly?: boolean;
  className?: string;
};

/**
 * The exact address in parts, as schemas/address.ts checks it: 'Calle y número', 'Número interior (opcional)',
 * 'Colonia', 'Entre calles / referencias (opcional)'. The same fields wherever it is asked.
 */
export function ExactAddressFields<T extends FieldValues>({
  form,
  name,
  readOnly,
  className,
}: FieldsProps<T>) {
  const field = (part: 'street' | 'interior' | 'colonia' | 'references') => ({
    readOnly,
    className,
    ...fieldProps(form, `${name}.${part}` as Path<T>),
  });
  return (
    <>
      <TextField label={texts.street} autoComplete="address-line1" maxLength={120} {...field('street')} />
      <div className="grid gap-5 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <TextField
          label={texts.interior}
          autoComplete="address-line2"
          maxLength={20}
          {...field('interior')}
        />
        <TextField label={texts.colonia} autoComplete="address-level3" maxLength={80} {...field('colonia')} />
      </div>
      <TextField label={texts.references} maxLength={200} {...field('references')} />
    </>
  );
}

/** 'Teléfono de contacto': ten digits, the one the chosen provider calls. */
export function ContactPhoneField<T extends FieldValues>({
  form,
  name,
  readOnly,
  className,
  label = texts.phone,
  hint = texts.phoneHint,
}: FieldsProps<T> & { label?: string; hint?: string }) {
  return (
    <TextField
      label={label}
      hint={hint}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={30}
      readOnly={readOnly}
      className={cn('sm:max-w-xs', className)}
      {...fieldProps(form, name as Path<T>)}
    />
  );
}

const PARTS = ['street', 'interior', 'colonia', 'references'] as const;

/** The form paths of an address's parts under `name`, for the server's field errors. */
export function addressPaths(name: string): string[] {
  return PARTS.map((part) => `${name}.${part}`);
}

/** The form paths of ContactFieldset's fields under `name` (the phone, then the address's parts). */
export function contactPaths(name: string): string[] {
  return [`${name}.phone`, ...addressPaths(`${name}.address`)];
}

/** A saved address as the fields hold it (empty parts as ''). */
export function toAddressForm(address: ExactAddress | null | undefined): ExactAddressForm {
  return {
    street: address?.street ?? '',
    interior: address?.interior ?? '',
    colonia: address?.colonia ?? '',
    references: address?.references ?? '',
  };
}

/** What Perfil holds, to pre-fill a request or a booking; null when Perfil has neither address nor phone. */
export function contactFromProfile(
  profile: { phone: string | null; address: ExactAddress | null } | undefined,
): { address: ExactAddressForm; phone: string } | null {
  if (!profile || (!profile.address && !profile.phone)) return null;
  return { address: toAddressForm(profile.address), phone: profile.phone ?? '' };
}

/**
 * The fieldset a request and a booking ask with: the address in parts and the phone, and who will see them.
 * `name` is where the contact is in the form's values ('contact').
 */
export function ContactFieldset<T extends FieldValues>({
  form,
  name,
}: Pick<FieldsProps<T>, 'form' | 'name'>) {
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-1 text-sm font-medium text-slate-900">{texts.legend}</legend>
      <p className="-mt-3 text-sm text-slate-600">{texts.privacyNote}</p>
      <ExactAddressFields form={form} name={`${name}.address`} />
      <ContactPhoneField form={form} name={`${name}.phone`} />
    </fieldset>
  );
}
