import { delay } from 'msw';

let latencyMs = 0;

/**
 * A small delay on every mocked call in the browser, so loading states are visible in the
 * demo. Off (0) in Node, where tests want speed.
 */
export function setMockLatency(ms: number): void {
  latencyMs = Math.max(0, ms);
}

export async function simulateLatency(): Promise<void> {
  if (latencyMs > 0) await delay(latencyMs);
}
