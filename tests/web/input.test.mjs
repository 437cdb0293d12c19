// Gamepad and touch in a real Chromium: a standard pad faked through
// navigator.getGamepads moves the focus and plays a move; a touch tap draws
// and a touch drag plays a move.
import { test } from "node:test";
import assert from "node:assert/strict";
import { suite, open, state, waitState, untilPixels, isFelt, isBlue, centre, inset } from "./helpers.mjs";

const env = suite();

/** A fake standard gamepad the page reads through navigator.getGamepads. */
const FAKE_PAD = () => {
  const pad = {
    id: "Felt test pad",
    index: 0,
    connected: true,
    mapping: "standard",
    timestamp: 0,
    axes: [0, 0, 0, 0],
    buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })),
  };
  window.__pad = pad;
  navigator.getGamepads = () => [pad, null, null, null];
};

/** Presses and releases a standard-layout button of the fake pad. */
async function press(page, button) {
  await page.evaluate((b) => { window.__pad.buttons[b].pressed = true; }, button);
  await page.waitForTimeout(120);
  await page.evaluate((b) => { window.__pad.buttons[b].pressed = false; }, button);
  await page.waitForTimeout(120);
}

const A = 0;
const RIGHT = 15;
const LEFT = 14;
const LB = 4;

/** The first Klondike deal from 1 up whose opening has a column-to-column move. */
async function dealWithColumnMove(options) {
  for (let deal = 1; deal < 60; deal++) {
    const opened = await open(env.browser, `${env.url}?game=klondike&deal=${deal}`, options);
    const move = (await state(opened.page)).legal.find((m) => /^t\d t\d$/.test(m));
    if (move) return { ...opened, move };
    await opened.page.context().close();
  }
  throw new Error("no deal with a column move");
}

