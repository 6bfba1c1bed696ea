import type { PodcastText } from '../market-content';

export const podcasts: readonly PodcastText[] = [
  {
    key: 'literary-history',
    title: 'Klassiker ohne Staub',
    description:
      'Was sagen uns Bücher, die hundert oder zweihundert Jahre alt sind, heute noch? In jeder Folge nehmen wir uns einen Klassiker und seine Entstehung vor.',
    category: 'classics',
    episodes: [
      {
        title: 'Warum Effi Briest uns nicht loslässt',
        description: 'Über Fontanes Roman, die Enge von Kessin und die Frage, wer hier eigentlich Schuld trägt.',
      },
      {
        title: 'Sherlock Holmes und die Geburt des Detektivs',
        description: 'Wie ein Arzt aus Southsea eine Figur erfand, an deren Existenz viele Leser tatsächlich glaubten.',
      },
      {
        title: 'Dostojewski im Fieber',
        description: 'Schulden, Abgabetermine und Roulette: Unter welchen Umständen entstand „Schuld und Sühne“?',
      },
      {
        title: 'Jane Austen und die Kunst des Klatsches',
        description: 'Warum sich zweihundert Jahre alte Gesellschaftskomödien wie eine gute Serie hören.',
      },
      {
        title: 'Goethe, Werther und das Fieber von 1774',
        description: 'Wie ein schmaler Briefroman eine Mode, einen Skandal und eine ganze Epoche prägte.',
      },
    ],
  },
  {
    key: 'making-audiobooks',
    title: 'Hinter der Studioscheibe',
    description:
      'Wir schauen in Regieraum und Sprecherkabine: wie ein Hörbuch entsteht, von der Wahl der Stimme bis zur letzten Korrektur.',
    category: 'growth',
    episodes: [
      {
        title: 'Das Stimmcasting',
        description:
          'Wie wir die passende Stimme für ein Buch finden und warum eine Probeaufnahme nur wenige Minuten dauert.',
      },
      {
        title: 'Ein Tag in der Kabine',
        description:
          'Wie viele Seiten man an einem Tag schafft, was Sprecher trinken und warum im Studio kein Papier raschelt.',
      },
      {
        title: 'Figuren und Akzente',
        description: 'Wie eine einzige Stimme zwanzig Figuren spielt, ohne sie im dritten Band zu verwechseln.',
      },
      {
        title: 'Schnitt oder die Jagd auf Atemgeräusche',
        description: 'Ein Toningenieur erzählt, was man in der Rohaufnahme hört und was Hörer nie hören sollten.',
      },
      {
        title: 'Korrektur mit den Ohren',
        description:
          'Der letzte Schritt: Jemand hört das ganze Buch mit dem Text in der Hand. So finden wir Versprecher.',
      },
    ],
  },
  {
    key: 'bedtime',
    title: 'Geschichten unter der Bettdecke',
    description: 'Kurze, ruhige Geschichten zum Einschlafen, eigens geschrieben für Kinder ab vier Jahren.',
    category: 'kids-fairy-tales',
    episodes: [
      {
        title: 'Der Igel, der sich vor der Dunkelheit fürchtete',
        description: 'Ein kleiner Igel entdeckt, dass der Wald nachts voller freundlicher Geräusche ist.',
      },
      {
        title: 'Der Leuchtturmwärter und die Möwe',
        description: 'Vom Leuchtturmwärter, der der Möwe jeden Abend erzählte, was man von der Turmspitze aus sieht.',
      },
      {
        title: 'Das reisende Kopfkissen',
        description: 'Mias Kopfkissen trägt sie jede Nacht an einen anderen Ort der Landkarte.',
      },
      {
        title: 'Der Drache, der Knöpfe sammelte',
        description: 'Ein Drache ohne Feuer hat eine ungewöhnliche Sammlung und ein großes Problem.',
      },
      {
        title: 'Die Katze auf dem Straßenbahndach',
        description: 'Ein rotes Kätzchen fährt quer durch die Stadt und muss dann allein den Weg nach Hause finden.',
      },
    ],
  },
  {
    key: 'crime-files',
    title: 'Akte geschlossen',
    description:
      'Über die berühmtesten Rätsel der Kriminalliteratur: woher sie kamen, wie sie gelöst wurden und wer wirklich der Täter war.',
    category: 'crime',
    episodes: [
      {
        title: 'Das von innen verschlossene Zimmer',
        description: 'Von Poe bis Doyle: die Geschichte eines Rätsels, das unlösbar ist, bis es jemand löst.',
      },
      {
        title: 'Der Amateurdetektiv',
        description: 'Warum die Literatur Ermittler so liebt, die gar nicht bei der Polizei arbeiten.',
      },
      {
        title: 'Gift in der Bibliothek',
        description: 'Arsen, Strychnin und Fingerhut: wie Autoren ihre Tatwerkzeuge auswählten.',
      },
      {
        title: 'Watson, der Erzähler',
        description:
          'Über den Freund, der die Geschichte erzählt und immer ein bisschen weniger weiß als das Genie neben ihm.',
      },
      {
        title: 'Verbrechen in Fortsetzungen',
        description: 'Wie die Zeitungen des 19. Jahrhunderts den Krimi in Folgen erfanden.',
      },
    ],
  },
  {
    key: 'stoic',
    title: 'Der Stoiker in der Straßenbahn',
    description:
      'Kurze Gespräche darüber, wie sich die Ratschläge von Seneca und Mark Aurel im Stau, im Büro und zu Hause bewähren.',
    category: 'growth-philosophy',
    episodes: [
      {
        title: 'Was du nicht ändern kannst',
        description: 'Die erste Lektion der Stoiker: unterscheiden, was in unserer Macht steht und was nicht.',
      },
      {
        title: 'Zorn in der Warteschlange',
        description:
          'Seneca widmete dem Zorn eine ganze Schrift. Wir prüfen, was davon an der Supermarktkasse übrig bleibt.',
      },
      {
        title: 'Die Morgennotizen des Kaisers',
        description: 'Warum Mark Aurel an sich selbst schrieb und ob man es ihm nachmachen sollte.',
      },
      {
        title: 'Die Zeit, die uns davonläuft',
        description:
          'Seneca über verschwendete Zeit – und ob ihn die Benachrichtigungen auf dem Handy überrascht hätten.',
      },
      {
        title: 'Die Angst vor morgen',
        description: 'Die stoische Übung, sich das Schlimmste vorzustellen, und warum sie beruhigen kann.',
      },
    ],
  },
];
