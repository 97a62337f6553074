// Opens kospec's report (OUT/index.html, from file://, no server) in headless Chromium (Debian's
// /usr/bin/chromium) driven by playwright-core, and checks it as a reader's browser shows it: the
// page loads without console errors or page errors, every image has loaded with a non-zero size,
// and every section the report promises is there. Saves a screenshot, prints the page to PDF as a
// reader's print dialog would (print styles) and checks with pdftotext (poppler-utils) that the
// PDF holds every section's heading and the notes that give each reason. A report about a
// proposal (report.json's proposals) leads with the proposal's summary, differences, claims and
// values, has no readings matrix, and prints on at most 60 A4 pages, none under 50 words but
// the last (issue 36).
// Usage: node check_report.mjs REPORT_DIR SCREENSHOT.png [--no-claims]
// (--no-claims: the report was written with --no-claims, so its claims section must be absent.)
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync, existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [reportDir, screenshot, ...flags] = process.argv.slice(2);
const withClaims = !flags.includes('--no-claims');
if (!reportDir || !screenshot || flags.some((f) => f !== '--no-claims')) {
  console.error('usage: node check_report.mjs REPORT_DIR SCREENSHOT.png [--no-claims]');
  process.exit(2);
}
const index = resolve(reportDir, 'index.html');
if (!existsSync(index)) {
  console.error(`${index}: no report there`);
  process.exit(2);
}

const proposals = JSON.parse(readFileSync(resolve(reportDir, 'report.json'), 'utf8')).proposals ?? [];
const aboutProposal = proposals.length > 0;
const kMaxPages = 60;
const kMinWords = 50;

const profile = mkdtempSync(join(tmpdir(), 'kospec-chromium-'));
let passed = 0;
let failed = 0;
const check = (ok, what) => {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
};

const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
         '--disable-component-update', '--disable-sync', '--no-first-run'],
  viewport: { width: 1280, height: 900 },
});
try {
  const page = context.pages()[0] ?? await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()}`));
  await page.goto(pathToFileURL(index).href, { waitUntil: 'load' });
  // Every image has loaded and has a size on the page.
  const images = await page.$$eval('img', (all) => all.map((img) => ({
    src: img.getAttribute('src'), complete: img.complete, natural: img.naturalWidth,
    width: img.getBoundingClientRect().width, height: img.getBoundingClientRect().height })));
  check(images.length > 0, `the report has images (${images.length})`);
  for (const img of images) {
    check(img.complete && img.natural > 0 && img.width > 0 && img.height > 0,
          `image ${img.src} renders (${Math.round(img.width)}x${Math.round(img.height)} px)`);
  }
  const ids = await page.$$eval('section h2', (all) => all.map((h) => h.id));
  check(ids[0] === 'summary', `the summary comes first (${ids[0]})`);
  for (const id of ['summary', 'rulesets', 'corpus-cycles', 'case-triple-ko', 'values', 'board-table', 'termination', 'differences', 'sources'])
    check(ids.includes(id), `section #${id} is there`);
  check(ids.includes('claims') === withClaims,
        `section #claims is ${withClaims ? 'there' : 'left out (--no-claims)'}`);
  const withMatrix = withClaims && !aboutProposal;
  check(ids.includes('readings-matrix') === withMatrix,
        `section #readings-matrix is ${withMatrix ? 'there' : 'left out (a proposal, or --no-claims)'}`);
  if (aboutProposal) {
    const lead = ['summary', 'differences', ...(withClaims ? ['claims'] : []), 'values', 'board-table'];
    check(lead.every((id, i) => ids[i] === id),
          `a report about ${proposals.join(', ')} leads with ${lead.join(', ')} (${ids.slice(0, lead.length).join(', ')})`);
  }
  // Every link inside the page leads to an anchor that exists.
  const broken = await page.$$eval('a[href^="#"]', (all) => all
    .map((a) => a.getAttribute('href').slice(1)).filter((id) => !document.getElementById(id)));
  check(broken.length === 0, `every in-page link has its target${broken.length ? ': ' + broken.join(' ') : ''}`);
  // The page never scrolls sideways at 1280 px: wide tables scroll inside their own box.
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth,
                                            document.documentElement.clientWidth]);
  check(widths[0] <= widths[1], `the page fits 1280 px without sideways scrolling (${widths[0]} <= ${widths[1]})`);
  await page.screenshot({ path: screenshot, fullPage: false });
  check(existsSync(screenshot), `screenshot saved to ${screenshot}`);
  // Printed: every section heading is in the PDF's text, and so are the numbered notes (the
  // reasons a cell stands for, which on screen are also hover titles).
  const titles = await page.$$eval('section h2', (all) => all.map((h) => h.textContent));
  const notes = await page.$$eval('ol.notes li', (all) => all.map((li) => li.textContent));
  check(notes.length > 0, `the tables have numbered notes (${notes.length})`);
  const pdf = screenshot.replace(/\.png$/, '') + '.pdf';
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: pdf, format: 'A4', printBackground: true });
  // The page's text runs to megabytes (-layout keeps the tables' columns): spawnSync's default
  // 1 MB output buffer is too small.
  const text = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  check(text.status === 0, `pdftotext read ${pdf}${text.status === 0 ? '' : ': ' + (text.error ?? text.stderr)}`);
  // A line may break after a hyphen ("reading-\nr14-parts.sgf"): no space is read there.
  const flat = (s) => s.replace(/\s+/g, ' ').replace(/- /g, '-').trim();
  const printed = flat(text.stdout ?? '');
  const missing = titles.filter((t) => !printed.includes(flat(t)));
  check(missing.length === 0, `the PDF holds every section (${titles.length})${missing.length ? ': missing ' + missing.join('; ') : ''}`);
  const lost = notes.filter((n) => !printed.includes(flat(n).slice(0, 40)));
  check(lost.length === 0, `the PDF holds every note (${notes.length})${lost.length ? ': missing ' + lost.slice(0, 3).join('; ') : ''}`);
  if (aboutProposal) {
    // pdftotext ends each page with a form feed.
    const pages = (text.stdout ?? '').split('\f');
    if (pages.length > 1 && pages[pages.length - 1].trim() === '') pages.pop();
    const words = pages.map((p) => p.split(/\s+/).filter(Boolean).length);
    check(pages.length <= kMaxPages, `printed on at most ${kMaxPages} pages (${pages.length})`);
    const thin = words.slice(0, -1).map((n, i) => [i + 1, n]).filter(([, n]) => n < kMinWords);
    check(thin.length === 0, `no page but the last under ${kMinWords} words${thin.length ? ': ' + thin.map(([p, n]) => `page ${p} (${n})`).join(', ') : ''}`);
  }
  check(errors.length === 0, `no console errors${errors.length ? ':\n  ' + errors.join('\n  ') : ''}`);
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
