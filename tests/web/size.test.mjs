// The page's weight: what a player downloads, every file of dist/ gzipped as
// a server would send it, stays within 400 KB (issue 18's budget).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = fileURLToPath(new URL("../../dist/", import.meta.url));
const BUDGET = 400 * 1024;

test("the page is within 400 KB gzipped", () => {
  const files = readdirSync(dist);
  assert.ok(files.includes("felt.wasm") && files.includes("index.html"), "dist/ holds the page");
  const sizes = files.map((f) => [f, gzipSync(readFileSync(join(dist, f)), { level: 9 }).length]);
  const total = sizes.reduce((sum, [, n]) => sum + n, 0);
  assert.ok(total <= BUDGET, `${total} bytes gzipped: ${JSON.stringify(Object.fromEntries(sizes))}`);
});
