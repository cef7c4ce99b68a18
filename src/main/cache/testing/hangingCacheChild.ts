// Test support, run as a child process: hangs on the first request it gets, as a read stuck in
// native code would (the thread blocks; no answer, no exit), until it is ended.
process.on('message', () => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
});
