/**
 * What a visitor chose in a select of a prerendered form before React took the page over. React keeps text typed
 * into an input meanwhile, but react-hook-form writes a field's default into a select when it registers it, so a
 * choice made while the page loaded was lost, and the form then asked for it again on submit. Read on the form's
 * first render, while the prerendered select is still the one in the page, it becomes the field's default. The
 * select must also get it as its `defaultValue`: the prerendered page then starts on the placeholder (empty when
 * prerendered), where a select without one shows its first enabled option while reading as empty to the form.
 */
export function prerenderedChoice(name: string): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLSelectElement>(`select[name="${CSS.escape(name)}"]`)?.value ?? '';
}
