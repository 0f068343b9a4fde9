/** The stages Phase 1 times. */
export type ReviewStage = 'graph' | 'prompt' | 'agent' | 'write';

export interface ReviewTimings {
  graphMs: number;
  promptMs: number;
  agentMs: number;
  writeMs: number;
  totalMs: number;
}

/** A stopwatch over named stages. */
export interface StageClock {
  /** Runs one stage, reports its duration as it ends, and adds it to the stage's total. */
  stage<T>(name: ReviewStage, work: () => Promise<T>): Promise<T>;
  timings(started: number): ReviewTimings;
}

/** A stopwatch over named stages that reports each as it ends and sums repeated ones. */
export function timed(
  onStageDone?: (stage: ReviewStage, milliseconds: number) => void,
): StageClock {
  const spent: Record<ReviewStage, number> = { graph: 0, prompt: 0, agent: 0, write: 0 };
  return {
    async stage<T>(name: ReviewStage, work: () => Promise<T>): Promise<T> {
      const started = Date.now();
      try {
        return await work();
      } finally {
        const milliseconds = Date.now() - started;
        spent[name] += milliseconds;
        onStageDone?.(name, milliseconds);
      }
    },
    timings(started: number): ReviewTimings {
      return {
        graphMs: spent.graph,
        promptMs: spent.prompt,
        agentMs: spent.agent,
        writeMs: spent.write,
        totalMs: Date.now() - started,
      };
    },
  };
}
