import { useState, type Ref } from 'react';
import { placesUi } from '#shared/places-messages';
import type { Location } from '#shared/schemas/places';
import { fillMessage } from '#web/lib/fill-message';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { useAppConfig } from './get-config';
import { MIN_PLACE_QUERY_LENGTH, usePlaceSuggestions, usesGooglePlaces } from './search-places';
import type { PlaceSuggestion } from './place-suggestion';
import { PlaceCombobox } from './place-combobox';

const texts = placesUi;
const DEBOUNCE_MS = 200;

type PlaceSearchProps = {
  value: Location | null;
  onChange: (location: Location | null) => void;
  error?: string;
  label?: string;
  /** The form library's ref (Controller's field.ref): a submit with errors focuses the search when first. */
  inputRef?: Ref<HTMLInputElement>;
};

// Typing starts a new search and forgets the chosen place, so Save waits for a new choice.
export function PlaceSearch({ value, onChange, error, label = texts.search, inputRef }: PlaceSearchProps) {
  const config = useAppConfig().data;
  const [text, setText] = useState(value?.formattedAddress ?? '');
  const [resolving, setResolving] = useState(false);
  const [resolveFailed, setResolveFailed] = useState(false);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const searching = value === null && query.length >= MIN_PLACE_QUERY_LENGTH;
  const suggestions = usePlaceSuggestions(query, config, value === null);
  const options: PlaceSuggestion[] = searching ? (suggestions.data ?? []) : [];

  let status = '';
  if (resolving || (searching && suggestions.isFetching)) status = texts.searching;
  else if (searching && suggestions.isError) status = texts.searchFailed;
  else if (searching && suggestions.isSuccess) {
    status = options.length ? fillMessage(texts.results, { count: options.length }) : texts.noResults;
  }

  const pick = async (suggestion: PlaceSuggestion) => {
    setText(suggestion.label);
    setResolving(true);
    setResolveFailed(false);
    try {
      const location = await suggestion.resolve();
      setText(location.formattedAddress);
      onChange(location);
    } catch (cause) {
      console.error(cause);
      setResolveFailed(true);
    } finally {
      setResolving(false);
    }
  };

  return (
    <div className="grid gap-1">
      <PlaceCombobox
        inputRef={inputRef}
        label={label}
        placeholder={texts.searchPlaceholder}
        hint={texts.searchHint}
        error={error ?? (resolveFailed ? texts.searchFailed : undefined)}
        inputValue={text}
        onInputChange={(next) => {
          setText(next);
          setResolveFailed(false);
          if (value) onChange(null);
        }}
        options={options}
        status={status}
        onPick={(option) => void pick(options.find((item) => item.id === option.id)!)}
      />
      <p className="text-xs text-slate-600">
        {usesGooglePlaces(config) ? texts.googleAttribution : config?.placesAttribution}
      </p>
    </div>
  );
}
