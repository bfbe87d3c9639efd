// Types for test-runner.mjs (plain JS so Node runs it without a build step).
export type Phase = { name: string; command: string };
export type PhaseResult = {
  name: string;
  ms: number;
  status: 'passed' | 'failed' | 'stopped';
  alongside: boolean;
};
export type Run = { results: PhaseResult[]; failed: string | null; ms: number };

export function runStages(
  stages: Phase[][][],
  options?: { write?: (text: string) => void },
): Promise<Run>;
export function formatTimes(run: Pick<Run, 'results' | 'ms'>): string;
export function failureDigest(output: string): string;
