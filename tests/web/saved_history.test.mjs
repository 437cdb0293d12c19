// Undo, Home and Redo in the page: the game kept in localStorage is the
// table shown, and a reload takes it up (issue 34: the stored game said
// the aces were home while the table showed them on their columns, and the
// next start set it aside as damaged).
import { test } from "node:test";
import assert from "node:assert/strict";
import { suite, open, state, waitState, centre, inset, untilPixels, isWhite } from "./helpers.mjs";

const env = suite();

/** One pile's line of the published notation (`f2: AH`). */
const line = (s, pile) => (s.notation.split("\n").find((l) => l.split(":")[0] === pile) ?? "").trimEnd();

test("undo, Home, redo and a drag are kept as shown and a reload takes them up", async () => {
  // Deal 110677187 lays A♥ alone on t0 and A♠ on t4.
  const { page, errors } = await open(env.browser, `${env.url}?game=klondike&deal=110677187`);
  let s = await state(page);
  assert.equal(line(s, "t0"), "t0: AH");
  const ace = s.cards.AH.rect;
  const slots = s.slots;
  await page.mouse.click(...centre(slots.stock));
  await waitState(page, () => window.felt.state.moves === 1);
  await page.mouse.click(...centre(slots.stock));
  await waitState(page, () => window.felt.state.moves === 2);
  await page.keyboard.press("u");
  await waitState(page, () => window.felt.state.moves === 1);
  await page.keyboard.press("Home");
  await waitState(page, () => /^f3: AS$/m.test(window.felt.state.notation));
  await page.keyboard.press("r");
  await page.waitForTimeout(500);
  // A♥ dragged from where it lay on t0 to the foundation it went to.
  const [from, to] = [centre(ace, 0.3), centre(slots.f2)];
  await page.mouse.move(...from);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(from[0] + ((to[0] - from[0]) * i) / 10, from[1] + ((to[1] - from[1]) * i) / 10);
  }
  await page.mouse.up();
  await page.waitForTimeout(1000);
  s = await state(page);
  const shown = s.notation;
  for (const [pile, want] of [["t0", "t0:"], ["f2", "f2: AH"], ["f3", "f3: AS"], ["waste", "waste: 7H"]]) {
    assert.equal(line(s, pile), want, shown);
  }
  const card = (img, slot) => img.share(inset(slot, 6), isWhite);
  await untilPixels(page, "A♥ and A♠ home, t0 empty", (img) =>
    card(img, slots.f2) > 0.5 && card(img, slots.f3) > 0.5 && card(img, slots.t0) < 0.05);

  await page.reload();
  await page.waitForFunction(() => window.felt && window.felt.state);
  s = await state(page);
  assert.doesNotMatch(s.message, /damaged/);
  assert.equal(s.notation, shown, "the reload shows the same table");
  assert.equal(await page.evaluate(() => localStorage.getItem("felt.game.bad")), null, "nothing set aside");
  await untilPixels(page, "the reload shows A♥ and A♠ home", (img) =>
    card(img, slots.f2) > 0.5 && card(img, slots.f3) > 0.5 && card(img, slots.t0) < 0.05);
  assert.deepEqual(errors, []);
  await page.context().close();
});
