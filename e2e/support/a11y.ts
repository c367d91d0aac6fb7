// Accessibility in the journeys: axe-core (Deque's engine, run in the page Playwright already drives:
// no browser of its own) checks each screen a journey visits
// against WCAG 2.0 / 2.1 levels A and AA. A serious or critical violation fails the journey; the
// check is soft, so one run lists every screen that fails, and the journey still goes on to its end.
// Moderate and minor findings are attached to the test's report, to be read, not to fail it.
// Why, and the one exception: docs/adr/0006-axe-in-the-journeys.md.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core itself, injected once per document and run there. AxeBuilder (@axe-core/playwright)
 * injects the 500 KB script again on every check and opens a blank page of its own to merge the
 * frames' results: ~2.5 s a check on CI's two cores, a third of the journeys' time (90 checks, 248 s).
 * Run in the page it takes a few hundred ms. The product has no iframes to check (react-to-print's
 * print frame lives only while printing), so the per-frame merge buys nothing here.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, excluded }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run({ include: [document], exclude: [[`[${excluded}]`]] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
    },
    { tags: WCAG_21_AA, excluded: EXCLUDED },
  );
}
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The one thing axe is told to leave out: the focus sentinels of Fluent UI's own focus management
 * where it must stay. Tabster (Fluent's focus library) puts an `<i tabindex="0" aria-hidden="true"
 * data-tabster-dummy>` at the edges of a modal dialog (its focus trap), an open menu (its arrow
 * keys), the toaster (its F6 group) and, while one of those is open, the page's body; a sentinel
 * passes focus on the moment it gets it and is never read out, but axe counts it as focusable
 * content under aria-hidden (aria-hidden-focus). Anywhere else a sentinel is our own doing (as the
 * drawer's arrow-key group was, on every page) and stays a violation.
 */
const FLUENT_FOCUS_MANAGERS = [
  'body',
  '.fui-DialogSurface',
  '.fui-MenuList',
  '.fui-Toaster',
  // The toaster's portal: its group's sentinels sit beside the toaster.
  '.fui-FluentProvider:has(> .fui-Toaster)',
];
const EXCLUDED = 'data-axe-fluent-sentinel';

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Lets the short transitions in flight end (a dialog fading in, a toast sliding up): axe would read their colours half-way. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A toast's timer is an animation as long as the toast's life: not a transition to wait for.
    const running = () => document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState === 'running' && typeof end === 'number' && end < 2000;
    });
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Until two frames pass with none running: what ends may start another (a toast leaving as the
    // next one enters), and axe must read colours as they settle.
    for (let round = 0; round < 20; round++) {
      const short = running();
      if (short.length === 0) {
        await frames();
        if (running().length === 0) return;
        continue;
      }
      await Promise.all(short.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

async function markFluentSentinels(page: Page): Promise<void> {
  await page.evaluate(({ managers, attribute }) => {
    for (const sentinel of Array.from(document.querySelectorAll('[data-tabster-dummy]'))) {
      if (sentinel.parentElement && managers.some((selector) => sentinel.parentElement!.matches(selector))) {
        sentinel.setAttribute(attribute, '');
      }
    }
  }, { managers: FLUENT_FOCUS_MANAGERS, attribute: EXCLUDED });
}

/**
 * Checks the screen as it is now: call it once the screen shows what it is for (its heading, its
 * rows, the dialog that is open), so that axe sees the finished page and not a spinner.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await test.step(`axe (WCAG 2.1 AA): ${screen}`, async () => {
    const analyze = async () => {
      await settle(page);
      await markFluentSentinels(page);
      return runAxe(page);
    };
    let violations = await analyze();
    // A contrast finding can be a toast that began to fade in while axe read the page (seen on a loaded
    // machine: a toast's text at 1.12:1 half-way): read once more when it has settled. A real
    // violation is still there the second time.
    if (violations.some((v) => v.id === 'color-contrast')) violations = await analyze();
    const findings: Finding[] = violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
    }));
    if (findings.length > 0) {
      await test.info().attach(`axe: ${screen}`, { body: JSON.stringify(findings, null, 2), contentType: 'application/json' });
    }
    const blocking = findings.filter((f) => BLOCKING.has(f.impact)).map((f) => `${f.id} (${f.impact}): ${f.help}\n    ${f.nodes.join('\n    ')}`);
    expect.soft(blocking, `serious or critical axe violations on ${screen}`).toEqual([]);
  });
}
