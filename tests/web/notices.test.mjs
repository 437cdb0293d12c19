// What the page says and does (issue 34): "no longer winnable" said once
// per loss (TriPeaks deal 7), a click on Pyramid's face-up stock king
// (deal 13), and "no more moves" in Golf (deal 1). Read from the page's
// published state.
import { test } from "node:test";
import assert from "node:assert/strict";
import { suite, open, state, waitState, centre } from "./helpers.mjs";

const env = suite();

/** The cards of `pile`, bottom first. */
const cardsOf = (s, pile) =>
  Object.values(s.cards).filter((c) => c.pile === pile).sort((a, b) => a.index - b.index);

/** Waits until the page has made `n` moves and come to rest (the solver
 * has answered: it keeps the page busy while it thinks). */
const settled = (page, n) =>
  waitState(page, (n) => window.felt.state.moves >= n && window.felt.state.next !== "now", n);

test("TriPeaks deal 7: 'no longer winnable' is said once; after Close only the light says it", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=tripeaks&deal=7`);
  let s = await waitState(page, () => window.felt.state.light === "winnable");
  const stock = centre(s.slots.stock);
  const said = [];
  for (let n = 1; n <= 12; n++) {
    await page.mouse.click(...stock);
    s = await settled(page, n);
    assert.equal(s.moves, n, "each click draws once");
    if (s.panel?.name === "lost") {
      said.push(n);
      await page.mouse.click(...centre(s.panel.buttons.Close));
      s = await waitState(page, () => window.felt.state.panel === null);
    }
  }
  assert.deepEqual(said, [8], "said once, at the draw that lost the game");
  assert.equal(s.light, "no longer winnable", "the light still says it");
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("Pyramid deal 13: a double click on the stock's king discards it, one move", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=pyramid&deal=13`);
  let s = await settled(page, 0);
  const [name, king] = Object.entries(s.cards)
    .filter(([, c]) => c.pile === "stock")
    .sort(([, a], [, b]) => b.index - a.index)[0];
  assert.match(name, /^K/, "a king on the stock");
  await page.mouse.dblclick(...centre(king.rect));
  await settled(page, 1);
  await page.waitForTimeout(800);
  s = await state(page);
  assert.equal(s.moves, 1, "one gesture, one move");
  assert.equal(s.cards[name].pile, "f0", `${name} is discarded`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("Golf deal 1 played to its dead end: 'no more moves' opens at once", async () => {
  const { page, errors } = await open(env.browser, `${env.url}?game=golf&deal=1`);
  let s = await settled(page, 0);
  for (let n = 1; n <= 60 && s.panel === null && s.legal.length > 0; n++) {
    const move = s.legal.find((m) => !m.startsWith("stock")) ?? s.legal[0];
    const from = move.split(" ")[0];
    const at = from === "stock" ? centre(s.slots.stock) : centre(cardsOf(s, from).at(-1).rect);
    await page.mouse.click(...at);
    s = await settled(page, n);
  }
  assert.equal(s.panel?.name, "no-moves", `the panel at move ${s.moves}, legal ${s.legal}`);
  assert.ok(s.panel.buttons.Undo && s.panel.buttons.Restart, JSON.stringify(s.panel.buttons));
  assert.deepEqual(errors, []);
  await page.context().close();
});
