import { describe, expect, it } from 'vitest';
import { workerExecArgv } from '#server/cluster/worker-exec-argv';

describe('workerExecArgv', () => {
  it("adds the configured semi-space to the primary's own flags", () => {
    expect(workerExecArgv(['--enable-source-maps'], undefined, 64)).toEqual([
      '--enable-source-maps',
      '--max-semi-space-size=64',
    ]);
  });

  it("keeps V8's own size at 0", () => {
    expect(workerExecArgv(['--enable-source-maps'], '', 0)).toEqual(['--enable-source-maps']);
  });

  it.each([
    ['on the command line', ['--max-semi-space-size=8'], undefined],
    ['in NODE_OPTIONS', [], '--max-old-space-size=512 --max_semi_space_size=8'],
  ])('leaves a semi-space the operator set %s as it is', (_, execArgv, nodeOptions) => {
    expect(workerExecArgv(execArgv, nodeOptions, 64)).toEqual(execArgv);
  });
});
