// The solver's worker: runs the felt-solver module (src/bin/felt-solver.rs)
// beside the page, so the page loads without the solvers and a search never
// takes the table's frames. felt.js posts questions ({ id, question }: the
// game's name and the position in notation) and forgets them ({ forget: id })
// when the game no longer needs them; each answer goes back as { id, answer }
// in the text of src/solver/message.rs. One search at a time, in slices of
// about 20 ms, so a forgotten question is dropped between two of them.
"use strict";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
// The module's exports once loaded; null while loading; false if it failed.
let solver = null;
const waiting = [];
let current = null;

// The module needs nothing from the page: what it names (the window
// library's file loading, linked in with the rest of the crate) is never
// called by a search, so each import is a function that does nothing.
async function load() {
  const bytes = await (await fetch("felt-solver.wasm")).arrayBuffer();
  const module = await WebAssembly.compile(bytes);
  const imports = {};
  for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
    if (kind === "function") (imports[from] ??= {})[name] = () => 0;
  }
  return (await WebAssembly.instantiate(module, imports)).exports;
}

function reply(id, answer) {
  postMessage({ id, answer });
}

function outbox() {
  const ptr = solver.felt_solver_outbox();
  const len = solver.felt_solver_outbox_len();
  return decoder.decode(new Uint8Array(solver.memory.buffer, ptr, len));
}

function start(question) {
  const bytes = encoder.encode(question);
  const ptr = solver.felt_solver_inbox(bytes.length);
  new Uint8Array(solver.memory.buffer, ptr, bytes.length).set(bytes);
  return solver.felt_solver_start() === 1;
}

// The next slice runs as soon as the messages before it are handled.
const channel = new MessageChannel();
let scheduled = false;
function schedule() {
  if (!scheduled && solver) {
    scheduled = true;
    channel.port2.postMessage(null);
  }
}

channel.port1.onmessage = () => {
  scheduled = false;
  const until = performance.now() + 20;
  while (performance.now() < until) {
    if (current === null) {
      const next = waiting.shift();
      if (!next) return;
      current = next.id;
      if (!start(next.question)) {
        reply(current, outbox());
        current = null;
        continue;
      }
    }
    if (solver.felt_solver_step(1000) === 1) {
      reply(current, outbox());
      current = null;
    }
  }
  schedule();
};

onmessage = (e) => {
  const { id, question, forget } = e.data;
  if (forget !== undefined) {
    const i = waiting.findIndex((q) => q.id === forget);
    if (i >= 0) waiting.splice(i, 1);
    if (current === forget) {
      solver.felt_solver_stop();
      current = null;
    }
  } else if (solver === false) {
    reply(id, "undecided");
  } else {
    waiting.push({ id, question });
  }
  schedule();
};

load().then(
  (exports) => {
    solver = exports;
    schedule();
  },
  (error) => {
    console.warn("felt: the solver could not load", error);
    solver = false;
    for (const q of waiting.splice(0)) reply(q.id, "undecided");
  },
);
