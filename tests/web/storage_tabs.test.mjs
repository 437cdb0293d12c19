// The page open in two tabs shares one localStorage, as two windows share a
// data folder: each tab's games count in the statistics, and neither tab's
// save silently replaces the game the other saved.
import { test } from "node:test";
import assert from "node:assert/strict";
import { suite, state, waitState, centre, openTab } from "./helpers.mjs";

const env = suite();

/** One move (a draw from the stock). */
async function draw(page) {
  const before = (await state(page)).moves;
  await page.mouse.click(...centre((await state(page)).slots.stock));
  return waitState(page, (n) => window.felt.state.moves === n + 1, before);
}

/** Leaves the game for a new deal, which counts it as lost. */
async function giveUp(page) {
  await page.keyboard.press("F2");
  const s = await waitState(page, () => window.felt.state.panel?.name === "confirm-leave");
  const [, rect] = Object.entries(s.panel.buttons).find(([label]) => /^New/.test(label));
  await page.mouse.click(...centre(rect));
  return waitState(page, () => window.felt.state.panel === null && window.felt.state.moves === 0);
}

/** Klondike's record in the stored statistics: played, won. */
async function klondike(page) {
  const stats = await page.evaluate(() => localStorage.getItem("felt.stats"));
  const line = (stats || "").split("\n").find((l) => l.startsWith("klondike="));
  assert.ok(line, `no Klondike record in ${JSON.stringify(stats)}`);
  return line.slice("klondike=".length).split(" ").slice(0, 2).map(Number);
}

test("two tabs: three games given up in one and one in the other count four", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1024, height: 768 } });
  // Tab B opens first, then tab A.
  const b = await openTab(context, `${env.url}?game=klondike&deal=5`);
  const a = await openTab(context, `${env.url}?game=klondike&deal=6`);
  for (let i = 0; i < 3; i++) {
    await draw(a.page);
    await giveUp(a.page);
  }
  const aDeal = (await state(a.page)).deal;
  await draw(b.page);
  // B's save would replace the game A saved: B says so and keeps it.
  await waitState(b.page, () => /another Felt window/.test(window.felt.state.message));
  await giveUp(b.page);
  await b.page.waitForFunction(() => /\nklondike=4 /.test(localStorage.getItem("felt.stats")), null, {
    timeout: 5000,
  }).catch(() => {});
  assert.deepEqual(await klondike(b.page), [4, 0], "A's three and B's one");
  assert.deepEqual(await klondike(a.page), [4, 0], "the same in A's tab");
  const game = await a.page.evaluate(() => localStorage.getItem("felt.game"));
  assert.match(game, new RegExp(`\\ndeal=${aDeal}\\n`), "A's game is the one kept");
  assert.deepEqual([...a.errors, ...b.errors], []);
  await context.close();
});
