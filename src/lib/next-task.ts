/**
 * Resolves in a task of its own, so the browser can paint and take input between pieces of work that
 * would otherwise run back to back in one long task. A message, not a timer: no 4 ms clamp.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
