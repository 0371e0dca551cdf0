export interface PhaseTimes {
  add(name: string, outcome: string): void;
  time(name: string, body: () => Promise<boolean> | boolean): Promise<boolean>;
  table(): string;
  print(): void;
}
export function phaseTimes(now?: () => number): PhaseTimes;
