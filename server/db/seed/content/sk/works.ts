import type { WorkText } from '../market-content';

export const works: Readonly<Record<string, WorkText>> = {
  'a-study-in-scarlet': {
    title: 'Štúdia v šarlátovej',
    description:
      'Prvé stretnutie doktora Watsona so Sherlockom Holmesom a zločin, ktorého stopa vedie až na americký Divoký západ. Tak sa rodí najslávnejšia detektívna dvojica literatúry.',
  },
  'the-sign-of-the-four': {
    title: 'Znamenie štyroch',
    description:
      'Mladá vychovávateľka dostáva každý rok poštou jednu perlu od neznámeho odosielateľa. Holmes a Watson idú po stope indického pokladu, prísahy štyroch spoločníkov a nočnej naháňačky po Temži.',
  },
  'the-hound-of-the-baskervilles': {
    title: 'Baskervillský pes',
    description:
      'Na vresoviskách v Devone koluje povesť o pekelnom psovi, ktorý celé generácie prenasleduje dedičov rodu Baskervillovcov. Holmes musí oddeliť povery od veľmi ľudského zločinu.',
  },
  'the-three-musketeers': {
    title: 'Traja mušketieri',
    description:
      "Mladý Gaskonec d'Artagnan prichádza do Paríža s odporúčajúcim listom a horúcou hlavou a hneď prvý deň vyzve na súboj troch kráľových mušketierov. Tak sa začína priateľstvo, ktoré sa postaví úkladom kardinála aj Milady.",
  },
  'twenty-years-after': {
    title: 'Dvadsať rokov potom',
    description:
      "Mušketieri zostarli, ich cesty sa rozišli a Francúzskom aj Anglickom otriasajú občianske vojny. D'Artagnan sa pokúša dať starých priateľov dokopy, lenže tentoraz stoja na rôznych stranách.",
  },
  'the-vicomte-of-bragelonne': {
    title: 'Vikomt de Bragelonne',
    description:
      "Posledný diel d'Artagnanových dobrodružstiev: mladý Ľudovít XIV. sa chápe vlády, Athosov syn prežíva sklamanie v láske a Aramis spriada sprisahanie okolo záhadného väzňa so železnou maskou.",
  },
  'pride-and-prejudice': {
    title: 'Pýcha a predsudok',
    description:
      'Elizabeth Bennetová má ostrý jazyk a štyri sestry na vydaj, pán Darcy majetok a hrozné spôsoby. Iskrivá komédia o prvom dojme, ktorý vie oklamať aj tých najbystrejších.',
  },
  'oliver-twist': {
    title: 'Oliver Twist',
    description:
      'Sirota z chudobinca utečie do Londýna a padne rovno do rúk Faginovej bandy vreckových zlodejov. Dickens s hnevom aj humorom opisuje mesto, v ktorom musí dieťa bojovať o každý deň.',
  },
  'a-christmas-carol': {
    title: 'Vianočná koleda',
    description:
      'Lakomého Ebenezera Scroogea navštívia na Štedrý večer traja duchovia a ukážu mu minulosť, prítomnosť aj budúcnosť. Krátky príbeh, ktorým mnohé rodiny začínajú Vianoce.',
  },
  'treasure-island': {
    title: 'Ostrov pokladov',
    description:
      'Jim Hawkins nájde mapu kapitána Flinta a vydá sa za pokladom, netušiac, že polovica posádky sú piráti. Na čele vzbury stojí zdvorilý jednonohý kuchár Dlhý John Silver.',
  },
  'jekyll-and-hyde': {
    title: 'Podivný prípad doktora Jekylla a pána Hyda',
    description:
      'Vážený londýnsky lekár sa priatelí s odpudivým pánom Hydom, za ktorým ostáva stopa násilia. Advokát Utterson zisťuje, že ich spája niečo oveľa temnejšie než závet.',
  },
  'the-picture-of-dorian-gray': {
    title: 'Obraz Doriana Graya',
    description:
      'Krásny mladík si želá, aby namiesto neho starol jeho portrét. Roky plynú, Dorianova tvár zostáva bez poškvrny a obraz ukrytý na povale sa mení s každým jeho hriechom.',
  },
  'tom-sawyer': {
    title: 'Dobrodružstvá Toma Sawyera',
    description:
      'Tom sa vie vyhnúť natieraniu plota, stratiť sa v jaskyni aj stať sa svedkom nočného zločinu na cintoríne. Veselé rozprávanie o detstve na rieke Mississippi, plné ľstí aj nebezpečenstiev.',
  },
  'around-the-world-in-eighty-days': {
    title: 'Cesta okolo sveta za osemdesiat dní',
    description:
      'Flegmatický Phileas Fogg sa stavil, že obíde Zem za osemdesiat dní. S verným Passepartoutom sa ženie vlakmi, parníkmi aj na chrbte slona a v pätách má detektíva Fixa.',
  },
  'twenty-thousand-leagues': {
    title: 'Dvadsaťtisíc míľ pod morom',
    description:
      'Profesor Aronnax sa ocitne na palube Nautila, ponorky tajomného kapitána Nema. Spolu brázdia oceány, uvidia potopenú Atlantídu a zápasia s obrovskou chobotnicou.',
  },
  'the-count-of-monte-cristo': {
    title: 'Gróf Monte Christo',
    description:
      'Edmond Dantès, krivo obvinený v deň zásnub, strávi štrnásť rokov v žalári pevnosti If. Keď sa dostane na slobodu aj k obrovskému pokladu, začne trpezlivo účtovať s tými, čo ho zradili.',
  },
  'anna-karenina': {
    title: 'Anna Kareninová',
    description:
      'Manželka vysokého úradníka sa zaľúbi do mladého dôstojníka a vzoprie sa petrohradskej spoločnosti. Popri jej príbehu sa odvíja osud Levina, ktorý hľadá zmysel života v práci na statku.',
  },
  'crime-and-punishment': {
    title: 'Zločin a trest',
    description:
      'Chudobný študent Raskoľnikov si nahovorí, že výnimoční ľudia smú prekročiť zákon, a zabije starú úžerníčku. Potom prichádza skutočný trest: horúčka, strach a rozhovory s bystrým vyšetrovateľom.',
  },
  'the-lady-with-the-dog': {
    title: 'Dáma so psíčkom',
    description:
      'Znudený Moskovčan stretne na jaltskom nábreží mladú ženu s bielym špicom. Prázdninová známosť mala byť len epizódou, a predsa zmení všetko. K titulnej poviedke pridávame ďalšie Čechovove drobné skvosty.',
  },
  'andersen-fairy-tales': {
    title: 'Andersenove rozprávky',
    description:
      'Škaredé káčatko, Dievčatko so zápalkami, Snehová kráľovná a Palculienka – najkrajšie rozprávky dánskeho majstra, nežné, smutné a múdre zároveň.',
  },
  'grimm-fairy-tales': {
    title: 'Rozprávky bratov Grimmovcov',
    description:
      'Janko a Marienka, Popoluška, Šípková Ruženka a Červená čiapočka vo verziách blízkych tým, ktoré bratia Grimmovci zapísali podľa nemeckých rozprávačov.',
  },
  'alice-in-wonderland': {
    title: 'Alica v krajine zázrakov',
    description:
      'Alica spadne do králičej nory a ocitne sa vo svete, kde mačka mizne a ostáva po nej len úsmev a čaj u Klobučníka sa nikdy nekončí. Nezmysel, ktorý baví deti a očarúva dospelých.',
  },
  'the-jungle-book': {
    title: 'Kniha džunglí',
    description:
      'Malý Mauglí vyrastá medzi vlkmi, zákony džungle ho učí medveď Balú a panter Bagíra a tiger Šir Chán trpezlivo čaká na svoju príležitosť.',
  },
  'the-metamorphosis': {
    title: 'Premena',
    description:
      'Obchodný cestujúci Gregor Samsa sa jedného rána zobudí premenený na obrovský hmyz. Najdesivejšie je však to, ako sa k nemu zachová jeho vlastná rodina.',
  },
  'the-sorrows-of-young-werther': {
    title: 'Utrpenie mladého Werthera',
    description:
      'V listoch priateľovi opisuje mladý Werther beznádejnú lásku k zasnúbenej Lotte. Román, ktorý rozpálil predstavivosť celej generácie čitateľov.',
  },
  'don-quixote': {
    title: 'Don Quijote de la Mancha',
    description:
      'Schudobnený šľachtic z La Manchy sa načítal rytierskych románov a vyráža do sveta ako potulný rytier so zbrojnošom Sanchom Panzom po boku. Bojuje s veternými mlynmi a popritom povie o ľuďoch viac, než by sa zdalo.',
  },
  'the-murders-in-the-rue-morgue': {
    title: 'Vraždy v ulici Morgue',
    description:
      'V parížskom byte zamknutom zvnútra nájde polícia dve zavraždené ženy. Geniálny C. Auguste Dupin rozlúšti záhadu, ktorou sa začali dejiny detektívky.',
  },
  frankenstein: {
    title: 'Frankenstein',
    description:
      'Mladý vedec Victor Frankenstein vdýchne život bytosti poskladanej z mŕtvych tiel a potom pred vlastným dielom utečie. Príbeh o zodpovednosti tvorcu, ktorým sa začala vedecká fantastika.',
  },
  dracula: {
    title: 'Drakula',
    description:
      'Mladý advokát Jonathan Harker cestuje do Transylvánie, aby záhadnému grófovi predal sídlo pri Londýne. Čoskoro musia profesor Van Helsing a jeho priatelia čeliť upírovi priamo v srdci Anglicka.',
  },
  'robinson-crusoe': {
    title: 'Robinson Crusoe',
    description:
      'Stroskotanec strávi dvadsaťosem rokov na pustom ostrove: postaví si dom, skrotí kozy a napokon zachráni Piatka. Klasický príbeh o vynaliezavosti a samote.',
  },
  pinocchio: {
    title: 'Pinocchiove dobrodružstvá',
    description:
      'Drevený panáčik, ktorého vyrezal starý Geppetto, chce byť skutočným chlapcom, no stále podlieha lákavým dobrodružstvám. A keď klame, rastie mu nos.',
  },
  meditations: {
    title: 'Hovory k sebe',
    description:
      'Poznámky, ktoré si cisár Marcus Aurelius písal pre seba vo vojenských táboroch na Dunaji. O tom, ako krotiť hnev, zmieriť sa s pominuteľnosťou a robiť, čo je správne, aj keď sa nikto nepozerá.',
  },
  'letters-to-lucilius': {
    title: 'Listy Luciliovi',
    description:
      'Seneca v listoch mladšiemu priateľovi radí, ako hospodáriť s časom, ako sa prestať báť a zachovať pokoj v nepokojnom svete. Rady staré dvetisíc rokov znejú prekvapivo súčasne.',
  },
  'the-gallic-war': {
    title: 'Zápisky o galskej vojne',
    description:
      'Július Caesar sám rozpráva o svojich ťaženiach: o moste cez Rýn, výpravách do Británie a obliehaní Alesie. Kronika vojny písaná rukou víťaza.',
  },
  'the-twelve-caesars': {
    title: 'Životopisy rímskych cisárov',
    description:
      'Suetonius pozbieral historky, klebety a dokumenty o dvanástich vládcoch Ríma od Júlia Caesara po Domitiána. Farbistý obraz moci, prepychu a krutosti.',
  },
  'dobsinsky-1': {
    title: 'Prostonárodné slovenské povesti I',
    description:
      'Soľ nad zlato, Popolvár najväčší na svete a ďalšie rozprávky, ktoré Pavol Dobšinský zapísal od ľudových rozprávačov. Prvý zväzok našej trojdielnej zbierky.',
  },
  'dobsinsky-2': {
    title: 'Prostonárodné slovenské povesti II',
    description:
      'Dvanásť mesiačikov, Janko Hraško a príbehy o šikovných sirotách a hlúpych drakoch. Druhý zväzok rozprávok, na ktorých vyrástli generácie slovenských detí.',
  },
  'dobsinsky-3': {
    title: 'Prostonárodné slovenské povesti III',
    description:
      'Radúz a Ľudmila, zakliate zámky a múdre vtáky, ktoré poradia, keď už nikto iný nevie. Záverečný zväzok zbierky, na počúvanie pri večernom svetle.',
  },
  'dom-v-strani': {
    title: 'Dom v stráni',
    description:
      'Na dalmátskom ostrove Brač sa stretnú syn schudobnenej panskej rodiny a dcéra pracovitého sedliaka. Kukučín v románe zachytil stret starej hrdosti s novou pracovitosťou a lásku, ktorej stojí v ceste celý svet.',
  },
  'hajnikova-zena': {
    title: 'Hájnikova žena',
    description:
      'Epická báseň o hájnikovi Michalovi a jeho žene Hanke, ktorých pokojný život v horách naruší panský syn. Hviezdoslav v nej skladá veľkolepú oslavnú pieseň slovenskej prírode.',
  },
  'malomestske-rozpravky': {
    title: 'Malomestské rozprávky',
    description:
      'Úradníci, notári a ich manželky v malom meste, kde sa všetko vie skôr, než sa to stane. Jesenský ich opisuje s láskavou iróniou a neomylným zmyslom pre komiku.',
  },
  'adam-sangala': {
    title: 'Adam Šangala',
    description:
      'Historický román zo 17. storočia o mladíkovi, ktorého osud vláči medzi panskými dvormi, vojnami a súdmi. Drsný a zároveň ironický obraz doby, v ktorej mal silnejší vždy pravdu.',
  },
  'sucha-ratolest': {
    title: 'Suchá ratolesť',
    description:
      'Román o zemianstve, ktoré stráca korene, a o ľuďoch, ktorí sa rozhodnú vrátiť k svojmu národu. Vajanský v ňom zachytáva slovenskú spoločnosť na konci 19. storočia.',
  },
};

export const cycles: Readonly<Record<string, WorkText>> = {
  'sherlock-holmes': {
    title: 'Sherlock Holmes',
    description:
      'Tri romány o detektívovi z Baker Street: od prvého stretnutia s doktorom Watsonom po povesť o pekelnom psovi z vresovísk.',
  },
  musketeers: {
    title: 'Sága o mušketieroch',
    description:
      "Celý príbeh d'Artagnana a jeho priateľov, od prvého súboja v Paríži po posledné roky veľkého priateľstva.",
  },
  dobsinsky: {
    title: 'Prostonárodné slovenské povesti',
    description: 'Všetky tri zväzky rozprávok Pavla Dobšinského v jednom balíku – od Popolvára po Radúza a Ľudmilu.',
  },
  // The store's named collections (domain/catalog/named-cycles.ts), under the same slug in every market.
  zapowiedzi: {
    title: 'Novinky',
    description: 'Premiéry, na ktoré ste čakali: najnovšie audioknihy v našom katalógu, od tej najčerstvejšej.',
  },
  'cykle-audiobookow': {
    title: 'Série audiokníh',
    description: 'Všetky série na jednom mieste: ságy, trilógie a zbierky, ktoré sa najlepšie počúvajú po poradí.',
  },
};
