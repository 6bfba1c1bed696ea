import { runTool } from './run-tool';
import { parseWav, trimSilence, type Pcm } from './wav-pcm';

/** Words a minute: a little slower than espeak-ng's default 175, which suits listening to long passages. */
export const NARRATION_RATE = 150;

/** Speaks one passage with an espeak-ng voice and returns its PCM without leading or trailing silence. */
export const narrate = async (text: string, voice: string, rate = NARRATION_RATE): Promise<Pcm> => {
  const wav = await runTool('espeak-ng', ['-v', voice, '-s', String(rate), '-b', '1', '--stdout'], { stdin: text });
  const pcm = parseWav(wav);
  return { sampleRate: pcm.sampleRate, samples: trimSilence(pcm.samples) };
};
