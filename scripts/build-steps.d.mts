export interface BuildStep {
  label: string;
  args: string[];
  cwd?: string;
}
export function runBuildSteps(
  steps: BuildStep[],
  io?: {
    run?: (step: BuildStep) => { status: number | null; output: string };
    write?: (text: string) => void;
    now?: () => number;
  },
): number;
export function runNpm(step: BuildStep): { status: number | null; output: string };
