export interface PhaseTimes {
  add(name: string, ms: number | null, outcome?: string): void;
  time(name: string, body: () => boolean): boolean;
  table(): string;
  print(): void;
}
export function phaseTimes(now?: () => number): PhaseTimes;
