// @vitest-environment node
import { portSequence, usablePort } from './bench-ports.mjs';

describe("the bench's ports", () => {
  it('skips the ports fetch and browsers refuse (4190 among them), and hands each out once', () => {
    const next = portSequence(4181);
    const ports = Array.from({ length: 16 }, () => next());
    expect(ports).not.toContain(4190);
    expect(ports.slice(0, 10)).toEqual([
      4181, 4182, 4183, 4184, 4185, 4186, 4187, 4188, 4189, 4191,
    ]);
    expect(new Set(ports).size).toBe(16);
  });

  it('agrees with Node’s fetch about which ports it refuses', async () => {
    for (const port of [4190, 6000, 4189, 4191]) {
      const refused = await fetch(`http://127.0.0.1:${port}/`).then(
        () => false,
        (error: Error & { cause?: Error }) => error.cause?.message === 'bad port',
      );
      expect(refused, String(port)).toBe(!usablePort(port));
    }
  });
});
