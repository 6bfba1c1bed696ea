import type { WorkText } from '../market-content';

export const works: Readonly<Record<string, WorkText>> = {
  'a-study-in-scarlet': {
    title: 'Eine Studie in Scharlachrot',
    description:
      'Dr. Watson lernt Sherlock Holmes kennen, und gleich der erste gemeinsame Fall führt bis in den amerikanischen Wilden Westen. So beginnt das berühmteste Ermittlerduo der Literatur.',
  },
  'the-sign-of-the-four': {
    title: 'Das Zeichen der Vier',
    description:
      'Eine junge Gouvernante erhält jedes Jahr per Post eine Perle von einem unbekannten Absender. Holmes und Watson folgen der Spur eines indischen Schatzes, eines Schwurs unter vier Männern und einer nächtlichen Jagd über die Themse.',
  },
  'the-hound-of-the-baskervilles': {
    title: 'Der Hund der Baskervilles',
    description:
      'Im Moor von Devon erzählt man sich von einem Höllenhund, der seit Generationen die Erben der Baskervilles verfolgt. Holmes muss Aberglauben und ein sehr menschliches Verbrechen auseinanderhalten.',
  },
  'the-three-musketeers': {
    title: 'Die drei Musketiere',
    description:
      "Der junge Gascogner d'Artagnan kommt mit einem Empfehlungsschreiben und einem Hitzkopf nach Paris und fordert schon am ersten Tag drei Musketiere des Königs zum Duell. Daraus wird eine Freundschaft, die es mit den Ränken des Kardinals und Milady aufnimmt.",
  },
  'twenty-years-after': {
    title: 'Zwanzig Jahre danach',
    description:
      "Die Musketiere sind älter geworden, ihre Wege haben sich getrennt, und Bürgerkriege erschüttern Frankreich und England. D'Artagnan will die alten Freunde wieder zusammenbringen – doch diesmal stehen sie auf verschiedenen Seiten.",
  },
  'the-vicomte-of-bragelonne': {
    title: 'Der Vicomte von Bragelonne',
    description:
      "Das letzte Abenteuer d'Artagnans: Der junge Ludwig XIV. greift nach der Macht, Athos' Sohn erlebt eine bittere Enttäuschung, und Aramis spinnt eine Verschwörung um den geheimnisvollen Gefangenen mit der eisernen Maske.",
  },
  'pride-and-prejudice': {
    title: 'Stolz und Vorurteil',
    description:
      'Elizabeth Bennet hat eine spitze Zunge und vier Schwestern, die unter die Haube sollen; Mr Darcy hat ein Vermögen und miserable Manieren. Eine funkelnde Komödie über den ersten Eindruck, der selbst die Klügsten täuscht.',
  },
  'oliver-twist': {
    title: 'Oliver Twist',
    description:
      'Ein Waisenjunge flieht aus dem Armenhaus nach London und landet direkt bei Fagins Taschendiebbande. Dickens erzählt voller Zorn und Humor von einer Stadt, in der ein Kind um jeden Tag kämpfen muss.',
  },
  'a-christmas-carol': {
    title: 'Eine Weihnachtsgeschichte',
    description:
      'Dem Geizhals Ebenezer Scrooge erscheinen am Weihnachtsabend drei Geister und zeigen ihm Vergangenheit, Gegenwart und Zukunft. Eine kurze Geschichte, mit der viele Familien ihre Feiertage beginnen.',
  },
  'treasure-island': {
    title: 'Die Schatzinsel',
    description:
      'Jim Hawkins findet die Karte von Käpt’n Flint und sticht in See, ohne zu ahnen, dass die halbe Mannschaft aus Piraten besteht. Angeführt wird die Meuterei vom höflichen einbeinigen Schiffskoch Long John Silver.',
  },
  'jekyll-and-hyde': {
    title: 'Der seltsame Fall des Dr. Jekyll und Mr. Hyde',
    description:
      'Ein angesehener Londoner Arzt pflegt eine rätselhafte Verbindung zum abstoßenden Mr. Hyde, der eine Spur der Gewalt hinterlässt. Anwalt Utterson entdeckt, dass die beiden etwas weit Dunkleres verbindet als ein Testament.',
  },
  'the-picture-of-dorian-gray': {
    title: 'Das Bildnis des Dorian Gray',
    description:
      'Ein schöner junger Mann wünscht sich, dass sein Porträt an seiner Stelle altert. Die Jahre vergehen, Dorians Gesicht bleibt makellos, und das Bild auf dem Dachboden verändert sich mit jeder seiner Sünden.',
  },
  'tom-sawyer': {
    title: 'Die Abenteuer des Tom Sawyer',
    description:
      'Tom schafft es, sich vor dem Zaunstreichen zu drücken, sich in einer Höhle zu verirren und nachts auf dem Friedhof Zeuge eines Verbrechens zu werden. Eine heitere Erzählung von einer Kindheit am Mississippi, voller List und Gefahr.',
  },
  'around-the-world-in-eighty-days': {
    title: 'Reise um die Erde in 80 Tagen',
    description:
      'Der stoische Phileas Fogg wettet, dass er die Erde in achtzig Tagen umrunden kann. Mit seinem treuen Diener Passepartout jagt er per Zug, Dampfer und Elefant um den Globus, dicht gefolgt von Detektiv Fix.',
  },
  'twenty-thousand-leagues': {
    title: 'Zwanzigtausend Meilen unter dem Meer',
    description:
      'Professor Aronnax gerät an Bord der Nautilus, des U-Boots des rätselhaften Kapitäns Nemo. Gemeinsam durchqueren sie die Ozeane, sehen das versunkene Atlantis und kämpfen gegen einen Riesenkraken.',
  },
  'the-count-of-monte-cristo': {
    title: 'Der Graf von Monte Christo',
    description:
      'Edmond Dantès wird am Tag seiner Verlobung unschuldig verhaftet und verbringt vierzehn Jahre im Kerker des Château d’If. Als er mit einem gewaltigen Schatz freikommt, beginnt er geduldig, mit seinen Verrätern abzurechnen.',
  },
  'anna-karenina': {
    title: 'Anna Karenina',
    description:
      'Die Frau eines hohen Beamten verliebt sich in einen jungen Offizier und fordert die Petersburger Gesellschaft heraus. Daneben erzählt der Roman von Lewin, der den Sinn des Lebens in der Arbeit auf seinem Gut sucht.',
  },
  'crime-and-punishment': {
    title: 'Schuld und Sühne',
    description:
      'Der arme Student Raskolnikow redet sich ein, außergewöhnliche Menschen dürften das Gesetz brechen, und erschlägt eine alte Pfandleiherin. Dann beginnt die eigentliche Strafe: Fieber, Angst und Gespräche mit einem scharfsinnigen Untersuchungsrichter.',
  },
  'the-lady-with-the-dog': {
    title: 'Die Dame mit dem Hündchen',
    description:
      'Ein gelangweilter Moskauer lernt in Jalta eine junge Frau mit einem weißen Spitz kennen. Aus der Urlaubsaffäre, die nichts bedeuten sollte, wird die Liebe seines Lebens. Dazu weitere kleine Meisterwerke Tschechows.',
  },
  'andersen-fairy-tales': {
    title: 'Andersens Märchen',
    description:
      'Das hässliche Entlein, Das kleine Mädchen mit den Schwefelhölzern, Die Schneekönigin und Däumelinchen – die schönsten Märchen des dänischen Meisters, zärtlich, traurig und weise zugleich.',
  },
  'grimm-fairy-tales': {
    title: 'Kinder- und Hausmärchen',
    description:
      'Hänsel und Gretel, Aschenputtel, Dornröschen und Rotkäppchen, so wie die Brüder Grimm sie nach den Erzählungen ihrer Gewährsleute aufgeschrieben haben.',
  },
  'alice-in-wonderland': {
    title: 'Alice im Wunderland',
    description:
      'Alice fällt in einen Kaninchenbau und landet in einer Welt, in der eine Katze verschwindet und nur ihr Grinsen zurücklässt und die Teegesellschaft des Hutmachers niemals endet. Unsinn, der Kinder begeistert und Erwachsene verzaubert.',
  },
  'the-jungle-book': {
    title: 'Das Dschungelbuch',
    description:
      'Der kleine Mowgli wächst bei den Wölfen auf, lernt das Gesetz des Dschungels vom Bären Balu und vom Panther Baghira, während der Tiger Shir Khan geduldig auf seine Gelegenheit wartet.',
  },
  'the-metamorphosis': {
    title: 'Die Verwandlung',
    description:
      'Als Gregor Samsa eines Morgens aus unruhigen Träumen erwacht, ist er in ein ungeheures Ungeziefer verwandelt. Am beklemmendsten aber ist, wie seine eigene Familie darauf reagiert.',
  },
  'the-sorrows-of-young-werther': {
    title: 'Die Leiden des jungen Werther',
    description:
      'In Briefen an einen Freund schildert der junge Werther seine aussichtslose Liebe zur verlobten Lotte. Der Roman, der eine ganze Generation in Aufruhr versetzte.',
  },
  'don-quixote': {
    title: 'Don Quijote',
    description:
      'Ein verarmter Landadliger aus La Mancha hat zu viele Ritterromane gelesen und zieht als fahrender Ritter in die Welt, an seiner Seite der Knappe Sancho Panza. Er kämpft gegen Windmühlen und sagt dabei mehr über die Menschen, als man denkt.',
  },
  'the-murders-in-the-rue-morgue': {
    title: 'Der Doppelmord in der Rue Morgue',
    description:
      'In einer von innen verschlossenen Pariser Wohnung findet die Polizei zwei ermordete Frauen. Der brillante C. Auguste Dupin löst das Rätsel, mit dem die Geschichte der Detektivgeschichte begann.',
  },
  frankenstein: {
    title: 'Frankenstein',
    description:
      'Der junge Forscher Victor Frankenstein erweckt ein aus Leichenteilen geschaffenes Wesen zum Leben und flieht dann vor seinem eigenen Werk. Eine Geschichte über die Verantwortung des Schöpfers, mit der die Science-Fiction begann.',
  },
  dracula: {
    title: 'Dracula',
    description:
      'Der junge Anwalt Jonathan Harker reist nach Transsilvanien, um einem geheimnisvollen Grafen ein Anwesen bei London zu verkaufen. Bald müssen Professor Van Helsing und seine Freunde einem Vampir mitten in England entgegentreten.',
  },
  'robinson-crusoe': {
    title: 'Robinson Crusoe',
    description:
      'Ein Schiffbrüchiger verbringt achtundzwanzig Jahre auf einer einsamen Insel: Er baut sich ein Haus, zähmt Ziegen und rettet schließlich Freitag. Die klassische Geschichte über Erfindungsgeist und Einsamkeit.',
  },
  pinocchio: {
    title: 'Pinocchios Abenteuer',
    description:
      'Die Holzpuppe, die der alte Geppetto geschnitzt hat, möchte ein richtiger Junge werden, lässt sich aber immer wieder von bequemen Abenteuern verführen. Und wenn sie lügt, wächst ihr die Nase.',
  },
  meditations: {
    title: 'Selbstbetrachtungen',
    description:
      'Notizen, die Kaiser Mark Aurel in den Heerlagern an der Donau für sich selbst schrieb. Über den Umgang mit Zorn, die Vergänglichkeit und darüber, das Richtige zu tun, auch wenn niemand hinsieht.',
  },
  'letters-to-lucilius': {
    title: 'Briefe an Lucilius',
    description:
      'In Briefen an einen jüngeren Freund rät Seneca, wie man mit der Zeit haushält, die Angst verliert und in einer unruhigen Welt gelassen bleibt. Ratschläge, die zweitausend Jahre alt sind und überraschend heutig klingen.',
  },
  'the-gallic-war': {
    title: 'Der Gallische Krieg',
    description:
      'Gaius Julius Caesar berichtet selbst von seinen Feldzügen: von der Brücke über den Rhein, den Fahrten nach Britannien und der Belagerung von Alesia. Die Chronik eines Krieges aus der Feder des Siegers.',
  },
  'the-twelve-caesars': {
    title: 'Kaiserbiographien',
    description:
      'Sueton sammelte Anekdoten, Gerüchte und Dokumente über zwölf Herrscher Roms, von Julius Caesar bis Domitian. Ein farbiges Porträt von Macht, Prunk und Grausamkeit.',
  },
  'winnetou-1': {
    title: 'Winnetou I',
    description:
      'Ein junger Landvermesser aus Deutschland kommt in den Wilden Westen, erhält den Namen Old Shatterhand und wird nach Feindschaft und Gefangenschaft zum Blutsbruder des Apachenhäuptlings Winnetou. Der Beginn einer legendären Freundschaft.',
  },
  'winnetou-2': {
    title: 'Winnetou II',
    description:
      'Old Shatterhand zieht als Westmann durch Prärie und Berge, gerät zwischen Glücksritter, Banditen und verfeindete Stämme und trifft immer wieder auf seinen Freund Winnetou. Abenteuer zwischen Lagerfeuern und gefährlichen Verfolgungsjagden.',
  },
  'winnetou-3': {
    title: 'Winnetou III',
    description:
      'Die Blutsbrüder reiten ein letztes Mal gemeinsam, und Karl May führt die Geschichte zu ihrem bewegenden Ende. Ein Abschied, über den Generationen von Lesern Tränen vergossen haben.',
  },
  'effi-briest': {
    title: 'Effi Briest',
    description:
      'Mit siebzehn heiratet Effi den viel älteren Baron von Innstetten und zieht in das stille Kessin an der Ostsee. Eine kurze Affäre, Jahre später entdeckt, zerstört ihr Leben – erzählt mit leiser, unerbittlicher Genauigkeit.',
  },
  'der-schimmelreiter': {
    title: 'Der Schimmelreiter',
    description:
      'Hauke Haien, Deichgraf an der nordfriesischen Küste, will einen neuen, kühneren Deich bauen und legt sich mit Dorf und Meer an. Eine Novelle zwischen Aufklärung und Gespensterglauben, in der bei Sturmflut ein Reiter auf einem Schimmel erscheint.',
  },
  schachnovelle: {
    title: 'Schachnovelle',
    description:
      'Auf einem Passagierdampfer nach Buenos Aires mischt sich ein Unbekannter in eine Partie gegen den Schachweltmeister ein. Wie Dr. B. in Gestapo-Isolationshaft mit einem gestohlenen Schachbuch überlebte, erzählt Zweig in einer der eindringlichsten Novellen des Jahrhunderts.',
  },
  faust: {
    title: 'Faust. Der Tragödie erster Teil',
    description:
      'Der Gelehrte Faust schließt einen Pakt mit Mephisto: Er setzt seine Seele dafür ein, einmal den vollkommenen Augenblick zu erleben. Die Gretchentragödie, Auerbachs Keller und die Walpurgisnacht – gelesen mit verteilten Stimmen.',
  },
  'der-sandmann': {
    title: 'Der Sandmann',
    description:
      'Der Student Nathanael glaubt im Wetterglashändler Coppola den unheimlichen Advokaten Coppelius seiner Kindheit wiederzuerkennen – und verliebt sich in die schöne, seltsam starre Olimpia. Eine Erzählung, die bis heute Gänsehaut macht.',
  },
  'michael-kohlhaas': {
    title: 'Michael Kohlhaas',
    description:
      'Der Pferdehändler Michael Kohlhaas verlangt Gerechtigkeit, nachdem ein Junker seine Rappen misshandelt hat – und wird darüber zum Brandstifter und Räuber. Kleists Erzählung über Recht und Rache im 16. Jahrhundert.',
  },
};

