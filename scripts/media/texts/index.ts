import { cs } from './cs';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { lt } from './lt';
import type { LanguageTexts } from './narration-texts';
import { pl } from './pl';
import { sk } from './sk';
import { tr } from './tr';

/**
 * The narrated texts of the demo media, one entry a market language, in the markets' order. Every text is original,
 * written for Audiora's demo in the language it is read in; none is taken from a book, public domain or otherwise.
 */
export const DEMO_TEXTS: readonly LanguageTexts[] = [pl, cs, sk, de, lt, es, en, tr];
