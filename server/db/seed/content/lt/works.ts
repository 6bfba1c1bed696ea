import type { WorkText } from '../market-content';

export const works: Readonly<Record<string, WorkText>> = {
  'a-study-in-scarlet': {
    title: 'Etiudas raudonais tonais',
    description:
      'Daktaras Vatsonas susipažįsta su Šerloku Holmsu, ir pirmoji jų byla nuveda net į Amerikos Laukinius Vakarus. Taip gimsta garsiausias literatūros detektyvų duetas.',
  },
  'the-sign-of-the-four': {
    title: 'Keturių ženklas',
    description:
      'Jauna guvernantė kasmet paštu gauna po perlą nuo nežinomo siuntėjo. Holmsas ir Vatsonas seka Indijos lobio, keturių bendrininkų priesaikos ir naktinio persekiojimo Temzėje pėdsakais.',
  },
  'the-hound-of-the-baskervilles': {
    title: 'Baskervilių šuo',
    description:
      'Devono pelkynuose sklando legenda apie pragaro šunį, kuris jau kelios kartos persekioja Baskervilių giminės paveldėtojus. Holmsas turi atskirti prietarus nuo labai žmogiško nusikaltimo.',
  },
  'the-three-musketeers': {
    title: 'Trys muškietininkai',
    description:
      "Jaunas gaskonietis d'Artanjanas atvyksta į Paryžių su rekomendaciniu laišku ir karšta galva ir jau pirmąją dieną iššaukia į dvikovą tris karaliaus muškietininkus. Taip prasideda draugystė, kuri atlaikys kardinolo ir Miledi intrigas.",
  },
  'twenty-years-after': {
    title: 'Po dvidešimties metų',
    description:
      "Muškietininkai paseno, jų keliai išsiskyrė, o Prancūziją ir Angliją drebina pilietiniai karai. D'Artanjanas bando vėl suburti senus draugus, tačiau šįkart jie stovi skirtingose pusėse.",
  },
  'the-vicomte-of-bragelonne': {
    title: 'Vikontas de Braželonas',
    description:
      "Paskutinė d'Artanjano nuotykių dalis: jaunasis Liudvikas XIV perima valdžią, Atoso sūnus patiria meilės nusivylimą, o Aramis rezga sąmokslą dėl paslaptingojo kalinio geležine kauke.",
  },
  'pride-and-prejudice': {
    title: 'Puikybė ir prietarai',
    description:
      'Elizabeta Benet turi aštrų liežuvį ir keturias seseris, kurias reikia ištekinti, o ponas Darsis – turtus ir siaubingas manieras. Žaisminga komedija apie pirmąjį įspūdį, kuris apgauna net pačius įžvalgiausius.',
  },
  'oliver-twist': {
    title: 'Oliveris Tvistas',
    description:
      'Našlaitis pabėga iš vargšų prieglaudos į Londoną ir patenka tiesiai į Fagino kišenvagių gaują. Dikensas su pykčiu ir humoru vaizduoja miestą, kuriame vaikas turi kovoti už kiekvieną dieną.',
  },
  'a-christmas-carol': {
    title: 'Kalėdų giesmė',
    description:
      'Šykštuolį Ebenezerą Skrudžą Kūčių naktį aplanko trys dvasios ir parodo jam praeitį, dabartį ir ateitį. Trumpa istorija, kuria daugelis šeimų pradeda šventes.',
  },
  'treasure-island': {
    title: 'Lobių sala',
    description:
      'Džimas Hokinsas randa kapitono Flinto žemėlapį ir leidžiasi ieškoti lobio, nenutuokdamas, kad pusė įgulos – piratai. Maištui vadovauja mandagus vienakojis virėjas Ilgasis Džonas Silveris.',
  },
  'jekyll-and-hyde': {
    title: 'Keista daktaro Džekilio ir pono Haido istorija',
    description:
      'Gerbiamas Londono gydytojas bičiuliaujasi su atgrasiu ponu Haidu, už kurio lieka smurto pėdsakai. Advokatas Atersonas išsiaiškina, kad juos sieja kur kas tamsesnis ryšys nei testamentas.',
  },
  'the-picture-of-dorian-gray': {
    title: 'Doriano Grėjaus portretas',
    description:
      'Gražuolis jaunuolis trokšta, kad vietoj jo sentų jo portretas. Metai bėga, Doriano veidas lieka nepriekaištingas, o palėpėje paslėptas paveikslas keičiasi su kiekviena jo nuodėme.',
  },
  'tom-sawyer': {
    title: 'Tomo Sojerio nuotykiai',
    description:
      'Tomas sugeba išsisukti nuo tvoros dažymo, pasiklysti oloje ir naktį kapinėse tapti nusikaltimo liudininku. Linksma istorija apie vaikystę prie Misisipės, kupina gudrybių ir pavojų.',
  },
  'around-the-world-in-eighty-days': {
    title: 'Aplink pasaulį per 80 dienų',
    description:
      'Flegmatiškas Filijas Fogas lažinasi, kad apkeliaus Žemę per aštuoniasdešimt dienų. Su ištikimu tarnu Paspartu jis lekia traukiniais, garlaiviais ir net ant dramblio, o iš paskos seka detektyvas Fiksas.',
  },
  'twenty-thousand-leagues': {
    title: 'Dvidešimt tūkstančių mylių po vandeniu',
    description:
      'Profesorius Aronaksas atsiduria paslaptingojo kapitono Nemo povandeniniame laive „Nautilas“. Kartu jie perplaukia vandenynus, pamato nuskendusią Atlantidą ir kaunasi su milžinišku kalmaru.',
  },
  'the-count-of-monte-cristo': {
    title: 'Grafas Monte Kristas',
    description:
      'Edmonas Dantesas, neteisingai apkaltintas savo sužadėtuvių dieną, keturiolika metų praleidžia Ifo pilies požemiuose. Ištrūkęs į laisvę ir radęs milžinišką lobį, jis kantriai ima atsiskaityti su savo išdavikais.',
  },
  'anna-karenina': {
    title: 'Ana Karenina',
    description:
      'Aukšto valdininko žmona įsimyli jauną karininką ir meta iššūkį Peterburgo aukštuomenei. Šalia jos istorijos rutuliojasi Levino, ieškančio gyvenimo prasmės darbe savo ūkyje, likimas.',
  },
  'crime-and-punishment': {
    title: 'Nusikaltimas ir bausmė',
    description:
      'Neturtingas studentas Raskolnikovas įtikina save, kad išskirtiniams žmonėms leidžiama peržengti įstatymą, ir nužudo seną palūkininkę. Tada prasideda tikroji bausmė: karštligė, baimė ir pokalbiai su įžvalgiu tardytoju.',
  },
  'the-lady-with-the-dog': {
    title: 'Ponia su šunyte',
    description:
      'Jaltoje nuobodžiaujantis maskvietis sutinka jauną moterį su baltu špicu. Atostogų romanas turėjo būti trumpas, tačiau pakeičia viską. Kartu su šia novele – ir kiti smulkūs Čechovo šedevrai.',
  },
  'andersen-fairy-tales': {
    title: 'Anderseno pasakos',
    description:
      'Bjaurusis ančiukas, Mergaitė su degtukais, Sniego karalienė ir Coliukė – gražiausios danų meistro pasakos, švelnios, liūdnos ir išmintingos.',
  },
  'grimm-fairy-tales': {
    title: 'Brolių Grimų pasakos',
    description:
      'Jonukas ir Grytutė, Pelenė, Erškėtrožė ir Raudonkepuraitė – tokios, kokias broliai Grimai užrašė iš vokiečių pasakotojų lūpų.',
  },
  'alice-in-wonderland': {
    title: 'Alisa stebuklų šalyje',
    description:
      'Alisa įkrenta į triušio olą ir atsiduria pasaulyje, kuriame katinas išnyksta palikdamas tik šypseną, o arbatėlė pas Skrybėlių meistrą niekada nesibaigia. Nesąmonės, kurios linksmina vaikus ir žavi suaugusiuosius.',
  },
  'the-jungle-book': {
    title: 'Džiunglių knyga',
    description:
      'Mažasis Maugli auga tarp vilkų, džiunglių įstatymų jį moko meška Balu ir pantera Bagyra, o tigras Šer Chanas kantriai laukia savo progos.',
  },
  'the-metamorphosis': {
    title: 'Metamorfozė',
    description:
      'Vieną rytą prekybos agentas Gregoras Zamza pabunda virtęs didžiuliu vabzdžiu. Tačiau baisiausia pasirodo jo paties šeimos reakcija.',
  },
  'the-sorrows-of-young-werther': {
    title: 'Jaunojo Verterio kančios',
    description:
      'Laiškuose draugui jaunasis Verteris pasakoja apie beviltišką meilę sužadėtai Lotei. Romanas, uždegęs visos kartos skaitytojų vaizduotę.',
  },
  'don-quixote': {
    title: 'Don Kichotas',
    description:
      'Nuskurdęs bajoras iš La Mančos prisiskaito riterių romanų ir su ginklanešiu Sančo Pansa leidžiasi į pasaulį kaip klajojantis riteris. Jis kaunasi su vėjo malūnais ir pakeliui pasako apie žmones daugiau, nei atrodo.',
  },
  'the-murders-in-the-rue-morgue': {
    title: 'Žmogžudystės Morgo gatvėje',
    description:
      'Iš vidaus užrakintame Paryžiaus bute policija randa dvi nužudytas moteris. Įžvalgusis C. Augustas Diupenas įmena mįslę, nuo kurios prasidėjo detektyvo istorija.',
  },
  frankenstein: {
    title: 'Frankenšteinas',
    description:
      'Jaunas mokslininkas Viktoras Frankenšteinas įkvepia gyvybę iš mirusiųjų kūnų sukurtai būtybei, o paskui bėga nuo savo paties kūrinio. Istorija apie kūrėjo atsakomybę, nuo kurios prasidėjo mokslinė fantastika.',
  },
  dracula: {
    title: 'Drakula',
    description:
      'Jaunas teisininkas Džonatanas Harkeris vyksta į Transilvaniją, kad parduotų paslaptingam grafui dvarą prie Londono. Netrukus profesorius Van Helsingas su draugais turi stoti prieš vampyrą pačioje Anglijos širdyje.',
  },
  'robinson-crusoe': {
    title: 'Robinzonas Kruzas',
    description:
      'Sudužusio laivo jūreivis dvidešimt aštuonerius metus praleidžia negyvenamoje saloje: stato namą, prisijaukina ožkas ir galiausiai išgelbsti Penktadienį. Klasikinė istorija apie sumanumą ir vienatvę.',
  },
  pinocchio: {
    title: 'Pinokio nuotykiai',
    description:
      'Medinė lėlė, kurią išdrožė senasis Džepetas, nori tapti tikru berniuku, bet vis pasiduoda lengvų nuotykių pagundoms. O kai meluoja, jai ilgėja nosis.',
  },
  meditations: {
    title: 'Sau pačiam',
    description:
      'Užrašai, kuriuos imperatorius Markas Aurelijus rašė sau karinėse stovyklose prie Dunojaus. Apie tai, kaip tramdyti pyktį, susitaikyti su laikinumu ir daryti tai, kas teisinga, net kai niekas nemato.',
  },
  'letters-to-lucilius': {
    title: 'Laiškai Liucilijui',
    description:
      'Laiškuose jaunesniam draugui Seneka pataria, kaip tausoti laiką, nustoti bijoti ir išlikti ramiam neramiame pasaulyje. Dviejų tūkstančių metų senumo patarimai skamba stebėtinai šiuolaikiškai.',
  },
  'the-gallic-war': {
    title: 'Užrašai apie Galų karą',
    description:
      'Gajus Julijus Cezaris pats pasakoja apie savo žygius: tiltą per Reiną, keliones į Britaniją ir Alezijos apgultį. Karo kronika, parašyta nugalėtojo ranka.',
  },
  'the-twelve-caesars': {
    title: 'Dvylikos cezarių gyvenimas',
    description:
      'Svetonijus surinko anekdotus, gandus ir dokumentus apie dvylika Romos valdovų – nuo Julijaus Cezario iki Domiciano. Spalvingas valdžios, prabangos ir žiaurumo portretas.',
  },
  'anne-of-green-gables': {
    title: 'Anė iš Žaliastogių',
    description:
      'Senyvi brolis ir sesuo Katbertai iš prieglaudos laukė berniuko, o atvyko strazdanota, raudonplaukė ir nesustojamai kalbanti Anė. Šilta istorija apie mergaitę, kuri savo vaizduote perdažo visą Avonlį.',
  },
  'anne-of-avonlea': {
    title: 'Anė iš Avonlio',
    description:
      'Šešiolikmetė Anė tampa Avonlio mokyklos mokytoja ir sužino, kad mokyti kartais sunkiau nei mokytis. Naujos draugystės, kaimynų nuotykiai ir pirmieji suaugusio gyvenimo rūpesčiai.',
  },
  'anne-of-the-island': {
    title: 'Anė iš Salos',
    description:
      'Anė išvyksta studijuoti į Redmondo koledžą, palieka jaukųjį Avonlį ir turi išsiaiškinti, ko iš tiesų trokšta jos širdis. Trečioji serijos knyga apie draugystę, svajones ir meilę.',
  },
  metai: {
    title: 'Metai',
    description:
      'Keturios poemos dalys – „Pavasario linksmybės“, „Vasaros darbai“, „Rudenio gėrybės“ ir „Žiemos rūpesčiai“ – apie Mažosios Lietuvos būrų gyvenimą metų ratu. Pirmasis lietuvių grožinės literatūros šedevras.',
  },
  'pavasario-balsai': {
    title: 'Pavasario balsai',
    description:
      'Maironio eilėraščių rinkinys, pažadinęs tautinį atgimimą: gamta, tėvynės ilgesys ir tikėjimas, kad po žiemos visada ateina pavasaris.',
  },
  marti: {
    title: 'Marti',
    description:
      'Jauna Katrė ištekėjusi patenka į Vingių namus, ir vestuvės greitai virsta nelaime. Žemaitė su aštriu realizmu vaizduoja XIX amžiaus žemaičių kaimo buitį.',
  },
  'liudna-pasaka': {
    title: 'Liūdna pasaka',
    description:
      'Juozapotos ir jos vyro Jurgio laimę sugriauna 1863 metų sukilimas. Jautri novelė apie ištikimybę, netektį ir žmogų, kurio skausmo niekas nepastebi.',
  },
  'dedes-ir-dedienes': {
    title: 'Dėdės ir dėdienės',
    description:
      'Apysaka apie dėdes ir dėdienes – likusius be savo šeimos ir be savo kampo. Vaižgantas su humoru ir užuojauta pasakoja apie Mykoliuką, Severiją ir Rapolą.',
  },
  'sename-dvare': {
    title: 'Sename dvare',
    description:
      'Apysaka apie vaikystės dvarą, kuriame skamba muzika, knygos ir mamos pasakojimai. Nostalgiška ir šviesi knyga apie pasaulį, kurio nebėra.',
  },
  'palangos-juze': {
    title: 'Palangos Juzė',
    description:
      'Siuvėjas Juzė keliauja po Žemaitiją ir pasakoja, ką matęs ir girdėjęs: vestuves, talkas ir kaimo papročius. Valančiaus apysaka, kurią skaitė ne viena lietuvių karta.',
  },
};

