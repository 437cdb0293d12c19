// What the page remembers in localStorage: a reload resumes the game with
// its undo; damaged stored data is set aside and the game starts anyway.
import { test } from "node:test";
import assert from "node:assert/strict";
import { suite, open, state, waitState, centre } from "./helpers.mjs";

const env = suite();

test("a reload resumes the game in progress, with undo", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=klondike&deal=5`);
  let s = await state(page);
  await page.mouse.click(...centre(s.slots.stock));
  await page.mouse.click(...centre(s.slots.stock));
  s = await waitState(page, () => window.felt.state.moves === 2);
  const position = s.notation;
  await page.reload();
  await page.waitForFunction(() => window.felt && window.felt.state);
  s = await state(page);
  assert.equal(s.deal, 5);
  assert.equal(s.moves, 2, "the same moves");
  assert.equal(s.notation, position, "the same position");
  assert.ok(s.canUndo, "undo still possible");
  await page.keyboard.press("Control+z");
  s = await waitState(page, () => window.felt.state.moves === 1);
  assert.ok(s.canRedo);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("damaged stored settings are set aside and the game starts with defaults", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=freecell&deal=3`);
  await page.evaluate(() => localStorage.setItem("felt.settings", "\u0000garbage\u00ff"));
  await page.reload();
  await page.waitForFunction(() => window.felt && window.felt.state);
  const s = await state(page);
  assert.equal(s.variant, "freecell");
  assert.match(s.message, /settings were damaged/);
  const aside = await page.evaluate(() => localStorage.getItem("felt.settings.bad"));
  assert.equal(aside, "\u0000garbage\u00ff", "moved aside, not lost");
  assert.deepEqual(errors, []);
  await page.context().close();
});
