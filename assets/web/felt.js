// Felt's plugin for miniquad's loader (gl.js): hands the page's query string
// to the game and keeps the game's last published state in `window.felt`,
// which the end-to-end test reads.
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
        importObject.env.felt_publish_state = function (ptr, len) {
            const text = decoder.decode(new Uint8Array(wasm_memory.buffer, ptr, len));
            try {
                window.felt.state = JSON.parse(text);
            } catch (e) {
                console.warn("felt: unreadable state", e);
            }
        };
    },
});
