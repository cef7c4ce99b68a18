// Test support, run as a child process: dies natively (SIGABRT), as libsql does on text that
// is not UTF-8, on the first request it gets.
process.on('message', () => {
  process.abort();
});
