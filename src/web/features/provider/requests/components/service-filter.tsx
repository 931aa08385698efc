import { ChevronDown } from 'lucide-react';
import { SERVICE_OPTIONS } from '../../../../../shared/catalog';
import { providerUi } from '../../../../../shared/messages';
import { NEARBY_SERVICE_FILTERS, type NearbyServiceFilter } from '../../../../../shared/schemas/provider';
import { Field } from '../../../../components/ui/field';
import { inputClassName } from '../../../../components/ui/input';
import { cn } from '../../../../lib/utils';

const texts = providerUi.requests;
const OPTIONS = [{ value: 'mine', label: texts.filterMine }, ...SERVICE_OPTIONS];

const isFilter = (value: string): value is NearbyServiceFilter =>
  (NEARBY_SERVICE_FILTERS as readonly string[]).includes(value);

// The catalogue, as the request form offers it, plus the provider's own price list; empty: every service.
export function ServiceFilter({
  value,
  onChange,
}: {
  value: NearbyServiceFilter | undefined;
  onChange: (value: NearbyServiceFilter | undefined) => void;
}) {
  return (
    <Field label={texts.filter} className="sm:max-w-xs">
      {(control) => (
        <div className="relative">
          <select
            data-slot="select"
            className={cn(inputClassName, 'appearance-none pr-10')}
            {...control}
            value={value ?? ''}
            onChange={(event) => onChange(isFilter(event.target.value) ? event.target.value : undefined)}
          >
            <option value="">{texts.filterAll}</option>
            {OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600"
            aria-hidden
          />
        </div>
      )}
    </Field>
  );
}
