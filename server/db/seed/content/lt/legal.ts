import type { MarketContent } from '../market-content';

export const legal: MarketContent['legal'] = {
  'privacy-policy': {
    title: 'Privatumo politika',
    body: 'Jūsų asmens duomenų valdytojas yra „Audiora“ paslaugos operatorius. Duomenis tvarkome, kad galėtume administruoti jūsų paskyrą, vykdyti užsakymus, suteikti prieigą prie įsigytų įrašų ir – jei sutinkate – siųsti naujienlaiškį.\n\nRenkame tik tai, ko reikia: el. pašto adresą, užsakymų istoriją, klausymo pažangą ir duomenis apie įrenginius, kuriais klausotės. Mokėjimus tvarko mokėjimo paslaugų teikėjas; kortelių numerių nesaugome.\n\nSlapukus naudojame prisijungimui palaikyti ir nustatymams įsiminti. Analitinius ir rinkodaros slapukus įrašome tik gavę jūsų sutikimą, kurį bet kada galite pakeisti privatumo nustatymuose.\n\nTurite teisę susipažinti su savo duomenimis, juos ištaisyti, ištrinti, apriboti jų tvarkymą ir perkelti, taip pat teisę pateikti skundą Valstybinei duomenų apsaugos inspekcijai. Parašykite mums per pagalbos centro formą.\n\nDuomenis saugome, kol turite paskyrą, o apskaitos duomenis – tiek, kiek reikalauja mokesčių teisės aktai.',
  },
  'copyright-notice': {
    title: 'Autorių teisės',
    body: '„Audiora“ įrašai, aprašymai, viršeliai ir dizainas saugomi autorių teisių. Mūsų klasikos katalogo literatūros kūriniai yra viešojo naudojimo, tačiau jų įrašai, adaptacijos ir vertimai gali būti saugomi atskirai.\n\nĮsigiję audioknygą gaunate licenciją klausytis jos asmeniniais tikslais. Įrašo negalima kopijuoti, viešai platinti ar perparduoti.\n\nJei manote, kad „Audiora“ pažeidžiamos jūsų teisės, parašykite mums per pagalbos centrą – kiekvieną pranešimą išnagrinėsime nedelsdami.',
  },
  'review-terms': {
    title: 'Atsiliepimų taisyklės',
    body: 'Atsiliepimus gali rašyti prisijungę naudotojai. Kiekvienas gali vieną kartą įvertinti knygą ir parašyti vieną atsiliepimą; vėlesnis pakeitimas pakeičia ankstesnę versiją.\n\nRašome apie knygą ir įrašą. Neskelbiame įžeidimų, reklamos, asmens duomenų ar nuorodų, o atskleidžiant pabaigą reikia įspėti atsiliepimo pradžioje.\n\nAtsiliepimas skelbiamas jūsų pasirinktu parašu. Taisykles pažeidžiantį įrašą galime pašalinti – apie tai pranešime el. paštu.\n\nLeidėjai vertinimų neužsako ir už juos nemoka. Knygos vidutinis įvertinimas apima visus vertinimus, taip pat ir tuos, kurie be atsiliepimo teksto.',
  },
};
