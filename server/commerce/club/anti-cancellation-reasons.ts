import { languageOf, type Locale } from '#domain/market/locale';

export const ANTI_CANCELLATION_REASON_IDS = [
  'too-expensive',
  'not-enough-time',
  'missing-titles',
  'technical-problems',
  'found-alternative',
  'taking-a-break',
  'other',
] as const;
export type AntiCancellationReasonId = (typeof ANTI_CANCELLATION_REASON_IDS)[number];

type Labels = Readonly<Record<AntiCancellationReasonId, string>>;

// One list per language of the markets (cz is translated as cs).
const LABELS: Readonly<Record<string, Labels>> = {
  pl: {
    'too-expensive': 'Klub jest dla mnie za drogi',
    'not-enough-time': 'Nie mam czasu na słuchanie',
    'missing-titles': 'Brakuje tytułów, których szukam',
    'technical-problems': 'Mam problemy techniczne z aplikacją',
    'found-alternative': 'Korzystam z innej usługi',
    'taking-a-break': 'Robię sobie przerwę',
    other: 'Inny powód',
  },
  cs: {
    'too-expensive': 'Klub je pro mě příliš drahý',
    'not-enough-time': 'Nemám čas poslouchat',
    'missing-titles': 'Chybí mi tituly, které hledám',
    'technical-problems': 'Mám technické potíže s aplikací',
    'found-alternative': 'Používám jinou službu',
    'taking-a-break': 'Dávám si pauzu',
    other: 'Jiný důvod',
  },
  sk: {
    'too-expensive': 'Klub je pre mňa príliš drahý',
    'not-enough-time': 'Nemám čas počúvať',
    'missing-titles': 'Chýbajú mi tituly, ktoré hľadám',
    'technical-problems': 'Mám technické problémy s aplikáciou',
    'found-alternative': 'Používam inú službu',
    'taking-a-break': 'Dávam si prestávku',
    other: 'Iný dôvod',
  },
  de: {
    'too-expensive': 'Der Club ist mir zu teuer',
    'not-enough-time': 'Ich habe keine Zeit zum Hören',
    'missing-titles': 'Mir fehlen Titel, die ich suche',
    'technical-problems': 'Ich habe technische Probleme mit der App',
    'found-alternative': 'Ich nutze einen anderen Dienst',
    'taking-a-break': 'Ich mache eine Pause',
    other: 'Ein anderer Grund',
  },
  lt: {
    'too-expensive': 'Klubas man per brangus',
    'not-enough-time': 'Neturiu laiko klausytis',
    'missing-titles': 'Trūksta kūrinių, kurių ieškau',
    'technical-problems': 'Turiu techninių problemų su programėle',
    'found-alternative': 'Naudojuosi kita paslauga',
    'taking-a-break': 'Darau pertrauką',
    other: 'Kita priežastis',
  },
  es: {
    'too-expensive': 'El club es demasiado caro para mí',
    'not-enough-time': 'No tengo tiempo para escuchar',
    'missing-titles': 'Faltan los títulos que busco',
    'technical-problems': 'Tengo problemas técnicos con la aplicación',
    'found-alternative': 'Uso otro servicio',
    'taking-a-break': 'Me tomo un descanso',
    other: 'Otro motivo',
  },
  en: {
    'too-expensive': 'The club is too expensive for me',
    'not-enough-time': 'I do not have time to listen',
    'missing-titles': 'The titles I look for are missing',
    'technical-problems': 'I have technical problems with the app',
    'found-alternative': 'I use another service',
    'taking-a-break': 'I am taking a break',
    other: 'Another reason',
  },
  tr: {
    'too-expensive': 'Kulüp benim için çok pahalı',
    'not-enough-time': 'Dinlemeye vaktim yok',
    'missing-titles': 'Aradığım kitaplar yok',
    'technical-problems': 'Uygulamada teknik sorunlar yaşıyorum',
    'found-alternative': 'Başka bir hizmet kullanıyorum',
    'taking-a-break': 'Ara veriyorum',
    other: 'Başka bir neden',
  },
};

/** The reasons a member may give for leaving the club, in the market's language and a fixed order. */
export const antiCancellationReasons = (
  locale: Locale,
): readonly { readonly id: AntiCancellationReasonId; readonly label: string }[] => {
  const labels = LABELS[languageOf(locale)] ?? LABELS.en;
  return ANTI_CANCELLATION_REASON_IDS.map((id) => ({ id, label: labels?.[id] ?? id }));
};

export const isAntiCancellationReasonId = (value: string): value is AntiCancellationReasonId =>
  (ANTI_CANCELLATION_REASON_IDS as readonly string[]).includes(value);