export const cycles: Readonly<Record<string, WorkText>> = {
  'sherlock-holmes': {
    title: 'Sherlock Holmes',
    description:
      'Drei Romane über den Detektiv aus der Baker Street: vom ersten Treffen mit Dr. Watson bis zur Legende vom Höllenhund im Moor.',
  },
  musketeers: {
    title: 'Die Musketier-Saga',
    description:
      "Die ganze Geschichte d'Artagnans und seiner Freunde, vom ersten Duell in Paris bis zu den letzten Jahren einer großen Freundschaft.",
  },
  winnetou: {
    title: 'Winnetou-Trilogie',
    description:
      'Alle drei Bände von Karl Mays berühmtestem Werk: die Freundschaft zwischen Old Shatterhand und dem Apachenhäuptling Winnetou, von der ersten Begegnung bis zum Abschied.',
  },
  // The store's named collections (domain/catalog/named-cycles.ts), under the same slug in every market.
  zapowiedzi: {
    title: 'Neuerscheinungen',
    description:
      'Die Premieren, auf die du gewartet hast: die neuesten Hörbücher unseres Katalogs, die frischesten zuerst.',
  },
  'cykle-audiobookow': {
    title: 'Hörbuchreihen',
    description: 'Alle Reihen an einem Ort: Sagas, Trilogien und Sammlungen, die du am besten der Reihe nach hörst.',
  },
};