export const cycles: Readonly<Record<string, WorkText>> = {
  'sherlock-holmes': {
    title: 'Šerlokas Holmsas',
    description:
      'Trys romanai apie detektyvą iš Beikerio gatvės: nuo pirmojo susitikimo su daktaru Vatsonu iki legendos apie pragaro šunį pelkynuose.',
  },
  musketeers: {
    title: 'Muškietininkų saga',
    description:
      "Visa d'Artanjano ir jo draugų istorija – nuo pirmosios dvikovos Paryžiuje iki paskutiniųjų didžiosios draugystės metų.",
  },
  anne: {
    title: 'Anės knygos',
    description: 'Trys pirmosios knygos apie raudonplaukę Anę: nuo atvykimo į Žaliastogius iki studijų Redmonde.',
  },
  // The store's named collections (domain/catalog/named-cycles.ts), under the same slug in every market.
  zapowiedzi: {
    title: 'Naujienos',
    description: 'Premjeros, kurių laukėte: naujausios mūsų katalogo audioknygos, pradedant pačia naujausia.',
  },
  'cykle-audiobookow': {
    title: 'Audioknygų serijos',
    description: 'Visos serijos vienoje vietoje: sagos, trilogijos ir rinkiniai, kurių geriausia klausytis iš eilės.',
  },
};
