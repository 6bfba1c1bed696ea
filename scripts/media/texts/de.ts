import type { LanguageTexts } from './narration-texts';

/** German: original stories written for the demo. */
export const de: LanguageTexts = {
  locale: 'de',
  voice: 'de',
  audiobooks: [
    {
      slug: 'der-faehrmann',
      title: 'Der Fährmann vom Elbufer',
      protected: true,
      chapters: [
        {
          title: 'Nebel über dem Fluss',
          heading: 'Erstes Kapitel. Nebel über dem Fluss.',
          paragraphs: [
            'Seit über dreißig Jahren brachte Hinrich Lüders die kleine Fähre über die Elbe, hin und zurück, vom ersten Licht bis zum späten Abend. Er kannte jede Sandbank, jede Strömung und die Launen des Windes besser als die Namen seiner Nachbarn.',
            'An einem Novembermorgen lag so dichter Nebel über dem Wasser, dass man vom Anleger aus nicht einmal die Bojen sah. Hinrich trank seinen Kaffee im Fährhaus und wartete. Bei solchem Wetter kam ohnehin niemand.',
            'Doch kurz nach sieben läutete jemand die alte Glocke am Steg. Draußen stand ein Mädchen mit einem Geigenkasten auf dem Rücken und einem Zettel in der Hand. Sie müsse unbedingt ans andere Ufer, sagte sie, heute sei die Prüfung an der Musikschule. Hinrich sah auf die Uhr, dann hinaus in das graue Nichts, in dem nicht einmal die Möwen zu hören waren. Er seufzte, stellte die Tasse ab und griff nach seiner Mütze.',
          ],
        },
        {
          title: 'Die Überfahrt',
          heading: 'Zweites Kapitel. Die Überfahrt.',
          paragraphs: [
            'Hinrich sah in den Nebel, dann auf das Mädchen. Sie hieß Lene, war zwölf Jahre alt und hatte ein ganzes Jahr für diesen Tag geübt. Der Bus, mit dem sie über die Brücke fahren wollte, war im Graben liegen geblieben. Nun stand sie hier, am falschen Ufer, mit nassen Schuhen und einer Stunde Zeit bis zur Prüfung.',
            'Also warf Hinrich den Motor an. Er fuhr langsam, fast im Schritttempo, und lauschte auf jedes Geräusch. Lene saß ganz still auf der Bank und hielt den Geigenkasten fest, als könnte er davonfliegen. Nur das Wasser gluckste an der Bordwand.',
            'In der Mitte des Flusses tutete plötzlich ein Schiffshorn, tief und ganz nah. Hinrich stoppte die Maschine. Ein großer Frachter glitt wie ein Schatten an ihnen vorbei, so dicht, dass Lene die Nieten an seinem Rumpf hätte zählen können. Dann war der Spuk vorbei, und nur die Wellen schaukelten die Fähre noch eine Weile hin und her.',
          ],
        },
        {
          title: 'Das andere Ufer',
          heading: 'Drittes Kapitel. Das andere Ufer.',
          paragraphs: [
            'Als der Frachter verschwunden war, fuhr Hinrich weiter, und bald tauchte der Anleger am anderen Ufer aus dem Nebel auf. Lene sprang an Land, bedankte sich atemlos und rannte die Straße hinauf zur Musikschule. Hinrich sah ihr nach, bis ihre gelbe Mütze zwischen den Häusern verschwand.',
            'Den ganzen Tag dachte Hinrich an sie. Am Abend, als der Nebel sich endlich gelichtet hatte, läutete wieder die Glocke am Steg. Lene stand da, mit roten Wangen und dem Geigenkasten auf dem Rücken. Sie hatte bestanden. Die ganze Prüfungskommission habe gelächelt, erzählte sie, und der Direktor habe ihr persönlich die Hand geschüttelt.',
            'Auf der Rückfahrt holte sie die Geige heraus und spielte für ihn, mitten auf dem Fluss, ein kleines Stück, das sie selbst geschrieben hatte. Es hieß Der Fährmann. Hinrich sagte kein einziges Wort, aber er fuhr an diesem Abend die langsamste Überfahrt seines Lebens.',
          ],
        },
      ],
    },
    {
      slug: 'die-baeckerei-am-markt',
      title: 'Die Bäckerei am Markt',
      protected: false,
      chapters: [
        {
          title: 'Vier Uhr morgens',
          heading: 'Erstes Kapitel. Vier Uhr morgens.',
          paragraphs: [
            'Jeden Morgen um vier Uhr ging in der Bäckerei am Marktplatz das Licht an. Frau Brandt band sich die Schürze um, schob die ersten Bleche in den Ofen, und bald zog der Duft von frischen Brötchen durch die schlafenden Gassen.',
            'Die Bäckerei hatte schon ihrem Großvater gehört. Seitdem hatte sich wenig verändert: die Holztheke, die alte Waage mit den Messinggewichten und die Glocke über der Tür, die bei jedem Kunden hell bimmelte. Manche Stammkunden kamen seit Jahrzehnten, einige schon mit ihren Enkeln, und jeder hatte sein Lieblingsbrot, das Frau Brandt ohne zu fragen einpackte.',
            'Doch in diesem Herbst eröffnete am Stadtrand ein großer Supermarkt mit eigener Backstation. Die Brötchen dort waren billiger, und jeden Morgen kamen ein paar Kunden weniger. Frau Brandt machte sich Sorgen, auch wenn sie es niemandem zeigte. Abends saß sie lange über ihren Büchern.',
          ],
        },
        {
          title: 'Das verlorene Rezept',
          heading: 'Zweites Kapitel. Das verlorene Rezept.',
          paragraphs: [
            'Eines Abends räumte ihr Enkel Paul den Dachboden auf und fand eine Blechdose voller vergilbter Karteikarten. Es waren die Rezepte des Urgroßvaters, mit Bleistift geschrieben, voller Flecken und mit kleinen Zeichnungen am Rand. Paul trug die Dose hinunter in die Küche, und Großmutter und Enkel lasen bis spät in die Nacht.',
            'Eine Karte war besonders abgegriffen. Darauf stand: Marktbrot, nur für Samstage. Darunter eine Liste mit Roggen, Dinkel, Kümmel und einem Löffel Honig, und ganz unten in winziger Schrift: über Nacht ruhen lassen, nicht drängeln.',
            'Frau Brandt erinnerte sich an dieses Brot. Als kleines Mädchen hatte sie samstags vor der Tür gewartet, bis es aus dem Ofen kam. Seit Jahrzehnten hatte es niemand mehr gebacken, weil die Karte verschwunden war. Sie hatte immer geglaubt, das Rezept sei mit ihrem Großvater verloren gegangen, und nun lag es vor ihr auf dem Küchentisch.',
          ],
        },
        {
          title: 'Der Samstag',
          heading: 'Drittes Kapitel. Der Samstag.',
          paragraphs: [
            'Am Freitagabend setzten Großmutter und Enkel den Teig an und ließen ihn über Nacht ruhen, genau wie es auf der Karte stand. Paul konnte kaum schlafen. Um vier Uhr stand er schon in der Backstube und wartete auf das Licht. Seine Großmutter lachte und sagte, Brot werde nicht schneller fertig, wenn man es anstarrt.',
            'Als die ersten Laibe aus dem Ofen kamen, duftete der ganze Marktplatz nach Kümmel und Honig. Die Marktleute kamen herüber, dann die Nachbarn, und bald stand eine Schlange bis zum Brunnen. Um neun Uhr war kein einziges Brot mehr übrig. Sogar der Filialleiter vom Supermarkt hatte in der Schlange gestanden und zwei Laibe gekauft.',
            'Seitdem gibt es das Marktbrot wieder, jeden Samstag, und nur so viel, wie über Nacht in den Körben ruhen kann. Die Karteikarte hängt eingerahmt hinter der Theke. Und wer fragt, warum man nicht mehr backt, bekommt von Paul immer dieselbe Antwort: nicht drängeln.',
          ],
        },
      ],
    },
  ],
  episodes: [
    {
      slug: 'podcast-vorschau',
      title: 'Audiora-Podcasts: Vorschau',
      heading: 'Audiora-Podcasts. Vorschau.',
      paragraphs: [
        'Hallo und willkommen im Studio von Audiora. In unseren Podcasts sprechen wir über alte und neue Bücher, schauen in die Sprecherkabine und lesen Kindern ruhige Geschichten zum Einschlafen vor.',
        'Diese kurze Folge ist eine Hörprobe. Hör dir an, wie der Player klingt, spul ein Stück vor und probier eine andere Geschwindigkeit aus. Neue Folgen erscheinen jede Woche. Bis bald!',
      ],
    },
  ],
};
