import { useForm } from 'react-hook-form';
import { SERVICES } from '#shared/catalog';
import { providerUi } from '#shared/provider-ui';
import type { ProviderServicesInput } from '#shared/schemas/provider';
import { Button } from '#web/components/ui/button';
import { toast } from '#web/lib/toast';
import type { ProviderServices } from '#web/features/provider/services/api/get-services';
import { useSaveProviderServices } from '#web/features/provider/services/api/save-services';
import { ServiceRowFields } from './service-row-fields';
import { servicesResolver, toForm, type ServicesForm } from './services-resolver';

const texts = providerUi.services;

export function ServicesForm({ saved }: { saved: ProviderServices }) {
  const save = useSaveProviderServices();
  const form = useForm<ServicesForm, unknown, ProviderServicesInput>({
    resolver: servicesResolver,
    defaultValues: toForm(saved),
  });
  const { errors, isSubmitting } = form.formState;
  const rows = form.watch('rows');

  const submit = form.handleSubmit(async (input) => {
    try {
      const result = await save.mutateAsync(input);
      form.reset(toForm(result));
      toast.success(texts.savedTitle, texts.savedBody);
    } catch {
      toast.error(texts.saveFailed);
    }
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <ul className="grid gap-3 md:grid-cols-2">
        {SERVICES.map((service, index) => (
          <li key={service.id}>
            <ServiceRowFields
              service={service}
              offered={rows[index]?.offered ?? false}
              priceError={errors.rows?.[index]?.price?.message}
              offeredField={form.register(`rows.${index}.offered`)}
              priceField={form.register(`rows.${index}.price`, { valueAsNumber: true })}
            />
          </li>
        ))}
      </ul>
      <Button type="submit" className="justify-self-start" loading={isSubmitting}>
        {texts.save}
      </Button>
    </form>
  );
}
