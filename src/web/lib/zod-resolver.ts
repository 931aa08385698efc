import { config } from 'zod';

// The page CSP forbids eval; without this zod probes `new Function` and the browser reports a violation.
config({ jitless: true });

export { zodResolver } from '@hookform/resolvers/zod';
