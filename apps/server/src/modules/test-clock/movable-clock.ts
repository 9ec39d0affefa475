/**
 * The app's clock while TEST_CLOCK_TOKEN is set (the journeys' server only, decision 0085): the clock it
 * would otherwise read plus an offset that only grows. Time moves forward as it does for real, only
 * sooner, so nothing the app wrote sees time run backwards.
 */
export class MovableClock {
  private offsetMs = 0;

  constructor(private readonly base: () => Date) {}

  readonly now = (): Date => new Date(this.base().getTime() + this.offsetMs);

  /** Moves the clock `ms` ahead; returns how far ahead of its base it now runs. */
  advance(ms: number): number {
    this.offsetMs += ms;
    return this.offsetMs;
  }
}
