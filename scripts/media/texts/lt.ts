import type { LanguageTexts } from './narration-texts';

/** Lithuanian: original stories written for the demo. */
export const lt: LanguageTexts = {
  locale: 'lt',
  voice: 'lt',
  audiobooks: [
    {
      slug: 'gintaro-ieskotoja',
      title: 'Gintaro ieškotoja',
      protected: true,
      chapters: [
        {
          title: 'Audra',
          heading: 'Pirmas skyrius. Audra.',
          paragraphs: [
            'Ugnė gyveno su močiute mažame žvejų kaimelyje prie jūros. Kiekvieną rudenį, kai pakildavo stiprus vėjas, močiutė sakydavo, kad jūra tvarko savo lobių skrynią ir po audros būtinai ką nors išmes į krantą.',
            'Tą naktį audra siautė iki pat paryčių. Vėjas daužė langines, pušys ūžė kopose, o bangos riaumojo taip garsiai, kad Ugnė ilgai negalėjo užmigti. Ji gulėjo tamsoje ir galvojo apie rytą. Lietus barbeno į stogą, o laikrodis virtuvėje ramiai tiksėjo.',
            'Vos prašvitus, ji apsivilko šiltą megztinį, apsiavė guminius batus ir su močiutės pintu krepšeliu nubėgo prie jūros. Paplūdimys buvo nusėtas dumblių, šakų ir kriauklių, o vanduo dar buvo pilkas ir neramus.',
          ],
        },
        {
          title: 'Pakrantė',
          heading: 'Antras skyrius. Pakrantė.',
          paragraphs: [
            'Ant kranto jau vaikštinėjo keli žmonės su tinkleliais ant ilgų kotų. Senas žvejys Jonas parodė Ugnei, kaip ieškoti gintaro. Reikia žiūrėti ten, kur guli rudų dumblių juosta, ir nesiskubinti, nes gintaras mėgsta slėptis.',
            'Ugnė ėjo palei vandenį lėtai, žingsnis po žingsnio. Rado baltą kriauklę, žalio stiklo šukę, nugludintą bangų, ir mažą medžio gabaliuką, panašų į žuvį. Bet gintaro niekur nebuvo, o jos pirštai visai sušalo. Ji pasitrynė rankas ir pūstelėjo į jas šilto oro.',
            'Jau ketino grįžti namo, kai saulė trumpam išlindo iš debesų. Tarp tamsių dumblių kažkas sužibo šiltu, medaus spalvos švytėjimu. Ugnė atsiklaupė ant šlapio smėlio ir atsargiai praskleidė dumblius.',
          ],
        },
        {
          title: 'Radinys',
          heading: 'Trečias skyrius. Radinys.',
          paragraphs: [
            'Tai buvo gintaras, didesnis už balandžio kiaušinį. Prieš saulę jis švietė kaip mažas žibintas, o viduje buvo matyti sustingęs uodas, toks aiškus, lyg būtų įstrigęs vakar, o ne prieš daugybę tūkstančių metų. Ugnė net sulaikė kvapą iš nuostabos.',
            'Ugnė parbėgo namo ir parodė radinį močiutei. Močiutė ilgai žiūrėjo pro akinius, paskui nusišypsojo ir pasakė, kad jos mama irgi rado panašų gintarą, kai buvo tokio pat amžiaus. Tas gintaras dabar guli skrynioje.',
            'Vakare jos abi atidarė seną skrynią. Ant sulankstytos lininės staltiesės gulėjo mažas gintaro gabalėlis. Ugnė padėjo savąjį šalia. Močiutė pasakė, kad dabar skrynioje guli dvi istorijos, o jūra kada nors atneš ir trečią.',
          ],
        },
      ],
    },
    {
      slug: 'senelio-malunas',
      title: 'Senelio malūnas',
      protected: false,
      chapters: [
        {
          title: 'Vasaros pradžia',
          heading: 'Pirmas skyrius. Vasaros pradžia.',
          paragraphs: [
            'Kiekvieną vasarą Matas važiuodavo pas senelį į Dzūkiją. Senelis gyveno prie upės, šalia seno vandens malūno, kuris jau seniai nemalė. Jo ratas buvo apaugęs samanomis, o viduje tvyrojo miltų ir drėgnos medienos kvapas.',
            'Matui malūnas atrodė paslaptingas. Pro plyšius sienose krito saulės spinduliai, kuriuose šoko dulkės, o po sijomis buvo prilipdžiusios lizdų kregždės. Senelis pasakojo, kad kadaise čia malė grūdus visam kaimui.',
            'Vieną vakarą prie arbatos Matas paklausė, ar malūną dar galima paleisti. Senelis ilgai tylėjo, žiūrėdamas pro langą į upę. Paskui pasakė, kad galima, jei turėsi kantrybės ir dvi darbščias rankas.',
          ],
        },
        {
          title: 'Girnos',
          heading: 'Antras skyrius. Girnos.',
          paragraphs: [
            'Kitą rytą jie pradėjo darbą. Išvalė latakus, kuriais vanduo teka prie rato, pakeitė supuvusias mentes naujomis ąžuolinėmis lentomis ir sutepė ašį. Matas nešiojo lentas, laikė vinis ir padavinėjo įrankius. Darbas buvo sunkus, bet vakare abu jautėsi laimingi.',
            'Sunkiausia buvo su girnomis. Viršutinis akmuo buvo toks sunkus, kad jį pakelti padėjo net kaimynas su traktoriumi. Senelis kalė girnas plaktuku ir kaltu, o Matas stebėjo, kaip akmenyje atsiranda ploni grioveliai.',
            'Po dviejų savaičių viskas buvo paruošta. Senelis atidarė užtvarą, ir vanduo su ošimu puolė ant rato. Ratas sugirgždėjo, truktelėjo ir pamažu pradėjo suktis. Visas malūnas sudrebėjo, tarsi pabudęs iš ilgo miego.',
          ],
        },
        {
          title: 'Miltai ir duona',
          heading: 'Trečias skyrius. Miltai ir duona.',
          paragraphs: [
            'Pirmą maišą rugių jie supylė į piltuvą kartu. Iš po girnų pasipylė šilti, kvepiantys miltai. Matas įkišo į juos ranką ir nusijuokė, nes miltai buvo minkšti kaip pūkas ir dar šilti. Senelis paėmė saują, pauostė ir patenkintas linktelėjo galva.',
            'Iš tų miltų močiutė iškepė didelį juodos duonos kepalą su kmynais. Ant stalo ji padėjo ir medaus, ir sūrio, ir šviežių agurkų. Pasikvietė kaimynus, o senelis papasakojo, kaip jie su Matu prikėlė malūną. Visi valgė ir gyrė, kad tokios duonos seniai neragavo.',
            'Kai vasara baigėsi, Matas išvažiavo į miestą, bet su savimi pasiėmė maišelį miltų. Mama iškepė iš jų duonos, ir visa virtuvė pakvipo senelio malūnu. Matas jau skaičiavo dienas iki kitos vasaros.',
          ],
        },
      ],
    },
  ],
  episodes: [
    {
      slug: 'tinklalaidziu-anonsas',
      title: 'Audioros tinklalaidės: anonsas',
      heading: 'Audioros tinklalaidės. Anonsas.',
      paragraphs: [
        'Labas, čia Audioros studija. Savo tinklalaidėse kalbamės apie senas ir naujas knygas, užsukame į įrašų kabiną ir vaikams skaitome ramias istorijas prieš miegą.',
        'Šis trumpas epizodas yra pavyzdys. Paklausykite, kaip skamba grotuvas, prasukite šiek tiek į priekį ir pabandykite pakeisti greitį. Nauji epizodai pasirodo kiekvieną savaitę. Iki susitikimo!',
      ],
    },
  ],
};
