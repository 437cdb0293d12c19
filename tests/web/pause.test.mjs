// The pause on the page (issue 34, item 7), at 1280×800 with the mouse and
// on a 390×844 phone by touch: the "Paused" sheet shows over the hidden
// table, the toolbar's Pause reads Resume, and a click or tap anywhere (or
// a key) goes on. Before, the sheet was never drawn: the table went, and
// only a click on its invisible Resume button came back.
import { test } from "node:test";
import assert from "node:assert/strict";
import { suite, open, state, waitState, untilPixels, isBlue, centre, inset } from "./helpers.mjs";

const env = suite();

/** The sheet's own colour (SHEET in src/draw/layer.rs), a dark green-grey. */
const isSheet = ([r, g, b]) => Math.abs(r - 31) <= 10 && Math.abs(g - 43) <= 10 && Math.abs(b - 38) <= 10;

/** The visible strip of the stock's face-down top card, blue lattice. */
function backStrip(s) {
  const [x, y, w, h] = s.slots.stock;
  return [x + w * 0.15, y + 3, w * 0.7, h * 0.06];
}

test("at 1280×800 the toolbar's Pause shows the Paused sheet; a click anywhere or a key goes on", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=klondike&deal=7`, {
    viewport: { width: 1280, height: 800 },
  });
  let s = await state(page);
  const back = backStrip(s);
  await untilPixels(page, "the stock's back shows", (img) => img.share(back, isBlue) > 0.3);
  assert.ok(s.buttons.Pause, "a Pause button on the toolbar");
  const pause = s.buttons.Pause;
  await page.mouse.click(...centre(pause));
  s = await waitState(page, () => window.felt.state.panel?.name === "paused" && window.felt.state.next === "input");
  assert.ok(s.panel.buttons.Resume, "the sheet's Resume");
  assert.deepEqual(s.buttons.Resume, pause, "the toolbar's Pause reads Resume");
  const sheet = inset(s.chrome.panel, 10);
  await untilPixels(page, "the Paused sheet shows over the hidden table", (img) =>
    img.share(sheet, isSheet) > 0.5 && img.share(back, isBlue) < 0.02);

  // A click on the table far from the sheet goes on, and only goes on.
  const [tx, ty, , th] = s.chrome.table;
  await page.mouse.click(tx + 15, ty + th - 15);
  s = await waitState(page, () => window.felt.state.panel === null);
  assert.equal(s.moves, 0, "the click only resumed");
  assert.ok(s.buttons.Pause, "the toolbar reads Pause again");
  await untilPixels(page, "the table shows again", (img) =>
    img.share(back, isBlue) > 0.3 && img.share(sheet, isSheet) < 0.05);

  // P pauses, and a key with no other meaning goes on.
  await page.keyboard.press("p");
  await waitState(page, () => window.felt.state.panel?.name === "paused");
  await untilPixels(page, "paused again", (img) => img.share(sheet, isSheet) > 0.5);
  await page.keyboard.press("q");
  await waitState(page, () => window.felt.state.panel === null);
  await untilPixels(page, "Q went on", (img) => img.share(back, isBlue) > 0.3);

  // ? goes on and opens nothing. The browser sends a key's keydown before
  // the character it types, and where ? is not Shift+Slash (a German
  // keyboard's Shift+ß, the key named Minus) that character once opened
  // Help after the key had resumed. Playwright types as a US keyboard, so
  // the two events are sent as that keyboard sends them.
  await page.keyboard.press("p");
  await waitState(page, () => window.felt.state.panel?.name === "paused");
  await page.evaluate(() => {
    const canvas = document.querySelector("canvas");
    const key = { code: "Minus", key: "?", shiftKey: true, bubbles: true };
    canvas.dispatchEvent(new KeyboardEvent("keydown", key));
    canvas.dispatchEvent(new KeyboardEvent("keypress", { ...key, charCode: 63 }));
  });
  s = await waitState(page, () => window.felt.state.panel?.name !== "paused");
  assert.equal(s.panel, null, "? only resumed");
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("on a 390×844 phone the menu's Pause shows the sheet and a tap anywhere goes on", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=klondike&deal=7`, {
    hasTouch: true,
    viewport: { width: 390, height: 844 },
  });
  let s = await state(page);
  const back = backStrip(s);
  await untilPixels(page, "the stock's back shows", (img) => img.share(back, isBlue) > 0.3);
  await page.touchscreen.tap(...centre(s.buttons.Menu));
  s = await waitState(page, () => window.felt.state.panel?.name === "menu");
  await page.touchscreen.tap(...centre(s.panel.buttons.Pause));
  s = await waitState(page, () => window.felt.state.panel?.name === "paused" && window.felt.state.next === "input");
  const sheet = inset(s.chrome.panel, 8);
  await untilPixels(page, "the Paused sheet shows", (img) =>
    img.share(sheet, isSheet) > 0.5 && img.share(back, isBlue) < 0.02);
  // A tap on the hidden table, above the sheet.
  const [tx, ty, tw] = s.chrome.table;
  await page.touchscreen.tap(tx + tw / 2, ty + 20);
  s = await waitState(page, () => window.felt.state.panel === null);
  assert.equal(s.moves, 0, "the tap only resumed");
  await untilPixels(page, "the table shows again", (img) => img.share(back, isBlue) > 0.3);
  assert.deepEqual(errors, []);
  await page.context().close();
});
