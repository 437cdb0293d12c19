// A hint in Chromium, on a phone held upright with touch and on a laptop:
// said in words with suit symbols (never a pile code), and drawn on the
// table as an arrow from the card to its place.
import { test } from "node:test";
import assert from "node:assert/strict";
import { suite, open, state, waitState, untilPixels, centre } from "./helpers.mjs";

const env = suite();

const SIZES = [
  { name: "a phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  { name: "a laptop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];

/** A pile's code (`t3`, `f1`, `c0`, `p21`) or a card in notation (`TH`). */
const CODE = /\b([tfcpr]\d+|[A2-9TJQK][CDHS])\b/;

/** The hint's green (a winning line) or amber (a guess). */
const isHint = ([r, g, b]) => (g > 200 && r < 160 && b < 180) || (r > 220 && g >= 140 && g < 215 && b < 110);

/** The rectangle of the moved cards (from their laid-out rects) and of
 * their place, from the published state. */
function ends(s, move) {
  const [from, to, count = "1"] = move.split(" ");
  const pile = (name) =>
    Object.values(s.cards)
      .filter((c) => c.pile === name)
      .sort((a, b) => a.index - b.index);
  const moving = pile(from).slice(-Number(count));
  const first = moving[0].rect;
  const last = moving[moving.length - 1].rect;
  const source = [first[0], first[1], first[2], last[1] + last[3] - first[1]];
  const onto = pile(to);
  const target = onto.length ? onto[onto.length - 1].rect : s.slots[to];
  return { source, target };
}

for (const size of SIZES) {
  test(`on ${size.name} a hint is said in words and an arrow runs from its card to its place`, async () => {
    const { name, ...options } = size;
    const { page, errors } = await open(env.browser, `${env.url}?game=freecell&deal=1`, options);
    let s = await state(page);
    const button = centre(s.buttons.Hint);
    if (options.hasTouch) {
      await page.touchscreen.tap(...button);
    } else {
      await page.mouse.click(...button);
    }
    s = await waitState(page, () => window.felt.state.hint !== null && window.felt.state.message !== "");
    const said = s.message;
    assert.doesNotMatch(said, CODE, `${name}: the hint says ${JSON.stringify(said)}`);
    assert.match(said, /[♣♦♥♠]/, `${name}: the hint names its card: ${JSON.stringify(said)}`);

    const { source, target } = ends(s, s.hint.move);
    const [ax, ay] = centre(source);
    const [bx, by] = centre(target);
    // A third of the way along the shaft, clear of the arrow's head.
    const dpr = options.deviceScaleFactor;
    const [mx, my] = [ax + (bx - ax) / 3, ay + (by - ay) / 3];
    const spot = [(mx - 1.5) * dpr, (my - 1.5) * dpr, 3 * dpr, 3 * dpr];
    await untilPixels(page, `${name}: the arrow of ${s.hint.move} is drawn`, (img) => img.share(spot, isHint) > 0.5);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}
