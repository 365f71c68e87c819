/** Where "now" comes from; tests pass a controllable one. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
