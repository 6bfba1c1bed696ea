import { createContext } from 'react';

/** A title's sample, as the player will load it. */
export interface SampleRequest {
  readonly audiobookId: string;
  /** The sample's media resource (spec §3 sample_url). */
  readonly sampleUrl: string;
}

/** Starts playing a sample. */
export type PlaySample = (sample: SampleRequest) => void;

/**
 * Where the web player attaches to the "listen to a sample" button: a provider above the page hands its PlaySample
 * here. Without one the button keeps its state (enabled only when there is a sample) and plays nothing.
 */
export const SamplePlayerContext = createContext<PlaySample | null>(null);
