// Shared pieces of the web tests: a static server for dist/, Debian's
// Chromium through playwright-core, and pixel checks on screenshots.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { before, after } from "node:test";
import { chromium } from "playwright-core";
import { PNG } from "pngjs";

const dist = fileURLToPath(new URL("../../dist/", import.meta.url));
const types = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
};

/** Serves dist/ on 127.0.0.1 at a free port. */
export async function serve() {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, "http://x").pathname));
    const file = join(dist, path === "/" ? "index.html" : path);
    try {
      const body = await readFile(file);
      res.writeHead(200, { "content-type": types[extname(file)] || "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end("not found");
    }
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

/** Debian's Chromium, headless, never a downloaded browser. */
export async function launch() {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--enable-unsafe-swiftshader",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--autoplay-policy=no-user-gesture-required",
    ],
    // playwright gives each launch a fresh, empty user data directory.
  });
}

/** A 390×844 phone at three device pixels to the CSS pixel, with touch. */
export const PHONE = {
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 3,
  viewport: { width: 390, height: 844 },
};

/** A page that records console errors and uncaught exceptions. */
export async function open(browser, url, options = {}) {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    ...options,
  });
  return openTab(context, url);
}

/**
 * A page of `context` at `url` (another tab, when the context has one
 * already) that records console errors and uncaught exceptions.
 */
export async function openTab(context, url) {
  const page = await context.newPage();
  const errors = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (err) => errors.push(`exception: ${err.message}`));
  await page.goto(url);
  await page.waitForFunction(() => window.felt && window.felt.state, null, { timeout: 30000 });
  return { page, errors };
}

/** The game's state as it last published it. */
export function state(page) {
  return page.evaluate(() => window.felt.state);
}

/** Waits until the published state satisfies `pred` (given as a function source). */
export async function waitState(page, pred, arg) {
  await page.waitForFunction(pred, arg, { timeout: 15000 });
  return state(page);
}

/** A screenshot as pixels. */
export async function pixels(page) {
  const png = PNG.sync.read(await page.screenshot());
  return {
    at(x, y) {
      const i = (Math.floor(y) * png.width + Math.floor(x)) * 4;
      return [png.data[i], png.data[i + 1], png.data[i + 2]];
    },
    share([x, y, w, h], pred) {
      let hits = 0;
      let all = 0;
      for (let yy = Math.floor(y); yy < Math.floor(y + h); yy++) {
        for (let xx = Math.floor(x); xx < Math.floor(x + w); xx++) {
          all++;
          if (pred(this.at(xx, yy))) hits++;
        }
      }
      return all ? hits / all : 0;
    },
  };
}

/** Takes screenshots until `pred(pixels)` holds; fails after 15 s. */
export async function untilPixels(page, what, pred) {
  const start = Date.now();
  for (;;) {
    const img = await pixels(page);
    if (pred(img)) return img;
    if (Date.now() - start > 15000) throw new Error(`timed out: ${what}`);
    await page.waitForTimeout(150);
  }
}

export const isFelt = ([r, g, b]) => g > 80 && g < 125 && r < 40 && b < 75;
export const isWhite = (p) => p.every((c) => c > 235);
export const isRed = ([r, g, b]) => r > 150 && g < 90 && b < 90;
export const isBlue = ([r, g, b]) => b > 110 && r < 110 && b > g;

export const centre = ([x, y, w, h], fy = 0.5) => [x + w / 2, y + h * fy];
export const inset = ([x, y, w, h], by) => [x + by, y + by, w - 2 * by, h - 2 * by];

/**
 * Every game the chooser offers, by its name in the query, in the chooser's
 * order, read from the page itself (the one list of games,
 * `src/games/list.rs`): a game added there is tested here with nothing more.
 */
export async function chooserGames() {
  const { server, url } = await serve();
  const browser = await launch();
  try {
    const { page } = await open(browser, `${url}?game=klondike&deal=3`);
    const s = await state(page);
    await page.mouse.click(...centre(s.buttons.Game));
    const chooser = await waitState(page, () => window.felt.state.panel?.name === "choose-game");
    return chooser.panel.games.map((g) => g.id);
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * Registers the suite's before/after: dist/ served and Chromium launched once
 * for the file's tests. The returned object fills in before the first test.
 */
export function suite() {
  const env = {};
  before(async () => {
    Object.assign(env, await serve());
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    env.server?.close();
  });
  return env;
}
