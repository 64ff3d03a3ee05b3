/**
 * A long computation cut into steps: a generator that `yield`s between its steps and returns the
 * result. Run at once (`runSteps`), or giving the event loop back after each step
 * (`runStepsYielding`), so that in a server process the requests arriving meanwhile are answered
 * between the steps instead of after the whole (ADR 0022: the goods index's rebuild).
 */
export type Steps<T> = Generator<void, T, void>;

export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export async function runStepsYielding<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
