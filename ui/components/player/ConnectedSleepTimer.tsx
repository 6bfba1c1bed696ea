import { useMemo } from 'react';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { useStateObservable } from '#ui/hooks/use-state-observable';
import { SleepTimerMenu } from './SleepTimerMenu';

/** The sleep timer's menu on its store. */
export function ConnectedSleepTimer({ hasChapters }: { readonly hasChapters: boolean }) {
  const store = useService(TOKENS.SleepTimerStore);
  const view = useStateObservable(store.state$);
  const intents = useMemo(
    () => ({
      setMinutes: (minutes: number) => store.setMinutes(minutes),
      setChapters: (count: number) => store.setChapters(count),
      addMinutes: (minutes: number) => store.addMinutes(minutes),
      cancel: () => store.cancel(),
    }),
    [store],
  );
  return <SleepTimerMenu view={view} intents={intents} hasChapters={hasChapters} />;
}
