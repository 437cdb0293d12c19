// The page's weight: what a player downloads before the table is drawn,
// every file of dist/ but the solver's gzipped as a server would send it.
// Issue 18 set 400 KB for the page, and issue 35 held it there with all 26
// games. The solvers were a fifth of the page (109 KB gzipped: the page
// measured 479,688 bytes by gzip -9 with them, 370,293 without), so they
// left it: the solver's worker (solver.js) fetches its own module
// (felt-solver.wasm) with the first question, after the table is drawn.
// The page then measured here 374,664 bytes (371,633 by `.ci/build-web`'s
// gzip -9; this test's zlib gives about 3 KB more), and the solver 185,883.
// The page's budget is 400 KB for the 26 games and 2 KB for each game past
// them (a description is its text); the solver's is its measure and one
// game's 6.5 KB, and 6.5 KB for each game past the 26 (a game with a solver
// of its own brings it here). Then the generic solver learnt the flat moves
// of every term of the vocabulary (Simple Simon's runs by empty columns,
// Golf's waste, Grandfather's redeals), so that a player's copy of those
// games is searched at the flat position's speed, not through the whole
// game's moves (Simple Simon 26 of deals 1-30 decided at 1 s, not 2): half
// a KB more, beside the game's 6.5 KB. Then Aces Up's small searches
// alone left their own recursion for the engine's depth first, which is
// so made for a second puzzle: 2.2 KB more (192,436 bytes to 194,592).
// Then the tables left `Patience` for a trait of their own (`Laid`): the
// solver's module held every game's table code through `dyn Patience`'s
// vtables, and Canfield's upright table would have taken it past its
// budget; without them it measures 189,003 (189,864 with solver.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chooserGames } from "./helpers.mjs";

const dist = fileURLToPath(new URL("../../dist/", import.meta.url));
const GAMES = await chooserGames();
const KB = 1024;
const past = Math.max(0, GAMES.length - 26);
const PAGE_BUDGET = 400 * KB + past * 2 * KB;
const SOLVER_MEASURED = 185_883;
const SOLVER_TERMS = 0.5 * KB;
const SOLVER_ONE_ENGINE = 2.2 * KB;
const SOLVER_BUDGET = SOLVER_MEASURED + SOLVER_TERMS + SOLVER_ONE_ENGINE + 6.5 * KB + past * 6.5 * KB;
const SOLVER_FILES = ["solver.js", "felt-solver.wasm"];

function gzipped() {
  const files = readdirSync(dist);
  assert.ok(files.includes("felt.wasm") && files.includes("index.html"), "dist/ holds the page");
  for (const f of SOLVER_FILES) assert.ok(files.includes(f), `dist/ holds the solver's ${f}`);
  return files.map((f) => [f, gzipSync(readFileSync(join(dist, f)), { level: 9 }).length]);
}

const total = (sizes) => sizes.reduce((sum, [, n]) => sum + n, 0);

test(`the page is within ${(PAGE_BUDGET / KB).toFixed(1)} KB gzipped for its ${GAMES.length} games`, () => {
  const sizes = gzipped().filter(([f]) => !SOLVER_FILES.includes(f));
  assert.ok(total(sizes) <= PAGE_BUDGET, `${total(sizes)} bytes gzipped: ${JSON.stringify(Object.fromEntries(sizes))}`);
});

test(`the solver the page fetches after is within ${(SOLVER_BUDGET / KB).toFixed(1)} KB gzipped`, () => {
  const sizes = gzipped().filter(([f]) => SOLVER_FILES.includes(f));
  assert.ok(total(sizes) <= SOLVER_BUDGET, `${total(sizes)} bytes gzipped: ${JSON.stringify(Object.fromEntries(sizes))}`);
});
