export interface BuildTarget {
  /** The npm workspace whose `build` script writes the outputs. */
  workspace: string;
  outputs: string[];
  inputs: string[];
}

export const BUILD_TARGETS: BuildTarget[];
export function findNewerInput(root: string, inputs: readonly string[], sinceMs: number): string | undefined;
export function rebuildReason(root: string, target: BuildTarget): string | undefined;
