// The chrome on a phone in Chromium at three device pixels to the CSS
// pixel: the toolbar at the bottom within a thumb's reach, its buttons and
// the panels' answering one tap each, and the status text rendered at the
// screen's density (sharp edges, not a blurred upscale).
import { test } from "node:test";
import assert from "node:assert/strict";
import { suite, open, state, waitState, pixels, centre, PHONE } from "./helpers.mjs";

const env = suite();

const lum = ([r, g, b]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/**
 * The widths, in device pixels, of the edges of text along one row: each
 * run of pixels between 10% and 90% of the way from the background to the
 * ink, where the row passes from one to the other.
 */
function edgeWidths(row) {
  const lo = Math.min(...row);
  const hi = Math.max(...row);
  const low = lo + 0.1 * (hi - lo);
  const high = lo + 0.9 * (hi - lo);
  const widths = [];
  let i = 0;
  while (i < row.length) {
    if (row[i] > low && row[i] < high) {
      const start = i;
      while (i < row.length && row[i] > low && row[i] < high) i++;
      const before = row[start - 1];
      const after = row[i];
      // A rise or a fall from background to ink, not a faint peak.
      if (before !== undefined && after !== undefined && (before <= low) !== (after <= low)) {
        widths.push(i - start);
      }
    } else {
      i++;
    }
  }
  return widths;
}

test("on a phone at 3x the status text is drawn at the screen's density: sharp edges", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=klondike&deal=5`, PHONE);
  // At rest: the deal has landed and the light answered, so the status line holds still.
  const s = await waitState(page, () => window.felt.state.next === "input");
  assert.equal(s.chrome.edge, "bottom", "a phone held upright has its toolbar at the bottom");
  assert.ok(s.chrome.text >= 12, `status text ${s.chrome.text} px`);
  const img = await pixels(page);
  const [x, y, w, h] = s.chrome.status.map((v) => v * 3);
  // The row through the first line that crosses the most strokes.
  let best = [];
  let bestEdges = -1;
  for (let yy = Math.floor(y); yy < y + h / 2; yy++) {
    const row = [];
    for (let xx = Math.floor(x); xx < x + w * 0.6; xx++) row.push(lum(img.at(xx, yy)));
    const edges = edgeWidths(row);
    if (edges.length > bestEdges) {
      best = edges;
      bestEdges = edges.length;
    }
  }
  assert.ok(best.length >= 20, `a row crosses the text's strokes (${best.length} edges)`);
  const sorted = [...best].sort((a, b) => a - b);
  const p90 = sorted[Math.floor(sorted.length * 0.9)];
  const mean = best.reduce((a, b) => a + b, 0) / best.length;
  // Rendered at 1x and scaled up three times, each edge would ramp over
  // three or more device pixels.
  assert.ok(p90 <= 2, `edges ramp over ${p90} px (90th percentile; mean ${mean.toFixed(2)})`);
  console.log(`status text ${s.chrome.text} px; edges: mean ${mean.toFixed(2)} px, 90% within ${p90} px, ${best.length} edges`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("on a phone the toolbar lies at the bottom, and taps reach its buttons and the panels", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=klondike&deal=3`, PHONE);
  let s = await state(page);
  const height = await page.evaluate(() => window.innerHeight);
  assert.equal(s.chrome.edge, "bottom");
  const [, ty, , th] = s.chrome.toolbar;
  assert.ok(Math.abs(ty + th - height) < 1, "the toolbar ends at the bottom edge");
  for (const [name, [bx, by, bw, bh]] of Object.entries(s.buttons)) {
    assert.ok(bh >= 40 && bw >= 40, `${name} is a thumb's target (${bw}x${bh})`);
    assert.ok(by >= ty && by + bh <= ty + th, `${name} lies on the toolbar`);
  }
  // The table lies between the status and the toolbar.
  const [, sy, , sh] = s.chrome.status;
  const [, tby, , tbh] = s.chrome.table;
  assert.ok(tby >= sy + sh - 0.5 && tby + tbh <= ty + 0.5, "status, table, toolbar apart");

  await page.touchscreen.tap(...centre(s.slots.stock));
  s = await waitState(page, () => window.felt.state.moves === 1);
  await page.touchscreen.tap(...centre(s.buttons.Undo));
  s = await waitState(page, () => window.felt.state.moves === 0);

  // The menu opens as a sheet at the bottom, under the thumb.
  await page.touchscreen.tap(...centre(s.buttons.Menu));
  s = await waitState(page, () => window.felt.state.panel?.name === "menu");
  const [, py, , ph] = s.chrome.panel;
  assert.ok(py + ph > height * 0.9, "the menu's sheet reaches the bottom");
  await page.touchscreen.tap(...centre(s.panel.buttons.Statistics));
  s = await waitState(page, () => window.felt.state.panel?.name === "statistics");
  await page.touchscreen.tap(...centre(s.panel.buttons.Close));
  s = await waitState(page, () => window.felt.state.panel === null);

  await page.touchscreen.tap(...centre(s.buttons.Hint));
  s = await waitState(page, () => window.felt.state.hint !== null);
  assert.ok(s.legal.includes(s.hint.move), "a tap on Hint shows a legal move");
  assert.deepEqual(errors, []);
  await page.context().close();
});
