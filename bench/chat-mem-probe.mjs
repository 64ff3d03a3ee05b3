// Preloaded into the server by chat.mjs (`--import`): answers the bench's IPC message `mem` with
// the process's memory after a full garbage collection (the server runs with --expose-gc).
if (process.send) {
  process.on('message', (message) => {
    if (message !== 'mem') return;
    globalThis.gc?.();
    globalThis.gc?.();
    process.send({ type: 'mem', ...process.memoryUsage() });
  });
  // The IPC channel must not keep a stopping server alive.
  process.channel?.unref();
}
