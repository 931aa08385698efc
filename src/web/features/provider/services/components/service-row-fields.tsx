import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Service } from '#shared/catalog';
import { providerUi } from '#shared/provider-ui';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { TextField } from '#web/components/ui/text-field';
import { cn } from '#web/lib/utils';

const texts = providerUi.services;

type ServiceRowFieldsProps = {
  service: Service;
  offered: boolean;
  priceError?: string;
  offeredField: UseFormRegisterReturn;
  priceField: UseFormRegisterReturn;
};

// A fieldset per service: its legend names the service for the checkbox and the price alike.
export function ServiceRowFields({
  service,
  offered,
  priceError,
  offeredField,
  priceField,
}: ServiceRowFieldsProps) {
  return (
    <fieldset
      className={cn(
        'grid h-full min-w-0 gap-3 rounded-lg border bg-white p-4',
        offered ? 'border-brand' : 'border-slate-200',
      )}
    >
      <legend className="sr-only">{service.name}</legend>
      <div aria-hidden className="font-semibold text-slate-900">
        {service.name}
      </div>
      <CheckboxField label={texts.offered} {...offeredField} />
      {offered ? (
        <TextField
          label={texts.price}
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          hint={texts.priceHint}
          error={priceError}
          {...priceField}
        />
      ) : null}
    </fieldset>
  );
}
