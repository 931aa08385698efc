import { panelPathFor, type UserRole } from '#shared/roles';

type Session = { user: { userType: UserRole } } | null;

// Like apiFetch under React: an error or a non-2xx answer means signed out.
async function fetchSession(): Promise<Session> {
  try {
    const response = await fetch('/api/auth/get-session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    return response.ok ? ((await response.json()) as Session) : null;
  } catch {
    return null;
  }
}

// SPEC §2/§7: whatever the server answers, the person lands on /.
async function signOut(button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  try {
    const response = await fetch('/api/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    console.error('Sign-out request failed; leaving for / anyway.', error);
  }
  window.location.assign('/');
}

interface Slot {
  signedOut: HTMLElement;
  signedIn: HTMLElement;
}

// Each prerendered AccountActions (invisible until the session is known) is followed by a template holding
// its signed-in variant; see StaticAccountActions.
function slots(): Slot[] {
  const found: Slot[] = [];
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    'template[data-slot="account-signed-in"]',
  )) {
    const signedOut = template.previousElementSibling;
    const variant = template.content.firstElementChild;
    // Imported on its own, not with its fragment: replaceWith must do nothing while it is out of the page.
    const signedIn = variant && document.importNode(variant, true);
    const button = signedIn?.querySelector('button');
    if (!(signedOut instanceof HTMLElement) || !(signedIn instanceof HTMLElement) || !button) continue;
    button.addEventListener('click', () => void signOut(button));
    found.push({ signedOut, signedIn });
  }
  return found;
}

function show(all: Slot[], session: Session): void {
  for (const { signedOut, signedIn } of all) {
    if (session) {
      signedIn.querySelector('a')?.setAttribute('href', panelPathFor(session.user.userType));
      signedOut.replaceWith(signedIn);
    } else {
      signedOut.classList.remove('invisible');
      signedOut.removeAttribute('aria-hidden');
      signedIn.replaceWith(signedOut);
    }
  }
}

export function enhanceAccount(): void {
  const all = slots();
  if (!all.length) return;
  const refresh = () => void fetchSession().then((session) => show(all, session));
  refresh();
  // As under React: a tab coming back, or a page restored from the back/forward cache, re-checks the session.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && refresh());
  window.addEventListener('pageshow', (event) => event.persisted && refresh());
}
