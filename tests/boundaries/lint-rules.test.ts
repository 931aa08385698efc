import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The rules eslint.config.js keeps for issue 28's boundaries, each shown failing on a deliberate violation kept
// beside the code (left out of npm run lint by the config's ignores, linted here on purpose).
const FIXTURE = 'src/server/__fixtures__/breaks-the-lint-rules.fixture.ts';

describe('the lint rules that keep the boundaries (eslint.config.js)', () => {
  it(
    'refuses a climbing import and each way of reading the time of day outside the clock',
    { timeout: 120_000 },
    async () => {
      const [result] = await new ESLint({ ignore: false }).lintFiles([FIXTURE]);
      const broken = result!.messages.map(({ ruleId, line }) => `${line}: ${ruleId}`);
      expect(broken).toEqual([
        '4: no-restricted-imports',
        '6: no-restricted-syntax',
        '7: no-restricted-syntax',
      ]);
    },
  );
});
