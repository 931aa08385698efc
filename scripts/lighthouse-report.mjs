// Turns the Lighthouse results of scripts/lighthouse.mjs into docs/performance.md and a budget verdict.

export const BUDGET = {
  // Every page: 95; the interactive pages a new visitor lands on (issue 15): 98.
  performance: 95,
  interactivePerformance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  homeJsGzipKb: 90,
};
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const INTERACTIVE = ['/login', '/reservar'];

export function report(rows, versions, runs) {
  const kb = (value) => value.toFixed(1);
  const lines = [
    '# Performance',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run lighthouse\`: Lighthouse ${versions.lighthouse},`,
    `default mobile emulation (simulated slow 4G, 4x CPU slowdown), system Chromium, production build`,
    'served by `node build/node/server.js` over plain HTTP (so transfer is gzip, not brotli).',
    `Median of ${runs} run(s) per page by Performance score; scores move a few points between runs on a busy machine.`,
    'Simulated throttling multiplies the CPU time observed on this machine by 4, so other work on it (builds,',
    'test runs) lowers the scores through Total Blocking Time: measure on a quiet machine.',
    '',
    'Content-only pages ship without React (`handle = { hydrate: false }`, see the README, Architecture):',
    '`/`, `/servicios` and `/para-proveedores` load only the small `src/web/enhance` script; `/login` hydrates.',
    '',
    `Budget: Performance >= ${BUDGET.performance} (>= ${BUDGET.interactivePerformance} on ${INTERACTIVE.join(' and ')}); ` +
      `Accessibility, Best Practices and SEO ${BUDGET.seo};`,
    `JavaScript loaded by / at most ${BUDGET.homeJsGzipKb} KB gzip.`,
    '',
    '| Page | Performance | Accessibility | Best Practices | SEO | LCP | JS transfer | JS gzip |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ page, result: r }) =>
        `| \`${page}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${kb(r.jsTransferKb)} KB | ${kb(r.jsGzipKb)} KB |`,
    ),
    '',
  ];
  const home = rows.find((row) => row.page === '/');
  if (home) {
    lines.push(
      'Largest scripts loaded by `/` (gzip):',
      '',
      ...home.result.largestScripts.map(({ file, gzipKb }) => `- \`${file}\`: ${kb(gzipKb)} KB`),
      '',
    );
  }
  const failing = rows.filter(({ result }) => result.failing.length);
  if (failing.length) {
    lines.push(
      'Failing audits:',
      '',
      ...failing.map(({ page, result }) => `- \`${page}\`: ${result.failing.join(', ')}`),
      '',
    );
  }
  return lines.join('\n');
}

// The report is the top of docs/performance.md; sections that other scripts keep below it, between their own
// `<!-- name:start -->` and `<!-- name:end -->` markers, are carried over untouched.
export function keepOtherSections(current, report) {
  const next = current.search(/^<!-- [\w:-]+:start -->$/m);
  return next >= 0 ? `${report.trimEnd()}\n\n${current.slice(next)}` : report;
}

export function budgetProblems(rows) {
  const problems = [];
  for (const { page, result } of rows) {
    for (const id of CATEGORIES) {
      const budget =
        id === 'performance' && INTERACTIVE.includes(page) ? BUDGET.interactivePerformance : BUDGET[id];
      if (result.scores[id] < budget) problems.push(`${page} ${id} ${result.scores[id]} < ${budget}`);
    }
  }
  const home = rows.find((row) => row.page === '/');
  if (home && home.result.jsGzipKb > BUDGET.homeJsGzipKb) {
    problems.push(
      `/ loads ${home.result.jsGzipKb.toFixed(1)} KB of JavaScript (gzip) > ${BUDGET.homeJsGzipKb} KB`,
    );
  }
  return problems;
}