test("a standard gamepad moves the focus and plays a move, LB undoes", async () => {
  const { page, errors, move } = await dealWithColumnMove({});
  // The init script must run before the page's scripts: reload with it.
  await page.context().addInitScript(FAKE_PAD);
  await page.reload();
  await page.waitForFunction(() => window.felt && window.felt.state);
  const [from, to] = move.split(" ").map((t) => Number(t.slice(1)));
  const card = Object.entries((await state(page)).cards).find(([, c]) => c.pile === `t${from}` && c.up)[0];
  for (let i = 0; i < from; i++) await press(page, RIGHT);
  await press(page, A);
  const steps = Math.abs(to - from);
  for (let i = 0; i < steps; i++) await press(page, to > from ? RIGHT : LEFT);
  await press(page, A);
  let s = await waitState(page, () => window.felt.state.moves === 1);
  assert.equal(s.cards[card].pile, `t${to}`, `${card} went to t${to} by pad`);
  await press(page, LB);
  s = await waitState(page, () => window.felt.state.moves === 0);
  assert.equal(s.cards[card].pile, `t${from}`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("touch: a tap on the stock draws and a drag plays a move", async () => {
  const { page, errors, move } = await dealWithColumnMove({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 760 } });
  let s = await state(page);
  await page.touchscreen.tap(...centre(s.slots.stock));
  s = await waitState(page, () => window.felt.state.moves === 1);
  await untilPixels(page, "a card shows on the waste", (img) => img.share(inset(s.slots.waste, 3), (p) => !isFelt(p)) > 0.9);

  const [from, to] = move.split(" ");
  const top = (pile) => Object.entries(s.cards).filter(([, c]) => c.pile === pile).sort(([, a], [, b]) => b.index - a.index)[0];
  const [card, moving] = top(from);
  const src = centre(moving.rect);
  const dst = centre(top(to)[1].rect, 0.7);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, [x, y]) => cdp.send("Input.dispatchTouchEvent", {
    type,
    touchPoints: type === "touchEnd" ? [] : [{ x, y, id: 1 }],
  });
  await touch("touchStart", src);
  for (let i = 1; i <= 8; i++) {
    await touch("touchMove", [src[0] + ((dst[0] - src[0]) * i) / 8, src[1] + ((dst[1] - src[1]) * i) / 8]);
    await page.waitForTimeout(30);
  }
  await touch("touchEnd", dst);
  s = await waitState(page, () => window.felt.state.moves === 2);
  assert.equal(s.cards[card].pile, to, `${card} dragged by touch to ${to}`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("touch: one tap on a toolbar or panel button is one press", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=klondike&deal=3`, {
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  let s = await state(page);
  for (let i = 1; i <= 4; i++) {
    await page.touchscreen.tap(...centre(s.slots.stock));
    s = await waitState(page, (n) => window.felt.state.moves === n, i);
  }
  await page.touchscreen.tap(...centre(s.buttons.Undo));
  s = await waitState(page, () => window.felt.state.moves < 4);
  await page.waitForTimeout(400);
  s = await state(page);
  assert.equal(s.moves, 3, "one tap on Undo takes back one draw");

  await page.touchscreen.tap(...centre(s.buttons.Menu));
  s = await waitState(page, () => window.felt.state.panel !== null);
  await page.waitForTimeout(400);
  s = await state(page);
  assert.equal(s.panel?.name, "menu", "the menu stays open after the tap");

  await page.touchscreen.tap(...centre(s.panel.buttons.Close));
  await waitState(page, () => window.felt.state.panel === null);

  // The settings as they are, seen through the keyboard (one press each).
  await page.keyboard.press("F10");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  s = await waitState(page, () => window.felt.state.panel?.name === "settings");
  const settings = Object.keys(s.panel.buttons);
  await page.keyboard.press("Escape");
  await waitState(page, () => window.felt.state.panel === null);

  // By touch: Menu, then Settings, which lies where a setting will be.
  s = await state(page);
  await page.touchscreen.tap(...centre(s.buttons.Menu));
  s = await waitState(page, () => window.felt.state.panel?.name === "menu");
  await page.touchscreen.tap(...centre(s.panel.buttons.Settings));
  s = await waitState(page, () => window.felt.state.panel?.name === "settings");
  await page.waitForTimeout(400);
  s = await state(page);
  assert.equal(s.panel.name, "settings");
  assert.deepEqual(Object.keys(s.panel.buttons), settings, "no setting under the finger changed");
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("touch: a tap on a chooser tile shows its game and month; its Play starts it", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=klondike&deal=3`, {
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  let s = await state(page);
  await page.touchscreen.tap(...centre(s.buttons.Game));
  s = await waitState(page, () => window.felt.state.panel?.name === "choose-game");
  assert.equal(s.panel.selected, "klondike", "the game on the table is selected");
  // Another game's tile, on the first page.
  const tile = Object.keys(s.panel.buttons).find((k) => k.endsWith(" · tile") && !k.startsWith("Klondike, draw 1"));
  const title = tile.slice(0, -" · tile".length);
  await page.touchscreen.tap(...centre(s.panel.buttons[tile]));
  s = await waitState(page, () => window.felt.state.panel?.selected !== "klondike");
  await page.waitForTimeout(900);
  s = await state(page);
  assert.equal(s.panel?.name, "choose-game", "a tap on a tile starts nothing");
  assert.equal(s.variant, "klondike");
  const chosen = s.panel.selected;
  assert.equal(s.panel.calendar.game, chosen, "its month shows");
  const month = s.panel.calendar.month;
  // The calendar's left arrow: the month before.
  await page.touchscreen.tap(...centre(s.panel.buttons["\u2190"]));
  s = await waitState(page, (m) => window.felt.state.panel?.calendar?.month !== m, month);
  assert.equal(s.panel.calendar.game, chosen);
  assert.ok(s.panel.calendar.month < month, `${s.panel.calendar.month} before ${month}`);
  // Its Play button starts it.
  await page.touchscreen.tap(...centre(s.panel.buttons[title]));
  s = await waitState(page, () => window.felt.state.panel === null);
  assert.equal(s.variant, chosen);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("P pauses: the table hides until a key goes on; a tap on Card back changes the backs", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=klondike&deal=3`, {
    hasTouch: true,
    viewport: { width: 800, height: 600 },
  });
  let s = await state(page);
  const [x, y, w, h] = s.slots.stock;
  const backStrip = [x + w * 0.15, y + 3, w * 0.7, h * 0.06];
  await untilPixels(page, "the stock's back shows", (img) => img.share(backStrip, isBlue) > 0.3);
  await page.keyboard.press("p");
  s = await waitState(page, () => window.felt.state.panel?.name === "paused");
  assert.ok(s.panel.buttons.Resume, "a Resume button");
  await untilPixels(page, "the table is hidden", (img) => img.share(backStrip, isBlue) < 0.02);
  // D goes on (any key does), and only goes on: it draws nothing.
  await page.keyboard.press("d");
  await waitState(page, () => window.felt.state.panel === null);
  assert.equal((await state(page)).moves, 0, "D only resumed");
  await untilPixels(page, "the table shows again", (img) => img.share(backStrip, isBlue) > 0.3);

  // Menu, Settings, then the card back by touch: the backs turn red.
  s = await state(page);
  await page.touchscreen.tap(...centre(s.buttons.Menu));
  s = await waitState(page, () => window.felt.state.panel?.name === "menu");
  await page.touchscreen.tap(...centre(s.panel.buttons.Settings));
  s = await waitState(page, () => window.felt.state.panel?.name === "settings");
  await page.touchscreen.tap(...centre(s.panel.buttons["Card back: lattice"]));
  s = await waitState(page, () => "Card back: stripes" in (window.felt.state.panel?.buttons ?? {}));
  await page.touchscreen.tap(...centre(s.panel.buttons.Close));
  await waitState(page, () => window.felt.state.panel === null);
  const reddish = ([r, g, b]) => r > g + 60 && r > b + 50;
  await untilPixels(page, "the backs are striped red", (img) =>
    img.share(backStrip, reddish) > 0.3 && img.share(backStrip, isBlue) < 0.02);
  assert.deepEqual(errors, []);
  await page.context().close();
});
