import type { WorkText } from '../market-content';

export const works: Readonly<Record<string, WorkText>> = {
  'a-study-in-scarlet': {
    title: 'Studie v šarlatové',
    description:
      'První setkání doktora Watsona se Sherlockem Holmesem a zločin, jehož stopa vede až na americký Divoký západ. Tak vzniká nejslavnější detektivní dvojice literatury.',
  },
  'the-sign-of-the-four': {
    title: 'Podpis čtyř',
    description:
      'Mladá vychovatelka dostává každý rok poštou jednu perlu od neznámého odesílatele. Holmes a Watson sledují stopu indického pokladu, přísahy čtyř společníků a noční honičky po Temži.',
  },
  'the-hound-of-the-baskervilles': {
    title: 'Pes baskervillský',
    description:
      'Na vřesovištích v Devonu koluje pověst o pekelném psovi, který po generace pronásleduje dědice rodu Baskervillů. Holmes musí oddělit pověru od velmi lidského zločinu.',
  },
  'the-three-musketeers': {
    title: 'Tři mušketýři',
    description:
      "Mladý Gaskoňec d'Artagnan přijíždí do Paříže s doporučujícím dopisem a horkou hlavou a hned první den vyzve na souboj tři královské mušketýry. Tak začíná přátelství, které se postaví úkladům kardinála i Mylady.",
  },
  'twenty-years-after': {
    title: 'Dvacet let poté',
    description:
      "Mušketýři zestárli, jejich cesty se rozešly a Francií i Anglií otřásají občanské války. D'Artagnan se snaží dát staré přátele dohromady, jenže tentokrát stojí na různých stranách.",
  },
  'the-vicomte-of-bragelonne': {
    title: 'Vikomt de Bragelonne',
    description:
      "Poslední díl d'Artagnanových dobrodružství: mladý Ludvík XIV. se chápe vlády, Athosův syn prožívá zklamání v lásce a Aramis spřádá spiknutí kolem záhadného vězně se železnou maskou.",
  },
  'pride-and-prejudice': {
    title: 'Pýcha a předsudek',
    description:
      'Elizabeth Bennetová má ostrý jazyk a čtyři sestry na vdávání, pan Darcy jmění a příšerné způsoby. Jiskřivá komedie o prvním dojmu, který dokáže oklamat i ty nejbystřejší.',
  },
  'oliver-twist': {
    title: 'Oliver Twist',
    description:
      'Sirotek z chudobince uteče do Londýna a padne rovnou do rukou Faginovy bandy kapsářů. Dickens s hněvem i humorem líčí město, kde dítě musí bojovat o každý den.',
  },
  'a-christmas-carol': {
    title: 'Vánoční koleda',
    description:
      'Lakomého Ebenezera Scrooge navštíví na Štědrý večer tři duchové a ukážou mu minulost, přítomnost i budoucnost. Krátký příběh, kterým mnoho rodin zahajuje Vánoce.',
  },
  'treasure-island': {
    title: 'Ostrov pokladů',
    description:
      'Jim Hawkins najde mapu kapitána Flinta a vydá se za pokladem, aniž tuší, že polovina posádky jsou piráti. V čele vzpoury stojí zdvořilý jednonohý kuchař Dlouhý John Silver.',
  },
  'jekyll-and-hyde': {
    title: 'Podivný případ dr. Jekylla a pana Hyda',
    description:
      'Vážený londýnský lékař se přátelí s odpudivým panem Hydem, za nímž zůstává stopa násilí. Advokát Utterson zjišťuje, že je pojí něco mnohem temnějšího než závěť.',
  },
  'the-picture-of-dorian-gray': {
    title: 'Obraz Doriana Graye',
    description:
      'Krásný mladík si přeje, aby místo něj stárnul jeho portrét. Léta plynou, Dorianova tvář zůstává bez poskvrny a obraz ukrytý na půdě se mění s každým jeho hříchem.',
  },
  'tom-sawyer': {
    title: 'Dobrodružství Toma Sawyera',
    description:
      'Tom se umí vyhnout natírání plotu, ztratit se v jeskyni i stát se svědkem nočního zločinu na hřbitově. Veselé vyprávění o dětství na Mississippi, plné lstí i nebezpečí.',
  },
  'around-the-world-in-eighty-days': {
    title: 'Cesta kolem světa za osmdesát dní',
    description:
      'Flegmatický Phileas Fogg se vsadí, že objede Zemi za osmdesát dní. S věrným Passepartoutem se žene vlaky, parníky i na hřbetě slona a v patách mu je detektiv Fix.',
  },
  'twenty-thousand-leagues': {
    title: 'Dvacet tisíc mil pod mořem',
    description:
      'Profesor Aronnax se ocitne na palubě Nautilu, ponorky tajemného kapitána Nema. Spolu brázdí oceány, spatří potopenou Atlantidu a utkají se s obří olihní.',
  },
  'the-count-of-monte-cristo': {
    title: 'Hrabě Monte Christo',
    description:
      'Edmond Dantès, křivě obviněný v den zasnoubení, stráví čtrnáct let v žaláři pevnosti If. Když se dostane na svobodu i k obrovskému pokladu, začne trpělivě účtovat s těmi, kdo ho zradili.',
  },
  'anna-karenina': {
    title: 'Anna Karenina',
    description:
      'Manželka vysokého úředníka se zamiluje do mladého důstojníka a vzepře se petrohradské společnosti. Vedle jejího příběhu se odvíjí osud Levina, který hledá smysl života v práci na statku.',
  },
  'crime-and-punishment': {
    title: 'Zločin a trest',
    description:
      'Chudý student Raskolnikov si namluví, že výjimeční lidé smějí překročit zákon, a zabije starou lichvářku. Pak přichází skutečný trest: horečka, strach a rozhovory s bystrým vyšetřovatelem.',
  },
  'the-lady-with-the-dog': {
    title: 'Dáma s psíčkem',
    description:
      'Znuděný Moskvan potká na jaltském nábřeží mladou ženu s bílým špicem. Prázdninová známost měla být jen epizodou, a přitom změní všechno. K titulní povídce přidáváme další Čechovovy drobné skvosty.',
  },
  'andersen-fairy-tales': {
    title: 'Andersenovy pohádky',
    description:
      'Ošklivé káčátko, Děvčátko se sirkami, Sněhová královna a Malenka – nejkrásnější pohádky dánského mistra, něžné, smutné a moudré zároveň.',
  },
  'grimm-fairy-tales': {
    title: 'Pohádky bratří Grimmů',
    description:
      'Perníková chaloupka, Popelka, Šípková Růženka a Červená Karkulka ve verzích blízkých těm, které bratři Grimmové zapsali podle německých vypravěčů.',
  },
  'alice-in-wonderland': {
    title: 'Alenka v říši divů',
    description:
      'Alenka spadne do králičí nory a ocitne se ve světě, kde kočka mizí a zůstává po ní jen úsměv a čaj u Kloboučníka nikdy nekončí. Nesmysl, který baví děti a okouzluje dospělé.',
  },
  'the-jungle-book': {
    title: 'Kniha džunglí',
    description:
      'Malý Mauglí vyrůstá mezi vlky, zákonům džungle ho učí medvěd Balú a panter Bagíra a tygr Šér Chán trpělivě čeká na svou příležitost.',
  },
  'the-metamorphosis': {
    title: 'Proměna',
    description:
      'Obchodní cestující Řehoř Samsa se jednoho rána probudí proměněný v obrovský hmyz. Nejděsivější je ale to, jak se k němu zachová jeho vlastní rodina.',
  },
  'the-sorrows-of-young-werther': {
    title: 'Utrpení mladého Werthera',
    description:
      'V dopisech příteli líčí mladý Werther beznadějnou lásku k zasnoubené Lottě. Román, který roznítil představivost celé jedné generace čtenářů.',
  },
  'don-quixote': {
    title: 'Don Quijote de la Mancha',
    description:
      'Zchudlý šlechtic z La Manchy se načetl rytířských románů a vyráží do světa jako bludný rytíř se zbrojnošem Sanchem Panzou po boku. Bojuje s větrnými mlýny a mimochodem řekne o lidech víc, než by se zdálo.',
  },
  'the-murders-in-the-rue-morgue': {
    title: 'Vraždy v ulici Morgue',
    description:
      'V pařížském bytě zamčeném zevnitř najde policie dvě zavražděné ženy. Geniální C. Auguste Dupin rozluští záhadu, kterou začaly dějiny detektivky.',
  },
  frankenstein: {
    title: 'Frankenstein',
    description:
      'Mladý vědec Victor Frankenstein vdechne život bytosti složené z mrtvých těl a pak před vlastním dílem uteče. Příběh o odpovědnosti tvůrce, kterým začala vědecká fantastika.',
  },
  dracula: {
    title: 'Drákula',
    description:
      'Mladý advokát Jonathan Harker odjíždí do Transylvánie, aby záhadnému hraběti prodal sídlo u Londýna. Brzy musí profesor Van Helsing a jeho přátelé čelit upírovi přímo v srdci Anglie.',
  },
  'robinson-crusoe': {
    title: 'Robinson Crusoe',
    description:
      'Trosečník stráví osmadvacet let na pustém ostrově: postaví si dům, ochočí kozy a nakonec zachrání Pátka. Klasický příběh o vynalézavosti a samotě.',
  },
  pinocchio: {
    title: 'Pinocchiova dobrodružství',
    description:
      'Dřevěný panáček, kterého vyřezal starý Geppetto, chce být skutečným chlapcem, ale pořád podléhá lákavým dobrodružstvím. A když lže, roste mu nos.',
  },
  meditations: {
    title: 'Hovory k sobě',
    description:
      'Poznámky, které si císař Marcus Aurelius psal pro sebe ve vojenských táborech na Dunaji. O tom, jak krotit hněv, smířit se s pomíjivostí a dělat, co je správné, i když se nikdo nedívá.',
  },
  'letters-to-lucilius': {
    title: 'Listy Luciliovi',
    description:
      'Seneca v dopisech mladšímu příteli radí, jak hospodařit s časem, jak se přestat bát a zachovat klid v neklidném světě. Rady staré dva tisíce let znějí překvapivě současně.',
  },
  'the-gallic-war': {
    title: 'Zápisky o válce galské',
    description:
      'Julius Caesar sám vypráví o svých taženích: o mostě přes Rýn, výpravách do Británie a obléhání Alesie. Kronika války psaná rukou vítěze.',
  },
  'the-twelve-caesars': {
    title: 'Životopisy dvanácti císařů',
    description:
      'Suetonius posbíral historky, klepy a dokumenty o dvanácti vládcích Říma od Julia Caesara po Domitiana. Barvitý obraz moci, přepychu a krutosti.',
  },
  'svejk-1': {
    title: 'Osudy dobrého vojáka Švejka I: V zázemí',
    description:
      'Zpráva o atentátu v Sarajevu zastihne Josefa Švejka při mazání revmatických kolen a od té chvíle už ho nic nezastaví. Úřední šiml, policejní strážnice i blázinec se před jeho dobromyslností musí sklonit.',
  },
  'svejk-2': {
    title: 'Osudy dobrého vojáka Švejka II: Na frontě',
    description:
      'Švejk se vydává za svým plukem a jeho anabáze kolem Budějovic se stává legendou. Po boku nadporučíka Lukáše dokazuje, že nejjistější cesta na frontu vede oklikou.',
  },
  'svejk-3': {
    title: 'Osudy dobrého vojáka Švejka III: Slavný výprask',
    description:
      'Vlak s pochodovým praporem míří na východ a Švejk, nově povýšený na ordonanci, zvládá každou nesnáz historkou „z praxe“. Hašek tu válečnou mašinérii zesměšňuje s největší chutí.',
  },
  'svejk-4': {
    title: 'Osudy dobrého vojáka Švejka IV: Pokračování slavného výprasku',
    description:
      'Švejk si zkusí ruskou uniformu a málem na to doplatí. Poslední, nedokončená část románu, kterou Hašek diktoval až do svých posledních dnů.',
  },
  babicka: {
    title: 'Babička',
    description:
      'Babička přijíždí za rodinou dcery do údolí pod Ratibořicemi a přináší s sebou moudrost, zvyky a příběhy celého kraje. Obrazy venkovského roku, na které se nezapomíná.',
  },
  'valka-s-mloky': {
    title: 'Válka s mloky',
    description:
      'Kapitán van Toch objeví v Tichomoří inteligentní mloky a lidstvo z nich brzy udělá levnou pracovní sílu. Satirický román o chamtivosti, který dnes zní ještě naléhavěji než v roce svého vzniku.',
  },
  rur: {
    title: 'R.U.R.',
    description:
      'Na ostrově továrny Rossumových univerzálních robotů se vyrábějí dokonalí dělníci bez duše. Drama, díky kterému se celý svět naučil slovo „robot“.',
  },
  kytice: {
    title: 'Kytice',
    description:
      'Polednice, Vodník, Svatební košile a další balady z lidových pověstí, v nichž se trest a vina potkávají za soumraku. Sbírka, kterou Češi znají nazpaměť.',
  },
  'stare-povesti-ceske': {
    title: 'Staré pověsti české',
    description:
      'Praotec Čech na hoře Říp, kněžna Libuše, dívčí válka i Blaničtí rytíři. Jirásek převyprávěl nejstarší příběhy české země tak, že je dodnes poslouchají děti i dospělí.',
  },
  'povidky-malostranske': {
    title: 'Povídky malostranské',
    description:
      'Sousedé, studenti, žebráci a úředníci z úzkých uliček pod Hradem. Neruda vykresluje Malou Stranu s humorem, něhou i ironií.',
  },
};

export const cycles: Readonly<Record<string, WorkText>> = {
  'sherlock-holmes': {
    title: 'Sherlock Holmes',
    description:
      'Tři romány o detektivovi z Baker Street: od prvního setkání s doktorem Watsonem po pověst o pekelném psovi z vřesovišť.',
  },
  musketeers: {
    title: 'Sága o mušketýrech',
    description:
      "Celý příběh d'Artagnana a jeho přátel, od prvního souboje v Paříži po poslední léta velkého přátelství.",
  },
  svejk: {
    title: 'Osudy dobrého vojáka Švejka',
    description:
      'Všechny čtyři díly Haškova románu o pražském psíčkaři, který se s úsměvem a nekonečnou řadou historek probíjí první světovou válkou.',
  },
  // The store's named collections (domain/catalog/named-cycles.ts), under the same slug in every market.
  zapowiedzi: {
    title: 'Novinky',
    description: 'Premiéry, na které jste čekali: nejnovější audioknihy v našem katalogu, od té nejčerstvější.',
  },
  'cykle-audiobookow': {
    title: 'Série audioknih',
    description: 'Všechny série na jednom místě: ságy, trilogie a sbírky, které je nejlepší poslouchat popořadě.',
  },
};
