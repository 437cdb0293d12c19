// Felt's plugin for miniquad's loader (gl.js): hands the page's query string
// to the game, keeps its files in localStorage (`felt.settings`,
// `felt.stats`, `felt.game`), carries questions to the solver's worker and
// its answers back, and keeps the game's last published state in
// `window.felt`, which the end-to-end test reads.
"use strict";

window.felt = { state: null };

miniquad_add_plugin({
    name: "felt",
    version: 1,
    register_plugin: function (importObject) {
        const encoder = new TextEncoder();
        const decoder = new TextDecoder();
        const query = () => encoder.encode(window.location.search || "");
        importObject.env.felt_query_length = function () {
            return query().length;
        };
        importObject.env.felt_query_copy = function (ptr, len) {
            new Uint8Array(wasm_memory.buffer, ptr, len).set(query().subarray(0, len));
        };
        const text = (ptr, len) => decoder.decode(new Uint8Array(wasm_memory.buffer, ptr, len));
        // localStorage keeps text: bytes are stored as latin-1 so any byte
        // survives (the files are UTF-8, which this keeps as it is).
        const toStored = (ptr, len) => {
            const bytes = new Uint8Array(wasm_memory.buffer, ptr, len);
            let out = "";
            for (let i = 0; i < bytes.length; i += 8192) {
                out += String.fromCharCode(...bytes.subarray(i, i + 8192));
            }
            return out;
        };
        const storage = () => {
            try {
                return window.localStorage;
            } catch (e) {
                return null;
            }
        };
        importObject.env.felt_storage_length = function (kptr, klen) {
            const value = storage()?.getItem(text(kptr, klen));
            return value == null ? -1 : value.length;
        };
        importObject.env.felt_storage_copy = function (kptr, klen, out, len) {
            const value = storage()?.getItem(text(kptr, klen)) || "";
            const bytes = new Uint8Array(wasm_memory.buffer, out, len);
            for (let i = 0; i < len && i < value.length; i++) bytes[i] = value.charCodeAt(i) & 0xff;
        };
        importObject.env.felt_storage_write = function (kptr, klen, vptr, vlen) {
            try {
                storage().setItem(text(kptr, klen), toStored(vptr, vlen));
                return 1;
            } catch (e) {
                console.warn("felt: could not store", e);
                return 0;
            }
        };
        importObject.env.felt_storage_rename = function (kptr, klen, tptr, tlen) {
            try {
                const from = text(kptr, klen);
                const value = storage().getItem(from);
                if (value != null) storage().setItem(text(tptr, tlen), value);
                storage().removeItem(from);
                return 1;
            } catch (e) {
                console.warn("felt: could not move a stored item", e);
                return 0;
            }
        };
        importObject.env.felt_publish_state = function (ptr, len) {
            const text = decoder.decode(new Uint8Array(wasm_memory.buffer, ptr, len));
            try {
                window.felt.state = JSON.parse(text);
            } catch (e) {
                console.warn("felt: unreadable state", e);
            }
        };
        // At rest the game asks gl.js for no animation frames (its blocking
        // event loop): input asks for one, and so does this timer for what
        // changes with time alone (the clock's next second). One timer; a
        // new wish replaces it, a negative one clears it.
        let wake = null;
        importObject.env.felt_wake_after = function (ms) {
            if (wake !== null) clearTimeout(wake);
            wake = null;
            if (ms >= 0) {
                wake = setTimeout(() => {
                    wake = null;
                    importObject.env.sapp_schedule_update();
                }, ms);
            }
        };
        // The solver runs in a worker of its own (solver.js with the
        // felt-solver module), started with the first question: the page
        // loads without it and a search never takes the table's frames.
        // Answers wait here, by question, until the game takes them; a
        // worker that cannot start answers "undecided" (hints then guess).
        let worker = null;
        let asked = 0;
        const answers = new Map();
        const answered = (id, answer) => {
            answers.set(id, encoder.encode(answer));
            importObject.env.sapp_schedule_update();
        };
        const solver = () => {
            if (worker === null) {
                try {
                    worker = new Worker("solver.js");
                    worker.onmessage = (e) => answered(e.data.id, e.data.answer);
                    worker.onerror = (e) => {
                        console.warn("felt: the solver did not start", e.message);
                        worker = false;
                        // A page resting for an answer looks again, and
                        // finds "undecided".
                        importObject.env.sapp_schedule_update();
                    };
                } catch (e) {
                    console.warn("felt: no worker for the solver", e);
                    worker = false;
                }
            }
            return worker;
        };
        importObject.env.felt_solver_ask = function (ptr, len) {
            const id = ++asked;
            const w = solver();
            if (w) w.postMessage({ id, question: text(ptr, len) });
            else answered(id, "undecided");
            return id;
        };
        importObject.env.felt_solver_answer_length = function (id) {
            if (worker === false && !answers.has(id)) answered(id, "undecided");
            return answers.has(id) ? answers.get(id).length : -1;
        };
        importObject.env.felt_solver_answer_copy = function (id, ptr, len) {
            new Uint8Array(wasm_memory.buffer, ptr, len).set(answers.get(id).subarray(0, len));
        };
        importObject.env.felt_solver_forget = function (id) {
            answers.delete(id);
            if (worker) worker.postMessage({ forget: id });
        };
        // miniquad names the page only as it opens; the game names it again
        // when the game played changes.
        importObject.env.felt_set_title = function (ptr, len) {
            document.title = text(ptr, len);
        };
    },
});
