import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build',
      'data',
      '.react-router',
      'node_modules',
      'test-results',
      'playwright-report',
      '**/__fixtures__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // One clock (src/server/clock.ts): the server and the shared rules are handed "now" and never read the time
    // of day themselves, so a test that moves the clock moves everything. The web, the browser's edge, reads its
    // own; tests and their helpers may read the system's time (better-auth's sessions do).
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    ignores: ['src/server/clock.ts', 'src/server/testing/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Take "now" from the clock (app.clock.now(), a task\'s now) instead of new Date().',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Take "now" from the clock (app.clock.now(), a task\'s now) instead of Date.now().',
        },
        {
          selector: "CallExpression[callee.name='Date']",
          message: 'Date() reads the time of day: take "now" from the clock instead.',
        },
      ],
    },
  },
  {
    // Issue 28: a file names another by its room ('#shared/…', '#server/…', '#web/…'; tsconfig.json's paths),
    // not by climbing folders; './' stays for a file's own folder and below.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message:
                "Import from another folder by its alias ('#shared/…', '#server/…' or '#web/…'), not '../'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
