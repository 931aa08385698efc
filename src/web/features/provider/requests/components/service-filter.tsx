import { SERVICE_OPTIONS } from '#shared/catalog';
import { providerUi } from '#shared/provider-ui';
import { NEARBY_SERVICE_FILTERS, type NearbyServiceFilter } from '#shared/schemas/provider';
import { SelectField } from '#web/components/ui/select-field';

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
    <SelectField
      label={texts.filter}
      className="sm:max-w-xs"
      placeholder={texts.filterAll}
      emptyIsChoice
      options={OPTIONS}
      value={value ?? ''}
      onChange={(event) => onChange(isFilter(event.target.value) ? event.target.value : undefined)}
    />
  );
}
