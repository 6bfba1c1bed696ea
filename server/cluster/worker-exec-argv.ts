const SEMI_SPACE_FLAG = /--max[-_]semi[-_]space[-_]size\b/;

/**
 * The Node flags a worker starts with: the primary's own, and the configured young-generation semi-space unless it is
 * 0 or the operator already set one (on the command line or in `NODE_OPTIONS`), whose word stands.
 */
export const workerExecArgv = (
  parentExecArgv: readonly string[],
  nodeOptions: string | undefined,
  semiSpaceMb: number,
): string[] => {
  const setByOperator = [...parentExecArgv, nodeOptions ?? ''].some((flag) => SEMI_SPACE_FLAG.test(flag));
  if (semiSpaceMb === 0 || setByOperator) return [...parentExecArgv];
  return [...parentExecArgv, `--max-semi-space-size=${semiSpaceMb}`];
};
