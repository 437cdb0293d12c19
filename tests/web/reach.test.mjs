// A 390×844 phone at three device pixels to the CSS pixel, with touch:
// every button a thumb meets (the toolbar's, the chooser's, the menu's and
// the settings') is at least 44 CSS pixels each way, the chooser's Play is
// drawn that tall, and Baker's Dozen lays its thirteen columns in two
// bands of cards wide enough to take.
import { test } from "node:test";
import assert from "node:assert/strict";
import { suite, open, state, waitState, pixels, centre, isWhite, PHONE } from "./helpers.mjs";

const env = suite();

/** The buttons (name: [x, y, w, h]) under 44 CSS px wide or high. */
const small = (buttons, where) =>
  Object.entries(buttons)
    .filter(([, [, , w, h]]) => w < 44 || h < 44)
    .map(([name, [, , w, h]]) => `${where} ${name}: ${w}x${h}`);

/** The chooser's Play green, (0.2, 0.6, 0.3). */
const isPlay = ([r, g, b]) => Math.abs(r - 51) <= 14 && Math.abs(g - 153) <= 14 && Math.abs(b - 76) <= 14;

test("a phone: every toolbar, chooser, menu and settings button is 44 CSS px or more", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=klondike&deal=3`, PHONE);
  let s = await state(page);
  const under = small(s.buttons, "toolbar");
  await page.touchscreen.tap(...centre(s.buttons.Game));
  s = await waitState(page, () => window.felt.state.panel?.name === "choose-game");
  under.push(...small(s.panel.buttons, "chooser"));
  // The Play of the game on the table, as drawn: its green plate fills
  // the rectangle the page publishes, 44 CSS px high.
  const play = s.panel.buttons["Klondike, draw 1"];
  assert.ok(play, "Klondike's Play shows");
  const img = await pixels(page);
  const scale = 3;
  const [x, y, w, h] = play;
  let drawn = 0;
  for (let yy = Math.floor(y * scale); yy < Math.ceil((y + h) * scale); yy++) {
    if (isPlay(img.at((x + w * 0.1) * scale, yy))) drawn++;
  }
  assert.ok(drawn / scale >= 42, `Play drawn ${drawn / scale} CSS px high`);
  await page.touchscreen.tap(...centre(s.panel.buttons.Close));
  s = await waitState(page, () => window.felt.state.panel === null);
  await page.touchscreen.tap(...centre(s.buttons.Menu));
  s = await waitState(page, () => window.felt.state.panel?.name === "menu");
  under.push(...small(s.panel.buttons, "menu"));
  await page.touchscreen.tap(...centre(s.panel.buttons.Settings));
  s = await waitState(page, () => window.felt.state.panel?.name === "settings");
  under.push(...small(s.panel.buttons, "settings"));
  assert.deepEqual(under, [], "every button a thumb's target");
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("a phone: Baker's Dozen's thirteen columns lie in two bands of cards 45 CSS px wide or more", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=bakersdozen&deal=3`, PHONE);
  const s = await state(page);
  const [x0, y0, w0] = s.slots.t0;
  const [x7, y7, w7, h7] = s.slots.t7;
  assert.ok(w0 >= 45, `cards ${w0} CSS px wide (27 across thirteen columns)`);
  assert.equal(s.slots.t6[1], y0, "t0 to t6 in the first band");
  assert.equal(s.slots.t12[1], y7, "t7 to t12 in the second");
  assert.ok(y7 > s.chrome.table[1] + s.chrome.table[3] / 2, `the second band at ${y7}, below the middle`);
  assert.ok(x7 <= x0 + w0, "the second band starts at the left again");
  // Its cards are drawn there: t7's top card shows its white face.
  const img = await pixels(page);
  const face = [(x7 + w7 * 0.3) * 3, (y7 + h7 * 0.6) * 3, w7 * 0.4 * 3, h7 * 0.1 * 3];
  assert.ok(img.share(face, isWhite) > 0.3, "a card's face in the second band");
  assert.deepEqual(errors, []);
  await page.context().close();
});
