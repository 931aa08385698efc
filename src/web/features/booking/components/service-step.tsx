import { useId, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SERVICES } from '#shared/catalog';
import { formatMoney } from '#shared/format';
import { bookingTexts } from '#web/features/booking/texts';
import { ChoiceCard } from './choice-card';
import { FieldError } from './field-error';
import { ChoiceStep } from './choice-step';

const texts = bookingTexts.service;

type ServiceStepProps = {
  headingRef: Ref<HTMLHeadingElement>;
  field: UseFormRegisterReturn<'serviceId'>;
  error?: string;
};

// Plain radios: the prerendered page lists the nine services before any JavaScript runs.
export function ServiceStep({ headingRef, field, error }: ServiceStepProps) {
  const id = useId();
  return (
    <ChoiceStep
      id={id}
      headingRef={headingRef}
      title={texts.title}
      description={texts.description}
      error={error}
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.id}>
            <ChoiceCard
              value={service.id}
              labelId={`${id}-${service.id}`}
              descriptionId={`${id}-${service.id}-details`}
              {...field}
            >
              <span id={`${id}-${service.id}`} className="font-semibold text-slate-900">
                {service.name}
              </span>
              <span id={`${id}-${service.id}-details`} className="grid gap-1 text-sm">
                <span className="text-slate-600">{service.description}</span>
                <span className="text-slate-700">
                  {texts.from} <strong className="text-slate-900">{formatMoney(service.fromPrice)}</strong>
                </span>
              </span>
            </ChoiceCard>
          </li>
        ))}
      </ul>
      <FieldError id={`${id}-error`} message={error} />
    </ChoiceStep>
  );
}
