// The bench's ports (scripts/bench.mjs): one after another from the first, skipping the ports
// that browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports": 4190,
// 5060, 6000, ...). A full run hands out ~16 ports from 4181, and the ratios section's preview
// got 4190, which fetch answered with "bad port" and Chromium with ERR_UNSAFE_PORT: its server
// "did not start" (found 2026-12-05; the runs of the last sessions were of single sections).
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

/** Whether browsers and fetch connect to `port` (not one of the Fetch standard's bad ports). */
export const usablePort = (port) => !BAD_PORTS.has(port);

/** A source of ports from `first` on, each handed out once, the bad ones skipped. */
export function portSequence(first) {
  let next = first;
  return () => {
    while (!usablePort(next)) next += 1;
    return next++;
  };
}
