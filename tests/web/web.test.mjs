// The web page in a real Chromium: loads cleanly, draws the table, plays with
// the mouse, undoes with the keyboard, and reads its deal from the query.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  suite, open, openTab, state, waitState, pixels, untilPixels,
  isFelt, isWhite, isRed, isBlue, centre, inset,
} from "./helpers.mjs";

const env = suite();

test("a known Klondike deal draws felt, white faces, red ink and backs", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=klondike&deal=3`);
  const s = await state(page);
  assert.equal(s.variant, "klondike");
  assert.equal(s.deal, 3);
  const img = await untilPixels(page, "the table is drawn", (img) =>
    img.share([50, 768 * 0.8, 200, 40], isFelt) > 0.95);
  const tops = Object.entries(s.cards).filter(([, c]) => c.pile.startsWith("t") && c.up);
  const [, t0] = tops.find(([, c]) => c.pile === "t0");
  const [x, y, w, h] = t0.rect;
  assert.ok(img.share([x + w * 0.05, y + h * 0.45, w * 0.08, h * 0.1], isWhite) > 0.9, "white face");
  const red = tops.find(([name]) => "DH".includes(name[1]));
  const black = tops.find(([name]) => "CS".includes(name[1]));
  assert.ok(img.share(red[1].rect, isRed) > 0.01, `red ink on ${red[0]}`);
  assert.ok(img.share(black[1].rect, isRed) < 0.002, `no red ink on ${black[0]}`);
  const down = Object.values(s.cards).find((c) => c.pile === "t6" && c.index === 0).rect;
  assert.ok(img.share([down[0] + down[2] * 0.15, down[1] + 3, down[2] * 0.7, down[3] * 0.06], isBlue) > 0.3,
    "the back's lattice");
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("Klondike by mouse: the stock draws, a drag plays, Ctrl+Z undoes", async () => {
  // The first deal from 1 up whose opening has a column-to-column move.
  let page;
  let errors;
  let move;
  for (let deal = 1; deal < 60 && !move; deal++) {
    ({ page, errors } = await open(env.browser, `${env.url}?game=klondike&deal=${deal}`));
    move = (await state(page)).legal.find((m) => /^t\d t\d$/.test(m));
    if (!move) await page.context().close();
  }
  assert.ok(move, "a deal with a column move");
  let s = await state(page);
  const waste = s.slots.waste;
  await page.mouse.click(...centre(s.slots.stock));
  s = await waitState(page, () => window.felt.state.moves === 1);
  assert.ok(Object.values(s.cards).some((c) => c.pile === "waste"), "a card on the waste");
  await untilPixels(page, "a card shows on the waste", (img) => img.share(inset(waste, 4), (p) => !isFelt(p)) > 0.9);

  const [from, to] = move.split(" ");
  const top = (pile) => Object.values(s.cards).filter((c) => c.pile === pile).sort((a, b) => b.index - a.index)[0];
  const src = top(from).rect;
  const dst = top(to).rect;
  const below = [dst[0] + 4, dst[1] + dst[3] + 4, dst[2] - 8, dst[3] * 0.2];
  assert.ok((await pixels(page)).share(below, isFelt) > 0.9, "felt below the target first");
  await page.mouse.move(...centre(src));
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(src[0] + src[2] / 2 + ((dst[0] - src[0]) * i) / 10,
      src[1] + src[3] / 2 + ((dst[1] + dst[3] * 0.2 - src[1]) * i) / 10);
  }
  await page.mouse.up();
  s = await waitState(page, () => window.felt.state.moves === 2);
  await untilPixels(page, "the card lies on the target", (img) => img.share(below, isFelt) < 0.1);

  await page.keyboard.press("Control+z");
  s = await waitState(page, () => window.felt.state.moves === 1);
  await untilPixels(page, "undone: felt below the target again", (img) => img.share(below, isFelt) > 0.9);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("?game=freecell&deal=1 lays out Microsoft deal 1", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=freecell&deal=1`);
  const s = await state(page);
  assert.equal(s.variant, "freecell");
  assert.equal(s.notation.split("\n")[0], ": JD KD 2S 4C 3S 6D 6S");
  assert.equal(s.cards.JD.pile, "t0");
  assert.equal(s.cards.JD.index, 0);
  // By pixels too: the jack of diamonds' red index shows at the top of the first column.
  const [x, y, w, h] = s.cards.JD.rect;
  const img = await untilPixels(page, "the table is drawn", (img) => img.share([x, y, w * 0.3, h * 0.12], isRed) > 0.02);
  assert.ok(img.share([x, y, w * 0.3, h * 0.12], isRed) > 0.02, "red index of JD");
  // The page is named after the game played.
  await page.waitForFunction(() => document.title === "Felt · FreeCell", null, { timeout: 15000 });
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("a bad query starts the default game and says so, with nothing broken", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=spider&deal=banana`);
  const s = await state(page);
  assert.equal(s.variant, "klondike");
  assert.match(s.message, /not a game/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("a device pixel ratio of 2 and resizes draw cleanly", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=freecell&deal=1`, {
    deviceScaleFactor: 2,
    viewport: { width: 1200, height: 800 },
  });
  await page.setViewportSize({ width: 420, height: 760 });
  await page.waitForTimeout(500);
  await page.setViewportSize({ width: 900, height: 600 });
  const s = await waitState(page, () => window.felt.state.slots.t0[2] > 60 && window.innerWidth === 900);
  // The screenshot has twice the CSS pixels: the red index of JD shows there.
  const [x, y, w, h] = s.cards.JD.rect.map((v) => v * 2);
  await untilPixels(page, "JD's red index at 2x", (img) => img.share([x, y, w * 0.3, h * 0.12], isRed) > 0.02);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("the solver works in the page: the light, a hint from a winning line, Solve", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=freecell&deal=1`);
  let s = await waitState(page, () => window.felt.state.light === "winnable");
  await page.keyboard.press("h");
  s = await waitState(page, () => window.felt.state.hint !== null);
  assert.ok(s.hint.proven, "the hint comes from a winning line");
  assert.ok(s.legal.includes(s.hint.move), `the hint ${s.hint.move} is legal`);
  // Menu, then its sixth button (Solve), by keyboard.
  await page.keyboard.press("F10");
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  s = await waitState(page, () => window.felt.state.moves >= 4);
  assert.equal(s.light, "winnable", "Solve plays along its winning line");
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("the solver runs in its worker: the page loads without it, and a solver that cannot load leaves the game playable", async () => {
  // The table is drawn from the page alone; the solver's module is fetched
  // by its worker with the first question.
  const context = await env.browser.newContext({ viewport: { width: 1024, height: 768 } });
  const fetched = [];
  context.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  let { page, errors } = await openTab(context, `${env.url}?game=freecell&deal=1`);
  let s = await waitState(page, () => window.felt.state.light === "winnable");
  assert.ok(fetched.includes("/felt-solver.wasm"), `the worker fetched the solver: ${fetched}`);
  assert.ok(fetched.indexOf("/felt.wasm") < fetched.indexOf("/felt-solver.wasm"), "after the page");
  assert.deepEqual(errors, []);
  await context.close();

  // Without its module the light says undecided, a hint is a guess, and
  // moves play on.
  const broken = await env.browser.newContext({ viewport: { width: 1024, height: 768 } });
  await broken.route("**/felt-solver.wasm", (route) => route.abort());
  ({ page, errors } = await openTab(broken, `${env.url}?game=klondike&deal=3`));
  s = await waitState(page, () => window.felt.state.light === "undecided");
  await page.keyboard.press("h");
  s = await waitState(page, () => window.felt.state.hint !== null);
  assert.equal(s.hint.proven, false, "a guess, said as one");
  await page.keyboard.press("d");
  s = await waitState(page, () => window.felt.state.moves === 1);
  assert.deepEqual(errors, []);
  await broken.close();
});

/** Counts in `window.feltFrames` the frames gl.js asks the browser for.
 * The waits after it should poll on a timer: playwright's default polling
 * asks for animation frames too. */
async function countFrames(context) {
  await context.addInitScript(() => {
    window.feltFrames = 0;
    const ask = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (f) => {
      window.feltFrames++;
      return ask(f);
    };
  });
}

test("at rest the page asks for no animation frames; the clock's seconds do", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1024, height: 768 } });
  await countFrames(context);
  const page = await context.newPage();
  const until = (pred) => page.waitForFunction(pred, null, { timeout: 30000, polling: 100 });
  await page.goto(`${env.url}?game=klondike&deal=3`);
  // The page says when it has come to rest (the deal landed, the solver
  // answered): on a loaded machine that can be seconds after the light.
  await until(() => window.felt.state && window.felt.state.next === "input");
  let s = await state(page);
  assert.notEqual(s.light, "thinking…", "at rest the solver has answered");
  const rest = await page.evaluate(() => window.feltFrames);
  await page.waitForTimeout(2000);
  const still = await page.evaluate(() => window.feltFrames);
  assert.equal(still - rest, 0, "no frame asked for at rest (no move yet, so no clock)");
  // A draw starts the clock: once the card has turned the page waits on a
  // timer, and wakes about once a second.
  await page.keyboard.press("d");
  await until(() => window.felt.state.moves === 1 && window.felt.state.next === "timer");
  const ticking = await page.evaluate(() => window.feltFrames);
  await page.waitForTimeout(3000);
  const ticked = (await page.evaluate(() => window.feltFrames)) - ticking;
  assert.ok(ticked >= 1 && ticked <= 12, `${ticked} frames in 3 s with the clock running`);
  await context.close();
});

test("while the solver's worker searches, the page asks for no frames; its answer wakes it", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1024, height: 768 } });
  await countFrames(context);
  // The solver's module comes late, so the first question waits for it.
  await context.route("**/felt-solver.wasm", async (route) => {
    await new Promise((r) => setTimeout(r, 5000));
    await route.continue();
  });
  const page = await context.newPage();
  const until = (pred) => page.waitForFunction(pred, null, { timeout: 30000, polling: 100 });
  await page.goto(`${env.url}?game=klondike&deal=3`);
  await until(() => window.felt.state && window.felt.state.next === "answer");
  let s = await state(page);
  assert.equal(s.light, "thinking…");
  const waiting = await page.evaluate(() => window.feltFrames);
  await page.waitForTimeout(1500);
  const still = (await page.evaluate(() => window.feltFrames)) - waiting;
  assert.ok(still <= 1, `${still} frames asked for while the worker searched`);
  await until(() => window.felt.state.light === "winnable" && window.felt.state.next === "input");
  await context.close();
});

test("?game=spider2&deal=5 deals two decks of distinct cards, and a click plays a move", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=spider2&deal=5`);
  let s = await state(page);
  assert.equal(s.variant, "spider2");
  const cards = Object.entries(s.cards);
  assert.equal(cards.length, 104, "104 cards, each keyed by its own id");
  assert.equal(cards.filter(([, c]) => c.pile === "stock").length, 50);
  assert.ok(cards.some(([key]) => key.includes("'")), "second copies have keys of their own");
  assert.notEqual(s.light, "no solver", "Spider has a solver");
  // A click on the stock deals a row, one card on each of the ten columns.
  await page.mouse.click(...centre(s.slots.stock));
  s = await waitState(page, () => window.felt.state.moves === 1);
  assert.equal(Object.values(s.cards).filter((c) => c.pile === "stock").length, 40);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("?game=pyramid&deal=3 lays out the pyramid, and a click takes a king or a pair", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=pyramid&deal=3`);
  let s = await state(page);
  assert.equal(s.variant, "pyramid");
  assert.equal(Object.keys(s.cards).length, 52);
  // The first legal move that removes cards (not a turn of the stock), by
  // clicking its first card: a king or a card with one partner goes at
  // once, else it is chosen and the partner's click takes the pair.
  const move = s.legal.find((m) => m !== "stock waste" && !m.startsWith("stock"));
  assert.ok(move, `a move to make in ${s.legal}`);
  const names = move.replace(/^pair /, "").split(" ").filter((n) => n !== "f0");
  const topOf = (pile) => Object.values(s.cards).filter((c) => c.pile === pile).sort((a, b) => b.index - a.index)[0];
  await page.mouse.click(...centre(topOf(names[0]).rect));
  await page.waitForTimeout(300);
  s = await state(page);
  if (s.moves === 0 && names[1]) await page.mouse.click(...centre(topOf(names[1]).rect));
  s = await waitState(page, () => window.felt.state.moves === 1);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("?game=acesup&deal=3 deals four columns, a click discards under a higher card and the stock deals a row", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=acesup&deal=3`);
  let s = await state(page);
  assert.equal(s.variant, "acesup");
  assert.equal(Object.keys(s.cards).length, 52);
  assert.equal(Object.values(s.cards).filter((c) => c.pile === "stock").length, 48);
  assert.notEqual(s.light, "no solver", "Aces Up has a solver");
  // Deal 3: 5S on t0 goes under AS on t1 (aces high).
  await page.mouse.click(...centre(s.cards["5S"].rect));
  s = await waitState(page, () => window.felt.state.moves === 1);
  assert.equal(s.cards["5S"].pile, "f0");
  await page.mouse.click(...centre(s.slots.stock));
  s = await waitState(page, () => window.felt.state.moves === 2);
  assert.equal(Object.values(s.cards).filter((c) => c.pile === "stock").length, 44);
  assert.deepEqual(errors, []);
  await page.context().close();
});
