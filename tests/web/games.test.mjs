// Every game of the collection in the page: `?game=ID&deal=3` lays out its
// deal, its solver answers, and its first legal move is made by the mouse
// (a click on the stock, or a drag of the moving cards onto their pile).
import { test } from "node:test";
import assert from "node:assert/strict";
import { suite, open, state, waitState, centre, chooserGames } from "./helpers.mjs";

const env = suite();

/** The cards of `pile`, bottom first. */
const cardsOf = (s, pile) =>
  Object.values(s.cards).filter((c) => c.pile === pile).sort((a, b) => a.index - b.index);

/** Where a move in the notation is made with the mouse: a click for the
 * stock, else a drag from its first moving card to its destination's top
 * card (or empty place). Pairs (Pyramid) are left to their own test. */
function gesture(s, move) {
  const [from, to, count] = move.split(" ");
  if (from === "stock") return { click: centre(s.slots.stock) };
  if (from === "pair" || !to) return null;
  const source = cardsOf(s, from);
  const moving = source[source.length - Number(count ?? 1)];
  const target = cardsOf(s, to).at(-1);
  if (!moving) return null;
  return { from: centre(moving.rect, 0.15), to: centre(target ? target.rect : s.slots[to]) };
}

// The chooser's own list, read from the page: a game added to the one list
// of games is tested here with nothing more.
const GAMES = await chooserGames();

test("the chooser offers every game once, under the name the query reads", () => {
  assert.ok(GAMES.length >= 26, `the collection's 26 games at least: ${GAMES}`);
  assert.equal(new Set(GAMES).size, GAMES.length, `each once: ${GAMES}`);
  assert.equal(GAMES[0], "klondike");
  for (const id of GAMES) assert.match(id, /^[a-z0-9-]+$/);
});

for (const id of GAMES) {
  test(`?game=${id}&deal=3 lays out its deal, has a solver, and plays a move by the mouse`, async () => {
    const { page, errors } = await open(env.browser, `${env.url}?game=${id}&deal=3`);
    let s = await state(page);
    assert.equal(s.variant, id);
    assert.notEqual(s.light, "no solver", `${id} has a solver`);
    // Moves from the table first: a draw only when there is nothing else.
    const moves = [...s.legal].sort((a, b) => a.startsWith("stock") - b.startsWith("stock"));
    const move = moves.find((m) => gesture(s, m));
    assert.ok(move, `a move to make among ${s.legal}`);
    const how = gesture(s, move);
    if (how.click) {
      await page.mouse.click(...how.click);
    } else {
      await page.mouse.move(...how.from);
      await page.mouse.down();
      await page.mouse.move(...how.to, { steps: 8 });
      await page.mouse.up();
    }
    // (A safe card may follow home by itself: a move of its own.)
    s = await waitState(page, () => window.felt.state.moves >= 1).catch(async (e) => {
      throw new Error(`${move} was not made: ${JSON.stringify((await state(page)).message)} (${e.message})`);
    });
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}
