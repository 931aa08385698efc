import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

// The deliberate violations kept beside the code (`__fixtures__` folders, left out of npm run check:boundaries):
// each must be caught by the rule it breaks, so a rule that stopped matching would fail here.
const FIXTURES = [
  'src/shared/domain/__fixtures__',
  'src/web/features/booking/__fixtures__',
  'src/web/lib/__fixtures__',
  'src/server/__fixtures__',
  'src/server/domain/__fixtures__',
  'src/server/modules/payments/ledger/__fixtures__',
];

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

describe('the module boundaries (.dependency-cruiser.cjs)', () => {
  it('fails each deliberate violation by the rule it breaks', { timeout: 120_000 }, async () => {
    const { stdout } = await run(
      'npx',
      ['depcruise', ...FIXTURES, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const violations = (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
    const caught = violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`).sort();
    expect(caught).toEqual([
      'domain-imports-only-domain: src/shared/domain/__fixtures__/imports-the-web.fixture.ts → src/web/lib/safe-redirect.ts',
      'modules-import-each-other-through-index: src/server/__fixtures__/reaches-into-a-module.fixture.ts → src/server/modules/jobs/transitions.ts',
      'modules-import-each-other-through-index: src/server/modules/payments/ledger/__fixtures__/reaches-into-gateways.fixture.ts → src/server/modules/payments/gateways/plan-gateway.ts',
      'no-cycles: src/shared/domain/__fixtures__/loop-a.fixture.ts → src/shared/domain/__fixtures__/loop-b.fixture.ts',
      'production-code-imports-no-test-code: src/server/__fixtures__/imports-test-code.fixture.ts → src/server/testing/totp.ts',
      'server-domain-imports-no-module: src/server/domain/__fixtures__/imports-a-module.fixture.ts → src/server/modules/profiles/index.ts',
      'server-imports-no-web-file: src/server/__fixtures__/imports-a-web-file.fixture.ts → src/web/lib/safe-redirect.ts',
      'shared-imports-neither-server-nor-web: src/shared/domain/__fixtures__/imports-the-web.fixture.ts → src/web/lib/safe-redirect.ts',
      'web-features-do-not-import-each-other: src/web/features/booking/__fixtures__/imports-another-feature.fixture.ts → src/web/features/client/texts.ts',
      'web-shared-code-imports-no-feature: src/web/lib/__fixtures__/imports-a-feature.fixture.ts → src/web/features/client/texts.ts',
    ]);
  });
});
