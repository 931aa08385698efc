// The prerendered footer carries the build year; the visitor's clock knows today's.
export function updateYear(): void {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll('[data-slot="current-year"]')) {
    if (element.textContent !== year) element.textContent = year;
  }
}
