// The page's weight: what a player downloads, every file of dist/ gzipped as
// a server would send it. Issue 18 set 400 KB for the page with its ten
// games of the day; each game since brings its rules and its solver, about
// 5 to 6.5 KB gzipped as measured (Grandfather's Clock 4.9 KB, Mod3
// 6.5 KB), so the budget is 400 KB and 6.5 KB for each game past the ten.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { GAMES } from "./helpers.mjs";

const dist = fileURLToPath(new URL("../../dist/", import.meta.url));
const BUDGET = 400 * 1024 + Math.max(0, GAMES.length - 10) * 6.5 * 1024;

test(`the page is within ${BUDGET / 1024} KB gzipped for its ${GAMES.length} games`, () => {
  const files = readdirSync(dist);
  assert.ok(files.includes("felt.wasm") && files.includes("index.html"), "dist/ holds the page");
  const sizes = files.map((f) => [f, gzipSync(readFileSync(join(dist, f)), { level: 9 }).length]);
  const total = sizes.reduce((sum, [, n]) => sum + n, 0);
  assert.ok(total <= BUDGET, `${total} bytes gzipped: ${JSON.stringify(Object.fromEntries(sizes))}`);
});
