// Fills the `{name}` slots of a sentence from shared/messages.ts; an unknown slot is left as written.
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );
}
